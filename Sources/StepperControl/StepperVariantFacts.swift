import Accessibility
import ComponentModel
import Controls
import Core

/// Everything about one stepper variant, as one value: its native name and platforms, a
/// sentence for the documentation, its defaults, its behaviour table, the accessibility tree it
/// exposes, its touch target and its drawing in the session.
///
/// Each variant writes its facts in its own file in `Variants/`; ``StepperVariant/facts`` is
/// the registry. The initialiser takes every fact without a default, so a variant that leaves
/// one out does not compile.
package struct StepperVariantFacts: Sendable {
  /// The native component's name (`UIStepper`).
  package let nativeName: String
  /// The platforms it exists on.
  package let platforms: [Platform]
  /// One sentence about it, for the documentation.
  package let summary: String
  /// Its out-of-the-box configuration.
  package let defaults: StepperConfiguration
  /// The only step it takes and the error for another, when the platform fixes it
  /// (NumberPicker: 1); `nil` when any positive step is allowed.
  package let fixedStep: (step: Double, reason: String)?
  /// Whether its value may be empty (`NaN`; a WinUI NumberBox's default).
  package let canBeEmpty: Bool
  /// Its touch target, or `nil` for a variant driven by pointer and keyboard.
  package let touchTarget: TouchTarget?
  /// Its behaviour table on a platform with a configuration; each entry names its source.
  let behaviour: @Sendable (Platform, StepperConfiguration) -> StepperBehaviour
  /// The elements it exposes, in reading order.
  let exposure: @Sendable (StepperExposureBuilder) -> [AccessibleElement]
  /// The stepper as one line of text for the session's `:show`.
  let drawing: @Sendable (StepperSketch) -> String
  /// What the app announces when the component sets no `announce:`, given the Fiori labels
  /// in effect on the platform.
  let defaultAnnouncements:
    @Sendable (StepperAccessibility.FioriLabels) -> StepperAccessibility.Announcements

  init(
    nativeName: String, platforms: [Platform], summary: String,
    defaults: StepperConfiguration, fixedStep: (step: Double, reason: String)?, canBeEmpty: Bool,
    touchTarget: TouchTarget?,
    behaviour: @escaping @Sendable (Platform, StepperConfiguration) -> StepperBehaviour,
    exposure: @escaping @Sendable (StepperExposureBuilder) -> [AccessibleElement],
    drawing: @escaping @Sendable (StepperSketch) -> String,
    defaultAnnouncements:
      @escaping @Sendable (StepperAccessibility.FioriLabels) ->
      StepperAccessibility.Announcements
  ) {
    self.nativeName = nativeName
    self.platforms = platforms
    self.summary = summary
    self.defaults = defaults
    self.fixedStep = fixedStep
    self.canBeEmpty = canBeEmpty
    self.touchTarget = touchTarget
    self.behaviour = behaviour
    self.exposure = exposure
    self.drawing = drawing
    self.defaultAnnouncements = defaultAnnouncements
  }

  /// No announcements: what an app posts by doing nothing on every variant but Fiori.
  static let noAnnouncements:
    @Sendable (StepperAccessibility.FioriLabels) -> StepperAccessibility.Announcements = { _ in
      StepperAccessibility.Announcements()
    }
}
