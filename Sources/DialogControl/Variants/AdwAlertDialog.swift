import Accessibility
import Controls
import Core

// AdwAlertDialog: responses left to right, the close response (cancel) first.
extension DialogVariantFacts {
  /// AdwAlertDialog.
  static let adwAlertDialog = DialogVariantFacts(
    nativeName: "AdwAlertDialog", platform: .linux,
    summary:
      "Linux libadwaita AdwAlertDialog (GtkAlertDialog alike): an alert dialog whose default response has keyboard focus; Escape gives its close response.",
    isAlert: true, titleRole: .staticText, arrival: .defaultButton, cancelFirst: true,
    keyboard: true, escapeNeedsCancel: true, touchTarget: nil,
    source: Source(
      "AdwAlertDialog: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG, default response focused, Escape "
        + "activates the close response (none without it)", .medium, .adwAlertDialogDocs))
}
