import Controls
import Core

// WinUI's TextBox is a UIA Edit control with the Value pattern; its Header is its name, and
// with no Header and no AutomationProperties.Name the TextBox peer falls back to its
// PlaceholderText. Tab reaches it and a focused TextBox edits; a disabled one stays in the UIA
// tree, so Narrator and NVDA reach it. WinUI 3's TextBox has no error
// message of its own (its input validation was withdrawn): an error is drawn by the app.
extension TextFieldVariantFacts {
  /// WinUI TextBox.
  static let winUITextBox = TextFieldVariantFacts(
    nativeName: "WinUI TextBox", platform: .windows,
    summary:
      "WinUI 3 TextBox: UIA Edit (\"edit\"), named by its Header, else its PlaceholderText; no error of its own.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: false, exposesNativeError: false,
    editsOnFocus: true,
    peerCanReportInvalid: true,
    multiLine: .appChoice,
    source: Source(
      "WinUI TextBox: UIA Edit control type, Header as name, PlaceholderText as name fallback",
      .low,
      .page("https://learn.microsoft.com/en-us/windows/apps/design/controls/text-box"),
      .page(
        "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-supporteditcontroltype")))
}
