import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Foundation
import Interactions
import ScreenReaders
import Simulation
import Testing

/// A counter of checks that says "stop" from the `limit`th on: cancellation on the simulated
/// side of the clock, without any real time.
final class CheckCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var checks = 0
  let limit: Int

  init(stopAt limit: Int) { self.limit = limit }

  func check() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    checks += 1
    return checks >= limit
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return checks
  }
}

@Suite("Cancellation: long interactions stop when asked")
struct CancellationTests {
  let wrapping = """
    label: Quantity
    value: 2
    minimum: 0
    maximum: 10
    wraps: true
    platforms: { linux: { variant: gtk-spinbutton } }
    """

  func simulation(stopAt limit: Int) throws -> (ReaderSimulation, CheckCounter) {
    let component = try ComponentLoader.parse(wrapping, source: "test.yml")
    var simulation = try ReaderSimulation(
      component: component, platform: .linux, pack: try #require(RulePacks.named("orca")))
    let counter = CheckCounter(stopAt: limit)
    simulation.cancellation = Cancellation { counter.check() }
    return (simulation, counter)
  }

  @Test("A day-long hold stops at the check that says so, mid-hold")
  func longHold() throws {
    var (simulation, counter) = try simulation(stopAt: 50)
    #expect(throws: SimulationError.interrupted) {
      try simulation.run(try InteractionParser.parse("press Tab; hold increment 86400s"))
    }
    #expect(counter.count == 50)
    // Two statement checks, then one check before each auto-repeat: 47 repeats ran.
    let repeats = simulation.log.filter {
      if case .event(.valueChanged(_, _, .autorepeat(_))) = $0.kind { true } else { false }
    }
    #expect(repeats.count == 47)
  }

  @Test("A script stops between statements")
  func betweenStatements() throws {
    var (simulation, counter) = try simulation(stopAt: 3)
    #expect(throws: SimulationError.interrupted) {
      try simulation.run(try InteractionParser.parse("press Tab; press Up; press Up; press Up"))
    }
    #expect(counter.count == 3)
    #expect(simulation.control.value == .number(3))
  }

  @Test("Without a reader too: a long hold stops at the check that says so")
  func plainSimulationHold() throws {
    let component = try ComponentLoader.parse(wrapping, source: "test.yml")
    var simulation = try Simulation(component: component, platform: .linux)
    let counter = CheckCounter(stopAt: 30)
    simulation.cancellation = Cancellation { counter.check() }
    #expect(throws: SimulationError.interrupted) {
      try simulation.run(try InteractionParser.parse("hold increment 86400s"))
    }
    #expect(counter.count == 30)
    // The control is where the hold stopped: 2, the press's step, then 28 repeats (one
    // statement check, one before each repeat), wrapping 10 → 0.
    #expect(simulation.control.value == .number(9))
    #expect(simulation.control.isHoldingButton)
  }

  @Test("A hold on a control that does not repeat asks once, as before a repeat")
  func nonRepeatingHold() throws {
    let component = try ComponentLoader.parse(
      "control: button\nlabel: Save\nplatforms: { linux: { variant: gtk-button } }",
      source: "test.yml")
    var simulation = try Simulation(component: component, platform: .linux)
    let counter = CheckCounter(stopAt: 100)
    simulation.cancellation = Cancellation { counter.check() }
    try simulation.run(try InteractionParser.parse("hold control 3s"))
    #expect(counter.count == 2)
    #expect(simulation.control.now.milliseconds == 3000)
  }
}
