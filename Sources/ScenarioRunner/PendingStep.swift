/// Cucumber's pending convention as a step: what A11ySim cannot check, said in the scenario.
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
    }
  ]
}
