import Core

extension Reference {
  /// MagentaA11y's native link criteria, published at
  /// https://www.magentaa11y.com/#/native-criteria/controls/link.
  package static let magentaLink = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/documentation/native/controls/link.md", symbol: nil)
  /// MagentaA11y's captions of VoiceOver on iOS reading its link examples.
  package static let magentaLinkVoiceOverCaptions = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/assets/media/video/native/link/linkIosVoiceOver-en-US.vtt", symbol: nil)
  /// MagentaA11y's captions of TalkBack reading its link examples.
  package static let magentaLinkTalkBackCaptions = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/assets/media/video/native/link/linkAndroidTalkback-en-US.vtt",
    symbol: nil)
  /// TalkBack's links menu: a node whose text holds ClickableSpans or URLSpans gets a "Links"
  /// item in the TalkBack menu that opens them.
  package static let talkBackLinksMenu = Reference.talkBackCode(
    "menurules/RuleSpannables.java", "accept")
  /// A Mozilla report: TalkBack focuses the paragraph holding a link and says "double-tap to
  /// activate", but double-tap does not open the link; the links menu does.
  package static let fenixLinkInParagraph = Reference.page(
    "https://github.com/mozilla-mobile/fenix/issues/5141")
  /// GTK 4's GtkLinkButton.
  package static let gtkLinkButton = Reference.page(
    "https://docs.gtk.org/gtk4/class.LinkButton.html")
  /// GTK 4's accessible states, among them `GTK_ACCESSIBLE_STATE_VISITED`.
  package static let gtkAccessibleState = Reference.page(
    "https://docs.gtk.org/gtk4/enum.AccessibleState.html")
}

extension Reference {
  /// WinUI's HyperlinkButtonAutomationPeer (control type Hyperlink).
  package static let winUIHyperlinkButtonPeer = Reference.page(
    "https://learn.microsoft.com/windows/windows-app-sdk/api/winrt/microsoft.ui.xaml.automation.peers.hyperlinkbuttonautomationpeer"
  )
  /// UIA's Hyperlink control type.
  package static let uiaHyperlinkControlType = Reference.page(
    "https://learn.microsoft.com/windows/win32/winauto/uiauto-supporthyperlinkcontroltype")
}
