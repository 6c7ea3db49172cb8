import Accessibility

extension StepDefinition {
  /// `Then it is identified as …`: MagentaA11y's role criterion for a control whose focused
  /// part must be exposed with one of `roles` and whose reader must say its word for that role.
  /// Shared by the controls whose check is only that (the radio group, the tabs, the dropdown);
  /// its place in the source is the caller's, as for any step.
  ///
  /// - Parameters:
  ///   - article: what the step names, with its article (`a radio button`).
  ///   - roles: the roles the focused element may have.
  ///   - notA: the refusal's noun when the element has another role (`a dropdown's trigger`).
  ///   - part: the focused part's noun in the failure (`option`: "the option's role is not
  ///     conveyed").
  ///   - alsoHeard: words that convey the role besides the reader's role word (the tabs'
  ///     `tab`, which VoiceOver says for a tab bar's buttons).
  package static func identified(
    as article: String, roles: Set<AccessibleRole>, notA: String, part: String,
    alsoHeard: [String] = [], summary: String, file: String = #filePath, line: Int = #line
  ) -> StepDefinition {
    StepDefinition(
      .then, "it is identified as \(article)", summary: summary,
      example: "Then it is identified as \(article)", file: file, line: line
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      guard roles.contains(element.role) else {
        throw StepFailure(
          "\"\(element.name ?? element.id)\" is \(element.role.plainNameWithArticle), not "
            + notA)
      }
      let heard = context.lastHeard
      let words =
        [reader.compositor.roleWord(for: element)?.text].compactMap { $0 }
        + alsoHeard
      guard
        heard.contains(where: { entry in
          words.contains { SpeechEquivalenceCheck.contains(entry.text, $0) }
        })
      else {
        throw StepFailure(
          "the \(part)'s role is not conveyed: \(reader.pack.name) said "
            + SpeechEquivalenceCheck.list(heard))
      }
    }
  }
}
