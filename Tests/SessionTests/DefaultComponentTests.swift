import ComponentFile
import Foundation
import Testing

@testable import ScenarioRunner
@testable import Session

@Suite("The default component")
struct DefaultComponentTests {
  @Test("A session and a scenario without a component run the same Quantity stepper")
  func sameInRunAndSession() throws {
    let engine = try SessionEngine(platform: .ios)
    #expect(engine.component == .standard)
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
}
