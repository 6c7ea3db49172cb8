import Accessibility
import ComponentModel
import Controls
import Core
import DropdownControl
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// AppKit's NSComboBox (an editable field with a pop-up list: NSAccessibility.Role.comboBox,
/// https://developer.apple.com/documentation/appkit/nscombobox) and Compose Material 3's
/// ExposedDropdownMenuBox with a read-only field (androidx/androidx@07168f4,
/// compose/material3/material3/src/androidMain/kotlin/androidx/compose/material3/ExposedDropdownMenu.android.kt:
/// `expandable` gives a PrimaryNotEditable anchor Role.DropdownList and onClick, and no state
/// description). Documentation/Evidence.md, "The dropdown".
@Suite("Dropdown combo box and Compose exposed dropdown")
struct DropdownComboBoxTests {
  let sizes = ["Small", "Medium", "Large"]
  let size =
    "control: dropdown\nlabel: Size\noptions: [Small, Medium, Large]\nselected: Medium\n"

  func on(_ platform: String, _ variant: String) -> String {
    "platforms: { \(platform): { variant: \(variant) } }\n"
  }

  func make(
    _ variant: DropdownVariant, _ change: (inout DropdownConfiguration) -> Void = { _ in }
  ) throws -> Dropdown {
    var configuration = DropdownConfiguration(label: "Size", options: sizes)
    configuration.selected = "Medium"
    change(&configuration)
    return try Dropdown(
      platform: variant.platform,
      setup: PlatformSetup(
        variant: variant.id, nativeName: variant.nativeName, configuration: configuration))
  }
}

extension DropdownComboBoxTests {
  @Test("NSComboBox: an editable combo box valued by its text; typing replaces, then appends")
  func comboBoxTyping() throws {
    var box = try make(.comboBox)
    #expect(box.headline == "nscombobox (NSComboBox) · \"Size\" · Medium · collapsed")
    let field = box.elements(in: .standard)[0]
    #expect(field.role == .popUpButton)
    #expect(field.isEditable)
    #expect(field.value == "Medium")
    _ = box.focus(.control)
    // The field's text is selected when it takes focus: the first typing replaces it.
    let replaced = box.type("Huge")
    #expect(
      replaced.map(\.kind) == [
        .textEdited(
          "Huge", ControlEvent.TextEdit(part: .control, inserted: "Huge", removed: "Medium")),
        .valueChanged(
          from: .choice(ChoiceValue(items: sizes, selectedIndex: 1)),
          to: .choice(ChoiceValue(items: sizes, selectedIndex: nil)), cause: .typedText),
      ])
    #expect(box.typedText == "Huge")
    #expect(box.chosen == nil)
    #expect(box.elements(in: .standard)[0].value == "Huge")
    #expect(box.drawing == "*[Huge ▾]*")
    // The app clearing the choice clears the typed text too; the value (no choice) is unchanged.
    #expect(box.setByApp(.choice(ChoiceValue(items: sizes, selectedIndex: nil))).isEmpty)
    #expect(box.typedText == nil)
    #expect(box.elements(in: .standard)[0].value == nil)
    // Later typing goes on from the text; naming an option exactly chooses it.
    var named = try make(.comboBox)
    _ = named.focus(.control)
    _ = named.type("L")
    #expect(named.type("arge").map(\.kind).count == 2)
    #expect(named.chosen == 2)
    #expect(named.typedText == nil)
    // Any other dropdown still takes no text.
    var popUp = try make(.popUpButton)
    _ = popUp.focus(.control)
    #expect(popUp.type("Huge").map(\.kind) == [.inputIgnored("a dropdown takes no text")])
  }

  @Test("NSComboBox: Up and Down fill the field while closed; Option-Down opens; Enter chooses")
  func comboBoxKeys() throws {
    var box = try make(.comboBox)
    _ = box.focus(.control)
    _ = box.type("Huge")
    // Down from typed text that names no option chooses the first.
    #expect(box.pressKey(KeyChord(.down)).count == 1)
    #expect(box.chosen == 0)
    #expect(box.typedText == nil)
    // Enter is the text's: it does not open the list from the field.
    #expect(
      box.pressKey(KeyChord(.enter)).map(\.kind) == [
        .inputIgnored(
          "Enter does not open a NSComboBox's list from its field (the key is the text's): its "
            + "open chord or its button does")
      ])
    #expect(
      box.pressKey(KeyChord(.down, modifiers: [.alt])).map(\.kind) == [
        .focusMoved(from: .control, to: .item(0))
      ])
    #expect(box.isExpanded)
    _ = box.pressKey(KeyChord(.down))
    _ = box.pressKey(KeyChord(.enter))
    #expect(box.chosen == 1)
    #expect(!box.isExpanded)
    #expect(box.focusedPart == .control)
    #expect(box.elements(in: .standard)[0].value == "Medium")
  }

  @Test("Compose exposed dropdown: a drop-down list with no expanded state; plain rows")
  func composeExposure() throws {
    var box = try make(.composeExposedDropdown)
    let anchor = box.elements(in: .standard)[0]
    #expect(anchor.role == .popUpButton)
    #expect(!anchor.isEditable)
    #expect(anchor.states.keys.isEmpty)
    _ = box.tap(.control)
    let rows = box.elements(in: .standard).dropFirst()
    #expect(rows.map(\.role) == [.plainView, .plainView, .plainView])
    #expect(rows.allSatisfy { $0.states.keys.isEmpty && $0.states.positionInSet == nil })
    #expect(box.focusedPart == .item(0))
  }
}

extension DropdownComboBoxTests {
  @Test("VoiceOver on macOS (low): 'combo box', the typed letters, the row, the field again")
  func voiceOverMac() throws {
    // NSAccessibility.Role.comboBox's role description, in the pop-up button's value-first
    // order (voiceover-macos/focus.comboBox, low: not heard); typing echoes each character;
    // Down fills the field while closed and the field speaks its new text; Option-Down opens
    // the list on the chosen row; Enter chooses and focus is back on the field.
    let run = try readerRun(
      size + on("macos", "nscombobox"), on: .macos, reader: "voiceover-macos",
      script:
        "press Tab; type \"Huge\"; press Down; press Alt+Down; press Down; press Enter")
    #expect(
      run.transcript.map(\.text) == [
        "Medium, Size, combo box", "H", "u", "g", "e", "Small", "Small", "Medium",
        "Medium, Size, combo box",
      ])
    #expect(run.transcript[0].rule == "voiceover-macos/keyboardFocus+focus.comboBox")
    // The same field as a pop-up button (not editable) says "pop up button".
    #expect(
      try said(
        size + on("macos", "nspopupbutton"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right")
        == ["Medium, Size, pop up button"])
  }

  @Test("TalkBack, Compose exposed dropdown: 'Drop down list' with no state; rows without a check")
  func talkBackCompose() throws {
    // Role.DropdownList is android.widget.Spinner to TalkBack ("Drop down list", the spinner
    // hint); no stateDescription on a PrimaryNotEditable anchor, so no "collapsed" or
    // "expanded"; DropdownMenuItem rows have no role, place or selected state.
    #expect(
      try said(
        size + on("android", "compose-exposed-dropdown"), on: .android, reader: "talkback",
        script: "swipe right; double-tap; swipe right; double-tap")
        == [
          "Medium, Size, Drop down list", "Double-tap to change", "Small",
          "Double-tap to activate", "Medium", "Double-tap to activate",
          "Medium, Size, Drop down list", "Double-tap to change",
        ])
    // Material's view-based exposed dropdown, for contrast, says collapsed and expanded and
    // checks the chosen row.
    #expect(
      try said(
        size + on("android", "material-exposed-dropdown"), on: .android, reader: "talkback",
        script: "swipe right; double-tap")
        == [
          "collapsed, Size, Drop down list", "Double-tap to change", "expanded", "Small",
          "Double-tap to activate",
        ])
  }
}
