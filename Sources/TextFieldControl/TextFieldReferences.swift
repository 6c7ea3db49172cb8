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
