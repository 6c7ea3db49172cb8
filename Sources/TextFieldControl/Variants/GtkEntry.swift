import Controls
import Core

// GTK 4's GtkEntry is a text box (AT-SPI text role, which Orca speaks as "text"), named by a
// GtkLabel whose mnemonic-widget it is; its placeholder-text is exposed as the placeholder
// property, not as the name, so an unlabelled entry has no name. An insensitive entry takes no
// focus and is skipped. An app exposes an error by setting GTK_ACCESSIBLE_STATE_INVALID and
// the error-message relation to the label that shows it: AT-SPI's invalid-entry state, which
// Orca reads as "invalid entry: " and the message (exposesError: false leaves both unset).
extension TextFieldVariantFacts {
  /// GtkEntry.
  static let gtkEntry = TextFieldVariantFacts(
    nativeName: "GtkEntry", platform: .linux,
    summary:
      "Linux GtkEntry: a text box Orca calls \"text\", named by its mnemonic label; its placeholder is no name.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: false,
    placeholderNamesUnlabelled: false, placeholderWhileEmpty: false, exposesNativeError: true,
    editsOnFocus: true,
    source: Source(
      "GtkEntry: GTK_ACCESSIBLE_ROLE_TEXT_BOX, placeholder-text as "
        + "GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER", .low,
      .page("https://docs.gtk.org/gtk4/class.Entry.html"),
      .page("https://docs.gtk.org/gtk4/enum.AccessibleProperty.html"),
      .page("https://docs.gtk.org/gtk4/enum.AccessibleState.html"),
      .page("https://docs.gtk.org/gtk4/enum.AccessibleRelation.html")))
}
