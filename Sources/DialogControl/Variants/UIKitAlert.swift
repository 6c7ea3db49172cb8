import Accessibility
import Controls
import Core

// UIAlertController: a modal view (AccessibilitySnapshot parses only the last modal subview),
// VoiceOver moves to its title after the screen change; its cancel action (leading of two)
// answers the escape gesture.
extension DialogVariantFacts {
  /// UIAlertController (alert).
  static let uikitAlert = DialogVariantFacts(
    nativeName: "UIAlertController (alert)", platform: .ios,
    summary:
      "iOS UIAlertController with the alert style (SwiftUI .alert): VoiceOver lands on its title and says Alert; only it is reachable; the scrub dismisses it when it has a cancel action.",
    isAlert: true, titleRole: .staticText, arrival: .title, cancelFirst: true,
    keyboard: false, escapeNeedsCancel: true, touchTarget: .ios,
    source: Source(
      "UIAlertController is modal (only its elements are parsed, as for accessibilityViewIsModal); "
        + "VoiceOver's focus lands on the alert's title (MagentaA11y alert dialog); "
        + "accessibilityPerformEscape runs the cancel action", .medium, .snapshotModal,
      .magentaAlertDialogPage, .screenChanged))
}
