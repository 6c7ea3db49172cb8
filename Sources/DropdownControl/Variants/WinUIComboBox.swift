import Accessibility
import Controls
import Core

// WinUI ComboBox: UIA ComboBox with ExpandCollapse; its ComboBoxItems are ListItems with
// PositionInSet/SizeOfSet; it opens on the selected item; closed, Up/Down select.
extension DropdownVariantFacts {
  /// ComboBox.
  static let winUIComboBox = DropdownVariantFacts(
    nativeName: "ComboBox", platform: .windows,
    summary:
      "WinUI ComboBox: a UIA ComboBox with ExpandCollapse (\"combo box, Medium, collapsed\"); opens on the chosen item; Up and Down change it while closed.",
    touchTarget: nil, exposesExpanded: true, itemRole: .menuItem, exposesPosition: true,
    marksChosenItem: true, chosenState: .selected, landsOnChosen: true,
    hasDismissButton: false, takesKeyboardFocus: true, activationKeys: [.space, .enter],
    arrowsChangeWhileClosed: true, navigableWhenDisabled: true,
    source: Source(
      "UIA ComboBox control type with the ExpandCollapse and Selection patterns; its items are "
        + "ListItems with their place; closed, Up and Down change the selection (WinUI "
        + "ComboBox keyboard guidance)", .medium,
      .page(
        "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-supportcomboboxcontroltype"),
      .page("https://learn.microsoft.com/en-us/windows/apps/design/controls/combo-box")))
}
