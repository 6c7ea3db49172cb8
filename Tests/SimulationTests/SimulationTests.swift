import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Interactions
import Simulation
import Testing

@Suite("Simulation")
struct SimulationTests {
  private let quantity = """
    label: Quantity
    value: 2
    minimum: 0
    maximum: 10
    increment: { label: Add one }
    platforms:
      ios: { variant: uikit }
      windows: { variant: numberbox, spinButtonPlacement: inline }
    """

  private func run(_ script: String, on platform: Platform) throws -> [String] {
    let component = try ComponentLoader.parse(quantity, source: "quantity.yml")
    var simulation = try Simulation(component: component, platform: platform)
    try simulation.run(try InteractionParser.parse(script))
    return EventLogFormat.lines(for: simulation.log)
  }

  @Test("The log interleaves interactions and events with their simulated times")
  func logLines() throws {
    #expect(
      try run("tap increment; wait 1s; hold \"Add one\" 0.6s", on: .ios) == [
        "  0.00s  > tap increment",
        "  0.00s  value changed 2 → 3 (increment)",
        "  0.00s  > wait 1s",
        "  1.00s  > hold \"Add one\" 0.6s",
        "  1.00s  value changed 3 → 4 (increment)",
        "  1.50s  value changed 4 → 5 (auto-repeat increment)",
      ])
  }

  @Test("Typed entry on a NumberBox, with Escape")
  func numberBox() throws {
    #expect(
      try run("type \"7\"\npress Escape\ntype \"2^3\"\nblur", on: .windows) == [
        "  0.00s  > type \"7\"",
        "  0.00s  focus moved to field",
        "  0.00s  text edited: \"7\"",
        "  0.00s  > press Escape",
        "  0.00s  text reverted to \"2\"",
        "  0.00s  > type \"2^3\"",
        "  0.00s  text edited: \"2^3\"",
        "  0.00s  > blur",
        "  0.00s  text reverted to \"2\"",
        "  0.00s  focus left the control",
      ])
  }

  @Test("A name that matches no part is an error naming the labelled parts")
  func unknownName() throws {
    let expected = SimulationError.noPartNamed(
      "Remove one", control: "UIStepper", labelled: ["Add one"])
    #expect(throws: expected) { try run("tap \"Remove one\"", on: .ios) }
    #expect(
      expected.description
        == "no element is named \"Remove one\" on the UIStepper; labelled parts: Add one")
  }

  @Test("A platform the component does not ship on is an error")
  func wrongPlatform() throws {
    let component = try ComponentLoader.parse(quantity, source: "quantity.yml")
    let expected = SimulationError.notShipped(
      component: "Quantity", platform: .linux, shipsOn: [.ios, .windows])
    #expect(throws: expected) { _ = try Simulation(component: component, platform: .linux) }
    #expect(expected.description == "Quantity does not ship on Linux; it has ios, windows")
  }

  @Test("A clamped configured value is noted at the top of the log")
  func clampNote() throws {
    let component = try ComponentLoader.parse("value: 20\nmaximum: 10", source: "c.yml")
    let simulation = try Simulation(component: component, platform: .ios)
    #expect(
      EventLogFormat.lines(for: simulation.log) == [
        "  0.00s  note: value 20 is outside 0…10; UIStepper clamps it to 10"
      ])
  }

  @Test("JSON gives each entry its time in milliseconds, type and fields")
  func json() throws {
    let component = try ComponentLoader.parse("value: 9\nmaximum: 10", source: "c.yml")
    var simulation = try Simulation(component: component, platform: .ios)
    try simulation.run(try InteractionParser.parse("tap increment"))
    #expect(
      EventLogFormat.json(for: [simulation]) == """
        [
          {
            "entries" : [
              {
                "text" : "tap increment",
                "timeMilliseconds" : 0,
                "type" : "interaction"
              },
              {
                "cause" : "increment",
                "from" : 9,
                "text" : "value changed 9 → 10 (increment)",
                "timeMilliseconds" : 0,
                "to" : 10,
                "type" : "valueChanged"
              },
              {
                "isEnabled" : false,
                "part" : "increment",
                "text" : "increment button disabled",
                "timeMilliseconds" : 0,
                "type" : "enabledChanged"
              }
            ],
            "finalValue" : 10,
            "platform" : "ios",
            "variant" : "uikit"
          }
        ]
        """)
  }
}
