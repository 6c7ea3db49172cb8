import Controls
import Core

extension ButtonVariantFacts {
  /// android.widget.Button.
  static let androidButton = ButtonVariantFacts(
    nativeName: "android.widget.Button", platform: .android,
    summary:
      "Android Button: named by its text or contentDescription; TalkBack's role Button; Space and Enter click it.",
    touchTarget: .android, activationKeys: [.space, .enter], takesKeyboardFocus: true,
    navigableWhenDisabled: true, name: ButtonVariantFacts.labelOrTitle,
    description: ButtonVariantFacts.noDescription, isImage: false,
    source: Source(
      "TalkBack Role.getRole (instanceof Button → ROLE_BUTTON); View.onKeyUp clicks on Space/Enter",
      .high,
      .talkBack("utils/src/main/java/com/google/android/accessibility/utils/Role.java", "getRole"),
      .page("https://learn.microsoft.com/dotnet/api/android.views.view.onkeyup")))
}
