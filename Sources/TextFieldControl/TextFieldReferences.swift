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
