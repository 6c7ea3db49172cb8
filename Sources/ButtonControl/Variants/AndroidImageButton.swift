import Controls
import Core

// Its visible title is an icon: only the app's contentDescription (accessibility.label) names it.
extension ButtonVariantFacts {
  /// android.widget.ImageButton.
  static let androidImageButton = ButtonVariantFacts(
    nativeName: "android.widget.ImageButton", platform: .android,
    summary:
      "Android ImageButton: an icon named only by contentDescription; without one TalkBack says Unlabelled.",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true, name: { _, settings in settings.label },
    description: ButtonVariantFacts.noDescription, isImage: true,
    source: Source(
      "TalkBack NonTextViewsDescription.nodeState: an unnamed image view is \"Unlabelled\"",
      .high,
      .talkBackCode(
        "compositor/roledescription/NonTextViewsDescription.java", "nodeState")))
}
