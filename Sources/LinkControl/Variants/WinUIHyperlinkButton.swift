import Controls
import Core

// WinUI's HyperlinkButton: its automation peer's control type is Hyperlink (UIA's Hyperlink
// control type, with the Invoke pattern); Space and Enter activate it, as for any button. UIA
// has no visited state: no reader hears one.
extension LinkVariantFacts {
  /// WinUI HyperlinkButton.
  static let winUIHyperlinkButton = LinkVariantFacts(
    nativeName: "WinUI HyperlinkButton", platform: .windows,
    summary:
      "WinUI 3 HyperlinkButton: UIA Hyperlink control type with Invoke; Space and Enter activate it.",
    touchTarget: nil, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    source: Source(
      "HyperlinkButtonAutomationPeer (AutomationControlType.Hyperlink); UIA Hyperlink control "
        + "type", .high, .winUIHyperlinkButtonPeer, .uiaHyperlinkControlType))
}
