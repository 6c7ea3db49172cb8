import Controls
import Core

// android.widget.Toast: the system shows it for LENGTH_SHORT (2 s) or LENGTH_LONG (3.5 s) and
// sends TYPE_NOTIFICATION_STATE_CHANGED with its text; TalkBack speaks it in its
// uninterruptible-by-new-speech queue (its pack's announcement.toast rule). A Toast's window
// takes no accessibility focus, so no swipe reaches it, and it has no action.
extension ToastVariantFacts {
  /// Android's Toast.
  static let androidToast = ToastVariantFacts(
    nativeName: "android.widget.Toast", platform: .android,
    summary:
      "Android Toast: TYPE_NOTIFICATION_STATE_CHANGED with its text for 2 s (short) or 3.5 s (long); no action, not reachable by swiping.",
    speech: .fixedAnnouncement(.toast), lengths: [.short: 2, .long: 3.5], allowsAction: false,
    messageIsNavigable: false,
    timingSource: Source(
      "Toast.LENGTH_SHORT / LENGTH_LONG: 2 s and 3.5 s (NotificationManagerService's "
        + "SHORT_DELAY and LONG_DELAY)", .high, .androidToast),
    source: Source(
      "Toast's accessibility event is TYPE_NOTIFICATION_STATE_CHANGED; TalkBack's "
        + "EventTypeNotificationStateChangedFeedbackRule speaks its text", .high, .androidToast,
      .talkBackCode(
        "compositor/rule/EventTypeNotificationStateChangedFeedbackRule.java",
        "EventTypeNotificationStateChangedFeedbackRule")))
}
