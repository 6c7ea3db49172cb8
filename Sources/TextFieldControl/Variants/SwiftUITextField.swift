import Controls
import Core

// SwiftUI's TextField is a UITextField underneath on iOS: the same text-entry trait. Its title
// is its placeholder; a field written `TextField("Name", text:)` with no other label is named
// by that title, which disappears once the user types. `TextField(_:text:axis: .vertical)`
// (iOS 16 and later, so every modelled iOS) is a UITextView underneath instead
// (siteline/swiftui-introspect's TextFieldWithVerticalAxisType: UITextView on iOS 16 and 17):
// `multiLine: true`, with a UITextView's text-area trait and hint, Return typing a new line.
// Its title is still drawn as the placeholder; that it names the field as on one line is not
// checked (low, as the text view's speech is medium).
extension TextFieldVariantFacts {
  /// SwiftUI TextField.
  static let swiftUITextField = TextFieldVariantFacts(
    nativeName: "SwiftUI TextField", platform: .ios,
    summary:
      "iOS SwiftUI TextField: \"Text field\", \"Double tap to edit\"; its title is the placeholder and names it; no error API; multiLine: true is axis: .vertical, a UITextView underneath.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true, multiLine: .appChoice,
    source: Source(
      "SwiftUI TextField(_:text:) title is the placeholder; AccessibilitySnapshot text-entry "
        + "trait; MagentaA11y text-input; axis: .vertical is a UITextView on iOS 16+ "
        + "(swiftui-introspect TextFieldWithVerticalAxisType), read with the text-area trait "
        + "(its title naming it then: not checked, low)", .medium,
      .page("https://developer.apple.com/documentation/swiftui/textfield"), .snapshotTextEntry,
      .magentaTextInput, .snapshotTextArea,
      .code(
        Repository(
          "siteline/swiftui-introspect", commit: "642551ec1952c0390175f569cf32f950d0c3ef03"),
        path: "Sources/ViewTypes/TextFieldWithVerticalAxis.swift",
        symbol: "TextFieldWithVerticalAxisType")))
}
