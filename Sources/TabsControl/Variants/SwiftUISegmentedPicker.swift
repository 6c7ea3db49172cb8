import Controls
import Core

// SwiftUI's Picker with .pickerStyle(.segmented) is drawn by a UISegmentedControl, so it is
// read as one (MagentaA11y: by default the selected state and the position are announced).
extension TabsVariantFacts {
  /// SwiftUI Picker, segmented style.
  static let swiftUISegmentedPicker = TabsVariantFacts(
    nativeName: "Picker (.segmented)", platform: .ios,
    summary:
      "iOS SwiftUI segmented Picker, backed by a UISegmentedControl: \"Selected: Day. Button. 1 of 2.\"",
    touchTarget: .ios, role: .button, selectingKeys: [.space], arrowsMove: false,
    selectionFollowsFocus: false, isOneTabStop: false, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .segmentedControl, containerNamed: false,
    selectedIsClickable: true,
    source: Source(
      "MagentaA11y segmented-control (SwiftUI: selected state and position announced by "
        + "default); SegmentedPickerStyle draws a UISegmentedControl", .medium,
      .magentaSegmentedControl, .snapshotTabContexts,
      .page("https://developer.apple.com/documentation/swiftui/segmentedpickerstyle")))
}
