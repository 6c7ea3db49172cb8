import Controls
import Core

// Compose TabRow of Tabs: each Tab is selectable with Role.Tab, which Compose exposes as the
// role description "Tab" (the element's own role text, which TalkBack speaks), and the row is
// a selectableGroup (a collection), so TalkBack reads it as TabLayout's tabs; the selected Tab
// keeps its click action (medium: MagentaA11y's page names TabRow and Tab, its caption may be
// of either).
extension TabsVariantFacts {
  /// Compose TabRow.
  static let composeTabRow = TabsVariantFacts(
    nativeName: "TabRow (Tab)", platform: .android,
    summary:
      "Android Jetpack Compose TabRow: \"selected, Home, Tab, 1 of 3, In list, 3 items\".",
    touchTarget: .android, role: .tab, selectingKeys: [.space, .enter], arrowsMove: true,
    selectionFollowsFocus: false, isOneTabStop: false, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .list, containerNamed: false,
    selectedIsClickable: true,
    source: Source(
      "MagentaA11y segmented-control (Compose TabRow, Tab(selected =)); Role.Tab; "
        + "selectableGroup as a collection", .medium,
      .magentaSegmentedControl, .magentaSegmentedTalkBack,
      .page("https://developer.android.com/reference/kotlin/androidx/compose/ui/semantics/Role"),
      .code(
        Repository("androidx/androidx", commit: "0094ab0395af0c3befc92cca185042cbb47c83cc"),
        path:
          "compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt",
        symbol: "populateAccessibilityNodeInfoProperties")),
    localizedControlType: "Tab")
}
