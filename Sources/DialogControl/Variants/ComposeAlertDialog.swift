import Accessibility
import Controls
import Core

// Compose's AlertDialog: dismissButton before confirmButton.
extension DialogVariantFacts {
  /// Compose AlertDialog.
  static let composeAlertDialog = DialogVariantFacts(
    nativeName: "Compose AlertDialog", platform: .android,
    summary:
      "Android Jetpack Compose AlertDialog: a dialog window (paneTitle from its title); TalkBack focuses its text; back calls onDismissRequest.",
    isAlert: true, titleRole: .staticText, arrival: .firstNonTitle, cancelFirst: true,
    keyboard: true, escapeNeedsCancel: false, touchTarget: .android,
    source: Source(
      "Compose AlertDialog shows in a Dialog window; TalkBack's first non-title node gets focus; "
        + "back calls onDismissRequest", .medium, .talkBackInitialFocus,
      .page("https://developer.android.com/develop/ui/compose/components/dialog")))
}
