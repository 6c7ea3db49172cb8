import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The switch's steps and its criteria (MagentaA11y's native toggle switch page).
  package static let toggleSwitch = ControlStepPack(
    kind: .toggleSwitch, steps: StepLibrary.switchSteps + StepLibrary.switchCriteriaSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y toggle switch criteria", seed: nil,
      pageNames: ["toggle switch", "switch"], list: Criteria.toggleSwitch,
      partName: { _ in "the switch" }, parts: { _ in [.control] },
      enabledStart: CriteriaSetupLine.enabling("switch"),
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the switch is disabled", override: ComponentOverride("enabled", .bool(false)))
      }))
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
    .keyboardFocus("Tab or arrow keys: Focus visibly moves to the switch"),
    .space(
      "Spacebar: Activates on iOS and Android",
      notApplicable: "the page asks for Space on iOS and Android only"),
    .enter("Enter: Activates on Android", notApplicable: "the page asks for Enter on Android only"),
    // A switch's swipe, double-tap, role and disabled state are checked as a switch's: on or
    // off, toggled, identified as a switch.
    .swipe(
      "Swipe: Focus moves to the element, expresses its name, role, state",
      expect: ["focus is on \"{part}\"", "its state is expressed", onOrOff]),
    .doubleTap("Doubletap: Element toggles between states", expect: ["the switch is toggled"]),
    .name("Name: Purpose is clear and matches any visible label"),
    .role(
      "Role: Identifies itself as a switch button in iOS and switch in Android",
      expect: ["it is identified as a switch"]),
    .state(
      "State: Express its state (disabled/dimmed, on/off)",
      notApplicable:
        "Orca reaches a switch by Tab, and a disabled (insensitive) GTK switch takes no focus",
      expect: ["its state is expressed", onOrOff]),
    Criterion(
      id: "output-state-on-off", group: "Output",
      wording: "State: Express its state (on/off) when it is reached",
      platforms: everywhere, check: .valueOnFocus(expect: [onOrOff]), answers: .state),
    Criterion(
      id: "output-state-change", group: "Output",
      wording: "State: Express the new state (on/off) when it toggles",
      platforms: everywhere,
      check: .valueOnChange(expect: ["its new state is expressed when it toggles"]),
      answers: .state),
    .textResize,
  ]

  /// The check that the reader said whether the switch is on or off.
  static let onOrOff = "its on or off state is expressed"
}
