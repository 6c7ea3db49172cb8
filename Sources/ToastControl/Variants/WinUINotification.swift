import Controls
import Core

// WinUI has no toast control for in-app messages: an app shows a panel and raises a UIA
// notification event (AutomationPeer.RaiseNotificationEvent) with a processing kind
// (ImportantAll, ImportantMostRecent, All, MostRecent, CurrentThenMostRecent), which NVDA and
// Narrator speak by their rules for it.
extension ToastVariantFacts {
  /// A custom WinUI panel with a UIA notification.
  static let winUINotification = ToastVariantFacts(
    nativeName: "custom panel + AutomationPeer.RaiseNotificationEvent", platform: .windows,
    summary:
      "A custom WinUI panel; the app raises a UIA notification event with its text and a processing kind (announcedAs).",
    speech: .announcement, lengths: customLengths, allowsAction: true, messageIsNavigable: true,
    timingSource: Source(
      "No WinUI toast for in-app messages: the app's own panel and timer", .medium,
      .winUINotification),
    source: Source(
      "AutomationPeer.RaiseNotificationEvent(kind, processing, text, id)", .high,
      .winUINotification))
}
