/// The grammar rules of Gherkin, as the parser opens and closes them. The AST builder turns
/// each closed rule into a node.
package enum RuleType: Int, Sendable, CaseIterable {
  /// The whole file: an optional feature.
  case gherkinDocument
  /// A feature: header, optional background, scenarios, rules.
  case feature
  /// Language, tags, feature line and description.
  case featureHeader
  /// A rule: header, optional background, scenarios.
  case rule
  /// Tags, rule line and description.
  case ruleHeader
  /// A background with its steps.
  case background
  /// Tags and a scenario.
  case scenarioDefinition
  /// A scenario (or outline) with its steps and examples.
  case scenario
  /// Tags and an examples block.
  case examplesDefinition
  /// An examples line, its description and table.
  case examples
  /// The rows of an examples table.
  case examplesTable
  /// A step with its optional data table and doc string.
  case step
  /// A data table.
  case dataTable
  /// A doc string.
  case docString
  /// One or more tag lines.
  case tags
  /// Description lines (and the comments among them).
  case description
}

/// Where the parser is: one state of the Gherkin grammar's state machine.
///
/// The states follow cucumber's grammar (`gherkin.berp`): each lists the token types it
/// accepts in a fixed order, and that order is the "expected" list of error messages.
struct ParserState: Hashable {
  enum Level: Hashable {
    case feature
    case rule
  }

  enum Owner: Hashable {
    case background
    case scenario
  }

  enum StepPhase: Hashable {
    /// Just after the step line.
    case bare
    /// In a data table that came first.
    case table
    /// Inside a doc string that follows a data table.
    case docAfterTableOpen
    /// After a doc string that followed a data table.
    case docAfterTableClosed
    /// Inside a doc string that came first.
    case docOpen
    /// After a doc string that came first.
    case docClosed
    /// In a data table that follows a doc string.
    case tableAfterDoc
  }

  enum Place: Hashable {
    case start
    case language
    case featureTags
    case featureHeader
    case featureDescription
    case ruleTags
    case ruleHeader
    case ruleDescription
    case backgroundHeader
    case backgroundDescription
    case scenarioTags
    case scenarioHeader
    case scenarioDescription
    case examplesTags
    case examplesHeader
    case examplesDescription
    case examplesTable
    case step(Owner, StepPhase)
    case end
  }

  var place: Place
  var level: Level
}

/// A token look-ahead: the tag line is taken only when, after more tags, comments and blank
/// lines, the next line is the wanted kind.
enum Lookahead {
  case scenario
  case examples

  var target: TokenType { self == .scenario ? .scenarioLine : .examplesLine }
}

/// One accepted token type in a state: close rules down to `popTo`, open `push`, build the
/// token, and go to `next`. Plain values only (the rules to open sit inline), so walking the
/// table copies no arrays and touches no reference counts.
struct Transition {
  var token: TokenType
  var lookahead: Lookahead?
  var popTo: RuleType?
  /// How many of `first`, `second`, `third` to open, in that order.
  var pushCount: Int
  var first: RuleType
  var second: RuleType
  var third: RuleType
  var next: Int

  init(token: TokenType, lookahead: Lookahead?, popTo: RuleType?, push: [RuleType], next: Int) {
    precondition(push.count <= 3, "a transition opens at most three rules")
    self.token = token
    self.lookahead = lookahead
    self.popTo = popTo
    pushCount = push.count
    first = push.first ?? .gherkinDocument
    second = push.count > 1 ? push[1] : .gherkinDocument
    third = push.count > 2 ? push[2] : .gherkinDocument
    self.next = next
  }
}

/// The state machine, built once: states are numbered in the order they are first reached.
struct StateTable: Sendable {
  static let shared = StateTable()

  /// Every state's transitions, one state after the other.
  let flatTransitions: ContiguousArray<Transition>
  /// Where each state's transitions start in `transitions`; state `n` ends where `n + 1`
  /// starts.
  let offsets: ContiguousArray<Int>
  /// The transitions of each state (for inspection; the parser reads `flatTransitions`).
  var transitions: [ArraySlice<Transition>] {
    (0..<(offsets.count - 1)).map { flatTransitions[offsets[$0]..<offsets[$0 + 1]] }
  }

  /// The expected list of each state, for error messages.
  let expected: [String]
  let start = 0

  private init() {
    var numbers: [ParserState: Int] = [:]
    var states: [ParserState] = []
    var table: [[Transition]] = []
    func number(_ state: ParserState) -> Int {
      if let known = numbers[state] { return known }
      numbers[state] = states.count
      states.append(state)
      table.append([])
      return states.count - 1
    }
    _ = number(ParserState(place: .start, level: .feature))
    var index = 0
    while index < states.count {
      let edges = StateTable.edges(of: states[index])
      table[index] = edges.map { edge in
        Transition(
          token: edge.token, lookahead: edge.lookahead, popTo: edge.popTo, push: edge.push,
          next: number(edge.next))
      }
      index += 1
    }
    var flat = ContiguousArray<Transition>()
    var starts = ContiguousArray<Int>()
    for edges in table {
      starts.append(flat.count)
      flat.append(contentsOf: edges)
    }
    starts.append(flat.count)
    flatTransitions = flat
    offsets = starts
    expected = table.map { edges in
      var seen: [TokenType] = []
      for edge in edges where !seen.contains(edge.token) { seen.append(edge.token) }
      return seen.map { "#" + $0.rawValue }.joined(separator: ", ")
    }
  }

  struct Edge {
    var token: TokenType
    var lookahead: Lookahead? = nil
    var popTo: RuleType? = nil
    var push: [RuleType] = []
    var next: ParserState
  }

  static func edges(of state: ParserState) -> [Edge] {
    let level = state.level
    let container: RuleType = level == .feature ? .feature : .rule
    func at(_ place: ParserState.Place, _ newLevel: ParserState.Level? = nil) -> ParserState {
      ParserState(place: place, level: newLevel ?? level)
    }
    let same = state
    let eof = Edge(
      token: .eof, popTo: .gherkinDocument, next: ParserState(place: .end, level: .feature))
    func siblings(inScenario: Bool) -> [Edge] {
      var list: [Edge] = []
      if inScenario {
        list.append(
          Edge(
            token: .tagLine, lookahead: .examples, popTo: .scenario,
            push: [.examplesDefinition, .tags], next: at(.examplesTags)))
      }
      list.append(
        Edge(
          token: .tagLine, lookahead: .scenario, popTo: container,
          push: [.scenarioDefinition, .tags], next: at(.scenarioTags)))
      list.append(
        Edge(
          token: .tagLine, popTo: .feature, push: [.rule, .ruleHeader, .tags],
          next: at(.ruleTags, .rule)))
      if inScenario {
        list.append(
          Edge(
            token: .examplesLine, popTo: .scenario, push: [.examplesDefinition, .examples],
            next: at(.examplesHeader)))
      }
      list.append(
        Edge(
          token: .scenarioLine, popTo: container, push: [.scenarioDefinition, .scenario],
          next: at(.scenarioHeader)))
      list.append(
        Edge(
          token: .ruleLine, popTo: .feature, push: [.rule, .ruleHeader],
          next: at(.ruleHeader, .rule)))
      return list
    }
    /// A header line followed by an optional description, then `specific` and the siblings.
    func header(description: ParserState.Place, specific: [Edge], inScenario: Bool) -> [Edge] {
      [
        eof, Edge(token: .empty, next: same),
        Edge(token: .comment, push: [.description], next: at(description)),
      ] + specific + siblings(inScenario: inScenario) + [
        Edge(token: .other, push: [.description], next: at(description))
      ]
    }
    func description(specific: [Edge], inScenario: Bool) -> [Edge] {
      [eof, Edge(token: .comment, next: same)] + specific + siblings(inScenario: inScenario)
        + [Edge(token: .other, next: same)]
    }
    let backgroundLine = Edge(
      token: .backgroundLine, popTo: container, push: [.background],
      next: at(.backgroundHeader))
    let trailing = [Edge(token: .comment, next: same), Edge(token: .empty, next: same)]

    switch state.place {
    case .start:
      return [
        Edge(token: .eof, next: at(.end)),
        Edge(token: .language, push: [.feature, .featureHeader], next: at(.language)),
        Edge(token: .tagLine, push: [.feature, .featureHeader, .tags], next: at(.featureTags)),
        Edge(token: .featureLine, push: [.feature, .featureHeader], next: at(.featureHeader)),
      ] + trailing
    case .language:
      return [
        Edge(token: .tagLine, push: [.tags], next: at(.featureTags)),
        Edge(token: .featureLine, next: at(.featureHeader)),
      ] + trailing
    case .featureTags:
      return [
        Edge(token: .tagLine, next: same),
        Edge(token: .featureLine, popTo: .featureHeader, next: at(.featureHeader)),
      ] + trailing
    case .ruleTags:
      return [
        Edge(token: .tagLine, next: same),
        Edge(token: .ruleLine, popTo: .ruleHeader, next: at(.ruleHeader)),
      ] + trailing
    case .scenarioTags:
      return [
        Edge(token: .tagLine, next: same),
        Edge(
          token: .scenarioLine, popTo: .scenarioDefinition, push: [.scenario],
          next: at(.scenarioHeader)),
      ] + trailing
    case .examplesTags:
      return [
        Edge(token: .tagLine, next: same),
        Edge(
          token: .examplesLine, popTo: .examplesDefinition, push: [.examples],
          next: at(.examplesHeader)),
      ] + trailing
    case .featureHeader, .ruleHeader:
      let desc: ParserState.Place =
        state.place == .featureHeader ? .featureDescription : .ruleDescription
      return header(description: desc, specific: [backgroundLine], inScenario: false)
    case .featureDescription, .ruleDescription:
      return description(specific: [backgroundLine], inScenario: false)
    case .backgroundHeader, .backgroundDescription:
      let step = Edge(
        token: .stepLine, popTo: .background, push: [.step], next: at(.step(.background, .bare)))
      if state.place == .backgroundHeader {
        return header(description: .backgroundDescription, specific: [step], inScenario: false)
      }
      return description(specific: [step], inScenario: false)
    case .scenarioHeader, .scenarioDescription:
      let step = Edge(
        token: .stepLine, popTo: .scenario, push: [.step], next: at(.step(.scenario, .bare)))
      if state.place == .scenarioHeader {
        return header(description: .scenarioDescription, specific: [step], inScenario: true)
      }
      return description(specific: [step], inScenario: true)
    case .examplesHeader, .examplesDescription:
      let table = Edge(
        token: .tableRow, popTo: .examples, push: [.examplesTable], next: at(.examplesTable))
      if state.place == .examplesHeader {
        return header(description: .examplesDescription, specific: [table], inScenario: true)
      }
      return description(specific: [table], inScenario: true)
    case .examplesTable:
      return [eof, Edge(token: .tableRow, next: same)] + siblings(inScenario: true) + trailing
    case .step(let owner, let phase):
      let ownerRule: RuleType = owner == .background ? .background : .scenario
      let inScenario = owner == .scenario
      func next(_ newPhase: ParserState.StepPhase) -> ParserState { at(.step(owner, newPhase)) }
      let stepLine = Edge(token: .stepLine, popTo: ownerRule, push: [.step], next: next(.bare))
      var specific: [Edge] = []
      switch phase {
      case .docOpen, .docAfterTableOpen:
        let closed: ParserState.StepPhase = phase == .docOpen ? .docClosed : .docAfterTableClosed
        return [
          Edge(token: .docStringSeparator, next: next(closed)), Edge(token: .other, next: same),
        ]
      case .bare:
        specific = [
          Edge(token: .tableRow, push: [.dataTable], next: next(.table)),
          Edge(token: .docStringSeparator, push: [.docString], next: next(.docOpen)),
        ]
      case .table:
        specific = [
          Edge(token: .tableRow, next: same),
          Edge(
            token: .docStringSeparator, popTo: .step, push: [.docString],
            next: next(.docAfterTableOpen)),
        ]
      case .docAfterTableClosed:
        specific = []
      case .docClosed:
        specific = [
          Edge(token: .tableRow, popTo: .step, push: [.dataTable], next: next(.tableAfterDoc))
        ]
      case .tableAfterDoc:
        specific = [Edge(token: .tableRow, next: same)]
      }
      return [eof] + specific + [stepLine] + siblings(inScenario: inScenario) + trailing
    case .end:
      return []
    }
  }
}
