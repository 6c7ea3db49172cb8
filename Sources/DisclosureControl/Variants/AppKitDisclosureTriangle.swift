import Accessibility
import Controls
import Core

// An NSButton with the disclosure bezel style is NSAccessibility's disclosure-triangle role
// (AXDisclosureTriangle, role description "disclosure triangle") and reports whether it is
// expanded (accessibilityExpanded). Without Full Keyboard Access (off by default) Tab does not
// reach it; VoiceOver does, and VO-Space activates it. A custom button that shows a section
// (the misconfigured form) is a plain button.
extension DisclosureVariantFacts {
  /// NSButton, disclosure bezel.
  static let appKitDisclosureTriangle = DisclosureVariantFacts(
    nativeName: "NSButton (disclosure triangle)", platform: .macos,
    summary:
      "macOS AppKit NSButton with the disclosure bezel: role disclosure triangle, collapsed or expanded; Tab reaches it only with Full Keyboard Access.",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: false,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      element(configuration, settings, role: .disclosureTriangle, keyboard: false)
    },
    source: Source(
      "NSAccessibility.Role.disclosureTriangle; NSAccessibility expanded attribute; "
        + "NSButton.BezelStyle.disclosure", .medium,
      .page(
        "https://developer.apple.com/documentation/appkit/nsaccessibility/role/disclosuretriangle"),
      .page(
        "https://developer.apple.com/documentation/appkit/nsaccessibility-c.protocol/accessibilityexpanded"
      ),
      .page(
        "https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/disclosure"
      )))
}
