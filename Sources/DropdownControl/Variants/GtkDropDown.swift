import Accessibility
import Controls
import Core

// GtkDropDown: GTK_ACCESSIBLE_ROLE_COMBO_BOX with GTK_ACCESSIBLE_STATE_EXPANDED; its popover
// is a list of items, which Orca speaks without their role, with their place.
extension DropdownVariantFacts {
  /// GtkDropDown.
  static let gtkDropDown = DropdownVariantFacts(
    nativeName: "GtkDropDown", platform: .linux,
    summary:
      "GTK 4 GtkDropDown: AT-SPI's combo box with its expanded state; its popover lists the items with their place.",
    touchTarget: nil, exposesExpanded: true, itemRole: .menuItem, exposesPosition: true,
    marksChosenItem: true, chosenState: .selected, landsOnChosen: true,
    hasDismissButton: false, takesKeyboardFocus: true, activationKeys: [.space, .enter],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "GtkDropDown's accessible role is combo box (GTK_ACCESSIBLE_ROLE_COMBO_BOX) with the "
        + "expanded state; Orca's speech generator speaks a combo box's label, role and value "
        + "and a list item's place, not its role", .medium,
      .page("https://docs.gtk.org/gtk4/class.DropDown.html"),
      .orca("src/orca/speech_generator.py", "_generate_combo_box")))
}
