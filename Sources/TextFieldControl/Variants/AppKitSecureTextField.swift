import Controls
import Core

// NSSecureTextField is an NSTextField whose AX subrole is NSAccessibility.Subrole.secureTextField
// and whose value is not exposed. No public source gives VoiceOver on macOS's exact words for
// it: the pack keeps its text-field reading (low) and never reads the text.
extension TextFieldVariantFacts {
  /// NSSecureTextField.
  static let appKitSecureTextField = TextFieldVariantFacts(
    nativeName: "NSSecureTextField", platform: .macos,
    summary:
      "macOS AppKit NSSecureTextField: the secure-text-field subrole; its text is never read.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true, isSecure: true,
    source: Source(
      "NSSecureTextField; NSAccessibility.Subrole.secureTextField (VoiceOver's words for it "
        + "not found in a public source)", .low,
      .page("https://developer.apple.com/documentation/appkit/nssecuretextfield"),
      .page(
        "https://developer.apple.com/documentation/appkit/nsaccessibility/subrole/securetextfield"
      )))
}
