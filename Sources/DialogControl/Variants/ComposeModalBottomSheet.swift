import Accessibility
import Controls
import Core

// ModalBottomSheet: a modal window in Compose Material 3.
extension DialogVariantFacts {
  /// Compose ModalBottomSheet.
  static let composeModalBottomSheet = DialogVariantFacts(
    nativeName: "Compose ModalBottomSheet", platform: .android,
    summary:
      "Android Jetpack Compose ModalBottomSheet: a popup window over the screen; TalkBack focuses its first element; back dismisses it.",
    isAlert: false, titleRole: .heading, arrival: .firstNonTitle, cancelFirst: true,
    keyboard: true, escapeNeedsCancel: false, touchTarget: .android,
    source: Source(
      "Compose ModalBottomSheet shows in its own window; back calls onDismissRequest", .medium,
      .talkBackInitialFocus,
      .page("https://developer.android.com/develop/ui/compose/components/bottom-sheets")))
}
