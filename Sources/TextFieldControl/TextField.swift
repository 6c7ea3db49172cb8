import Accessibility
import ComponentModel
import Controls
import Core

/// A text field on a simulated clock, one line or, for the variants and settings that hold
/// lines, several (Return types a new line, Up and Down move the caret by line): focus reaches
/// it, a tap or a reader's activate puts it in editing mode (desktop fields edit as soon as they
/// have focus), typing inserts text at the caret, Backspace and Delete remove a character, and
/// Left, Right, Home and End move the caret, unless it is disabled. Its field is ``PartID/control``; where the platform
/// shows a clear button (``TextFieldClearButton``) it is a second part, ``PartID/clearButton``,
/// while it is shown, and activating it empties the field. Its value is
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
  /// Where the caret is, in characters from the start of ``text``.
  package private(set) var caret: Int
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
    try RefusedSetting.check(variant.refusals, in: configuration)
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    self.text = configuration.text
    self.caret = configuration.text.count
    input = variant.input(noun: "text field", isEnabled: configuration.isEnabled)
  }

  /// The text field in the catalog.
  package static let definition = ControlDefinition(
    kind: .textField,
    summary:
      "A text field: focus reaches it, a tap or activate starts editing, typing adds text.",
    variants: TextFieldVariant.definitions(defaults: TextFieldConfiguration()),
    partIDs: [.control, .clearButton], stateWords: [],
    partWords: ["text field": .control, "edit box": .control, "clear button": .clearButton]
  ) { platform, setup throws(ConfigurationError) in
    try TextField(platform: platform, setup: setup)
  }
}

extension TextField {
  /// Whether the field holds lines: Return types a new line, Up and Down move by line.
  package var holdsLines: Bool { configuration.holdsLines(variant.facts.multiLine) }

  /// The clear button this field has, shown or not: the platform's where it always has one,
  /// the app's where it turned it on.
  package var clearButton: TextFieldClearButton? {
    guard let clear = variant.facts.clearButton else { return nil }
    return clear.isAppChoice && configuration.clearButton != true ? nil : clear
  }

  /// Whether the clear button is shown now: an enabled field holding text, and being edited
  /// where the platform shows it only then.
  package var showsClearButton: Bool {
    guard let clear = clearButton, configuration.isEnabled, !text.isEmpty else { return false }
    switch clear.shown {
    case .withText: return true
    case .whileEditingWithText: return isEditing
    }
  }

  /// The clear button empties the field (and, on SearchView, gives it keyboard focus).
  private mutating func clear() -> [ControlEvent] {
    guard showsClearButton else { return ignored("the text field's clear button is not shown") }
    let from = value
    text = ""
    caret = 0
    var events = [
      event(.activated(.clearButton)),
      event(.valueChanged(from: from, to: value, cause: .button(.clearButton))),
    ]
    if clearButton?.focusesFieldAfterClearing == true {
      isEditing = true
      events += takeFocusForEditing()
    }
    return events
  }
}

extension TextField: OnePartControl {
  /// The field, and its clear button while it is shown.
  package var parts: [PartID] { [.control] + (showsClearButton ? [.clearButton] : []) }

  /// The field as configured; the clear button while it is shown.
  package func isEnabled(_ part: PartID) -> Bool {
    switch part {
    case .control: input.isEnabled
    case .clearButton: showsClearButton
    default: false
    }
  }

  /// A tap on the clear button empties the field; a tap on the field starts editing.
  package mutating func tap(_ part: PartID) -> [ControlEvent] {
    part == .clearButton ? clear() : press(part) + release()
  }

  /// A reader's activate on the clear button empties the field; on the field, it taps it.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate: part == .clearButton ? clear() : tap(.control)
    case .increment, .decrement: ignored("a text field cannot be adjusted")
    }
  }

  /// A text field announces nothing of its own.
  package var announcement: String? { nil }
  /// Its text and caret.
  package var value: ControlValue { .text(TextValue(text: text, caret: caret)) }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `uikit (UITextField) · "Name" · empty`, with `disabled` when it is.
  package var headline: String {
    var parts = [variant.headlineName]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    parts.append(text.isEmpty ? "empty" : "\"\(shownText)\"")
    if !configuration.isEnabled { parts.append("disabled") }
    if let clear = clearButton {
      parts.append("\"\(clear.label)\" " + (showsClearButton ? "shown" : "hidden"))
    }
    return parts.joined(separator: " · ")
  }

  /// The text as the screen shows it: a secure field's as one bullet a character.
  private var shownText: String {
    variant.facts.isSecure
      ? String(repeating: "•", count: text.count) : text.replacingOccurrences(of: "\n", with: "⏎")
  }

  /// `GtkEntry · "Name"`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "")
  }

  /// `Name [Ada|]`: the label, then the box with its text (the placeholder in `‹…›` while
  /// empty) and the caret while editing; `*…*` when it has keyboard focus.
  package var drawing: String {
    let shown: String
    if text.isEmpty {
      shown = configuration.placeholder.map { "‹\($0)›" } ?? ""
    } else {
      shown = shownText
    }
    var box: String
    if isEditing, !text.isEmpty {
      box =
        "[" + String(shownText.prefix(caret)) + "|" + String(shownText.dropFirst(caret)) + "]"
    } else {
      box = "[" + shown + (isEditing ? "|" : "") + "]"
    }
    if let label = configuration.label { box = label + " " + box }
    if !configuration.isEnabled { box += "·dimmed" }
    if let error = configuration.errorText { box += " ⚠ " + error }
    if focusedPart == .control { box = "*" + box + "*" }
    return showsClearButton ? box + " [×]" : box
  }

  /// Releases it: a tap, which starts editing and gives it keyboard focus (the first
  /// responder, the focused view), where it can take focus.
  package mutating func release() -> [ControlEvent] {
    guard input.release() else { return [] }
    let wasEditing = isEditing
    isEditing = true
    let focused = takeFocusForEditing()
    return wasEditing ? focused : [event(.activated(.control))] + focused
  }

  /// Gives it keyboard focus for editing, where it can take focus and has not: the keys typed
  /// next go to it.
  private mutating func takeFocusForEditing() -> [ControlEvent] {
    guard focusedPart != .control else { return [] }
    return input.focus(.control).filter { !$0.isIgnoredInput }
  }

  /// Moves keyboard focus in or out; a desktop field edits while it has focus, and leaving
  /// ends editing.
  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    let events = input.focus(part)
    followFocus()
    return events
  }

  /// Tab moves focus in and out; while editing, Space types a space, Backspace and Delete
  /// remove the character before or after the caret, and Left, Right, Home and End move it
  /// (Home and End to the ends of the line in a field that holds lines, where Return types a
  /// new line and Up and Down move by line); otherwise the variant's keys (Space with a keyboard on iOS and Android) start editing.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    if isEditing, focusedPart == .control, chord.modifiers.isEmpty {
      switch chord.key {
      case .space: return type(" ")
      case .backspace: return remove(at: caret - 1, forward: false)
      case .delete: return remove(at: caret, forward: true)
      case .left: return moveCaret(to: caret - 1)
      case .right: return moveCaret(to: caret + 1)
      case .home: return moveCaret(to: holdsLines ? lineBounds(at: caret).start : 0)
      case .end: return moveCaret(to: holdsLines ? lineBounds(at: caret).end : text.count)
      case .enter where holdsLines: return type("\n")
      case .up where holdsLines: return moveLine(by: -1)
      case .down where holdsLines: return moveLine(by: 1)
      default: break
      }
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

  /// Types `text` at the caret, starting editing first.
  package mutating func type(_ typed: String) -> [ControlEvent] {
    guard configuration.isEnabled else { return ignored("the text field is disabled") }
    let focused = takeFocusForEditing()
    isEditing = true
    let from = value
    let at = text.index(text.startIndex, offsetBy: caret)
    let edit = ControlEvent.TextEdit(
      part: .control, inserted: typed, preceding: String(text[..<at]),
      following: String(text[at...]))
    text.insert(contentsOf: typed, at: at)
    caret += typed.count
    return focused + [
      event(.textEdited(text, edit)),
      event(.valueChanged(from: from, to: value, cause: .typedText)),
    ]
  }

  /// Removes the character at `offset` (Backspace: the one before the caret; Delete: the one
  /// after it); nothing when there is none.
  private mutating func remove(at offset: Int, forward: Bool) -> [ControlEvent] {
    guard offset >= 0, offset < text.count else {
      return ignored("there is no character \(forward ? "after" : "before") the caret")
    }
    let from = value
    let at = text.index(text.startIndex, offsetBy: offset)
    let removed = String(text[at])
    text.remove(at: at)
    let edit = ControlEvent.TextEdit(
      part: .control, inserted: "", removed: removed, preceding: String(text[..<at]),
      following: String(text[at...]), isForward: forward)
    caret = offset
    return [
      event(.textEdited(text, edit)),
      event(.valueChanged(from: from, to: value, cause: .typedText)),
    ]
  }

  /// Moves the caret to `offset`, kept within the text; nothing when it cannot move.
  private mutating func moveCaret(to offset: Int) -> [ControlEvent] {
    let target = min(max(0, offset), text.count)
    guard target != caret else {
      return ignored("the caret is already at the \(caret == 0 ? "start" : "end") of the text")
    }
    let move = ControlEvent.TextCaretMove(part: .control, text: text, from: caret, to: target)
    caret = target
    return [event(.caretMoved(move))]
  }

  /// Where the line holding `offset` starts and ends (before its line break), in characters.
  private func lineBounds(at offset: Int) -> (start: Int, end: Int) {
    let characters = Array(text)
    var start = offset
    while start > 0, characters[start - 1] != "\n" { start -= 1 }
    var end = offset
    while end < characters.count, characters[end] != "\n" { end += 1 }
    return (start, end)
  }

  /// Moves the caret to the line above (`-1`) or below (`1`), at the same column or the end
  /// of a shorter line; nothing on the first or last line.
  private mutating func moveLine(by direction: Int) -> [ControlEvent] {
    let here = lineBounds(at: caret)
    let column = caret - here.start
    let target: Int
    if direction < 0 {
      guard here.start > 0 else { return ignored("the caret is on the first line") }
      let above = lineBounds(at: here.start - 1)
      target = min(above.start + column, above.end)
    } else {
      guard here.end < text.count else { return ignored("the caret is on the last line") }
      let below = lineBounds(at: here.end + 1)
      target = min(below.start + column, below.end)
    }
    let move = ControlEvent.TextCaretMove(
      part: .control, text: text, from: caret, to: target, isByLine: true)
    caret = target
    return [event(.caretMoved(move))]
  }

  /// The app sets the text in code.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .text(let new) = value else { return ignored("a text field holds text") }
    guard new.text != text else { return [] }
    let from = self.value
    text = new.text
    caret = text.count
    return [event(.valueChanged(from: from, to: self.value, cause: .program))]
  }

  /// `app sets value N`: the number as text.
  package func appValue(fromNumber number: Double) -> ControlValue {
    .text(TextValue(text: DecimalStep.displayString(number)))
  }

  /// The field, as the variant exposes it, in the editing state while it is editing with
  /// keyboard focus; then its clear button while it is shown, a button named by the platform.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    var result = [
      variant.facts.element(
        configuration, text: text, isEditing: isEditing && focusedPart == .control,
        setup.accessibility)
    ]
    if showsClearButton, let clear = clearButton {
      result.append(
        AccessibleElement(
          id: "clear", role: .button, name: clear.label, isClickable: true, part: .clearButton,
          nameSource: .platformDefault))
    }
    return result
  }
}
