import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The text field's steps and its criteria (MagentaA11y's native text-input page).
  package static let textField = ControlStepPack(
    kind: .textField,
    steps: StepLibrary.textFieldSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y text input criteria", seed: nil,
      // The published page's Condensed list is titled "How to test a text input".
      // MagentaA11y's search page ("How to test a search") asks the same of a search field,
      // which is a text field variant here: a search field is heard as one.
      pageNames: [
        "text-input", "text input", "text field", "edit box", "text box", "search",
        "search field",
      ],
      list: Criteria.textField,
      partName: { _ in "the text field" }, parts: { _ in [.control] },
      enabledStart: CriteriaSetupLine.enabling("text field"),
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the text field is disabled", override: ComponentOverride("enabled", .bool(false)))
      }))
}

extension Criteria {
  /// MagentaA11y's native text-input criteria (tmobile/magentaA11y
  /// `public/content/documentation/native/controls/text-input.md`,
  /// https://www.magentaa11y.com/#/native-criteria/controls/text-input).
  ///
  /// The page marks no priorities; as for the switch, what a keyboard or screen-reader user
  /// needs is MUST, text resize SHOULD. Space "places the user in editing mode" and a
  /// double-tap makes "the keyboard appear": both are checked as the field being in editing
  /// mode. Its group criterion (the visible label read with the field in one swipe) is about the
  /// screen around it: `a11ysim import magentaa11y` leaves it pending.
  package static let textField: [Criterion] = [
    .keyboardFocus("Tab, arrow keys or ctl+tab: Focus visibly moves to and from the text input"),
    Criterion(
      id: "keyboard-space", group: "Keyboard",
      wording: "Space bar: Places the user in editing mode inside the input",
      platforms: Criteria.mobile, check: .key("Space", expect: ["the text field is editing"]),
      answers: .space,
      notApplicable: "a desktop text field edits as soon as it has focus; Space types a space",
      platformsFromPage: true),
    .swipe(
      "Swipe: Focus moves to the element, expresses its name, role, input value and state - if "
        + "disabled", expect: ["focus is on \"{part}\""]),
    .doubleTap("Doubletap: Keyboard appears to edit", expect: ["the text field is editing"]),
    .name("Name: Purpose is clear and matches visible label"),
    .role("Role: Identifies itself as text field on iOS, edit box on Android"),
    .state(
      "State: The input can be disabled/dimmed",
      notApplicable: "a disabled GtkEntry takes no focus, so Orca does not reach it"),
    .textResize,
  ]
}
