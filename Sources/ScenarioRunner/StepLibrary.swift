import Gherkin
import Suggestions

/// The step vocabulary of a run: the shared steps and those of the control step packs it is
/// given (the tool gives it the shipped controls'), with an example each. Never changed once
/// made, it is a class so that every scenario shares it instead of copying its arrays.
package final class StepLibrary: Sendable {
  /// The control step packs, in catalog order.
  package let packs: [ControlStepPack]
  /// Every step definition, in the order `a11ysim steps` lists them: for each keyword, the
  /// shared steps (``core``), then each pack's.
  package let all: [StepDefinition]
  /// Every pack's criteria, each id once (the first pack's wording): the pages share ids
  /// and priorities.
  package let criteria: [Criterion]

  /// The vocabulary of the shared steps and those of `packs`.
  package init(packs: [ControlStepPack]) {
    self.packs = packs
    criteria = Self.uniqueCriteria(of: packs)
    let steps = Self.core + packs.flatMap(\.steps)
    let all = [StepDefinition.Keyword.given, .when, .then].flatMap { keyword in
      steps.filter { $0.keyword == keyword }
    }
    self.all = all
    index = StepIndex(
      all.map { definition in
        ([definition.expression] + definition.alternatives).map {
          $0.pattern?.literalPrefix ?? []
        }
      })
    suggestionCandidates = all.map { definition in
      let example =
        definition.example.split(separator: "\n").first.map(String.init) ?? definition.example
      let words = example.split(separator: " ", maxSplits: 1)
      return (
        example, definition.keyword, StepWords(words.count == 2 ? String(words[1]) : example)
      )
    }
  }

  /// The steps every control shares (platform, OS version, reader and its settings, the
  /// component, interactions, focus, speech, timing and the MagentaA11y checks): none names a
  /// kind of control.
  package static let core: [StepDefinition] =
    givenSteps + screenSteps + whenSteps + thenSteps + toggleSteps + criteriaSteps
    + criteriaFocusSteps
    + pendingSteps

  /// A step text matched to a definition.
  package struct Match: Sendable {
    /// The definition.
    package var definition: StepDefinition
    /// The parameter values.
    package var values: [String]
  }

  /// The definitions `text` matches (none: undefined; several: ambiguous), in the order of
  /// ``all``. Only the definitions whose literal start the text begins with are tried.
  package func matches(_ text: String) -> [Match] {
    // A suite repeats its step texts ("When I swipe right" in every scenario): each text is
    // matched once, for the first 4,096 texts.
    matchMemo.value(for: text) {
      index.candidates(for: text).compactMap { position in
        all[position].match(text).map { Match(definition: all[position], values: $0) }
      }
    }
  }

  /// The matches found so far, by step text.
  private let matchMemo = Memo<String, [Match]>()

  /// The definitions by the literal text their expressions start with.
  private let index: StepIndex

  /// The examples of the steps closest to `text`, for an undefined step, at most three, best
  /// first; none when nothing is close (and none for a text longer than
  /// ``Suggestions/maximumLength``).
  ///
  /// Steps are compared as words, with quoted texts and numbers as placeholders, so
  /// `I should hear "Quantity"` is close to `I hear "…"` whatever was quoted. A candidate must
  /// share a content word with the text and differ in at most half its words' letters; among
  /// those, a step of the same kind (`Then` for an outcome) comes first.
  package func suggestions(for text: String, kind: PickleStepType? = nil) -> [String] {
    // Edit distance costs the product of the lengths: none for a text longer than any step
    // could be mistyped into (a 10 MB undefined step took 48 s).
    guard Suggestions.isSuggestible(text) else { return [] }
    // A suite repeats its undefined steps (a step not written yet, in every scenario): each
    // text is compared with the vocabulary once.
    return suggestionMemo.value(for: SuggestionKey(text: text, kind: kind)) {
      closestExamples(to: text, kind: kind)
    }
  }

  private struct SuggestionKey: Hashable {
    var text: String
    var kind: PickleStepType?
  }

  /// The suggestions given so far, by text and kind (at most 4,096 of them kept).
  private let suggestionMemo = Memo<SuggestionKey, [String]>()

  /// Whether suggestions for `text` of `kind` were worked out (tests check that a run leaves
  /// them to the reports that show them).
  package func hasSuggested(_ text: String, kind: PickleStepType?) -> Bool {
    suggestionMemo.contains(SuggestionKey(text: text, kind: kind))
  }

  private func closestExamples(to text: String, kind: PickleStepType?) -> [String] {
    let wanted = StepWords(text)
    guard !wanted.content.isEmpty else { return [] }
    let scored = suggestionCandidates.compactMap {
      candidate -> (example: String, sameKind: Bool, distance: Double)? in
      guard wanted.sharesContent(with: candidate.words) else { return nil }
      let distance = wanted.distance(to: candidate.words)
      guard distance <= 0.5 else { return nil }
      return (candidate.example, kind.map { candidate.keyword.matches($0) } ?? false, distance)
    }
    return
      scored
      .sorted { ($0.sameKind ? 0 : 1, $0.distance) < ($1.sameKind ? 0 : 1, $1.distance) }
      .prefix(3).map(\.example)
  }

  /// Each definition's first example line, its keyword and its words without the keyword,
  /// worked out once: a dry run with thousands of undefined steps compares each against all.
  private let suggestionCandidates:
    [(example: String, keyword: StepDefinition.Keyword, words: StepWords)]

  /// The vocabulary as Markdown (`a11ysim steps --markdown`, `Documentation/Steps.md`).
  package func markdown() -> String {
    var lines = [
      "# Steps", "", "Generated by `a11ysim steps --markdown`; do not edit by hand.", "",
      "Steps match whole step texts; keywords (Given, When, Then, And, But, *) do not restrict "
        + "them. Parameters: "
        + parameterTypes.map { "`{\($0.name)}` (e.g. \($0.example))" }.joined(separator: ", ")
        + ". Case, punctuation and spacing do not matter when speech is compared, except in "
        + "`I hear exactly`. Arguments are checked before anything runs, in `--dry-run` too: "
        + "an empty expected text, a count below 1, a key or interaction that does not parse, "
        + "or a data table or doc string a step does not take (only `the transcript is:`, "
        + "`the transcript contains:` and `the reading order is:` take a doc string, and need one) is an error naming the "
        + "step, and the scenario cannot run (exit 2). In each section the steps every control "
        + "shares come first, then each control's own ("
        + packs.map { "the \($0.kind)'s" }.joined(separator: ", ") + ").",
    ]
    for keyword in [StepDefinition.Keyword.given, .when, .then] {
      lines += [
        "", "## \(keyword.rawValue)", "", "| step | what it does | example |", "|---|---|---|",
      ]
      for definition in all where definition.keyword == keyword {
        let example = definition.example.split(separator: "\n").first.map(String.init) ?? ""
        let also = definition.alternatives.map { "`\($0.source)`" }
        lines.append(
          "| `\(definition.expression.source)`"
            + (also.isEmpty ? "" : " (also " + also.joined(separator: ", ") + ")")
            + " | \(cell(definition.summary)) | `\(example)` |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}

/// A step text as "did you mean" compares it: lower-case words, quoted texts and numbers as
/// placeholders, and the words that carry meaning.
struct StepWords {
  /// The words, placeholders included.
  var words: [String]
  /// The words that are not glue (the, a, I, is, …) nor placeholders.
  var content: [String]

  private static let glue: Set<String> = [
    "the", "a", "an", "i", "is", "it", "its", "to", "of", "on", "in", "and", "be", "are", "with",
    "should", "x", "#",
  ]

  init(_ text: String) {
    var words: [String] = []
    var quoted = false
    var current = ""
    func flush() {
      guard !current.isEmpty else { return }
      words.append(current.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" } ? "#" : current)
      current = ""
    }
    for character in text.lowercased() {
      if character == "\"" {
        if quoted { words.append("x") } else { flush() }
        quoted.toggle()
        continue
      }
      if quoted { continue }
      if character.isLetter || character.isNumber || character == "." || character == "-" {
        current.append(character)
      } else {
        flush()
      }
    }
    flush()
    self.words = words
    content = words.filter { !Self.glue.contains($0) }
  }

  /// How unlike two words are, from 0 (the same) to 1: their edit distance over the longer.
  private static func unlikeness(_ a: String, _ b: String) -> Double {
    guard a != b else { return 0 }
    let longer = max(a.unicodeScalars.count, b.unicodeScalars.count, 1)
    return Double(Suggestions.editDistance(a, b)) / Double(longer)
  }

  /// Whether the two share a content word, allowing a typo (a third of its letters).
  func sharesContent(with other: StepWords) -> Bool {
    content.contains { word in other.content.contains { Self.unlikeness(word, $0) <= 1.0 / 3 } }
  }

  /// Edit distance over words, a substituted word costing how unlike it is, over the longer
  /// text's word count: `i should hear x` is 0.25 from `i hear x`, `the valu is #` 0.05 from
  /// `the value is #`.
  func distance(to other: StepWords) -> Double {
    let a = words
    let b = other.words
    guard !a.isEmpty, !b.isEmpty else { return 1 }
    var previous = (0...b.count).map(Double.init)
    var current = [Double](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = Double(i)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1,
          previous[j - 1] + Self.unlikeness(a[i - 1], b[j - 1]))
      }
      swap(&previous, &current)
    }
    return previous[b.count] / Double(max(a.count, b.count))
  }
}

/// Step definitions indexed by the literal text their expressions start with (`I hear `,
/// `the value is `): a text can only match an expression whose literal start it begins with,
/// so walking a trie of those starts along the text's bytes gives the few definitions worth
/// trying, instead of all of them.
struct StepIndex: Sendable {
  /// Each node's children by byte.
  private var children: [[(byte: UInt8, node: Int)]] = [[]]
  /// For each node, the definitions with an expression whose literal start ends there or at
  /// a node above it (at the root: those that start with a parameter or optional text, tried
  /// for every text), in order, each once: a text that reaches the node may match only those.
  private var candidates: [[Int]] = [[]]

  /// Indexes definitions by their expressions' literal starts, one list per definition.
  init(_ prefixes: [[[UInt8]]]) {
    var ending: [[Int]] = [[]]
    var parent = [0]
    for (definition, starts) in prefixes.enumerated() {
      for start in starts {
        var node = 0
        for byte in start {
          if let child = children[node].first(where: { $0.byte == byte })?.node {
            node = child
          } else {
            children.append([])
            ending.append([])
            parent.append(node)
            children[node].append((byte, children.count - 1))
            node = children.count - 1
          }
        }
        ending[node].append(definition)
      }
    }
    // A node comes after its parent, so its parent's list is complete when it is made. Most
    // nodes end no expression and share their parent's list (sorted, each once).
    candidates = []
    for node in children.indices {
      let above = node == 0 ? [] : candidates[parent[node]]
      candidates.append(ending[node].isEmpty ? above : Set(above + ending[node]).sorted())
    }
  }

  /// The definitions `text` may match, in order, each once.
  func candidates(for text: String) -> [Int] {
    var node = 0
    for byte in text.utf8 {
      guard let child = children[node].first(where: { $0.byte == byte })?.node else { break }
      node = child
    }
    return candidates[node]
  }
}
