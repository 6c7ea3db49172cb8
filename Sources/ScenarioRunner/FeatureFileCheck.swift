import Gherkin
import TextFiles

/// Whether a file a run was told to read is recognisably a feature file, so that its parse
/// errors may quote it: a run may be named any file (`secret.txt`, `/etc/passwd:1` in a rerun
/// file), and its errors reach reports CI uploads.
enum FeatureFileCheck {
  /// The most characters a parse error quotes of the line it found.
  static let excerptLimit = 80

  /// Every dialect's `Feature` keywords (`Feature`, `Funktionalität`, …), worked out on the
  /// first parse error.
  static let featureKeywords: Set<String> = Set(dialects.flatMap(\.feature))

  /// Every dialect's keywords that begin a line of a feature file, `Feature` among them.
  static let lineKeywords: Set<String> = {
    var keywords = Set<String>()
    for dialect in dialects {
      keywords.formUnion(dialect.feature)
      keywords.formUnion(dialect.rule)
      keywords.formUnion(dialect.background)
      keywords.formUnion(dialect.scenario)
      keywords.formUnion(dialect.scenarioOutline)
      keywords.formUnion(dialect.examples)
    }
    return keywords
  }()

  private static var dialects: [GherkinDialect] {
    GherkinDialect.allCodes.compactMap { GherkinDialect.named($0) }
  }

  /// Whether `path` ends as a feature file's name does (`.feature`, `.md`).
  static func hasFeatureExtension(_ path: String) -> Bool {
    path.hasSuffix(".feature") || path.hasSuffix(".md")
  }

  /// Whether `path` is named `.feature` (the user says it is one), or `source` has a
  /// `Feature:` line in any dialect, or `path` ends `.md` and `source` has a line that begins
  /// with a Gherkin keyword and `:` (`## Scenario: …`).
  static func isRecognisable(_ source: String, path: String) -> Bool {
    if path.hasSuffix(".feature") { return true }
    let keywords = hasFeatureExtension(path) ? lineKeywords : featureKeywords
    for line in source.split(whereSeparator: \.isNewline) {
      // Markdown features write their keywords as headings (`# Feature: …`).
      let text = line.drop { $0 == " " || $0 == "\t" || $0 == "#" }
      guard let colon = text.firstIndex(of: ":") else { continue }
      if keywords.contains(String(text[..<colon]).trimmingCharacters(in: .whitespaces)) {
        return true
      }
    }
    return false
  }

  /// The error for a file that is not recognisably a feature file: what to give instead, and
  /// nothing of its content.
  static func notAFeatureFile(_ path: String) -> LoadError {
    LoadError(
      uri: path,
      message: "not a feature file: expected Gherkin with a 'Feature:' line (in any language); "
        + "name feature files (.feature, .feature.md) or folders of them")
  }

  /// The parser's reason with the line it quotes (`got '…'`) trimmed to ``excerptLimit``
  /// characters, controls made visible.
  static func trimmingFound(_ reason: String) -> String {
    guard let got = reason.range(of: ", got '"), reason.hasSuffix("'") else { return reason }
    let quoted = String(reason[got.upperBound..<reason.index(before: reason.endIndex)])
    return reason[..<got.upperBound] + VisibleText.excerpt(quoted, limit: excerptLimit) + "'"
  }
}
