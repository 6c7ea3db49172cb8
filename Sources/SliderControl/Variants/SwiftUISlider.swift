import Accessibility
import Controls
import Core

// SwiftUI's Slider: adjustable like UISlider (MagentaA11y's slider page: "Use native Slider
// view"); its value text is assumed to be UISlider's percent (AccessibilitySnapshot has no
// SwiftUI slider image), and VoiceOver's swipe is assumed to move one `step:` when one is
// given, else 10 % of the range (low).
extension SliderVariantFacts {
  /// SwiftUI Slider.
  static let swiftUISlider = SliderVariantFacts(
    nativeName: "Slider (SwiftUI)", platform: .ios,
    summary:
      "iOS SwiftUI Slider: adjustable, \"50%\" assumed as UISlider; VoiceOver's swipe moves one step: (assumed).",
    touchTarget: .ios, wholeNumbers: false, takesKeyboardFocus: false,
    navigableWhenDisabled: true, keys: [:], keyStep: { _ in 0 }, pageStep: { _ in nil },
    readerStep: { configuration in
      if let step = configuration.step, step > 0 { return step }
      return configuration.share(10)
    },
    readerStepSource: Source(
      "no source gives how far VoiceOver moves a SwiftUI Slider; one step: when given, else "
        + "10 % of the range, assumed", .low,
      .page("https://developer.apple.com/documentation/swiftui/slider")),
    expose: { configuration, settings, _ in
      element(
        configuration, settings, role: .adjustable,
        value: fill(configuration.valueText, configuration, shown: number(configuration.value))
          ?? iosPercent(configuration), keyboard: false)
    },
    source: Source(
      "MagentaA11y slider page: SwiftUI's native Slider is adjustable; its value text assumed "
        + "as UISlider's", .low,
      .code(
        Repository("tmobile/magentaA11y", commit: "6a9e28f105b5a9ac7c23c6a978f40dd7d74342b5"),
        path: "_checklist-native/slider.md", symbol: nil),
      .page("https://developer.apple.com/documentation/swiftui/slider")))
}
