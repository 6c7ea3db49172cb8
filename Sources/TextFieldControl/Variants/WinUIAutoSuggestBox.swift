import Controls
import Core

// WinUI's AutoSuggestBox is a UIA Group (AutoSuggestBoxAutomationPeer) around a TextBox that
// takes focus: its template binds the box's Header and PlaceholderText to that TextBox, and
// OnApplyTemplate copies the box's AutomationProperties.Name to it, so readers meet a UIA Edit
// named as a TextBox is, with no search word (UIA has no search role). Its delete (clear) and
// query buttons are IsTabStop="False" and AutomationProperties.AccessibilityView="Raw": outside
// the control view, so neither Tab nor NVDA's or Narrator's navigation reaches them. The group
// has no name of its own unless the app gives one, so it is not announced. The suggestion list
// is not modelled.
extension TextFieldVariantFacts {
  /// WinUI AutoSuggestBox.
  static let winUIAutoSuggestBox = TextFieldVariantFacts(
    nativeName: "WinUI AutoSuggestBox", platform: .windows,
    summary:
      "WinUI 3 AutoSuggestBox: its TextBox is a UIA Edit (\"edit\") named by the box's Header, else its PlaceholderText; its clear and query buttons are Raw, unreachable.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: false, exposesNativeError: false,
    editsOnFocus: true,
    source: Source(
      "WinUI AutoSuggestBoxAutomationPeer (Group); AutoSuggestBox.OnApplyTemplate (the name "
        + "goes to the TextBox); its template (Header, PlaceholderText bound to the TextBox; "
        + "DeleteButton and QueryButton Raw, not tab stops)", .medium,
      .winUIAutoSuggestBoxPeer, .winUIAutoSuggestBoxTemplate,
      .winUIAutoSuggestBoxCode("OnApplyTemplate"),
      .page("https://learn.microsoft.com/en-us/windows/apps/design/controls/auto-suggest-box")))
}
