import Core

extension Reference {
  /// MagentaA11y's native expandable criteria, published at
  /// https://www.magentaa11y.com/#/native-criteria/controls/expandable.
  package static let magentaExpandable = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/documentation/native/controls/expandable.md", symbol: nil)
  /// AccessibilitySnapshot's change reading the expanded status VoiceOver speaks (UIKit's iOS 18
  /// `accessibilityExpandedStatus` and SwiftUI's DisclosureGroup, reference images on iOS 17.5,
  /// 18.5 and 26.2): "Button. Expanded.", hints "Double tap to expand." / "Double tap to collapse.".
  package static let snapshotExpandedStatus = Reference.page(
    "https://github.com/cashapp/AccessibilitySnapshot/pull/324")
  /// Apple's `UIAccessibility.ExpandedStatus` (iOS 18.0+).
  package static let uiKitExpandedStatus = Reference.page(
    "https://developer.apple.com/documentation/uikit/uiaccessibility/expandedstatus")
}
