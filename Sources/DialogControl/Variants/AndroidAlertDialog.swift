import Accessibility
import Controls
import Core

// AlertDialog: a window of its own, title as the window title; negative button before positive.
extension DialogVariantFacts {
  /// AlertDialog.
  static let androidAlertDialog = DialogVariantFacts(
    nativeName: "AlertDialog", platform: .android,
    summary:
      "Android AlertDialog: a dialog window; TalkBack says its title and focuses its message; back cancels it.",
    isAlert: true, titleRole: .staticText, arrival: .firstNonTitle, cancelFirst: true,
    keyboard: true, escapeNeedsCancel: false, touchTarget: .android,
    source: Source(
      "AlertDialog is a window: TalkBack says the window title and focuses the first non-title "
        + "node (MagentaA11y's recorded TalkBack alert dialog); back cancels a cancelable dialog",
      .medium, .talkBackInitialFocus, .dialogCancelable,
      .magentaA11yCaption("alert-dialog/alert-dialog_AndroidTalkback-en-US.vtt")))
}
