import Controls
import Core

// UISegmentedControl: each segment is a button, the selected one with the selected trait;
// AccessibilitySnapshot gives a segment of a UISegmentedControl its place in the series after
// the role ("Selected: Day. Button. 1 of 2."), which MagentaA11y's caption hears: "Selected
// last 24 hours button one of two", "last 10 days Button two of two". With Full Keyboard
// Access Tab reaches each segment and Space selects (MagentaA11y: Spacebar on iOS).
extension TabsVariantFacts {
  /// UISegmentedControl.
  static let uiSegmentedControl = TabsVariantFacts(
    nativeName: "UISegmentedControl", platform: .ios,
    summary:
      "iOS UIKit segmented control: each segment a button, \"Selected: Day. Button. 1 of 2.\"",
    touchTarget: .ios, role: .button, selectingKeys: [.space], arrowsMove: false,
    selectionFollowsFocus: false, isOneTabStop: false, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .segmentedControl, containerNamed: false,
    selectedIsClickable: true,
    source: Source(
      "AccessibilitySnapshot: UISegmentedControl segments are a series (\"N of M.\"); "
        + "MagentaA11y segmented-control VoiceOver caption", .high,
      .snapshotTabContexts, .magentaSegmentedVoiceOver, .magentaSegmentedControl))
}
