import Controls
import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The progress indicator on every platform with every reader: exact speech on focus, when the
/// app changes the value, indeterminate and with no value exposed, each from the evidence its
/// pack rules and variant facts cite (Documentation/Evidence.md, "The progress indicator").
@Suite("Progress evidence")
struct ProgressEvidenceTests {
  let upload = "control: progress\nlabel: Upload\nvalue: 50\n"

  func on(_ platform: Platform, _ variant: String) -> String {
    "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  @Test("VoiceOver iOS: UIProgressView 'Upload: 50%', no role word; a spinner 'In progress'")
  func voiceOverIOS() throws {
    #expect(
      try said(upload + on(.ios, "uikit"), on: .ios, reader: "voiceover-ios", script: "swipe right")
        == ["Upload: 50%"])
    // Unlabelled: UIKit's default label (reported, low).
    #expect(
      try said(
        "control: progress\nvalue: 25\n" + on(.ios, "uikit"), on: .ios,
        reader: "voiceover-ios",
        script: "swipe right") == ["Progress: 25%"])
    #expect(
      try said(
        "control: progress\n" + on(.ios, "activity-indicator"), on: .ios,
        reader: "voiceover-ios", script: "swipe right") == ["In progress"])
  }

  @Test("TalkBack: '50%, Upload, Progress bar'; a change says the new percent; busy: no range")
  func talkBack() throws {
    let run = try readerRun(
      upload + on(.android, "progressbar"), on: .android, reader: "talkback",
      script: "swipe right; set value 75")
    #expect(run.transcript.map(\.text) == ["50%, Upload, Progress bar", "75%"])
    #expect(run.control.value == .number(75))
    // Before Android 11 there is no state description: the RangeInfo's int.
    #expect(
      try said(
        upload + on(.android, "progressbar"), on: .android, reader: "talkback",
        script: "swipe right", environment: PlatformEnvironment(androidVersion: 10))
        == ["50, Upload, Progress bar"])
    #expect(
      try said(
        upload + "indeterminate: true\n" + on(.android, "progressbar"), on: .android,
        reader: "talkback", script: "swipe right") == ["Upload, Progress bar"])
  }

  @Test("Narrator and NVDA: 'progress bar' and the value; NVDA says nothing of a change")
  func windows() throws {
    #expect(
      try said(
        upload + on(.windows, "winui"), on: .windows, reader: "narrator", script: "focus control")
        == ["Upload, progress bar 50"])
    let nvda = try readerRun(
      upload + on(.windows, "winui"), on: .windows, reader: "nvda",
      script: "focus control; set value 75")
    #expect(nvda.transcript.map(\.text) == ["Upload progress bar 50"])
    #expect(nvda.control.value == .number(75))
    #expect(
      try said(
        upload + "indeterminate: true\n" + on(.windows, "winui"), on: .windows, reader: "nvda",
        script: "focus control") == ["Upload progress bar"])
  }

  @Test("VoiceOver macOS: '50, Upload, progress indicator' (low)")
  func voiceOverMac() throws {
    #expect(
      try said(
        upload + on(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "focus control") == ["50, Upload, progress indicator"])
  }

  @Test("Orca: 'Upload 50 percent.' without the role; indeterminate 'Upload progress bar'")
  func orca() throws {
    #expect(
      try said(
        upload + on(.linux, "gtk-progress-bar"), on: .linux, reader: "orca", script: "focus control"
      )
        == ["Upload 50 percent."])
    // Orca's own percentage: the value over the range's width, truncated.
    #expect(
      try said(
        "control: progress\nlabel: Upload\nvalue: 1\nmaximum: 3\n"
          + on(.linux, "gtk-progress-bar"),
        on: .linux, reader: "orca", script: "focus control") == ["Upload 33 percent."])
    #expect(
      try said(
        upload + "indeterminate: true\n" + on(.linux, "gtk-progress-bar"), on: .linux,
        reader: "orca", script: "focus control") == ["Upload progress bar"])
  }

  /// GNOME/orca@672b8f4: scripts/default.py `_on_value_changed` presents a progress bar's change
  /// focused or not; speech_presenter.should_present_progress_bar_update says it when the percent
  /// is new and 10 whole seconds have passed since the bar's last one, or at 100;
  /// speech_generator._generate_progress_bar_index leads with "Progress bar 1." for a bar that is
  /// not the one updated last (none was before the first update).
  @Test(
    "Orca: a change says 'Progress bar 1.', name and percent, then at most every 10 s, 100 at once"
  )
  func orcaUpdates() throws {
    let gtk = upload + on(.linux, "gtk-progress-bar")
    #expect(
      try said(
        gtk, on: .linux, reader: "orca",
        script: "focus control; set value 75; set value 80; wait 10s; set value 90; "
          + "set value 100")
        == [
          "Upload 50 percent.", "Progress bar 1. Upload 75 percent.", "Upload 90 percent.",
          "Upload 100 percent.",
        ])
    // Not focused: still said. Seven seconds after the first (its speech, then 5 s) is too soon;
    // twelve is not. The same percent again is not said.
    #expect(
      try said(
        gtk, on: .linux, reader: "orca",
        script: "set value 75; wait 5s; set value 80; wait 5s; set value 85; wait 10s; "
          + "set value 85.5")
        == ["Progress bar 1. Upload 75 percent.", "Upload 85 percent."])
    // speak-progress-bar-updates off.
    #expect(
      try said(
        gtk, on: .linux, reader: "orca", settings: ["progressBarUpdates": "off"],
        script: "focus control; set value 75; set value 100") == ["Upload 50 percent."])
  }

  /// GNOME/orca@672b8f4 speech_presenter.py: the interval is the setting
  /// progress-bar-speech-interval (whole seconds, default 10); should_present_progress_bar_update
  /// says a new percent once that many have passed since the bar's last one said.
  @Test("Orca: progressBarUpdateInterval 5 says an update 7 s later; 0 says every new percent")
  func orcaUpdateInterval() throws {
    let gtk = upload + on(.linux, "gtk-progress-bar")
    // The first update's speech, then 5 s: 7 whole seconds, past 5 though not past 10.
    let script = "set value 75; wait 5s; set value 80; set value 85"
    #expect(
      try said(
        gtk, on: .linux, reader: "orca", settings: ["progressBarUpdateInterval": "5"],
        script: script) == ["Progress bar 1. Upload 75 percent.", "Upload 80 percent."])
    #expect(
      try said(gtk, on: .linux, reader: "orca", script: script)
        == ["Progress bar 1. Upload 75 percent."])
    #expect(
      try said(
        gtk, on: .linux, reader: "orca", settings: ["progressBarUpdateInterval": "0"],
        script: "set value 75; set value 80; set value 80.2")
        == ["Progress bar 1. Upload 75 percent.", "Upload 80 percent."])
  }

  /// GNOME/orca@672b8f4: presentation_manager.present_object tells
  /// should_present_progress_bar_update whether the bar's top-level object is the active window;
  /// with progress-bar-speech-verbosity "window" a bar elsewhere is not said, and its time and
  /// percent are not recorded. The default "application" says any bar of the active app.
  @Test(
    "Orca: progressBarVerbosity window leaves out a page's bar behind an alert; application does not"
  )
  func orcaUpdateVerbosity() throws {
    let steps = ["set value 75", "press Escape", "wait 10s", "set value 80"]
    let screen = "Scenarios/screens/upload-behind-alert.yml"
    for verbosity in ["application", "all"] {
      let heard = try heardPerStep(
        screen: screen, on: .linux, reader: "orca",
        settings: ["progressBarVerbosity": verbosity], steps)
      #expect(heard[0] == "Progress bar 1. Upload 75 percent.", "\(verbosity)")
      #expect(heard[3] == "Upload 80 percent.", "\(verbosity)")
    }
    let window = try heardPerStep(
      screen: screen, on: .linux, reader: "orca", settings: ["progressBarVerbosity": "window"],
      steps)
    #expect(window[0] == "")
    #expect(window[3] == "Progress bar 1. Upload 80 percent.")
  }

  @Test("No value exposed: every reader hears the name and role alone")
  func noValue() throws {
    let broken = upload + "exposesValue: false\n"
    #expect(
      try said(
        broken + on(.android, "progressbar"), on: .android, reader: "talkback",
        script: "swipe right")
        == ["Upload, Progress bar"])
    #expect(
      try said(broken + on(.ios, "uikit"), on: .ios, reader: "voiceover-ios", script: "swipe right")
        == ["Upload"])
    #expect(
      try said(
        broken + on(.linux, "gtk-progress-bar"), on: .linux, reader: "orca", script: "focus control"
      )
        == ["Upload progress bar"])
  }
}
