import Controls
import Core

// GTK 4's GtkSearchEntry takes GTK_ACCESSIBLE_ROLE_SEARCH_BOX (gtk_search_entry_class_init),
// which GTK's AT-SPI bridge maps to ATSPI_ROLE_ENTRY (gtk_accessible_role_to_atspi_role): Orca
// speaks at-spi2's word for it, "entry", where a GtkEntry is "text". Every search entry also
// sets GTK_ACCESSIBLE_PROPERTY_HAS_POPUP (gtk_search_entry_init), AT-SPI's has-popup state,
// which Orca's default suffix reads as "opens popup" at its default (verbose) level. Its clear
// icon is presentational (GTK_ACCESSIBLE_ROLE_PRESENTATION) and takes no focus: no reader
// reaches it. Named by a GtkLabel's mnemonic-widget as a GtkEntry is; an insensitive one is
// skipped; an app exposes an error as on a GtkEntry.
extension TextFieldVariantFacts {
  /// GtkSearchEntry.
  static let gtkSearchEntry = TextFieldVariantFacts(
    nativeName: "GtkSearchEntry", platform: .linux,
    summary:
      "Linux GtkSearchEntry: the search-box role, AT-SPI entry, Orca's \"entry\" and \"opens popup\"; its clear icon is not exposed.",
    touchTarget: nil, takesKeyboardFocus: true, navigableWhenDisabled: false,
    placeholderNamesUnlabelled: false, placeholderWhileEmpty: false, exposesNativeError: true,
    editsOnFocus: true, isSearch: true,
    source: Source(
      "GtkSearchEntry: GTK_ACCESSIBLE_ROLE_SEARCH_BOX, mapped to ATSPI_ROLE_ENTRY; "
        + "HAS_POPUP set on every search entry; the clear icon is presentational", .medium,
      .gtkSearchEntryCode("gtk_search_entry_class_init"),
      .gtkSearchEntryCode("gtk_search_entry_init"), .gtkAtspiRoles,
      .page("https://docs.gtk.org/gtk4/class.SearchEntry.html")))
}
