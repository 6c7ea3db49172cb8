import Controls
import Core

// SwiftUI (iOS 17): AccessibilityNotification.Announcement(text).post(), the same
// announcement as UIKit's, from a custom overlay the app shows and hides on its own timer.
extension ToastVariantFacts {
  /// A custom SwiftUI overlay with an announcement.
  static let swiftUIToast = ToastVariantFacts(
    nativeName: "overlay + AccessibilityNotification.Announcement", platform: .ios,
    summary:
      "A custom SwiftUI overlay; the app posts AccessibilityNotification.Announcement with its text (iOS 17).",
    speech: .announcement, lengths: customLengths, allowsAction: true, messageIsNavigable: true,
    timingSource: Source(
      "No native iOS toast: the app's own overlay and timer (MagentaA11y snackbar-toast iOS "
        + "notes)", .medium, .magentaSnackbarToast),
    source: Source(
      "AccessibilityNotification.Announcement(…).post() (iOS 17)", .high, .swiftUIAnnouncement,
      .magentaSnackbarToast))
}
