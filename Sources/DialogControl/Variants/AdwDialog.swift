import Accessibility
import Controls
import Core

// AdwDialog: a dialog with a header bar; Escape closes it while can-close is true.
extension DialogVariantFacts {
  /// AdwDialog.
  static let adwDialog = DialogVariantFacts(
    nativeName: "AdwDialog", platform: .linux,
    summary:
      "Linux libadwaita AdwDialog: a modal dialog; its first button has keyboard focus; Escape closes it.",
    isAlert: false, titleRole: .heading, arrival: .firstButton, cancelFirst: true,
    keyboard: true, escapeNeedsCancel: false, touchTarget: nil,
    source: Source(
      "AdwDialog: GTK_ACCESSIBLE_ROLE_DIALOG, modal, can-close lets Escape close it; "
        + "focus on its first focusable widget (low)", .low, .adwDialogDocs))
}
