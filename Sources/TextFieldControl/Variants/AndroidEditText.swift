import Controls
import Core

// TalkBack's EditTextDescription names an EditText by its text, else its content description,
// else the label that labels it (labelFor); an empty EditText's hint is its node text, so the
// hint names an unlabelled field. Its role is "Edit box"; "Editing" is added while the keyboard
// is up. setError marks the node's content invalid with the error, which TalkBack reads
// (getAccessibilityNodeErrorText).
extension TextFieldVariantFacts {
  /// EditText.
  static let androidEditText = TextFieldVariantFacts(
    nativeName: "EditText", platform: .android,
    summary:
      "Android EditText: \"Edit box\"; its hint names it while empty; setError's message is exposed.",
    touchTarget: .android, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: false, exposesNativeError: true,
    editsOnFocus: true,
    multiLine: .appChoice,
    source: Source(
      "TalkBack EditTextDescription.nameDescription and stateDescription (value_edit_box_editing);"
        + " AccessibilityNodeFeedbackUtils.getAccessibilityNodeErrorText", .high,
      .talkBackEditText, .talkBackNodeError,
      .page(
        "https://developer.android.com/reference/android/widget/TextView#setError(java.lang.CharSequence)"
      )))
}
