import Controls
import Core

// WinUI SelectorBar: an ItemsView (a UIA List) of SelectorBarItems. Each item is an
// ItemContainer, whose automation peer reports a UIA ListItem (not a TabItem) with the
// SelectionItem and Invoke patterns; SelectorBarItemAutomationPeer names it from
// AutomationProperties.Name, then its Text. The ItemsView's single selector follows focus
// (SingleSelector's followFocus starts true and nothing turns it off), so an arrow key selects
// the item it moves to; the bar is one Tab stop (TabNavigation Once in SelectorBar.xaml).
// The bar itself has no peer of its own and no name in the List readers find: the app's
// AutomationProperties.Name on the SelectorBar is not on the List. The place in the set is the
// UIA default for a List's items (medium: not read in the source), said with the list.
// SelectorBarItemAutomationPeer overrides the localized control type with its
// SelectorBarItemDefaultControlName resource, "SelectorBarItem" (en-us Resources.resw), which
// readers that speak UIA's LocalizedControlType (Narrator) say as the item's kind.
extension TabsVariantFacts {
  /// WinUI SelectorBar.
  static let winUISelectorBar = TabsVariantFacts(
    nativeName: "SelectorBar", platform: .windows,
    summary:
      "Windows WinUI SelectorBar: UIA ListItems (SelectorBarItem is an ItemContainer) in an ItemsView List; the arrow keys select as they move.",
    touchTarget: nil, role: .menuItem, selectingKeys: [.space, .enter], arrowsMove: true,
    selectionFollowsFocus: true, isOneTabStop: true, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .list, containerNamed: false,
    selectedIsClickable: true,
    source: Source(
      "WinUI SelectorBarItemAutomationPeer derives from ItemContainerAutomationPeer (ListItem, "
        + "SelectionItem, Invoke; name from AutomationProperties.Name then Text); ItemsView's "
        + "peer is a List; SingleSelector follows focus; SelectorBar.xaml TabNavigation Once",
      .medium,
      .winUI("controls/dev/SelectorBar/SelectorBarItemAutomationPeer.cpp", "GetNameCore"),
      .winUI(
        "controls/dev/ItemContainer/ItemContainerAutomationPeer.cpp",
        "GetAutomationControlTypeCore"),
      .winUI("controls/dev/ItemsView/ItemsViewAutomationPeer.cpp", "GetAutomationControlTypeCore"),
      .winUI("controls/dev/ItemsView/SingleSelector.h", "m_followFocus"),
      .winUI("controls/dev/SelectorBar/SelectorBar.xaml", "DefaultSelectorBarStyle"),
      .winUI(
        "controls/dev/SelectorBar/SelectorBarItemAutomationPeer.cpp", "GetLocalizedControlTypeCore"),
      .winUI(
        "controls/dev/SelectorBar/Strings/en-us/Resources.resw",
        "SelectorBarItemDefaultControlName")),
    placeOnItem: false, localizedControlType: "SelectorBarItem")
}
