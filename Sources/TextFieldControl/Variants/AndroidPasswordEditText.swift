import Controls
import Core

// An EditText with a password input type is a node with isPassword: TalkBack's
// EditTextDescription names it by its content description, else "password", and never reads
// its text; InputTextPasswordFeedbackRules says "Bullet" for each character typed. A real
// recording (MagentaA11y text-input) reads such a field "Password edit box double tap to edit
// text".
extension TextFieldVariantFacts {
  /// EditText with inputType textPassword.
  static let androidPasswordEditText = TextFieldVariantFacts(
    nativeName: "EditText (textPassword)", platform: .android,
    summary:
      "Android EditText with a password input type: \"password\", \"Edit box\"; typing says \"Bullet\"; its text is never read.",
    touchTarget: .android, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: false, exposesNativeError: true,
    editsOnFocus: true, isSecure: true,
    source: Source(
      "TalkBack EditTextDescription.nameDescription (isPassword: value_password); "
        + "InputTextPasswordFeedbackRules; MagentaA11y text-input TalkBack recording", .high,
      .talkBackEditText, .talkBackPasswordEcho, .magentaTextInputTalkBack,
      .page(
        "https://developer.android.com/reference/android/text/InputType#TYPE_TEXT_VARIATION_PASSWORD"
      )))
}
