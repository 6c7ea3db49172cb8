import ComponentFile
import ControlRegistry
import Controls
import Core
import Interactions
import ScreenReaders
import Screens
import Simulation
import Testing

/// The screen's one clock: a component catches up with it when it is acted on, a held part's
/// auto-repeats fire at their times as they do on the component alone, and a walk does clock
/// work in proportion to the screen's size.
@Suite("Screens: one clock for the screen, linear in its size")
struct ScreenClockTests {
  private static let button = "Scenarios/components/save-button.yml"
  private static let stepper = "Scenarios/components/quantity.yml"

  private static func control(_ screen: Screen, on platform: Platform) throws -> ScreenControl {
    try ScreenControl(screen: screen, platform: platform) { (setup) throws(ConfigurationError) in
      try ControlCatalog.shipped.make(on: platform, setup: setup)
    }
  }

  private static func ms(_ value: Int) -> SimulatedDuration { .init(milliseconds: value) }

  @Test(
    "A held stepper repeats at its own times while the screen's clock moves and another component acts"
  )
  func heldPartRepeatsOnTime() throws {
    let stepper = try ComponentLoader.load(path: Self.stepper)
    let screen = Screen(
      name: "held",
      elements: [
        .component(try ComponentLoader.load(path: Self.button)), .text("Between"),
        .component(stepper),
      ])
    var control = try Self.control(screen, on: .ios)
    let setup = try #require(stepper.platforms[.ios])
    var alone = try ControlCatalog.shipped.make(on: .ios, setup: setup)

    var held = control.press("increment")
    held += control.advance(by: Self.ms(2000))
    // The button has waited 2 s without being touched: its click is at the screen's time.
    let clicked = control.tap("control#1")
    held += control.advance(by: Self.ms(1000))
    held += control.release()

    var expected = alone.press(.increment)
    expected += alone.advance(by: Self.ms(2000))
    expected += alone.advance(by: Self.ms(1000))
    expected += alone.release()

    #expect(held.count > 3)
    #expect(held == expected)
    #expect(
      clicked == [ControlEvent(time: .init(milliseconds: 2000), kind: .activated("control#1"))])
    #expect(control.now == SimulatedInstant(milliseconds: 3000))
  }

  @Test("A hold fired one repeat at a time keeps the screen's clock at each repeat")
  func repeatsOneAtATime() throws {
    let stepper = try ComponentLoader.load(path: Self.stepper)
    let screen = Screen(
      name: "held",
      elements: [.component(try ComponentLoader.load(path: Self.button)), .component(stepper)])
    var control = try Self.control(screen, on: .ios)
    let setup = try #require(stepper.platforms[.ios])
    var alone = try #require(
      try ControlCatalog.shipped.make(on: .ios, setup: setup) as? any RepeatingControl)
    let end = SimulatedInstant(milliseconds: 1500)
    var times: [SimulatedInstant] = []
    var expected: [SimulatedInstant] = []
    _ = control.press("increment")
    _ = alone.press(.increment)
    while let events = control.advanceToNextRepeat(before: end) {
      times.append(control.now)
      #expect(events == alone.advanceToNextRepeat(before: end))
      expected.append(alone.now)
    }
    #expect(alone.advanceToNextRepeat(before: end) == nil)
    #expect(!times.isEmpty)
    #expect(times == expected)
    // The button, untouched meanwhile, clicks at the last repeat's time.
    _ = control.release()
    #expect(control.tap("control#1").map(\.time) == [times.last])
  }

  /// A screen of `groups` runs of nine lines and a Save button, walked with next item and a
  /// double tap on each button, at the listening pace (time passes after every move): the
  /// component clocks read or moved on the way.
  private static func walkWork(groups: Int) throws -> Int {
    let button = try ComponentLoader.load(path: Self.button)
    var elements: [ScreenElement] = []
    var script: [String] = []
    for group in 0..<groups {
      for line in 1...9 {
        elements.append(.text("Line \(group * 9 + line)"))
        script.append("swipe right")
      }
      elements.append(.component(button))
      script += ["swipe right", "double-tap"]
    }
    var simulation = try ReaderSimulation(
      screen: Screen(name: "walk", elements: elements), platform: .ios,
      pack: try RulePacks.resolve("voiceover", on: .ios), catalog: .shipped)
    try simulation.run(
      try InteractionParser.parse(
        script.joined(separator: "; "), parts: ControlCatalog.shipped.partVocabulary))
    #expect(simulation.transcript.filter { $0.text == "Saves your draft" }.count == groups)
    return try #require(simulation.control as? ScreenControl).clockWork
  }

  /// Before the screen had one clock, every move read and moved every component's clock, so
  /// twice the elements cost four times the clock work.
  @Test("Walking twice the elements does twice the clock work, not four times")
  func walkIsLinear() throws {
    let small = try Self.walkWork(groups: 10)
    let large = try Self.walkWork(groups: 20)
    #expect(small > 0)
    #expect(large == 2 * small)
  }
}
