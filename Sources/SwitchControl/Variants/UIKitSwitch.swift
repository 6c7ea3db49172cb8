import Controls
import Core

// UISwitch has the button trait and the switch-button trait, with accessibilityValue "1" or
// "0": AccessibilitySnapshot reads "Switch Button." then "On." or "Off.", and hides the value.
// An accessibilityValue the app sets is not what the switch answers: testSwitchControls'
// reference images (iOS 18.5, 26.2) read a UISwitch given "Value" as "Switch Button. On.", so
// the app's value is not exposed (and `stateDescription` does not apply to this variant).
// Full Keyboard Access: Tab reaches it and Space toggles it (MagentaA11y toggle-switch page).
extension SwitchVariantFacts {
  /// UISwitch.
  static let uikitSwitch = SwitchVariantFacts(
    nativeName: "UISwitch", platform: .ios,
    summary:
      "iOS UIKit UISwitch: the button and switch-button traits, so VoiceOver says \"Switch Button.\" then \"On.\"/\"Off.\".",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: true)
    },
    source: Source(
      "AccessibilitySnapshot accessibilityDescription: the switch-button trait with .button "
        + "reads \"Switch Button.\" and the state; MagentaA11y toggle switch (Space toggles)",
      .medium,
      .snapshot(
        "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
        "accessibilityDescription"),
      .magentaToggleSwitch))
}
