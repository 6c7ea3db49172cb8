import Testing

@testable import Suggestions

@Suite struct SuggestionsTests {
  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("tap", "tap", 0), ("kitten", "sitting", 3),
    ("flaw", "lawn", 2), ("tpa", "tap", 2), ("tap", "tapp", 1), ("hold", "hodl", 2),
    ("Tap", "tap", 1), ("abc", "xyz", 3), ("increment", "decrement", 2),
    ("maximun", "maximum", 1), ("maximun", "minimum", 3), ("uikit", "uikt", 1),
  ])
  func editDistance(a: String, b: String, expected: Int) {
    #expect(Suggestions.editDistance(a, b) == expected)
    #expect(Suggestions.editDistance(b, a) == expected)
  }

  /// Distances count Unicode scalars, not characters: a decomposed é is two scalars.
  @Test func editDistanceCountsUnicodeScalars() {
    #expect(Suggestions.editDistance("\u{E9}", "e\u{301}") == 2)
    #expect(Suggestions.editDistance("caf\u{E9}", "cafe") == 1)
    #expect(Suggestions.editDistance("👍🏽", "👍") == 1)
    #expect(Suggestions.editDistance("日本語", "日本") == 1)
  }

  @Test func closestIsCaseInsensitiveAndKeepsTheCandidatesSpelling() {
    #expect(Suggestions.closest(to: "PAGEUP", among: ["PageUp", "PageDown"]) == ["PageUp"])
    #expect(Suggestions.closest(to: "pagedwn", among: ["PageUp", "PageDown"]) == ["PageDown"])
  }

  /// The threshold is a third of the word's length, and at least 2.
  @Test(arguments: [
    // Short words: 2 edits.
    ("ab", "abcd", true), ("ab", "abcde", false),
    // 8 letters: still 2.
    ("abcdefgh", "abcdefxy", true), ("abcdefgh", "abcdexyz", false),
    // 9 letters: 3.
    ("abcdefghi", "abcdefxyz", true), ("abcdefghi", "abcdewxyz", false),
    // 12 letters: 4.
    ("abcdefghijkl", "abcdefghwxyz", true), ("abcdefghijkl", "abcdefgvwxyz", false),
  ])
  func threshold(word: String, candidate: String, offered: Bool) {
    #expect(Suggestions.closest(to: word, among: [candidate]) == (offered ? [candidate] : []))
  }

  @Test func ordersByDistanceThenAlphabetically() {
    let candidates = ["tapped", "type", "tap", "taps", "tape", "top"]
    // "tapped" is 3 edits away, past the threshold of 2.
    #expect(
      Suggestions.closest(to: "tap", among: candidates, limit: 10) == [
        "tap", "tape", "taps", "top", "type",
      ])
    #expect(Suggestions.closest(to: "tap", among: candidates) == ["tap", "tape", "taps"])
    #expect(Suggestions.closest(to: "tap", among: candidates, limit: 1) == ["tap"])
    #expect(Suggestions.closest(to: "tap", among: candidates, limit: 0) == [])
  }

  @Test func nothingCloseGivesNothing() {
    #expect(Suggestions.closest(to: "zzzzzz", among: ["tap", "hold", "press"]) == [])
    #expect(Suggestions.closest(to: "tap", among: []) == [])
    #expect(Suggestions.didYouMean("zzzzzz", among: ["tap", "hold", "press"]) == "")
  }

  @Test func didYouMeanNamesTheBestCandidate() {
    let verbs = ["tap", "click", "hold", "long-press", "press", "key", "type", "scroll"]
    #expect(Suggestions.didYouMean("tpa", among: verbs) == " (did you mean 'tap'?)")
    #expect(Suggestions.didYouMean("clik", among: verbs) == " (did you mean 'click'?)")
    #expect(Suggestions.didYouMean("presss", among: verbs) == " (did you mean 'press'?)")
    #expect(Suggestions.didYouMean("SCROL", among: verbs) == " (did you mean 'scroll'?)")
    #expect(Suggestions.didYouMean("longpress", among: verbs) == " (did you mean 'long-press'?)")
  }

  /// An empty word is within 2 edits of every candidate of up to two letters.
  @Test func emptyWordSuggestsOnlyVeryShortCandidates() {
    #expect(Suggestions.closest(to: "", among: ["Up", "VO", "Down", "Tab"]) == ["Up", "VO"])
  }
}
