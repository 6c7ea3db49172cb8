import ComponentFile
import Core
import ScenarioRunner

/// The button's own steps: whether the last interaction activated a button.
extension StepLibrary {
  /// The steps that set a button up.
  static let buttonGivenSteps: [StepDefinition] = [
    .enabling("button")
  ]

  /// The steps that check a button's activation (a button control, or a stepper's increment
  /// and decrement buttons).
  static let buttonThenSteps: [StepDefinition] = [
    StepDefinition(
      .then, "the button is activated",
      summary:
        "The last interaction activated a button: a stepper's value changed, or a button was clicked.",
      example: "Then the button is activated"
    ) { context, _ throws(StepFailure) in
      _ = try context.control()
      guard context.lastActivatedButton else {
        throw StepFailure("no button was activated by the last interaction")
      }
    },
    StepDefinition(
      .then, "the button is not activated",
      summary: "The last interaction did not activate a button.",
      example: "Then the button is not activated"
    ) { context, _ throws(StepFailure) in
      _ = try context.control()
      if context.lastActivatedButton {
        throw StepFailure("a button was activated by the last interaction")
      }
    },
  ]
}

extension ScenarioContext {
  /// Whether the last interaction activated a button (a value change caused by a button).
  var lastActivatedButton: Bool {
    lastEvents.contains {
      switch $0 {
      case .valueChanged(_, _, .button), .activated: true
      default: false
      }
    }
  }
}
