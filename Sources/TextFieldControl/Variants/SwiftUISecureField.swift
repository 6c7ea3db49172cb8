import Controls
import Core

// SwiftUI's SecureField is a secure UITextField underneath on iOS (AccessibilitySnapshot's
// SwiftUI text-entry example renders it with the secure-text-field trait); its title is the
// placeholder and names it when nothing else does.
extension TextFieldVariantFacts {
  /// SwiftUI SecureField.
  static let swiftUISecureField = TextFieldVariantFacts(
    nativeName: "SwiftUI SecureField", platform: .ios,
    summary:
      "iOS SwiftUI SecureField: \"Secure Text Field\"; its title is the placeholder; its text is never read.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true, isSecure: true,
    source: Source(
      "SwiftUI SecureField; AccessibilitySnapshot SwiftUITextEntry example and "
        + "secure-text-field trait", .medium,
      .page("https://developer.apple.com/documentation/swiftui/securefield"),
      .snapshot("Example/AccessibilitySnapshot/SwiftUITextEntry.swift"),
      .snapshotTextFieldTraits))
}
