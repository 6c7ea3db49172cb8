import ComponentFile
import Controls
import Core
import ScenarioRunner

extension StepLibrary {
  /// The slider (`control: slider`): its value, one step up or down, and enabling it. The
  /// starting value is set with the shared `Given the value starts at {float}` (it sets
  /// `value`, which every control with a value takes).
  static let sliderSteps: [StepDefinition] = [
    .enabling("slider"),
    StepDefinition(
      .then, "the slider's value is {float}", summary: "The slider's value now.",
      example: "Then the slider's value is 30"
    ) { context, args throws(StepFailure) in
      let expected = try args.number(0)
      let value = try slider(&context).current
      guard value == expected else {
        throw StepFailure(
          "expected the slider's value \(DecimalStep.displayString(expected)), it is "
            + DecimalStep.displayString(value),
          expected: DecimalStep.displayString(expected), actual: DecimalStep.displayString(value))
      }
    },
    StepDefinition(
      .then, "the slider moved one step {word}",
      summary:
        "The slider's value is one step (the app's step, else the variant's own) above or "
        + "below where it started, clamped to its range: MagentaA11y's \"one step\".",
      example: "Then the slider moved one step up"
    ) { context, args throws(StepFailure) in
      let direction = try stepDirection(args.text(0))
      let control = try slider(&context)
      let start = control.configuration
      let step = control.variant.facts.oneStep(start)
      let expected = min(
        max(start.value + Double(direction) * step, start.minimum), start.maximum)
      guard control.current == expected else {
        throw StepFailure(
          "expected one step \(args.text(0)) from \(DecimalStep.displayString(start.value)) "
            + "(step \(DecimalStep.displayString(step))): "
            + "\(DecimalStep.displayString(expected)); the slider's value is "
            + DecimalStep.displayString(control.current),
          expected: DecimalStep.displayString(expected),
          actual: DecimalStep.displayString(control.current))
      }
    }.checking { args throws(StepFailure) in _ = try stepDirection(args.text(0)) },
  ]

  /// +1 for `up`, −1 for `down`.
  private static func stepDirection(_ word: String) throws(StepFailure) -> Int {
    switch word.lowercased() {
    case "up": return 1
    case "down": return -1
    default: throw StepFailure("'\(word)' is not a direction; expected up or down")
    }
  }

  /// The slider the scenario runs, or a failure naming the component's control.
  private static func slider(_ context: inout ScenarioContext) throws(StepFailure) -> Slider {
    let control = try context.control()
    guard let slider = control.unwrapped(as: Slider.self) else {
      throw StepFailure(
        "this step is about a slider, and the component is a \(control.setup.variant.control)")
    }
    return slider
  }
}
