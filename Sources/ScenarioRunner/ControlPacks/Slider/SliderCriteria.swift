import ComponentFile
import ComponentModel
import Controls
import Core

extension ControlStepPack {
  /// The slider's steps and its criteria (MagentaA11y's native slider page).
  static let slider = ControlStepPack(
    kind: .slider, steps: StepLibrary.sliderSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y slider criteria", seed: nil, list: Criteria.slider,
      partName: { _ in "the slider" }, buttonParts: { _ in [.control] },
      enabledStart: sliderAwayFromLimits,
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the slider is disabled", override: ComponentOverride("enabled", .bool(false)))
      }),
    focusControlWords: ["slider"],
    shownValue: { ($0 as? Slider).map { DecimalStep.displayString($0.current) } })
}

/// Starts a slider that sits on a limit in the middle of its range, so moving it one step
/// either way can be seen.
private func sliderAwayFromLimits(_ part: PartID, _ setup: PlatformSetup?) -> CriteriaSetupLine? {
  guard let configuration = setup?.configuration as? SliderConfiguration,
    configuration.maximum > configuration.minimum,
    configuration.value <= configuration.minimum || configuration.value >= configuration.maximum
  else { return nil }
  let middle = ((configuration.minimum + configuration.maximum) / 2).rounded()
  return CriteriaSetupLine(
    step: "the value starts at \(DecimalStep.displayString(middle))",
    override: ComponentOverride("value", .number(middle)))
}

extension Criteria {
  /// MagentaA11y's native slider criteria (tmobile/magentaA11y `_checklist-native/slider.md`,
  /// https://www.magentaa11y.com/checklist-native/slider/). The page marks no priorities; as
  /// for the stepper, what a keyboard or screen-reader user needs is MUST, text resize SHOULD.
  /// Its group criterion is "n/a". "One step" is the app's step, else the variant's own
  /// (SeekBar's keyProgressIncrement, a twentieth of the range): a TalkBack swipe that moves a
  /// SeekBar by the framework's twentieth while the app's step differs fails, as it should.
  package static let slider: [Criterion] = [
    Criterion(
      id: "keyboard-focus", group: "Keyboard", priority: .must,
      wording: "Tab, Ctrl+Tab or arrow keys: Focus moves visibly to the input",
      platforms: [.android, .windows, .linux], target: .eachButton,
      notApplicable:
        "iOS and macOS reach a slider by keyboard only with Full Keyboard Access, which A11ySim "
        + "does not model"),
    Criterion(
      id: "keyboard-arrows", group: "Keyboard", priority: .must,
      wording: "Right and left arrow keys: Increase / decrease value one step",
      platforms: [.android, .windows, .linux], target: .eachButton,
      notApplicable:
        "iOS and macOS take arrow keys on a slider only with Full Keyboard Access, which "
        + "A11ySim does not model"),
    Criterion(
      id: "gesture-swipe", group: "Gestures", priority: .must,
      wording: "Swipe: Focus moves to the input",
      platforms: mobile, target: .eachButton,
      notApplicable: "touch-screen gestures are for iOS and Android"),
    Criterion(
      id: "gesture-adjust", group: "Gestures", priority: .must,
      wording: "Swipe up/down: Increase/decrease slider value one step",
      platforms: mobile, target: .eachButton,
      notApplicable: "touch-screen gestures are for iOS and Android"),
    Criterion(
      id: "output-name", group: "Output", priority: .must,
      wording: "Name: Describes the purpose of the control and matches the visible label",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-role", group: "Output", priority: .must,
      wording: "Role: Identifies itself as \"adjustable\" in iOS and \"Slider\" in Android",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-value", group: "Output", priority: .must,
      wording: "State: Expresses its current value",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-value-change", group: "Output", priority: .must,
      wording: "State: Expresses its current value when it changes",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-state", group: "Output", priority: .must,
      wording: "State: Expresses its state (disabled/dimmed)",
      platforms: [.ios, .android, .macos, .windows], target: .eachButton,
      notApplicable:
        "Orca reaches a slider by Tab, and a disabled (insensitive) GtkScale takes no focus"),
    textResize,
  ]
}
