import Accessibility
import Controls
import Core

// WinUI DropDownButton: its automation peer is a button peer that adds ExpandCollapse, so UIA
// sees a button with collapsed/expanded; its flyout's MenuFlyoutItems are menu items with their
// place; opening lands on the first item.
extension DropdownVariantFacts {
  /// DropDownButton.
  static let winUIDropDownButton = DropdownVariantFacts(
    nativeName: "DropDownButton", platform: .windows,
    summary:
      "WinUI DropDownButton: a UIA button with ExpandCollapse (\"Actions button collapsed\") that opens a menu of actions; no chosen value.",
    touchTarget: nil, exposesExpanded: true, itemRole: .menuItem, exposesPosition: true,
    marksChosenItem: false, chosenState: .selected, landsOnChosen: false,
    hasDismissButton: false, takesKeyboardFocus: true, activationKeys: [.space, .enter],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "DropDownButtonAutomationPeer derives from ButtonAutomationPeer and implements "
        + "IExpandCollapseProvider (MicrosoftDocs/winui-api, "
        + "microsoft.ui.xaml.controls/dropdownbuttonautomationpeer.md); a MenuFlyout's items "
        + "are UIA MenuItems with their place. Not heard", .medium,
      .page(
        "https://learn.microsoft.com/en-us/windows/windows-app-sdk/api/winrt/microsoft.ui.xaml.automation.peers.dropdownbuttonautomationpeer"
      ),
      .page("https://learn.microsoft.com/en-us/windows/apps/design/controls/buttons")),
    style: .menu)
}
