/// Builds a `GherkinDocument` from the parser's rules and tokens, giving ids to nodes in the
/// order their rules close (as cucumber's reference does).
///
/// The grammar never nests a rule inside itself, so every open rule has one typed slot (the
/// scenario being built, its steps, its examples, …) instead of a generic node holding a list
/// of items: tokens and finished children go straight to where they are used, and what a
/// closing rule makes is moved (not copied) into its parent. A keyword line stays a token
/// (a plain value) until its node is made, and its strings are cut from the source then.
package struct GherkinAstBuilder: GherkinRuleBuilder {
  /// A tag line's tags, before they get ids (when their owner closes).
  private struct TagLine {
    var line: Int
    var items: [TokenItem]
  }

  /// What a feature or rule collects while it is open.
  private struct Container<Child> {
    var line: Token?
    var tags: [TagLine] = []
    var description: String?
    /// Background, scenarios and rules in the order they close, which is the order of the
    /// node's children (the grammar puts the background first and rules last).
    var children: [Child] = []
    var hasBackground = false
  }

  /// What a scenario definition collects while it is open (its steps go to `steps`).
  private struct PendingScenario {
    var tags: [TagLine] = []
    var line: Token?
    var description: String?
    var examples: [Examples] = []
  }

  /// What an examples definition collects while it is open.
  private struct PendingExamples {
    var tags: [TagLine] = []
    var line: Token?
    var description: String?
    var rows: [TableRow]?
  }

  /// What a background collects while it is open (its steps go to `steps`).
  private struct PendingBackground {
    var line: Token?
    var description: String?
  }

  /// What a step collects while it is open.
  private struct PendingStep {
    var line: Token?
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
  /// The steps of the open background or scenario (never both open at once), handed over
  /// as an array of their exact number when it closes. Storage shared by copies of the
  /// builder: only the copy that parses uses it.
  private let steps = MoveBuffer<Step>()
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
    case .background:
      background = PendingBackground()
      steps.removeAll()
    case .scenarioDefinition:
      scenario = PendingScenario()
      steps.removeAll()
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
      result = take(&finishedFeature)
    case .feature:
      guard let line = take(&feature.line) else { return }
      let tags = makeTags(feature.tags)
      finishedFeature = Feature(
        location: line.location, tags: tags, language: line.dialect, keyword: line.keyword,
        name: line.text ?? "", description: take(&feature.description) ?? "",
        children: moveOut(&feature.children))
    case .rule:
      guard let line = take(&rule.line) else { return }
      let tags = makeTags(rule.tags)
      feature.children.append(
        .rule(
          Rule(
            id: ids.next(), location: line.location, tags: tags, keyword: line.keyword ?? "",
            name: line.text ?? "", description: take(&rule.description) ?? "",
            children: moveOut(&rule.children))))
    case .background:
      guard let line = take(&background.line) else { return }
      let made = Background(
        id: ids.next(), location: line.location, keyword: line.keyword ?? "",
        name: line.text ?? "",
        description: take(&background.description) ?? "", steps: steps.take())
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
      guard scenarioClosed, let line = take(&scenario.line) else { return }
      let made = Scenario(
        id: ids.next(), location: line.location, tags: tags, keyword: line.keyword ?? "",
        name: line.text ?? "", description: take(&scenario.description) ?? "",
        steps: steps.take(), examples: moveOut(&scenario.examples))
      if parent == .rule {
        rule.children.append(.scenario(made))
      } else {
        feature.children.append(.scenario(made))
      }
    case .scenario:
      scenarioClosed = true
    case .examplesDefinition:
      let tags = makeTags(examples.tags)
      guard examplesClosed, let line = take(&examples.line) else { return }
      var body = take(&examples.rows) ?? []
      let header = body.isEmpty ? nil : body.removeFirst()
      scenario.examples.append(
        Examples(
          id: ids.next(), location: line.location, tags: tags, keyword: line.keyword ?? "",
          name: line.text ?? "", description: take(&examples.description) ?? "",
          tableHeader: header,
          tableBody: body))
    case .examples:
      examplesClosed = true
    case .examplesTable:
      let made = try takeRows()
      if examples.rows == nil { examples.rows = made }
    case .step:
      guard let line = take(&step.line) else { return }
      let made = Step(
        id: ids.next(), location: line.location, keyword: line.keyword ?? "",
        keywordType: line.keywordType, text: line.text ?? "", dataTable: take(&step.dataTable),
        docString: take(&step.docString))
      steps.append(made)
    case .dataTable:
      let made = try takeRows()
      guard let first = made.first else { return }
      if step.dataTable == nil { step.dataTable = DataTable(location: first.location, rows: made) }
    case .docString:
      guard let separator = take(&docSeparator) else { return }
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
    case .featureLine: if feature.line == nil { feature.line = token }
    case .ruleLine: if rule.line == nil { rule.line = token }
    case .backgroundLine: if background.line == nil { background.line = token }
    case .scenarioLine: if scenario.line == nil { scenario.line = token }
    case .examplesLine: if examples.line == nil { examples.line = token }
    case .stepLine: if step.line == nil { step.line = token }
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

/// `value`, moved out and replaced by nil.
@inline(__always)
private func take<Wrapped>(_ value: inout Wrapped?) -> Wrapped? {
  var result: Wrapped? = nil
  swap(&result, &value)
  return result
}

/// A list that hands its elements over by moving them into an array of exactly their number
/// (no growing an array one element at a time), then keeps its storage for the next list.
final class MoveBuffer<Element> {
  private var storage: UnsafeMutablePointer<Element>
  private var capacity: Int
  private var count = 0

  init(capacity: Int = 16) {
    self.capacity = max(1, capacity)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// Adds `element` at the end.
  func append(_ element: consuming Element) {
    if count == capacity {
      let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      bigger.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = bigger
      capacity *= 2
    }
    (storage + count).initialize(to: element)
    count += 1
  }

  /// The elements, moved out into an array; the buffer is empty afterwards.
  func take() -> [Element] {
    let taken = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let target = buffer.baseAddress { target.moveInitialize(from: storage, count: count) }
      initialized = count
    }
    count = 0
    return taken
  }

  /// Drops the elements.
  func removeAll() {
    storage.deinitialize(count: count)
    count = 0
  }
}
