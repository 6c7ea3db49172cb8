/// Cucumber's pending and skipped conventions as steps: what A11ySim cannot check, said in the scenario.
extension StepLibrary {
  /// `Then pending "why"`: the scenario stops there, pending.
  static let pendingSteps: [StepDefinition] = [
    StepDefinition(
      .then, "pending {string}",
      summary:
        "Marks what A11ySim cannot check (a visual criterion, the screen around the control): the scenario is pending there, as with cucumber's pending steps, and the text says why. The steps after it are skipped; pending fails the run only with --strict.",
      example: "Then pending \"the focus indicator is visual: look at it on a device\""
    ) { _, arguments throws(StepFailure) in
      throw StepFailure.pending(arguments.text(0))
    }.checking { arguments throws(StepFailure) in
      _ = try arguments.nonEmptyText(0, "the reason a step is pending")
    },
    StepDefinition(
      .then, "not applicable {string}",
      summary:
        "Marks a check that does not apply to the control as the scenario sets it up (an indeterminate progress indicator has no value to express): the scenario is skipped there, not passed, and the text says why. The steps after it are skipped; a skipped scenario never fails the run. a11ysim check writes it for a criterion its control's pack says does not apply to the component.",
      example: "Then not applicable \"an indeterminate progress indicator has no value\""
    ) { _, arguments throws(StepFailure) in
      throw StepFailure.notApplicable(arguments.text(0))
    }.checking { arguments throws(StepFailure) in
      _ = try arguments.nonEmptyText(0, "the reason a check does not apply")
    },
  ]
}
