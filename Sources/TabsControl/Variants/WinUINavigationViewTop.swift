import Controls
import Core

// NavigationView with PaneDisplayMode Top: NavigationViewItemAutomationPeer reports each item
// as a TabItem on top navigation (its comment: to comply with MAS 4.1.2), with SelectionItem
// and its place in the top items. Its SelectionFollowsFocus property is Disabled by default:
// the arrow keys move focus, and Space or Enter selects (manual activation).
extension TabsVariantFacts {
  /// WinUI NavigationView, top pane.
  static let winUINavigationViewTop = TabsVariantFacts(
    nativeName: "NavigationView (Top)", platform: .windows,
    summary:
      "Windows WinUI NavigationView in Top mode: items are TabItems; arrows move, Space or Enter selects (SelectionFollowsFocus Disabled).",
    touchTarget: nil, role: .tab, selectingKeys: [.space, .enter], arrowsMove: true,
    selectionFollowsFocus: false, isOneTabStop: true, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .tabBar, containerNamed: true,
    selectedIsClickable: true,
    source: Source(
      "WinUI NavigationViewItemAutomationPeer.GetAutomationControlTypeCore: TabItem on top "
        + "navigation; NavigationView.SelectionFollowsFocus default Disabled", .high,
      .winUI(
        "controls/dev/NavigationView/NavigationViewItemAutomationPeer.cpp",
        "GetAutomationControlTypeCore"),
      .page(
        "https://learn.microsoft.com/en-us/windows/windows-app-sdk/api/winrt/microsoft.ui.xaml.controls.navigationview.selectionfollowsfocus"
      )))
}
