import Controls
import Core

// Full Keyboard Access: Tab reaches it and Space activates it (Enter does not, per the
// MagentaA11y page).
extension ButtonVariantFacts {
  /// UIButton.
  static let uikitButton = ButtonVariantFacts(
    nativeName: "UIButton", platform: .ios,
    summary:
      "iOS UIKit UIButton: its title is its accessibility label unless the app sets one; the button trait; Dimmed when disabled.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true, name: ButtonVariantFacts.labelOrTitle,
    description: ButtonVariantFacts.noDescription, isImage: false,
    source: Source(
      "MagentaA11y button criteria (iOS: title as label, Space activates); AccessibilitySnapshot button traits",
      .medium, .magentaButton,
      .snapshot("Example/SnapshotTests/AccessibilityPropertiesTests.swift", "testButtonTraits")))
}
