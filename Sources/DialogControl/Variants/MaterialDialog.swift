import Accessibility
import Controls
import Core

// MaterialAlertDialogBuilder returns an androidx AlertDialog.
extension DialogVariantFacts {
  /// Material dialog (MaterialAlertDialogBuilder).
  static let materialDialog = DialogVariantFacts(
    nativeName: "Material dialog (MaterialAlertDialogBuilder)", platform: .android,
    summary:
      "Android Material dialog (MaterialAlertDialogBuilder): an AlertDialog with Material styling; read as AlertDialog.",
    isAlert: true, titleRole: .staticText, arrival: .firstNonTitle, cancelFirst: true,
    keyboard: true, escapeNeedsCancel: false, touchTarget: .android,
    source: Source(
      "MaterialAlertDialogBuilder builds an AlertDialog: a window with its title, read as one",
      .medium, .talkBackInitialFocus, .dialogCancelable,
      .page("https://m3.material.io/components/dialogs/guidelines")))
}
