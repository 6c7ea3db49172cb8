/// Decides what a source line is (step, tag line, table row, …), knowing the current dialect.
///
/// The parser asks for one token type at a time, in the order its grammar state allows; a
/// match fills in the token's type, keyword, text and items. Matchers are stateful: they
/// track the `# language:` dialect and whether a doc string is open.
package protocol GherkinTokenMatcher {
  /// Forgets the state of a previous parse.
  mutating func reset()
  /// Tries to match `token` as `type`; throws when the line is malformed (a tag with
  /// whitespace, an unknown language).
  mutating func match(_ type: TokenType, _ token: inout Token) throws(GherkinError) -> Bool
}

/// The matcher for plain `.feature` files.
package struct PlainTokenMatcher: GherkinTokenMatcher {
  private let defaultDialect: CompiledDialect
  private(set) var dialect: CompiledDialect
  private var activeDocStringSeparator: [Unicode.Scalar]?
  private var indentToRemove = 0

  /// A matcher that starts in `dialect` (English when nil or unknown).
  package init(dialect: GherkinDialect? = nil) {
    defaultDialect = dialect.map(CompiledDialect.cached) ?? CompiledDialect.english
    self.dialect = defaultDialect
  }

  /// Forgets the state of a previous parse.
  package mutating func reset() {
    dialect = defaultDialect
    activeDocStringSeparator = nil
    indentToRemove = 0
  }

  /// Tries to match `token` as `type`.
  package mutating func match(_ type: TokenType, _ token: inout Token) throws(GherkinError) -> Bool
  {
    if type == .eof { return matchEOF(&token) }
    guard let line = token.source else { return false }
    switch type {
    case .eof: return false
    case .empty:
      guard line.isEmpty else { return false }
      set(&token, .empty, indent: 0)
      return true
    case .comment:
      guard line.startsWith("#") else { return false }
      set(&token, .comment, text: line.rawText, indent: 0)
      return true
    case .tagLine:
      guard line.startsWith("@") else { return false }
      let tags = try parseTags(line)
      set(&token, .tagLine, items: tags)
      return true
    case .featureLine:
      guard line.mayStart(dialect.featureStarts) else { return false }
      return matchTitle(&token, line, .featureLine, dialect.feature)
    case .ruleLine:
      guard line.mayStart(dialect.ruleStarts) else { return false }
      return matchTitle(&token, line, .ruleLine, dialect.rule)
    case .backgroundLine:
      guard line.mayStart(dialect.backgroundStarts) else { return false }
      return matchTitle(&token, line, .backgroundLine, dialect.background)
    case .scenarioLine:
      guard line.mayStart(dialect.scenarioStarts) else { return false }
      return matchTitle(&token, line, .scenarioLine, dialect.scenario)
    case .examplesLine:
      guard line.mayStart(dialect.examplesStarts) else { return false }
      return matchTitle(&token, line, .examplesLine, dialect.examples)
    case .stepLine:
      guard line.mayStart(dialect.stepStarts) else { return false }
      for keyword in dialect.steps where line.startsWith(keyword.scalars) {
        set(
          &token, .stepLine, text: line.restTrimmed(after: keyword.scalars.count),
          keyword: keyword.text, keywordType: keyword.type)
        return true
      }
      return false
    case .docStringSeparator:
      if let active = activeDocStringSeparator {
        return matchSeparator(&token, line, active, opening: false)
      }
      return matchSeparator(&token, line, tripleQuote, opening: true)
        || matchSeparator(&token, line, tripleBacktick, opening: true)
    case .tableRow:
      guard line.startsWith("|") else { return false }
      set(&token, .tableRow, items: line.tableCells)
      return true
    case .language:
      guard let code = languageCode(line) else { return false }
      set(&token, .language, text: code)
      guard let found = GherkinDialect.named(code) else {
        throw GherkinError(
          reason: "Language not supported: \(code)",
          location: Location(line: token.line, column: token.column))
      }
      dialect = CompiledDialect.cached(found)
      return true
    case .other:
      let text = line.text(removingIndent: indentToRemove)
      set(&token, .other, text: unescapeDocString(text, activeDocStringSeparator), indent: 0)
      return true
    }
  }

  private func matchEOF(_ token: inout Token) -> Bool {
    guard token.isEOF else { return false }
    set(&token, .eof)
    return true
  }

  private func matchTitle(
    _ token: inout Token, _ line: SourceLine, _ type: TokenType,
    _ keywords: [CompiledDialect.Keyword]
  ) -> Bool {
    for keyword in keywords where line.startsWithTitleKeyword(keyword.scalars) {
      set(
        &token, type, text: line.restTrimmed(after: keyword.scalars.count + 1),
        keyword: keyword.text)
      return true
    }
    return false
  }

  private mutating func matchSeparator(
    _ token: inout Token, _ line: SourceLine, _ separator: [Unicode.Scalar], opening: Bool
  ) -> Bool {
    guard line.startsWith(separator) else { return false }
    var mediaType: String?
    if opening {
      mediaType = line.restTrimmed(after: separator.count)
      activeDocStringSeparator = separator
      indentToRemove = line.indent
    } else {
      activeDocStringSeparator = nil
      indentToRemove = 0
    }
    set(&token, .docStringSeparator, text: mediaType, keyword: separatorText(separator))
    return true
  }

  private func set(
    _ token: inout Token, _ type: TokenType, text: String? = nil, keyword: String? = nil,
    keywordType: StepKeywordType? = nil, indent: Int? = nil, items: [TokenItem] = []
  ) {
    setMatched(
      &token, type, text: text, keyword: keyword, keywordType: keywordType, indent: indent,
      items: items, dialect: dialect.dialect.code)
  }
}

let tripleQuote: [Unicode.Scalar] = ["\"", "\"", "\""]

/// A doc string delimiter as text (the known ones without building a string).
func separatorText(_ separator: [Unicode.Scalar]) -> String {
  if separator == tripleQuote { return "\"\"\"" }
  if separator == tripleBacktick { return "```" }
  if separator == quadrupleBacktick { return "````" }
  return makeString(separator[...])
}
let tripleBacktick: [Unicode.Scalar] = ["`", "`", "`"]

/// Records a successful match on `token`, as every matcher does.
func setMatched(
  _ token: inout Token, _ type: TokenType, text: String?, keyword: String?,
  keywordType: StepKeywordType?, indent: Int?, items: [TokenItem], dialect: String
) {
  token.type = type
  token.text = text
  token.keyword = keyword
  token.keywordType = keywordType
  token.items = items
  token.column = (indent ?? token.source?.indent ?? 0) + 1
  token.dialect = dialect
}

/// `\"\"\"` inside a `"""` doc string (or escaped backticks inside a backtick one) unescaped.
func unescapeDocString(_ text: String, _ separator: [Unicode.Scalar]?) -> String {
  guard let separator, text.utf8.contains(UInt8(ascii: "\\")) else { return text }
  if separator == tripleQuote {
    return text.replacing("\\\"\\\"\\\"", with: "\"\"\"")
  }
  if separator == tripleBacktick {
    return text.replacing("\\`\\`\\`", with: "```")
  }
  return text
}

/// The tags of a tag line: split at `@`, everything after whitespace + `#` dropped.
func parseTags(_ line: SourceLine) throws(GherkinError) -> [TokenItem] {
  let scalars = line.scalars
  var end = line.trimmedEnd
  // Drop a trailing comment: the first `#` that follows whitespace.
  var index = line.trimmedStart + 1
  while index < end {
    if scalars[index] == "#" && isGherkinWhitespace(scalars[index - 1]) {
      end = index - 1
      break
    }
    index += 1
  }
  while end > line.trimmedStart, isGherkinWhitespace(scalars[end - 1]) { end -= 1 }
  var tags: [TokenItem] = []
  var column = line.indent + 1
  // Pieces between `@`s; the text before the first `@` is skipped.
  var pieceStart = -1
  index = line.trimmedStart
  func finish(_ from: Int, _ to: Int) throws(GherkinError) {
    var first = from
    var last = to
    while first < last, isGherkinWhitespace(scalars[first]) { first += 1 }
    while last > first, isGherkinWhitespace(scalars[last - 1]) { last -= 1 }
    for position in first..<last where isGherkinWhitespace(scalars[position]) {
      throw GherkinError(
        reason: "A tag may not contain whitespace",
        location: Location(line: line.number, column: column))
    }
    // The `@` is usually right before the tag: take it from the source in the same string.
    let text =
      first == from
      ? makeString(scalars[(first - 1)..<last]) : "@" + makeString(scalars[first..<last])
    tags.append(TokenItem(column: column, text: text))
    column += to - from + 1
  }
  while index < end {
    if scalars[index] == "@" {
      if pieceStart >= 0 { try finish(pieceStart, index) }
      pieceStart = index + 1
    }
    index += 1
  }
  if pieceStart >= 0 { try finish(pieceStart, end) }
  return tags
}

/// The code of a `# language: xx` header, or nil when the line is not one.
func languageCode(_ line: SourceLine) -> String? {
  let scalars = line.scalars
  var index = line.trimmedStart
  let end = line.end
  func skipSpace() { while index < end, isGherkinWhitespace(scalars[index]) { index += 1 } }
  guard index < end, scalars[index] == "#" else { return nil }
  index += 1
  skipSpace()
  for expected in "language".unicodeScalars {
    guard index < end, scalars[index] == expected else { return nil }
    index += 1
  }
  skipSpace()
  guard index < end, scalars[index] == ":" else { return nil }
  index += 1
  skipSpace()
  let codeStart = index
  while index < end {
    let value = scalars[index].value
    let isLetter = (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
    guard isLetter || value == 0x2D || value == 0x5F else { break }
    index += 1
  }
  let codeEnd = index
  guard codeEnd > codeStart else { return nil }
  skipSpace()
  guard index == end else { return nil }
  return makeString(scalars[codeStart..<codeEnd])
}
