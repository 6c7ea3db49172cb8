import Accessibility
import Controls
import Core

// GtkMenuButton (GTK 4) with a popover menu: GTK_ACCESSIBLE_ROLE_BUTTON with HAS_POPUP, and
// EXPANDED only while the popover is up (reset when it closes, so a closed one says no state);
// the popover's items are menu items with their place.
extension DropdownVariantFacts {
  /// GtkMenuButton.
  static let gtkMenuButton = DropdownVariantFacts(
    nativeName: "GtkMenuButton", platform: .linux,
    summary:
      "GTK 4 GtkMenuButton with a popover menu: a push button with a popup (\"Actions push button\"), expanded only while the menu is open; no chosen value.",
    touchTarget: nil, exposesExpanded: true, itemRole: .menuItem, exposesPosition: true,
    marksChosenItem: false, chosenState: .selected, landsOnChosen: false,
    hasDismissButton: false, takesKeyboardFocus: true, activationKeys: [.space, .enter],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "gtk_menu_button_class_init sets GTK_ACCESSIBLE_ROLE_BUTTON; HAS_POPUP is set with a "
        + "popover or menu model and EXPANDED only while it is up, reset when it closes "
        + "(GNOME/gtk, gtk/gtkmenubutton.c: update_sensitivity, gtk_menu_button_toggled). Keyboard "
        + "focus goes to its inner toggle button, modelled as the button itself. Not heard",
      .medium,
      .page("https://docs.gtk.org/gtk4/class.MenuButton.html")),
    style: .menu, exposesCollapsed: false)
}
