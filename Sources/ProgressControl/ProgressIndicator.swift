import Accessibility
import ComponentModel
import Controls
import Core

/// A progress indicator on a simulated clock: nobody adjusts or activates it; the app sets its
/// value (clamped into the range), or it is busy with no value (indeterminate). It has one
/// part, ``PartID/control``.
package struct ProgressIndicator: Sendable {
  /// Which native progress indicator this is.
  package let variant: ProgressVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings as set up.
  package let configuration: ProgressConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// Its value now.
  package private(set) var current: Double
  /// Set-up notes (a value clamped into range).
  package let notes: [String]
  package var input: OnePartInput

  /// Creates the progress indicator a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there or the range is
  ///   impossible.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try ProgressVariant.chosen(
      by: setup, kind: .progress, noun: "progress indicator", on: platform)
    guard let configuration = setup.configuration as? ProgressConfiguration else {
      throw ConfigurationError(
        field: "control",
        message: "\(setup.variant.rawValue) is not a progress indicator variant")
    }
    try RangeSettings.validate(
      minimum: configuration.minimum, maximum: configuration.maximum,
      value: configuration.value, noun: "a progress indicator")
    self.variant = variant
    self.platform = platform
    self.setup = setup
    var adjusted = configuration
    if variant.facts.alwaysIndeterminate { adjusted.isIndeterminate = true }
    var notes: [String] = []
    let clamped = Self.clamp(configuration.value, adjusted, variant)
    if clamped != configuration.value {
      notes.append(
        "value \(DecimalStep.displayString(configuration.value)) is outside "
          + "\(DecimalStep.displayString(configuration.minimum))…"
          + "\(DecimalStep.displayString(configuration.maximum)); the "
          + "\(variant.facts.nativeName) shows \(DecimalStep.displayString(clamped))")
      adjusted.value = clamped
    }
    self.configuration = adjusted
    self.notes = notes
    current = adjusted.value
    input = OnePartInput(
      noun: "progress indicator", nativeName: variant.facts.nativeName, activationKeys: [],
      takesKeyboardFocus: false, isEnabled: true)
  }

  /// `value` clamped into the range (and whole, for a variant of whole numbers).
  private static func clamp(
    _ value: Double, _ configuration: ProgressConfiguration, _ variant: ProgressVariant
  ) -> Double {
    let inRange = min(max(value, configuration.minimum), configuration.maximum)
    return variant.facts.wholeNumbers ? inRange.rounded(.down) : inRange
  }

  /// The progress indicator in the catalog.
  package static let definition = ControlDefinition(
    kind: .progress,
    summary:
      "A progress indicator: the app sets its value, or it is busy with none; nobody adjusts it.",
    variants: ProgressVariant.definitions(defaults: ProgressConfiguration()),
    partIDs: [.control],
    versionEffects: [
      VersionEffect(
        platform: .android,
        summary:
          "from 11 a ProgressBar has its percent state description (\"50%\"), before it "
          + "TalkBack speaks the raw progress.",
        source: Source(
          "Android platform release notes", .medium,
          .page("https://developer.android.com/about/versions")))
    ],
    partWords: ["progress indicator": .control, "progress bar": .control]
  ) { platform, setup throws(ConfigurationError) in
    try ProgressIndicator(platform: platform, setup: setup)
  }

  /// The configuration as it stands now (the value the app set).
  package var currentConfiguration: ProgressConfiguration {
    var configuration = configuration
    configuration.value = current
    return configuration
  }
}

extension ProgressIndicator: OnePartControl {
  /// It announces nothing of its own.
  package var announcement: String? { nil }
  /// Its number, or nothing while it is indeterminate.
  package var value: ControlValue {
    configuration.isIndeterminate ? .nothing : .number(current)
  }
  /// The variant's touch target (none: it takes no touch).
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  private var range: String {
    DecimalStep.displayString(configuration.minimum) + "…"
      + DecimalStep.displayString(configuration.maximum)
  }

  /// `progressbar (ProgressBar) · "Upload" · value 50 · 0…100`, or `· indeterminate`.
  package var headline: String {
    var parts = ["\(variant.rawValue) (\(variant.facts.nativeName))"]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    if configuration.isIndeterminate {
      parts.append("indeterminate")
    } else {
      parts.append("value \(DecimalStep.displayString(current))")
      parts.append(range)
    }
    return parts.joined(separator: " · ")
  }

  /// `ProgressBar · "Upload" · value 50 · 0…100`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "")
      + (configuration.isIndeterminate
        ? " · indeterminate" : " · value \(DecimalStep.displayString(current)) · \(range)")
  }

  /// `Upload [#####-----] 50`, or `Upload [~~busy~~]` while indeterminate.
  package var drawing: String {
    let label = configuration.label.map { $0 + " " } ?? ""
    guard !configuration.isIndeterminate else { return label + "[~~busy~~]" }
    let width = 10
    let filled = RangeArithmetic.saturatingInt(currentConfiguration.fraction * Double(width))
    return label + "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: width - filled) + "] " + DecimalStep.displayString(current)
  }

  /// A touch does nothing to it.
  package mutating func press(_ part: PartID) -> [ControlEvent] {
    ignored("a progress indicator takes no input")
  }

  /// Tab passes it by (it takes no keyboard focus on any platform); other keys do nothing.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    guard chord.key == .tab else {
      return ignored("\(chord) does nothing: a progress indicator takes no keys")
    }
    return ignored("the \(variant.facts.nativeName) takes no keyboard focus")
  }

  /// Letting go does nothing: it was never pressed.
  package mutating func release() -> [ControlEvent] { [] }

  /// The app sets the value in code (clamped into the range); an indeterminate one has none.
  package mutating func setByApp(_ newValue: ControlValue) -> [ControlEvent] {
    guard !configuration.isIndeterminate else {
      return ignored("the \(variant.facts.nativeName) is indeterminate; it shows no value")
    }
    guard let value = newValue.numeric, !value.isNaN else {
      return ignored("the app's value is not a number; the value stays")
    }
    let target = Self.clamp(value, configuration, variant)
    guard target != current else { return [] }
    let from = current
    current = target
    return [event(.valueChanged(from: .number(from), to: .number(target), cause: .program))]
  }

  /// A reader can neither activate nor adjust it.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate: ignored("a progress indicator has no default action")
    case .increment, .decrement: ignored("a progress indicator cannot be adjusted")
    }
  }

  /// One element: the progress indicator, as the variant exposes it on a device in
  /// `environment`.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    [variant.facts.expose(currentConfiguration, setup.accessibility, environment)]
  }

  /// It announces nothing itself: what a reader says of a change is the reader's.
  package func announcements(after event: ControlEvent) -> [String] { [] }
}
