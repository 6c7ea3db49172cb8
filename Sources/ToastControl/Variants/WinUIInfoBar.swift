import Controls
import Core

// WinUI InfoBar: an inline status bar (UIA StatusBar) that stays until it is closed: it has no
// timer. When IsOpen turns true it raises a UIA notification of kind Other whose text is the
// severity icon's name, the title and the message ("Warning icon Storage almost full ...");
// a Warning or Error is ImportantAll, Informational and Success CurrentThenMostRecent. Its
// close button (IsClosable, on by default) is named "Close"; its ActionButton does what the
// app asks and leaves the InfoBar open. Closing raises a second notification, "InfoBar
// dismissed". Its ActionButton and its close button come after its text in the template, and
// both are buttons, tab stops while it is open.
extension ToastVariantFacts {
  /// WinUI InfoBar.
  static let winUIInfoBar = ToastVariantFacts(
    nativeName: "InfoBar", platform: .windows,
    summary:
      "Windows WinUI InfoBar: inline, stays until closed; opening raises a UIA notification (severity icon, title, message), ImportantAll for a warning or an error.",
    speech: .severityNotification, lengths: [.indefinite: nil], allowsAction: true,
    messageIsNavigable: true, defaultDuration: .indefinite, actionDismisses: false,
    isInfoBar: true, closeButtonName: "Close", keyboardReachesButtons: true,
    timingSource: Source(
      "InfoBar has no timer: it is shown while IsOpen is true, until the app or its close "
        + "button closes it", .high, .winUIInfoBar),
    source: Source(
      "InfoBar.UpdateVisibility raises InfoBarAutomationPeer's notification (kind Other; "
        + "ImportantAll for Warning and Error, else CurrentThenMostRecent) with "
        + "\"%1!s! %2!s! %3!s!\": severity icon name, title, message", .high, .winUIInfoBar,
      .winUIInfoBarPeer, .winUIInfoBarStrings))
}
