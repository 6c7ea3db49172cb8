import Accessibility
import ComponentModel
import Controls
import Core

/// A one-line text field on a simulated clock: focus reaches it, a tap or a reader's activate
/// puts it in editing mode (desktop fields edit as soon as they have focus), typing adds text
/// at the end, unless it is disabled. It has one part, ``PartID/control``; its value is
/// ``ControlValue/text(_:)``.
package struct TextField: Sendable {
  /// Which native text field this is.
  package let variant: TextFieldVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: TextFieldConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// The text it holds now.
  package private(set) var text: String
  /// Whether it is in editing mode (the keyboard is up, the caret shows).
  package private(set) var isEditing = false
  package var input: OnePartInput

  /// Creates the text field a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try TextFieldVariant.chosen(
      by: setup, kind: .textField, noun: "text field", on: platform)
    guard let configuration = setup.configuration as? TextFieldConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a text field variant")
    }
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    self.text = configuration.text
    input = variant.input(noun: "text field", isEnabled: configuration.isEnabled)
  }

  /// The text field in the catalog.
  package static let definition = ControlDefinition(
    kind: .textField,
    summary:
      "A text field: focus reaches it, a tap or activate starts editing, typing adds text.",
    variants: TextFieldVariant.definitions(defaults: TextFieldConfiguration()),
    partIDs: [.control], stateWords: [],
    partWords: ["text field": .control, "edit box": .control]
  ) { platform, setup throws(ConfigurationError) in
    try TextField(platform: platform, setup: setup)
  }
}

extension TextField: OnePartControl {
  /// A text field announces nothing of its own.
  package var announcement: String? { nil }
  /// Its text, the caret at the end.
  package var value: ControlValue { .text(TextValue(text: text)) }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `uikit (UITextField) · "Name" · empty`, with `disabled` when it is.
  package var headline: String {
    var parts = [variant.headlineName]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    parts.append(text.isEmpty ? "empty" : "\"\(text)\"")
    if !configuration.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// `GtkEntry · "Name"`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "")
  }

  /// `Name [Ada|]`: the label, then the box with its text (the placeholder in `‹…›` while
  /// empty) and the caret while editing; `*…*` when it has keyboard focus.
  package var drawing: String {
    let shown = text.isEmpty ? configuration.placeholder.map { "‹\($0)›" } ?? "" : text
    var box = "[" + shown + (isEditing ? "|" : "") + "]"
    if let label = configuration.label { box = label + " " + box }
    if !configuration.isEnabled { box += "·dimmed" }
    if let error = configuration.errorText { box += " ⚠ " + error }
    return focusedPart == .control ? "*" + box + "*" : box
  }

  /// Releases it: a tap, which starts editing.
  package mutating func release() -> [ControlEvent] {
    guard input.release() else { return [] }
    let wasEditing = isEditing
    isEditing = true
    return wasEditing ? [] : [event(.activated(.control))]
  }

  /// Moves keyboard focus in or out; a desktop field edits while it has focus, and leaving
  /// ends editing.
  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    let events = input.focus(part)
    followFocus()
    return events
  }

  /// Tab moves focus in and out; while editing, Space types a space; otherwise the variant's
  /// keys (Space with a keyboard on iOS and Android) start editing.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    if isEditing, focusedPart == .control, chord.modifiers.isEmpty, chord.key == .space {
      return type(" ")
    }
    switch input.pressKey(chord) {
    case .events(let events):
      followFocus()
      return events
    case .activate: return tap(.control)
    }
  }

  /// Starts editing when a desktop field gets focus; ends it when focus leaves.
  private mutating func followFocus() {
    if focusedPart == .control, variant.facts.editsOnFocus { isEditing = true }
    if focusedPart == nil { isEditing = false }
  }

  /// Types `text` at the end of the field's text, starting editing first.
  package mutating func type(_ typed: String) -> [ControlEvent] {
    guard configuration.isEnabled else { return ignored("the text field is disabled") }
    var events: [ControlEvent] = []
    isEditing = true
    let from = value
    text += typed
    events.append(event(.textEdited(text)))
    events.append(event(.valueChanged(from: from, to: value, cause: .typedText)))
    return events
  }

  /// The app sets the text in code.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .text(let new) = value else { return ignored("a text field holds text") }
    guard new.text != text else { return [] }
    let from = self.value
    text = new.text
    return [event(.valueChanged(from: from, to: self.value, cause: .program))]
  }

  /// `app sets value N`: the number as text.
  package func appValue(fromNumber number: Double) -> ControlValue {
    .text(TextValue(text: DecimalStep.displayString(number)))
  }

  /// One element: the field, as the variant exposes it.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    [variant.facts.element(configuration, text: text, setup.accessibility)]
  }
}
