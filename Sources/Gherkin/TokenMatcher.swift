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
  private var activeDocStringSeparator: DocStringDelimiter?
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
      guard line.startsWith(UInt8(ascii: "#")) else { return false }
      set(&token, .comment, text: TokenText((line.start, line.endWithoutCR)), indent: 0)
      return true
    case .tagLine:
      guard line.startsWith(UInt8(ascii: "@")) else { return false }
      _ = try parseTags(line, number: token.line, collect: false)
      set(&token, .tagLine, items: .plainTags)
      return true
    case .featureLine:
      guard dialect.featureStarts.mayStart(line) else { return false }
      return matchTitle(&token, line, .featureLine, dialect.feature)
    case .ruleLine:
      guard dialect.ruleStarts.mayStart(line) else { return false }
      return matchTitle(&token, line, .ruleLine, dialect.rule)
    case .backgroundLine:
      guard dialect.backgroundStarts.mayStart(line) else { return false }
      return matchTitle(&token, line, .backgroundLine, dialect.background)
    case .scenarioLine:
      guard dialect.scenarioStarts.mayStart(line) else { return false }
      return matchTitle(&token, line, .scenarioLine, dialect.scenario)
    case .examplesLine:
      guard dialect.examplesStarts.mayStart(line) else { return false }
      return matchTitle(&token, line, .examplesLine, dialect.examples)
    case .stepLine:
      guard let keyword = dialect.stepKeyword(line) else { return false }
      set(
        &token, .stepLine, text: TokenText(line.restTrimmedRange(after: keyword.bytes.count)),
        keyword: .dialect(keyword.index), keywordType: keyword.type)
      return true
    case .docStringSeparator:
      if let active = activeDocStringSeparator {
        return matchSeparator(&token, line, active, opening: false)
      }
      return matchSeparator(&token, line, .tripleQuote, opening: true)
        || matchSeparator(&token, line, .tripleBacktick, opening: true)
    case .tableRow:
      guard line.startsWith(UInt8(ascii: "|")) else { return false }
      set(&token, .tableRow, items: .cells)
      return true
    case .language:
      guard let range = languageCode(line) else { return false }
      set(&token, .language, text: TokenText(range))
      let code = line.bytes.string(from: range.start, to: range.end)
      guard let found = GherkinDialect.named(code) else {
        throw GherkinError(
          reason: "Language not supported: \(code)",
          location: Location(line: token.line, column: token.column))
      }
      dialect = CompiledDialect.cached(found)
      return true
    case .other:
      let range = line.textRange(removingIndent: indentToRemove)
      set(
        &token, .other, text: TokenText(range, unescaping: activeDocStringSeparator), indent: 0)
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
    let bytes = line.bytes
    for index in keywords.indices {
      let keyword = keywords[index].bytes
      let colon = line.trimmedStart + keyword.count
      guard colon < line.end, bytes[colon] == UInt8(ascii: ":"), line.startsWith(keyword) else {
        continue
      }
      set(
        &token, type, text: TokenText(line.restTrimmedRange(after: keyword.count + 1)),
        keyword: .dialect(keywords[index].index))
      return true
    }
    return false
  }

  private mutating func matchSeparator(
    _ token: inout Token, _ line: SourceLine, _ separator: DocStringDelimiter, opening: Bool
  ) -> Bool {
    guard separator.starts(line) else { return false }
    var mediaType = TokenText.none
    if opening {
      mediaType = TokenText(line.restTrimmedRange(after: separator.length))
      activeDocStringSeparator = separator
      indentToRemove = line.indent
    } else {
      activeDocStringSeparator = nil
      indentToRemove = 0
    }
    set(&token, .docStringSeparator, text: mediaType, keyword: .delimiter(separator))
    return true
  }

  private func set(
    _ token: inout Token, _ type: TokenType, text: TokenText = .none,
    keyword: TokenKeyword = .none, keywordType: StepKeywordType? = nil, indent: Int? = nil,
    items: TokenItems = .none
  ) {
    setMatched(
      &token, type, text: text, keyword: keyword, keywordType: keywordType, indent: indent,
      items: items, dialect: dialect)
  }
}

/// A doc string delimiter.
enum DocStringDelimiter: Sendable {
  /// Three double quotes.
  case tripleQuote
  /// Three backticks.
  case tripleBacktick
  /// Four backticks (Markdown only).
  case quadrupleBacktick

  /// The delimiter's character.
  var byte: UInt8 { self == .tripleQuote ? UInt8(ascii: "\"") : UInt8(ascii: "`") }
  /// The number of characters.
  var length: Int { self == .quadrupleBacktick ? 4 : 3 }

  /// The delimiter as text.
  var text: String {
    switch self {
    case .tripleQuote: return "\"\"\""
    case .tripleBacktick: return "```"
    case .quadrupleBacktick: return "````"
    }
  }

  /// True when the text after the indent of `line` starts with the delimiter.
  @inline(__always)
  func starts(_ line: SourceLine) -> Bool {
    guard line.end - line.trimmedStart >= length else { return false }
    let byte = byte
    for offset in 0..<length where line.bytes[line.trimmedStart + offset] != byte { return false }
    return true
  }
}

/// Records a successful match on `token`, as every matcher does.
@inline(__always)
func setMatched(
  _ token: inout Token, _ type: TokenType, text: TokenText, keyword: TokenKeyword,
  keywordType: StepKeywordType?, indent: Int?, items: TokenItems, dialect: CompiledDialect
) {
  token.type = type
  token.matchedText = text
  token.matchedKeyword = keyword
  token.keywordType = keywordType
  token.matchedItems = items
  token.column = (indent ?? token.source?.indent ?? 0) + 1
  token.matchedDialect = Unmanaged.passUnretained(dialect)
}

/// `\"\"\"` inside a `"""` doc string (or escaped backticks inside a backtick one) unescaped.
func unescapeDocString(_ text: String, _ separator: DocStringDelimiter?) -> String {
  guard let separator, text.utf8.contains(UInt8(ascii: "\\")) else { return text }
  switch separator {
  case .tripleQuote: return text.replacing("\\\"\\\"\\\"", with: "\"\"\"")
  case .tripleBacktick: return text.replacing("\\`\\`\\`", with: "```")
  case .quadrupleBacktick: return text
  }
}

/// The tags of a tag line (line `number`): split at `@`, everything after whitespace + `#`
/// dropped. Without `collect`, only checks them (and returns no tags).
func parseTags(_ line: SourceLine, number: Int, collect: Bool) throws(GherkinError)
  -> [TokenItem]
{
  let bytes = line.bytes
  var end = line.trimmedEnd
  // Drop a trailing comment: the first `#` that follows whitespace.
  var index = line.trimmedStart + 1
  while index < end {
    if bytes[index] == UInt8(ascii: "#") {
      let space = bytes.whitespaceLength(before: index, start: line.trimmedStart)
      if space > 0 {
        end = index - space
        break
      }
    }
    index += 1
  }
  end = bytes.trimWhitespace(from: line.trimmedStart, to: end)
  var tags: [TokenItem] = []
  var column = line.indent + 1
  // Pieces between `@`s; the text before the first `@` is skipped.
  var pieceStart = -1
  index = line.trimmedStart
  func finish(_ from: Int, _ to: Int) throws(GherkinError) {
    let first = bytes.skipWhitespace(from: from, to: to)
    let last = bytes.trimWhitespace(from: first, to: to)
    var position = first
    while position < last {
      if bytes.whitespaceLength(at: position, end: last) > 0 {
        throw GherkinError(
          reason: "A tag may not contain whitespace",
          location: Location(line: number, column: column))
      }
      position += 1
    }
    if collect {
      // The `@` is usually right before the tag: take it from the source in the same string.
      let text =
        first == from
        ? bytes.string(from: first - 1, to: last) : "@" + bytes.string(from: first, to: last)
      tags.append(TokenItem(column: column, text: text))
    }
    column += bytes.scalarCount(from: from, to: to) + 1
  }
  while index < end {
    if bytes[index] == UInt8(ascii: "@") {
      if pieceStart >= 0 { try finish(pieceStart, index) }
      pieceStart = index + 1
    }
    index += 1
  }
  if pieceStart >= 0 { try finish(pieceStart, end) }
  return tags
}

/// The bytes of the code of a `# language: xx` header, or nil when the line is not one.
func languageCode(_ line: SourceLine) -> (start: Int, end: Int)? {
  let bytes = line.bytes
  var index = line.trimmedStart
  let end = line.end
  func skipSpace() { index = bytes.skipWhitespace(from: index, to: end) }
  guard index < end, bytes[index] == UInt8(ascii: "#") else { return nil }
  index += 1
  skipSpace()
  for expected in "language".utf8 {
    guard index < end, bytes[index] == expected else { return nil }
    index += 1
  }
  skipSpace()
  guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
  index += 1
  skipSpace()
  let codeStart = index
  while index < end {
    let value = bytes[index]
    let isLetter = (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
    guard isLetter || value == 0x2D || value == 0x5F else { break }
    index += 1
  }
  let codeEnd = index
  guard codeEnd > codeStart else { return nil }
  skipSpace()
  guard index == end else { return nil }
  return (codeStart, codeEnd)
}
