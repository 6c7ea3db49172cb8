import ComponentFile
import ControlRegistry
import Controls
import Core
import Interactions
import ScreenReaders
import Screens
import Simulation
import Testing

/// A walk whose moves change the controls (NVDA's Tab, Narrator's cursor pulling keyboard focus
/// along) makes again and compares only the elements each move touched, so twice the elements
/// cost twice the work.
@Suite("Screens: a walk that moves keyboard focus keeps the tree in work linear in its size")
struct ScreenTreeWorkTests {
  private static let button = "Scenarios/components/save-button.yml"

  /// A screen of `groups` runs of nine lines and a Save button on Windows, walked with
  /// `reader` by `move` (`per` times per group): the simulation's tree work on the way and
  /// how many times the reader said the button's name.
  private static func walk(_ reader: String, move: String, per: Int, groups: Int) throws
    -> (work: Int, saves: Int)
  {
    let button = try ComponentLoader.load(path: Self.button)
    var elements: [ScreenElement] = []
    for group in 0..<groups {
      for line in 1...9 { elements.append(.text("Line \(group * 9 + line)")) }
      elements.append(.component(button))
    }
    var simulation = try ReaderSimulation(
      screen: Screen(name: "walk", elements: elements), platform: .windows,
      pack: try RulePacks.resolve(reader, on: .windows), catalog: .shipped)
    let script = Array(repeating: move, count: groups * per).joined(separator: "; ")
    try simulation.run(
      try InteractionParser.parse(script, parts: ControlCatalog.shipped.partVocabulary))
    let saves = simulation.transcript.filter { $0.text.hasPrefix("Save") }.count
    return (simulation.treeWork, saves)
  }

  /// Before, every change of a control made the whole screen's elements again and compared
  /// them all with the ones before, so each ten more elements cost more than the ten before
  /// (the work grew with the square of the size). Now the first change makes the whole tree
  /// once and each move what it touched: each ten more elements cost the same.
  @Test(
    "Each ten more elements walked cost the same tree work, not more each time",
    arguments: [("nvda", "press Tab", 1), ("narrator", "next item", 10)])
  func walkIsLinear(reader: String, move: String, per: Int) throws {
    let small = try Self.walk(reader, move: move, per: per, groups: 10)
    let middle = try Self.walk(reader, move: move, per: per, groups: 20)
    let large = try Self.walk(reader, move: move, per: per, groups: 30)
    #expect([small.saves, middle.saves, large.saves] == [10, 20, 30])
    #expect(small.work > 0)
    #expect(large.work - middle.work == middle.work - small.work)
  }
}
