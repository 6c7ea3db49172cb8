import Accessibility
import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a toast (`control: toast`). The trigger's
  /// accessibility label and hint are under `accessibility:`, as for every control.
  package static let toast: [ComponentOption] = [
    toastOption(
      "message", .text, "The message the toast shows and announces.",
      "Toast.makeText, Snackbar.make, the toast view's label, the notification's displayString"
    ) {
      $0.message = $1.text
    } current: {
      quoted($0.message)
    },
    toastOption(
      "actionLabel", .text,
      "The action button's title (a Snackbar's action); leave it out for a toast without one.",
      "Snackbar.setAction, actionLabel, the toast view's button"
    ) {
      $0.action = $1.optionalText
    } current: {
      $0.action.map(quoted)
    },
    toastOption(
      "trigger", .text,
      "The title of a button that shows the toast; leave it out when only the app shows it.",
      "the button whose click shows the toast"
    ) {
      $0.trigger = $1.optionalText
    } current: {
      $0.trigger.map(quoted)
    },
    toastOption(
      "duration", .choice(ToastDuration.allCases.map(\.rawValue)),
      "How long it stays, by the platform's lengths (Toast: short 2 s, long 3.5 s; Snackbar: "
        + "short 1.5 s, long 2.75 s, indefinite; a custom toast: short 2 s, long 3.5 s, "
        + "indefinite).",
      "LENGTH_SHORT, LENGTH_LONG, LENGTH_INDEFINITE"
    ) {
      $0.duration = ToastDuration(rawValue: $1.text)
    } current: {
      $0.duration?.rawValue
    },
    toastOption(
      "seconds", .number(allowsInfinity: false, allowsEmpty: true),
      "The app's own timer in seconds; overrides duration.",
      "setDuration(ms), the app's timer"
    ) {
      $0.seconds = $1.number.isNaN ? nil : $1.number
    } current: {
      $0.seconds.map { "\($0)" }
    },
    // MISCONFIGURATION when false: the toast is drawn but the app never posts the announcement,
    // raises the notification or keeps the live region, so no reader says anything.
    toastOption(
      "announces", .boolean,
      "Whether the app tells the platform about the toast (announcement, notification, live "
        + "region); false: drawn but never announced, so no reader speaks it.",
      "UIAccessibility.post(.announcement), accessibilityLiveRegion, RaiseNotificationEvent, "
        + "gtk_accessible_announce"
    ) {
      $0.announces = $1.boolean
    } current: {
      "\($0.announces)"
    },
    .announcedAs(control: .toast, \ToastConfiguration.announcedAs),
    toastOption(
      "title", .text,
      "An InfoBar's title, spoken between its severity icon and its message; leave it out for "
        + "none.",
      "InfoBar.Title"
    ) {
      $0.title = $1.optionalText
    } current: {
      $0.title.map(quoted)
    },
    toastOption(
      "severity", .choice(InfoBarSeverity.allCases.map(\.rawValue)),
      "An InfoBar's severity: its icon's name starts the notification; warning and error are "
        + "ImportantAll, informational (the default) and success CurrentThenMostRecent.",
      "InfoBar.Severity"
    ) {
      $0.severity = InfoBarSeverity(rawValue: $1.text)
    } current: {
      $0.severity?.rawValue
    },
    toastOption(
      "closable", .boolean, "Whether an InfoBar has its Close button (the default: it has).",
      "InfoBar.IsClosable"
    ) {
      $0.closable = $1.boolean
    } current: {
      $0.closable.map { "\($0)" }
    },
    toastOption(
      "showingEvent", .choice(ToastShowingEvent.allCases.map(\.rawValue)),
      "An AdwToast's: whether the toolkit sends AT-SPI's state-changed:showing for the toast's "
        + "alert widget. none (the default: GTK 4 sends it only for a window, so Orca says "
        + "nothing); sent (Orca's GTK script presents the alert at once, interrupting).",
      "AdwToastWidget (GTK_ACCESSIBLE_ROLE_ALERT), AT-SPI object:state-changed:showing"
    ) {
      $0.showingEvent = ToastShowingEvent(rawValue: $1.text)
    } current: {
      $0.showingEvent?.rawValue
    },
    // An InfoBar open in markup: UpdateVisibility finds no automation peer, so it raises nothing.
    toastOption(
      "openedAtLoad", .boolean,
      "An InfoBar's: open as the window loads (IsOpen in markup), before any UIA client made "
        + "its automation peer, so its opened notification is never raised (the default: false).",
      "InfoBar.IsOpen, FrameworkElementAutomationPeer.FromElement"
    ) {
      $0.openedAtLoad = $1.boolean
    } current: {
      $0.openedAtLoad.map { "\($0)" }
    },
    toastOption(
      "enabled", .boolean, "Whether the trigger button takes input.",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
  ]

  private static let toastOption = ComponentOptions(.toast, ToastConfiguration.self)
}
