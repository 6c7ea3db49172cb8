import Accessibility
import ComponentFile
import ControlRegistry
import Controls
import Core
import Foundation
import Interactions
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// libadwaita's AdwToast on Linux with Orca (both sides of whether GTK 4 sends the showing
/// event Orca presents an alert on), Tab reaching a shown AdwToast's and a WinUI InfoBar's
/// buttons, keyboard focus on a toast's button when the toast goes, and an InfoBar open as the
/// window loads (Documentation/Evidence.md, "The toast").
@Suite("Toast keyboard and alert")
struct ToastKeyboardAndAlertTests {
  func component(_ name: String) throws -> String {
    try String(contentsOfFile: "Scenarios/components/\(name).yml", encoding: .utf8)
  }

  /// `text` with " [cut off]" where speech was interrupted.
  func heard(_ run: ReaderSimulation) -> [String] {
    run.transcript.map { $0.text + ($0.isInterrupted ? " [cut off]" : "") }
  }

  /// GNOME/libadwaita@c68992b: AdwToastWidget's role is ALERT and it announces nothing;
  /// GNOME/gtk@7d39705 gtk_at_spi_context_state_change sends state-changed:showing only for a
  /// window, so Orca's GTK script, which presents an alert on that event, is never asked.
  @Test("AdwToast, showingEvent none (default): Orca says only the button; the toast is shown")
  func adwToastSilentByDefault() throws {
    let run = try readerRun(
      try component("adw-toast"), on: .linux, reader: "orca", script: "press Tab; press Space")
    #expect(heard(run) == ["Move to trash button"])
    #expect(run.control.value == .toggle(.on))
    #expect(run.focusID == "trigger")
    #expect(run.elements.map(\.id) == ["trigger", "toast", "toast-action", "toast-close"])
    #expect(
      run.elements.map(\.name) == [
        "Move to trash", "Conversation moved to trash", "Undo", "Dismiss",
      ])
  }

  /// GNOME/orca@672b8f4 toolkits/gtk/script.py _on_showing_changed presents an alert that
  /// becomes showing, interrupting; speech_generator._generate_alert says "alert" and the
  /// alert's unrelated labels, which script_utilities.unrelated_labels keeps only from three
  /// words up.
  @Test(
    "AdwToast, showingEvent sent: Orca says 'alert' and the message, interrupting; under three words only 'alert'"
  )
  func adwToastAlertWhenShowingSent() throws {
    let toast = try component("adw-toast")
    let run = try readerRun(
      toast, on: .linux, reader: "orca", script: "press Tab; press Space",
      overrides: ["showingEvent=sent"])
    #expect(heard(run) == ["Move to trash button", "alert Conversation moved to trash"])
    #expect(run.transcript.last?.rule == "orca/alertShown")
    let short = try readerRun(
      toast, on: .linux, reader: "orca", script: "press Tab; press Space",
      overrides: ["showingEvent=sent", "message=Moved to trash"])
    #expect(heard(short) == ["Move to trash button", "alert Moved to trash"])
    let two = try readerRun(
      toast, on: .linux, reader: "orca", script: "press Tab; press Space",
      overrides: ["showingEvent=sent", "message=Conversation archived"])
    #expect(heard(two) == ["Move to trash button", "alert"])
    #expect(two.transcript.last?.rule == "orca/alertShown.short")
    // It interrupts: a user who does not wait cuts the button's speech off with it, where a
    // gtk_accessible_announce message would wait behind it.
    let immediate = try readerRun(
      toast, on: .linux, reader: "orca", script: "press Tab; press Space",
      pace: .immediate, overrides: ["showingEvent=sent"])
    #expect(
      heard(immediate) == ["Move to trash button [cut off]", "alert Conversation moved to trash"])
  }

  /// GNOME/libadwaita@c68992b adw-toast.c: timeout 5 s by default, whole seconds, 0 for none.
  @Test("AdwToast's lengths: 5 s by default, whole seconds, indefinite; long and 2.5 s refused")
  func adwToastLengths() throws {
    let toast = try component("adw-toast")
    let gone = try readerRun(
      toast, on: .linux, reader: "orca", script: "press Tab; press Space; wait 4.9s")
    #expect(gone.control.value == .toggle(.on))
    var later = gone
    try later.run(try InteractionParser.parse("wait 200ms"))
    #expect(later.control.value == .toggle(.off))
    let eight = try readerRun(
      toast, on: .linux, reader: "orca", script: "press Tab; press Space; wait 7.9s",
      overrides: ["seconds=8"])
    #expect(eight.control.value == .toggle(.on))
    let forever = try readerRun(
      toast, on: .linux, reader: "orca", script: "press Tab; press Space; wait 600s",
      overrides: ["duration=indefinite"])
    #expect(forever.control.value == .toggle(.on))
    #expect(throws: (any Error).self) {
      _ = try ComponentLoader.parse(toast, source: "t.yml", overrides: ["seconds=2.5"])
    }
    #expect(throws: (any Error).self) {
      _ = try ComponentLoader.parse(toast, source: "t.yml", overrides: ["duration=long"])
    }
  }

  /// AdwToastWidget's action and close buttons are GtkButtons after the overlay's content; its
  /// focus controller stops the timer while focus is inside and starts it again whole.
  @Test(
    "Tab reaches AdwToast's Undo and Dismiss; focus inside holds the timer, which restarts whole when it leaves"
  )
  func adwToastTabAndTimer() throws {
    let toast = try component("adw-toast")
    let run = try readerRun(
      toast, on: .linux, reader: "orca",
      script: "press Tab; press Space; press Tab; wait 10s; press Tab")
    // Going in, Orca names the toast widget, a new alert ancestor, with its title (its
    // unrelated labels) before the button (GNOME/orca@672b8f4 speech_generator
    // _generate_ancestors, _generate_alert); within it, not again.
    #expect(
      heard(run) == [
        "Move to trash button", "alert Conversation moved to trash Undo button", "Dismiss button",
      ])
    #expect(run.control.value == .toggle(.on), "held while focus is on its buttons")
    // Shift+Tab back to the trigger: focus leaves the toast and its 5 s start again.
    var left = run
    try left.run(try InteractionParser.parse("press Shift+Tab; press Shift+Tab; wait 3s"))
    #expect(heard(left).suffix(2) == ["Undo button", "Move to trash button"])
    #expect(left.control.value == .toggle(.on), "about 4 s since focus left: the 5 s run again")
    try left.run(try InteractionParser.parse("wait 2s"))
    #expect(left.control.value == .toggle(.off))
  }

  /// The action dismisses the toast (action_clicked_cb); Escape dismisses the overlay's
  /// toast; keyboard focus on a button that goes goes to nothing (an assumption).
  @Test("AdwToast: Enter on Undo dismisses it and focus goes to nothing; Escape dismisses it")
  func adwToastDismissal() throws {
    let toast = try component("adw-toast")
    let undo = try readerRun(
      toast, on: .linux, reader: "orca", script: "press Tab; press Space; press Tab; press Enter")
    #expect(undo.control.value == .toggle(.off))
    #expect(undo.control.focusedPart == nil)
    #expect(
      heard(undo) == ["Move to trash button", "alert Conversation moved to trash Undo button"])
    let escape = try readerRun(
      toast, on: .linux, reader: "orca", script: "press Tab; press Space; press Escape")
    #expect(escape.control.value == .toggle(.off))
    #expect(escape.control.focusedPart == .control, "the trigger keeps focus")
  }

  @Test(
    "Refused: showingEvent off an AdwToast; an AdwToast's announcedAs or announces: false; openedAtLoad off an InfoBar"
  )
  func refused() throws {
    func error(_ yaml: String) -> String {
      do {
        _ = try ComponentLoader.parse("control: toast\n" + yaml, source: "test.yml")
        return "no error"
      } catch { return "\(error)" }
    }
    #expect(
      error("showingEvent: sent\nplatforms: { linux: { variant: gtk } }\n")
        == "test.yml:2:1: error: showingEvent on Linux (gtk): only libadwaita's AdwToast "
        + "(variant: adw-toast) has a showingEvent")
    #expect(
      error("announcedAs: high\nplatforms: { linux: { variant: adw-toast } }\n")
        == "test.yml:2:1: error: announcedAs on Linux (adw-toast): an AdwToast makes no "
        + "announcement of its own; whether Orca hears it is showingEvent (none, sent)")
    #expect(
      error("announces: false\nplatforms: { linux: { variant: adw-toast } }\n")
        == "test.yml:2:1: error: announces on Linux (adw-toast): an AdwToast has no announcement "
        + "to leave out; for a GTK toast that announces nothing use variant gtk with announces: "
        + "false")
    #expect(
      error("openedAtLoad: true\nplatforms: { windows: { variant: winui } }\n")
        == "test.yml:2:1: error: openedAtLoad on Windows (winui): only a WinUI InfoBar (variant: "
        + "infobar) is opened at load")
  }

  /// microsoft/microsoft-ui-xaml@93742a1 InfoBar.xaml: the ActionButton's presenter and the
  /// CloseButton are in the template after the text, both buttons (tab stops).
  @Test(
    "Tab reaches a WinUI InfoBar's action and Close; closing from Close says 'InfoBar dismissed'")
  func infoBarTab() throws {
    let infoBar = try component("infobar")
    let nvda = try readerRun(
      infoBar, on: .windows, reader: "nvda",
      script: "press Tab; press Enter; press Tab; press Tab; press Enter")
    #expect(
      heard(nvda) == [
        "Sync now button", "Warning icon Storage almost full Free up space to keep syncing.",
        "Manage storage button", "Close button", "InfoBar dismissed",
      ])
    #expect(nvda.control.value == .toggle(.off))
    #expect(nvda.control.focusedPart == nil)
    let narrator = try readerRun(
      infoBar, on: .windows, reader: "narrator", script: "press Tab; press Space; press Tab")
    #expect(heard(narrator).last == "Manage storage, button")
    // Its ActionButton leaves it open, and focus stays on it.
    let action = try readerRun(
      infoBar, on: .windows, reader: "nvda",
      script: "press Tab; press Enter; press Tab; press Enter")
    #expect(action.control.value == .toggle(.on))
    #expect(action.control.focusedPart == .toastAction)
  }

  /// microsoft/microsoft-ui-xaml@8e12144 InfoBar::UpdateVisibility raises the opened
  /// notification only through a peer FrameworkElementAutomationPeer::FromElement finds; open
  /// in markup, before any client asked for one, it finds none.
  @Test("An InfoBar open as the window loads: no notification; opened later by the app it is said")
  func infoBarOpenedAtLoad() throws {
    let atLoad = try component("infobar-at-load")
    let run = try readerRun(atLoad, on: .windows, reader: "nvda", script: "press Tab")
    #expect(heard(run) == ["Close button"])
    #expect(run.control.value == .toggle(.on))
    let later = try readerRun(
      atLoad, on: .windows, reader: "nvda", script: "set value 1",
      overrides: ["openedAtLoad=false"])
    #expect(heard(later) == ["Informational icon Update available Restart to finish installing."])
  }
}
