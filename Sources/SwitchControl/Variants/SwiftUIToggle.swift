import Controls
import Core

// SwiftUI's Toggle carries the switch-button trait without the button trait: AccessibilitySnapshot
// then reads no "Switch Button." (only a UISwitch's .button adds it) but still the state, which
// is MagentaA11y's "Label, off, double tap to toggle setting" ("Native behavior does not
// announce role, but the role is implied by announcing the current state").
extension SwitchVariantFacts {
  /// SwiftUI Toggle on iOS.
  static let swiftUIToggle = SwitchVariantFacts(
    nativeName: "SwiftUI Toggle", platform: .ios,
    summary:
      "iOS SwiftUI Toggle: the switch-button trait without the button trait, so VoiceOver says the state and no role.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      element(
        configuration, settings, isClickable: false, keyboard: true, states: appValue(configuration)
      )
    },
    source: Source(
      "MagentaA11y toggle switch: SwiftUI Toggle announces \"Label, off\" without a role; "
        + "AccessibilitySnapshot: \"Switch Button.\" only with the .button trait", .medium,
      .magentaToggleSwitch,
      .snapshot(
        "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
        "accessibilityDescription")))
}
