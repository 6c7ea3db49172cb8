import Controls
import Core

// GtkStackSwitcher (GTK 4): a tab list (GTK_ACCESSIBLE_ROLE_TAB_LIST) of toggle buttons with
// the tab role; each button is its own Tab stop, and a click or Space/Enter shows its page
// (manual activation; low: the arrow keys are assumed to do nothing).
extension TabsVariantFacts {
  /// GtkStackSwitcher.
  static let gtkStackSwitcher = TabsVariantFacts(
    nativeName: "GtkStackSwitcher", platform: .linux,
    summary:
      "Linux GTK 4 stack switcher: a tab list of buttons with the tab role; Tab goes through each.",
    touchTarget: nil, role: .tab, selectingKeys: [.space, .enter], arrowsMove: false,
    selectionFollowsFocus: false, isOneTabStop: false, takesKeyboardFocus: true,
    navigableWhenDisabled: false, container: .tabBar, containerNamed: true,
    selectedIsClickable: true,
    source: Source(
      "GtkStackSwitcher accessible roles TAB_LIST / TAB (GTK 4); its keys assumed", .low,
      .page("https://docs.gtk.org/gtk4/class.StackSwitcher.html"),
      .page("https://docs.gtk.org/gtk4/enum.AccessibleRole.html")))
}
