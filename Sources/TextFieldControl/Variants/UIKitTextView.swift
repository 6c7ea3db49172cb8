import Controls
import Core

// UIKit's editable UITextView has the text-entry trait and, with it, the private text-area
// trait (bit 47, which AccessibilitySnapshot reads for UITextView and SwiftUI's TextEditor):
// VoiceOver reads it as "Text Field." like a UITextField, with a longer hint, "Double tap to
// edit., Use the rotor to access Misspelled Words". Return types a new line; it has no
// placeholder, no clear button and no error API.
extension TextFieldVariantFacts {
  /// UITextView, editable.
  static let uikitTextView = TextFieldVariantFacts(
    nativeName: "UITextView", platform: .ios,
    summary:
      "iOS UIKit UITextView (editable): multi-line; \"Text field\" with the text-area hint; no placeholder, no error API.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: false, placeholderWhileEmpty: false, exposesNativeError: false,
    editsOnFocus: true, multiLine: .always, hasPlaceholder: false,
    source: Source(
      "AccessibilitySnapshot text-entry and text-area traits (UITextView, \"Text Field.\", "
        + "textAreaTraitHint); UITextView has no placeholder", .medium, .snapshotTextArea,
      .page("https://developer.apple.com/documentation/uikit/uitextview")))

}
