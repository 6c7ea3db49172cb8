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

/// The keyword of a matched token, by reference: its text is read from the dialect (or is a
/// delimiter) only when asked for.
enum TokenKeyword: Sendable {
  case none
  /// The keyword at this index of the dialect's `keywords`.
  case dialect(Int)
  /// A doc string delimiter.
  case delimiter(DocStringDelimiter)
  /// A Markdown table row's `|`.
  case pipe
}

/// The tags or cells of a matched token, made from its line when asked for.
enum TokenItems: Sendable {
  case none
  /// `@tags` of a plain tag line.
  case plainTags
  /// `` `@tags` `` of a Markdown line.
  case markdownTags
  /// Table cells.
  case cells
}

/// The text of a matched token: a range of its line's bytes, cut into a String only when
/// asked for.
struct TokenText: Sendable {
  /// The first byte, or -1 when the token has no text.
  var start: Int
  /// One past the last byte.
  var end: Int
  /// For a line inside a doc string, the delimiter whose escaped form is unescaped.
  var unescaping: DocStringDelimiter?

  /// No text.
  static let none = TokenText(start: -1, end: -1, unescaping: nil)

  /// The bytes `range` of the line.
  init(_ range: (start: Int, end: Int), unescaping: DocStringDelimiter? = nil) {
    self.init(start: range.start, end: range.end, unescaping: unescaping)
  }

  init(start: Int, end: Int, unescaping: DocStringDelimiter?) {
    self.start = start
    self.end = end
    self.unescaping = unescaping
  }
}

/// One source line as the token matcher understood it.
///
/// A plain value without reference counts: what a match found is kept as ranges of the line
/// and references to the dialect, and the strings (`text`, `keyword`, `items`) are cut from
/// the line when read. So, like its line, a token is only valid while the parse that made it
/// runs (its dialect is one of the compiled dialects, which are never freed).
package struct Token: Sendable {
  /// The 1-based line number.
  package var line: Int
  /// The column of the matched text (indent + 1), set when a match succeeds.
  package var column: Int?
  /// True for the end-of-file token.
  package var isEOF: Bool
  /// What the line was matched as.
  package var type: TokenType?
  /// The keyword's type (steps only).
  package var keywordType: StepKeywordType?
  /// The raw line (nil at end of file).
  var source: SourceLine?
  /// The matched keyword.
  var matchedKeyword: TokenKeyword
  /// The matched text.
  var matchedText: TokenText
  /// The matched tags or cells.
  var matchedItems: TokenItems
  /// The dialect that was active when the line was matched (nil: English). Unmanaged, not
  /// `unowned(unsafe)`: Swift 6.3.1 at -Onone miscompiles `nil` for an optional of a struct
  /// with an `unowned(unsafe)` optional among its fields (`token = nil` reads back non-nil).
  var matchedDialect: Unmanaged<CompiledDialect>?

  init(line: Int, source: consuming SourceLine?) {
    self.line = line
    column = nil
    if case .none = source { isEOF = true } else { isEOF = false }
    type = nil
    keywordType = nil
    self.source = source
    matchedKeyword = .none
    matchedText = .none
    matchedItems = .none
    matchedDialect = nil
  }

  /// The keyword (for steps with its trailing space; the delimiter for doc strings).
  package var keyword: String? {
    switch matchedKeyword {
    case .none: return nil
    case .dialect(let index):
      guard let matchedDialect else { return CompiledDialect.english.keywords[index].text }
      return matchedDialect.takeUnretainedValue().keywords[index].text
    case .delimiter(let delimiter): return delimiter.text
    case .pipe: return "|"
    }
  }

  /// The title, step text, comment, language code, media type or raw text.
  package var text: String? {
    guard matchedText.start >= 0, let source else { return nil }
    let text = source.bytes.string(from: matchedText.start, to: matchedText.end)
    return unescapeDocString(text, matchedText.unescaping)
  }

  /// Tags or cells.
  package var items: [TokenItem] {
    guard let source else { return [] }
    switch matchedItems {
    case .none: return []
    case .plainTags: return (try? parseTags(source, number: line, collect: true)) ?? []
    case .markdownTags: return markdownTags(source)
    case .cells: return source.tableCells
    }
  }

  /// Where the token is: its line and column.
  var location: Location { Location(line: line, column: column) }

  /// The dialect that was active when the line was matched.
  package var dialect: String {
    guard let matchedDialect else { return CompiledDialect.english.code }
    return matchedDialect.takeUnretainedValue().code
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
