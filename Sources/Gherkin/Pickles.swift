/// A runnable scenario: one per scenario, or one per examples row of an outline, with the
/// background steps prepended and the tags inherited.
public struct Pickle: Sendable, Hashable {
  /// The pickle id.
  public var id: String
  /// The source's uri.
  public var uri: String
  /// The scenario's location, or the examples row's for an outline.
  public var location: Location
  /// The scenario name, placeholders filled in.
  public var name: String
  /// The dialect code.
  public var language: String
  /// The steps to run.
  public var steps: [PickleStep]
  /// Feature, rule, scenario and examples tags, in that order.
  public var tags: [PickleTag]
  /// The scenario id, and for an outline the examples row id.
  public var astNodeIds: [String]
}

/// What a step does, with conjunctions resolved to the previous step's type.
public enum PickleStepType: String, Sendable, Hashable {
  /// A `Given` step.
  case context = "Context"
  /// A `When` step.
  case action = "Action"
  /// A `Then` step.
  case outcome = "Outcome"
  /// A `*` step or one whose type cannot be told.
  case unknown = "Unknown"
}

/// One step of a pickle.
public struct PickleStep: Sendable, Hashable {
  /// The pickle step id.
  public var id: String
  /// The text, placeholders filled in.
  public var text: String
  /// The resolved type.
  public var type: PickleStepType?
  /// The doc string and/or data table.
  public var argument: PickleStepArgument?
  /// The step id, and for an outline the examples row id.
  public var astNodeIds: [String]
}

/// A pickle step's arguments.
public struct PickleStepArgument: Sendable, Hashable {
  /// The doc string.
  public var docString: PickleDocString?
  /// The data table.
  public var dataTable: PickleTable?
}

/// A doc string argument.
public struct PickleDocString: Sendable, Hashable {
  /// The content.
  public var content: String
  /// The media type.
  public var mediaType: String?
  /// 1 or 2 when the step has both arguments: the position in the source.
  public var argumentIndex: Int?
}

/// A data table argument.
public struct PickleTable: Sendable, Hashable {
  /// The rows.
  public var rows: [PickleTableRow]
  /// 1 or 2 when the step has both arguments: the position in the source.
  public var argumentIndex: Int?
}

/// A data table row.
public struct PickleTableRow: Sendable, Hashable {
  /// The cells.
  public var cells: [PickleTableCell]
}

/// A data table cell.
public struct PickleTableCell: Sendable, Hashable {
  /// The value.
  public var value: String
}

/// A tag on a pickle.
public struct PickleTag: Sendable, Hashable {
  /// The name, with its `@`.
  public var name: String
  /// The id of the AST tag.
  public var astNodeId: String
}

/// Compiles a `GherkinDocument` into pickles.
public enum PickleCompiler {
  /// The pickles of `document`, in document order, with ids drawn from `ids` (pass the
  /// generator the AST builder used, so that ids go on from there).
  public static func compile(_ document: GherkinDocument, ids: inout IdGenerator) -> [Pickle] {
    guard let feature = document.feature else { return [] }
    var context = Context(uri: document.uri, language: feature.language, ids: ids)
    var backgroundSteps: [Step] = []
    for child in feature.children {
      switch child {
      case .background(let background):
        backgroundSteps += background.steps
      case .scenario(let scenario):
        context.compile(scenario, tags: feature.tags, background: backgroundSteps)
      case .rule(let rule):
        let tags = feature.tags + rule.tags
        var ruleBackground = backgroundSteps
        for ruleChild in rule.children {
          switch ruleChild {
          case .background(let background):
            ruleBackground += background.steps
          case .scenario(let scenario):
            context.compile(scenario, tags: tags, background: ruleBackground)
          }
        }
      }
    }
    ids = context.ids
    return context.pickles
  }

  private struct Context {
    let uri: String
    let language: String
    var ids: IdGenerator
    var pickles: [Pickle] = []

    mutating func compile(_ scenario: Scenario, tags: [Tag], background: [Step]) {
      if scenario.examples.isEmpty {
        compilePlain(scenario, tags: tags, background: background)
      } else {
        compileOutline(scenario, tags: tags, background: background)
      }
    }

    mutating func compilePlain(_ scenario: Scenario, tags: [Tag], background: [Step]) {
      var steps: [PickleStep] = []
      if !scenario.steps.isEmpty {
        var last: PickleStepType = .unknown
        for step in background + scenario.steps {
          last = resolve(step.keywordType, last)
          steps.append(pickleStep(step, type: last, variables: [], values: nil))
        }
      }
      pickles.append(
        Pickle(
          id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
          language: language, steps: steps, tags: pickleTags(tags + scenario.tags),
          astNodeIds: [scenario.id]))
    }

    mutating func compileOutline(_ scenario: Scenario, tags: [Tag], background: [Step]) {
      for examples in scenario.examples {
        guard let header = examples.tableHeader else { continue }
        let variables = header.cells.map(\.value)
        for row in examples.tableBody {
          let values = row.cells.map(\.value)
          var steps: [PickleStep] = []
          if !scenario.steps.isEmpty {
            var last: PickleStepType = .unknown
            for step in background {
              last = resolve(step.keywordType, last)
              steps.append(pickleStep(step, type: last, variables: [], values: nil))
            }
            for step in scenario.steps {
              last = resolve(step.keywordType, last)
              steps.append(pickleStep(step, type: last, variables: variables, values: row))
            }
          }
          let name = interpolate(scenario.name, variables, values)
          pickles.append(
            Pickle(
              id: ids.next(), uri: uri, location: row.location, name: name, language: language,
              steps: steps, tags: pickleTags(tags + scenario.tags + examples.tags),
              astNodeIds: [scenario.id, row.id]))
        }
      }
    }

    func resolve(_ type: StepKeywordType?, _ last: PickleStepType) -> PickleStepType {
      switch type {
      case .context: return .context
      case .action: return .action
      case .outcome: return .outcome
      case .conjunction: return last
      case .unknown, nil: return .unknown
      }
    }

    mutating func pickleStep(
      _ step: Step, type: PickleStepType, variables: [String], values row: TableRow?
    ) -> PickleStep {
      let values = row?.cells.map(\.value) ?? []
      var argument: PickleStepArgument?
      if step.dataTable != nil || step.docString != nil {
        var tableIndex: Int?
        var docIndex: Int?
        if let table = step.dataTable, let doc = step.docString {
          let tableFirst = doc.location.line > table.location.line
          tableIndex = tableFirst ? 1 : 2
          docIndex = tableFirst ? 2 : 1
        }
        var result = PickleStepArgument()
        if let table = step.dataTable {
          result.dataTable = PickleTable(
            rows: table.rows.map { tableRow in
              PickleTableRow(
                cells: tableRow.cells.map {
                  PickleTableCell(value: interpolate($0.value, variables, values))
                })
            }, argumentIndex: tableIndex)
        }
        if let doc = step.docString {
          result.docString = PickleDocString(
            content: interpolate(doc.content, variables, values),
            mediaType: doc.mediaType.map { interpolate($0, variables, values) },
            argumentIndex: docIndex)
        }
        argument = result
      }
      var astNodeIds = [step.id]
      if let row { astNodeIds.append(row.id) }
      return PickleStep(
        id: ids.next(), text: interpolate(step.text, variables, values), type: type,
        argument: argument, astNodeIds: astNodeIds)
    }

    func pickleTags(_ tags: [Tag]) -> [PickleTag] {
      tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
    }
  }

  /// `text` with each `<variable>` replaced by its value, one variable after the other.
  static func interpolate(_ text: String, _ variables: [String], _ values: [String]) -> String {
    guard !variables.isEmpty, text.utf8.contains(UInt8(ascii: "<")) else { return text }
    var result = Array(text.utf8)
    for (index, variable) in variables.enumerated() where index < values.count {
      let pattern = Array(("<" + variable + ">").utf8)
      let value = Array(values[index].utf8)
      var output: [UInt8] = []
      output.reserveCapacity(result.count)
      var position = 0
      while position < result.count {
        if result[position] == pattern[0], position + pattern.count <= result.count,
          result[position..<(position + pattern.count)].elementsEqual(pattern)
        {
          output += value
          position += pattern.count
        } else {
          output.append(result[position])
          position += 1
        }
      }
      result = output
    }
    return String(decoding: result, as: UTF8.self)
  }
}
