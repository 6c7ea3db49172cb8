import Controls
import Core

// GtkNotebook: a page tab list of page tabs (AT-SPI PAGE_TAB_LIST / PAGE_TAB); the arrow keys
// move between the tabs and switch the page as they go (automatic activation); Tab enters at
// the current tab. Orca's _generate_page_tab speaks the name, "page tab", "grayed" when
// insensitive and the position only with speak-position-in-set: no selected state.
extension TabsVariantFacts {
  /// GtkNotebook.
  static let gtkNotebook = TabsVariantFacts(
    nativeName: "GtkNotebook", platform: .linux,
    summary:
      "Linux GTK notebook: page tabs in a page tab list; the arrow keys switch the page as they move.",
    touchTarget: nil, role: .tab, selectingKeys: [.space, .enter], arrowsMove: true,
    selectionFollowsFocus: true, isOneTabStop: true, takesKeyboardFocus: true,
    navigableWhenDisabled: false, container: .tabBar, containerNamed: true,
    selectedIsClickable: true,
    source: Source(
      "GtkNotebook: page tabs, arrow keys switch pages (focus_tab); Orca "
        + "speech_generator._generate_page_tab", .medium,
      .page("https://docs.gtk.org/gtk4/class.Notebook.html"),
      .orca("src/orca/speech_generator.py", "_generate_page_tab")))
}
