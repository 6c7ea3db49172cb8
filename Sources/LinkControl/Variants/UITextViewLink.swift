import Controls
import Core

// A UITextView whose attributed text has a .link attribute. MagentaA11y: VoiceOver's focus is
// around the paragraph, which it reads whole and calls a link ("All text in paragraph including
// url, link"), and a double-tap opens the paragraph's first link (only the first is reachable).
// Its VoiceOver captions hear a text that is all link, then "Link", then Safari opening.
extension LinkVariantFacts {
  /// UITextView with a link.
  static let uiTextViewLink = LinkVariantFacts(
    nativeName: "UITextView link", platform: .ios,
    summary:
      "iOS UIKit UITextView with a .link attribute: the paragraph is one element with the link trait; double-tap opens its first link.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true, inline: .paragraph,
    source: Source(
      "MagentaA11y link (UITextView with a .link attribute; focus around the paragraph; only the "
        + "first link reachable); its VoiceOver captions", .medium, .magentaLink,
      .magentaLinkVoiceOverCaptions))
}
