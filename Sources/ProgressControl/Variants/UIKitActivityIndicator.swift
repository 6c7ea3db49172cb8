import Accessibility
import Controls
import Core

// UIActivityIndicatorView: a spinner with no value. While animating UIKit labels it
// "In progress" unless the app names it (commonly reported, not read: low); VoiceOver says
// the label alone.
extension ProgressVariantFacts {
  /// UIActivityIndicatorView.
  static let uikitActivityIndicator = ProgressVariantFacts(
    nativeName: "UIActivityIndicatorView", platform: .ios,
    summary:
      "iOS UIActivityIndicatorView: a spinner with no value, named \"In progress\" unless the app names it (low).",
    touchTarget: nil, alwaysIndeterminate: true, wholeNumbers: false,
    expose: { configuration, settings, _ in
      var busy = configuration
      busy.isIndeterminate = true
      return element(busy, settings, defaultName: "In progress", value: nil)
    },
    source: Source(
      "UIActivityIndicatorView: no value; its default accessibility label while animating, "
        + "\"In progress\", is reported, not read in a source", .low,
      .page("https://developer.apple.com/documentation/uikit/uiactivityindicatorview")))
}
