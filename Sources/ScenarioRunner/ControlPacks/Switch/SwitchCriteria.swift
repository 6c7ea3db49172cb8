import ComponentFile
import ComponentModel
import Controls
import Core

extension ControlStepPack {
  /// The switch's steps and its criteria (MagentaA11y's native toggle switch page).
  static let toggleSwitch = ControlStepPack(
    kind: .toggleSwitch, steps: StepLibrary.switchSteps + StepLibrary.switchCriteriaSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y toggle switch criteria", seed: nil, list: Criteria.toggleSwitch,
      partName: { _ in "the switch" }, buttonParts: { _ in [.control] },
      enabledStart: switchEnabled,
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the switch is disabled", override: ComponentOverride("enabled", .bool(false)))
      },
      checks: switchChecks,
      activatingChecks: ["output-state-change"]))
}

/// Enables a switch the component sets up disabled, for the criteria that toggle it: they are
/// about the switch a user can use (as a stepper moves off the limit that disables a button).
private func switchEnabled(_ part: PartID, _ setup: PlatformSetup?) -> CriteriaSetupLine? {
  guard setup?.configuration.isEnabled == false else { return nil }
  return CriteriaSetupLine(
    step: "the switch is enabled", override: ComponentOverride("enabled", .bool(true)))
}

/// The switch's own checks where the generator's are a button's: the double-tap toggles it,
/// the swipe and the disabled state say on or off too, the role is a switch's.
private func switchChecks(_ id: String, _ part: PartID) -> [String]? {
  switch id {
  case "gesture-swipe":
    [
      "Then focus is on \"\(part.rawValue)\"", "And its state is expressed",
      "And its on or off state is expressed",
    ]
  case "gesture-double-tap": ["Then the switch is toggled"]
  case "output-role": ["Then it is identified as a switch"]
  case "output-state": ["Then its state is expressed", "And its on or off state is expressed"]
  case "output-state-on-off": ["Then its on or off state is expressed"]
  case "output-state-change": ["Then its new state is expressed when it toggles"]
  default: nil
  }
}

extension Criteria {
  /// MagentaA11y's native toggle switch criteria (tmobile/magentaA11y
  /// `_checklist-native/toggle-switch.md`, https://www.magentaa11y.com/checklist-native/toggle-switch/).
  ///
  /// The page marks no priorities; as for the stepper and the button, what a keyboard or
  /// screen-reader user needs is MUST, text resize SHOULD. Its one state criterion
  /// ("disabled/dimmed, on/off") is three checks, so that each platform's verdict says which
  /// part failed: the disabled state (which also says on or off), on/off when the switch is
  /// reached, and the new state when it toggles (the page's double-tap "toggles between
  /// states", and its developer notes' announcement "on/off"). Its group criterion (a visible
  /// label read with the switch in one swipe) is about the screen around the switch, which
  /// A11ySim does not model: `a11ysim import magentaa11y` leaves it pending.
  package static let toggleSwitch: [Criterion] = [
    Criterion(
      id: "keyboard-focus", group: "Keyboard", priority: .must,
      wording: "Tab or arrow keys: Focus visibly moves to the switch",
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
      wording: "Swipe: Focus moves to the element, expresses its name, role, state",
      platforms: mobile, target: .eachButton,
      notApplicable: "touch-screen gestures are for iOS and Android"),
    Criterion(
      id: "gesture-double-tap", group: "Gestures", priority: .must,
      wording: "Doubletap: Element toggles between states",
      platforms: mobile, target: .eachButton,
      notApplicable: "touch-screen gestures are for iOS and Android"),
    Criterion(
      id: "output-name", group: "Output", priority: .must,
      wording: "Name: Purpose is clear and matches any visible label",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-role", group: "Output", priority: .must,
      wording: "Role: Identifies itself as a switch button in iOS and switch in Android",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-state", group: "Output", priority: .must,
      wording: "State: Express its state (disabled/dimmed, on/off)",
      platforms: [.ios, .android, .macos, .windows], target: .eachButton,
      notApplicable:
        "Orca reaches a switch by Tab, and a disabled (insensitive) GTK switch takes no focus"),
    Criterion(
      id: "output-state-on-off", group: "Output", priority: .must,
      wording: "State: Express its state (on/off) when it is reached",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-state-change", group: "Output", priority: .must,
      wording: "State: Express the new state (on/off) when it toggles",
      platforms: everywhere, target: .eachButton),
    textResize,
  ]
}
