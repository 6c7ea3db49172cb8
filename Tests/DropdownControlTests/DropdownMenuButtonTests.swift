import Accessibility
import ComponentModel
import Controls
import Core
import DropdownControl
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The menu button (WinUI's DropDownButton, GTK 4's GtkMenuButton with a popover menu): a
/// button that opens a menu of actions, with no chosen value. WinUI's
/// `DropDownButtonAutomationPeer` is a button peer with ExpandCollapse (MicrosoftDocs/winui-api,
/// microsoft.ui.xaml.controls/dropdownbuttonautomationpeer.md); GtkMenuButton is
/// GTK_ACCESSIBLE_ROLE_BUTTON with EXPANDED only while its popover is up (GNOME/gtk,
/// gtk/gtkmenubutton.c: gtk_menu_button_class_init, gtk_menu_button_toggled). NVDA leaves a
/// menu item's role unsaid on focus (nvaccess/nvda, source/controlTypes: silentRolesOnFocus
/// holds MENUITEM); Orca does too (GNOME/orca@672b8f4, src/orca/speech_generator.py:
/// _should_speak_role). Documentation/Evidence.md, "The dropdown".
@Suite("Dropdown menu button")
struct DropdownMenuButtonTests {
  let actions = ["Copy", "Paste", "Delete"]
  let menu = "control: dropdown\nlabel: Actions\noptions: [Copy, Paste, Delete]\n"

  func on(_ platform: String, _ variant: String) -> String {
    "platforms: { \(platform): { variant: \(variant) } }\n"
  }

  func make(
    _ variant: DropdownVariant, _ change: (inout DropdownConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> Dropdown {
    var configuration = DropdownConfiguration(label: "Actions", options: actions)
    change(&configuration)
    return try Dropdown(
      platform: variant.platform,
      setup: PlatformSetup(
        variant: variant.id, nativeName: variant.nativeName, configuration: configuration))
  }

  @Test("Enter opens the menu on the first item; Enter on an item runs it: no value changes")
  func behaviour() throws {
    var button = try make(.winuiDropDownButton)
    #expect(button.chosen == nil)
    #expect(button.headline == "winui-dropdownbutton (DropDownButton) · \"Actions\" · collapsed")
    #expect(button.drawing == "[Actions ▾]")
    let trigger = button.elements(in: .standard)[0]
    #expect(trigger.role == .button)
    #expect(trigger.value == nil)
    #expect(trigger.states.contains(.collapsed))
    _ = button.focus(.control)
    #expect(
      button.pressKey(KeyChord(.enter)).map(\.kind) == [
        .activated(.control), .focusMoved(from: .control, to: .item(0)),
      ])
    #expect(button.drawing == "[Actions ▾]  | *Copy* | Paste | Delete |")
    let items = button.elements(in: .standard).dropFirst()
    #expect(items.map(\.role) == [.menuItem, .menuItem, .menuItem])
    #expect(
      items.map(\.states.positionInSet)
        == (1...3).map {
          ElementStates.SetPosition(position: $0, size: 3)
        })
    #expect(button.elements(in: .standard)[0].states.contains(.expanded))
    _ = button.pressKey(KeyChord(.down))
    #expect(
      button.pressKey(KeyChord(.enter)).map(\.kind) == [
        .activated(.item(1)), .focusMoved(from: .item(1), to: .control),
      ])
    #expect(button.chosen == nil)
    #expect(!button.isExpanded)
    #expect(button.value == .choice(ChoiceValue(items: actions, selectedIndex: nil)))
    // Up and Down do nothing on the closed button: there is nothing to choose.
    #expect(
      button.pressKey(KeyChord(.down)).map(\.kind) == [
        .inputIgnored("Down does nothing on a closed DropDownButton")
      ])
  }

  @Test("GtkMenuButton exposes expanded only while open, and no state once closed")
  func gtkExpandedOnlyWhileOpen() throws {
    var button = try make(.gtkMenuButton)
    #expect(button.elements(in: .standard)[0].states.keys.isEmpty)
    _ = button.tap(.control)
    #expect(button.elements(in: .standard)[0].states.contains(.expanded))
    _ = button.pressKey(KeyChord(.escape))
    #expect(button.elements(in: .standard)[0].states.keys.isEmpty)
    #expect(button.focusedPart == .control)
  }

  @Test("A menu button refuses selected: it has no chosen value")
  func refusesSelection() throws {
    #expect(throws: ConfigurationError.self) {
      try make(.winuiDropDownButton) { $0.selected = "Copy" }
    }
    #expect(throws: ConfigurationError.self) {
      try make(.gtkMenuButton) { $0.selected = nil }
    }
    #expect(throws: (any Error).self) {
      try said(
        menu + "selected: Copy\n" + on("windows", "winui-dropdownbutton"), on: .windows,
        reader: "nvda", script: "press Tab")
    }
    // The list dropdowns still take it.
    #expect(try make(.winuiComboBox) { $0.selected = "Paste" }.chosen == 1)
  }

  @Test("NVDA: 'Actions button collapsed', 'expanded', each item without its role, with its place")
  func nvda() throws {
    #expect(
      try said(
        menu + on("windows", "winui-dropdownbutton"), on: .windows, reader: "nvda",
        script: "press Tab; press Enter; press Down; press Enter")
        == [
          "Actions button collapsed", "expanded", "Copy 1 of 3", "Paste 2 of 3",
          "Actions button collapsed",
        ])
    #expect(
      try said(
        menu + on("windows", "winui-dropdownbutton"), on: .windows, reader: "nvda",
        script: "press Tab; press Space; press Escape")
        == ["Actions button collapsed", "expanded", "Copy 1 of 3", "Actions button collapsed"])
  }

  @Test("Narrator: 'Actions, button, collapsed' and each item's name (low: not heard)")
  func narrator() throws {
    #expect(
      try said(
        menu + on("windows", "winui-dropdownbutton"), on: .windows, reader: "narrator",
        script: "press Tab; press Enter; press Down; press Enter")
        == [
          "Actions, button, collapsed", "expanded", "Copy", "Paste", "Actions, button, collapsed",
        ])
  }

  @Test("Orca: 'Actions button' with no state while closed, 'expanded', items without their role")
  func orca() throws {
    #expect(
      try said(
        menu + on("linux", "gtk-menu-button"), on: .linux, reader: "orca",
        script: "press Tab; press Enter; press Down; press Enter")
        == ["Actions button", "expanded", "Copy", "Paste", "Actions button"])
  }

  @Test("Misconfigured: a menu button whose popup is not exposed says no state at all")
  func popupNotExposed() throws {
    let plain = menu + "exposesPopUp: false\n"
    #expect(
      try said(
        plain + on("windows", "winui-dropdownbutton"), on: .windows, reader: "nvda",
        script: "press Tab; press Enter; press Escape")
        == ["Actions button", "Copy 1 of 3", "Actions button"])
    #expect(
      try said(
        plain + on("linux", "gtk-menu-button"), on: .linux, reader: "orca",
        script: "press Tab; press Enter; press Escape")
        == ["Actions button", "Copy", "Actions button"])
  }
}
