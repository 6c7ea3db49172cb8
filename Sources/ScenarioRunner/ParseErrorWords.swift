/// Gherkin's parse errors in words. The parser reports what it expected as token names
/// (`expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'x'`), which is
/// what cucumber's conformance data checks and what `a11ysim gherkin` prints; a person running
/// a suite reads the same facts as lines they can write.
enum ParseErrorWords {
  /// What each token is, as someone writing a feature file knows it.
  static let words: [String: String] = [
    "#EOF": "the end of the file",
    "#Language": "a '# language:' line",
    "#TagLine": "tags (@tag)",
    "#FeatureLine": "'Feature:'",
    "#RuleLine": "'Rule:'",
    "#BackgroundLine": "'Background:'",
    "#ScenarioLine": "'Scenario:' (or 'Example:', 'Scenario Outline:')",
    "#ExamplesLine": "'Examples:'",
    "#StepLine": "a step (Given, When, Then, And, But or *)",
    "#DocStringSeparator": "a doc string delimiter (\"\"\" or ```)",
    "#TableRow": "a table row (| … |)",
    "#Comment": "a comment (#)",
    "#Empty": "an empty line",
    "#Other": "other text",
  ]

  /// `message` with its token list in words: `expected 'Feature:', tags (@tag), … or the end of
  /// the file, found 'x'`; any other message as it is.
  static func describe(_ message: String) -> String {
    guard let expected = message.range(of: "expected: ") else { return message }
    let rest = message[expected.upperBound...]
    let got = rest.range(of: ", got ")
    let list = got.map { rest[..<$0.lowerBound] } ?? rest
    let tokens = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard !tokens.isEmpty, tokens.allSatisfy({ words[$0] != nil }) else { return message }
    // The likeliest token first: what a file or block needs next, then what may also come.
    let ordered = tokens.sorted { rank($0) < rank($1) }.compactMap { words[$0] }
    let phrase =
      ordered.count == 1
      ? ordered[0]
      : ordered.dropLast().joined(separator: ", ") + " or " + ordered[ordered.count - 1]
    let prefix = message[..<expected.lowerBound]
    let found = got.map { " found " + rest[$0.upperBound...] } ?? ""
    return prefix + "expected " + phrase + (found.isEmpty ? "" : "," + found)
  }

  private static func rank(_ token: String) -> Int {
    let order = [
      "#FeatureLine", "#ScenarioLine", "#StepLine", "#ExamplesLine", "#BackgroundLine",
      "#RuleLine", "#TableRow", "#DocStringSeparator", "#TagLine", "#Other", "#Language",
      "#Comment", "#Empty", "#EOF",
    ]
    return order.firstIndex(of: token) ?? order.count
  }
}
