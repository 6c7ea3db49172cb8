import Accessibility
import Controls
import Core

// NSProgressIndicator, spinning style, indeterminate: an AXProgressIndicator with no value, so
// VoiceOver says its name and "progress indicator". AppKit also documents an AXBusyIndicator
// role, which an indeterminate spinner may report instead; which one it reports was not found
// in a source, and this model keeps AXProgressIndicator (low).
extension ProgressVariantFacts {
  /// NSProgressIndicator, spinning style.
  static let appKitSpinner = ProgressVariantFacts(
    nativeName: "NSProgressIndicator (spinning)", platform: .macos,
    summary:
      "macOS NSProgressIndicator (spinning): AXProgressIndicator with no value; AXBusyIndicator not modelled (low).",
    touchTarget: nil, alwaysIndeterminate: true, wholeNumbers: false,
    expose: { configuration, settings, _ in
      var busy = configuration
      busy.isIndeterminate = true
      return element(busy, settings, value: nil)
    },
    source: Source(
      "NSProgressIndicator spinning style; NSAccessibility.Role.progressIndicator with no value "
        + "while indeterminate. Whether a spinner reports NSAccessibility.Role.busyIndicator "
        + "instead is not found in a source", .low,
      .page("https://developer.apple.com/documentation/appkit/nsprogressindicator/style/spinning"),
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/busyindicator")))
}
