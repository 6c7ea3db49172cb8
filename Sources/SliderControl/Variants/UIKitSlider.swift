import Accessibility
import Controls
import Core

// UISlider: the adjustable trait; its accessibilityValue is the value as a percent of the
// range ("75%" for 75 in 0…100 in AccessibilitySnapshot's testSlider reference images on iOS
// 17.5, 18.5 and 26.2, all alike), unless the app sets its own. No source read gives the
// amount accessibilityIncrement moves it; 10 % of the range is the common report and the
// choice here (low). It takes keyboard focus only with Full Keyboard Access.
extension SliderVariantFacts {
  /// The percent of range iOS writes as a UISlider's value ("50%").
  static func iosPercent(_ configuration: SliderConfiguration) -> String {
    "\(RangeArithmetic.saturatingInt(configuration.fraction * 100))%"
  }

  /// Where VoiceOver's step on an iOS slider comes from: nowhere read.
  static let iosReaderStep = Source(
    "no source gives how far accessibilityIncrement moves a UISlider; 10 % of the range "
      + "assumed (the common report)", .low,
    .snapshot("Example/SnapshotTests/DefaultControlsTests.swift", "testSlider"))

  /// UISlider.
  static let uikitSlider = SliderVariantFacts(
    nativeName: "UISlider", platform: .ios,
    summary:
      "iOS UISlider: adjustable; its value is the percent of the range (\"50%\"); VoiceOver's swipe moves 10 % (assumed).",
    touchTarget: .ios, wholeNumbers: false, takesKeyboardFocus: false,
    navigableWhenDisabled: true, keys: [:], keyStep: { _ in 0 }, pageStep: { _ in nil },
    readerStep: { $0.share(10) }, readerStepSource: iosReaderStep,
    expose: { configuration, settings, _ in
      let shown = iosPercent(configuration)
      return element(
        configuration, settings, role: .adjustable,
        value: fill(configuration.valueText, configuration, shown: number(configuration.value))
          ?? shown, keyboard: false)
    },
    source: Source(
      "AccessibilitySnapshot testSlider reference images: \"75%. Adjustable.\" on iOS 17.5, "
        + "18.5 and 26.2", .medium,
      .snapshot("Example/SnapshotTests/DefaultControlsTests.swift", "testSlider"),
      .snapshot(
        "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
        "accessibilityDescription")))
}
