import Controls
import Core

// UIKit's UITextField has the text-entry trait: AccessibilitySnapshot reads it as "Text Field."
// with the hint "Double tap to edit." ("Is editing." while it is first responder). With no
// accessibilityLabel and no label, VoiceOver names it by its placeholder; with a label, the
// placeholder is read while the field is empty. UIKit has no error API: an error label beside
// the field is a separate element the field knows nothing of (MagentaA11y text-input).
extension TextFieldVariantFacts {
  /// UITextField.
  static let uikitTextField = TextFieldVariantFacts(
    nativeName: "UITextField", platform: .ios,
    summary:
      "iOS UIKit UITextField: \"Text field\", \"Double tap to edit\"; the placeholder names an unlabelled field; no error API.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true,
    clearButton: .uikit,
    source: Source(
      "AccessibilitySnapshot text-entry trait (\"Text Field.\", \"Double tap to edit.\"); "
        + "UITextField.placeholder; MagentaA11y text-input", .medium, .snapshotTextEntry,
      .page("https://developer.apple.com/documentation/uikit/uitextfield/placeholder"),
      .magentaTextInput))
}
