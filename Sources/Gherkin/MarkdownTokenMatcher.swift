/// The matcher for Markdown with Gherkin (`.feature.md`): headings (`# Feature:`) hold the
/// title keywords, bullets (`* Given`) hold the steps, `` `@tags` `` sit in backticks, tables
/// are indented two to five spaces, and every other line counts as empty.
package struct MarkdownTokenMatcher: GherkinTokenMatcher {
  private let dialect: CompiledDialect
  private var activeDocStringSeparator: DocStringDelimiter?
  private var indentToRemove = 0
  private var matchedFeatureLine = false
  private let steps: [CompiledDialect.Keyword]

  /// A matcher for `dialect` (English when nil). Markdown ignores `# language:` headers.
  package init(dialect: GherkinDialect? = nil) {
    self.dialect = dialect.map(CompiledDialect.cached) ?? CompiledDialect.english
    steps = self.dialect.steps.filter { $0.text != "* " }
  }

  /// Forgets the state of a previous parse.
  package mutating func reset() {
    activeDocStringSeparator = nil
    indentToRemove = 0
    matchedFeatureLine = false
  }

  /// Tries to match `token` as `type`.
  package mutating func match(_ type: TokenType, _ token: inout Token) throws(GherkinError) -> Bool
  {
    if type == .eof { return matchEOF(&token) }
    guard let line = token.source else { return false }
    switch type {
    case .eof: return false
    case .empty: return matchEmpty(&token, line)
    case .comment: return matchComment(&token, line)
    case .tagLine: return matchTagLine(&token, line)
    case .featureLine: return matchFeatureLine(&token, line)
    case .ruleLine: return matchHeading(&token, line, .ruleLine, dialect.rule)
    case .backgroundLine: return matchHeading(&token, line, .backgroundLine, dialect.background)
    case .scenarioLine: return matchHeading(&token, line, .scenarioLine, dialect.scenario)
    case .examplesLine: return matchHeading(&token, line, .examplesLine, dialect.examples)
    case .stepLine: return matchStepLine(&token, line)
    case .docStringSeparator: return matchDocStringSeparator(&token, line)
    case .tableRow: return matchTableRow(&token, line)
    case .language: return false
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

  private mutating func matchEmpty(_ token: inout Token, _ line: SourceLine) -> Bool {
    // Every line that no other matcher wants counts as empty. The other matchers run for
    // their side effects too, exactly as in the reference.
    var result = line.isEmpty
    let claimed =
      matchTagLine(&token, line) || matchFeatureLine(&token, line)
      || matchHeading(&token, line, .scenarioLine, dialect.scenario)
      || matchHeading(&token, line, .backgroundLine, dialect.background)
      || matchHeading(&token, line, .examplesLine, dialect.examples)
      || matchHeading(&token, line, .ruleLine, dialect.rule)
      || matchTableRow(&token, line) || matchComment(&token, line)
      || matchDocStringSeparator(&token, line) || matchStepLine(&token, line)
    if !claimed { result = true }
    if result { set(&token, .empty, indent: 0) }
    return result
  }

  private func matchComment(_ token: inout Token, _ line: SourceLine) -> Bool {
    guard line.startsWith(UInt8(ascii: "|")), isTableSeparator(line.tableCells) else {
      return false
    }
    set(&token, .empty, indent: 0)
    return true
  }

  private func matchTagLine(_ token: inout Token, _ line: SourceLine) -> Bool {
    guard !markdownTags(line).isEmpty else { return false }
    set(&token, .tagLine, items: .markdownTags)
    return true
  }

  private mutating func matchFeatureLine(_ token: inout Token, _ line: SourceLine) -> Bool {
    if matchedFeatureLine { return false }
    if !matchHeading(&token, line, .featureLine, dialect.feature) {
      set(&token, .featureLine, text: TokenText(line.textRange(removingIndent: -1)))
    }
    matchedFeatureLine = true
    return true
  }

  /// `#{1,6}` and a whitespace, then one of `keywords` and a colon.
  private func matchHeading(
    _ token: inout Token, _ line: SourceLine, _ type: TokenType,
    _ keywords: [CompiledDialect.Keyword]
  ) -> Bool {
    let bytes = line.bytes
    var index = line.trimmedStart
    while index < line.end, bytes[index] == UInt8(ascii: "#") { index += 1 }
    let hashes = index - line.trimmedStart
    guard hashes >= 1, hashes <= 6, index < line.end else { return false }
    let space = bytes.whitespaceLength(at: index, end: line.end)
    guard space > 0 else { return false }
    // `prefix` counts bytes, the column scalars: the hashes and one whitespace.
    let prefix = hashes + space
    let keywordStart = line.trimmedStart + prefix
    for keyword in keywords where bytes.hasPrefix(keyword.bytes, at: keywordStart, end: line.end) {
      let colon = keywordStart + keyword.bytes.count
      guard colon < line.end, bytes[colon] == UInt8(ascii: ":") else { continue }
      set(
        &token, type,
        text: TokenText(line.restTrimmedRange(after: prefix + keyword.bytes.count + 1)),
        keyword: .dialect(keyword.index), keywordType: keyword.firstStepType,
        indent: line.indent + hashes + 1)
      return true
    }
    return false
  }

  /// A bullet (`*`, `+` or `-`) and optional whitespace, then a step keyword.
  private func matchStepLine(_ token: inout Token, _ line: SourceLine) -> Bool {
    let bytes = line.bytes
    var index = line.trimmedStart
    guard let bullet = line.firstByte,
      bullet == UInt8(ascii: "*") || bullet == UInt8(ascii: "+") || bullet == UInt8(ascii: "-")
    else { return false }
    index = bytes.skipWhitespace(from: index + 1, to: line.end)
    // `prefix` counts bytes, the column scalars.
    let prefix = index - line.trimmedStart
    for keyword in steps where bytes.hasPrefix(keyword.bytes, at: index, end: line.end) {
      set(
        &token, .stepLine,
        text: TokenText(line.restTrimmedRange(after: prefix + keyword.bytes.count)),
        keyword: .dialect(keyword.index), keywordType: keyword.firstStepType,
        indent: line.column(of: index) - 1)
      return true
    }
    return false
  }

  private mutating func matchDocStringSeparator(_ token: inout Token, _ line: SourceLine) -> Bool {
    if let active = activeDocStringSeparator {
      return matchSeparator(&token, line, active, opening: false)
    }
    return matchSeparator(&token, line, .tripleQuote, opening: true)
      || matchSeparator(&token, line, .quadrupleBacktick, opening: true)
      || matchSeparator(&token, line, .tripleBacktick, opening: true)
  }

  private mutating func matchSeparator(
    _ token: inout Token, _ line: SourceLine, _ separator: DocStringDelimiter, opening: Bool
  ) -> Bool {
    guard separator.starts(line) else { return false }
    // Unlike the plain matcher, a closing delimiter has an empty media type (not none).
    var mediaType = TokenText((line.start, line.start))
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

  /// Two to five whitespace characters, then a pipe; GFM separator rows are not table rows.
  private func matchTableRow(_ token: inout Token, _ line: SourceLine) -> Bool {
    let indent = line.indent
    guard indent >= 2, indent <= 5, line.startsWith(UInt8(ascii: "|")) else { return false }
    let cells = line.tableCells
    if isTableSeparator(cells) { return false }
    set(&token, .tableRow, keyword: .pipe, items: .cells)
    return true
  }

  private func isTableSeparator(_ cells: [TokenItem]) -> Bool {
    cells.contains { cell in
      var scalars = Array(cell.text.unicodeScalars)
      if scalars.first == ":" { scalars.removeFirst() }
      if scalars.last == ":" { scalars.removeLast() }
      return !scalars.isEmpty && scalars.allSatisfy { $0 == "-" }
    }
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

/// The `` `@tags` `` of a Markdown line, with their columns.
func markdownTags(_ line: SourceLine) -> [TokenItem] {
  let bytes = line.bytes
  let end = line.end
  let backtick = UInt8(ascii: "`")
  var tags: [TokenItem] = []
  var index = line.trimmedStart
  while index < end {
    if bytes[index] == backtick, index + 2 < end, bytes[index + 1] == UInt8(ascii: "@"),
      bytes[index + 2] != backtick
    {
      var close = index + 2
      while close < end, bytes[close] != backtick { close += 1 }
      if close < end {
        tags.append(
          TokenItem(
            column: line.column(of: index) + 1, text: bytes.string(from: index + 1, to: close)))
        index = close + 1
        continue
      }
    }
    index += 1
  }
  return tags
}
