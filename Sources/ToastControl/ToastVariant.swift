import Accessibility
import ComponentModel
import Controls
import Core

/// A native toast or snackbar on one platform. Each variant's facts are in its own file in
/// `Variants/`; ``facts`` must name a value for every case, so a variant that forgets a fact
/// does not compile.
package enum ToastVariant: String, CaseIterable, Sendable, Codable, OnePartVariant {
  /// iOS UIKit: a custom toast view and `UIAccessibility.post(notification: .announcement)`.
  case uikit
  /// iOS SwiftUI: a custom overlay and `AccessibilityNotification.Announcement(…).post()`.
  case swiftui
  /// macOS AppKit: a custom panel and `NSAccessibility.post(… .announcementRequested)`.
  case appkit
  /// Android `android.widget.Toast`.
  case toast
  /// Android Material Components `Snackbar` (Views).
  case snackbar
  /// Android Jetpack Compose Material 3 `Snackbar` in a `SnackbarHost`.
  case composeSnackbar = "compose-snackbar"
  /// Windows WinUI 3: a custom panel and `AutomationPeer.RaiseNotificationEvent`.
  case winui
  /// Windows WinUI 3 `InfoBar`: inline, until closed, with its own notification.
  case infoBar = "infobar"
  /// Linux GTK 4.14+: a custom revealer and `gtk_accessible_announce`.
  case gtk
  /// Linux libadwaita `AdwToast` in an `AdwToastOverlay`: a widget with the alert role that
  /// announces nothing itself.
  case adwToast = "adw-toast"

  /// Everything about the variant.
  package var facts: ToastVariantFacts {
    switch self {
    case .uikit: .uikitToast
    case .swiftui: .swiftUIToast
    case .appkit: .appKitToast
    case .toast: .androidToast
    case .snackbar: .materialSnackbar
    case .composeSnackbar: .composeSnackbar
    case .winui: .winUINotification
    case .infoBar: .winUIInfoBar
    case .gtk: .gtkAnnouncedToast
    case .adwToast: .adwToast
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .toast, rawValue: rawValue) }

  /// The facts every one-part variant has (its trigger button's).
  package var shared: OnePartVariantFacts { facts.shared }
}

/// How a toast variant tells readers it appeared.
package enum ToastSpeech: Sendable, Equatable {
  /// The platform's announcement call, in the style the app chose (`announcedAs`).
  case announcement
  /// An announcement whose style the platform fixes (Android's Toast: ``AnnouncementStyle/toast``).
  case fixedAnnouncement(AnnouncementStyle)
  /// A live region on the message (Material's Snackbar: polite).
  case liveRegion(LiveRegion)
  /// WinUI InfoBar's own UIA notification, whose processing its severity sets.
  case severityNotification
  /// A widget with the alert role and no announcement of its own (libadwaita's AdwToast): a
  /// reader hears it only if the toolkit sends AT-SPI's `state-changed:showing` for it (the
  /// toast's `showingEvent` setting), as ``AnnouncementStyle/alertShown``.
  case alertShowing
}

/// One toast variant's facts: the facts its trigger button has (``OnePartVariantFacts``), how
/// it is spoken, how long each length lasts, whether it may have an action, and whether a
/// reader can move to its message.
@dynamicMemberLookup
package struct ToastVariantFacts: Sendable {
  /// The trigger button's facts (name, platform, keys, focus, source).
  package var shared: OnePartVariantFacts
  /// How readers are told it appeared.
  package var speech: ToastSpeech
  /// Seconds each length lasts (`nil`: until dismissed); a length missing here is refused.
  package var lengths: [ToastDuration: Double?]
  /// Whether it may carry an action button.
  package var allowsAction: Bool
  /// Whether a reader can move to its message while it is shown (Android's Toast window is
  /// not in the tree readers walk).
  package var messageIsNavigable: Bool
  /// The length it has when the component names none.
  package var defaultDuration: ToastDuration
  /// Whether activating its action also dismisses it (a Snackbar's does; an InfoBar's
  /// ActionButton leaves it open).
  package var actionDismisses: Bool
  /// Whether it is a WinUI InfoBar: a title, a severity, a close button, and a notification
  /// on closing too.
  package var isInfoBar: Bool
  /// The accessible name of its own close button, when it has one (an InfoBar's "Close",
  /// an AdwToast's "Dismiss").
  package var closeButtonName: String?
  /// Whether Tab reaches its action and close button while it is shown (an InfoBar's and an
  /// AdwToast's are buttons in the window's focus chain).
  package var keyboardReachesButtons: Bool
  /// Whether its timer stops while keyboard focus is inside it and starts again, whole, when
  /// focus leaves (AdwToast's focus controller).
  package var focusHoldsTimer: Bool
  /// Whether its timeout is whole seconds (AdwToast's `timeout` is an unsigned integer).
  package var wholeSeconds: Bool
  /// Whether Escape, with keyboard focus in it or the content it is over, dismisses it
  /// (AdwToastOverlay's binding).
  package var escapeDismisses: Bool
  /// Where the lengths and the speech come from.
  package var timingSource: Source

  /// Creates a toast variant's facts.
  init(
    nativeName: String, platform: Platform, summary: String, speech: ToastSpeech,
    lengths: [ToastDuration: Double?], allowsAction: Bool, messageIsNavigable: Bool,
    defaultDuration: ToastDuration = .short, actionDismisses: Bool = true,
    isInfoBar: Bool = false, closeButtonName: String? = nil, keyboardReachesButtons: Bool = false,
    focusHoldsTimer: Bool = false, wholeSeconds: Bool = false, escapeDismisses: Bool = false,
    timingSource: Source,
    source: Source
  ) {
    let keys: [Key] =
      switch platform {
      case .ios, .macos, .linux: [.space]
      case .android, .windows: [.space, .enter]
      }
    shared = OnePartVariantFacts(
      nativeName: nativeName, platform: platform, summary: summary,
      touchTarget: platform == .ios ? .ios : platform == .android ? .android : nil,
      activationKeys: keys, takesKeyboardFocus: platform != .ios && platform != .macos,
      navigableWhenDisabled: true, source: source)
    self.speech = speech
    self.lengths = lengths
    self.allowsAction = allowsAction
    self.messageIsNavigable = messageIsNavigable
    self.defaultDuration = defaultDuration
    self.actionDismisses = actionDismisses
    self.isInfoBar = isInfoBar
    self.closeButtonName = closeButtonName
    self.keyboardReachesButtons = keyboardReachesButtons
    self.focusHoldsTimer = focusHoldsTimer
    self.wholeSeconds = wholeSeconds
    self.escapeDismisses = escapeDismisses
    self.timingSource = timingSource
  }

  /// A shared fact: `facts.nativeName`, `facts.platform`.
  package subscript<T>(dynamicMember keyPath: KeyPath<OnePartVariantFacts, T>) -> T {
    shared[keyPath: keyPath]
  }

  /// A custom toast's lengths: the app's own timer; these are the lengths Android's Toast
  /// uses, which custom toast libraries follow (the app's `seconds` overrides them).
  static let customLengths: [ToastDuration: Double?] = [.short: 2, .long: 3.5, .indefinite: nil]
}

extension ToastVariant: RefusingVariant {
  /// What this toast cannot have, in the order the toast checks it: an action where it has no
  /// button; on an AdwToast, an announcement of the app's or none at all, and an AdwToast's
  /// showingEvent on another toast; an InfoBar's settings on another toast; on an InfoBar, a
  /// timer, an announcement style of the app's choosing, or no notification.
  package var refusals: [RefusedSetting<ToastConfiguration>] {
    var refused: [RefusedSetting<ToastConfiguration>] = []
    if !facts.allowsAction {
      refused.append(
        RefusedSetting(
          "actionLabel",
          "\(nativeName) has no action button; use a snackbar for a message with an action"
        ) { $0.action != nil })
    }
    if facts.speech == .alertShowing {
      refused += [
        RefusedSetting(
          "announcedAs",
          "an AdwToast makes no announcement of its own; whether Orca hears it is showingEvent "
            + "(none, sent)"
        ) { $0.announcedAs != .standard },
        RefusedSetting(
          "announces",
          "an AdwToast has no announcement to leave out; for a GTK toast that announces "
            + "nothing use variant gtk with announces: false"
        ) { !$0.announces },
      ]
    } else {
      refused.append(
        RefusedSetting(
          "showingEvent", "only libadwaita's AdwToast (variant: adw-toast) has a showingEvent"
        ) { $0.showingEvent != nil })
    }
    guard facts.isInfoBar else {
      let infoBarOnly: [(String, @Sendable (ToastConfiguration) -> Bool)] = [
        ("title", { $0.title != nil }), ("severity", { $0.severity != nil }),
        ("closable", { $0.closable != nil }),
      ]
      return refused
        + infoBarOnly.map { key, isGiven in
          RefusedSetting(
            key, "only a WinUI InfoBar (variant: infobar) has a \(key)", isGiven: isGiven)
        }
        + [
          RefusedSetting(
            "openedAtLoad", "only a WinUI InfoBar (variant: infobar) is opened at load"
          ) { $0.openedAtLoad != nil }
        ]
    }
    return refused + [
      RefusedSetting("seconds", "an InfoBar has no timer: it stays until it is closed") {
        $0.seconds != nil
      },
      RefusedSetting(
        "announcedAs",
        "an InfoBar's notification processing follows its severity (warning and error are "
          + "importantAll); set severity instead"
      ) { $0.announcedAs != .standard },
      RefusedSetting(
        "announces",
        "an InfoBar always raises its notification when IsOpen turns true; for a panel that "
          + "raises none use variant winui with announces: false"
      ) { !$0.announces },
    ]
  }
}
