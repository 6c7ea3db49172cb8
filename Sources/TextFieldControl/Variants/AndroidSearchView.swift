import Controls
import Core

// Android's SearchView holds a SearchAutoComplete, an EditText: TalkBack reads it as any edit
// text, "Edit box" with its query hint while empty. MagentaA11y's announcement example is
// "Search, Search for files, edit box, double tap to edit text", and a real recording says
// "Search edit box". Its close button ("Clear query") is its clear button (TextFieldClearButton).
extension TextFieldVariantFacts {
  /// SearchView's search edit text.
  static let androidSearchView = TextFieldVariantFacts(
    nativeName: "SearchView", platform: .android,
    summary:
      "Android SearchView: its EditText is an \"Edit box\"; its query hint names it while empty.",
    touchTarget: .android, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    placeholderNamesUnlabelled: true, placeholderWhileEmpty: false, exposesNativeError: true,
    editsOnFocus: true, isSearch: true,
    clearButton: .searchView,
    source: Source(
      "SearchView (SearchAutoComplete is an EditText); TalkBack EditTextDescription; "
        + "MagentaA11y search TalkBack recording \"Search edit box\"", .medium,
      .page("https://developer.android.com/reference/android/widget/SearchView"),
      .talkBackCode("compositor/roledescription/EditTextDescription.java", "nameDescription"),
      .magentaA11yCaption("search/search_AndroidTalkback-en-US.vtt")))
}
