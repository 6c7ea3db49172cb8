import Accessibility
import Controls
import Core

// UIProgressView: its accessibilityValue is the progress as a percent ("50%"), as a UISlider's
// is; it has no trait VoiceOver words (updatesFrequently is silent), so VoiceOver says the
// label and the percent. AccessibilitySnapshot has no UIProgressView test, so this comes from
// Apple's documentation of accessibilityValue and the slider's reference images: low. An
// unlabelled UIProgressView is named "Progress" by UIKit (commonly reported, not read: low).
extension ProgressVariantFacts {
  /// The percent of range iOS writes as a value ("50%").
  static func iosPercent(_ configuration: ProgressConfiguration) -> String {
    "\(RangeArithmetic.saturatingInt(configuration.fraction * 100))%"
  }

  /// UIProgressView.
  static let uikitProgressView = ProgressVariantFacts(
    nativeName: "UIProgressView", platform: .ios,
    summary:
      "iOS UIProgressView: its value is the percent of the range (\"50%\"); no role word (low).",
    touchTarget: nil, alwaysIndeterminate: false, wholeNumbers: false,
    expose: { configuration, settings, _ in
      element(
        configuration, settings, defaultName: "Progress", value: iosPercent(configuration))
    },
    source: Source(
      "UIProgressView's accessibilityValue is its percent, as UISlider's (AccessibilitySnapshot "
        + "testSlider: \"75%\"); no AccessibilitySnapshot test of a progress view exists, and "
        + "the default label \"Progress\" is reported, not read", .low,
      .page("https://developer.apple.com/documentation/uikit/uiprogressview"),
      .snapshot("Example/SnapshotTests/DefaultControlsTests.swift", "testSlider")))
}
