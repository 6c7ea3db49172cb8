import Testing

@testable import Suggestions

/// Edit distance costs the product of the lengths, so texts longer than any name or step get no
/// suggestion (issue 10: a 10 MB undefined step took 48 s, also in --dry-run).
@Suite struct SuggestionLimitTests {
  static let verbs = ["tap", "hold", "press", "type", "scroll", "wait", "focus", "swipe"]

  @Test("200 scalars still get suggestions; 201 and 10 MB get none")
  func limit() {
    let near = "swipe" + String(repeating: " ", count: 195)
    #expect(near.unicodeScalars.count == Suggestions.maximumLength)
    #expect(Suggestions.isSuggestible(near))
    #expect(!Suggestions.isSuggestible(near + " "))
    let huge = String(repeating: "x", count: 10_000_000)
    #expect(Suggestions.closest(to: huge, among: Self.verbs) == [])
    #expect(Suggestions.didYouMean(huge, among: Self.verbs) == "")
  }

  @Test("Candidates too far in length are skipped without changing the answer")
  func lengthPruning() {
    let candidates = ["a", "tap", "taps", "tapping", "tapestry", "wait"]
    for word in ["tp", "tapp", "tappin", "tapestr", "xyz", "waiter"] {
      let full =
        candidates
        .map { ($0, Suggestions.editDistance(word, $0)) }
        .filter { $0.1 <= max(2, word.count / 3) }
        .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        .prefix(3).map(\.0)
      #expect(Suggestions.closest(to: word, among: candidates) == Array(full), "\(word)")
    }
  }
}
