import Testing

@testable import TagExpressions

@Suite struct TagExpressionTests {
  @Test(arguments: [
    ("", ""),
    ("@smoke", "@smoke"),
    ("@ios and @voiceover", "( @ios and @voiceover )"),
    ("not @slow or @fast and @ci", "( not ( @slow ) or ( @fast and @ci ) )"),
    ("not (@a or @b)", "not ( @a or @b )"),
    ("@a and @b and @c", "( ( @a and @b ) and @c )"),
    ("stepper\\(ios\\)", "stepper\\(ios\\)"),
    ("two\\ words or x", "( two\\ words or x )"),
    ("back\\\\slash", "back\\\\slash"),
    ("@x or(@y) ", "( @x or @y )"),
  ])
  func canonicalForm(expression: String, formatted: String) throws {
    #expect(try TagExpression.parse(expression).description == formatted)
  }

  @Test(arguments: [
    ("@a @b", "Expected operator"),
    ("@a and", "Expected operand"),
    ("or @a", "Expected operand"),
    ("not", "Expected operand"),
    ("(@a", "Unmatched ("),
    ("@a)", "Unmatched )"),
    ("@a \\q", "Illegal escape before \"q\""),
  ])
  func errors(expression: String, reason: String) {
    #expect {
      try TagExpression.parse(expression)
    } throws: { error in
      (error as? TagExpressionError)?.description
        == "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(reason)."
    }
  }

  /// The reason a too-deep expression gives.
  static let tooDeep =
    "Expression nests more than 1000 levels of not, and and or; write it with fewer operators"

  // Issue 10: 200,000 nested `not`s overflowed the stack (the library is public, whatever
  // `--tags` allows). Parsing is iterative; the depth of what it builds is limited.
  @Test func twoHundredThousandNotsAreAClearErrorNotAStackOverflow() {
    let expression = String(repeating: "not ", count: 200_000) + "@a"
    #expect(throws: TagExpressionError(expression: expression, reason: Self.tooDeep)) {
      try TagExpression.parse(expression)
    }
  }

  @Test func aLongChainOfOrIsAsDeepAsItIsLong() {
    let expression = (0..<200_000).map { "@t\($0)" }.joined(separator: " or ")
    #expect(throws: TagExpressionError(expression: expression, reason: Self.tooDeep)) {
      try TagExpression.parse(expression)
    }
  }

  @Test func theDeepestAllowedExpressionParsesEvaluatesAndPrints() throws {
    let nots = TagExpression.maximumDepth - 1
    let expression = String(repeating: "not ", count: nots) + "@a"
    let parsed = try TagExpression.parse(expression)
    #expect(parsed.evaluate(["@a"]) == (nots % 2 == 0))
    let printed = parsed.description
    #expect(
      printed
        == String(repeating: "not ( ", count: nots) + "@a" + String(repeating: " )", count: nots))
    #expect(try TagExpression.parse(printed) == parsed)
    #expect(Set([parsed]).count == 1)
    #expect(throws: TagExpressionError(expression: "not " + expression, reason: Self.tooDeep)) {
      try TagExpression.parse("not " + expression)
    }
  }

  @Test func parenthesesAloneDoNotNest() throws {
    let expression =
      String(repeating: "(", count: 100_000) + "@a" + String(repeating: ")", count: 100_000)
    #expect(try TagExpression.parse(expression) == .tag("@a"))
  }

  @Test func evaluation() throws {
    let expression = try TagExpression.parse("@stepper and not (@slow or @flaky)")
    #expect(expression.evaluate(["@stepper"]))
    #expect(!expression.evaluate(["@stepper", "@slow"]))
    #expect(!expression.evaluate([]))
    #expect(try TagExpression.parse("").evaluate([]))
    #expect(try TagExpression.parse("a\\(1\\)").evaluate(["a(1)"]))
  }
}
