import Controls
import Core

// A Compose row that expands: clickable with Role.Button (the legacy class name
// android.widget.Button, so TalkBack says "Button") and, in its semantics, the expand action
// while collapsed and the collapse action while expanded. TalkBack reads the state from those
// actions (AccessibilityNodeFeedbackUtils.getCollapsedOrExpandedStateText: expandable →
// value_collapsed, collapsible → value_expanded), in its node status, before the name in the
// default state-name-role order; a click speaks it again (EventTypeViewClickedFeedbackRule's
// last fallback). Space and Enter activate it with a keyboard (MagentaA11y expandable).
extension DisclosureVariantFacts {
  /// Compose clickable with expand/collapse actions.
  static let composeExpandable = DisclosureVariantFacts(
    nativeName: "Compose expand/collapse semantics", platform: .android,
    summary:
      "Jetpack Compose clickable (Role.Button) with the expand or collapse semantics action: TalkBack says \"collapsed\"/\"expanded\".",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: true)
    },
    source: Source(
      "TalkBack getCollapsedOrExpandedStateText (ACTION_EXPAND → collapsed, ACTION_COLLAPSE → "
        + "expanded); Compose SemanticsActions expand/collapse; MagentaA11y expandable", .high,
      .talkBackCode(
        "compositor/AccessibilityNodeFeedbackUtils.java", "getCollapsedOrExpandedStateText"),
      .page(
        "https://developer.android.com/reference/kotlin/androidx/compose/ui/semantics/SemanticsActions"
      ), .magentaExpandable))
}
