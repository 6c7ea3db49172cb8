import ComponentFile
import ComponentModel
import Controls
import Core

extension ControlStepPack {
  /// The button's steps and its criteria (MagentaA11y's native button page).
  static let button = ControlStepPack(
    kind: .button, steps: StepLibrary.buttonGivenSteps + StepLibrary.buttonThenSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y button criteria", seed: nil, list: Criteria.button,
      partName: { _ in "the button" }, buttonParts: { _ in [.control] },
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
    Criterion(
      id: "keyboard-focus", group: "Keyboard", priority: .must,
      wording: "Tab, arrow keys or Ctrl+Tab: Focus visibly moves to the button",
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
      notApplicable: "the page asks for Enter on Android only"),
    Criterion(
      id: "gesture-swipe", group: "Gestures", priority: .must,
      wording: "Swipe: Focus moves to the element, expresses its name, role (state, if applicable)",
      platforms: mobile, target: .eachButton,
      notApplicable: "touch-screen gestures are for iOS and Android"),
    doubleTap,
    Criterion(
      id: "output-name", group: "Output", priority: .must,
      wording: "Name: Purpose is clear and matches visible label",
      platforms: everywhere, target: .eachButton),
    role,
    Criterion(
      id: "output-state", group: "Output", priority: .must,
      wording: "State: Expresses its state (disabled/dimmed)",
      platforms: [.ios, .android, .macos, .windows], target: .eachButton,
      notApplicable:
        "Orca reaches a button by Tab, and a disabled (insensitive) GTK button takes no focus"
    ),
    textResize,
  ]
}
