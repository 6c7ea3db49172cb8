import Controls
import Core

// A Compose Text with a LinkAnnotation (or UrlAnnotation): its accessibility text carries the
// link as a span, so TalkBack's links menu lists it (Mozilla's fix for its onboarding links
// relied on that), but the Text itself is not clickable: a double-tap does nothing and the menu
// is the only way to open it (MagentaA11y: Compose has no native link in text). Medium: whether
// a newer Compose also makes each link focusable was not established.
extension LinkVariantFacts {
  /// Compose Text with a LinkAnnotation.
  static let composeLinkAnnotation = LinkVariantFacts(
    nativeName: "Compose LinkAnnotation", platform: .android,
    summary:
      "Jetpack Compose Text with a LinkAnnotation: TalkBack's links menu opens it; double-tap does nothing.",
    touchTarget: .android, activationKeys: [], takesKeyboardFocus: false,
    navigableWhenDisabled: true, inline: .paragraph, clickable: false, isAndroidSpan: true,
    source: Source(
      "TalkBack RuleSpannables (links menu); Mozilla firefox-android PR 4200 (UrlAnnotation "
        + "brings the links menu); MagentaA11y link (Compose has no native link in text)",
      .medium, .talkBackLinksMenu,
      .page("https://github.com/mozilla-mobile/firefox-android/pull/4200"), .magentaLink))
}
