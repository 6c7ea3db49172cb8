import Controls
import Core

// SwiftUI's Link on macOS: an AXLink element. Without Full Keyboard Access Tab does not reach
// it; VoiceOver does. No transcript was found (low).
extension LinkVariantFacts {
  /// SwiftUI Link on macOS.
  static let swiftUIMacLink = LinkVariantFacts(
    nativeName: "SwiftUI Link (macOS)", platform: .macos,
    summary:
      "macOS SwiftUI Link: an AXLink element; Tab reaches it only with Full Keyboard Access.",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: false,
    navigableWhenDisabled: true,
    source: Source(
      "NSAccessibility.Role.link (AXLink); SwiftUI Link", .low,
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/link"),
      .page("https://developer.apple.com/documentation/swiftui/link")))
}
