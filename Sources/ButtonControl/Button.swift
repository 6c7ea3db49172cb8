import Accessibility
import ComponentModel
import Controls
import Core

/// A push button on a simulated clock: a press and release (or Space, Enter) activates it,
/// unless it is disabled. It has one part, ``PartID/control``, and no value.
package struct Button: Sendable {
  /// Which native button this is.
  package let variant: ButtonVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: ButtonConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// How many times it was activated.
  package private(set) var activations = 0
  package var input: OnePartInput

  /// Creates the button a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try ButtonVariant.chosen(by: setup, kind: .button, noun: "button", on: platform)
    guard let configuration = setup.configuration as? ButtonConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a button variant")
    }
    if let problem = configuration.announcedAs.problem(on: platform) {
      throw ConfigurationError(field: "announcedAs", message: problem)
    }
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    input = variant.input(noun: "button", isEnabled: configuration.isEnabled)
  }

  /// The button in the catalog.
  package static let definition = ControlDefinition(
    kind: .button,
    summary: "A push button: a tap, a click, Space or Enter activates it.",
    variants: ButtonVariant.definitions(defaults: ButtonConfiguration()),
    partIDs: [.control], partWords: ["button": .control]
  ) { platform, setup throws(ConfigurationError) in
    try Button(platform: platform, setup: setup)
  }
}

extension Button: OnePartControl {
  /// What the app announces after each activation.
  package var announcement: String? { configuration.announcement }
  /// How the app announces it.
  package var announcedAs: AnnouncementStyle { configuration.announcedAs }
  /// A button has no value.
  package var value: ControlValue { .nothing }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `uikit (UIButton) · "Save"`, with `disabled` when it is.
  package var headline: String {
    var parts = [variant.headlineName]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no title")
    if !configuration.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// `UIButton`, or `UIButton · "Save"`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "")
  }

  /// `[ Save ]`, `[ ⌑ ]` for an icon; `*…*` when it has keyboard focus.
  package var drawing: String {
    var text = "[ " + (configuration.label ?? "⌑") + " ]"
    if !configuration.isEnabled { text += "·dimmed" }
    return focusedPart == .control ? "*" + text + "*" : text
  }

  /// Releases it: a click, which activates it.
  package mutating func release() -> [ControlEvent] {
    guard input.release() else { return [] }
    activations += 1
    return [event(.activated(.control))]
  }

  /// A button has no value to set.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    ignored("a button has no value")
  }

  /// One element: the button, as the variant exposes it.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    let facts = variant.facts
    let settings = setup.accessibility
    let name = facts.name(configuration, settings)
    let nameSource: AccessibleElement.NameSource =
      settings.label != nil ? .app : (name == nil ? .none : .visibleText)
    let enabled = configuration.isEnabled
    return [
      AccessibleElement(
        id: "button", role: .button, name: name, hint: settings.hint,
        description: facts.description(configuration, name), isEnabled: enabled,
        isNavigable: enabled || facts.navigableWhenDisabled,
        takesKeyboardFocus: enabled && facts.takesKeyboardFocus, isClickable: true,
        isImage: facts.isImage, part: .control, nameSource: nameSource)
    ]
  }
}

extension ButtonVariantFacts {
  /// The name most buttons have: the app's accessibility label, else the visible title.
  static let labelOrTitle: @Sendable (ButtonConfiguration, AccessibilitySettings) -> String? = {
    configuration, settings in settings.label ?? configuration.label
  }
  /// No description.
  static let noDescription: @Sendable (ButtonConfiguration, String?) -> String? = { _, _ in nil }
}
