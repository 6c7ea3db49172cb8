import Controls
import Core

// Material 3's TextField and OutlinedTextField are a BasicTextField whose decoration (label,
// placeholder, supporting text) is merged into one semantics node. Compose's accessibility
// delegate gives a node with editable text the class android.widget.EditText, makes it
// editable, and puts its error in the node's invalid content; while the field is empty its
// merged label (or, with no label, its placeholder, which Material shows only then) is the
// node's text, shown as hint text, and once it holds text the label is the hint. TalkBack's
// EditTextDescription therefore reads it as it reads an EditText: "Edit box", the label, and
// "Editing" while the keyboard is up. With `isError` alone Material sets the semantics error
// to Compose's default message, "Invalid input"; the supporting text under the field is not
// that error: an app exposes its own message with `Modifier.semantics { error(message) }`.
extension TextFieldVariantFacts {
  /// Material 3 TextField / OutlinedTextField.
  static let composeTextField = TextFieldVariantFacts(
    nativeName: "Compose TextField", platform: .android,
    summary:
      "Android Compose Material 3 TextField: \"Edit box\" named by its label; isError alone is \"Invalid input\".",
    touchTarget: .android, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: false, exposesNativeError: true,
    editsOnFocus: true, defaultErrorMessage: "Invalid input",
    multiLine: .appChoice,
    source: Source(
      "Compose AndroidComposeViewAccessibilityDelegateCompat (EditableText → "
        + "android.widget.EditText, IsEditable, Error → contentInvalid and error); Material 3 "
        + "TextFieldImpl defaultErrorSemantics with default_error_message \"Invalid input\"; "
        + "TalkBack EditTextDescription", .medium,
      .composeTextFieldDelegate, .composeDefaultErrorSemantics, .composeDefaultErrorMessage,
      .talkBackEditText, .talkBackNodeError))
}
