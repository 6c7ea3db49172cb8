import Suggestions
import Yams

/// Reads MagentaA11y criteria pages: a Markdown page with front matter, or the "Condensed"
/// list (see ``CriteriaPage``).
///
/// The front matter is read as the small part of YAML the pages use — `key: text`, a group
/// key with its criteria indented under it, `key: |` with the text indented under the key,
/// quoted text, comments and blank lines — so that every problem is reported at its line with
/// what was expected there; anything else is an error, never skipped. Quoted text is decoded
/// by Yams, the YAML library component files are read with, so every YAML escape (`\x42`,
/// `\n`, `\u00e9`, `''`) means what it means in YAML.
package enum CriteriaPageParser {
  /// The top-level keys of the front matter that hold no criteria (the site's own).
  static let pageKeys = ["title", "layout", "categories", "description", "order"]

  /// What a page writes for a group with no criteria (`keyboard:` then `N/A`).
  static let noCriteriaWords: Set<String> = ["n/a", "na", "none", "not applicable"]

  /// Reads `text`, the contents of the file `uri` names.
  package static func parse(_ text: String, uri: String) throws(CriteriaPageError) -> CriteriaPage {
    var work = 0
    return try parse(text, uri: uri, work: &work)
  }

  /// ``parse(_:uri:)``, adding to `work` the criteria it looks at while checking each new
  /// one against those before it (so tests can see it stays linear).
  package static func parse(
    _ text: String, uri: String, work: inout Int
  ) throws(CriteriaPageError) -> CriteriaPage {
    let lines = Self.lines(text)
    if lines.first.map({ trimmedEnd($0) == "---" }) == true {
      var reader = FrontMatterReader(uri: uri, lines: lines)
      defer { work += reader.work }
      return try reader.read()
    }
    if let start = lines.firstIndex(where: isCondensedHeading) {
      var reader = CondensedReader(uri: uri, lines: lines, start: start)
      defer { work += reader.work }
      return try reader.read()
    }
    throw CriteriaPageError(
      uri: uri, line: 1,
      message:
        "not a MagentaA11y criteria page: expected front matter (a first line '---', then "
        + "'title:' and the groups keyboard, mobile, screenreader, settings) or a "
        + "'## Condensed' section with numbered groups of '- Key: text' criteria")
  }

  /// The lines of `text` without their line ends (LF or CRLF) and without a byte order mark.
  static func lines(_ text: String) -> [Substring] {
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    // "\r\n" is one Character: split on both.
    return body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
  }

  static func trimmedEnd(_ text: Substring) -> Substring {
    var text = text
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }

  static func trimmed(_ text: Substring) -> Substring {
    var text = trimmedEnd(text)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    return text
  }

  /// `## Condensed` (any heading level from 2, any case).
  static func isCondensedHeading(_ line: Substring) -> Bool {
    let text = trimmed(line)
    guard text.hasPrefix("##") else { return false }
    return trimmed(text.drop { $0 == "#" }).lowercased() == "condensed"
  }

  /// The spaces a line starts with.
  static func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
}

/// Reads the front matter, line by line.
private struct FrontMatterReader {
  let uri: String
  let lines: [Substring]
  /// The criteria looked up to find duplicates.
  var work = 0

  var title: (text: String, line: Int)?
  var groups: [CriteriaGroup] = []
  /// The group being read and the column of its criteria once known.
  var group: (kind: CriteriaGroupKind, line: Int, indent: Int?)?
  /// The open group's criteria, and the line of each normalised key (kept apart from `group`
  /// so that appending never copies them).
  var criteria: [PageCriterion] = []
  var keyLines: [String: Int] = [:]
  /// A criterion whose text is the block under it, and that text's lines.
  var block: (key: String, line: Int, indent: Int)?
  var blockText: [Substring] = []
  /// Whether the open group says it has no criteria (`N/A`).
  var groupHasNone = false
  /// The line whose `description:` says the page is for the web.
  var webLine: Int?
  var warnings: [CriteriaPageWarning] = []

  init(uri: String, lines: [Substring]) {
    self.uri = uri
    self.lines = lines
  }

  func error(_ line: Int, column: Int? = nil, _ message: String) -> CriteriaPageError {
    CriteriaPageError(uri: uri, line: line, column: column, message: message)
  }

  mutating func warn(_ line: Int, column: Int? = nil, _ message: String) {
    warnings.append(CriteriaPageWarning(uri: uri, line: line, column: column, message: message))
  }

  mutating func read() throws(CriteriaPageError) -> CriteriaPage {
    guard
      let end = lines.indices.dropFirst().first(where: {
        let line = CriteriaPageParser.trimmedEnd(lines[$0])
        return line == "---" || line == "..."
      })
    else {
      let last = lines.lastIndex { !CriteriaPageParser.trimmed($0).isEmpty } ?? 0
      throw error(
        last + 1,
        "the front matter that starts on line 1 is not closed: expected a line '---' after "
          + "its last criterion")
    }
    for index in 1..<end { try read(lines[index], number: index + 1) }
    try closeBlock()
    try closeGroup()
    guard let title else {
      throw error(1, "the front matter has no title: expected a line such as 'title: \"Button\"'")
    }
    guard !groups.isEmpty else {
      throw error(
        end + 1,
        "the front matter has no criteria: expected the groups keyboard:, mobile:, "
          + "screenreader: or settings:, each with 'key: text' criteria indented under it")
    }
    return CriteriaPage(
      format: .frontMatter, title: title.text, titleLine: title.line, groups: groups,
      webLine: webLine, warnings: warnings)
  }

  mutating func read(_ line: Substring, number: Int) throws(CriteriaPageError) {
    let leading = line.prefix { $0 == " " || $0 == "\t" }
    if let tab = leading.firstIndex(of: "\t") {
      throw error(
        number, column: line.distance(from: line.startIndex, to: tab) + 1,
        "a tab in the indentation: YAML indents with spaces only")
    }
    let indent = leading.count
    let content = CriteriaPageParser.trimmed(line)
    if let open = block {
      if content.isEmpty || indent > open.indent {
        blockText.append(content)
        return
      }
      try closeBlock()
    }
    if content.isEmpty || content.hasPrefix("#") { return }
    // `keyboard:` then `N/A` under it: a group the page says has no criteria.
    if let open = group, criteria.isEmpty, !groupHasNone, indent > 0,
      CriteriaPageParser.noCriteriaWords.contains(content.lowercased())
    {
      noCriteria(in: open.kind, number: number, column: indent + 1, written: content)
      return
    }
    guard !content.hasPrefix("- ") && content != "-" else {
      throw error(
        number, column: indent + 1,
        "a list item where a criterion was expected: write each criterion as 'key: text' "
          + "(keyboard, mobile, screenreader and settings are mappings)")
    }
    guard let pair = Self.keyAndValue(content) else {
      throw error(
        number, column: indent + 1,
        "expected 'key: text' (a criterion) or a group ('keyboard:', 'mobile:', "
          + "'screenreader:', 'settings:'); found '\(Self.shown(content))'")
    }
    let (rawKey, rawValue) = pair
    let key = try unquoted(rawKey, line: number, column: indent + 1)
    let valueColumn = indent + content.count - rawValue.count + 1
    if indent == 0 {
      try topLevel(key, rawValue, number: number, column: valueColumn)
    } else {
      try criterion(key, rawValue, number: number, indent: indent, column: valueColumn)
    }
  }

  mutating func topLevel(
    _ key: String, _ value: Substring, number: Int, column: Int
  ) throws(CriteriaPageError) {
    let lowered = key.lowercased()
    let known = CriteriaPageParser.pageKeys + CriteriaGroupKind.allCases.map(\.rawValue)
    // A criterion written at the left edge under a group's criteria (`group: |` after
    // `screenreader:`'s): a slip a reader of the page reads past, so it is the open group's,
    // said in a warning. An empty value is a group heading, so that stays an error.
    if let open = group, !known.contains(lowered), !value.isEmpty,
      Suggestions.didYouMean(key, among: known).isEmpty
    {
      warn(
        number, column: 1,
        "'\(Self.shown(Substring(key)))' is not indented under \(open.kind.rawValue): read as "
          + "one of its criteria, as the page's layout suggests; indent it to say so")
      try criterion(
        key, value, number: number, indent: open.indent ?? 2, column: column, blockIndent: 0)
      return
    }
    try closeGroup()
    if let kind = CriteriaGroupKind(rawValue: lowered) {
      if CriteriaPageParser.noCriteriaWords.contains(value.lowercased()) {
        if let first = groups.first(where: { $0.kind == kind }) {
          throw error(
            number, "the group '\(key)' appears twice (first on line \(first.line)): merge them")
        }
        group = (kind, number, nil)
        noCriteria(in: kind, number: number, column: column, written: value)
        return
      }
      guard value.isEmpty else {
        throw error(
          number, column: column,
          "the group '\(key)' holds criteria: expected nothing after '\(key):' and its "
            + "criteria indented under it, one 'key: text' a line")
      }
      if let first = groups.first(where: { $0.kind == kind }) {
        throw error(
          number, "the group '\(key)' appears twice (first on line \(first.line)): merge them")
      }
      group = (kind, number, nil)
      criteria = []
      keyLines = [:]
      return
    }
    switch lowered {
    case "title":
      let text = try unquoted(value, line: number, column: column)
      guard !text.isEmpty else {
        throw error(number, column: column, "the title is empty: expected the control's name")
      }
      if let title {
        throw error(number, "a second title (the first is on line \(title.line))")
      }
      title = (text, number)
    case "description":
      // The web pages describe themselves ("How to code and test accessible buttons for the
      // Web"); the native ones have no description.
      let text = try unquoted(value, line: number, column: column).lowercased()
      if text.contains("for the web") || text.hasSuffix(" web") { webLine = webLine ?? number }
    case "layout", "categories", "order":
      break
    default:
      let hint = Suggestions.didYouMean(key, among: known)
      throw error(
        number, column: 1,
        "unknown key '\(Self.shown(Substring(key)))' at the top level\(hint): expected "
          + known.joined(separator: ", ")
          + (hint.isEmpty
            ? "; if it is a criterion, indent it under its group like the others" : ""))
    }
  }

  /// The open group `kind` says it has none (`N/A`): kept out of the page, with a warning.
  mutating func noCriteria(
    in kind: CriteriaGroupKind, number: Int, column: Int, written: Substring
  ) {
    groupHasNone = true
    warn(
      number, column: column,
      "the page writes '\(Self.shown(written))' for \(kind.rawValue): read as no "
        + "\(kind.rawValue) criteria")
  }

  mutating func criterion(
    _ key: String, _ value: Substring, number: Int, indent: Int, column: Int,
    blockIndent: Int? = nil
  ) throws(CriteriaPageError) {
    guard let open = group else {
      throw error(
        number, column: indent + 1,
        "'\(Self.shown(Substring(key)))' is indented, but no group is open: expected it under "
          + "keyboard:, mobile:, screenreader: or settings:")
    }
    if let expected = open.indent, expected != indent {
      throw error(
        number, column: indent + 1,
        "expected this criterion of \(open.kind.rawValue) at column \(expected + 1), as "
          + "the group's first one, not \(indent + 1) (a criterion's text goes under it with "
          + "'key: |')")
    }
    group?.indent = indent
    let normalized = PageCriterion(group: open.kind, key: key, text: "", line: number)
      .normalizedKey
    guard !key.isEmpty else {
      throw error(number, column: indent + 1, "a criterion without a key: expected 'key: text'")
    }
    work += 1
    if let twin = keyLines[normalized] {
      throw error(
        number, column: indent + 1,
        "the criterion '\(Self.shown(Substring(key)))' appears twice in \(open.kind.rawValue) "
          + "(first on line \(twin))")
    }
    keyLines[normalized] = number
    let marker = value.first.map { $0 == "|" || $0 == ">" } ?? true
    if marker {
      if let first = value.first,
        value.dropFirst().contains(where: { !"+-0123456789".contains($0) })
      {
        throw error(
          number, column: column,
          "expected '\(first)' alone (the text indented on the lines under it), found "
            + "'\(Self.shown(value))'")
      }
      block = (key, number, blockIndent ?? indent)
      blockText = []
      return
    }
    let text = try unquoted(value, line: number, column: column)
    criteria.append(PageCriterion(group: open.kind, key: key, text: text, line: number))
  }

  mutating func closeBlock() throws(CriteriaPageError) {
    guard let open = block, let kind = group?.kind else { return }
    block = nil
    let text = blockText.filter { !$0.isEmpty }.joined(separator: " ")
    blockText = []
    guard !text.isEmpty else {
      throw error(
        open.line,
        "the criterion '\(Self.shown(Substring(open.key)))' has no text: expected what is "
          + "expected, indented under it")
    }
    criteria.append(PageCriterion(group: kind, key: open.key, text: text, line: open.line))
  }

  mutating func closeGroup() throws(CriteriaPageError) {
    guard let open = group else { return }
    group = nil
    if groupHasNone {
      groupHasNone = false
      guard criteria.isEmpty else {
        throw error(
          criteria[0].line,
          "the group '\(open.kind.rawValue)' says it has no criteria (line \(open.line)) "
            + "and then has some: remove the one or the others")
      }
      keyLines = [:]
      return
    }
    guard !criteria.isEmpty else {
      throw error(
        open.line,
        "the group '\(open.kind.rawValue)' has no criteria: expected 'key: text' lines "
          + "indented under it")
    }
    groups.append(CriteriaGroup(kind: open.kind, line: open.line, criteria: criteria))
    criteria = []
    keyLines = [:]
  }

  /// `key` and what follows `: ` (or the end) on a line, or `nil` when the line has no such
  /// colon outside quotes.
  static func keyAndValue(_ content: Substring) -> (Substring, Substring)? {
    var quote: Character?
    var index = content.startIndex
    while index < content.endIndex {
      let character = content[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'", index == content.startIndex {
        quote = character
      } else if character == ":" {
        let next = content.index(after: index)
        if next == content.endIndex || content[next] == " " {
          return (
            CriteriaPageParser.trimmed(content[..<index]),
            CriteriaPageParser.trimmed(content[next...])
          )
        }
      }
      index = content.index(after: index)
    }
    return nil
  }

  /// Quoted text without its quotes, its escapes decoded as YAML decodes them; plain text
  /// without a trailing ` # comment`.
  func unquoted(_ value: Substring, line: Int, column: Int) throws(CriteriaPageError) -> String {
    guard let first = value.first, first == "\"" || first == "'" else {
      if let comment = value.firstRange(of: " #") {
        return String(CriteriaPageParser.trimmed(value[..<comment.lowerBound]))
      }
      return String(value)
    }
    var escaped = false
    var index = value.index(after: value.startIndex)
    while index < value.endIndex {
      let character = value[index]
      let next = value.index(after: index)
      if character == first {
        if first == "'", next < value.endIndex, value[next] == "'" {
          escaped = true
          index = value.index(after: next)
          continue
        }
        let rest = CriteriaPageParser.trimmed(value[next...])
        guard rest.isEmpty || rest.hasPrefix("#") else {
          throw error(
            line, column: column + value.distance(from: value.startIndex, to: next),
            "text after the closing quote: expected the end of the line")
        }
        let inside = value[value.index(after: value.startIndex)..<index]
        return escaped ? try decoded(value[..<next], line: line, column: column) : String(inside)
      }
      if first == "\"", character == "\\", next < value.endIndex {
        escaped = true
        index = value.index(after: next)
        continue
      }
      index = next
    }
    throw error(
      line, column: column, "the quoted text is not closed: expected a closing \(first)")
  }

  /// A quoted scalar with escapes (`"a\nb"`, `'Bob''s'`), decoded by Yams; an escape YAML
  /// does not know is an error at its column.
  func decoded(_ quoted: Substring, line: Int, column: Int) throws(CriteriaPageError) -> String {
    let problem: String
    var offset = 0
    do {
      if let text = try Yams.compose(yaml: String(quoted))?.scalar?.string { return text }
      problem = "not a quoted text"
    } catch let yamlError as YamlError {
      switch yamlError {
      case .scanner(_, let found, let mark, _), .parser(_, let found, let mark, _),
        .composer(_, let found, let mark, _):
        problem = found
        offset = mark.line == 1 ? max(0, mark.column - 1) : 0
      default:
        problem = "not a quoted text"
      }
    } catch {
      problem = "not a quoted text"
    }
    throw self.error(
      line, column: column + offset,
      "the quoted text is not valid YAML (\(problem)): in double quotes a backslash starts "
        + "an escape such as \\n, \\\" or \\x41; write \\\\ for a backslash, or use single quotes")
  }

  /// `text` for an error message: at most 60 characters, control characters escaped.
  static func shown(_ text: Substring) -> String { CondensedReader.shown(text) }
}

/// Reads the "## Condensed" section: numbered groups of `- Key: text` bullets.
private struct CondensedReader {
  let uri: String
  let lines: [Substring]
  let start: Int
  /// The criteria looked up to find duplicates.
  var work = 0
  /// The line of each normalised key of the last group.
  var keyLines: [String: Int] = [:]

  var title: (text: String, line: Int)?
  var link: (text: String, line: Int)?
  var groups: [CriteriaGroup] = []
  var bulletIndent = 0
  /// Whether the line before was a criterion's text (no blank line since), which a line that
  /// starts nothing new continues, as Markdown's lazy continuation lines do.
  var continuable = false
  /// The line that says the page is MagentaA11y's web criteria.
  var webLine: Int?
  var warnings: [CriteriaPageWarning] = []
  /// Each key's first text in the open group, to tell a repeated line from a second one.
  var firstTexts: [String: String] = [:]
  /// The lines of groups with a criterion written `n/a`: with no other, such a group is left
  /// out, not an error.
  var notApplicableGroups: Set<Int> = []

  init(uri: String, lines: [Substring], start: Int) {
    self.uri = uri
    self.lines = lines
    self.start = start
  }

  func error(_ line: Int, column: Int? = nil, _ message: String) -> CriteriaPageError {
    CriteriaPageError(uri: uri, line: line, column: column, message: message)
  }

  /// The words that name each group in the site's numbered headings, checked in this order
  /// ("Test keyboard only, then screen reader + keyboard actions" names the screen reader too).
  static let groupWords: [(words: [String], kind: CriteriaGroupKind)] = [
    (["keyboard"], .keyboard), (["gesture"], .mobile), (["setting"], .settings),
    (["screenreader output", "screen reader output", "listen"], .screenreader),
  ]

  mutating func read() throws(CriteriaPageError) -> CriteriaPage {
    var index = start + 1
    while index < lines.count {
      let line = lines[index]
      let text = CriteriaPageParser.trimmed(line)
      // The section ends at the next heading of level 2 (or 1).
      if text.hasPrefix("#"), !text.hasPrefix("###") { break }
      try read(line, number: index + 1)
      index += 1
    }
    let end = index
    guard let named = title ?? link else {
      throw error(
        start + 1,
        "the Condensed section does not say which control it is about: expected a line "
          + "such as 'How to test a stepper'")
    }
    groups.removeAll { $0.criteria.isEmpty && notApplicableGroups.contains($0.line) }
    guard !groups.isEmpty else {
      throw error(
        end,
        "the Condensed section has no criteria: expected numbered groups ('1. Test keyboard "
          + "only…') with '- Key: text' criteria under them")
    }
    if let empty = groups.first(where: { $0.criteria.isEmpty }) {
      throw error(
        empty.line,
        "the group '\(empty.kind.rawValue)' has no criteria: expected '- Key: text' lines "
          + "under it")
    }
    return CriteriaPage(
      format: .condensed, title: named.text, titleLine: named.line, groups: groups,
      webLine: webLine, warnings: warnings)
  }

  mutating func read(_ line: Substring, number: Int) throws(CriteriaPageError) {
    let text = CriteriaPageParser.trimmed(line)
    let indent = CriteriaPageParser.indent(line)
    let lowered = text.lowercased()
    let continues = continuable
    continuable = false
    // `### #a11y - Web Accessibility Acceptance Criteria` (the native pages say Native).
    if text.hasPrefix("#"), lowered.contains("web accessibility") || lowered.contains("web app") {
      webLine = webLine ?? number
    }
    if text.isEmpty || text.hasPrefix("#") { return }
    if lowered.hasPrefix("how to test ") {
      var name = lowered.dropFirst("how to test ".count)
      for article in ["a ", "an ", "the "] where name.hasPrefix(article) {
        name = name.dropFirst(article.count)
      }
      let cleaned = CriteriaPageParser.trimmed(name.drop { $0 == " " }).filter { $0 != ":" }
      if title == nil, !cleaned.isEmpty { title = (String(cleaned), number) }
      return
    }
    if lowered.hasPrefix("full information") {
      if lowered.contains("/web-criteria/") { webLine = webLine ?? number }
      // `…/native-criteria/controls/stepper)`: the control, when no heading names it.
      if link == nil, let slash = text.lastIndex(of: "/") {
        let name = text[text.index(after: slash)...].prefix { $0 != ")" && $0 != "]" }
        if !name.isEmpty { link = (String(name.replacing("-", with: " ")), number) }
      }
      return
    }
    if let heading = Self.numbered(text) {
      guard
        let kind = Self.groupWords.first(where: { entry in
          entry.words.contains { heading.lowercased().contains($0) }
        })?.kind
      else {
        throw error(
          number, column: indent + 1,
          "'\(Self.shown(heading))' is no group of MagentaA11y's native criteria: expected "
            + "'Test keyboard only…', 'Test mobile screenreader gestures', 'Listen to "
            + "screenreader output…' or 'Test device settings'")
      }
      if let first = groups.first(where: { $0.kind == kind }) {
        throw error(
          number, "a second \(kind.rawValue) group (the first is on line \(first.line))")
      }
      groups.append(CriteriaGroup(kind: kind, line: number, criteria: []))
      keyLines = [:]
      firstTexts = [:]
      return
    }
    if text.hasPrefix("- ") || text.hasPrefix("* ") || text.hasPrefix("+ ") {
      guard let kind = groups.last?.kind else {
        throw error(
          number, column: indent + 1,
          "a criterion before any group: expected a numbered group first ('1. Test keyboard "
            + "only, then screen reader + keyboard actions')")
      }
      let item = CriteriaPageParser.trimmed(text.dropFirst(2))
      guard
        let colon = item.firstRange(of: ": ")
          ?? (item.hasSuffix(":") ? item.firstRange(of: ":") : nil)
      else {
        throw error(
          number, column: indent + 3,
          "expected '- Key: what is expected' (such as '- Spacebar: Activates the button'); "
            + "found '\(Self.shown(item))'")
      }
      let key = String(CriteriaPageParser.trimmed(item[..<colon.lowerBound]))
      let said = String(CriteriaPageParser.trimmed(item[colon.upperBound...]))
      guard !key.isEmpty, !said.isEmpty else {
        throw error(
          number, column: indent + 3,
          key.isEmpty
            ? "a criterion without a key: expected '- Key: what is expected'"
            : "the criterion '\(Self.shown(Substring(key)))' has no text after its colon")
      }
      let criterion = PageCriterion(group: kind, key: key, text: said, line: number)
      let normalized = criterion.normalizedKey
      bulletIndent = indent
      // "Group: n/a": the page says the criterion does not apply to this control.
      if CriteriaPageParser.noCriteriaWords.contains(said.lowercased()) {
        notApplicableGroups.insert(groups[groups.count - 1].line)
        return
      }
      work += 1
      // A key written twice (the carousel's two Role lines): both are read, as a person
      // reads two bullets, unless the second says the same; either way, a warning.
      if let twin = keyLines[normalized] {
        let same = firstTexts[normalized] == said
        warnings.append(
          CriteriaPageWarning(
            uri: uri, line: number, column: indent + 3,
            message: "the criterion '\(Self.shown(Substring(key)))' appears twice in "
              + "\(kind.rawValue) (first on line \(twin)): "
              + (same ? "the same words, read once" : "both are read")))
        if same { return }
      } else {
        keyLines[normalized] = number
        firstTexts[normalized] = said
      }
      groups[groups.count - 1].criteria.append(criterion)
      continuable = true
      return
    }
    // A bullet's text wrapped onto the next line: indented under it, or right after it at any
    // indentation (the site's pages wrap both ways).
    if indent > bulletIndent || continues, let group = groups.indices.last,
      let last = groups[group].criteria.indices.last
    {
      groups[group].criteria[last].text += " " + text
      continuable = true
      return
    }
    throw error(
      number, column: indent + 1,
      "expected a numbered group ('1. Test keyboard only…'), a criterion ('- Spacebar: "
        + "Activates the button') or 'How to test a …'; found '\(Self.shown(text))'")
  }

  /// The heading of `1. Test …` or `1) Test …`.
  static func numbered(_ text: Substring) -> Substring? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count < 4 else { return nil }
    let rest = text.dropFirst(digits.count)
    guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else {
      return nil
    }
    let heading = CriteriaPageParser.trimmed(rest.dropFirst(2))
    return heading.isEmpty ? nil : heading
  }

  /// `text` for an error message: at most 60 characters, control characters escaped.
  static func shown(_ text: Substring) -> String {
    var shown = ""
    for scalar in text.unicodeScalars.prefix(60) {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        shown += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return text.unicodeScalars.count > 60 ? shown + "…" : shown
  }
}
