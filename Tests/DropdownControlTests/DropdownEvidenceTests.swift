import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The dropdown on every platform with every reader: exact speech for focus, opening, moving,
/// choosing, closing, disabled and the misconfigured forms, each from the evidence its pack
/// rules cite (Documentation/Evidence.md, "The dropdown").
@Suite("Dropdown evidence")
struct DropdownEvidenceTests {
  let searchBy =
    "control: dropdown\nlabel: Search by\n"
    + "options: [Record locator, Bag tag number, Ticket number]\nselected: Record locator\n"
  let misconfigured =
    "exposesPopUp: false\nlabelsTrigger: false\nmovesFocus: false\nreturnsFocus: false\n"

  func on(_ platform: Platform, _ variant: String) -> String {
    "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  @Test("VoiceOver on iOS: MagentaA11y's caption: pop up button, the picker hint, 'Selected'")
  func voiceOverIOS() throws {
    // The caption: "Search by record locator pop up button. Double tap to activate the
    // picker." … "Selected record locator button Bag tag number button." … "Search by bag tag
    // number, pop up button, double tap to activate the picker."
    let run = try readerRun(
      searchBy + on(.ios, "uikit-menu"), on: .ios, reader: "voiceover",
      script: "swipe right; double-tap; swipe right; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "Search by: Record locator. Pop up button.", "Double tap to activate the picker.",
        "Selected: Record locator. Button.", "Bag tag number. Button.",
        "Search by: Bag tag number. Pop up button.", "Double tap to activate the picker.",
      ])
    #expect(run.transcript[1].rule == "voiceover-ios/hint.popUpButton")
    // The menu keeps the reader inside: after the last item, the hidden dismiss button, and
    // nothing past it; the scrub closes it unchanged and focus is back on the trigger.
    #expect(
      try said(
        searchBy + on(.ios, "swiftui-menu-picker"), on: .ios, reader: "voiceover",
        script:
          "swipe right; double-tap; swipe right; swipe right; swipe right; swipe right; "
          + "two-finger scrub")
        == [
          "Search by: Record locator. Pop up button.", "Double tap to activate the picker.",
          "Selected: Record locator. Button.", "Bag tag number. Button.",
          "Ticket number. Button.", "Dismiss context menu. Button.",
          "Search by: Record locator. Pop up button.", "Double tap to activate the picker.",
        ])
  }

  @Test("VoiceOver on iOS: disabled is dimmed; a plain button with only the value")
  func voiceOverIOSMisconfigured() throws {
    #expect(
      try said(
        searchBy + "enabled: false\n" + on(.ios, "uikit-menu"), on: .ios, reader: "voiceover",
        script: "swipe right")
        == ["Search by: Record locator. Dimmed. Pop up button."])
    // No pop-up role, no label, and focus stays on the trigger when it opens: the next swipe
    // finds the items only because the list is not modal, and after a choice focus is lost.
    #expect(
      try said(
        searchBy + misconfigured + on(.ios, "uikit-menu"), on: .ios, reader: "voiceover",
        script: "swipe right; double-tap; swipe right; swipe right; double-tap")
        == [
          "Record locator. Button.", "Selected: Record locator. Button.",
          "Bag tag number. Button.",
        ])
  }

  @Test("TalkBack, Spinner: 'Drop down list', the spinner hint, 'checked' on the chosen row")
  func talkBack() throws {
    // TalkBack's ROLE_DROP_DOWN_LIST and its spinner hint; MagentaA11y's caption hears
    // "checked record locator" on the chosen row and the trigger again after the choice.
    let run = try readerRun(
      searchBy + on(.android, "spinner"), on: .android, reader: "talkback",
      script: "swipe right; double-tap; swipe right; double-tap; double-tap; back")
    #expect(
      run.transcript.map(\.text) == [
        "Record locator, Search by, Drop down list", "Double-tap to change",
        "checked, Record locator", "Double-tap to activate",
        "Bag tag number", "Double-tap to activate",
        "Bag tag number, Search by, Drop down list", "Double-tap to change",
        "Record locator", "Double-tap to activate",
        "Bag tag number, Search by, Drop down list", "Double-tap to change",
      ])
    #expect(run.transcript[1].rule == "talkback/hint.spinner")
    // The Material exposed dropdown says collapsed first, as the caption's "Collapsed Search by
    // menu", and "expanded" when it opens.
    #expect(
      try said(
        searchBy + on(.android, "material-exposed-dropdown"), on: .android, reader: "talkback",
        script: "swipe right; double-tap")
        == [
          "collapsed, Search by, Drop down list", "Double-tap to change", "expanded",
          "checked, Record locator", "Double-tap to activate",
        ])
    // A keyboard: Tab, Enter opens, Down moves, Enter chooses.
    #expect(
      try said(
        searchBy + on(.android, "spinner"), on: .android, reader: "talkback",
        script: "press Tab; press Enter; press Down; press Enter")
        == [
          "Record locator, Search by, Drop down list", "Press Alt + ENTER to change",
          "checked, Record locator", "Press Alt + ENTER to activate",
          "Bag tag number", "Press Alt + ENTER to activate",
          "Bag tag number, Search by, Drop down list", "Press Alt + ENTER to change",
        ])
  }

  @Test("TalkBack: disabled, and a plain button with only the value")
  func talkBackMisconfigured() throws {
    #expect(
      try said(
        searchBy + "enabled: false\n" + on(.android, "spinner"), on: .android,
        reader: "talkback", script: "swipe right")
        == ["Record locator, Search by, Drop down list, disabled"])
    #expect(
      try said(
        searchBy + misconfigured + on(.android, "spinner"), on: .android, reader: "talkback",
        script: "swipe right; double-tap; swipe right")
        == [
          "Record locator, Button", "Double-tap to activate", "checked, Record locator",
          "Double-tap to activate",
        ])
  }

  @Test("NVDA, WinUI ComboBox: combo box, value, collapsed; Down changes it closed; 2 of 3")
  func nvda() throws {
    #expect(
      try said(
        searchBy + on(.windows, "winui-combobox"), on: .windows, reader: "nvda",
        script:
          "press Tab; press Down; press Space; press Down; press Enter; press Space; "
          + "press Escape")
        == [
          "Search by combo box Record locator collapsed", "Bag tag number", "expanded",
          "Bag tag number 2 of 3", "Ticket number 3 of 3",
          "Search by combo box Ticket number collapsed", "expanded", "Ticket number 3 of 3",
          "Search by combo box Ticket number collapsed",
        ])
    #expect(
      try said(
        searchBy + misconfigured + on(.windows, "winui-combobox"), on: .windows,
        reader: "nvda", script: "press Tab; press Down")
        == ["button Record locator", "Bag tag number"])
  }

  @Test("Narrator (low): combo box, value, collapsed")
  func narrator() throws {
    #expect(
      try said(
        searchBy + on(.windows, "winui-combobox"), on: .windows, reader: "narrator",
        script: "press Tab; press Space; press Down; press Enter")
        == [
          "Search by, combo box, Record locator, collapsed", "expanded", "Record locator",
          "Bag tag number", "Search by, combo box, Bag tag number, collapsed",
        ])
  }

  @Test("Orca, GtkDropDown: label, combo box, value; items without their role")
  func orca() throws {
    #expect(
      try said(
        searchBy + on(.linux, "gtk-drop-down"), on: .linux, reader: "orca",
        script: "press Tab; press Space; press Down; press Enter; press Space; press Escape")
        == [
          "Search by combo box Record locator", "expanded", "Record locator", "Bag tag number",
          "Search by combo box Bag tag number", "expanded", "Bag tag number",
          "Search by combo box Bag tag number",
        ])
    #expect(
      try said(
        searchBy + misconfigured + on(.linux, "gtk-combo-box-text"), on: .linux,
        reader: "orca", script: "press Tab")
        == ["button Record locator"])
  }

  @Test("VoiceOver on macOS (low): pop up button, menu items")
  func voiceOverMac() throws {
    let heard = try said(
      searchBy + on(.macos, "nspopupbutton"), on: .macos, reader: "voiceover-macos",
      script: "press VO+Right; press VO+Space; press VO+Right; press VO+Space")
    #expect(
      heard == [
        "Record locator, Search by, pop up button", "Record locator, menu item",
        "Bag tag number, menu item", "Bag tag number, Search by, pop up button",
      ])
  }
}
