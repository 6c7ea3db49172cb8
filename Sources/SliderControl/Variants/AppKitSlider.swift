import Accessibility
import Controls
import Core

// NSSlider: AXSlider with its value. Whether VoiceOver speaks the raw value or a percent is
// VoiceOver's own choice (openjdk/jfx PR 1226's review: an app cannot tell it which); the raw
// value is assumed. Arrow keys and VoiceOver's increment are assumed to move one step, or 5 %
// of the range when the slider is continuous (no source read, low). It takes keyboard focus
// only with Full Keyboard Access, as the other AppKit controls.
extension SliderVariantFacts {
  /// NSSlider.
  static let appKitSlider = SliderVariantFacts(
    nativeName: "NSSlider", platform: .macos,
    summary:
      "macOS NSSlider: AXSlider with the raw value (assumed); keys need Full Keyboard Access.",
    touchTarget: nil, wholeNumbers: false, takesKeyboardFocus: false,
    navigableWhenDisabled: true,
    keys: arrows.merging([.home: .minimum, .end: .maximum]) { a, _ in a },
    keyStep: appKitStep, pageStep: { _ in nil }, readerStep: appKitStep,
    readerStepSource: Source(
      "no source gives NSSlider's increment; one step, or 5 % of the range, assumed", .low,
      .page("https://developer.apple.com/documentation/appkit/nsslider")),
    expose: { configuration, settings, _ in
      let shown = number(configuration.value)
      return element(
        configuration, settings,
        value: fill(configuration.valueText, configuration, shown: shown) ?? shown,
        keyboard: false)
    },
    source: Source(
      "NSAccessibility slider role; VoiceOver picks raw value or percent itself (openjdk/jfx "
        + "PR 1226)", .low,
      .page(
        "https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/slider"),
      .page("https://github.com/openjdk/jfx/pull/1226")))

  private static func appKitStep(_ configuration: SliderConfiguration) -> Double {
    if let step = configuration.step, step > 0 { return step }
    return configuration.share(20)
  }
}
