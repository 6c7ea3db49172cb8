import Accessibility
import Controls
import Core

// GTK 3 GtkComboBoxText: an ATK combo box whose popup is a GtkMenu of items. Low confidence.
extension DropdownVariantFacts {
  /// GtkComboBoxText.
  static let gtkComboBoxText = DropdownVariantFacts(
    nativeName: "GtkComboBoxText", platform: .linux,
    summary:
      "GTK 3 GtkComboBoxText: AT-SPI's combo box; its popup is a menu of items.",
    touchTarget: nil, exposesExpanded: true, itemRole: .menuItem, exposesPosition: true,
    marksChosenItem: true, chosenState: .selected, landsOnChosen: true,
    hasDismissButton: false, takesKeyboardFocus: true, activationKeys: [.space, .enter],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "GTK 3's GtkComboBox is exposed through ATK as a combo box whose popup is a menu; Orca "
        + "does not speak a menu item's role", .low,
      .page("https://docs.gtk.org/gtk3/class.ComboBoxText.html"),
      .orca("src/orca/speech_generator.py", "_should_speak_role")))
}
