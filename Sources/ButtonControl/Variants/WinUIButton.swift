import Controls
import Core

// Tab skips a disabled control; the tooltip is not the name (GetNameCore).
extension ButtonVariantFacts {
  /// WinUI Button.
  static let winUIButton = ButtonVariantFacts(
    nativeName: "WinUI Button", platform: .windows,
    summary:
      "WinUI 3 Button: UIA Button with Invoke; named by AutomationProperties.Name or its string content; Space and Enter invoke it.",
    touchTarget: nil, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true, name: ButtonVariantFacts.labelOrTitle,
    description: ButtonVariantFacts.noDescription, isImage: false,
    source: Source(
      "WinUI ButtonAutomationPeer (ControlType Button) and ButtonBase key handling", .high,
      .winUI(
        "dxaml/xcp/dxaml/lib/ButtonAutomationPeer_Partial.cpp", "GetAutomationControlTypeCore"
      )))
}
