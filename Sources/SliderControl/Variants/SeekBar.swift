import Accessibility
import Controls
import Core

// SeekBar (AbsSeekBar, ProgressBar): TalkBack's ROLE_SEEK_CONTROL by its class. Its RangeInfo
// is RANGE_TYPE_INT with min, max and progress (ProgressBar
// onInitializeAccessibilityNodeInfoInternal); from Android 11 (API 30) ProgressBar also sets
// its state description to the locale's percent of the range, "50%", unless the app set one
// (formatStateDescription; read in a decompiled copy, medium). Before Android 11 there is no
// state description and TalkBack speaks the RangeInfo's int. The arrow keys (DPAD_LEFT/RIGHT,
// and MINUS/PLUS, which A11ySim has no key for) move keyProgressIncrement, which setMax/setMin
// make max(1, round(range / 20)) unless the app sets it; there are no PageUp/PageDown/Home/End
// bindings. ACTION_SCROLL_FORWARD/BACKWARD, what TalkBack's swipe up/down performs, moves
// max(1, round(range / 20)) whatever keyProgressIncrement is (performAccessibilityActionInternal).
extension SliderVariantFacts {
  private static let absSeekBar = Reference.code(
    Repository(
      "aosp-mirror/platform_frameworks_base", commit: "27480b98d5a9772b96a96ae7603571d7bdd012b8"),
    path: "core/java/android/widget/AbsSeekBar.java", symbol: "performAccessibilityActionInternal")

  /// AbsSeekBar's scroll amount: max(1, round(range / 20)).
  static func seekBarScroll(_ configuration: SliderConfiguration) -> Double {
    max(1, configuration.share(20).rounded())
  }

  /// ProgressBar's Android 11 state description: NumberFormat's percent, rounding half to even.
  static func androidPercent(_ configuration: SliderConfiguration) -> String {
    "\(RangeArithmetic.saturatingInt(configuration.fraction * 100, rounding: .toNearestOrEven))%"
  }

  /// SeekBar.
  static let seekBar = SliderVariantFacts(
    nativeName: "SeekBar", platform: .android,
    summary:
      "Android SeekBar: TalkBack's Slider; \"50%\" on Android 11+, the raw progress before; TalkBack moves it range/20, not the app's step.",
    touchTarget: .android, wholeNumbers: true, takesKeyboardFocus: true,
    navigableWhenDisabled: true, keys: [.right: .step(1), .left: .step(-1)],
    keyStep: { configuration in
      if let step = configuration.step, step > 0 { return step }
      return seekBarScroll(configuration)
    },
    pageStep: { _ in nil }, readerStep: seekBarScroll,
    readerStepSource: Source(
      "AbsSeekBar.performAccessibilityActionInternal: ACTION_SCROLL_FORWARD/BACKWARD move "
        + "max(1, round(range / 20))", .high, absSeekBar),
    expose: { configuration, settings, environment in
      let shown = number(configuration.value)
      let platformState = environment.androidVersion >= 11 ? androidPercent(configuration) : nil
      return element(
        configuration, settings, value: nil, rangeKind: .int,
        stateDescription: fill(configuration.stateDescription, configuration, shown: shown)
          ?? platformState, keyboard: true)
    },
    source: Source(
      "AbsSeekBar keys and scroll actions; ProgressBar RangeInfo INT, and from Android 11 its "
        + "percent state description (decompiled copy); TalkBack Role.getRole", .high, absSeekBar,
      .code(
        Repository(
          "aosp-mirror/platform_frameworks_base",
          commit: "ec0cfcbafb370d50420aafb7df6e9b81a6880f4f"),
        path: "core/java/android/widget/ProgressBar.java",
        symbol: "onInitializeAccessibilityNodeInfoInternal"),
      .talkBack("utils/src/main/java/com/google/android/accessibility/utils/Role.java", "getRole")))
}
