import Controls
import Core

// Material TabLayout: each TabView sets the role description "Tab" (item_view_role_description;
// the element's own role text, which TalkBack speaks in place of a role word it lacks for a
// tab), its selected state and its
// CollectionItemInfo in the tab strip's collection, and the selected tab drops its click
// action. MagentaA11y's TalkBack caption: "Selected for you Tab one of four in list 4 items"
// (no hint: not clickable), "Top Charts Tab 2 of 4 Double tap to activate", and "Selected" on a
// double-tap. A keyboard's arrows move focus between tabs; Enter and Space select.
extension TabsVariantFacts {
  /// Material TabLayout.
  static let materialTabLayout = TabsVariantFacts(
    nativeName: "TabLayout", platform: .android,
    summary:
      "Android Material TabLayout: \"selected, Home, Tab, 1 of 3, In list, 3 items\", the others \"Double-tap to activate\".",
    touchTarget: .android, role: .tab, selectingKeys: [.space, .enter], arrowsMove: true,
    selectionFollowsFocus: false, isOneTabStop: false, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .list, containerNamed: false,
    selectedIsClickable: false,
    source: Source(
      "MagentaA11y segmented-control TalkBack caption; TabLayout.TabView role description "
        + "\"Tab\", isSelected, CollectionItemInfo", .high,
      .magentaSegmentedTalkBack, .magentaSegmentedControl,
      .page(
        "https://github.com/material-components/material-components-android/blob/master/lib/java/com/google/android/material/tabs/TabLayout.java"
      ),
      .code(
        Repository(
          "material-components/material-components-android",
          commit: "ac7e18efeefb331850c561faf9ab8bf81d27ba68"),
        path: "lib/java/com/google/android/material/tabs/TabLayout.java",
        symbol: "TabView.onInitializeAccessibilityNodeInfo"),
      .code(
        Repository(
          "material-components/material-components-android",
          commit: "ac7e18efeefb331850c561faf9ab8bf81d27ba68"),
        path: "lib/java/com/google/android/material/resources/res/values/strings.xml",
        symbol: "item_view_role_description")),
    localizedControlType: "Tab")
}
