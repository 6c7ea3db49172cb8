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
        steps.reserveCapacity(background.count + scenario.steps.count)
        var last: PickleStepType = .unknown
        for step in background {
          last = resolve(step.keywordType, last)
          steps.append(pickleStep(step, type: last, patterns: [], values: [], row: nil))
        }
        for step in scenario.steps {
          last = resolve(step.keywordType, last)
          steps.append(pickleStep(step, type: last, patterns: [], values: [], row: nil))
        }
      }
      pickles.append(
        Pickle(
          id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
          language: language, steps: steps, tags: pickleTags(tags, scenario.tags, []),
          astNodeIds: [scenario.id]))
    }

    mutating func compileOutline(_ scenario: Scenario, tags: [Tag], background: [Step]) {
      for examples in scenario.examples {
        guard let header = examples.tableHeader else { continue }
        // Built once per examples block: every row's pickle shares them.
        let patterns = header.cells.map { Array(("<" + $0.value + ">").utf8) }
        let rowTags = pickleTags(tags, scenario.tags, examples.tags)
        for row in examples.tableBody {
          let values = row.cells.map(\.value)
          var steps: [PickleStep] = []
          if !scenario.steps.isEmpty {
            steps.reserveCapacity(background.count + scenario.steps.count)
            var last: PickleStepType = .unknown
            for step in background {
              last = resolve(step.keywordType, last)
              steps.append(pickleStep(step, type: last, patterns: [], values: [], row: nil))
            }
            for step in scenario.steps {
              last = resolve(step.keywordType, last)
              steps.append(
                pickleStep(step, type: last, patterns: patterns, values: values, row: row))
            }
          }
          let name = interpolate(scenario.name, patterns, values)
          pickles.append(
            Pickle(
              id: ids.next(), uri: uri, location: row.location, name: name, language: language,
              steps: steps, tags: rowTags, astNodeIds: [scenario.id, row.id]))
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
      _ step: Step, type: PickleStepType, patterns: [[UInt8]], values: [String], row: TableRow?
    ) -> PickleStep {
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
                  PickleTableCell(value: interpolate($0.value, patterns, values))
                })
            }, argumentIndex: tableIndex)
        }
        if let doc = step.docString {
          result.docString = PickleDocString(
            content: interpolate(doc.content, patterns, values),
            mediaType: doc.mediaType.map { interpolate($0, patterns, values) },
            argumentIndex: docIndex)
        }
        argument = result
      }
      let astNodeIds = row.map { [step.id, $0.id] } ?? [step.id]
      return PickleStep(
        id: ids.next(), text: interpolate(step.text, patterns, values), type: type,
        argument: argument, astNodeIds: astNodeIds)
    }

    func pickleTags(_ first: [Tag], _ second: [Tag], _ third: [Tag]) -> [PickleTag] {
      var tags: [PickleTag] = []
      tags.reserveCapacity(first.count + second.count + third.count)
      for tag in first { tags.append(PickleTag(name: tag.name, astNodeId: tag.id)) }
      for tag in second { tags.append(PickleTag(name: tag.name, astNodeId: tag.id)) }
      for tag in third { tags.append(PickleTag(name: tag.name, astNodeId: tag.id)) }
      return tags
    }
  }

  /// `text` with each `<variable>` replaced by its value, one variable after the other.
  static func interpolate(_ text: String, _ variables: [String], _ values: [String]) -> String {
    interpolate(text, variables.map { Array(("<" + $0 + ">").utf8) }, values)
  }

  /// `text` with each pattern (`<variable>` as UTF-8) replaced by its value, one pattern after
  /// the other, as the reference's repeated `str.replace` does. Text without a `<` is
  /// returned as it is, and a pattern that does not occur costs no allocation.
  static func interpolate(_ text: String, _ patterns: [[UInt8]], _ values: [String]) -> String {
    guard !patterns.isEmpty, text.utf8.contains(UInt8(ascii: "<")) else { return text }
    var result = text
    for index in 0..<min(patterns.count, values.count) {
      if let replaced = replaceAll(in: &result, patterns[index], values[index]) {
        result = replaced
      }
    }
    return result
  }

  /// `text` with every `pattern` replaced by `value`, or nil when `pattern` does not occur.
  /// The result is written in one go, at its final size.
  private static func replaceAll(in text: inout String, _ pattern: [UInt8], _ value: String)
    -> String?
  {
    var value = value
    return text.withUTF8 { bytes -> String? in
      let count = bytes.count
      let length = pattern.count
      guard length > 0, length <= count else { return nil }
      let first = pattern[0]
      var found: [Int] = []
      var position = 0
      scan: while position + length <= count {
        if bytes[position] == first {
          var offset = 1
          while offset < length {
            if bytes[position + offset] != pattern[offset] {
              position += 1
              continue scan
            }
            offset += 1
          }
          found.append(position)
          position += length
        } else {
          position += 1
        }
      }
      if found.isEmpty { return nil }
      return value.withUTF8 { replacement in
        let size = count + found.count * (replacement.count - length)
        return String(unsafeUninitializedCapacity: size) { output in
          var written = 0
          var copied = 0
          func copy(_ source: UnsafeBufferPointer<UInt8>) {
            guard let base = source.baseAddress, let target = output.baseAddress else { return }
            (target + written).update(from: base, count: source.count)
            written += source.count
          }
          for offset in found {
            copy(UnsafeBufferPointer(rebasing: bytes[copied..<offset]))
            copy(replacement)
            copied = offset + length
          }
          copy(UnsafeBufferPointer(rebasing: bytes[copied..<count]))
          return written
        }
      }
    }
  }
}
