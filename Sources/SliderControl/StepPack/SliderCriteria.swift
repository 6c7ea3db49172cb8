import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The slider's steps and its criteria (MagentaA11y's native slider page).
  package static let slider = ControlStepPack(
    kind: .slider, steps: StepLibrary.sliderSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y slider criteria", seed: nil, pageNames: ["slider", "range slider"],
      list: Criteria.slider, partName: { _ in "the slider" }, parts: { _ in [.control] },
      enabledStart: sliderAwayFromLimits,
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the slider is disabled", override: ComponentOverride("enabled", .bool(false)))
      }),
    focusControlWords: ["slider"],
    shownValue: { $0.unwrapped(as: Slider.self).map { DecimalStep.displayString($0.current) } })
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
    .keyboardFocus(
      "Tab, Ctrl+Tab or arrow keys: Focus moves visibly to the input",
      platforms: [.android, .windows, .linux],
      notApplicable:
        "iOS and macOS reach a slider by keyboard only with Full Keyboard Access, which A11ySim "
        + "does not model"),
    Criterion(
      id: "keyboard-arrows", group: "Keyboard",
      wording: "Right and left arrow keys: Increase / decrease value one step",
      platforms: [.android, .windows, .linux],
      check: .key("Right", expect: movedOneStepUp), answers: .arrowKeys,
      notApplicable:
        "iOS and macOS take arrow keys on a slider only with Full Keyboard Access, which "
        + "A11ySim does not model"),
    .swipe("Swipe: Focus moves to the input"),
    Criterion(
      id: "gesture-adjust", group: "Gestures",
      wording: "Swipe up/down: Increase/decrease slider value one step",
      platforms: mobile, check: .gesture(.named("swipe up"), expect: movedOneStepUp),
      answers: .swipeUp, notApplicable: Criterion.touchOnly),
    .name("Name: Describes the purpose of the control and matches the visible label"),
    .role("Role: Identifies itself as \"adjustable\" in iOS and \"Slider\" in Android"),
    Criterion(
      id: "output-value", group: "Output", wording: "State: Expresses its current value",
      platforms: everywhere, check: .valueOnFocus(expect: ["its value is expressed in focus"]),
      answers: .state),
    .valueOnChange("State: Expresses its current value when it changes", answers: .state),
    .state(
      "State: Expresses its state (disabled/dimmed)",
      notApplicable:
        "Orca reaches a slider by Tab, and a disabled (insensitive) GtkScale takes no focus"),
    .textResize,
  ]

  /// The check that a key or gesture moved the slider one step up.
  static let movedOneStepUp = ["the slider moved one step up"]
}
