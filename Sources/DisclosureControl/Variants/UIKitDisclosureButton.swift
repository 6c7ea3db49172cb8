import Controls
import Core

// A UIButton that shows and hides a section. iOS 18 added UIAccessibility.ExpandedStatus
// (`accessibilityExpandedStatus`); AccessibilitySnapshot's reading of it (PR 324) puts the
// status after the traits, "Details. Button. Collapsed.", with the hint "Double tap to
// expand." / "Double tap to collapse.". On iOS 17 a UIButton has no such property: the button
// says no state unless the app writes it into its label or value (MagentaA11y's expandable
// page: "Append 'expanded' or 'collapsed' to the accessibilityLabel or accessibilityValue").
// Full Keyboard Access: Tab reaches it and Space activates it (the MagentaA11y page).
extension DisclosureVariantFacts {
  /// UIButton with accessibilityExpandedStatus.
  static let uikitDisclosureButton = DisclosureVariantFacts(
    nativeName: "UIButton (accessibilityExpandedStatus)", platform: .ios,
    summary:
      "iOS UIKit UIButton with accessibilityExpandedStatus (iOS 18+): VoiceOver says \"Button.\" then \"Collapsed.\"/\"Expanded.\"; on iOS 17 no state.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, environment in
      element(
        configuration, settings, keyboard: true, exposesState: environment.iosVersion >= 18)
    },
    source: Source(
      "UIAccessibility.ExpandedStatus (iOS 18.0+); AccessibilitySnapshot PR 324 reads it after "
        + "the traits; MagentaA11y expandable (UIButton; Space activates)", .medium,
      .uiKitExpandedStatus, .snapshotExpandedStatus, .magentaExpandable))
}
