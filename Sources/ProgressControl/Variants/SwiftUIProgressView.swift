import Accessibility
import Controls
import Core

// SwiftUI ProgressView: with a value it is a linear bar, without one (or with `indeterminate`)
// a spinner. No AccessibilitySnapshot test or other source records what it exposes, so this
// assumes the UIKit views it draws with: a bar's value is its percent and its default label
// "Progress" (as UIProgressView), a spinner has no value and the default label "In progress"
// (as UIActivityIndicatorView). VoiceOver speaks no role word for either. Assumed: low.
extension ProgressVariantFacts {
  /// SwiftUI ProgressView.
  static let swiftUIProgressView = ProgressVariantFacts(
    nativeName: "ProgressView (SwiftUI)", platform: .ios,
    summary:
      "iOS SwiftUI ProgressView: a bar with its percent (\"50%\"), or a spinner named \"In progress\" (assumed as UIKit's: low).",
    touchTarget: nil, alwaysIndeterminate: false, wholeNumbers: false,
    expose: { configuration, settings, _ in
      configuration.isIndeterminate
        ? element(configuration, settings, defaultName: "In progress", value: nil)
        : element(
          configuration, settings, defaultName: "Progress", value: iosPercent(configuration))
    },
    source: Source(
      "SwiftUI ProgressView: no source records its accessibility; assumed as the UIKit views "
        + "it draws with (UIProgressView's percent and \"Progress\", UIActivityIndicatorView's "
        + "\"In progress\")", .low,
      .page("https://developer.apple.com/documentation/swiftui/progressview")))
}
