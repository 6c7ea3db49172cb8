import Controls
import Core

// macOS has no toast either: an app shows a panel and posts announcementRequested with the
// text (NSAccessibility.post(element:notification:userInfo:), the announcement key and a
// priority), which VoiceOver speaks where its cursor is.
extension ToastVariantFacts {
  /// A custom AppKit panel with an announcement.
  static let appKitToast = ToastVariantFacts(
    nativeName: "custom panel + NSAccessibility.post(.announcementRequested)", platform: .macos,
    summary:
      "A custom AppKit panel; the app posts announcementRequested with its text and a priority.",
    speech: .announcement, lengths: customLengths, allowsAction: true, messageIsNavigable: true,
    timingSource: Source(
      "No native macOS toast: the app's own panel and timer", .medium, .appKitAnnouncement),
    source: Source(
      "NSAccessibility.post(element:notification: .announcementRequested, userInfo:)", .high,
      .appKitAnnouncement))
}
