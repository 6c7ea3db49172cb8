/// Why a step did not pass, in words a tester reads in a report.
public struct StepFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was expected and what happened.
  public var message: String
  /// What was expected, for the report's expected-versus-heard view.
  public var expected: String?
  /// What was heard or found.
  public var actual: String?
  /// Whether the scenario names something that does not exist (an unknown platform or
  /// reader): not a finding about the component but a scenario that cannot run, so the run
  /// exits 2 as for an unreadable file.
  public var couldNotRun: Bool

  /// Creates a failure.
  public init(
    _ message: String, expected: String? = nil, actual: String? = nil, couldNotRun: Bool = false
  ) {
    self.message = message
    self.expected = expected
    self.actual = actual
    self.couldNotRun = couldNotRun
  }

  /// The message.
  public var description: String { message }

  /// A step stopped by Ctrl-C before it ended: its test case did not run to a result.
  public static let interrupted = StepFailure("interrupted before the step ended")
}

/// A step's arguments: the expression's parameters, then a doc string or data table if the
/// step has one.
public struct StepArguments: Sendable {
  /// The parameter values as matched (strings unquoted).
  public var values: [String]
  /// The doc string under the step.
  public var docString: String?
  /// The data table under the step.
  public var dataTable: [[String]]?

  /// The `index`th value as text.
  public func text(_ index: Int) -> String { values.indices.contains(index) ? values[index] : "" }

  /// The `index`th value as a number.
  public func number(_ index: Int) throws(StepFailure) -> Double {
    guard let number = Double(text(index)) else {
      throw StepFailure("expected a number, found '\(text(index))'")
    }
    return number
  }

  /// The `index`th value as a whole number.
  public func integer(_ index: Int) throws(StepFailure) -> Int {
    guard let number = Int(text(index)) else {
      throw StepFailure("expected a whole number, found '\(text(index))'")
    }
    return number
  }
}

/// What a step does to a scenario.
public typealias StepHandler =
  @Sendable (inout ScenarioContext, StepArguments) throws(StepFailure) -> Void

/// One entry of the step vocabulary.
public struct StepDefinition: Sendable {
  /// The keyword it reads best with (documentation only; Gherkin keywords do not restrict it).
  public var keyword: Keyword
  /// The expression the step text must match.
  public var expression: StepExpression
  /// What it does.
  public var summary: String
  /// A working example of the step.
  public var example: String
  let handler: StepHandler

  /// The keyword a step is written with.
  public enum Keyword: String, Sendable {
    /// Setting up.
    case given = "Given"
    /// Acting.
    case when = "When"
    /// Checking.
    case then = "Then"
  }

  /// Creates a step definition.
  public init(
    _ keyword: Keyword, _ expression: String, summary: String, example: String,
    handler: @escaping StepHandler
  ) {
    self.keyword = keyword
    self.expression = StepExpression(expression)
    self.summary = summary
    self.example = example
    self.handler = handler
  }
}
