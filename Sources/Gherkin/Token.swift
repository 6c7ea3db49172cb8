/// The kinds of line the Gherkin token matcher recognises.
package enum TokenType: String, Sendable, CaseIterable {
  /// The end of the file.
  case eof = "EOF"
  /// A blank line.
  case empty = "Empty"
  /// A `#` comment line.
  case comment = "Comment"
  /// A line of `@tags`.
  case tagLine = "TagLine"
  /// `Feature:` and its synonyms.
  case featureLine = "FeatureLine"
  /// `Rule:`.
  case ruleLine = "RuleLine"
  /// `Background:`.
  case backgroundLine = "BackgroundLine"
  /// `Scenario:`, `Scenario Outline:` and their synonyms.
  case scenarioLine = "ScenarioLine"
  /// `Examples:`.
  case examplesLine = "ExamplesLine"
  /// A step (`Given …`).
  case stepLine = "StepLine"
  /// A doc string delimiter (three double quotes or backticks).
  case docStringSeparator = "DocStringSeparator"
  /// A `| table | row |`.
  case tableRow = "TableRow"
  /// A `# language:` header.
  case language = "Language"
  /// Any other line (description or doc string text).
  case other = "Other"
}

/// The grammatical role of a step keyword.
package enum StepKeywordType: String, Sendable, Hashable {
  /// `Given`.
  case context = "Context"
  /// `When`.
  case action = "Action"
  /// `Then`.
  case outcome = "Outcome"
  /// `And`, `But`.
  case conjunction = "Conjunction"
  /// `*`, or a keyword that belongs to several groups.
  case unknown = "Unknown"
}

/// One piece of a tag line or table row: a tag or a cell, with its column.
package struct TokenItem: Sendable, Hashable {
  /// The 1-based column where the item starts.
  package var column: Int
  /// The tag (with its `@`) or the unescaped cell value.
  package var text: String
}

/// One source line as the token matcher understood it.
package struct Token: Sendable {
  /// The 1-based line number.
  package var line: Int
  /// The column of the matched text (indent + 1), set when a match succeeds.
  package var column: Int?
  /// True for the end-of-file token.
  package var isEOF: Bool
  /// What the line was matched as.
  package var type: TokenType?
  /// The keyword (for steps with its trailing space; the delimiter for doc strings).
  package var keyword: String?
  /// The keyword's type (steps only).
  package var keywordType: StepKeywordType?
  /// The title, step text, comment, language code, media type or raw text.
  package var text: String?
  /// Tags or cells.
  package var items: [TokenItem]
  /// The dialect that was active when the line was matched.
  package var dialect: String
  /// The raw line (nil at end of file).
  var source: SourceLine?

  init(line: Int, source: consuming SourceLine?) {
    self.line = line
    column = nil
    if case .none = source { isEOF = true } else { isEOF = false }
    type = nil
    keyword = nil
    keywordType = nil
    text = nil
    items = []
    dialect = "en"
    self.source = source
  }

  /// The token in cucumber's `.tokens` format, such as `(3:5)StepLine:(Context)Given /x/`.
  package var formatted: String {
    guard !isEOF else { return "EOF" }
    var out = "(\(line):\(column ?? 0))\(type?.rawValue ?? ""):"
    if let keyword { out += "(\(keywordType?.rawValue ?? ""))\(keyword)" }
    out += "/\(text ?? "")/"
    var first = true
    for item in items {
      if !first { out += "," }
      first = false
      out += "\(item.column):\(item.text)"
    }
    return out
  }
}
