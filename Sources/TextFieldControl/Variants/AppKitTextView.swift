import Controls
import Core

// An editable NSTextView is NSAccessibility's text-area role (AXTextArea), not a text field:
// its role description is "text entry area". No recording or source of what VoiceOver on macOS
// speaks for it was found: the role word is a low-confidence guess (the role description, as
// VoiceOver speaks a search field's). Return types a new line. No placeholder, no error API.
extension TextFieldVariantFacts {
  /// NSTextView, editable.
  static let appKitTextView = TextFieldVariantFacts(
    nativeName: "NSTextView", platform: .macos,
    summary:
      "macOS AppKit NSTextView (editable): AXTextArea, multi-line; VoiceOver's \"text entry area\" (low); no placeholder, no error API.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: true,
    placeholderNamesUnlabelled: false, placeholderWhileEmpty: false, exposesNativeError: false,
    editsOnFocus: true, multiLine: .always, hasPlaceholder: false,
    source: Source(
      "NSAccessibility.Role.textArea (AXTextArea) for NSTextView; what VoiceOver says for it is "
        + "not recorded anywhere found", .low,
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/textarea"),
      .page("https://developer.apple.com/documentation/appkit/nstextview")))
}
