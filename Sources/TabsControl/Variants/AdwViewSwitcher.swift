import Controls
import Core

// AdwViewSwitcher: libadwaita's switcher of a view stack's pages, a tab list of buttons with
// the tab role, as GtkStackSwitcher (low: roles from its documentation, keys assumed).
extension TabsVariantFacts {
  /// AdwViewSwitcher.
  static let adwViewSwitcher = TabsVariantFacts(
    nativeName: "AdwViewSwitcher", platform: .linux,
    summary:
      "Linux libadwaita view switcher: a tab list of buttons with the tab role (low).",
    touchTarget: nil, role: .tab, selectingKeys: [.space, .enter], arrowsMove: false,
    selectionFollowsFocus: false, isOneTabStop: false, takesKeyboardFocus: true,
    navigableWhenDisabled: false, container: .tabBar, containerNamed: true,
    selectedIsClickable: true,
    source: Source(
      "AdwViewSwitcher: a tab list of the stack's pages; its roles and keys assumed from "
        + "GtkStackSwitcher", .low,
      .page("https://gnome.pages.gitlab.gnome.org/libadwaita/doc/main/class.ViewSwitcher.html")))
}
