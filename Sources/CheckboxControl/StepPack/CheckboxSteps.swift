import Accessibility
import ComponentFile
import Controls
import Core
import ScenarioRunner

extension StepLibrary {
  /// The checkbox (`control: checkbox`): setting it up disabled or in a state, and checking its
  /// state in a checkbox's words. Toggling it is the shared `When I toggle it`.
  static let checkboxSteps: [StepDefinition] = [
    .enabling("checkbox"),
    StepDefinition(
      .given, "the checkbox starts {word}",
      summary: "Set the checkbox's starting state: checked, unchecked or mixed.",
      example: "Given the checkbox starts mixed"
    ) { context, args throws(StepFailure) in
      let state = args.text(0).lowercased()
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(ComponentOverride("state", .word(state)))
      }
    }.checking { args throws(StepFailure) in
      guard CheckboxConfiguration.stateNames.contains(args.text(0).lowercased()) else {
        throw StepFailure(
          "'\(args.text(0))' is not a checkbox state; expected checked, unchecked or mixed")
      }
    },
    StepDefinition(
      .then, "the checkbox is checked", summary: "The checkbox is checked.",
      example: "Then the checkbox is checked"
    ) { context, _ throws(StepFailure) in
      try expectCheckbox(.checked, &context)
    },
    StepDefinition(
      .then, "the checkbox is not checked", summary: "The checkbox is neither checked nor mixed.",
      example: "Then the checkbox is not checked"
    ) { context, _ throws(StepFailure) in
      try expectCheckbox(.unchecked, &context)
    }.alsoWritten("the checkbox is unchecked"),
    StepDefinition(
      .then, "the checkbox is mixed",
      summary: "The checkbox is mixed (partly checked: indeterminate, inconsistent).",
      example: "Then the checkbox is mixed"
    ) { context, _ throws(StepFailure) in
      try expectCheckbox(.mixed, &context)
    },
    StepDefinition(
      .then, "its checked state is expressed",
      summary:
        "MagentaA11y state: what the reader said on the checkbox includes its state (checked, "
        + "not checked, mixed) in the reader's words.",
      example: "Then its checked state is expressed"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let checkbox = reader.control.unwrapped(as: Checkbox.self) else {
        throw StepFailure(
          "this step is about a checkbox, and the component is a "
            + "\(reader.control.setup.variant.control)")
      }
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      let state = Checkbox.words(for: checkbox.state)
      let heard = context.lastHeard
      // The state in the reader's words, the app's value ("Unchecked"), or iOS's selected
      // trait, which VoiceOver speaks as "Selected" (AccessibilitySnapshot).
      let words = [
        reader.compositor.spokenState(of: element), element.value,
        element.states.contains(.selected) ? "Selected" : nil,
      ].compactMap { $0 }
      guard
        words.contains(where: { word in
          heard.contains { SpeechEquivalenceCheck.contains($0.text, word) }
        })
      else {
        throw StepFailure(
          "the checkbox is \(state), but \(reader.pack.name) said "
            + SpeechEquivalenceCheck.list(heard)
            + (words.isEmpty ? " (the app exposes no state it can speak)" : ""))
      }
    },
  ]

  /// Fails unless the scenario's checkbox is in `state`.
  private static func expectCheckbox(
    _ state: ElementStates.Checked, _ context: inout ScenarioContext
  ) throws(StepFailure) {
    let control = try context.control()
    guard let checkbox = control.unwrapped(as: Checkbox.self) else {
      throw StepFailure(
        "this step is about a checkbox, and the component is a \(control.setup.variant.control)")
    }
    guard checkbox.state == state else {
      throw StepFailure(
        "expected the checkbox to be \(Checkbox.words(for: state)), it is "
          + Checkbox.words(for: checkbox.state))
    }
  }
}
