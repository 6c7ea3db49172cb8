import Controls
import Core

// WinUI's Hyperlink, inline in a TextBlock: an element of its own (UIA Hyperlink control type)
// that Tab reaches and Enter follows; readers name it by its own text, not the paragraph's.
extension LinkVariantFacts {
  /// WinUI Hyperlink.
  static let winUIHyperlink = LinkVariantFacts(
    nativeName: "WinUI Hyperlink", platform: .windows,
    summary:
      "WinUI 3 Hyperlink inline in a TextBlock: its own UIA Hyperlink element; Tab reaches it and Enter follows it.",
    touchTarget: nil, activationKeys: [.enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true, inline: .ownElement,
    source: Source(
      "WinUI Hyperlink (text element, focusable); UIA Hyperlink control type", .medium,
      .page(
        "https://learn.microsoft.com/windows/windows-app-sdk/api/winrt/microsoft.ui.xaml.documents.hyperlink"
      ), .uiaHyperlinkControlType))
}
