import StepperControl
import Testing

@testable import Controls

/// NumberBox AcceptsExpression evaluation. Behaviour source:
/// microsoft-ui-xaml controls/dev/NumberBox/NumberBoxParser.cpp (GetTokens, GetNextNumber,
/// ConvertInfixToPostfix, ComputePostfixExpression); input handling from
/// controls/dev/NumberBox/NumberBox.cpp (ValidateInput).
@Suite struct NumberExpressionTests {
  typealias Failure = NumberExpression.EvaluationError

  @Test(arguments: [
    ("5", 5.0),
    ("1+2", 3.0),
    ("2+3*4", 14.0),  // * above +
    ("(2+3)*4", 20.0),
    ("2*3^2", 18.0),  // ^ above *
    ("2^3^2", 64.0),  // ^ is left-associative: (2^3)^2
    ("10-4-3", 3.0),  // - is left-associative
    ("100/10/5", 2.0),
    ("-5+2", -3.0),  // "-" glued to a number is part of it (GetNextNumber regex "^-?...")
    ("2*-3", -6.0),
    ("2--3", 5.0),
    ("2^-1", 0.5),
    ("-2^2", 4.0),  // the number is -2, so (-2)^2
    (" 1 +  2 ", 3.0),  // spaces skipped between tokens
    ("1.5*2", 3.0),  // decimals parsed by the number formatter
    (".5+.5", 1.0),
    ("((1+2))*3", 9.0),
    ("7/2", 3.5),
  ])
  func evaluates(text: String, expected: Double) {
    #expect(NumberExpression.evaluate(text) == .success(expected))
  }

  @Test(arguments: [
    ("", Failure.empty),
    ("   ", .empty),
    ("+3", .expectedOperand(column: 1)),  // no unary plus
    ("*3", .expectedOperand(column: 1)),
    ("- 5", .expectedOperand(column: 1)),  // "-" must touch the number
    ("-(3)", .expectedOperand(column: 1)),
    ("--3", .expectedOperand(column: 1)),
    ("()", .expectedOperand(column: 2)),
    ("(3+)", .expectedOperand(column: 4)),
    ("1+\t2", .expectedOperand(column: 3)),  // only ' ' is skipped
    ("abc", .invalidNumber(column: 1, text: "abc")),  // letters
    ("2x+1", .invalidNumber(column: 1, text: "2x")),
    ("1+1.2.3", .invalidNumber(column: 3, text: "1.2.3")),
    ("1e3", .invalidNumber(column: 1, text: "1e3")),  // the formatter has no exponent
    ("2(3)", .expectedOperator(column: 2)),  // no implicit multiplication
    ("(2)(3)", .expectedOperator(column: 4)),
    ("3 4", .expectedOperator(column: 3)),
    ("3)", .unmatchedClosingParenthesis(column: 2)),
    ("(1+2))", .unmatchedClosingParenthesis(column: 6)),
    ("(3", .unclosedParenthesis(column: 1)),
    ("((3)", .unclosedParenthesis(column: 1)),
    ("(3+", .unclosedParenthesis(column: 1)),  // parentheses are checked before operands
    ("3+", .missingOperand(column: 2)),  // trailing operator
    ("3*4-", .missingOperand(column: 4)),
    ("1/0", .divisionByZero(column: 2)),
    ("1/(2-2)", .divisionByZero(column: 2)),
    ("5/-0", .divisionByZero(column: 2)),
    ("1/0+", .divisionByZero(column: 2)),  // postfix "1 0 / +" divides before the '+' fails
  ])
  func fails(text: String, expected: Failure) {
    #expect(NumberExpression.evaluate(text) == .failure(expected))
  }

  @Test func errorColumns() {
    #expect(Failure.empty.column == nil)
    #expect(Failure.missingOperand(column: 4).column == 4)
    #expect(Failure.divisionByZero(column: 2).column == 2)
  }

  /// ComputePostfixExpression returns quiet_NaN for division by zero (a value), nullptr
  /// for everything else.
  @Test func numberBoxValueOfFailures() {
    #expect(Failure.divisionByZero(column: 2).numberBoxValue?.isNaN == true)
    #expect(Failure.missingOperand(column: 2).numberBoxValue == nil)
  }

  @Test func powerOfNegativeBaseIsNaNValue() throws {
    let value = try NumberExpression.evaluate("(0-8)^0.5").get()
    #expect(value.isNaN)
  }

  /// Numbers are parsed by the box's NumberFormatter, so a currency formatter accepts "$".
  @Test func numbersUseTheFormatter() {
    let dollars = NumberFormat.currency("USD")
    #expect(NumberExpression.evaluate("$1.50*2", format: dollars) == .success(3.0))
    #expect(NumberExpression.evaluate("1,000+1", format: dollars) == .success(1001.0))
    // Grouping separators are accepted by the model's parser whether or not IsGrouped is set.
    #expect(NumberExpression.evaluate("1,000+1") == .success(1001.0))
    #expect(
      NumberExpression.evaluate("1,00+1") == .failure(.invalidNumber(column: 1, text: "1,00")))
  }

  /// NumberBox::ValidateInput: trim " \n\r\t\f\v"; empty → NaN; otherwise
  /// AcceptsExpression ? Compute : ParseDouble.
  @Test(arguments: [
    ("", true, NumberExpression.NumberBoxInput.empty),
    (" \t ", false, .empty),
    ("\t1+2\n", true, .value(3)),
    ("1+2", false, .invalid),
    ("42", false, .value(42)),
    (" 42 ", false, .value(42)),
    ("42", true, .value(42)),
    ("3+", true, .invalid),
    ("abc", false, .invalid),
  ])
  func numberBoxInput(
    text: String, acceptsExpression: Bool, expected: NumberExpression.NumberBoxInput
  ) {
    #expect(NumberExpression.numberBoxInput(text, acceptsExpression: acceptsExpression) == expected)
  }

  /// 1/0 gives Value = NaN (the box is cleared), not "invalid".
  @Test func divisionByZeroClearsNumberBox() {
    let outcome = NumberExpression.numberBoxInput("1/0", acceptsExpression: true)
    guard case .value(let value) = outcome else {
      Issue.record("expected a NaN value, got \(outcome)")
      return
    }
    #expect(value.isNaN)
  }
}
