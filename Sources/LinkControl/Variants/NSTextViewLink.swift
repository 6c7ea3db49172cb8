import Controls
import Core

// An NSTextView whose attributed text has a .link attribute: AppKit exposes each link as an
// AXLink element inside the text (role description "link"). Tab does not reach it without Full
// Keyboard Access; VoiceOver does, and VO-Space opens it. No transcript of VoiceOver on macOS
// reading one was found (low).
extension LinkVariantFacts {
  /// NSTextView with a link.
  static let nsTextViewLink = LinkVariantFacts(
    nativeName: "NSTextView link", platform: .macos,
    summary:
      "macOS AppKit NSTextView with a .link attribute: an AXLink element inside the text; VoiceOver reaches it, Tab only with Full Keyboard Access.",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: false,
    navigableWhenDisabled: true, inline: .ownElement,
    source: Source(
      "NSAccessibility.Role.link (AXLink); NSAttributedString.Key.link", .low,
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/link"),
      .page("https://developer.apple.com/documentation/foundation/nsattributedstring/key/link")))
}
