import Accessibility
import Controls
import Core
import Interactions
import ScreenReaders
import Screens

/// The screen-level criteria `check SCREEN` adds to its components' own: walked with the
/// platform's own reader's next item from the start, every element that takes keyboard focus
/// is reached (`focus-reached`), the walk never goes back up the screen file's order
/// (`reading-order`), and, on a screen with a disclosure that reveals content (`reveals:`),
/// the item after the disclosure once it is expanded is that content (`reveal-order`).
package struct ScreenFocusCheck: Sendable {
  /// The focusable elements next item never reached.
  package var missed: [AccessibleElement]
  /// Each element the walk reached after one later in the file: (it, the one before it).
  package var backwards: [(element: AccessibleElement, after: AccessibleElement)]
  /// Each disclosure whose revealed content is not the next item once it is expanded: the
  /// disclosure, and what next item reached instead (`nil`: nothing).
  package var detached: [(disclosure: AccessibleElement, reached: AccessibleElement?)] = []
  /// Whether the screen has a control that reveals content (`reveals:`), so
  /// `reveal-order` applies.
  package var reveals: Bool
  /// The reader that walked.
  package var reader: String
  /// What the reader said at each move of the walk, in order (``ReadingOrderMove/said``).
  package var order: [String]

  /// Whether `focus-reached` passed.
  package var reachesFocus: Bool { missed.isEmpty }
  /// Whether `reading-order` passed.
  package var followsFileOrder: Bool { backwards.isEmpty }
  /// Whether `reveal-order` passed.
  package var keepsRevealedContentNext: Bool { detached.isEmpty }
  /// Whether every screen criterion passed.
  package var passes: Bool { reachesFocus && followsFileOrder && keepsRevealedContentNext }

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
    reveals = screen.layouts.values.contains { $0.reveals != nil }
    detached = try Self.detached(screen, on: platform, from: simulation)
  }

  /// The element number in the file an id starts with (`3/increment`: 3).
  private static func number(_ id: String) -> Int? {
    id.split(separator: "/").first.flatMap { Int($0) }
  }

  /// For each disclosure with `reveals:` that next item reaches: it is expanded (the reader's
  /// activate) where its content is hidden, and the next item must be in the content.
  private static func detached(
    _ screen: Screen, on platform: Platform, from start: ReaderSimulation
  ) throws(SimulationError) -> [(disclosure: AccessibleElement, reached: AccessibleElement?)] {
    let merging = ScreenElement.platformsThatMerge.contains(platform)
    var numbers: [String: Int] = [:]
    for (index, element) in screen.placedElements(merging: merging).enumerated() {
      numbers[element.path] = index + 1
    }
    func statement(_ intent: UserIntent) -> InteractionStatement {
      InteractionStatement(interaction: .intent(intent), text: intent.rawValue, line: 1, column: 1)
    }
    var result: [(disclosure: AccessibleElement, reached: AccessibleElement?)] = []
    for (path, layout) in screen.layouts.sorted(by: { $0.key < $1.key }) {
      guard let target = layout.reveals, let own = numbers[path],
        let targetPath = screen.layouts.first(where: { $0.value.id == target })?.key
      else { continue }
      let content = Set(
        numbers.filter { $0.key == targetPath || $0.key.hasPrefix(targetPath + ".") }.map(\.value))
      var run = start
      var reached = false
      for _ in 0...run.elements.count {
        try run.perform(statement(.nextItem))
        if let id = run.readingPosition, number(id) == own {
          reached = true
          break
        }
      }
      // A disclosure next item never reaches is `focus-reached`'s failure, not this one's.
      guard reached, let disclosure = run.elements.first(where: { $0.id == run.readingPosition })
      else { continue }
      let shown = run.elements.contains {
        $0.isNavigable && number($0.id).map(content.contains) == true
      }
      if !shown { try run.perform(statement(.activate)) }
      try run.perform(statement(.nextItem))
      let next = run.readingPosition.flatMap { id in run.elements.first { $0.id == id } }
      if next.flatMap({ number($0.id) }).map(content.contains) != true {
        result.append((disclosure, next))
      }
    }
    return result
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
