import ComponentModel

extension StepLibrary {
  /// Criteria steps `a11ysim check` needs beyond `CriteriaSteps.swift`.
  static let criteriaFocusSteps: [StepDefinition] = [
    StepDefinition(
      .then, "its value is expressed in focus",
      summary:
        "MagentaA11y value: what the reader said when the element got focus includes the control's current value (\"Label with current value, Increment, Button\").",
      example: "Then its value is expressed in focus"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      guard let shown = context.library.shownValue(of: reader.control) else {
        throw StepFailure("this check is about a \(context.library.valueKinds)'s value")
      }
      let words = TextTemplate.words(reader.control.value.numeric ?? .nan)
      let heard = context.lastHeard
      let percents = percents(of: element)
      guard
        heard.contains(where: { saysValue($0.text, shown: shown, words: words, percents: percents) }
        )
      else {
        throw StepFailure(
          "the value is \(shown), but on \"\(element.name ?? element.id)\" \(reader.pack.name) said "
            + SpeechEquivalenceCheck.list(heard),
          expected: shown, actual: heard.map(\.text).joined(separator: "\n"))
      }
    }
  ]
}
