import Controls
import Core

// NSSegmentedControl with select-one tracking: its segments are exposed as radio buttons, the
// selected one chosen, in the control's group (low: read from the NSAccessibility roles, no
// transcript); Tab reaches the control, the arrows move between segments and Space selects.
extension TabsVariantFacts {
  /// NSSegmentedControl (select one).
  static let nsSegmentedControl = TabsVariantFacts(
    nativeName: "NSSegmentedControl", platform: .macos,
    summary:
      "macOS AppKit segmented control (select one): segments read as radio buttons (low).",
    touchTarget: nil, role: .radioButton, selectingKeys: [.space], arrowsMove: true,
    selectionFollowsFocus: false, isOneTabStop: true, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .group, containerNamed: true,
    selectedIsClickable: true,
    source: Source(
      "NSSegmentedControl trackingMode selectOne; segments as radio buttons assumed; no "
        + "VoiceOver transcript found", .low,
      .page("https://developer.apple.com/documentation/appkit/nssegmentedcontrol"),
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/radiobutton")))
}
