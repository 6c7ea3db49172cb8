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

  @Test func evaluation() throws {
    let expression = try TagExpression.parse("@stepper and not (@slow or @flaky)")
    #expect(expression.evaluate(["@stepper"]))
    #expect(!expression.evaluate(["@stepper", "@slow"]))
    #expect(!expression.evaluate([]))
    #expect(try TagExpression.parse("").evaluate([]))
    #expect(try TagExpression.parse("a\\(1\\)").evaluate(["a(1)"]))
  }
}
