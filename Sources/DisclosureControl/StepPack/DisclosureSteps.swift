import Accessibility
import ComponentFile
import Controls
import Core
import ScenarioRunner
import ScreenReaders
import Simulation

extension StepLibrary {
  /// The disclosure (`control: disclosure`): enabling it. Expanding or collapsing it and
  /// checking its state are the shared toggle steps (`Steps/ToggleSteps.swift`).
  static let disclosureSteps: [StepDefinition] = [
    .enabling("disclosure")
  ]

  /// The MagentaA11y expandable checks (`a11ysim check`): toggled, expanded or collapsed
  /// spoken, the new state spoken, identified as an expandable button. Each judges what the
  /// platform exposes, so a disclosure drawn as a plain button (no expanded state) or one whose
  /// state never changes fails them, whatever its content does.
  static let disclosureCriteriaSteps: [StepDefinition] = [
    StepDefinition(
      .then, "the disclosure is toggled",
      summary:
        "MagentaA11y expandable: the last interaction expanded or collapsed the disclosure, and "
        + "its element exposes the change.",
      example: "Then the disclosure is toggled"
    ) { context, _ throws(StepFailure) in
      let element = try expandableElement(&context)
      guard context.lastChangedValue else {
        throw StepFailure(
          "the last interaction did not expand or collapse the disclosure: it is still "
            + stateName(element))
      }
      let control = try context.control()
      guard let toggled = control as? any Toggleable, toggled.stateWord == stateName(element)
      else {
        throw StepFailure(
          "the disclosure changed, but its element still says it is \(stateName(element))")
      }
    },
    StepDefinition(
      .then, "its expanded or collapsed state is expressed",
      summary:
        "MagentaA11y expandable state: the focused element exposes an expanded or collapsed "
        + "state and the reader said it.",
      example: "Then its expanded or collapsed state is expressed"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      let element = try expandableElement(&context)
      try checkStateSaid(element, reader, context.lastHeard, "on \"\(element.name ?? element.id)\"")
    },
    StepDefinition(
      .then, "its new state is expressed when it expands or collapses",
      summary:
        "MagentaA11y expandable state: activating the focused element the reader's way expands "
        + "or collapses it and the reader says the new state. Tried on a copy; the scenario is "
        + "unchanged.",
      example: "Then its new state is expressed when it expands or collapses"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      let element = try expandableElement(&context)
      var trial = context
      let action = reader.pack.driving.activate
      try trial.perform(action)
      let after = try trial.reader()
      guard let toggled = after.focusedElement, toggled.states != element.states else {
        throw StepFailure(
          "'\(action)' left the disclosure's exposed state \(stateName(element)): a reader "
            + "hears no change")
      }
      try checkStateSaid(toggled, after, trial.lastHeard, "after '\(action)'")
    },
    StepDefinition(
      .then, "it is identified as an expandable button",
      summary:
        "MagentaA11y expandable role: the focused element is a button (or a disclosure "
        + "triangle) that exposes an expanded or collapsed state, and the reader says its role "
        + "word or, where it speaks none, the state.",
      example: "Then it is identified as an expandable button"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      let element = try expandableElement(&context)
      let heard = context.lastHeard
      let words = [
        reader.compositor.roleWord(for: element.role)?.text,
        reader.compositor.stateText(of: element),
      ]
      .compactMap { $0 }
      guard
        words.contains(where: { word in
          heard.contains { SpeechEquivalenceCheck.contains($0.text, word) }
        })
      else {
        throw StepFailure(
          "the expandable button's role is not conveyed: \(reader.pack.name) said "
            + SpeechEquivalenceCheck.list(heard))
      }
    },
  ]

  /// `expanded`, `collapsed`, or `in no expanded state`.
  private static func stateName(_ element: AccessibleElement) -> String {
    element.states.contains(.expanded)
      ? "expanded" : element.states.contains(.collapsed) ? "collapsed" : "in no expanded state"
  }

  /// The disclosure's element (the focused one with a reader), failing when it exposes no
  /// expanded or collapsed state: a button that shows content the platform does not know of.
  private static func expandableElement(_ context: inout ScenarioContext) throws(StepFailure)
    -> AccessibleElement
  {
    try StateCriteria.element(
      &context, noun: "disclosure", exposing: [.expanded, .collapsed],
      kind: "expanded or collapsed", unknowable: "whether its content is shown")
  }

  /// Fails unless `heard` holds `reader`'s word for `element`'s expanded or collapsed state.
  private static func checkStateSaid(
    _ element: AccessibleElement, _ reader: ReaderSimulation, _ heard: [TranscriptEntry],
    _ when: String
  ) throws(StepFailure) {
    try StateCriteria.checkSaid(
      element, reader, heard, when, noun: "disclosure", state: stateName(element))
  }
}
