import ComponentFile
import ComponentModel
import Controls
import Core

extension ControlStepPack {
  /// The checkbox's steps and its criteria (MagentaA11y's native checkbox page).
  static let checkbox = ControlStepPack(
    kind: .checkbox, steps: StepLibrary.checkboxSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y checkbox criteria", seed: nil, list: Criteria.checkbox,
      partName: { _ in "the checkbox" }, buttonParts: { _ in [.control] },
      enabledStart: { _, _ in nil },
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the checkbox is disabled", override: ComponentOverride("enabled", .bool(false)))
      },
      // The page's state is "disabled/dimmed, checked, not checked": the disabled checkbox
      // must say its checked state as well as that it is disabled.
      disabledCheck: { _ in "Then its checked state is expressed" }))
}

extension Criteria {
  /// MagentaA11y's native checkbox criteria (tmobile/magentaA11y
  /// `_checklist-native/checkbox.md`, https://www.magentaa11y.com/checklist-native/checkbox/).
  /// The page marks no priorities; as for the stepper and the button, what a keyboard or
  /// screen-reader user needs is MUST, text resize SHOULD. Space and Enter are asked on the
  /// platforms the page names.
  package static let checkbox: [Criterion] = [
    Criterion(
      id: "keyboard-focus", group: "Keyboard", priority: .must,
      wording: "Tab, arrow keys or Ctrl+Tab: Focus visibly moves to the checkbox",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "keyboard-space", group: "Keyboard", priority: .must,
      wording: "Spacebar: Activates on iOS and Android",
      platforms: mobile, target: .eachButton,
      notApplicable: "the page asks for Space on iOS and Android only"),
    Criterion(
      id: "keyboard-enter", group: "Keyboard", priority: .must,
      wording: "Enter: Activates on Android",
      platforms: [.android], target: .eachButton,
      notApplicable: "the page asks for Enter on Android only (a WinUI CheckBox ignores Enter)"),
    Criterion(
      id: "gesture-swipe", group: "Gestures", priority: .must,
      wording: "Swipe: Focus moves to the element, expresses its name, role, state",
      platforms: mobile, target: .eachButton,
      notApplicable: "touch-screen gestures are for iOS and Android"),
    Criterion(
      id: "gesture-double-tap", group: "Gestures", priority: .must,
      wording: "Doubletap: Checkbox toggles between checked and unchecked states",
      platforms: mobile, target: .eachButton,
      notApplicable: "touch-screen gestures are for iOS and Android"),
    Criterion(
      id: "output-name", group: "Output", priority: .must,
      wording: "Name: Describes the purpose of the control and matches the visible label",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-role", group: "Output", priority: .must,
      wording: "Role: Identifies itself as a Check box in Android and a Button or checkbox in iOS",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-state", group: "Output", priority: .must,
      wording:
        "State: Expresses its state (disabled/dimmed, checked, not checked, selected, unselected)",
      platforms: [.ios, .android, .macos, .windows], target: .eachButton,
      notApplicable:
        "Orca reaches a checkbox by Tab, and a disabled (insensitive) GTK check button takes no focus"
    ),
    textResize,
  ]
}
