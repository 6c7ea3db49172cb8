import Controls
import Core

// SwiftUI's TextField is a UITextField underneath on iOS: the same text-entry trait. Its title
// is its placeholder; a field written `TextField("Name", text:)` with no other label is named
// by that title, which disappears once the user types.
extension TextFieldVariantFacts {
  /// SwiftUI TextField.
  static let swiftUITextField = TextFieldVariantFacts(
    nativeName: "SwiftUI TextField", platform: .ios,
    summary:
      "iOS SwiftUI TextField: \"Text field\", \"Double tap to edit\"; its title is the placeholder and names it; no error API.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true,
    source: Source(
      "SwiftUI TextField(_:text:) title is the placeholder; AccessibilitySnapshot text-entry "
        + "trait; MagentaA11y text-input", .medium,
      .page("https://developer.apple.com/documentation/swiftui/textfield"), .snapshotTextEntry,
      .magentaTextInput))
}
