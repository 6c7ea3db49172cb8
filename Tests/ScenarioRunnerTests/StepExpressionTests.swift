import ScenarioRunner
import StepperControl
import Testing

@Suite("Step expressions")
struct StepExpressionTests {
  @Test(
    "Parameters, optional text and alternatives",
    arguments: [
      ("I hear {string}", "I hear \"Quantity, 2\"", ["Quantity, 2"]),
      ("I hear {string}", "I hear 'it''s'", nil),
      ("I hear {string}", "I hear \"say \\\"hi\\\"\"", ["say \"hi\""]),
      ("I wait {float} second(s)", "I wait 1.5 seconds", ["1.5"]),
      ("I wait {float} second(s)", "I wait 1 second", ["1"]),
      ("I wait {float} second(s)", "I wait 1 minute", nil),
      ("the platform is {platform}", "the platform is Android", ["Android"]),
      (
        "the {part} button is {state}", "the increment button is disabled",
        ["increment", "disabled"]
      ),
      ("the value is/equals {float}", "the value equals 3", ["3"]),
      ("the value is/equals {float}", "the value is -2.5", ["-2.5"]),
      ("I press {string}", "I press \"Tab\" twice", nil),
    ] as [(String, String, [String]?)])
  func match(expression: String, text: String, expected: [String]?) {
    // {part} is the stepper pack's type; its steps compile with it.
    #expect(StepExpression(expression, types: [.stepperPart]).match(text) == expected)
  }
}
