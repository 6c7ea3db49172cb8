import Accessibility
import ComponentFile
import ComponentModel
import Controls
import Core
import RadioGroupControl
import TestSupport
import Testing

/// The radio group without a screen reader: a tap chooses, desktop arrows move and choose,
/// Android's arrows only move, options that are not grouped ignore arrows and are each a Tab
/// stop, and the elements each variant exposes (role, state, place in set, container).
@Suite("Radio group behaviour")
struct RadioGroupBehaviourTests {
  let items = ["Standard", "Express", "Overnight"]

  func make(
    _ variant: RadioGroupVariant, _ change: (inout RadioGroupConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> RadioGroup {
    try build(
      variant,
      from: RadioGroupConfiguration(
        label: "Delivery", options: items, selected: "Express"), change,
      RadioGroup.init(platform:setup:))
  }

  func choice(_ index: Int?) -> ControlValue {
    .choice(ChoiceValue(items: items, selectedIndex: index))
  }

  @Test("A tap chooses an option; tapping the chosen one changes nothing")
  func tapChooses() throws {
    var group = try make(.uikit)
    #expect(
      group.tap(.option(0)).map(\.kind) == [
        .activated(.option(0)),
        .valueChanged(from: choice(1), to: choice(0), cause: .button(.option(0))),
      ])
    #expect(group.tap(.option(0)).map(\.kind) == [.activated(.option(0))])
    #expect(group.headline == "uikit (UIButton (selected trait)) · \"Delivery\" · Standard chosen")
    #expect(group.drawing == "(•) Standard  ( ) Express  ( ) Overnight")
    #expect(
      group.tap(.option(5)).map(\.kind) == [
        .inputIgnored("the radio group has no option6 option (it has 3)")
      ])
  }

  @Test("WinUI: Tab enters at the chosen option, arrows move and choose, wrapping; Tab leaves")
  func desktopSelectionFollowsFocus() throws {
    var group = try make(.winui)
    #expect(group.pressKey(KeyChord(.tab)).map(\.kind) == [.focusMoved(from: nil, to: .option(1))])
    #expect(
      group.pressKey(KeyChord(.down)).map(\.kind) == [
        .focusMoved(from: .option(1), to: .option(2)),
        .valueChanged(from: choice(1), to: choice(2), cause: .key(KeyChord(.down))),
      ])
    _ = group.pressKey(KeyChord(.down))
    #expect(group.focusedPart == .option(0))
    #expect(group.value == choice(0))
    #expect(group.drawing == "*(•) Standard*  ( ) Express  ( ) Overnight")
    #expect(group.pressKey(KeyChord(.tab)).map(\.kind) == [.focusMoved(from: .option(0), to: nil)])
  }

  @Test("Android: Tab goes through each option, arrows move without choosing, Enter chooses")
  func androidArrowsOnlyMove() throws {
    var group = try make(.radioGroup)
    #expect(group.pressKey(KeyChord(.tab)).map(\.kind) == [.focusMoved(from: nil, to: .option(0))])
    #expect(
      group.pressKey(KeyChord(.down)).map(\.kind) == [.focusMoved(from: .option(0), to: .option(1))]
    )
    _ = group.pressKey(KeyChord(.down))
    #expect(group.value == choice(1))
    #expect(
      group.pressKey(KeyChord(.enter)).map(\.kind) == [
        .activated(.option(2)),
        .valueChanged(from: choice(1), to: choice(2), cause: .key(KeyChord(.enter))),
      ])
  }

  @Test("Not grouped: arrows do nothing and each option is a Tab stop")
  func notGrouped() throws {
    var group = try make(.winui) { $0.isGrouped = false }
    _ = group.pressKey(KeyChord(.tab))
    #expect(group.focusedPart == .option(0))
    #expect(
      group.pressKey(KeyChord(.down)).map(\.kind) == [
        .inputIgnored("Down does nothing: the options are not in one group")
      ])
    #expect(
      group.pressKey(KeyChord(.tab)).map(\.kind) == [.focusMoved(from: .option(0), to: .option(1))])
    let elements = group.elements(in: .standard)
    #expect(elements.allSatisfy { $0.containers.isEmpty && $0.states.positionInSet == nil })
  }

  @Test("iOS: arrows do nothing with Full Keyboard Access; Space chooses")
  func iosKeys() throws {
    var group = try make(.swiftui)
    _ = group.pressKey(KeyChord(.tab))
    #expect(
      group.pressKey(KeyChord(.right)).map(\.kind) == [
        .inputIgnored("Right does nothing on a SwiftUI Button (isSelected trait)")
      ])
    _ = group.pressKey(KeyChord(.space))
    #expect(group.value == choice(0))
  }

  @Test("The app's value N chooses the Nth option; huge or negative numbers never trap")
  func appValue() throws {
    var group = try make(.winui)
    #expect(group.appValue(fromNumber: 3) == choice(2))
    #expect(group.appValue(fromNumber: -1e300) == choice(nil))
    #expect(group.appValue(fromNumber: .nan) == choice(nil))
    // Found by fuzz-component and fuzz-interactions: Int(1e300) trapped.
    #expect(group.appValue(fromNumber: 1e300) == choice(Int.max - 1))
    #expect(
      group.setByApp(group.appValue(fromNumber: 1e300)).map(\.kind) == [
        .inputIgnored("the radio group has no option \(Int.max) (it has 3)")
      ])
    #expect(group.value == choice(1))
    // A place no option has, down to Int.min, is refused with the usual error, never a trap.
    for place in ["0", "4", "\(Int.min)", "\(Int.max)"] {
      #expect(throws: ConfigurationError.self) { try make(.winui) { $0.selected = place } }
    }
  }

  @Test("A disabled group takes no focus and no tap")
  func disabled() throws {
    var group = try make(.gtk4) { $0.isEnabled = false }
    #expect(
      group.pressKey(KeyChord(.tab)).map(\.kind) == [
        .inputIgnored("a disabled radio group does not take keyboard focus")
      ])
    _ = group.tap(.option(0))
    #expect(group.value == choice(1))
    #expect(group.elements(in: .standard).allSatisfy { !$0.isNavigable && !$0.isEnabled })
  }

  @Test("The chosen option by name or by place from 1; one that is neither is refused")
  func selectedSetting() throws {
    #expect(try make(.appkit) { $0.selected = "3" }.value == choice(2))
    #expect(try make(.appkit) { $0.selected = nil }.value == choice(nil))
    #expect(
      throws: ConfigurationError(
        field: "selected",
        message: "'Fast' is not one of the options (Standard, Express, Overnight) nor a place from "
          + "1 to 3")
    ) { try make(.appkit) { $0.selected = "Fast" } }
    #expect(
      throws: ConfigurationError(
        field: "options", message: "a radio group needs at least one option")
    ) {
      try make(.appkit) {
        $0.options = []
        $0.selected = nil
      }
    }
  }

  @Test("Each variant's option: role, chosen state, place in set and its group")
  func exposure() throws {
    let android = try make(.radioGroup).elements(in: .standard)[1]
    #expect(android.role == .radioButton)
    #expect(android.states.keys == [.chosen])
    #expect(android.states.stateDescription == "selected")
    #expect(android.states.positionInSet == ElementStates.SetPosition(position: 2, size: 3))
    #expect(android.containers.map(\.role) == [.list])
    #expect(android.containers.first?.name == nil)
    let winui = try make(.winui).elements(in: .standard)[0]
    #expect(winui.states.keys == [.notChosen])
    #expect(winui.states.stateDescription == nil)
    #expect(winui.containers.first?.name == "Delivery")
    #expect(winui.containers.first?.role == .group)
    let ios = try make(.uikit).elements(in: .standard)
    #expect(ios.map(\.role) == [.button, .button, .button])
    #expect(ios.map(\.states.keys) == [[], [.selected], []])
    #expect(ios.allSatisfy { $0.containers.isEmpty && $0.states.positionInSet == nil })
    let drawn = try make(.uikit) { $0.exposesSelection = false }.elements(in: .standard)
    #expect(drawn.allSatisfy { $0.states.keys.isEmpty })
    let unlabelled = try make(.gtk3) { $0.labelsOptions = false }.elements(in: .standard)
    #expect(unlabelled.allSatisfy { $0.name == nil && $0.nameSource == .none })
  }

  @Test("A component file's options list, and the errors for one that is not a list of names")
  func componentFile() throws {
    let component = try ComponentLoader.parse(
      "control: radio-group\noptions: [Small, Large]\nselected: Large\n", source: "size.yml")
    let setup = try #require(component.platforms[.android])
    let configuration = try #require(setup.configuration as? RadioGroupConfiguration)
    #expect(configuration.options == ["Small", "Large"])
    #expect(configuration.selected == "Large")
    // `--set options=Small,Large` gives one text of names separated by commas.
    let overridden = try ComponentLoader.parse(
      "control: radio-group\n", source: "size.yml", overrides: ["options=Small, Large"])
    let set = try #require(overridden.platforms[.linux]?.configuration as? RadioGroupConfiguration)
    #expect(set.options == ["Small", "Large"])
    do {
      _ = try ComponentLoader.parse("control: radio-group\noptions: 5\n", source: "size.yml")
      Issue.record("a single number was accepted as the options")
    } catch {
      #expect(
        "\(error)"
          == "size.yml:2:10: error: options: expected a list of the options' names ([Small, "
          + "Medium, Large], or Small, Medium, Large), found '5'")
    }
    do {
      _ = try ComponentLoader.parse(
        "control: radio-group\noptions: [Small, [Large]]\n", source: "size.yml")
      Issue.record("a nested list was accepted")
    } catch {
      #expect("\(error)" == "size.yml:2:18: error: options: each option is a name, found a list")
    }
  }
}
