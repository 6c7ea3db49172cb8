import Controls
import Core

// NSButton with the checkbox type: state on / off / mixed; with allowsMixedState a click walks
// setNextState's cycle on → off → mixed → on. Tab reaches it only with Full Keyboard Access (off
// by default); VoiceOver reaches it and VO-Space clicks it.
extension CheckboxVariantFacts {
  /// NSButton checkbox.
  static let appKitCheckbox = CheckboxVariantFacts(
    nativeName: "NSButton (checkbox)", platform: .macos,
    summary:
      "macOS AppKit NSButton checkbox; with allowsMixedState a click goes on → off → mixed → on; Tab only with Full Keyboard Access.",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: false,
    navigableWhenDisabled: true, supportsMixed: true, cycle: .appKit,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: false)
    },
    source: Source(
      "Apple NSButton setNextState() and allowsMixedState", .medium,
      .page("https://developer.apple.com/documentation/appkit/nsbutton/setnextstate()"),
      .page("https://developer.apple.com/documentation/appkit/nsbutton/allowsmixedstate")))
}
