import Accessibility
import Controls
import Core

// BottomSheetDialog: a Dialog with a bottom sheet behaviour.
extension DialogVariantFacts {
  /// BottomSheetDialog.
  static let bottomSheetDialog = DialogVariantFacts(
    nativeName: "BottomSheetDialog", platform: .android,
    summary:
      "Android Material BottomSheetDialog: a dialog window sliding up; TalkBack focuses its first element; back dismisses it.",
    isAlert: false, titleRole: .heading, arrival: .firstNonTitle, cancelFirst: true,
    keyboard: true, escapeNeedsCancel: false, touchTarget: .android,
    source: Source(
      "BottomSheetDialog is a Dialog window; TalkBack focuses its first non-title node "
        + "(MagentaA11y's recorded TalkBack modal: its Close button)", .medium,
      .talkBackInitialFocus, .dialogCancelable,
      .magentaA11yCaption("modal/modal_AndroidTalkback-en-US.vtt")))
}
