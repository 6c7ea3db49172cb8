import Controls
import Core

// UITabBar: its items are buttons with the tab bar item context, which AccessibilitySnapshot
// reads "Tab." in place of "Button." and then the item's place ("Selected: Home. Tab. 1 of
// 3."); the selected item has the selected trait.
extension TabsVariantFacts {
  /// UITabBar.
  static let uiTabBar = TabsVariantFacts(
    nativeName: "UITabBar", platform: .ios,
    summary: "iOS UIKit tab bar: \"Selected: Home. Tab. 1 of 3.\"",
    touchTarget: .ios, role: .button, selectingKeys: [.space], arrowsMove: false,
    selectionFollowsFocus: false, isOneTabStop: false, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .tabBar, containerNamed: false,
    selectedIsClickable: true,
    source: Source(
      "AccessibilitySnapshot: a UITabBar's items are tab bar items, \"Tab.\" and \"N of M.\"",
      .high, .snapshotTabContexts,
      .snapshot(
        "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
        "accessibilityDescription(context:)")))
}
