/// "Did you mean …?" for names people mistype: keys in a component file, verbs and keys in the
/// interaction language, step text in a scenario.
package enum Suggestions {
  /// The longest text, in Unicode scalars, for which suggestions are worked out. Edit distance
  /// costs the product of the two lengths: a 10 MB undefined step took 48 s against the step
  /// vocabulary. Nothing that long is a mistyped name or step (the longest step example has
  /// under 100 characters), so longer texts get no suggestion.
  package static let maximumLength = 200

  /// Whether `text` is short enough for suggestions (counting no further than the limit).
  package static func isSuggestible(_ text: String) -> Bool {
    text.unicodeScalars.prefix(maximumLength + 1).count <= maximumLength
  }

  /// The candidates closest to `word` by edit distance (case-insensitive), best first; only
  /// those within a third of the word's length (at least 2 edits) are offered, and none for a
  /// word longer than ``maximumLength``.
  package static func closest(to word: String, among candidates: [String], limit: Int = 3)
    -> [String]
  {
    guard isSuggestible(word) else { return [] }
    let lowered = word.lowercased()
    let threshold = max(2, lowered.count / 3)
    let length = lowered.unicodeScalars.count
    return
      candidates
      // The distance is at least the difference in length: skip what cannot be close.
      .filter { abs($0.unicodeScalars.count - length) <= threshold }
      .map { (candidate: $0, distance: editDistance(lowered, $0.lowercased())) }
      .filter { $0.distance <= threshold }
      .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
      .prefix(limit)
      .map(\.candidate)
  }

  /// ` (did you mean 'tap'?)` or the empty string when nothing is close.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard let best = closest(to: word, among: candidates, limit: 1).first else { return "" }
    return " (did you mean '\(best)'?)"
  }

  /// The Levenshtein distance between two strings, counted in Unicode scalars.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
