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
  package var astNodeIds: AstNodeIds
}

/// The ids of the AST nodes a pickle or pickle step comes from: the scenario (or step), and
/// for an outline the examples row. A collection of strings like an array, but the first two
/// are held inline: a run keeps every pickle step, and an array would be an allocation each.
package struct AstNodeIds: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, Sendable,
  CustomStringConvertible, CustomDebugStringConvertible
{
  /// The first id (nil when there is none).
  private var head: String?
  /// The second id (nil when there are fewer than two).
  private var second: String?
  /// The ids after the second.
  private var tail: [String]

  /// The ids of a scenario or step, and of the examples row when there is one.
  package init(_ node: String, _ row: String? = nil) {
    head = node
    second = row
    tail = []
  }

  /// Any number of ids.
  package init(_ ids: [String]) {
    head = ids.first
    second = ids.count > 1 ? ids[1] : nil
    tail = ids.count > 2 ? Array(ids[2...]) : []
  }

  /// The ids in the literal.
  package init(arrayLiteral elements: String...) {
    self.init(elements)
  }

  /// 0.
  package var startIndex: Int { 0 }

  /// The number of ids.
  package var endIndex: Int {
    head == nil ? 0 : second == nil ? 1 : 2 + tail.count
  }

  /// The id at `position`.
  package subscript(position: Int) -> String {
    switch position {
    case 0: return head ?? tail[position]
    case 1: return second ?? tail[position]
    default: return tail[position - 2]
    }
  }

  /// As an array prints: `["1", "2"]`.
  package var description: String { Array(self).description }

  /// As an array prints: `["1", "2"]`.
  package var debugDescription: String { Array(self).debugDescription }
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
  package var astNodeIds: AstNodeIds
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
    context.pickles.reserveCapacity(pickleCount(feature))
    var backgroundSteps: [Step] = []
    let featureTags = Context.pickleTags(feature.tags, [], [])
    for child in feature.children {
      switch child {
      case .background(let background):
        backgroundSteps += background.steps
        context.setBackground(backgroundSteps)
      case .scenario(let scenario):
        context.compile(scenario, tags: feature.tags, inherited: featureTags)
      case .rule(let rule):
        let tags = feature.tags + rule.tags
        let inherited = Context.pickleTags(tags, [], [])
        var ruleBackground = backgroundSteps
        context.setBackground(ruleBackground)
        for ruleChild in rule.children {
          switch ruleChild {
          case .background(let background):
            ruleBackground += background.steps
            context.setBackground(ruleBackground)
          case .scenario(let scenario):
            context.compile(scenario, tags: tags, inherited: inherited)
          }
        }
        context.setBackground(backgroundSteps)
      }
    }
    ids = context.ids
    return context.pickles
  }

  /// How many pickles `feature` compiles to: one per scenario, one per examples row of an
  /// outline (examples without a header row make none).
  private static func pickleCount(_ feature: Feature) -> Int {
    func count(_ scenario: Scenario) -> Int {
      if scenario.examples.isEmpty { return 1 }
      var rows = 0
      for examples in scenario.examples where examples.tableHeader != nil {
        rows += examples.tableBody.count
      }
      return rows
    }
    var total = 0
    for child in feature.children {
      switch child {
      case .background: break
      case .scenario(let scenario): total += count(scenario)
      case .rule(let rule):
        for ruleChild in rule.children {
          if case .scenario(let scenario) = ruleChild { total += count(scenario) }
        }
      }
    }
    return total
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
    /// Buffers for filling in placeholders, kept from one step to the next.
    var scratch = Interpolation()

    init(uri: String, language: String, ids: IdGenerator) {
      self.uri = uri
      self.language = language
      self.ids = ids
    }

    /// Makes `background` the current background.
    mutating func setBackground(_ background: [Step]) {
      backgroundPickleSteps.removeAll(keepingCapacity: true)
      backgroundPickleSteps.reserveCapacity(background.count)
      var last: PickleStepType = .unknown
      background.withUnsafeBufferPointer { steps in
        for index in steps.indices {
          last = resolve(steps[index].keywordType, last)
          backgroundPickleSteps.append(
            pickleStep(
              steps.baseAddress.unsafelyUnwrapped + index, id: "", type: last, patterns: [],
              values: [], rowId: nil))
        }
      }
      backgroundLast = last
    }

    /// Compiles `scenario`, whose feature (and rule) have `tags`; `inherited` are those tags
    /// as pickle tags, shared by the pickles that add none of their own.
    mutating func compile(_ scenario: Scenario, tags: [Tag], inherited: [PickleTag]) {
      if scenario.examples.isEmpty {
        compilePlain(scenario, tags: tags, inherited: inherited)
      } else {
        compileOutline(scenario, tags: tags, inherited: inherited)
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

    /// The pickle steps of `scenario` (after the background's), for one examples row or none.
    /// With `templates` (one per step), step texts are filled in from them.
    mutating func compileSteps(
      _ scenario: Scenario, patterns: [[UInt8]], values: [String], rowId: String?,
      templates: [Template]? = nil
    ) -> [PickleStep] {
      if scenario.steps.isEmpty { return [] }
      var steps = startSteps(more: scenario.steps.count)
      var last = backgroundLast
      scenario.steps.withUnsafeBufferPointer { source in
        for index in source.indices {
          last = resolve(source[index].keywordType, last)
          steps.append(
            pickleStep(
              source.baseAddress.unsafelyUnwrapped + index, id: ids.next(), type: last,
              patterns: patterns, values: values, rowId: rowId,
              text: templates?[index].fill(values)))
        }
      }
      return steps
    }

    mutating func compilePlain(_ scenario: Scenario, tags: [Tag], inherited: [PickleTag]) {
      let steps = compileSteps(scenario, patterns: [], values: [], rowId: nil)
      pickles.append(
        Pickle(
          id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
          language: language, steps: steps,
          tags: scenario.tags.isEmpty ? inherited : Context.pickleTags(tags, scenario.tags, []),
          astNodeIds: AstNodeIds(scenario.id)))
    }

    mutating func compileOutline(_ scenario: Scenario, tags: [Tag], inherited: [PickleTag]) {
      for examples in scenario.examples {
        guard let header = examples.tableHeader else { continue }
        // Built once per examples block: every row's pickle shares them.
        let patterns = header.cells.map { Array(("<" + $0.value + ">").utf8) }
        let rowTags =
          scenario.tags.isEmpty && examples.tags.isEmpty
          ? inherited : Context.pickleTags(tags, scenario.tags, examples.tags)
        // The name's and steps' placeholders, found once for all rows (when they can be).
        var nameTemplate: Template?
        var stepTemplates: [Template]?
        if Template.allowed(patterns) {
          nameTemplate = Template(scenario.name, patterns)
          var made: [Template] = []
          made.reserveCapacity(scenario.steps.count)
          for step in scenario.steps {
            guard let template = Template(step.text, patterns) else { break }
            made.append(template)
          }
          if made.count == scenario.steps.count { stepTemplates = made }
        }
        for rowIndex in examples.tableBody.indices {
          let row = examples.tableBody[rowIndex]
          var values: [String] = []
          values.reserveCapacity(row.cells.count)
          for cell in row.cells { values.append(cell.value) }
          let fills = values.count >= patterns.count && Template.allowed(values)
          let steps = compileSteps(
            scenario, patterns: patterns, values: values, rowId: row.id,
            templates: fills ? stepTemplates : nil)
          let name =
            fills
            ? nameTemplate?.fill(values) ?? scratch.interpolate(scenario.name, patterns, values)
            : scratch.interpolate(scenario.name, patterns, values)
          pickles.append(
            Pickle(
              id: ids.next(), uri: uri, location: row.location, name: name, language: language,
              steps: steps, tags: rowTags, astNodeIds: AstNodeIds(scenario.id, row.id)))
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

    /// The pickle step of the step at `pointer` (read in place: only the fields it needs are
    /// copied); `text` is its text filled in already, when known.
    mutating func pickleStep(
      _ pointer: UnsafePointer<Step>, id: String, type: PickleStepType, patterns: [[UInt8]],
      values: [String], rowId: String?, text: String? = nil
    ) -> PickleStep {
      var argument: PickleStepArgument?
      // Pattern matches, not `!= nil`: Optional's `==` goes through generic value witnesses.
      if case .some = pointer.pointee.dataTable {
        argument = pickleArgument(pointer.pointee, patterns: patterns, values: values)
      } else if case .some = pointer.pointee.docString {
        argument = pickleArgument(pointer.pointee, patterns: patterns, values: values)
      }
      let stepId = pointer.pointee.id
      let astNodeIds = AstNodeIds(stepId, rowId)
      return PickleStep(
        id: id, text: text ?? scratch.interpolate(pointer.pointee.text, patterns, values),
        type: type, argument: argument, astNodeIds: astNodeIds)
    }

    /// The doc string and data table of `step`, placeholders filled in.
    mutating func pickleArgument(_ step: Step, patterns: [[UInt8]], values: [String])
      -> PickleStepArgument
    {
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
            cells.append(
              PickleTableCell(value: scratch.interpolate(cell.value, patterns, values)))
          }
          rows.append(PickleTableRow(cells: cells))
        }
        result.dataTable = PickleTable(rows: rows, argumentIndex: tableIndex)
      }
      if let doc = step.docString {
        result.docString = PickleDocString(
          content: scratch.interpolate(doc.content, patterns, values),
          mediaType: doc.mediaType.map { scratch.interpolate($0, patterns, values) },
          argumentIndex: docIndex)
      }
      return result
    }

    static func pickleTags(_ first: [Tag], _ second: [Tag], _ third: [Tag]) -> [PickleTag] {
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
    var scratch = Interpolation()
    return scratch.interpolate(text, variables.map { Array(("<" + $0 + ">").utf8) }, values)
  }

  /// A text's `<variable>` placeholders, found once for an examples block and filled in for
  /// each row in one pass.
  ///
  /// Filling in one variable after the other (as the reference's repeated `str.replace`
  /// does) gives the same text as filling in the text's own placeholders in one pass when no
  /// variable name and no value holds `<` or `>` (see `allowed`), and no two `<` in the text
  /// come without a `>` between them (else `init` fails): a replacement then takes out a
  /// `<…>` pair and puts in text without angle brackets, so it neither brings in a
  /// placeholder nor joins a `<` to a later `>` into one. Otherwise the caller fills in
  /// variable after variable.
  struct Template {
    /// A placeholder that names a variable: its bytes in the text, and the variable.
    private struct Slot {
      var start: Int
      var end: Int
      var variable: Int
    }

    private let text: String
    private let bytes: [UInt8]
    private let slots: [Slot]

    /// True when none of `texts` (the patterns' names, or a row's values) holds an angle
    /// bracket; a pattern's own brackets (first and last byte) do not count.
    static func allowed(_ patterns: [[UInt8]]) -> Bool {
      for pattern in patterns {
        var index = 1
        while index < pattern.count - 1 {
          if isAngleBracket(pattern[index]) { return false }
          index += 1
        }
      }
      return true
    }

    /// True when no value holds an angle bracket.
    static func allowed(_ values: [String]) -> Bool {
      for value in values where value.utf8.contains(where: isAngleBracket) { return false }
      return true
    }

    private static func isAngleBracket(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
    }

    /// The placeholders of `text` that name one of `patterns` (the first such, when several
    /// do); nil when two `<` come without a `>` between them.
    init?(_ text: String, _ patterns: [[UInt8]]) {
      let bytes = Array(text.utf8)
      var slots: [Slot] = []
      var open = -1
      for index in bytes.indices {
        let byte = bytes[index]
        if byte == UInt8(ascii: "<") {
          if open >= 0 { return nil }
          open = index
        } else if byte == UInt8(ascii: ">"), open >= 0 {
          if let variable = Template.variable(named: bytes, from: open, to: index + 1, patterns) {
            slots.append(Slot(start: open, end: index + 1, variable: variable))
          }
          open = -1
        }
      }
      self.text = text
      self.bytes = bytes
      self.slots = slots
    }

    /// The first of `patterns` that is `bytes[from..<to]`.
    private static func variable(
      named bytes: [UInt8], from: Int, to: Int, _ patterns: [[UInt8]]
    ) -> Int? {
      search: for variable in patterns.indices {
        let pattern = patterns[variable]
        guard pattern.count == to - from else { continue }
        var offset = 0
        while offset < pattern.count {
          if pattern[offset] != bytes[from + offset] { continue search }
          offset += 1
        }
        return variable
      }
      return nil
    }

    /// The text with its placeholders replaced by `values` (one per pattern).
    func fill(_ values: [String]) -> String {
      if slots.isEmpty { return text }
      var size = bytes.count
      for slot in slots { size += values[slot.variable].utf8.count - (slot.end - slot.start) }
      return bytes.withUnsafeBufferPointer { source in
        String(unsafeUninitializedCapacity: size) { output in
          var written = 0
          func copy(_ from: UnsafeBufferPointer<UInt8>) {
            guard let base = from.baseAddress, let target = output.baseAddress else { return }
            (target + written).initialize(from: base, count: from.count)
            written += from.count
          }
          var copied = 0
          for slot in slots {
            copy(UnsafeBufferPointer(rebasing: source[copied..<slot.start]))
            var value = values[slot.variable]
            value.withUTF8 { copy($0) }
            copied = slot.end
          }
          copy(UnsafeBufferPointer(rebasing: source[copied...]))
          return written
        }
      }
    }
  }

  /// Fills in placeholders in two byte buffers that are reused from one text to the next.
  struct Interpolation {
    private var current: [UInt8] = []
    private var next: [UInt8] = []

    /// `text` with each pattern (`<variable>` as UTF-8) replaced by its value, one pattern
    /// after the other, as the reference's repeated `str.replace` does (a value that holds
    /// a later pattern gets that pattern replaced too). Text without a `<` is returned as it
    /// is; otherwise the replacements happen in the buffers and one string is made at the
    /// end, if anything was replaced.
    mutating func interpolate(_ text: String, _ patterns: [[UInt8]], _ values: [String])
      -> String
    {
      guard !patterns.isEmpty, mayHoldPlaceholder(text) else { return text }
      current.removeAll(keepingCapacity: true)
      current.append(contentsOf: text.utf8)
      var replaced = false
      for index in 0..<min(patterns.count, values.count) {
        if replace(patterns[index], with: values[index]) { replaced = true }
      }
      return replaced ? String(decoding: current, as: UTF8.self) : text
    }

    /// Replaces every occurrence of `pattern` in `current` with `value` (left to right,
    /// without overlaps); false when there is none.
    private mutating func replace(_ pattern: [UInt8], with value: String) -> Bool {
      let length = pattern.count
      let count = current.count
      guard length > 0, length <= count else { return false }
      guard let first = Interpolation.find(pattern, in: current, from: 0) else { return false }
      next.removeAll(keepingCapacity: true)
      var copied = 0
      var found: Int? = first
      while let offset = found {
        next.append(contentsOf: current[copied..<offset])
        next.append(contentsOf: value.utf8)
        copied = offset + length
        found = Interpolation.find(pattern, in: current, from: copied)
      }
      next.append(contentsOf: current[copied..<count])
      swap(&current, &next)
      return true
    }

    /// The next occurrence of `pattern` in `bytes` at or after `from`, or nil.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
      pattern.withUnsafeBufferPointer { pattern in
        bytes.withUnsafeBufferPointer { bytes in
          let length = pattern.count
          let count = bytes.count
          var position = from
          while position + length <= count {
            if bytes.hasPrefix(pattern, at: position, end: count) { return position }
            position += 1
          }
          return nil
        }
      }
    }

    /// True unless `text` certainly holds no `<`.
    private func mayHoldPlaceholder(_ text: String) -> Bool {
      let found = text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.contains(UInt8(ascii: "<"))
      }
      return found ?? true
    }
  }
}
