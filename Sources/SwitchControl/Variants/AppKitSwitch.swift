import Controls
import Core

// Without Full Keyboard Access (off by default) Tab does not reach it; VoiceOver does, and
// VO-Space toggles it.
extension SwitchVariantFacts {
  /// NSSwitch.
  static let appKitSwitch = SwitchVariantFacts(
    nativeName: "NSSwitch", platform: .macos,
    summary:
      "macOS AppKit NSSwitch: an on/off switch; Tab reaches it only with Full Keyboard Access (off by default).",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: false,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: false, states: appValue(configuration))
    },
    source: Source(
      "Apple NSSwitch; without Full Keyboard Access only text fields and lists take keyboard focus",
      .medium, .page("https://developer.apple.com/documentation/appkit/nsswitch"),
      .page(
        "https://developer.apple.com/library/archive/documentation/Accessibility/Conceptual/AccessibilityMacOSX/OSXAXKeyboardShortcuts.html"
      )))
}
