import Controls
import Core

// SwiftUI's searchable(text:) puts a UISearchTextField in the navigation bar on iOS (MagentaA11y
// search: "searchable(text:placement:)"), read as UIKit's search field is.
extension TextFieldVariantFacts {
  /// SwiftUI searchable(text:).
  static let swiftUISearchable = TextFieldVariantFacts(
    nativeName: "SwiftUI searchable", platform: .ios,
    summary:
      "iOS SwiftUI searchable(text:): a search field, \"Search Field\", its prompt the placeholder.",
    touchTarget: .ios, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: true, exposesNativeError: false,
    editsOnFocus: true, isSearch: true,
    clearButton: .uikitSearch,
    source: Source(
      "SwiftUI searchable(text:placement:prompt:); MagentaA11y search developer notes", .low,
      .page(
        "https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)"),
      .code(
        .magentaA11yCurrent, path: "public/content/documentation/native/controls/search.md",
        symbol: nil)))
}
