import Accessibility
import Controls
import Core

// Compose Material 3 Slider: a node with ProgressBarRangeInfo and SetProgress, which the
// accessibility delegate gives the class android.widget.SeekBar, RangeInfo FLOAT and, unless
// the app sets one, the state description template_percent "%1$d percent." (0 and 100 only
// when exact, else 1…99). The scroll actions move one step when the slider has steps, else
// a twentieth of the range (AccessibilitySliderStepsCount, "taken from AbsSeekbar"). Keys
// (slideOnKeyEvents): arrows one step (1 % of the range when continuous), PageUp/PageDown
// clamp(steps / 10, 1, 10) steps, Home/End the ends (commit not reported: medium).
extension SliderVariantFacts {
  private static let delegate = Reference.code(
    Repository("androidx/androidx", commit: "0094ab0395af0c3befc92cca185042cbb47c83cc"),
    path:
      "compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt",
    symbol: "getInfoStateDescriptionOrNull")

  /// Compose's percent: rounded, but 0 and 100 only when exact.
  static func composePercent(_ configuration: SliderConfiguration) -> Int {
    let fraction = configuration.fraction
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 100 }
    return min(99, max(1, RangeArithmetic.saturatingInt(fraction * 100)))
  }

  /// The number of intervals Compose's keys count: span / step, or 100 when continuous (or
  /// when the step is too large or too small to give a whole, finite count of intervals).
  private static func composeIntervals(_ configuration: SliderConfiguration) -> Double {
    guard let step = configuration.step, step > 0 else { return 100 }
    // Halves, so a range wider than the largest number does not overflow.
    let intervals = (configuration.share(2) / step * 2).rounded()
    return intervals.isFinite && intervals >= 1 ? intervals : 100
  }

  /// Compose Slider.
  static let composeSlider = SliderVariantFacts(
    nativeName: "Slider (Compose)", platform: .android,
    summary:
      "Android Compose Slider: a SeekBar-class node with \"50 percent.\"; TalkBack moves one step or a twentieth.",
    touchTarget: .android, wholeNumbers: false, takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    keys: arrows.merging([
      .pageUp: .page(1), .pageDown: .page(-1), .home: .minimum, .end: .maximum,
    ]) { first, _ in first },
    keyStep: { $0.share(composeIntervals($0)) },
    pageStep: { configuration in
      let intervals = composeIntervals(configuration)
      let steps = min(10, max(1, (intervals / 10).rounded(.towardZero)))
      return configuration.share(intervals / steps)
    },
    readerStep: { configuration in
      if let step = configuration.step, step > 0 { return step }
      return configuration.share(20)
    },
    readerStepSource: Source(
      "Compose AccessibilitySliderStepsCount: one step, else (max − min) / 20", .high, delegate),
    expose: { configuration, settings, _ in
      let state =
        fill(configuration.stateDescription, configuration, shown: number(configuration.value))
        ?? "\(composePercent(configuration)) percent."
      return element(
        configuration, settings, value: nil, rangeKind: .float, stateDescription: state,
        keyboard: true)
    },
    source: Source(
      "Compose accessibility delegate (class SeekBar, RangeInfo FLOAT, template_percent "
        + "\"%1$d percent.\"); material3 Slider slideOnKeyEvents", .high, delegate,
      .code(
        Repository("androidx/androidx", commit: "1d7dc4d109e12aa0d24aba1e4a024b996849f4ef"),
        path: "compose/ui/ui/src/androidMain/res/values/strings.xml", symbol: "template_percent")))
}
