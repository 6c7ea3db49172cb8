import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Interactions
import Simulation
import StepperControl
import Testing

/// Each control's value is of its own kind (``ControlValue``), not a number with sentinels, and
/// only the controls that repeat are ``RepeatingControl``s; the log still writes values as it
/// always has.
@Suite("Control values")
struct ControlValueTests {
  private func simulation(_ yaml: String, on platform: Platform) throws -> Simulation {
    try Simulation(component: try ComponentLoader.parse(yaml, source: "c.yml"), platform: platform)
  }

  private func valueChanges(_ events: [ControlEvent]) -> [ControlEvent.Kind] {
    events.map(\.kind).filter { if case .valueChanged = $0 { true } else { false } }
  }

  @Test("A mixed checkbox's value is the mixed toggle, not 0.5; a click's event carries toggles")
  func checkboxMixed() throws {
    var run = try simulation(
      "control: checkbox\nlabel: Select all\nstate: mixed\n"
        + "platforms: { macos: { variant: appkit, allowsMixed: true } }", on: .macos)
    #expect(run.control.value == .toggle(.mixed))
    let events = try run.perform(try InteractionParser.parse("tap control")[0])
    #expect(
      valueChanges(events) == [
        .valueChanged(from: .toggle(.mixed), to: .toggle(.on), cause: .button(.control))
      ])
    #expect(run.control.value == .toggle(.on))
    // `set value N`: 0 unchecks, any number but 0 and 1 is mixed.
    try run.run(try InteractionParser.parse("set value 0; set value 0.5"))
    #expect(run.control.value == .toggle(.mixed))
    // The log writes a toggle as it always has: 1, 0, 0.5.
    #expect(
      EventLogFormat.lines(for: run.log) == [
        "  0.00s  > tap control",
        "  0.00s  control activated",
        "  0.00s  value changed 0.5 → 1 (control)",
        "  0.00s  > set value 0",
        "  0.00s  value changed 1 → 0 (set by the app)",
        "  0.00s  > set value 0.5",
        "  0.00s  value changed 0 → 0.5 (set by the app)",
      ])
  }

  @Test("A checkbox refuses a value of another kind, and a mixed state its variant lacks")
  func checkboxSetByApp() throws {
    let yaml = "control: checkbox\nlabel: Terms\nplatforms: { android: { variant: checkbox } }"
    var checkbox = try simulation(yaml, on: .android).control
    #expect(checkbox.value == .toggle(.off))
    #expect(
      checkbox.setByApp(.number(1)).map(\.kind) == [
        .inputIgnored("a checkbox is checked, not checked or mixed")
      ])
    #expect(
      checkbox.setByApp(.toggle(.mixed)).map(\.kind) == [
        .inputIgnored("a CheckBox has no mixed state")
      ])
    #expect(
      checkbox.setByApp(.toggle(.on)).map(\.kind) == [
        .valueChanged(from: .toggle(.off), to: .toggle(.on), cause: .program)
      ])
  }

  @Test("A button has no value: nothing, and the app cannot set one")
  func buttonNothing() throws {
    var run = try simulation(
      "control: button\nlabel: Save\nplatforms: { windows: { variant: winui } }", on: .windows)
    #expect(run.control.value == .nothing)
    try run.run(try InteractionParser.parse("tap control; set value 3"))
    #expect(run.control.value == .nothing)
    #expect(
      EventLogFormat.lines(for: run.log) == [
        "  0.00s  > tap control",
        "  0.00s  control activated",
        "  0.00s  > set value 3",
        "  0.00s  ignored: a button has no value",
      ])
    // No number: the JSON's final value is null, so absent.
    #expect(!EventLogFormat.json(for: [run]).contains("finalValue"))
  }

  @Test("A switch's events carry on and off; set value 0 turns it off, any other number on")
  func switchToggle() throws {
    var run = try simulation(
      "control: switch\nlabel: Wi-Fi\nplatforms: { ios: { variant: uikit } }", on: .ios)
    #expect(run.control.value == .toggle(.off))
    let events = try run.perform(try InteractionParser.parse("tap control")[0])
    #expect(
      valueChanges(events) == [
        .valueChanged(from: .toggle(.off), to: .toggle(.on), cause: .button(.control))
      ])
    let off = try run.perform(try InteractionParser.parse("set value 0")[0])
    #expect(
      valueChanges(off) == [.valueChanged(from: .toggle(.on), to: .toggle(.off), cause: .program)])
    _ = try run.perform(try InteractionParser.parse("set value 0.5")[0])
    #expect(run.control.value == .toggle(.on))
    var control = run.control
    #expect(
      control.setByApp(.toggle(.mixed)).map(\.kind) == [.inputIgnored("a switch is on or off")])
  }

  @Test("A NumberBox cleared is empty: the commit and the change carry the empty value")
  func numberBoxEmpty() throws {
    var run = try simulation(
      "value: 2\nplatforms: { windows: { variant: numberbox } }", on: .windows)
    #expect(run.control.value == .number(2))
    try run.run(try InteractionParser.parse("type \"\"; blur"))
    #expect(run.control.value == .empty)
    let kinds = run.log.compactMap { entry -> ControlEvent.Kind? in
      if case .event(let kind) = entry.kind { kind } else { nil }
    }
    #expect(kinds.contains(.textCommitted(text: "", value: .empty)))
    #expect(kinds.contains(.valueChanged(from: .number(2), to: .empty, cause: .typedText)))
    #expect(
      EventLogFormat.lines(for: run.log).contains("  0.00s  value changed 2 → empty (typed text)"))
  }

  @Test("Only the stepper repeats: it alone is a RepeatingControl")
  func onlyStepperRepeats() throws {
    for definition in ControlCatalog.shipped.all {
      let variant = try #require(definition.variants.first)
      let platform = variant.platforms[0]
      let setup = PlatformSetup(
        variant: variant.id, nativeName: variant.nativeName, configuration: variant.defaults)
      let control = try definition.make(platform, setup)
      #expect(
        (control is any RepeatingControl) == (definition.kind == .stepper),
        "\(definition.kind.rawValue)")
    }
  }

  @Test("The log writes a text value and a choice quoted")
  func describeOtherKinds() {
    #expect(EventLogFormat.describe(.text(TextValue(text: "Ada"))) == "\"Ada\"")
    #expect(
      EventLogFormat.describe(.choice(ChoiceValue(items: ["Small", "Large"], selectedIndex: 1)))
        == "\"Large\"")
    #expect(
      EventLogFormat.describe(.choice(ChoiceValue(items: ["Small"], selectedIndex: nil)))
        == "no choice")
    #expect(TextValue(text: "Ada").caret == 3)
  }
}
