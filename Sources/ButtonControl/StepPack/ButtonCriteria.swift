import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The button's steps and its criteria (MagentaA11y's native button page).
  package static let button = ControlStepPack(
    kind: .button, steps: StepLibrary.buttonGivenSteps + StepLibrary.buttonThenSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y button criteria", seed: nil, pageNames: ["button"],
      list: Criteria.button, partName: { _ in "the button" }, parts: { _ in [.control] },
      enabledStart: { _, _ in nil },
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the button is disabled", override: ComponentOverride("enabled", .bool(false)))
      }))
}

extension Criteria {
  /// MagentaA11y's native button criteria (tmobile/magentaA11y `_checklist-native/button.md`,
  /// https://www.magentaa11y.com/checklist-native/button/). The page marks no priorities; as
  /// for the stepper, what a keyboard or screen-reader user needs is MUST, text resize SHOULD.
  package static let button: [Criterion] = [
    .keyboardFocus("Tab, arrow keys or Ctrl+Tab: Focus visibly moves to the button"),
    .space(
      "Spacebar: Activates on iOS and Android",
      notApplicable: "the page asks for Space on iOS and Android only"),
    .enter("Enter: Activates on Android", notApplicable: "the page asks for Enter on Android only"),
    .swipe("Swipe: Focus moves to the element, expresses its name, role (state, if applicable)"),
    doubleTapActivates,
    .name("Name: Purpose is clear and matches visible label"),
    identifiesAsButton,
    .state(
      "State: Expresses its state (disabled/dimmed)",
      notApplicable:
        "Orca reaches a button by Tab, and a disabled (insensitive) GTK button takes no focus"),
    .textResize,
  ]
}
