/// A runnable scenario: one per scenario, or one per examples row of an outline, with the
/// background steps prepended and the tags inherited.
package struct Pickle: Sendable, Hashable {
  /// The pickle id.
  package var id: String
  /// The source's uri.
  package var uri: String
  /// The scenario's location, or the examples row's for an outline.
  package var location: Location
  /// The scenario name, placeholders filled in.
  package var name: String
  /// The dialect code.
  package var language: String
  /// The steps to run.
  package var steps: [PickleStep]
  /// Feature, rule, scenario and examples tags, in that order.
  package var tags: [PickleTag]
  /// The scenario id, and for an outline the examples row id.
  package var astNodeIds: [String]
}

/// What a step does, with conjunctions resolved to the previous step's type.
package enum PickleStepType: String, Sendable, Hashable {
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
package struct PickleStep: Sendable, Hashable {
  /// The pickle step id.
  package var id: String
  /// The text, placeholders filled in.
  package var text: String
  /// The resolved type.
  package var type: PickleStepType?
  /// The doc string and/or data table.
  package var argument: PickleStepArgument?
  /// The step id, and for an outline the examples row id.
  package var astNodeIds: [String]
}

/// A pickle step's arguments.
package struct PickleStepArgument: Sendable, Hashable {
  /// The doc string.
  package var docString: PickleDocString?
  /// The data table.
  package var dataTable: PickleTable?
}

/// A doc string argument.
package struct PickleDocString: Sendable, Hashable {
  /// The content.
  package var content: String
  /// The media type.
  package var mediaType: String?
  /// 1 or 2 when the step has both arguments: the position in the source.
  package var argumentIndex: Int?
}

/// A data table argument.
package struct PickleTable: Sendable, Hashable {
  /// The rows.
  package var rows: [PickleTableRow]
  /// 1 or 2 when the step has both arguments: the position in the source.
  package var argumentIndex: Int?
}

/// A data table row.
package struct PickleTableRow: Sendable, Hashable {
  /// The cells.
  package var cells: [PickleTableCell]
}

/// A data table cell.
package struct PickleTableCell: Sendable, Hashable {
  /// The value.
  package var value: String
}

/// A tag on a pickle.
package struct PickleTag: Sendable, Hashable {
  /// The name, with its `@`.
  package var name: String
  /// The id of the AST tag.
  package var astNodeId: String
}

/// Compiles a `GherkinDocument` into pickles.
package enum PickleCompiler {
  /// The pickles of `document`, in document order, with ids drawn from `ids` (pass the
  /// generator the AST builder used, so that ids go on from there).
  package static func compile(_ document: GherkinDocument, ids: inout IdGenerator) -> [Pickle] {
    guard let feature = document.feature else { return [] }
    var context = Context(uri: document.uri, language: feature.language, ids: ids)
    var backgroundSteps: [Step] = []
    for child in feature.children {
      switch child {
      case .background(let background):
        backgroundSteps += background.steps
        context.setBackground(backgroundSteps)
      case .scenario(let scenario):
        context.compile(scenario, tags: feature.tags)
      case .rule(let rule):
        let tags = feature.tags + rule.tags
        var ruleBackground = backgroundSteps
        context.setBackground(ruleBackground)
        for ruleChild in rule.children {
          switch ruleChild {
          case .background(let background):
            ruleBackground += background.steps
            context.setBackground(ruleBackground)
          case .scenario(let scenario):
            context.compile(scenario, tags: tags)
          }
        }
        context.setBackground(backgroundSteps)
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
    /// The background steps as pickle steps (ids left empty), with the type the last of them
    /// resolved to: every pickle under the same background shares them, so each pickle only
    /// copies them and gives them ids.
    var backgroundPickleSteps: [PickleStep] = []
    var backgroundLast: PickleStepType = .unknown

    /// Makes `background` the current background.
    mutating func setBackground(_ background: [Step]) {
      backgroundPickleSteps.removeAll(keepingCapacity: true)
      backgroundPickleSteps.reserveCapacity(background.count)
      var last: PickleStepType = .unknown
      for index in background.indices {
        last = resolve(background[index].keywordType, last)
        backgroundPickleSteps.append(
          pickleStep(background[index], type: last, patterns: [], values: [], rowId: nil))
      }
      backgroundLast = last
    }

    mutating func compile(_ scenario: Scenario, tags: [Tag]) {
      if scenario.examples.isEmpty {
        compilePlain(scenario, tags: tags)
      } else {
        compileOutline(scenario, tags: tags)
      }
    }

    /// The background's pickle steps with fresh ids, in a list with room for `more` steps.
    mutating func startSteps(more: Int) -> [PickleStep] {
      var steps: [PickleStep] = []
      steps.reserveCapacity(backgroundPickleSteps.count + more)
      for index in backgroundPickleSteps.indices {
        var step = backgroundPickleSteps[index]
        step.id = ids.next()
        steps.append(step)
      }
      return steps
    }

    mutating func compilePlain(_ scenario: Scenario, tags: [Tag]) {
      var steps: [PickleStep] = []
      if !scenario.steps.isEmpty {
        steps = startSteps(more: scenario.steps.count)
        var last = backgroundLast
        for index in scenario.steps.indices {
          last = resolve(scenario.steps[index].keywordType, last)
          var step = pickleStep(
            scenario.steps[index], type: last, patterns: [], values: [], rowId: nil)
          step.id = ids.next()
          steps.append(step)
        }
      }
      pickles.append(
        Pickle(
          id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
          language: language, steps: steps, tags: pickleTags(tags, scenario.tags, []),
          astNodeIds: [scenario.id]))
    }

    mutating func compileOutline(_ scenario: Scenario, tags: [Tag]) {
      for examples in scenario.examples {
        guard let header = examples.tableHeader else { continue }
        // Built once per examples block: every row's pickle shares them.
        let patterns = header.cells.map { Array(("<" + $0.value + ">").utf8) }
        let rowTags = pickleTags(tags, scenario.tags, examples.tags)
        for rowIndex in examples.tableBody.indices {
          let row = examples.tableBody[rowIndex]
          var values: [String] = []
          values.reserveCapacity(row.cells.count)
          for cell in row.cells { values.append(cell.value) }
          var steps: [PickleStep] = []
          if !scenario.steps.isEmpty {
            steps = startSteps(more: scenario.steps.count)
            var last = backgroundLast
            for index in scenario.steps.indices {
              last = resolve(scenario.steps[index].keywordType, last)
              var step = pickleStep(
                scenario.steps[index], type: last, patterns: patterns, values: values,
                rowId: row.id)
              step.id = ids.next()
              steps.append(step)
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

    /// The pickle step of `step`, with an empty id (the caller numbers it).
    func pickleStep(
      _ step: borrowing Step, type: PickleStepType, patterns: [[UInt8]], values: [String],
      rowId: String?
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
          var rows: [PickleTableRow] = []
          rows.reserveCapacity(table.rows.count)
          for tableRow in table.rows {
            var cells: [PickleTableCell] = []
            cells.reserveCapacity(tableRow.cells.count)
            for cell in tableRow.cells {
              cells.append(PickleTableCell(value: interpolate(cell.value, patterns, values)))
            }
            rows.append(PickleTableRow(cells: cells))
          }
          result.dataTable = PickleTable(rows: rows, argumentIndex: tableIndex)
        }
        if let doc = step.docString {
          result.docString = PickleDocString(
            content: interpolate(doc.content, patterns, values),
            mediaType: doc.mediaType.map { interpolate($0, patterns, values) },
            argumentIndex: docIndex)
        }
        argument = result
      }
      let astNodeIds = rowId.map { [step.id, $0] } ?? [step.id]
      return PickleStep(
        id: "", text: interpolate(step.text, patterns, values), type: type,
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
    guard !patterns.isEmpty, mayHoldPlaceholder(text) else { return text }
    var result = text
    for index in 0..<min(patterns.count, values.count) {
      if let replaced = replaceAll(in: &result, patterns[index], values[index]) {
        result = replaced
      }
    }
    return result
  }

  /// True unless `text` certainly holds no `<`.
  private static func mayHoldPlaceholder(_ text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains(UInt8(ascii: "<"))
    }
    return found ?? true
  }

  /// `text` with every `pattern` replaced by `value`, or nil when `pattern` does not occur.
  /// The result is written in one go, at its final size: one pass counts the occurrences,
  /// the next copies.
  private static func replaceAll(in text: inout String, _ pattern: [UInt8], _ value: String)
    -> String?
  {
    var value = value
    return text.withUTF8 { bytes -> String? in
      let count = bytes.count
      let length = pattern.count
      guard length > 0, length <= count else { return nil }
      return pattern.withUnsafeBufferPointer { pattern -> String? in
        /// The next occurrence at or after `from`, or nil.
        func next(from: Int) -> Int? {
          let first = pattern[0]
          var position = from
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
              return position
            }
            position += 1
          }
          return nil
        }
        guard let firstFound = next(from: 0) else { return nil }
        var occurrences = 1
        var search = firstFound + length
        while let found = next(from: search) {
          occurrences += 1
          search = found + length
        }
        return value.withUTF8 { replacement in
          let size = count + occurrences * (replacement.count - length)
          return String(unsafeUninitializedCapacity: size) { output in
            var written = 0
            func copy(_ source: UnsafeBufferPointer<UInt8>) {
              guard let base = source.baseAddress, let target = output.baseAddress else { return }
              (target + written).update(from: base, count: source.count)
              written += source.count
            }
            var copied = 0
            var found: Int? = firstFound
            while let offset = found {
              copy(UnsafeBufferPointer(rebasing: bytes[copied..<offset]))
              copy(replacement)
              copied = offset + length
              found = next(from: copied)
            }
            copy(UnsafeBufferPointer(rebasing: bytes[copied..<count]))
            return written
          }
        }
      }
    }
  }
}
