import Controls
import Core

// GTK 4's GtkTextView is a text box (GTK_ACCESSIBLE_ROLE_TEXT_BOX, AT-SPI text, Orca's "text")
// with the multi-line property set, which AT-SPI exposes as STATE_MULTI_LINE. Orca reads the
// state only to decide how arrows navigate (ax_utilities_state.is_multi_line); it speaks no
// "multi-line" word. Named by a GtkLabel whose mnemonic-widget it is; it has no placeholder. An
// app exposes an error as for a GtkEntry (GTK_ACCESSIBLE_STATE_INVALID).
extension TextFieldVariantFacts {
  /// GtkTextView.
  static let gtkTextView = TextFieldVariantFacts(
    nativeName: "GtkTextView", platform: .linux,
    summary:
      "Linux GtkTextView: a multi-line text box Orca calls \"text\" (no multi-line word), named by its mnemonic label; no placeholder.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: false,
    placeholderNamesUnlabelled: false, placeholderWhileEmpty: false, exposesNativeError: true,
    editsOnFocus: true, multiLine: .always, hasPlaceholder: false,
    source: Source(
      "GtkTextView: GTK_ACCESSIBLE_ROLE_TEXT_BOX with GTK_ACCESSIBLE_PROPERTY_MULTI_LINE; "
        + "Orca's is_multi_line is used for navigation only", .medium,
      .page("https://docs.gtk.org/gtk4/class.TextView.html"),
      .page("https://docs.gtk.org/gtk4/enum.AccessibleProperty.html"), .gtkAtspiRoles,
      .orcaMultiLineState))
}
