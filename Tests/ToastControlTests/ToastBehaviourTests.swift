import Accessibility
import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Testing
import ToastControl

/// The toast as a control on the simulated clock: shown by its trigger or the app, hidden when
/// its length is up or its action is used, and the settings it refuses.
@Suite("Toast behaviour")
struct ToastBehaviourTests {
  func toast(_ yaml: String, on platform: Platform) throws -> Toast {
    let component = try ComponentLoader.parse("control: toast\n" + yaml, source: "test.yml")
    guard let setup = component.platforms[platform] else {
      throw ConfigurationError(field: "platforms", message: "none")
    }
    return try Toast(platform: platform, setup: setup)
  }

  /// The error a toast component file gets, or "no error" when it loads.
  func error(_ yaml: String) -> String {
    do {
      _ = try ComponentLoader.parse("control: toast\n" + yaml, source: "test.yml")
      return "no error"
    } catch { return "\(error)" }
  }

  @Test(
    "Each variant's lengths: Toast 2 s / 3.5 s, Snackbar 1.5 s / 2.75 s / indefinite, the app's seconds"
  )
  func lengths() throws {
    let cases: [(String, Platform, SimulatedDuration?)] = [
      ("platforms: { android: { variant: toast } }\n", .android, .seconds(2)),
      ("duration: long\nplatforms: { android: { variant: toast } }\n", .android, .seconds(3.5)),
      ("platforms: { android: { variant: snackbar } }\n", .android, .seconds(1.5)),
      ("duration: long\nplatforms: { android: { variant: snackbar } }\n", .android, .seconds(2.75)),
      ("duration: indefinite\nplatforms: { android: { variant: snackbar } }\n", .android, nil),
      ("platforms: { android: { variant: compose-snackbar } }\n", .android, .seconds(4)),
      (
        "duration: long\nplatforms: { android: { variant: compose-snackbar } }\n", .android,
        .seconds(10)
      ),
      ("seconds: 6\nplatforms: { linux: { variant: gtk } }\n", .linux, .seconds(6)),
      ("duration: long\nplatforms: { ios: { variant: uikit } }\n", .ios, .seconds(3.5)),
    ]
    for (yaml, platform, length) in cases {
      #expect(try toast(yaml, on: platform).length == length, "\(yaml)")
    }
  }

  @Test(
    "Shown by the app, gone when its time is up, with its action; hasTimedWork only while it counts"
  )
  func clock() throws {
    var toast = try toast(
      "actionLabel: Undo\nplatforms: { android: { variant: snackbar } }\n", on: .android)
    #expect(!toast.hasTimedWork)
    #expect(toast.elements(in: .standard).isEmpty)
    let shown = toast.setByApp(.toggle(.on))
    #expect(
      shown.map(\.kind) == [.valueChanged(from: .toggle(.off), to: .toggle(.on), cause: .program)])
    #expect(toast.hasTimedWork)
    #expect(toast.elements(in: .standard).map(\.id) == ["toast", "toast-action"])
    #expect(toast.elements(in: .standard).first?.liveRegion == .polite)
    #expect(toast.announcements(after: shown[0]).isEmpty, "a snackbar speaks by its live region")
    #expect(toast.advance(by: .seconds(1.4)).isEmpty)
    let hidden = toast.advance(by: .seconds(0.2))
    #expect(
      hidden.map(\.kind) == [.valueChanged(from: .toggle(.on), to: .toggle(.off), cause: .program)])
    #expect(hidden.first?.time == SimulatedInstant(milliseconds: 1500))
    #expect(toast.now == SimulatedInstant(milliseconds: 1600))
    #expect(!toast.hasTimedWork)
    #expect(toast.elements(in: .standard).isEmpty)
    #expect(
      toast.perform(.activate, on: .toastAction).map(\.kind) == [
        .inputIgnored("the toast's action is not shown")
      ])
  }

  @Test("The trigger shows it and the announcement follows; announces: false posts none")
  func triggerAndAnnouncement() throws {
    var toast = try toast(
      "trigger: Copy link\nannouncedAs: high\nplatforms: { ios: { variant: uikit } }\n", on: .ios)
    let events = toast.tap(.control)
    #expect(
      events.map(\.kind) == [
        .activated(.control),
        .valueChanged(from: .toggle(.off), to: .toggle(.on), cause: .button(.control)),
      ])
    #expect(toast.announcements(after: events[1]) == ["Copied to clipboard"])
    #expect(toast.announcementStyle(after: events[1]) == .high)
    var silent = try self.toast(
      "trigger: Copy link\nannounces: false\nplatforms: { ios: { variant: uikit } }\n", on: .ios)
    let silentEvents = silent.tap(.control)
    #expect(silent.announcements(after: silentEvents[1]).isEmpty)
    // Android's Toast is always TYPE_NOTIFICATION_STATE_CHANGED.
    let android = try self.toast("platforms: { android: { variant: toast } }\n", on: .android)
    #expect(android.announcedAs == .toast)
  }

  /// microsoft/microsoft-ui-xaml@3cae15f: InfoBar.cpp's close button sets IsOpen false, and
  /// UpdateVisibility raises "InfoBar dismissed" with the severity's processing; the
  /// ActionButton is the app's own button.
  @Test(
    "WinUI InfoBar: its action leaves it open; Close closes it and NVDA hears 'InfoBar dismissed'")
  func infoBarButtons() throws {
    var toast = try toast(
      "trigger: Sync now\nmessage: Free up space.\nseverity: warning\nactionLabel: Manage\n"
        + "platforms: { windows: { variant: infobar } }\n", on: .windows)
    _ = toast.tap(.control)
    #expect(toast.parts == [.control, .toastAction, .toastClose])
    #expect(toast.perform(.activate, on: .toastAction).map(\.kind) == [.activated(.toastAction)])
    #expect(toast.isShown, "the ActionButton is the app's; the InfoBar stays open")
    let closed = toast.perform(.activate, on: .toastClose)
    #expect(
      closed.map(\.kind) == [
        .activated(.toastClose),
        .valueChanged(from: .toggle(.on), to: .toggle(.off), cause: .button(.toastClose)),
      ])
    #expect(toast.announcements(after: closed[1]) == ["InfoBar dismissed"])
    #expect(toast.announcementStyle(after: closed[1]) == .importantAll)
  }

  @Test(
    "Refused: InfoBar settings elsewhere; a timer, a chosen style or no notification on an InfoBar")
  func infoBarRefused() throws {
    #expect(
      error("severity: error\nplatforms: { windows: { variant: winui } }\n")
        == "test.yml:2:1: error: severity on Windows (winui): only a WinUI InfoBar (variant: "
        + "infobar) has a severity")
    #expect(
      error("duration: short\nplatforms: { windows: { variant: infobar } }\n")
        == "test.yml:2:1: error: duration on Windows (infobar): InfoBar cannot be short; it is "
        + "indefinite")
    #expect(
      error("seconds: 5\nplatforms: { windows: { variant: infobar } }\n")
        == "test.yml:2:1: error: seconds on Windows (infobar): an InfoBar has no timer: it stays "
        + "until it is closed")
    #expect(
      error("announcedAs: mostRecent\nplatforms: { windows: { variant: infobar } }\n")
        == "test.yml:2:1: error: announcedAs on Windows (infobar): an InfoBar's notification "
        + "processing follows its severity (warning and error are importantAll); set severity "
        + "instead")
    #expect(
      error("announces: false\nplatforms: { windows: { variant: infobar } }\n")
        == "test.yml:2:1: error: announces on Windows (infobar): an InfoBar always raises its "
        + "notification when IsOpen turns true; for a panel that raises none use variant winui "
        + "with announces: false")
    let closable = try toast(
      "closable: false\nplatforms: { windows: { variant: infobar } }\n", on: .windows)
    var open = closable
    _ = open.setByApp(.toggle(.on))
    #expect(open.parts == [], "no trigger, no action, no Close button")
    #expect(open.elements(in: .standard).map(\.id) == ["toast-icon", "toast"])
  }

  @Test(
    "Refused: an action on a Toast, an indefinite Toast, seconds out of range, a style of another platform"
  )
  func refused() throws {
    #expect(
      error("actionLabel: Undo\nplatforms: { android: { variant: toast } }\n")
        == "test.yml:2:1: error: actionLabel on Android (toast): android.widget.Toast has no action "
        + "button; use a snackbar for a message with an action")
    #expect(
      error("duration: indefinite\nplatforms: { android: { variant: toast } }\n")
        == "test.yml:2:1: error: duration on Android (toast): android.widget.Toast cannot be "
        + "indefinite; it is short or long")
    #expect(
      error("seconds: 0\nplatforms: { ios: { variant: uikit } }\n")
        == "test.yml:2:1: error: seconds on iOS (uikit): a toast's seconds must be above 0 and at "
        + "most 3600")
    #expect(
      error("announcedAs: toast\nplatforms: { ios: { variant: uikit } }\n")
        == "test.yml:2:1: error: announcedAs on iOS (uikit): 'toast' is not how an app on iOS "
        + "announces; there it is standard, low, high (set it under platforms.ios where the "
        + "platforms differ)")
  }
}
