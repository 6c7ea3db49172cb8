import Controls
import Core

// NSTabView: its tabs are AXRadioButton elements with the AXTabButton subrole (role
// description "tab") in an AXTabGroup; the arrow keys move between the tabs and select as they
// go. No transcript of VoiceOver on one was found: "selected" first for the selected tab, then
// the name, "tab" and "N of M" (low).
extension TabsVariantFacts {
  /// NSTabView.
  static let nsTabView = TabsVariantFacts(
    nativeName: "NSTabView", platform: .macos,
    summary: "macOS AppKit tab view: \"selected, Home, tab, 1 of 3\" (low: no transcript found).",
    touchTarget: nil, role: .tab, selectingKeys: [.space], arrowsMove: true,
    selectionFollowsFocus: true, isOneTabStop: true, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .tabBar, containerNamed: true,
    selectedIsClickable: true,
    source: Source(
      "NSAccessibility tabButton subrole in a tabGroup; arrow keys select; no VoiceOver "
        + "transcript found", .low,
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/subrole/tabbutton"),
      .page("https://developer.apple.com/documentation/appkit/nstabview")))
}
