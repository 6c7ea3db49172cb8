import Controls
import Core

// Material's TextInputLayout draws its hint as a floating label and gives it to the
// TextInputEditText as its accessibility hint text, so the field keeps its name after the user
// types; its error (setError) is set on the edit text's node as invalid content with the
// message. The label option is that floating hint here.
extension TextFieldVariantFacts {
  /// TextInputLayout with a TextInputEditText.
  static let materialTextInputLayout = TextFieldVariantFacts(
    nativeName: "TextInputLayout", platform: .android,
    summary:
      "Android Material TextInputLayout: \"Edit box\" named by its floating hint; its error is exposed on the field.",
    touchTarget: .android, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: false, exposesNativeError: true,
    editsOnFocus: true,
    clearButton: .textInputLayout,
    multiLine: .appChoice,
    source: Source(
      "Material TextInputLayout: the hint floats as the label and is the edit text's "
        + "accessibility hint; setError exposes the error", .medium,
      .page(
        "https://developer.android.com/reference/com/google/android/material/textfield/TextInputLayout"
      ), .talkBackNodeError))
}
