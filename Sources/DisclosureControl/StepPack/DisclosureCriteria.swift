import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The disclosure's steps and its criteria (MagentaA11y's native expandable page).
  package static let disclosure = ControlStepPack(
    kind: .disclosure,
    steps: StepLibrary.disclosureSteps + StepLibrary.disclosureCriteriaSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y expandable criteria", seed: nil,
      // The published page's Condensed list is titled "How to test a button that toggles an
      // expandable region"; its Gherkin "an expandable region".
      pageNames: [
        "expandable", "button that toggles an expandable region", "expandable region",
        "disclosure", "expander",
      ],
      list: Criteria.disclosure,
      partName: { _ in "the disclosure" }, parts: { _ in [.control] },
      enabledStart: CriteriaSetupLine.enabling("disclosure"),
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the disclosure is disabled", override: ComponentOverride("enabled", .bool(false)))
      }))
}

extension Criteria {
  /// MagentaA11y's native expandable criteria (tmobile/magentaA11y
  /// `public/content/documentation/native/controls/expandable.md`,
  /// https://www.magentaa11y.com/#/native-criteria/controls/expandable).
  ///
  /// The page marks no priorities; as for the switch, what a keyboard or screen-reader user
  /// needs is MUST, text resize SHOULD. Its state criterion ("expanded/collapsed") is two
  /// checks, so that each platform's verdict says which part failed: the state when the
  /// disclosure is reached, and the new state when it expands or collapses (the page's
  /// double-tap "toggles the expandable button"). Its role asks for an expandable button: a
  /// button with no expanded state fails it. Its group criterion (a visible label read with the
  /// button in one swipe) is about the screen around it: `a11ysim import magentaa11y` leaves it
  /// pending.
  package static let disclosure: [Criterion] = [
    .keyboardFocus("Tab, arrow keys or ctl+tab: Focus visibly moves to the expandable button"),
    .space(
      "Spacebar: Activates on iOS and Android",
      notApplicable: "the page asks for Space on iOS and Android only"),
    .enter("Enter: Activates on Android", notApplicable: "the page asks for Enter on Android only"),
    .swipe(
      "Swipe: Focus moves to the element, expresses its name, role (state, if applicable)",
      expect: ["focus is on \"{part}\"", expandedOrCollapsed]),
    .doubleTap(
      "Doubletap: Toggles the expandable button (and focus remains on the expandable button)",
      expect: ["the disclosure is toggled"]),
    .name("Name: Purpose is clear and matches visible label"),
    .role(
      "Role: Identifies as an expandable button in iOS and Android",
      expect: ["it is identified as an expandable button"]),
    Criterion(
      id: "output-state-expanded", group: "Output",
      wording: "State: Expresses its state (expanded/collapsed) when it is reached",
      platforms: everywhere, check: .valueOnFocus(expect: [expandedOrCollapsed]), answers: .state),
    Criterion(
      id: "output-state-change", group: "Output",
      wording: "State: Expresses the new state (expanded/collapsed) when it toggles",
      platforms: everywhere,
      check: .valueOnChange(expect: ["its new state is expressed when it expands or collapses"]),
      answers: .state),
    .textResize,
  ]

  /// The check that the reader said whether the disclosure is expanded or collapsed.
  static let expandedOrCollapsed = "its expanded or collapsed state is expressed"
}
