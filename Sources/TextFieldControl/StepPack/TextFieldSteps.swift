import ComponentFile
import Core
import ScenarioRunner

extension StepLibrary {
  /// The text field (`control: text-field`): enabling it, and checking that it is editing and
  /// what it holds. Typing is the shared `type "…"` interaction.
  static let textFieldSteps: [StepDefinition] = [
    StepDefinition(
      .given, "the text field is {state}", summary: "Enable or disable the text field.",
      example: "Given the text field is disabled"
    ) { context, args throws(StepFailure) in
      let enabled = args.text(0).lowercased() == "enabled"
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(ComponentOverride("enabled", .bool(enabled)))
      }
    },
    StepDefinition(
      .then, "the text field is editing",
      summary:
        "MagentaA11y text input: the text field is in editing mode (the keyboard is up, the "
        + "caret shows).",
      example: "Then the text field is editing"
    ) { context, _ throws(StepFailure) in
      guard let field = try context.control() as? TextField else {
        throw StepFailure("the component is not a text field")
      }
      guard field.isEditing else {
        throw StepFailure("the text field is not editing: no keyboard appeared")
      }
    },
    StepDefinition(
      .then, "the text field holds {string}",
      summary: "The text field's text is exactly the text given.",
      example: "Then the text field holds \"Ada\""
    ) { context, args throws(StepFailure) in
      guard let field = try context.control() as? TextField else {
        throw StepFailure("the component is not a text field")
      }
      let expected = args.text(0)
      guard field.text == expected else {
        throw StepFailure(
          "the text field holds \"\(field.text)\", not \"\(expected)\"", expected: expected,
          actual: field.text)
      }
    },
  ]
}
