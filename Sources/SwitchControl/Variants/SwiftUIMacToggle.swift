import Controls
import Core

// On macOS a SwiftUI Toggle is a checkbox unless the app asks for `.toggleStyle(.switch)`,
// which draws an NSSwitch; this variant is that switch.
extension SwitchVariantFacts {
  /// SwiftUI Toggle with the switch style on macOS.
  static let swiftUIMacToggle = SwitchVariantFacts(
    nativeName: "SwiftUI Toggle (.switch)", platform: .macos,
    summary:
      "macOS SwiftUI Toggle with .toggleStyle(.switch): exposed like an NSSwitch; Tab only with Full Keyboard Access.",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: false,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: false, states: appValue(configuration))
    },
    source: Source(
      "Apple SwitchToggleStyle: a toggle drawn as a switch", .medium,
      .page("https://developer.apple.com/documentation/swiftui/switchtogglestyle")))
}
