import ComponentFile
import Controls
import Core
import ScenarioRunner

extension StepLibrary {
  /// The progress indicator (`control: progress`): busy with no value, and its value. The app
  /// sets the value with the shared `When the app sets the value to {float}`.
  static let progressSteps: [StepDefinition] = [
    StepDefinition(
      .given, "the progress indicator is indeterminate",
      summary: "Make the progress indicator busy with no value.",
      example: "Given the progress indicator is indeterminate"
    ) { context, _ throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(ComponentOverride("indeterminate", .bool(true)))
      }
    },
    StepDefinition(
      .then, "the progress value is {float}", summary: "The progress indicator's value now.",
      example: "Then the progress value is 50"
    ) { context, args throws(StepFailure) in
      let expected = try args.number(0)
      let control = try context.control()
      guard let progress = control.unwrapped(as: ProgressIndicator.self) else {
        throw StepFailure(
          "this step is about a progress indicator, and the component is a "
            + "\(control.setup.variant.control)")
      }
      guard !progress.configuration.isIndeterminate else {
        throw StepFailure(
          "expected the progress value \(DecimalStep.displayString(expected)), and the "
            + "progress indicator is indeterminate: it has no value")
      }
      guard progress.current == expected else {
        throw StepFailure(
          "expected the progress value \(DecimalStep.displayString(expected)), it is "
            + DecimalStep.displayString(progress.current),
          expected: DecimalStep.displayString(expected),
          actual: DecimalStep.displayString(progress.current))
      }
    },
  ]
}
