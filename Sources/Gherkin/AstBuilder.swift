/// Builds a `GherkinDocument` from the parser's rules and tokens, giving ids to nodes in the
/// order their rules close (as cucumber's reference does).
public struct GherkinAstBuilder: GherkinRuleBuilder {
  private enum Item {
    case token(Token)
    case step(Step)
    case docString(DocString)
    case dataTable(DataTable)
    case background(Background)
    case scenario(Scenario)
    case examples(Examples)
    case rows([TableRow])
    case description(String)
    case rule(Rule)
    case feature(Feature)
    case node(Node)
  }

  private struct Node {
    var rule: RuleType
    var items: [Item] = []

    func tokens(_ type: TokenType) -> [Token] {
      items.compactMap { item in
        if case .token(let token) = item, token.type == type { return token }
        return nil
      }
    }

    func token(_ type: TokenType) -> Token? {
      for item in items {
        if case .token(let token) = item, token.type == type { return token }
      }
      return nil
    }

    func child(_ rule: RuleType) -> Node? {
      for item in items {
        if case .node(let node) = item, node.rule == rule { return node }
      }
      return nil
    }

    var description: String {
      for item in items {
        if case .description(let text) = item { return text }
      }
      return ""
    }

    var steps: [Step] {
      items.compactMap { item in
        if case .step(let step) = item { return step }
        return nil
      }
    }
  }

  /// The ids given so far; pass it on to the pickle compiler.
  public private(set) var ids: IdGenerator
  private let uri: String
  private var stack: [Node] = []
  private var comments: [Comment] = []
  private var result: Feature?

  /// A builder for a document from `uri`, drawing ids from `ids`.
  public init(uri: String, ids: IdGenerator = IdGenerator()) {
    self.uri = uri
    self.ids = ids
  }

  /// The document built so far.
  public var document: GherkinDocument {
    GherkinDocument(uri: uri, feature: result, comments: comments)
  }

  /// A rule opens.
  public mutating func startRule(_ rule: RuleType) {
    stack.append(Node(rule: rule))
  }

  /// The innermost rule closes and becomes a node of its parent.
  public mutating func endRule(_ rule: RuleType) throws(GherkinError) {
    guard let node = stack.popLast() else { return }
    guard let item = try transform(node) else { return }
    if stack.isEmpty {
      if case .feature(let feature) = item { result = feature }
    } else {
      stack[stack.count - 1].items.append(item)
    }
  }

  /// Comments go to the document; other tokens to the innermost rule.
  public mutating func build(_ token: Token) {
    if token.type == .comment {
      comments.append(
        Comment(location: Location(line: token.line, column: token.column), text: token.text ?? ""))
    } else if !stack.isEmpty {
      stack[stack.count - 1].items.append(.token(token))
    }
  }

  private mutating func tags(_ node: Node?) -> [Tag] {
    guard let tagsNode = node?.child(.tags) else { return [] }
    var tags: [Tag] = []
    for token in tagsNode.tokens(.tagLine) {
      for item in token.items {
        tags.append(
          Tag(
            id: ids.next(), location: Location(line: token.line, column: item.column),
            name: item.text))
      }
    }
    return tags
  }

  private mutating func rows(_ node: Node) throws(GherkinError) -> [TableRow] {
    var rows: [TableRow] = []
    for token in node.tokens(.tableRow) {
      let cells = token.items.map { item in
        TableCell(location: Location(line: token.line, column: item.column), value: item.text)
      }
      rows.append(
        TableRow(
          id: ids.next(), location: Location(line: token.line, column: token.column), cells: cells))
    }
    if let first = rows.first {
      for row in rows where row.cells.count != first.cells.count {
        throw GherkinError(
          reason: "inconsistent cell count within the table", location: row.location)
      }
    }
    return rows
  }

  private func location(_ token: Token) -> Location {
    Location(line: token.line, column: token.column)
  }

  private mutating func transform(_ node: Node) throws(GherkinError) -> Item? {
    switch node.rule {
    case .step:
      guard let line = node.token(.stepLine) else { return nil }
      var dataTable: DataTable?
      var docString: DocString?
      for item in node.items {
        if case .dataTable(let table) = item, dataTable == nil { dataTable = table }
        if case .docString(let doc) = item, docString == nil { docString = doc }
      }
      return .step(
        Step(
          id: ids.next(), location: location(line), keyword: line.keyword ?? "",
          keywordType: line.keywordType, text: line.text ?? "", dataTable: dataTable,
          docString: docString))
    case .docString:
      guard let separator = node.token(.docStringSeparator) else { return nil }
      let mediaType = separator.text.flatMap { $0.isEmpty ? nil : $0 }
      let content = node.tokens(.other).map { $0.text ?? "" }.joined(separator: "\n")
      return .docString(
        DocString(
          location: location(separator), content: content, delimiter: separator.keyword ?? "",
          mediaType: mediaType))
    case .dataTable:
      let rows = try rows(node)
      guard let first = rows.first else { return nil }
      return .dataTable(DataTable(location: first.location, rows: rows))
    case .background:
      guard let line = node.token(.backgroundLine) else { return nil }
      return .background(
        Background(
          id: ids.next(), location: location(line), keyword: line.keyword ?? "",
          name: line.text ?? "", description: node.description, steps: node.steps))
    case .scenarioDefinition:
      let tags = tags(node)
      guard let scenarioNode = node.child(.scenario), let line = scenarioNode.token(.scenarioLine)
      else { return nil }
      let examples = scenarioNode.items.compactMap { item -> Examples? in
        if case .examples(let examples) = item { return examples }
        return nil
      }
      return .scenario(
        Scenario(
          id: ids.next(), location: location(line), tags: tags, keyword: line.keyword ?? "",
          name: line.text ?? "", description: scenarioNode.description, steps: scenarioNode.steps,
          examples: examples))
    case .examplesDefinition:
      let tags = tags(node)
      guard let examplesNode = node.child(.examples), let line = examplesNode.token(.examplesLine)
      else { return nil }
      var rows: [TableRow] = []
      for item in examplesNode.items {
        if case .rows(let table) = item {
          rows = table
          break
        }
      }
      return .examples(
        Examples(
          id: ids.next(), location: location(line), tags: tags, keyword: line.keyword ?? "",
          name: line.text ?? "", description: examplesNode.description, tableHeader: rows.first,
          tableBody: Array(rows.dropFirst())))
    case .examplesTable:
      return .rows(try rows(node))
    case .description:
      var lines = node.tokens(.other).map { $0.text ?? "" }
      while let last = lines.last, last.isEmpty { lines.removeLast() }
      return .description(lines.joined(separator: "\n"))
    case .rule:
      guard let header = node.child(.ruleHeader), let line = header.token(.ruleLine) else {
        return nil
      }
      let tags = tags(header)
      var children: [RuleChild] = []
      var background: Background?
      for item in node.items {
        if case .background(let found) = item, background == nil { background = found }
      }
      if let background { children.append(.background(background)) }
      for item in node.items {
        if case .scenario(let scenario) = item { children.append(.scenario(scenario)) }
      }
      return .rule(
        Rule(
          id: ids.next(), location: location(line), tags: tags, keyword: line.keyword ?? "",
          name: line.text ?? "", description: header.description, children: children))
    case .feature:
      guard let header = node.child(.featureHeader), let line = header.token(.featureLine) else {
        return nil
      }
      let tags = tags(header)
      var children: [FeatureChild] = []
      var background: Background?
      for item in node.items {
        if case .background(let found) = item, background == nil { background = found }
      }
      if let background { children.append(.background(background)) }
      for item in node.items {
        if case .scenario(let scenario) = item { children.append(.scenario(scenario)) }
      }
      for item in node.items {
        if case .rule(let rule) = item { children.append(.rule(rule)) }
      }
      return .feature(
        Feature(
          location: location(line), tags: tags, language: line.dialect, keyword: line.keyword,
          name: line.text ?? "", description: header.description, children: children))
    case .gherkinDocument:
      for item in node.items {
        if case .feature(let feature) = item { return .feature(feature) }
      }
      return nil
    default:
      return .node(node)
    }
  }
}
