import Accessibility
import ComponentFile
import Controls
import Core
import ScenarioRunner
import ScreenReaders
import Simulation

extension StepLibrary {
  /// The dropdown (`control: dropdown`): enabling it, its value, whether its list is open.
  static let dropdownSteps: [StepDefinition] = [
    .enabling("dropdown"),
    StepDefinition(
      .then, "the dropdown shows {string}",
      summary:
        "The dropdown's chosen option (a combo box's text), which its trigger shows, is the one "
        + "named.",
      example: "Then the dropdown shows \"Medium\""
    ) { context, args throws(StepFailure) in
      let expected = args.text(0)
      let dropdown = try dropdown(&context)
      let name = dropdown.typedText ?? dropdown.chosen.map { dropdown.configuration.options[$0] }
      guard name == expected else {
        throw StepFailure(
          "the dropdown shows " + (name.map { "\"\($0)\"" } ?? "no option")
            + ", not \"\(expected)\"",
          expected: expected, actual: name ?? "none")
      }
    },
    StepDefinition(
      .then, "the list is open",
      summary: "The dropdown's list (its menu, pop-up or popover) is open.",
      example: "Then the list is open"
    ) { context, _ throws(StepFailure) in
      let dropdown = try dropdown(&context)
      guard dropdown.isExpanded else {
        guard dropdown.variant.facts.style.opensList else {
          throw StepFailure(
            "a \(dropdown.variant.nativeName) opens no list: it turns in place (swipe up or down)")
        }
        throw StepFailure("the dropdown's list is closed")
      }
    },
    StepDefinition(
      .then, "the list is closed",
      summary: "The dropdown's list is closed.",
      example: "Then the list is closed"
    ) { context, _ throws(StepFailure) in
      let dropdown = try dropdown(&context)
      guard !dropdown.isExpanded else { throw StepFailure("the dropdown's list is still open") }
    },
  ]

  /// The MagentaA11y dropdown checks (`a11ysim check`): Escape closes and gives focus back,
  /// the expanded or collapsed state is conveyed, the trigger is identified.
  static let dropdownCriteriaSteps: [StepDefinition] = [
    StepDefinition(
      .then, "Escape closes the list and focus returns to the trigger",
      summary:
        "MagentaA11y dropdown: with the list opened from the trigger, Escape closes it and focus "
        + "goes back to the trigger. Tried on a copy; the scenario is unchanged.",
      example: "Then Escape closes the list and focus returns to the trigger"
    ) { context, _ throws(StepFailure) in
      var trial = context
      if try !dropdown(&trial).isExpanded { try trial.perform("tap control") }
      guard try dropdown(&trial).isExpanded else {
        throw StepFailure("the trigger did not open the list")
      }
      try trial.perform("press Escape")
      let after = try dropdown(&trial)
      guard !after.isExpanded else { throw StepFailure("Escape left the list open") }
      guard after.focusedPart == .control else {
        throw StepFailure(
          "Escape closed the list but focus did not return to the trigger (it is "
            + (after.focusedPart.map { "on \($0.rawValue)" } ?? "lost") + ")")
      }
    },
    StepDefinition(
      .then, "its expanded or collapsed state is conveyed",
      summary:
        "MagentaA11y dropdown state: the reader said expanded or collapsed on the trigger, or "
        + "the trigger is exposed as the platform's pop-up button (whose role says it opens a "
        + "list: iOS's pop-up button has no expanded state), or it is a picker wheel, whose "
        + "options show in place.",
      example: "Then its expanded or collapsed state is conveyed"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      let expandable = element.states.contains(.expanded) || element.states.contains(.collapsed)
      let word = expandable ? reader.compositor.stateText(of: element) : nil
      let said =
        word.map { word in
          context.lastHeard.contains { SpeechEquivalenceCheck.contains($0.text, word) }
        } ?? false
      // A picker wheel shows its options in place: nothing is collapsed to convey.
      guard said || element.role == .popUpButton || element.states.contains(.pickerItem) else {
        throw StepFailure(
          "\"\(element.name ?? element.value ?? element.id)\" conveys neither expanded nor "
            + "collapsed, nor that it opens a list: \(reader.pack.name) said "
            + SpeechEquivalenceCheck.list(context.lastHeard))
      }
    },
    .identified(
      as: "a dropdown", roles: [.popUpButton, .button, .adjustable], notA: "a dropdown's trigger",
      part: "trigger",
      // VoiceOver on macOS says "combo box" for an editable pop-up (NSComboBox) through its
      // focus rule's own words, not its role word for the pop-up role.
      alsoHeard: ["combo box"],
      summary:
        "MagentaA11y dropdown role: the reader says its word for the trigger's role (pop up "
        + "button, drop down list, combo box; a button at least, as the page asks on iOS; a "
        + "picker wheel's adjustable)."),
  ]

  /// The dropdown the scenario runs.
  static func dropdown(_ context: inout ScenarioContext) throws(StepFailure) -> Dropdown {
    let control = try context.control()
    guard let dropdown = control.unwrapped(as: Dropdown.self) else {
      throw StepFailure("this step is for a dropdown (control: dropdown)")
    }
    return dropdown
  }
}
