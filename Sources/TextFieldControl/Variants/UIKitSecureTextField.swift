import Controls
import Core

// A UITextField with isSecureTextEntry has the secure-text-field trait beside text entry:
// AccessibilitySnapshot reads "Secure Text Field." in place of "Text Field."; its text is shown
// as bullets and never read. What VoiceOver says for a typed character there is in the pack.
extension TextFieldVariantFacts {
  /// UITextField with isSecureTextEntry.
  static let uikitSecureTextField = TextFieldVariantFacts(
    nativeName: "UITextField (isSecureTextEntry)", platform: .ios,
    summary:
      "iOS UIKit UITextField with isSecureTextEntry: \"Secure Text Field\"; its text is never read.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true, isSecure: true,
    source: Source(
      "AccessibilitySnapshot secure-text-field trait (\"Secure Text Field.\"); "
        + "UITextInputTraits.isSecureTextEntry", .medium, .snapshotTextFieldTraits,
      .page(
        "https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry")))
}
