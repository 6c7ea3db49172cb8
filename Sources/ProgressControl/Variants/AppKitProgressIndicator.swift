import Accessibility
import Controls
import Core

// NSProgressIndicator (bar): AXProgressIndicator, whose AXValue is its doubleValue with
// AXMinValue and AXMaxValue; VoiceOver calls the role "progress indicator". An indeterminate
// bar has no value. From Apple's role documentation, not heard: low.
extension ProgressVariantFacts {
  /// NSProgressIndicator.
  static let appKitProgressIndicator = ProgressVariantFacts(
    nativeName: "NSProgressIndicator", platform: .macos,
    summary:
      "macOS NSProgressIndicator (bar): AXProgressIndicator with its value; indeterminate has none (low).",
    touchTarget: nil, alwaysIndeterminate: false, wholeNumbers: false,
    expose: { configuration, settings, _ in
      element(configuration, settings, value: number(configuration.value))
    },
    source: Source(
      "NSAccessibility.Role.progressIndicator; NSProgressIndicator's value is its doubleValue "
        + "between minValue and maxValue", .low,
      .page(
        "https://developer.apple.com/documentation/appkit/nsaccessibility/role/progressindicator"),
      .page("https://developer.apple.com/documentation/appkit/nsprogressindicator")))
}
