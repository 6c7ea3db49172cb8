import Controls
import Core

// SwiftUI's Link has the link trait: AccessibilitySnapshot speaks the trait as "Link." after
// the label, and MagentaA11y's page names Link the native choice and hears "Label, link"
// ("Label, dimmed, link" disabled). It is a link on its own: a Text with a link in it is not
// modelled, and MagentaA11y notes SwiftUI links do not appear in the rotor's Links.
extension LinkVariantFacts {
  /// SwiftUI Link on iOS.
  static let swiftUILink = LinkVariantFacts(
    nativeName: "SwiftUI Link", platform: .ios,
    summary: "iOS SwiftUI Link: the link trait, \"Learn more. Link.\"; Space activates it.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    source: Source(
      "MagentaA11y link (SwiftUI: use Link; \"Label, link\"); AccessibilitySnapshot "
        + "trait.link.description", .medium, .magentaLink, .magentaLinkVoiceOverCaptions))
}
