import Controls
import Core

// An editable NSTextField is NSAccessibility's text-field role (AXTextField, role description
// "text field"; VoiceOver on macOS speaks "edit text"). Its placeholderString is the
// AXPlaceholderValue, read while it is empty. Tab reaches text fields without Full Keyboard
// Access, and a focused field is editing. AppKit has no error API for a field.
extension TextFieldVariantFacts {
  /// NSTextField, editable.
  static let appKitTextField = TextFieldVariantFacts(
    nativeName: "NSTextField", platform: .macos,
    summary:
      "macOS AppKit NSTextField (editable): \"edit text\"; Tab reaches it and it edits while focused; no error API.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true,
    source: Source(
      "NSAccessibility.Role.textField; NSTextField.placeholderString (AXPlaceholderValue)",
      .medium,
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/textfield"),
      .page("https://developer.apple.com/documentation/appkit/nstextfield/placeholderstring")))
}
