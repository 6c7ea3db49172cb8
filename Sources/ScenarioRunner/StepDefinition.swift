import ComponentFile
import Controls
import Core
import Foundation
import Gherkin
import Interactions
import ScreenReaders
import Simulation

/// Why a step did not pass: a check that did not hold, a scenario that cannot run, or a lower
/// layer's own error (the component file's, the simulation's, a reader's) kept as a payload,
/// so reports and tests can match on the case; ``message`` is what the user reads.
package indirect enum StepFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the step checks did not hold: `expected` and `actual` feed the report's
  /// expected-versus-heard view.
  case mismatch(message: String, expected: String?, actual: String?)
  /// The scenario cannot run (a missing file, a step without its doc string), said in words.
  case cannotRun(String)
  /// The component file or a scenario's setting is wrong; `setting` is the override a step
  /// made (`wraps=maybe`) when the error is about it.
  case component(ComponentFileError, setting: String?)
  /// The reader a step names does not exist, or not on the platform.
  case reader(ReaderResolutionError)
  /// A reader setting's name or value is wrong for `reader`.
  case readerSetting(reader: String, ReaderSettingError)
  /// The platform's OS version is not one A11ySim models.
  case environment(EnvironmentError)
  /// The simulation refused an interaction or could not start.
  case simulation(SimulationError)
  /// A step's text is not an interaction.
  case notAnInteraction(String, InteractionSyntaxError)
  /// A step whose arguments cannot run at all (checked before the scenario starts).
  case invalidStep(String, StepFailure)
  /// No failure but cucumber's pending: the reason says what is not checked and why.
  case pending(String)
  /// No failure: what the scenario checks does not apply (an indeterminate progress
  /// indicator has no value to express), and the reason says why. The step and the scenario
  /// are skipped, with the reason.
  case notApplicable(String)
  /// A step stopped by Ctrl-C before it ended: its test case did not run to a result.
  case interrupted

  /// A failure in words: a mismatch, or with `couldNotRun` a scenario that cannot run.
  package init(
    _ message: String, expected: String? = nil, actual: String? = nil, couldNotRun: Bool = false
  ) {
    self =
      couldNotRun
      ? .cannotRun(message) : .mismatch(message: message, expected: expected, actual: actual)
  }

  /// What was expected and what happened.
  package var message: String {
    switch self {
    case .mismatch(let message, _, _), .cannotRun(let message), .pending(let message),
      .notApplicable(let message):
      message
    case .component(let error, let setting?):
      "the scenario's setting '\(setting)': \(error.message)"
    case .component(let error, nil): error.description
    case .reader(let error): error.description
    case .readerSetting(let reader, let error): "\(reader): \(error.message)"
    case .environment(let error): error.description
    case .simulation(let error): error.description
    case .notAnInteraction(let text, let error): "'\(text)' is not an interaction: \(error.message)"
    case .invalidStep(let step, let failure): "\(step): \(failure.message)"
    case .interrupted: "interrupted before the step ended"
    }
  }

  /// What was expected, for the report's expected-versus-heard view.
  package var expected: String? {
    if case .mismatch(_, let expected, _) = self { return expected }
    return nil
  }

  /// What was heard or found.
  package var actual: String? {
    if case .mismatch(_, _, let actual) = self { return actual }
    return nil
  }

  /// Whether the scenario names something that does not exist (an unknown platform or
  /// reader, a wrong component file): not a finding about the component but a scenario that
  /// cannot run, so the run exits 2 as for an unreadable file.
  package var couldNotRun: Bool {
    switch self {
    case .cannotRun, .component, .reader, .environment, .invalidStep: true
    case .mismatch, .readerSetting, .simulation, .notAnInteraction, .pending, .notApplicable,
      .interrupted:
      false
    }
  }

  /// Whether this is no failure but cucumber's pending (``message`` says why).
  package var isPending: Bool {
    if case .pending = self { return true }
    return false
  }

  /// Whether this is no failure but a check that does not apply (``message`` says why): the
  /// step is skipped.
  package var isNotApplicable: Bool {
    if case .notApplicable = self { return true }
    return false
  }

  /// The message.
  package var description: String { message }
}

/// A step's arguments: the expression's parameters, then a doc string or data table if the
/// step has one.
package struct StepArguments: Sendable {
  /// The parameter values as matched (strings unquoted).
  package var values: [String]
  /// The doc string under the step.
  package var docString: String?
  /// The data table under the step.
  package var dataTable: [[String]]?
  /// What the run's components may say and the controls they describe, for checks that take
  /// their words (a part's, a state's) or a component; none unless given.
  package var schema = ComponentSchema(catalog: ControlCatalog([]), options: [])
  /// The kinds of control the run knows.
  package var catalog: ControlCatalog { schema.catalog }
  /// The run's step vocabulary, for checks that take words from its packs (the places
  /// keyboard focus may be); none unless given.
  package var library: StepLibrary?

  /// The `index`th value as text.
  package func text(_ index: Int) -> String { values.indices.contains(index) ? values[index] : "" }

  /// The `index`th value as a number.
  package func number(_ index: Int) throws(StepFailure) -> Double {
    guard let number = Double(text(index)) else {
      throw StepFailure("expected a number, found '\(text(index))'")
    }
    return number
  }

  /// The `index`th value as a whole number.
  package func integer(_ index: Int) throws(StepFailure) -> Int {
    guard let number = Int(text(index)) else {
      throw StepFailure("expected a whole number, found '\(text(index))'")
    }
    return number
  }

  /// The `index`th value, which must say something (`what` names it in the error;
  /// `instead` is the step to write for the empty case, if there is one).
  package func nonEmptyText(_ index: Int, _ what: String, instead: String? = nil)
    throws(StepFailure) -> String
  {
    let value = text(index)
    // What trimming would leave empty, without bridging the text to NSString for it.
    guard !value.unicodeScalars.allSatisfy(CharacterSet.whitespacesAndNewlines.contains) else {
      throw StepFailure(
        "\(what) is empty; "
          + (instead.map { "to check for silence write '\($0)'" }
            ?? "write the text the step is about"))
    }
    return value
  }

  /// The `index`th value as a whole number of at least 1 (`what` names it in the error).
  package func positiveInteger(_ index: Int, _ what: String) throws(StepFailure) -> Int {
    let number = try integer(index)
    guard number >= 1 else {
      throw StepFailure("\(what) must be at least 1, found \(number)")
    }
    return number
  }

  /// The expected utterances with, from a table's `reader` column, who says each: from a doc
  /// string (one a line) or a data table whose header names a `text` column and, optionally,
  /// a `reader` column (`| reader | text |`).
  package func expectedEntries() throws(StepFailure) -> [(reader: String?, text: String)] {
    if let table = dataTable {
      guard let header = table.first?.map({ $0.lowercased() }),
        let textColumn = header.firstIndex(of: "text")
      else {
        throw StepFailure(
          "the table needs a header row naming a 'text' column (and, if you like, 'reader'): "
            + "| reader | text |")
      }
      let readerColumn = header.firstIndex(of: "reader")
      let rows = table.dropFirst().map { row in
        (
          reader: readerColumn.flatMap { row.indices.contains($0) ? row[$0] : nil }
            .flatMap { $0.isEmpty ? nil : $0 },
          text: row.indices.contains(textColumn) ? row[textColumn] : ""
        )
      }
      guard !rows.isEmpty else {
        throw StepFailure("the table lists no utterance under its header; add a row for each")
      }
      guard rows.allSatisfy({ !$0.text.isEmpty }) else {
        throw StepFailure(
          "the table has a row without text; give every expected utterance its text")
      }
      return rows
    }
    let lines = (docString ?? "").split(separator: "\n").map {
      SpeechEquivalenceCheck.utteranceText(ofLine: String($0))
    }.filter { !$0.isEmpty }
    guard !lines.isEmpty else {
      throw StepFailure(
        "the doc string is empty; write the expected utterances in it, one a line")
    }
    return lines.map { (nil, $0) }
  }
}

/// What a step does to a scenario.
package typealias StepHandler =
  @Sendable (inout ScenarioContext, StepArguments) throws(StepFailure) -> Void

/// Checks a step's arguments without running anything: an impossible argument (a count below
/// 1, an empty text, an interaction that does not parse) is an error in a dry run too.
package typealias StepCheck = @Sendable (StepArguments) throws(StepFailure) -> Void

/// One entry of the step vocabulary.
package struct StepDefinition: Sendable {
  /// The keyword it reads best with (documentation only; Gherkin keywords do not restrict it).
  package var keyword: Keyword
  /// The expression the step text must match.
  package var expression: StepExpression
  /// Other ways to write the same step, as cucumber users do (`the value should be 3`).
  package private(set) var alternatives: [StepExpression] = []
  /// What it does.
  package var summary: String
  /// A working example of the step.
  package var example: String
  /// Whether the step takes a doc string (and needs one, or a data table when it takes one).
  package var takesDocString: Bool
  /// Whether the step also takes a data table in place of its doc string.
  package var takesDataTable = false
  /// Where it is written: the source file under `Sources/`
  /// (`ScenarioRunner/Steps/WhenSteps.swift`) and line.
  package var sourceFile: String { Self.packagePath(filePath) }
  /// The compile-time `#filePath` of its definition, cut to ``sourceFile`` only when asked for
  /// (the search goes through NSString, and every run defines every step).
  private let filePath: String
  /// The 1-based line of its definition in ``sourceFile``.
  package let sourceLine: Int
  /// The parameter types of its control's pack it uses besides the shared ones (`{part}`).
  package let parameterTypes: [ParameterType]
  let handler: StepHandler
  private(set) var check: StepCheck?

  /// Whether the step only sets the scenario up (component, platform, reader, settings): it
  /// starts no simulation, so a dry run runs it to check what it names.
  package var isSetup: Bool { keyword == .given }

  /// The keyword a step is written with.
  package enum Keyword: String, Sendable {
    /// Setting up.
    case given = "Given"
    /// Acting.
    case when = "When"
    /// Checking.
    case then = "Then"

    /// Whether a step of `type` (Given, When, Then after conjunctions) is written with it.
    func matches(_ type: PickleStepType) -> Bool {
      switch (self, type) {
      case (.given, .context), (.when, .action), (.then, .outcome): true
      default: false
      }
    }
  }

  /// Creates a step definition.
  package init(
    _ keyword: Keyword, _ expression: String, summary: String, example: String,
    takesDocString: Bool = false, types: [ParameterType] = [], file: String = #filePath,
    line: Int = #line, handler: @escaping StepHandler
  ) {
    self.keyword = keyword
    filePath = file
    sourceLine = line
    parameterTypes = types
    self.expression = StepExpression(expression, types: types)
    self.summary = summary
    self.example = example
    self.takesDocString = takesDocString
    self.check = nil
    self.handler = handler
  }

  /// This definition, also matching each of `expressions` (the same parameters, in order).
  package func alsoWritten(_ expressions: String...) -> StepDefinition {
    var definition = self
    definition.alternatives += expressions.map { StepExpression($0, types: parameterTypes) }
    return definition
  }

  /// The parameter values when `text` matches the expression or one of its alternatives.
  package func match(_ text: String) -> [String]? {
    if let values = expression.match(text) { return values }
    for alternative in alternatives {
      if let values = alternative.match(text) { return values }
    }
    return nil
  }

  /// The arguments of `text` as Cucumber Messages' step match arguments describe them (each
  /// parameter's type, where it starts and the text it matched), or `nil` when it does not
  /// match.
  package func matchArguments(_ text: String) -> [StepExpression.Argument]? {
    ([expression] + alternatives).lazy.compactMap { $0.arguments(text) }.first
  }

  /// `path` (a compile-time `#filePath`) from the package's `Sources/` folder on, whatever
  /// folder the package was built in: `ScenarioRunner/Steps/WhenSteps.swift`.
  static func packagePath(_ path: String) -> String {
    guard let sources = path.range(of: "/Sources/", options: .backwards) else {
      return (path as NSString).lastPathComponent
    }
    return String(path[sources.upperBound...])
  }

  /// This definition, taking a data table in place of its doc string.
  package func acceptingDataTable() -> StepDefinition {
    var definition = self
    definition.takesDataTable = true
    return definition
  }

  /// This definition, with `check` validating its arguments without running anything.
  package func checking(_ check: @escaping StepCheck) -> StepDefinition {
    var definition = self
    definition.check = check
    return definition
  }

  /// Checks that a step written as `written` (keyword and text) has the arguments this
  /// definition takes and that they are possible; the error names the step and makes the
  /// scenario one that cannot run.
  func validate(_ arguments: StepArguments, written: @autoclosure () -> String)
    throws(StepFailure)
  {
    // Worked out for an error only: every step of a run is validated.
    var step: String { "the step '\(written())'" }
    if arguments.dataTable != nil, !takesDataTable {
      throw StepFailure(
        "\(step) takes no data table"
          + (takesDocString ? "; write the lines in a doc string (\"\"\")" : ""),
        couldNotRun: true)
    }
    if arguments.docString != nil, !takesDocString {
      throw StepFailure("\(step) takes no doc string", couldNotRun: true)
    }
    if arguments.dataTable == nil, takesDataTable, !takesDocString {
      throw StepFailure("\(step) needs a table under it", couldNotRun: true)
    }
    if arguments.docString == nil, takesDocString, arguments.dataTable == nil {
      throw StepFailure(
        "\(step) needs a doc string (\"\"\") under it with the expected lines"
          + (takesDataTable ? ", or a table (| reader | text |)" : ""), couldNotRun: true)
    }
    do {
      try check?(arguments)
    } catch {
      throw .invalidStep(step, error)
    }
  }
}

extension StepDefinition {
  /// `Given the NOUN is enabled` / `… disabled`: the component's `enabled` setting, which every
  /// control takes; its place in the source is the caller's, as for any step.
  package static func enabling(
    _ noun: String, summary: String? = nil, file: String = #filePath, line: Int = #line
  ) -> StepDefinition {
    StepDefinition(
      .given, "the \(noun) is {state}", summary: summary ?? "Enable or disable the \(noun).",
      example: "Given the \(noun) is disabled", file: file, line: line
    ) { context, args throws(StepFailure) in
      let enabled = args.text(0).lowercased() == "enabled"
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(ComponentOverride("enabled", .bool(enabled)))
      }
    }
  }
}
