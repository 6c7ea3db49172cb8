/// Builds a `GherkinDocument` from the parser's rules and tokens, giving ids to nodes in the
/// order their rules close (as cucumber's reference does).
///
/// The grammar never nests a rule inside itself, so every open rule has one typed slot (the
/// scenario being built, its steps, its examples, …) instead of a generic node holding a list
/// of items: tokens and finished children go straight to where they are used, and what a
/// closing rule makes is moved (not copied) into its parent.
package struct GherkinAstBuilder: GherkinRuleBuilder {
  /// The parts of a keyword line (feature, rule, background, scenario, examples, step) that
  /// nodes keep.
  private struct KeywordLine {
    var location: Location
    var keyword: String?
    var keywordType: StepKeywordType?
    var text: String
    var dialect: String

    init(_ token: borrowing Token) {
      location = Location(line: token.line, column: token.column)
      keyword = token.keyword
      keywordType = token.keywordType
      text = token.text ?? ""
      dialect = token.dialect
    }
  }

  /// A tag line's tags, before they get ids (when their owner closes).
  private struct TagLine {
    var line: Int
    var items: [TokenItem]
  }

  /// What a feature or rule collects while it is open.
  private struct Container<Child> {
    var line: KeywordLine?
    var tags: [TagLine] = []
    var description: String?
    /// Background, scenarios and rules in the order they close, which is the order of the
    /// node's children (the grammar puts the background first and rules last).
    var children: [Child] = []
    var hasBackground = false
  }

  /// What a scenario definition collects while it is open.
  private struct PendingScenario {
    var tags: [TagLine] = []
    var line: KeywordLine?
    var description: String?
    var steps: [Step] = []
    var examples: [Examples] = []
  }

  /// What an examples definition collects while it is open.
  private struct PendingExamples {
    var tags: [TagLine] = []
    var line: KeywordLine?
    var description: String?
    var rows: [TableRow]?
  }

  /// What a background collects while it is open.
  private struct PendingBackground {
    var line: KeywordLine?
    var description: String?
    var steps: [Step] = []
  }

  /// What a step collects while it is open.
  private struct PendingStep {
    var line: KeywordLine?
    var dataTable: DataTable?
    var docString: DocString?
  }

  /// The ids given so far; pass it on to the pickle compiler.
  package private(set) var ids: IdGenerator
  private let uri: String
  private var comments: [Comment] = []
  private var result: Feature?

  /// The open rules, innermost last.
  private var open: [RuleType] = []
  private var feature = Container<FeatureChild>()
  private var finishedFeature: Feature?
  private var rule = Container<RuleChild>()
  private var background = PendingBackground()
  private var scenario = PendingScenario()
  private var scenarioClosed = false
  private var examples = PendingExamples()
  private var examplesClosed = false
  private var step = PendingStep()
  /// The tag lines of the open `tags` rule.
  private var tagLines: [TagLine] = []
  /// The `Other` lines of the open description or doc string.
  private var textLines: [String] = []
  /// The opening delimiter of the open doc string.
  private var docSeparator: Token?
  /// The rows of the open data or examples table, with their ids: nothing else gets an id
  /// between a table's first row and its end, so numbering rows as they come gives the ids
  /// numbering them when the table closes would.
  private var rows: [TableRow] = []

  /// A builder for a document from `uri`, drawing ids from `ids`.
  package init(uri: String, ids: IdGenerator = IdGenerator()) {
    self.uri = uri
    self.ids = ids
    open.reserveCapacity(8)
  }

  /// The document built so far.
  package var document: GherkinDocument {
    GherkinDocument(uri: uri, feature: result, comments: comments)
  }

  /// A rule opens.
  package mutating func startRule(_ type: RuleType) {
    open.append(type)
    switch type {
    case .feature: feature = Container()
    case .rule: rule = Container()
    case .background: background = PendingBackground()
    case .scenarioDefinition:
      scenario = PendingScenario()
      scenarioClosed = false
    case .examplesDefinition:
      examples = PendingExamples()
      examplesClosed = false
    case .step: step = PendingStep()
    case .tags: tagLines.removeAll(keepingCapacity: true)
    case .description: textLines.removeAll(keepingCapacity: true)
    case .docString:
      textLines.removeAll(keepingCapacity: true)
      docSeparator = nil
    case .dataTable, .examplesTable: rows.removeAll(keepingCapacity: true)
    case .gherkinDocument, .featureHeader, .ruleHeader, .scenario, .examples: break
    }
  }

  /// The innermost rule closes and becomes part of its parent.
  package mutating func endRule(_ type: RuleType) throws(GherkinError) {
    guard open.popLast() != nil else { return }
    let parent = open.last
    switch type {
    case .gherkinDocument:
      result = finishedFeature.take()
    case .feature:
      guard let line = feature.line.take() else { return }
      let tags = makeTags(feature.tags)
      finishedFeature = Feature(
        location: line.location, tags: tags, language: line.dialect, keyword: line.keyword,
        name: line.text, description: feature.description.take() ?? "",
        children: moveOut(&feature.children))
    case .rule:
      guard let line = rule.line.take() else { return }
      let tags = makeTags(rule.tags)
      feature.children.append(
        .rule(
          Rule(
            id: ids.next(), location: line.location, tags: tags, keyword: line.keyword ?? "",
            name: line.text, description: rule.description.take() ?? "",
            children: moveOut(&rule.children))))
    case .background:
      guard let line = background.line.take() else { return }
      let made = Background(
        id: ids.next(), location: line.location, keyword: line.keyword ?? "", name: line.text,
        description: background.description.take() ?? "", steps: moveOut(&background.steps))
      if parent == .rule {
        if !rule.hasBackground {
          rule.hasBackground = true
          rule.children.append(.background(made))
        }
      } else if !feature.hasBackground {
        feature.hasBackground = true
        feature.children.append(.background(made))
      }
    case .scenarioDefinition:
      let tags = makeTags(scenario.tags)
      guard scenarioClosed, let line = scenario.line.take() else { return }
      let made = Scenario(
        id: ids.next(), location: line.location, tags: tags, keyword: line.keyword ?? "",
        name: line.text, description: scenario.description.take() ?? "",
        steps: moveOut(&scenario.steps), examples: moveOut(&scenario.examples))
      if parent == .rule {
        rule.children.append(.scenario(made))
      } else {
        feature.children.append(.scenario(made))
      }
    case .scenario:
      scenarioClosed = true
    case .examplesDefinition:
      let tags = makeTags(examples.tags)
      guard examplesClosed, let line = examples.line.take() else { return }
      var body = examples.rows.take() ?? []
      let header = body.isEmpty ? nil : body.removeFirst()
      scenario.examples.append(
        Examples(
          id: ids.next(), location: line.location, tags: tags, keyword: line.keyword ?? "",
          name: line.text, description: examples.description.take() ?? "", tableHeader: header,
          tableBody: body))
    case .examples:
      examplesClosed = true
    case .examplesTable:
      let made = try takeRows()
      if examples.rows == nil { examples.rows = made }
    case .step:
      guard let line = step.line.take() else { return }
      let made = Step(
        id: ids.next(), location: line.location, keyword: line.keyword ?? "",
        keywordType: line.keywordType, text: line.text, dataTable: step.dataTable.take(),
        docString: step.docString.take())
      if parent == .background {
        background.steps.append(made)
      } else {
        scenario.steps.append(made)
      }
    case .dataTable:
      let made = try takeRows()
      guard let first = made.first else { return }
      if step.dataTable == nil { step.dataTable = DataTable(location: first.location, rows: made) }
    case .docString:
      guard let separator = docSeparator.take() else { return }
      let mediaType = separator.text.flatMap { $0.isEmpty ? nil : $0 }
      let made = DocString(
        location: Location(line: separator.line, column: separator.column),
        content: textLines.joined(separator: "\n"), delimiter: separator.keyword ?? "",
        mediaType: mediaType)
      if step.docString == nil { step.docString = made }
    case .tags:
      switch parent {
      case .featureHeader: if feature.tags.isEmpty { feature.tags = tagLines }
      case .ruleHeader: if rule.tags.isEmpty { rule.tags = tagLines }
      case .scenarioDefinition: if scenario.tags.isEmpty { scenario.tags = tagLines }
      case .examplesDefinition: if examples.tags.isEmpty { examples.tags = tagLines }
      default: break
      }
    case .description:
      while let last = textLines.last, last.isEmpty { textLines.removeLast() }
      let text = textLines.joined(separator: "\n")
      switch parent {
      case .featureHeader: if feature.description == nil { feature.description = text }
      case .ruleHeader: if rule.description == nil { rule.description = text }
      case .background: if background.description == nil { background.description = text }
      case .scenario: if scenario.description == nil { scenario.description = text }
      case .examples: if examples.description == nil { examples.description = text }
      default: break
      }
    case .featureHeader, .ruleHeader:
      break
    }
  }

  /// Comments go to the document; other tokens to the part of the open rules they belong to.
  package mutating func build(_ token: Token) {
    if token.type == .comment {
      comments.append(
        Comment(location: Location(line: token.line, column: token.column), text: token.text ?? ""))
      return
    }
    guard let type = token.type, !open.isEmpty else { return }
    switch type {
    case .comment: break
    case .featureLine: if feature.line == nil { feature.line = KeywordLine(token) }
    case .ruleLine: if rule.line == nil { rule.line = KeywordLine(token) }
    case .backgroundLine: if background.line == nil { background.line = KeywordLine(token) }
    case .scenarioLine: if scenario.line == nil { scenario.line = KeywordLine(token) }
    case .examplesLine: if examples.line == nil { examples.line = KeywordLine(token) }
    case .stepLine: if step.line == nil { step.line = KeywordLine(token) }
    case .tagLine: tagLines.append(TagLine(line: token.line, items: token.items))
    case .tableRow:
      guard let source = token.source else { return }
      let line = token.line
      let cells = source.tableCells { column, text in
        TableCell(location: Location(line: line, column: column), value: text)
      }
      rows.append(
        TableRow(id: ids.next(), location: Location(line: line, column: token.column), cells: cells)
      )
    case .docStringSeparator: if docSeparator == nil { docSeparator = token }
    case .other: textLines.append(token.text ?? "")
    case .eof, .empty, .language: break
    }
  }

  private mutating func makeTags(_ lines: [TagLine]) -> [Tag] {
    var tags: [Tag] = []
    for line in lines {
      tags.reserveCapacity(tags.count + line.items.count)
      for item in line.items {
        tags.append(
          Tag(
            id: ids.next(), location: Location(line: line.line, column: item.column),
            name: item.text))
      }
    }
    return tags
  }

  /// The rows of the table that closes, checked for the same number of cells.
  private mutating func takeRows() throws(GherkinError) -> [TableRow] {
    let made = moveOut(&rows)
    if let first = made.first {
      for row in made where row.cells.count != first.cells.count {
        throw GherkinError(
          reason: "inconsistent cell count within the table", location: row.location)
      }
    }
    return made
  }
}

/// `value`, moved out and replaced by an empty array (no copy, no reference count change).
@inline(__always)
private func moveOut<Element>(_ value: inout [Element]) -> [Element] {
  var result: [Element] = []
  swap(&result, &value)
  return result
}
