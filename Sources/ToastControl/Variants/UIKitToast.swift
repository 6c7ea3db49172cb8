import Controls
import Core

// iOS has no native toast (MagentaA11y's iOS notes): apps draw a view and post
// UIAccessibility.post(notification: .announcement, argument:) with its text, which VoiceOver
// speaks without moving its cursor. The view is in the accessibility tree while it is shown,
// so a swipe can reach its text and its button. Its timer is the app's.
extension ToastVariantFacts {
  /// A custom UIKit toast view with an announcement.
  static let uikitToast = ToastVariantFacts(
    nativeName: "custom view + UIAccessibility.post(.announcement)", platform: .ios,
    summary:
      "A custom UIKit toast view; the app posts .announcement with its text, so VoiceOver speaks it without moving.",
    speech: .announcement, lengths: customLengths, allowsAction: true, messageIsNavigable: true,
    timingSource: Source(
      "No native iOS toast: the app's own view and timer (MagentaA11y snackbar-toast iOS notes)",
      .medium, .magentaSnackbarToast),
    source: Source(
      "UIAccessibility.post(notification: .announcement, argument: text); MagentaA11y "
        + "snackbar-toast", .high, .uiKitAnnouncement, .magentaSnackbarToast))
}
