import Accessibility
import Controls
import Core
import ScreenReaders
import Screens

/// The screen-level criteria `check SCREEN` adds to its components' own: walked with the
/// platform's own reader's next item from the start, every element that takes keyboard focus
/// is reached (`focus-reached`), and the walk never goes back up the screen file's order
/// (`reading-order`).
package struct ScreenFocusCheck: Sendable {
  /// The focusable elements next item never reached.
  package var missed: [AccessibleElement]
  /// Each element the walk reached after one later in the file: (it, the one before it).
  package var backwards: [(element: AccessibleElement, after: AccessibleElement)]
  /// The reader that walked.
  package var reader: String

  /// Whether `focus-reached` passed.
  package var reachesFocus: Bool { missed.isEmpty }
  /// Whether `reading-order` passed.
  package var followsFileOrder: Bool { backwards.isEmpty }

  /// Walks `screen` on `platform` with `pack`.
  package init(
    screen: Screen, platform: Platform, pack: RulePack, environment: PlatformEnvironment,
    catalog: ControlCatalog
  ) throws(SimulationError) {
    let simulation = try ReaderSimulation(
      screen: screen, platform: platform, pack: pack, environment: environment,
      catalog: catalog)
    let moves = try simulation.readingOrderMoves()
    // Positions in the screen's order: the tree lists its elements in the file's order.
    var position: [String: Int] = [:]
    for (index, element) in simulation.elements.enumerated() { position[element.id] = index }
    let reached = Set(moves.map(\.id))
    missed = simulation.elements.filter { $0.takesKeyboardFocus && !reached.contains($0.id) }
    backwards = []
    var previous: AccessibleElement?
    for move in moves {
      guard let index = position[move.id] else { continue }
      let element = simulation.elements[index]
      if let before = previous, let last = position[before.id], index < last {
        backwards.append((element, before))
      }
      previous = element
    }
    reader = pack.name
  }
}
