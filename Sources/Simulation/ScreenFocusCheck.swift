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
  /// What the reader said at each move of the walk, in order (``ReadingOrderMove/said``).
  package var order: [String]

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
    (missed, backwards) = Self.judge(simulation.elements, reached: moves.map(\.id))
    order = moves.map(\.said)
    reader = pack.name
  }

  /// The two criteria on `elements` (the tree, in the screen's order) and the ids next item
  /// `reached`, in order: the focusable elements it missed, and each element it reached after
  /// one later in the tree.
  package static func judge(_ elements: [AccessibleElement], reached: [String]) -> (
    missed: [AccessibleElement], backwards: [(element: AccessibleElement, after: AccessibleElement)]
  ) {
    // The file's order: each id starts with its element's number in the file (`3/increment`),
    // which a platform's reading order (frames, traversal hints) may not follow.
    func number(_ element: AccessibleElement) -> Int {
      element.id.split(separator: "/").first.flatMap { Int($0) } ?? 0
    }
    let elements = elements.enumerated().sorted {
      (number($0.element), $0.offset) < (number($1.element), $1.offset)
    }.map(\.element)
    var position: [String: Int] = [:]
    for (index, element) in elements.enumerated() { position[element.id] = index }
    let reachedSet = Set(reached)
    let missed = elements.filter { $0.takesKeyboardFocus && !reachedSet.contains($0.id) }
    var backwards: [(element: AccessibleElement, after: AccessibleElement)] = []
    var last: Int?
    for id in reached {
      guard let index = position[id] else { continue }
      if let last, index < last { backwards.append((elements[index], elements[last])) }
      last = index
    }
    return (missed, backwards)
  }
}
