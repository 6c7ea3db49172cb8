import Accessibility
import ComponentModel
import Controls
import Core
import DropdownControl
import Testing

/// The dropdown without a screen reader: opening moves focus into the list, choosing selects,
/// closes and gives focus back, Escape closes unchanged, WinUI's arrows change it while closed,
/// and the elements each variant exposes.
@Suite("Dropdown behaviour")
struct DropdownBehaviourTests {
  let items = ["Small", "Medium", "Large"]

  func make(
    _ variant: DropdownVariant, _ change: (inout DropdownConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> Dropdown {
    var configuration = DropdownConfiguration(label: "Size", options: items, selected: "Medium")
    change(&configuration)
    return try Dropdown(
      platform: variant.platform,
      setup: PlatformSetup(
        variant: variant.id, nativeName: variant.nativeName, configuration: configuration))
  }

  func choice(_ index: Int?) -> ControlValue {
    .choice(ChoiceValue(items: items, selectedIndex: index))
  }

  @Test("iOS: a tap opens onto the first item; a tap on an item chooses, closes, returns focus")
  func tapOpensAndChooses() throws {
    var dropdown = try make(.uikitMenu)
    #expect(
      dropdown.tap(.control).map(\.kind) == [
        .activated(.control), .focusMoved(from: nil, to: .item(0)),
      ])
    #expect(dropdown.isExpanded)
    #expect(
      dropdown.elements(in: .standard).map(\.id) == [
        "trigger", "item1", "item2", "item3", "dismissMenu",
      ])
    // The open menu keeps readers inside: the trigger is not reachable.
    #expect(dropdown.elements(in: .standard)[0].isNavigable == false)
    #expect(dropdown.drawing == "[Medium ▾]  | *Small* | Medium ✓ | Large |")
    #expect(
      dropdown.tap(.item(2)).map(\.kind) == [
        .activated(.item(2)), .focusMoved(from: .item(0), to: .control),
        .valueChanged(from: choice(1), to: choice(2), cause: .button(.item(2))),
      ])
    #expect(!dropdown.isExpanded)
    #expect(
      dropdown.headline
        == "uikit-menu (UIButton (menu, pop-up button)) · \"Size\" · Large · collapsed")
    #expect(
      dropdown.tap(.item(0)).map(\.kind) == [
        .inputIgnored("the dropdown shows no item1 now")
      ])
  }

  @Test("WinUI: opens on the chosen item; Escape closes unchanged; Down changes it closed")
  func winUIKeys() throws {
    var dropdown = try make(.winuiComboBox)
    #expect(dropdown.pressKey(KeyChord(.tab)).map(\.kind) == [.focusMoved(from: nil, to: .control)])
    #expect(
      dropdown.pressKey(KeyChord(.down)).map(\.kind) == [
        .valueChanged(from: choice(1), to: choice(2), cause: .key(KeyChord(.down)))
      ])
    #expect(
      dropdown.pressKey(KeyChord(.down)).map(\.kind) == [
        .inputIgnored("Down does nothing: the last option is chosen")
      ])
    #expect(
      dropdown.pressKey(KeyChord(.space)).map(\.kind) == [
        .activated(.control), .focusMoved(from: .control, to: .item(2)),
      ])
    #expect(
      dropdown.pressKey(KeyChord(.up)).map(\.kind) == [.focusMoved(from: .item(2), to: .item(1))])
    #expect(
      dropdown.pressKey(KeyChord(.escape)).map(\.kind) == [
        .focusMoved(from: .item(1), to: .control)
      ])
    #expect(dropdown.value == choice(2))
    let trigger = dropdown.elements(in: .standard)[0]
    #expect(trigger.role == .popUpButton)
    #expect(trigger.value == "Large")
    #expect(trigger.states.contains(.collapsed))
  }

  @Test("Misconfigured: a plain button, no name, focus not moved in (so it stays on the trigger)")
  func misconfigured() throws {
    var dropdown = try make(.spinner) {
      $0.exposesPopUp = false
      $0.labelsTrigger = false
      $0.movesFocus = false
      $0.returnsFocus = false
    }
    let trigger = dropdown.elements(in: .standard)[0]
    #expect(trigger.role == .button)
    #expect(trigger.name == nil)
    #expect(trigger.states.keys.isEmpty)
    #expect(dropdown.focus(.control).map(\.kind) == [.focusMoved(from: nil, to: .control)])
    #expect(dropdown.tap(.control).map(\.kind) == [.activated(.control)])
    #expect(dropdown.elements(in: .standard)[0].isNavigable)
    #expect(
      dropdown.tap(.item(0)).map(\.kind) == [
        .activated(.item(0)),
        .valueChanged(from: choice(1), to: choice(0), cause: .button(.item(0))),
      ])
    // A list that takes focus but does not give it back: focus is lost after a choice.
    var lost = try make(.winuiComboBox) { $0.returnsFocus = false }
    _ = lost.focus(.control)
    _ = lost.pressKey(KeyChord(.space))
    #expect(
      lost.pressKey(KeyChord(.enter)).map(\.kind) == [
        .activated(.item(1)), .focusMoved(from: .item(1), to: nil),
      ])
  }

  @Test("Bad settings are refused with the field at fault; a huge app value saturates")
  func refusals() throws {
    #expect(throws: ConfigurationError.self) { try make(.gtkDropDown) { $0.options = [] } }
    #expect(throws: ConfigurationError.self) { try make(.gtkDropDown) { $0.selected = "Huge" } }
    var dropdown = try make(.gtkDropDown)
    #expect(
      dropdown.setByApp(dropdown.appValue(fromNumber: 1e300)).map(\.kind) == [
        .inputIgnored("the dropdown has no option \(Int.max) (it has 3)")
      ])
    #expect(
      dropdown.perform(.increment, on: .control).map(\.kind) == [
        .inputIgnored("a dropdown cannot be adjusted")
      ])
  }
}
