import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The stepper's steps, its criteria (seed 004) and what the shared steps need of it.
  package static let stepper = ControlStepPack(
    kind: .stepper,
    steps: StepLibrary.stepperGivenSteps + StepLibrary.stepperWhenSteps
      + StepLibrary.stepperThenSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y stepper criteria", seed: "seed 004", pageNames: ["stepper"],
      list: Criteria.stepper,
      partName: { $0.isButton ? "\($0.rawValue) button" : "the stepper" },
      parts: { Criteria.mobile.contains($0) ? [.increment, .decrement] : nil },
      enabledStart: stepperAwayFromLimit, disabledStart: stepperAtLimit,
      disabledCheck: { $0.isButton ? "the \($0.rawValue) button is disabled" : nil }),
    parameterTypes: [.stepperPart],
    // Per seed 004 ("Increment or Increase, Decrement or Decrease") and the usual app wording
    // ("Add", "Remove", "Plus", "Minus").
    purposeWords: [
      .increment: ["increment", "increase", "add", "plus", "more", "up", "raise"],
      .decrement: [
        "decrement", "decrease", "remove", "minus", "less", "down", "lower", "subtract",
      ],
    ],
    focusPartWords: ["increment", "decrement", "field"], focusControlWords: ["stepper"],
    shownValue: { $0.unwrapped(as: Stepper.self)?.displayedValue })
}

/// Moves the start value off the limit that disables `part`, so activating it can work.
private func stepperAwayFromLimit(_ part: PartID, _ setup: PlatformSetup?) -> CriteriaSetupLine? {
  guard
    let configuration = setup?.configuration as? StepperConfiguration,
    part.isButton,
    configuration.minimum.isFinite, configuration.maximum.isFinite, !configuration.wraps
  else { return nil }
  let value = configuration.value
  if part == .increment, value >= configuration.maximum {
    let start = max(configuration.minimum, configuration.maximum - configuration.step)
    return CriteriaSetupLine(
      step: "the value starts at \(DecimalStep.displayString(start))",
      override: ComponentOverride("value", .number(start)))
  } else if part == .decrement, value <= configuration.minimum {
    let start = min(configuration.maximum, configuration.minimum + configuration.step)
    return CriteriaSetupLine(
      step: "the value starts at \(DecimalStep.displayString(start))",
      override: ComponentOverride("value", .number(start)))
  }
  return nil
}

/// Puts the start value on the limit that disables `part`, or disables the control when there
/// is no such limit (or no button to disable).
private func stepperAtLimit(_ part: PartID, _ setup: PlatformSetup?) -> CriteriaSetupLine {
  if let configuration = setup?.configuration as? StepperConfiguration, part.isButton,
    !configuration.wraps
  {
    let limit = part == .increment ? configuration.maximum : configuration.minimum
    if limit.isFinite {
      return CriteriaSetupLine(
        step: "the value starts at \(DecimalStep.displayString(limit))",
        override: ComponentOverride("value", .number(limit)))
    }
  }
  return CriteriaSetupLine(
    step: "the stepper is disabled", override: ComponentOverride("enabled", .bool(false)))
}

extension Criteria {
  /// The stepper's criteria (seed 004, MagentaA11y's stepper page).
  ///
  /// Priorities: name, role, value when it changes, state, keyboard focus and activation are
  /// MUST (a screen-reader or keyboard user cannot use the stepper without them). Two are
  /// SHOULD: the value when a button is in focus (seed 004's developer notes call announcing
  /// the label with the value good for context, and a native UIStepper does not do it), and
  /// text resize (the simulator can only check that the app scales its text, not measure the
  /// layout).
  package static let stepper: [Criterion] = [
    .keyboardFocus("Tab, ctr+tab or arrow keys: Focus visibly moves to the button"),
    .space(
      "Spacebar: Activates the button on iOS and Android",
      notApplicable: "the seed asks for Space on iOS and Android only"),
    .enter(
      "Enter: Activates the button on Android",
      notApplicable: "the seed asks for Enter on Android only"),
    .swipe("Swipe: Focus moves to the element, expresses its state, if applicable"),
    doubleTapActivates,
    .name("Name: Purpose is clear (example: Increment or Increase, Decrement or Decrease)"),
    identifiesAsButton,
    .valueOnChange(
      "Value: Express the stepper value dynamically when it has visibly changed", answers: .value),
    Criterion(
      id: "output-value-focus", group: "Output", priority: .should,
      wording: "Value: Express the stepper value … when value is in focus",
      platforms: everywhere, check: .valueOnFocus(expect: ["its value is expressed in focus"]),
      answers: .value),
    .state(
      "State: Expresses its state (disabled/dimmed)",
      notApplicable:
        "Orca reaches a spin button only by Tab, and a disabled (insensitive) GTK spin button takes no focus"
    ),
    .textResize,
  ]
}
