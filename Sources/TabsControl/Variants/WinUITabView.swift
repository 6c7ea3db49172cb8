import Controls
import Core

// WinUI TabView: a UIA Tab whose TabViewItems are UIA TabItems with the SelectionItem pattern
// and their PositionInSet/SizeOfSet; its tab strip is a ListView, whose selection follows focus
// with the arrow keys by default (SingleSelectionFollowsFocus). Tab enters at the selected tab.
extension TabsVariantFacts {
  /// WinUI TabView.
  static let winUITabView = TabsVariantFacts(
    nativeName: "TabView", platform: .windows,
    summary:
      "Windows WinUI TabView: UIA TabItems in a Tab; the arrow keys select as they move.",
    touchTarget: nil, role: .tab, selectingKeys: [.space, .enter], arrowsMove: true,
    selectionFollowsFocus: true, isOneTabStop: true, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .tabBar, containerNamed: true,
    selectedIsClickable: true,
    source: Source(
      "WinUI TabViewItemAutomationPeer (TabItem, SelectionItem); ListView "
        + "SingleSelectionFollowsFocus default true", .medium,
      .winUI("controls/dev/TabView/TabViewItemAutomationPeer.cpp"),
      .page(
        "https://learn.microsoft.com/en-us/uwp/api/windows.ui.xaml.controls.listviewbase.singleselectionfollowsfocus"
      )))
}
