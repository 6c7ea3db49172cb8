import Accessibility
import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A toast or snackbar: a short message the app shows for a while, with at most one action
  /// button, that is spoken without moving the reader's focus.
  package static let toast: ControlKind = "toast"
}

/// How long a toast stays, as the platform names its lengths.
package enum ToastDuration: String, Sendable, CaseIterable, Equatable {
  /// `LENGTH_SHORT`, `SnackbarDuration.Short`.
  case short
  /// `LENGTH_LONG`, `SnackbarDuration.Long`.
  case long
  /// `LENGTH_INDEFINITE`, `SnackbarDuration.Indefinite`: until dismissed.
  case indefinite
}

/// A WinUI InfoBar's severity: it names the icon the notification starts with and sets the
/// notification's processing.
package enum InfoBarSeverity: String, Sendable, CaseIterable, Equatable {
  /// `InfoBarSeverity.Informational`, the default.
  case informational
  /// `InfoBarSeverity.Success`.
  case success
  /// `InfoBarSeverity.Warning`.
  case warning
  /// `InfoBarSeverity.Error`.
  case error

  /// The severity icon's automation name (`InfoBarIconSeverity…Name`): "Warning icon".
  package var iconName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + " icon" }

  /// The notification's processing (`GetProcessingForSeverity`): ImportantAll for a warning or
  /// an error, CurrentThenMostRecent (``AnnouncementStyle/standard``) otherwise.
  package var processing: AnnouncementStyle {
    self == .warning || self == .error ? .importantAll : .standard
  }
}

/// Every setting of a toast: its message, its action, the button that shows it, how long it
/// stays, and the ways teams get it wrong: a toast drawn but never announced, one announced
/// at the wrong priority, a snackbar whose action times out before it can be reached.
package struct ToastConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The message the toast shows.
  package var message: String
  /// The action button's title (a Snackbar's `setAction`); `nil` for a toast without one.
  package var action: String?
  /// The title of the button on the screen that shows the toast; `nil` when only the app shows
  /// it (`the app shows the toast`).
  package var trigger: String?
  /// How long it stays, by the platform's lengths; `nil` for the variant's default (short; an
  /// InfoBar's indefinite).
  package var duration: ToastDuration?
  /// The app's own timer in seconds, for a custom toast (or an explicit Snackbar duration in
  /// milliseconds / 1000); overrides ``duration``.
  package var seconds: Double?
  /// Whether the app tells the platform about the toast (posts the announcement, raises the
  /// notification, keeps the live region). `false` is the MISCONFIGURED toast that is drawn but
  /// never announced: no reader says anything.
  package var announces: Bool
  /// The platform call and urgency of the announcement, where the app chooses it.
  package var announcedAs: AnnouncementStyle
  /// Whether the trigger button takes input.
  package var isEnabled: Bool
  /// An InfoBar's title, spoken between its severity icon and its message; `nil` for none.
  package var title: String?
  /// An InfoBar's severity; `nil` for the default (informational). Only an InfoBar has one.
  package var severity: InfoBarSeverity?
  /// Whether an InfoBar has its close button (IsClosable); `nil` for the default (it does).
  /// Only an InfoBar has one.
  package var closable: Bool?
  /// Whether the toolkit sends AT-SPI's `state-changed:showing` for an AdwToast's widget; `nil`
  /// for the default (``ToastShowingEvent/none``). Only an AdwToast has one.
  package var showingEvent: ToastShowingEvent?
  /// Whether an InfoBar is open as the window loads (IsOpen set in markup), before any UIA
  /// client made its automation peer, so it raises no opened notification; `nil` for the
  /// default (it is not). Only an InfoBar has one.
  package var openedAtLoad: Bool?
  /// The trigger's title, the visible label the catalog shows.
  package var label: String? { trigger }

  /// Creates a configuration; the defaults are a short toast saying "Copied to clipboard"
  /// (MagentaA11y's example), announced at the platform's default urgency.
  package init(
    message: String = "Copied to clipboard", action: String? = nil, trigger: String? = nil,
    duration: ToastDuration? = nil, seconds: Double? = nil, announces: Bool = true,
    announcedAs: AnnouncementStyle = .standard, isEnabled: Bool = true, title: String? = nil,
    severity: InfoBarSeverity? = nil, closable: Bool? = nil,
    showingEvent: ToastShowingEvent? = nil, openedAtLoad: Bool? = nil
  ) {
    self.message = message
    self.action = action
    self.trigger = trigger
    self.duration = duration
    self.seconds = seconds
    self.announces = announces
    self.announcedAs = announcedAs
    self.isEnabled = isEnabled
    self.title = title
    self.severity = severity
    self.closable = closable
    self.showingEvent = showingEvent
    self.openedAtLoad = openedAtLoad
  }
}
