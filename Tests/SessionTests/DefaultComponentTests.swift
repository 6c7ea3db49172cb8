import ComponentFile
import ControlRegistry
import Foundation
import StepperControl
import Testing

@testable import ScenarioRunner
@testable import Session

@Suite("The default component")
struct DefaultComponentTests {
  @Test("A session and a scenario without a component run the same Quantity stepper")
  func sameInRunAndSession() throws {
    let engine = try SessionEngine(platform: .ios)
    #expect(engine.component == .settings(.quantityStepper))
    var context = ScenarioContext(
      workingDirectory: URL(fileURLWithPath: "/"), featureDirectory: URL(fileURLWithPath: "/"))
    context.platform = .ios
    try context.start()
    let scenario = try #require(context.simulation)
    #expect(engine.simulation.control.setup == scenario.control.setup)
    #expect(engine.simulation.control.headline == scenario.control.headline)
    #expect(
      engine.simulation.control.headline
        == "uikit (UIStepper) · \"Quantity\" · value 2 · 0…10 · step 1")
  }

  @Test("The session's :config applies to the typed default as to a file")
  func configOnTheDefault() throws {
    var engine = try SessionEngine(platform: .ios)
    let output = engine.handle(":config value=7")
    #expect(!output.failed, "\(output.lines)")
    #expect(engine.simulation.control.value == .number(7))
    let failed = engine.handle(":config minimum=20")
    #expect(failed.failed)
    #expect(engine.simulation.control.value == .number(7))
  }

  @Test("A session and a scenario run the default component the schema's first control gives")
  func defaultFromTheSchema() throws {
    var entry = Stepper.schemaEntry
    let seats = DefaultComponent(
      settings: ComponentSettings([.init("label", .text("Seats")), .init("value", .number(4))]),
      name: "default seats", givenStep: "I am on a screen with seats")
    entry.defaultComponent = seats
    let schema = ComponentSchema([entry])
    var engine = try SessionEngine(platform: .ios, schema: schema)
    #expect(engine.component == .settings(seats.settings))
    #expect(engine.simulation.control.value == .number(4))
    #expect(ScenarioWriter.feature(engine).contains("\n    Given I am on a screen with seats\n"))
    // Errors name the default component as the schema does.
    #expect(
      engine.handle(":config maximum=-5").lines == [
        "error: default seats:2:1: error: minimum on iOS (uikit): the minimum (0) is greater than "
          + "the maximum (-5)"
      ])
    var context = ScenarioContext(
      workingDirectory: URL(fileURLWithPath: "/"), featureDirectory: URL(fileURLWithPath: "/"),
      schema: schema, library: .shipped)
    context.platform = .ios
    try context.start()
    #expect(try #require(context.simulation).control.value == .number(4))
  }
}
