import Core

extension Reference {
  /// MagentaA11y's native text-input criteria, published at
  /// https://www.magentaa11y.com/#/native-criteria/controls/text-input.
  package static let magentaTextInput = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/documentation/native/controls/text-input.md", symbol: nil)
  /// AccessibilitySnapshot's text-entry trait reading: "Text Field.", hint "Double tap to
  /// edit.", "Is editing." while it is first responder.
  package static let snapshotTextEntry = Reference.snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
    "textEntryTraitHint")
  /// TalkBack's EditText description: the text, else the content description, else the
  /// labelled-by text; "Editing" while the keyboard is up.
  package static let talkBackEditText = Reference.talkBackCode(
    "compositor/roledescription/EditTextDescription.java", "nameDescription")
  /// TalkBack's error text for a node whose content is invalid (`getError`).
  package static let talkBackNodeError = Reference.talkBackCode(
    "compositor/AccessibilityNodeFeedbackUtils.java", "getAccessibilityNodeErrorText")
}

extension Reference {
  /// AccessibilitySnapshot's trait reading of a text field: "Secure Text Field." for the
  /// secure-text-field trait, "Is editing." after it while the field is being edited.
  package static let snapshotTextFieldTraits = Reference.snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
    "accessibilityDescription")
  /// A real VoiceOver on iOS recording (MagentaA11y text-input captions): focus arriving in
  /// an editing text field says "text field is editing".
  package static let magentaTextInputVoiceOver = Reference.magentaA11yCaption(
    "text-input/text-input_IosVoiceOver-en-US.vtt")
  /// A real TalkBack recording (MagentaA11y text-input captions): a password field read as
  /// "Password edit box double tap to edit text".
  package static let magentaTextInputTalkBack = Reference.magentaA11yCaption(
    "text-input/text-input_AndroidTalkback-en-US.vtt")
  /// TalkBack's echo of a character typed into a password field: "Bullet".
  package static let talkBackPasswordEcho = Reference.talkBackCode(
    "compositor/rule/InputTextPasswordFeedbackRules.java", "inputTextPasswordAdd")
  /// Orca's typing echo: no character echo in password text, and no key echo for a printable
  /// key there.
  package static let orcaPasswordEcho = Reference.orca(
    "src/orca/typing_echo_presenter.py", "is_character_echoable")
  /// NVDA's typed-character echo: in a protected field each character is the protected
  /// character, "*".
  package static let nvdaProtectedEcho = Reference.code(
    .nvda, path: "source/speech/speech.py", symbol: "speakTypedCharacters")
}

extension Reference {
  /// GTK 4's GtkSearchEntry: its accessible role (GTK_ACCESSIBLE_ROLE_SEARCH_BOX, in
  /// `gtk_search_entry_class_init`), its has-popup property and presentational clear icon (in
  /// `gtk_search_entry_init`).
  static func gtkSearchEntryCode(_ symbol: String) -> Reference {
    .code(
      Repository("GNOME/gtk", commit: "22960ef3646581c7100f36fccd19f252e062052a"),
      path: "gtk/gtksearchentry.c", symbol: symbol)
  }
  /// GTK's AT-SPI bridge: GTK_ACCESSIBLE_ROLE_SEARCH_BOX becomes ATSPI_ROLE_ENTRY,
  /// GTK_ACCESSIBLE_ROLE_TEXT_BOX ATSPI_ROLE_TEXT.
  static let gtkAtspiRoles = Reference.code(
    Repository("GNOME/gtk", commit: "0064500146fc080dae1ef2b30bebf7bb8b35a52f"),
    path: "gtk/a11y/gtkatspiutils.c", symbol: "gtk_accessible_role_to_atspi_role")
  /// WinUI's AutoSuggestBox automation peer: a UIA Group.
  static let winUIAutoSuggestBoxPeer = Reference.code(
    Repository("microsoft/microsoft-ui-xaml", commit: "8463f45162149de0ec3ad7df752596893fe3e13e"),
    path: "dxaml/xcp/dxaml/lib/AutoSuggestBoxAutomationPeer_Partial.cpp",
    symbol: "GetAutomationControlTypeCore")
  /// WinUI's AutoSuggestBox: OnApplyTemplate gives the box's AutomationProperties.Name to its
  /// TextBox.
  static func winUIAutoSuggestBoxCode(_ symbol: String) -> Reference {
    .code(
      Repository("microsoft/microsoft-ui-xaml", commit: "cb8d33d32b2c9e6fa22a6e56e93b09f620a3d402"),
      path: "dxaml/xcp/dxaml/lib/AutoSuggestBox_Partial.cpp", symbol: symbol)
  }
  /// WinUI's AutoSuggestBox template: the TextBox with the box's Header and PlaceholderText; the
  /// DeleteButton and QueryButton not tab stops and in the Raw accessibility view.
  static let winUIAutoSuggestBoxTemplate = Reference.code(
    Repository("microsoft/microsoft-ui-xaml", commit: "0e8f8acc2d80cc8041f64560a9d1a60a540cb69a"),
    path: "src/controls/dev/AutoSuggestBox/AutoSuggestBox_themeresources.xaml", symbol: nil)
}

extension Reference {
  /// Compose's accessibility delegate: a node with EditableText gets the class
  /// android.widget.EditText, IsEditable makes it editable, and Error sets contentInvalid and
  /// the error text (`populateAccessibilityNodeInfoProperties`, `setContentInvalid`).
  static let composeTextFieldDelegate = Reference.code(
    Repository("androidx/androidx", commit: "0094ab0395af0c3befc92cca185042cbb47c83cc"),
    path:
      "compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt",
    symbol: "populateAccessibilityNodeInfoProperties")
  /// Material 3's text fields: `isError` sets the semantics error to the default message.
  static let composeDefaultErrorSemantics = Reference.code(
    Repository("androidx/androidx", commit: "b6871988c1873c5d48442a0a9c7dc287829f0842"),
    path:
      "compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/internal/TextFieldImpl.kt",
    symbol: "defaultErrorSemantics")
  /// Compose UI's default error text for an editable text field: "Invalid input".
  static let composeDefaultErrorMessage = Reference.code(
    Repository("androidx/androidx", commit: "1d7dc4d109e12aa0d24aba1e4a024b996849f4ef"),
    path: "compose/ui/ui/src/androidMain/res/values/strings.xml", symbol: "default_error_message")
  /// AppCompat's SearchView: the close button shows while the query has text
  /// (`updateCloseButton`); clicking it empties the query and gives the query field focus
  /// (`onCloseClicked`).
  static func searchViewCode(_ symbol: String) -> Reference {
    .code(
      Repository("androidx/androidx", commit: "ade31dc9bbf17a83e01188ddc1cf4e73f65dd533"),
      path: "appcompat/appcompat/src/main/java/androidx/appcompat/widget/SearchView.java",
      symbol: symbol)
  }
  /// Material's clear-text end icon: "Clear text", shown while the field has text and focus,
  /// a click empties the field.
  static let materialClearTextEndIcon = Reference.code(
    Repository(
      "material-components/material-components-android",
      commit: "0631c534093b024483a3d04a49b1352642f7edfa"),
    path: "lib/java/com/google/android/material/textfield/ClearTextEndIconDelegate.java",
    symbol: "initialize")
  /// Material's text-field strings: `clear_text_end_icon_content_description` "Clear text".
  static let materialTextFieldStrings = Reference.code(
    Repository(
      "material-components/material-components-android",
      commit: "116de10c2c59a5aa156ab30c0e5f749b7d5cc156"),
    path: "lib/java/com/google/android/material/textfield/res/values/strings.xml",
    symbol: "clear_text_end_icon_content_description")
  /// UIKit's clearButtonMode: when the standard clear button appears (never, while editing,
  /// unless editing, always), only while the field holds text.
  static let uikitClearButtonMode = Reference.page(
    "https://developer.apple.com/documentation/uikit/uitextfield/clearbuttonmode")
}

extension Reference {
  /// AccessibilitySnapshot's text-area trait (bit 47: UITextView, SwiftUI TextEditor) and the
  /// hint it reads for a text-entry element that has it.
  static let snapshotTextArea = Reference.snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
    "textAreaTraitHint")
  /// TalkBack's only reader of AccessibilityNodeInfo.isMultiLine: the braille display's node
  /// brailler; its speech compositor never reads it.
  static let talkBackMultiLineBraille = Reference.talkBack(
    "braille/brailledisplay/src/phone/java/com/google/android/accessibility/braille/"
      + "brailledisplay/controller/NodeBrailler.java", "isMultiLine")
  /// Orca's multi-line check (AT-SPI STATE_MULTI_LINE), used for navigation, never spoken.
  static let orcaMultiLineState = Reference.orca(
    "src/orca/ax_utilities_state.py", "is_multi_line")
}
