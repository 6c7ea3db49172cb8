import Controls
import Core

// A UISearchBar's field is a UISearchTextField: text entry with the search-field trait.
// AccessibilitySnapshot reads the search-field trait as "Search Field."; a real recording
// (MagentaA11y search captions) says "Search search field." for a search field named "Search",
// and MagentaA11y's announcement example is "Search, Search field, double tap to edit": the
// search-field word stands in place of "Text Field". Its clear button shows while it holds text.
extension TextFieldVariantFacts {
  /// UISearchTextField in a UISearchBar.
  static let uikitSearchTextField = TextFieldVariantFacts(
    nativeName: "UISearchTextField", platform: .ios,
    summary:
      "iOS UIKit UISearchBar's UISearchTextField: \"Search Field\", \"Double tap to edit\".",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true, isSearch: true,
    clearButton: .uikitSearch,
    source: Source(
      "AccessibilitySnapshot search-field trait (\"Search Field.\"); MagentaA11y search "
        + "VoiceOver recording \"Search search field.\" and its announcement example", .medium,
      .snapshot(
        "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
        "searchFieldTraitName"), .magentaA11yCaption("search/search_IosVoiceOver-en-US.vtt"),
      .code(
        .magentaA11yCurrent, path: "public/content/documentation/native/controls/search.md",
        symbol: nil)))
}
