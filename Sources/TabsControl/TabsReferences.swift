import Core

extension Reference {
  /// MagentaA11y's native segmented-control / tabs criteria, published at
  /// https://www.magentaa11y.com/#/native-criteria/controls/segmented-control.
  package static let magentaSegmentedControl = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/documentation/native/controls/segmented-control.md", symbol: nil)
  /// MagentaA11y's caption of VoiceOver on a UISegmentedControl: "Selected last 24 hours
  /// button one of two", "last 10 days Button two of two", and after a double-tap "Selected
  /// last 10 days, two of two".
  package static let magentaSegmentedVoiceOver = Reference.magentaA11yCaption(
    "segmented-control/segmented-control_IosVoiceOver-en-US.vtt")
  /// MagentaA11y's caption of TalkBack on a row of tabs: "Selected for you Tab one of four in
  /// list 4 items", "Top Charts Tab 2 of 4 Double tap to activate", and after a double-tap
  /// "Selected".
  package static let magentaSegmentedTalkBack = Reference.magentaA11yCaption(
    "segmented-control/segmented-control_AndroidTalkback-en-US.vtt")
  /// AccessibilitySnapshot's parser: a UISegmentedControl's segments are a series ("1 of 2."),
  /// a UITabBar's items tab bar items ("Tab." then "1 of 3.").
  package static let snapshotTabContexts = Reference.snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift",
    "Context")
}
