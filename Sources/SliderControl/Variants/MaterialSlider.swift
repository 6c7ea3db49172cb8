import Accessibility
import Controls
import Core

// Material Components' Slider: one virtual node per thumb (BaseSlider's AccessibilityHelper,
// onPopulateNodeForVirtualView) with class SeekBar and RangeInfo RANGE_TYPE_FLOAT; unless the
// app sets a state description, the thumb's content description is the slider's own followed
// by "," and then "Value, 50" (material_slider_value, formatValue "%.0f" or "%.2f"), which
// TalkBack speaks as the name after the float it reads from RangeInfo ("50.0"). The arrow keys
// move one stepSize (1 when continuous; calculateIncrementForKey); the scroll actions move
// calculateStepIncrement(20): one step if the range has 20 steps or fewer, else round(steps /
// 20) steps. A value change sends TYPE_VIEW_SELECTED for the thumb.
extension SliderVariantFacts {
  private static let baseSlider = Reference.code(
    Repository(
      "material-components/material-components-android",
      commit: "ac7e18efeefb331850c561faf9ab8bf81d27ba68"),
    path: "lib/java/com/google/android/material/slider/BaseSlider.java",
    symbol: "onPopulateNodeForVirtualView")

  /// BaseSlider.calculateStepIncrement(): the step, or 1 when continuous.
  private static func materialStep(_ configuration: SliderConfiguration) -> Double {
    if let step = configuration.step, step > 0 { return step }
    return 1
  }

  /// BaseSlider.formatValue without a LabelFormatter.
  static func materialValue(_ value: Double) -> String {
    value == value.rounded(.towardZero)
      ? String(format: "%.0f", value) : String(format: "%.2f", value)
  }

  /// Material Slider.
  static let materialSlider = SliderVariantFacts(
    nativeName: "Slider (Material)", platform: .android,
    summary:
      "Android Material Slider: a SeekBar-class thumb node; TalkBack hears \"50.0\" and \"Value, 50\" in its name.",
    touchTarget: .android, wholeNumbers: false, takesKeyboardFocus: true,
    navigableWhenDisabled: true, keys: [.right: .step(1), .left: .step(-1)],
    keyStep: materialStep, pageStep: { _ in nil },
    readerStep: { configuration in
      // share(20) / increment is steps / 20 without overflowing a range wider than the
      // largest number; a step too small to count falls back to a twentieth of the range.
      let increment = materialStep(configuration)
      let stepsPerTwentieth = configuration.share(20) / increment
      guard stepsPerTwentieth > 1 else { return increment }
      let moved = stepsPerTwentieth.rounded() * increment
      return moved.isFinite ? moved : configuration.share(20)
    },
    readerStepSource: Source(
      "BaseSlider.calculateStepIncrement(20) for ACTION_SCROLL_FORWARD/BACKWARD", .high,
      baseSlider),
    expose: { configuration, settings, _ in
      let host = settings.label ?? configuration.label
      let state = fill(
        configuration.stateDescription, configuration, shown: number(configuration.value))
      let name =
        state != nil || !configuration.exposesValue
        ? host
        : (host.map { $0 + "," } ?? "") + "Value, " + materialValue(configuration.value)
      return element(
        configuration, settings, name: name, value: nil, rangeKind: .float,
        stateDescription: state, keyboard: true)
    },
    source: Source(
      "BaseSlider AccessibilityHelper.onPopulateNodeForVirtualView: RANGE_TYPE_FLOAT, class "
        + "SeekBar, content description \"<description>,Value, <value>\"", .high, baseSlider))
}
