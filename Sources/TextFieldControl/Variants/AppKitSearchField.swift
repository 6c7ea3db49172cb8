import Controls
import Core

// NSSearchField is an editable NSTextField whose AX subrole is AXSearchField
// (NSAccessibility.Subrole.searchField); AppKit's role description for that subrole is "search
// text field", which VoiceOver on macOS speaks in place of "edit text". Its placeholderString is
// the AXPlaceholderValue, read while it is empty, and Tab reaches it as any text field. Its
// search and cancel (clear) buttons are the field's AXSearchButton and AXClearButton children,
// reached by interacting with the field, not by Tab: not modelled. No recording of VoiceOver
// reading one was found: the words are low.
extension TextFieldVariantFacts {
  /// NSSearchField.
  static let appKitSearchField = TextFieldVariantFacts(
    nativeName: "NSSearchField", platform: .macos,
    summary:
      "macOS AppKit NSSearchField: the search-field subrole, \"search text field\"; Tab reaches it and it edits while focused.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true, isSearch: true,
    source: Source(
      "NSSearchField; NSAccessibility.Subrole.searchField (role description \"search text "
        + "field\"); accessibilityClearButton / accessibilitySearchButton (no VoiceOver "
        + "recording found)", .low,
      .page("https://developer.apple.com/documentation/appkit/nssearchfield"),
      .page(
        "https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/subrole/searchfield"
      ),
      .page(
        "https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityclearbutton()"
      )))
}
