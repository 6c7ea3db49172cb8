import Accessibility
import ComponentFile
import ControlRegistry
import Controls
import Interactions
import Simulation
import StepperControl
import TestSupport
import Testing

/// What `focus "NAME"` and `focus control` mean: what a person would point at.
@Suite("Naming what to focus")
struct TargetResolutionTests {
  private let quantity =
    "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10\nplatforms: { linux: { variant: gtk-spinbutton }, "
    + "windows: { variant: numberbox }, ios: { variant: uikit } }"

  @Test("A name shared by a label and its control picks the control, so the next key works")
  func prefersTheActionableElement() throws {
    let run = try readerRun(
      quantity, on: .linux, reader: "orca", script: "focus \"Quantity\"; press Up")
    #expect(run.transcript.map(\.text) == ["Quantity spin button", "2", "3"])
    #expect(run.control.value == .number(3))
  }

  @Test("Two actionable elements with the name: an error listing them with their roles")
  func refusesToGuess() throws {
    let yaml =
      "label: Quantity\nincrement: { label: Change }\ndecrement: { label: Change }\n"
      + "platforms: { android: { variant: material } }"
    #expect {
      _ = try readerRun(yaml, on: .android, reader: "talkback", script: "focus \"Change\"")
    } throws: { error in
      (error as? SimulationError)?.message
        == "2 elements are named \"Change\": button \"Change\" (decrement), button \"Change\" "
        + "(increment); name a part instead (increment, field, …)"
        && error as? SimulationError
          == .ambiguousName(
            "Change", elements: ["button \"Change\" (decrement)", "button \"Change\" (increment)"])
    }
  }

  @Test("'focus control' is the part that stands for the whole control on the variant")
  func controlPerVariant() throws {
    let gtk = try readerRun(quantity, on: .linux, reader: "orca", script: "focus stepper")
    #expect(gtk.transcript.map(\.text) == ["Quantity spin button", "2"])
    let numberBox = try readerRun(quantity, on: .windows, reader: "nvda", script: "focus control")
    #expect(numberBox.transcript.map(\.text) == ["Quantity Minimum0 Maximum10 edit 2"])
    #expect {
      _ = try readerRun(quantity, on: .ios, reader: "voiceover-ios", script: "focus control")
    } throws: { error in
      (error as? SimulationError)?.message
        == "the UIStepper exposes no control element; it is read as separate parts: decrement, "
        + "increment"
        && error as? SimulationError
          == .noElement(
            part: .control, control: "UIStepper", exposedParts: ["decrement", "increment"])
    }
  }

  @Test("Without a reader, 'focus control' on GTK focuses the spin button's entry")
  func controlWithoutReader() throws {
    let component = try ComponentLoader.parse(quantity, source: "test.yml")
    var simulation = try Simulation(component: component, platform: .linux)
    try simulation.run(try InteractionParser.parse("focus control; press Up", source: "test"))
    #expect(simulation.control.focusedPart == .field)
    #expect(simulation.control.value == .number(3))
  }

  @Test("A key ignored because the reader's focus is on a label says where focus is")
  func ignoredKeySaysWhy() throws {
    let run = try readerRun(
      quantity, on: .windows, reader: "narrator", script: "focus \"Quantity\"; press Up")
    let lines = TranscriptFormat.lines(for: run, events: false)
    #expect(
      lines.suffix(2) == [
        "> press Up",
        "  (ignored: Up does nothing: keyboard focus is not on the stepper; the reader's focus "
          + "is on the text \"Quantity\", which does not take keyboard focus)",
      ])
  }
}
