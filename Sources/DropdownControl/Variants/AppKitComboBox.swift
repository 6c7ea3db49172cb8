import Accessibility
import Controls
import Core

// NSComboBox: an NSTextField with a pop-up list. Its accessibility role is AXComboBox, its value
// the field's text; the list is a table of rows in a child window. Typing edits the text; the
// list opens from the button or with Option-Down, and Up and Down choose the next or previous
// item into the field. What VoiceOver on macOS says of it was not heard: low confidence.
extension DropdownVariantFacts {
  /// NSComboBox.
  static let appKitComboBox = DropdownVariantFacts(
    nativeName: "NSComboBox", platform: .macos,
    summary:
      "macOS NSComboBox: an editable field with a list, \"Medium, Size, combo box\" (low: not heard); typing fills it, Up and Down choose while closed, Option-Down or its button opens the list on the chosen row.",
    touchTarget: nil, exposesExpanded: true, itemRole: .staticText, exposesPosition: false,
    marksChosenItem: true, chosenState: .selected, landsOnChosen: true,
    hasDismissButton: false, takesKeyboardFocus: true, activationKeys: [.enter],
    arrowsChangeWhileClosed: true, navigableWhenDisabled: true,
    source: Source(
      "NSAccessibility.Role.comboBox (role description \"combo box\") with the field's text as "
        + "its value; NSComboBox is an NSTextField, in the key loop like any text field; its "
        + "list shows the items and the chosen one, Option-Down opens it and Up and Down move "
        + "through it (the standard macOS combo box keys). No recording or transcript of "
        + "VoiceOver on macOS on a combo box, nor of its rows, was found", .low,
      .page("https://developer.apple.com/documentation/appkit/nscombobox"),
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/combobox")),
    style: .comboBox, openChord: KeyChord(.down, modifiers: [.alt]))
}
