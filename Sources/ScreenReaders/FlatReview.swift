import Accessibility
import Core

/// A reader's spatial review of the window, as data: Orca's flat review, which shows what is on
/// screen as lines of text built from the objects' positions, and reads them with its own keys
/// (the keypad's 7, 8 and 9) without moving focus.
///
/// Each exposed element gives a zone, the text of the first ``zones`` rule that says anything
/// for it; zones whose middles sit within ``lineTolerance`` points of each other, and whose
/// extents overlap, share a line, ordered left to right; a line is its zones' text joined with
/// spaces. Elements without a frame each take a line of their own, in reading order, as in a
/// single column.
package struct FlatReview: Sendable {
  /// How an element shows as a zone: the first rule that holds and says something wins.
  package var zones: [FocusRule]
  /// How far apart (points) two zones' vertical middles may be and still share a line.
  package var lineTolerance: Double
  /// The evidence for lines, their order and what a move at the first or last line does.
  package var source: Source

  /// Creates a reader's review rules.
  package init(zones: [FocusRule], lineTolerance: Double, source: Source) {
    self.zones = zones
    self.lineTolerance = lineTolerance
    self.source = source
  }

  /// The lines `elements` make, each the indices of its elements left to right; `frame` gives
  /// an element's frame where it has one.
  package func lines(
    of elements: [AccessibleElement], frame: (AccessibleElement) -> ElementFrame?
  ) -> [[Int]] {
    var placed: [(index: Int, frame: ElementFrame)] = []
    var unframed: [Int] = []
    var lines: [[Int]] = []
    for (index, element) in elements.enumerated() {
      if let frame = frame(element) {
        placed.append((index, frame))
      } else {
        unframed.append(index)
      }
    }
    // Framed elements: sorted by their tops, each joining the line of the zone before it when
    // the two sit on one line, as Orca clusters zones.
    let sorted = placed.enumerated().sorted {
      ($0.element.frame.y, $0.offset) < ($1.element.frame.y, $1.offset)
    }.map(\.element)
    var cluster: [(index: Int, frame: ElementFrame)] = []
    func close() {
      guard !cluster.isEmpty else { return }
      let ordered = cluster.enumerated().sorted {
        ($0.element.frame.x, $0.offset) < ($1.element.frame.x, $1.offset)
      }
      lines.append(ordered.map(\.element.index))
      cluster = []
    }
    for zone in sorted {
      if let last = cluster.last, !onSameLine(last.frame, zone.frame) { close() }
      cluster.append(zone)
    }
    close()
    // Elements without a frame: a line each, in reading order, after the framed ones.
    return lines + unframed.map { [$0] }
  }

  /// Whether two zones share a line: their extents overlap vertically and their middles are
  /// within ``lineTolerance``; a zone with no size shares the line its top falls in.
  func onSameLine(_ one: ElementFrame, _ other: ElementFrame) -> Bool {
    if one.width == 0 && one.height == 0 {
      return other.y <= one.y && one.y <= other.y + other.height
    }
    if other.width == 0 && other.height == 0 {
      return one.y <= other.y && other.y <= one.y + one.height
    }
    let highestBottom = min(one.y + one.height, other.y + other.height)
    let lowestTop = max(one.y, other.y)
    guard lowestTop < highestBottom else { return false }
    return abs((one.y + one.height / 2) - (other.y + other.height / 2)) <= lineTolerance
  }
}
