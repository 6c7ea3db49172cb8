import Accessibility
import ComponentFile
import Controls
import Core
import ScenarioRunner
import ScreenReaders
import Simulation

extension StepLibrary {
  /// The radio group (`control: radio-group`): enabling it, and which option is chosen.
  static let radioGroupSteps: [StepDefinition] = [
    .enabling("radio group"),
    StepDefinition(
      .then, "the chosen option is {string}",
      summary: "The radio group's chosen option is the one named.",
      example: "Then the chosen option is \"Medium\""
    ) { context, args throws(StepFailure) in
      let expected = args.text(0)
      let group = try radioGroup(&context)
      let name = group.chosen.map { group.configuration.options[$0] }
      guard name == expected else {
        throw StepFailure(
          "the chosen option is " + (name.map { "\"\($0)\"" } ?? "none") + ", not \"\(expected)\"",
          expected: expected, actual: name ?? "none")
      }
    },
    StepDefinition(
      .then, "no option is chosen",
      summary: "The radio group has no chosen option.",
      example: "Then no option is chosen"
    ) { context, _ throws(StepFailure) in
      let group = try radioGroup(&context)
      if let chosen = group.chosen {
        throw StepFailure("\"\(group.configuration.options[chosen])\" is chosen")
      }
    },
  ]

  /// The MagentaA11y radio-button checks (`a11ysim check`): chosen, chosen or not spoken, the
  /// new state spoken, identified as a radio button. Each judges what the platform exposes, so
  /// an option that is chosen only in how it is drawn fails them, whatever the app does.
  static let radioGroupCriteriaSteps: [StepDefinition] = [
    StepDefinition(
      .then, "the option is chosen",
      summary:
        "MagentaA11y radio button: the last interaction chose the focused option, and its element "
        + "exposes it as chosen.",
      example: "Then the option is chosen"
    ) { context, _ throws(StepFailure) in
      let element = try optionElement(&context)
      let group = try radioGroup(&context)
      guard let index = element.part?.optionIndex, group.chosen == index else {
        throw StepFailure(
          "\"\(element.name ?? element.id)\" is not chosen"
            + (group.chosen.map { ": \"\(group.configuration.options[$0])\" is" } ?? ""))
      }
      guard context.lastChangedValue else {
        throw StepFailure(
          "the last interaction did not choose \"\(element.name ?? element.id)\": it was already "
            + "chosen")
      }
      guard exposesChosen(element) else {
        throw StepFailure(
          "\"\(element.name ?? element.id)\" is chosen, but its element does not say so: a "
            + "reader cannot tell it is chosen")
      }
    },
    StepDefinition(
      .then, "whether it is chosen is expressed",
      summary:
        "MagentaA11y radio button state: the focused option exposes whether it is chosen and the "
        + "reader said it.",
      example: "Then whether it is chosen is expressed"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      // An iOS option that is not chosen says so only in the app's accessibility value
      // ("Unselected"): heard, it expresses the state.
      if let focused = reader.focusedElement, focused.role == .button,
        !exposesChosen(focused), let value = focused.value
      {
        guard context.lastHeard.contains(where: { SpeechEquivalenceCheck.contains($0.text, value) })
        else {
          throw StepFailure(
            "\(reader.pack.name) did not say \"\(value)\" on \"\(focused.name ?? focused.id)\": "
              + SpeechEquivalenceCheck.list(context.lastHeard))
        }
        return
      }
      let element = try stateElement(&context)
      // A reader with no word for an option that is not chosen (VoiceOver on macOS) says so by
      // leaving it out: the platform exposes the state, and the chosen one is heard.
      if element.states.contains(.notChosen), reader.compositor.stateText(of: element) == nil {
        return
      }
      try StateCriteria.checkSaid(
        element, reader, context.lastHeard, "on \"\(element.name ?? element.id)\"",
        noun: "option", state: stateName(element))
    },
    StepDefinition(
      .then, "its new state is expressed when it is chosen",
      summary:
        "MagentaA11y radio button state: activating the focused option the reader's way (on the "
        + "desktop, when it is already chosen, Down to the next) chooses it and the reader says "
        + "its new state. Tried on a copy; the scenario is unchanged.",
      example: "Then its new state is expressed when it is chosen"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      // On the desktop Tab lands on the chosen option; a user chooses another by moving to it
      // with an arrow key, which chooses as it moves.
      let group = try radioGroup(&context)
      let moves =
        exposesChosen(element) && group.configuration.isGrouped
        && group.variant.facts.selectionFollowsFocus
      guard !exposesChosen(element) || moves else {
        throw StepFailure(
          "\"\(element.name ?? element.id)\" is already chosen: choosing it changes nothing")
      }
      var trial = context
      let action = moves ? "press Down" : reader.pack.driving.activate
      try trial.perform(action)
      let after = try trial.reader()
      guard let chosen = after.focusedElement, exposesChosen(chosen), chosen != element else {
        throw StepFailure(
          "'\(action)' left \"\(element.name ?? element.id)\" exposed as not chosen: a reader "
            + "hears no change")
      }
      // VoiceOver on iOS words the selected trait with the name, not as a state word: its
      // reaction to the trait is what is heard.
      if after.compositor.stateText(of: chosen) == nil, chosen.states.contains(.selected) {
        guard !trial.lastHeard.isEmpty else {
          throw StepFailure(
            "\(after.pack.name) said nothing when \"\(chosen.name ?? chosen.id)\" was chosen")
        }
        return
      }
      try StateCriteria.checkSaid(
        chosen, after, trial.lastHeard, "after '\(action)'", noun: "option", state: "chosen")
    },
    .identified(
      as: "a radio button", roles: [.radioButton, .button], notA: "a radio button",
      part: "option",
      summary:
        "MagentaA11y radio button role: the reader says its word for the focused option's role (a "
        + "radio button; a button on iOS, which has none)."),
  ]

  /// The radio group the scenario runs.
  private static func radioGroup(_ context: inout ScenarioContext) throws(StepFailure)
    -> RadioGroup
  {
    guard let group = try context.control() as? RadioGroup else {
      throw StepFailure("the component is not a radio group")
    }
    return group
  }

  /// The option in question: the reader's focus, or without a reader the option with keyboard
  /// focus (the first when none has it).
  private static func optionElement(_ context: inout ScenarioContext) throws(StepFailure)
    -> AccessibleElement
  {
    if context.simulation != nil, let focused = try context.reader().focusedElement {
      return focused
    }
    let part = try context.control().focusedPart ?? .option(0)
    guard let element = try context.currentElements().first(where: { $0.part == part }) else {
      throw StepFailure("the radio group has no option \(part.rawValue)")
    }
    return element
  }

  /// The focused option, failing when it exposes nothing of whether it is chosen.
  private static func stateElement(_ context: inout ScenarioContext) throws(StepFailure)
    -> AccessibleElement
  {
    try StateCriteria.element(
      &context, noun: "option", exposing: [.chosen, .notChosen, .selected],
      kind: "chosen or not chosen", unknowable: "whether it is chosen")
  }

  /// Whether the element is exposed as the chosen option.
  private static func exposesChosen(_ element: AccessibleElement) -> Bool {
    element.states.contains(.chosen) || element.states.contains(.selected)
  }

  /// `chosen` or `not chosen`.
  private static func stateName(_ element: AccessibleElement) -> String {
    exposesChosen(element) ? "chosen" : "not chosen"
  }
}
