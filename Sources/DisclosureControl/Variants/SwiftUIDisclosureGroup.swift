import Controls
import Core

// SwiftUI's DisclosureGroup: its label row is a button with an expanded status that VoiceOver
// reads on every iOS A11ySim models (AccessibilitySnapshot PR 324's reference images of a
// DisclosureGroup on iOS 17.5, 18.5 and 26.2: "Button. Collapsed.", hint "Double tap to
// expand."). MagentaA11y's expandable page names it the native choice in SwiftUI.
extension DisclosureVariantFacts {
  /// SwiftUI DisclosureGroup.
  static let swiftUIDisclosureGroup = DisclosureVariantFacts(
    nativeName: "SwiftUI DisclosureGroup", platform: .ios,
    summary:
      "iOS SwiftUI DisclosureGroup: a button with an expanded status, \"Button. Collapsed.\" on iOS 17 and later.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: true)
    },
    source: Source(
      "AccessibilitySnapshot PR 324: DisclosureGroup reference images on iOS 17.5, 18.5, 26.2 "
        + "read \"Button. Collapsed.\"; MagentaA11y expandable: use DisclosureGroup", .medium,
      .snapshotExpandedStatus, .magentaExpandable))
}
