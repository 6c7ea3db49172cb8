import Accessibility
import ComponentModel
import Controls
import Core
import ProgressControl
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// Issue 27's progress variants: each platform's other toolkit and its spinner, read by every
/// reader there, from the sources their facts cite (Documentation/Evidence.md, "The progress
/// indicator": BaseProgressIndicator, Compose's accessibility delegate,
/// ProgressRingAutomationPeer, GTK's GtkSpinner, Orca's _generate_progress_bar).
@Suite("Progress toolkit evidence")
struct ProgressToolkitEvidenceTests {
  let upload = "control: progress\nlabel: Upload\nvalue: 50\n"
  let loading = "control: progress\nlabel: Loading\nindeterminate: true\n"

  func on(_ platform: Platform, _ variant: String) -> String {
    "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  @Test("Material indicators are ProgressBars to TalkBack: '50%', then '100%' at the end")
  func material() throws {
    let run = try readerRun(
      upload + on(.android, "material-progress-indicator"), on: .android, reader: "talkback",
      script: "swipe right; set value 100")
    #expect(run.transcript.map(\.text) == ["50%, Upload, Progress bar", "100%"])
    #expect(run.control.value == .number(100))
    // Indeterminate: ProgressBar's node info has no RangeInfo and no state description.
    #expect(
      try said(
        upload + "indeterminate: true\n" + on(.android, "material-progress-indicator"),
        on: .android, reader: "talkback", script: "swipe right") == ["Upload, Progress bar"])
    // Before Android 11: the RangeInfo's int, as ProgressBar.
    #expect(
      try said(
        upload + on(.android, "material-progress-indicator"), on: .android, reader: "talkback",
        script: "swipe right", environment: PlatformEnvironment(androidVersion: 10))
        == ["50, Upload, Progress bar"])
  }

  @Test("Compose: 'N percent.' (1…99 unless exact), 'In progress' while indeterminate")
  func compose() throws {
    let run = try readerRun(
      upload + on(.android, "compose"), on: .android, reader: "talkback",
      script: "swipe right; set value 75; set value 99.6; set value 100")
    #expect(
      run.transcript.map(\.text) == [
        "50 percent., Upload, Progress bar", "75 percent.", "99 percent.", "100 percent.",
      ])
    #expect(
      try said(
        loading + on(.android, "compose"), on: .android, reader: "talkback",
        script: "swipe right") == ["In progress, Loading, Progress bar"])
    // The element: class ProgressBar, RangeInfo FLOAT over Compose's 0…1.
    let element = try #require(
      try readerRun(
        upload + on(.android, "compose"), on: .android, reader: "talkback", script: ""
      ).elements.first)
    #expect(element.states.range?.maximum == 1)
    #expect(element.states.range?.value == 0.5)
  }

  /// microsoft/microsoft-ui-xaml@3cae15f ProgressRingAutomationPeer: GetLocalizedControlTypeCore
  /// gives its ProgressRingName resource, "ProgressRing", which Narrator speaks as the element's
  /// kind (UIA LocalizedControlType); NVDA maps the ProgressBar control type to its own role
  /// (nvaccess/nvda NVDAObjects/UIA UIA._get_role) and keeps "progress bar".
  @Test("WinUI ProgressRing: Narrator 'ProgressRing', NVDA 'progress bar'; indeterminate 'Busy …'")
  func progressRing() throws {
    #expect(
      try said(
        upload + on(.windows, "progress-ring"), on: .windows, reader: "narrator",
        script: "focus control") == ["Upload, ProgressRing 50"])
    #expect(
      try said(
        upload + on(.windows, "progress-ring"), on: .windows, reader: "nvda",
        script: "focus control") == ["Upload progress bar 50"])
    #expect(
      try said(
        loading + on(.windows, "progress-ring"), on: .windows, reader: "narrator",
        script: "focus control") == ["Busy Loading, ProgressRing"])
    #expect(
      try said(
        loading + on(.windows, "progress-ring"), on: .windows, reader: "nvda",
        script: "focus control") == ["Busy Loading progress bar"])
    // Unlabelled and indeterminate: the peer's "Busy" alone.
    #expect(
      try said(
        "control: progress\nindeterminate: true\n" + on(.windows, "progress-ring"),
        on: .windows, reader: "nvda", script: "focus control") == ["Busy progress bar"])
  }

  @Test("GtkSpinner: Orca says name and role; busy is exposed and not spoken")
  func gtkSpinner() throws {
    let run = try readerRun(
      "control: progress\nlabel: Loading\n" + on(.linux, "gtk-spinner"), on: .linux,
      reader: "orca", script: "focus control")
    #expect(run.transcript.map(\.text) == ["Loading progress bar"])
    let element = try #require(run.elements.first)
    #expect(element.states.contains(.busy))
    #expect(element.states.range == nil)
    #expect(
      try said(
        "control: progress\n" + on(.linux, "gtk-spinner"), on: .linux, reader: "orca",
        script: "focus control") == ["progress bar"])
  }

  @Test("A spinning NSProgressIndicator: 'progress indicator', no value (low)")
  func appKitSpinner() throws {
    #expect(
      try said(
        "control: progress\nlabel: Loading\n" + on(.macos, "appkit-spinner"), on: .macos,
        reader: "voiceover-macos", script: "focus control") == ["Loading, progress indicator"])
  }

  @Test("SwiftUI ProgressView: a bar's label and percent, a spinner's label (low)")
  func swiftUI() throws {
    #expect(
      try said(
        upload + on(.ios, "swiftui"), on: .ios, reader: "voiceover-ios", script: "swipe right")
        == ["Upload: 50%"])
    #expect(
      try said(
        "control: progress\nvalue: 25\n" + on(.ios, "swiftui"), on: .ios,
        reader: "voiceover-ios", script: "swipe right") == ["Progress: 25%"])
    #expect(
      try said(
        loading + on(.ios, "swiftui"), on: .ios, reader: "voiceover-ios", script: "swipe right")
        == ["Loading"])
    #expect(
      try said(
        "control: progress\nindeterminate: true\n" + on(.ios, "swiftui"), on: .ios,
        reader: "voiceover-ios", script: "swipe right") == ["In progress"])
  }

  @Test("Value changes: unfocused silence on TalkBack, Narrator's value, a spinner refuses one")
  func valueChanges() throws {
    // TalkBack speaks a state-description change of the focused node only.
    let unfocused = try readerRun(
      upload + on(.android, "compose"), on: .android, reader: "talkback",
      script: "set value 75")
    #expect(unfocused.transcript.map(\.text) == [])
    #expect(unfocused.control.value == .number(75))
    // Narrator's RangeValue change reaction, as for the WinUI ProgressBar (its pack rule, low);
    // the ring's own localized control type, "ProgressRing", in place of "progress bar".
    #expect(
      try said(
        upload + on(.windows, "progress-ring"), on: .windows, reader: "narrator",
        script: "focus control; set value 100") == ["Upload, ProgressRing 50", "100"])
    // A GtkSpinner has no value to set: the app's value is refused and nothing is said.
    let spinner = try readerRun(
      "control: progress\nlabel: Loading\n" + on(.linux, "gtk-spinner"), on: .linux,
      reader: "orca", script: "focus control; set value 100")
    #expect(spinner.transcript.map(\.text) == ["Loading progress bar"])
    #expect(spinner.control.value == .nothing)
  }

  @Test("A new toolkit exposing no value is heard without it, as the first variants")
  func noValue() throws {
    let broken = upload + "exposesValue: false\n"
    #expect(
      try said(
        broken + on(.android, "compose"), on: .android, reader: "talkback", script: "swipe right")
        == ["Upload, Progress bar"])
    #expect(
      try said(
        broken + on(.windows, "progress-ring"), on: .windows, reader: "nvda",
        script: "focus control") == ["Upload progress bar"])
  }
}
