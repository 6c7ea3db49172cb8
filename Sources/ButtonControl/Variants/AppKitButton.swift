import Controls
import Core

// VoiceOver still reaches it with VO-arrows and activates it with VO-Space.
extension ButtonVariantFacts {
  /// NSButton.
  static let appKitButton = ButtonVariantFacts(
    nativeName: "NSButton", platform: .macos,
    summary:
      "macOS AppKit NSButton: named by its title; Tab reaches it only with Full Keyboard Access (off by default).",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: false,
    navigableWhenDisabled: true, name: ButtonVariantFacts.labelOrTitle,
    description: ButtonVariantFacts.noDescription, isImage: false,
    source: Source(
      "Apple: without Full Keyboard Access only text fields and lists take keyboard focus",
      .medium,
      .page(
        "https://developer.apple.com/library/archive/documentation/Accessibility/Conceptual/AccessibilityMacOSX/OSXAXKeyboardShortcuts.html"
      )))
}
