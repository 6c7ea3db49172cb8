import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The checkbox's steps and its criteria (MagentaA11y's native checkbox page).
  package static let checkbox = ControlStepPack(
    kind: .checkbox, steps: StepLibrary.checkboxSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y checkbox criteria", seed: nil, pageNames: ["checkbox", "check box"],
      list: Criteria.checkbox, partName: { _ in "the checkbox" }, parts: { _ in [.control] },
      enabledStart: { _, _ in nil },
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the checkbox is disabled", override: ComponentOverride("enabled", .bool(false)))
      },
      // The page's state is "disabled/dimmed, checked, not checked": the disabled checkbox
      // must say its checked state as well as that it is disabled.
      disabledCheck: { _ in "its checked state is expressed" }))
}

extension Criteria {
  /// MagentaA11y's native checkbox criteria (tmobile/magentaA11y
  /// `_checklist-native/checkbox.md`, https://www.magentaa11y.com/checklist-native/checkbox/).
  /// The page marks no priorities; as for the stepper and the button, what a keyboard or
  /// screen-reader user needs is MUST, text resize SHOULD. Space and Enter are asked on the
  /// platforms the page names.
  package static let checkbox: [Criterion] = [
    .keyboardFocus("Tab, arrow keys or Ctrl+Tab: Focus visibly moves to the checkbox"),
    .space(
      "Spacebar: Activates on iOS and Android",
      notApplicable: "the page asks for Space on iOS and Android only"),
    .enter(
      "Enter: Activates on Android",
      notApplicable: "the page asks for Enter on Android only (a WinUI CheckBox ignores Enter)"),
    .swipe("Swipe: Focus moves to the element, expresses its name, role, state"),
    .doubleTap("Doubletap: Checkbox toggles between checked and unchecked states"),
    .name("Name: Describes the purpose of the control and matches the visible label"),
    .role("Role: Identifies itself as a Check box in Android and a Button or checkbox in iOS"),
    .state(
      "State: Expresses its state (disabled/dimmed, checked, not checked, selected, unselected)",
      notApplicable:
        "Orca reaches a checkbox by Tab, and a disabled (insensitive) GTK check button takes no focus"
    ),
    .textResize,
  ]
}
