/// Cucumber's pending and skipped conventions as steps: what A11ySim cannot check, said in the scenario.
extension StepLibrary {
  /// `Then pending "why"`: the scenario stops there, pending; `Then not applicable "why"`: it
  /// is skipped there.
  static let pendingSteps: [StepDefinition] = [
    reasonStep(
      "pending",
      summary:
        "Marks what A11ySim cannot check (a visual criterion, the screen around the control): the scenario is pending there, as with cucumber's pending steps, and the text says why. The steps after it are skipped; pending fails the run only with --strict.",
      example: "the focus indicator is visual: look at it on a device",
      reason: "the reason a step is pending", stop: StepFailure.pending),
    reasonStep(
      "not applicable",
      summary:
        "Marks a check that does not apply to the control as the scenario sets it up (an indeterminate progress indicator has no value to express): the scenario is skipped there, not passed, and the text says why. The steps after it are skipped; a skipped scenario never fails the run. a11ysim check writes it for a criterion its control's pack says does not apply to the component.",
      example: "an indeterminate progress indicator has no value",
      reason: "the reason a check does not apply", stop: StepFailure.notApplicable),
  ]

  /// `Then <words> "why"`: stops the scenario with `stop`'s outcome, saying why; the text
  /// (`reason`, as an empty one's error names it) must not be empty.
  private static func reasonStep(
    _ words: String, summary: String, example: String, reason: String,
    stop: @escaping @Sendable (String) -> StepFailure
  ) -> StepDefinition {
    StepDefinition(
      .then, "\(words) {string}", summary: summary, example: "Then \(words) \"\(example)\""
    ) { _, arguments throws(StepFailure) in
      throw stop(arguments.text(0))
    }.checking { arguments throws(StepFailure) in
      _ = try arguments.nonEmptyText(0, reason)
    }
  }
}
