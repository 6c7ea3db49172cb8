import Controls
import Core

// An Android TextView whose text holds a ClickableSpan or URLSpan. The node has no link role
// (Role.getRole: a TextView is ROLE_NONE) and TalkBack speaks no "link" word; its links menu
// (RuleSpannables) lists the spans, and its hint says so: "Links available, use Tap with 3
// fingers to view" (template_hint_menu_type_high_verbosity). LinkMovementMethod makes the
// TextView clickable ("Double-tap to activate"), and a double-tap opens its first link
// (MagentaA11y: only the first link in a paragraph is reachable that way). Without it the
// TextView is not clickable and only the links menu opens the link (`clickable: false`).
extension LinkVariantFacts {
  /// TextView with a ClickableSpan.
  static let clickableSpan = LinkVariantFacts(
    nativeName: "TextView ClickableSpan/URLSpan", platform: .android,
    summary:
      "Android TextView with a ClickableSpan or URLSpan: no role word; TalkBack's hint says links are available in its menu.",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true, inline: .paragraph, isAndroidSpan: true,
    source: Source(
      "TalkBack RuleSpannables (links menu), AccessibilityNodeFeedbackUtils.getHintForNodeActions; "
        + "MagentaA11y link (URLSpan / ClickableSpan; Space and Enter activate)", .high,
      .talkBackLinksMenu,
      .talkBackCode("compositor/AccessibilityNodeFeedbackUtils.java", "getHintForNodeActions"),
      .magentaLink))
}
