import Controls
import Core

// SwiftUI's TextEditor is a UITextView underneath on iOS: the same text-entry and text-area
// traits, read as "Text Field." with the text-area hint. It has no label or placeholder
// parameter: MagentaA11y's text-input notes have the app combine a separate label with it.
extension TextFieldVariantFacts {
  /// SwiftUI TextEditor.
  static let swiftUITextEditor = TextFieldVariantFacts(
    nativeName: "SwiftUI TextEditor", platform: .ios,
    summary:
      "iOS SwiftUI TextEditor: multi-line; read as a UITextView (\"Text field\", text-area hint); no label or placeholder of its own.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: false, placeholderWhileEmpty: false, exposesNativeError: false,
    editsOnFocus: true, multiLine: .always, hasPlaceholder: false,
    source: Source(
      "AccessibilitySnapshot text-area trait (UITextView, SwiftUI TextEditor); MagentaA11y "
        + "text-input: TextEditor has no label parameter, so the app combines a label with it",
      .medium, .snapshotTextArea, .magentaTextInput,
      .page("https://developer.apple.com/documentation/swiftui/texteditor")))
}
