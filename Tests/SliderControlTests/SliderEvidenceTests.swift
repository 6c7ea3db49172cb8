import Controls
import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The slider on every platform with every reader: exact speech for focus, change (and at a
/// limit), disabled and unlabelled, each from the evidence its pack rules and variant facts
/// cite (Documentation/Evidence.md, "The slider").
@Suite("Slider evidence")
struct SliderEvidenceTests {
  let volume = "control: slider\nlabel: Volume\n"

  @Test("VoiceOver iOS, UISlider: 'Volume: 50%. Adjustable.', the adjust hint, '60%' per swipe")
  func voiceOverUISlider() throws {
    // AccessibilitySnapshot testSlider: the value is the percent of the range, then
    // "Adjustable." and the adjustable hint; a swipe moves 10 % of the range (low).
    let run = try readerRun(
      volume + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; swipe up; swipe down; swipe down")
    #expect(
      run.transcript.map(\.text) == [
        "Volume: 50%. Adjustable.", "Swipe up or down with one finger to adjust the value.",
        "60%", "50%", "40%",
      ])
    #expect(run.control.value == .number(40))
    // At the maximum nothing moves and nothing is said (no evidence either way: low).
    #expect(
      try said(
        volume + "value: 100\n" + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; swipe up")
        == ["Volume: 100%. Adjustable.", "Swipe up or down with one finger to adjust the value."])
    // Dimmed: "Dimmed." before the trait, no hint; a swipe does nothing.
    let dimmed = try readerRun(
      volume + "enabled: false\n" + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; swipe up")
    #expect(dimmed.transcript.map(\.text) == ["Volume: 50%. Dimmed. Adjustable."])
    #expect(dimmed.control.value == .number(50))
    // No label: the value and the trait (the testSlider legend: "75%. Adjustable.").
    #expect(
      try said(
        "control: slider\nvalue: 75\n" + platformLine(.ios, "uikit"), on: .ios,
        reader: "voiceover-ios",
        script: "swipe right")
        == ["75%. Adjustable.", "Swipe up or down with one finger to adjust the value."])
    // Another range: still the percent of it; the app's value text replaces it.
    #expect(
      try said(
        volume + "value: 3\nmaximum: 10\n" + platformLine(.ios, "uikit"), on: .ios,
        reader: "voiceover-ios", settings: ["hints": "off"], script: "swipe right")
        == ["Volume: 30%. Adjustable."])
    #expect(
      try said(
        volume + "value: 3\nmaximum: 10\nvalueText: \"{value} of 10\"\n"
          + platformLine(.ios, "uikit"),
        on: .ios, reader: "voiceover-ios", settings: ["hints": "off"],
        script: "swipe right; swipe up") == ["Volume: 3 of 10. Adjustable.", "4 of 10"])
  }

  @Test("VoiceOver iOS, SwiftUI Slider: one step: per swipe (low)")
  func voiceOverSwiftUI() throws {
    #expect(
      try said(
        volume + "step: 5\n" + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
        settings: ["hints": "off"], script: "swipe right; swipe up")
        == ["Volume: 50%. Adjustable.", "55%"])
  }

  @Test("TalkBack, SeekBar on Android 14: '50%, Volume, Slider', swipes move a twentieth")
  func talkBackSeekBar() throws {
    // ProgressBar's Android 11+ state description; SeekBarDescription speaks it first; the
    // swipe performs ACTION_SCROLL_FORWARD, max(1, round(range / 20)), whatever the app's
    // keyProgressIncrement; the change is spoken as the new state description.
    let run = try readerRun(
      volume + "step: 1\n" + platformLine(.android, "seekbar"), on: .android, reader: "talkback",
      script: "swipe right; swipe up")
    #expect(
      run.transcript.map(\.text) == [
        "50%, Volume, Slider", "Swipe up or Swipe down to adjust", "55%",
      ])
    #expect(run.transcript[2].rule == "talkback/stateDescriptionChanged")
    #expect(run.control.value == .number(55))
    // The app's own keys move its step.
    #expect(
      try readerRun(
        volume + "step: 1\n" + platformLine(.android, "seekbar"), on: .android, reader: "talkback",
        script: "press Tab; press Right"
      ).control.value == .number(51))
    // At the maximum, NumberAdjustor says the state description again.
    #expect(
      try said(
        volume + "value: 100\n" + platformLine(.android, "seekbar"), on: .android,
        reader: "talkback",
        settings: ["hints": "off"], script: "swipe right; swipe up")
        == ["100%, Volume, Slider", "100%"])
    // Disabled: "disabled" last, no hint, no adjustment.
    let disabled = try readerRun(
      volume + "enabled: false\n" + platformLine(.android, "seekbar"), on: .android,
      reader: "talkback",
      script: "swipe right; swipe up")
    #expect(disabled.transcript.map(\.text) == ["50%, Volume, Slider, disabled"])
    #expect(disabled.control.value == .number(50))
    // Unlabelled: no "Unlabelled" for a seek control.
    #expect(
      try said(
        "control: slider\n" + platformLine(.android, "seekbar"), on: .android, reader: "talkback",
        script: "swipe right") == ["50%, Slider", "Swipe up or Swipe down to adjust"])
  }

  @Test("TalkBack, SeekBar on Android 10: the raw progress, the whole description on change")
  func talkBackSeekBarAndroid10() throws {
    let android10 = PlatformEnvironment(androidVersion: 10)
    #expect(
      try said(
        volume + platformLine(.android, "seekbar"), on: .android, reader: "talkback",
        settings: ["hints": "off"], script: "swipe right; swipe up", environment: android10)
        == ["50, Volume, Slider", "55, Volume, Slider"])
    // At the limit, template_seekbar_range: "100%" although the slider says numbers.
    #expect(
      try said(
        volume + "value: 100\n" + platformLine(.android, "seekbar"), on: .android,
        reader: "talkback",
        settings: ["hints": "off"], script: "swipe right; swipe up", environment: android10)
        == ["100, Volume, Slider", "100%"])
  }

  @Test(
    "TalkBack, Compose Slider: '50 percent., Volume, Slider'; Material: '50.0, Volume,Value, 50'")
  func talkBackComposeAndMaterial() throws {
    #expect(
      try said(
        volume + platformLine(.android, "compose"), on: .android, reader: "talkback",
        settings: ["hints": "off"], script: "swipe right; swipe up")
        == ["50 percent., Volume, Slider", "55 percent."])
    // Material: the float from RangeInfo, then the thumb's description; a change is a
    // TYPE_VIEW_SELECTED, spoken whole.
    #expect(
      try said(
        volume + platformLine(.android, "material-slider"), on: .android, reader: "talkback",
        settings: ["hints": "off"], script: "swipe right; swipe up")
        == ["50.0, Volume,Value, 50, Slider", "55.0, Volume,Value, 55, Slider"])
    // The app's state description replaces the platform's.
    #expect(
      try said(
        volume + "stateDescription: \"{value} decibels\"\n" + platformLine(.android, "seekbar"),
        on: .android, reader: "talkback", settings: ["hints": "off"],
        script: "swipe right; swipe up") == ["50 decibels, Volume, Slider", "55 decibels"])
  }

  @Test("VoiceOver macOS, NSSlider: '50, Volume, slider' (low); interact then VO+Up")
  func voiceOverMac() throws {
    #expect(
      try said(
        volume + platformLine(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right; press VO+Shift+Down; press VO+Up")
        == ["50, Volume, slider", "55"])
    #expect(
      try said(
        volume + "enabled: false\n" + platformLine(.macos, "appkit"), on: .macos,
        reader: "voiceover-macos", script: "press VO+Right") == ["50, Volume, slider, dimmed"])
    #expect(
      try said(
        "control: slider\n" + platformLine(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right") == ["50, slider"])
    // The other side of the disagreement (JDK-7124293): the percent of the range.
    #expect(
      try said(
        volume + "maximum: 200\n" + platformLine(.macos, "appkit"), on: .macos,
        reader: "voiceover-macos",
        settings: ["sliderValue": "percent"],
        script: "press VO+Right; press VO+Shift+Down; press VO+Up") == [
          "25%, Volume, slider", "30%",
        ])
  }

  @Test("Narrator, WinUI Slider: 'Volume, slider, 50%', the new percent, nothing at the end")
  func narrator() throws {
    // #10595: name, "slider", the percent of the range even when it is not 0…100.
    #expect(
      try said(
        volume + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
        script: "press Tab; press Right; press End; press Right; press PageUp")
        == ["Volume, slider, 50%", "51%", "100%"])
    #expect(
      try said(
        volume + "minimum: -1\nmaximum: 1\nvalue: 0\n" + platformLine(.windows, "winui"),
        on: .windows,
        reader: "narrator", script: "press Tab") == ["Volume, slider, 50%"])
    // Disabled: Tab skips it; Narrator's next-item key reaches it.
    #expect(
      try said(
        volume + "enabled: false\n" + platformLine(.windows, "winui"), on: .windows,
        reader: "narrator",
        script: "press Tab; press Narrator+Right") == ["Volume, slider, 50%, disabled"])
    #expect(
      try said(
        "control: slider\n" + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
        script: "press Tab") == ["slider, 50%"])
  }

  @Test("NVDA, WinUI Slider: 'Volume slider 50', the raw value after each key")
  func nvda() throws {
    #expect(
      try said(
        volume + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
        script: "press Tab; press Right; press Home; press Left")
        == ["Volume slider 50", "51", "0"])
    #expect(
      try said(
        volume + "enabled: false\n" + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
        script: "press Tab") == [])
    #expect(
      try said(
        "control: slider\n" + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
        script: "press Tab") == ["slider 50"])
  }

  @Test("Orca, GtkScale: 'Level horizontal slider 3 30 percent.', then the value alone")
  func orca() throws {
    // test_gui_widget_notebook.py: a 0…10 scale at 3 named Level; Right says "4".
    #expect(
      try said(
        "control: slider\nlabel: Level\nvalue: 3\nmaximum: 10\n"
          + platformLine(.linux, "gtk-scale"),
        on: .linux, reader: "orca", script: "press Tab; press Right; press End; press Right")
        == ["Level horizontal slider 3 30 percent.", "4", "10"])
    #expect(
      try said(
        volume + "orientation: vertical\n" + platformLine(.linux, "gtk-scale"), on: .linux,
        reader: "orca", script: "press Tab; press PageUp")
        == ["Volume vertical slider 50 50 percent.", "60"])
    // Insensitive: not focusable, so Tab says nothing.
    #expect(
      try said(
        volume + "enabled: false\n" + platformLine(.linux, "gtk-scale"), on: .linux, reader: "orca",
        script: "press Tab") == [])
    #expect(
      try said(
        "control: slider\n" + platformLine(.linux, "gtk-scale"), on: .linux, reader: "orca",
        script: "press Tab") == ["horizontal slider 50 50 percent."])
  }

  @Test("Orca's own percent: the value over the width, truncated, the minimum not taken off")
  func orcaPercentArithmetic() throws {
    // GNOME/orca ax_value.py get_value_as_percent: int(value / (maximum - minimum) * 100).
    func focus(_ settings: String) throws -> [String] {
      try said(
        "control: slider\nlabel: Level\n" + settings + platformLine(.linux, "gtk-scale"),
        on: .linux,
        reader: "orca", script: "press Tab")
    }
    // 1 of 0…8 is 12.5 %: Orca truncates to 12 where rounding would say 13.
    #expect(try focus("maximum: 8\nvalue: 1\n") == ["Level horizontal slider 1 12 percent."])
    // 75 of 50…100 is 75 / 50: Orca says 150, the true place is 50 %.
    #expect(
      try focus("minimum: 50\nmaximum: 100\nvalue: 75\n")
        == ["Level horizontal slider 75 150 percent."])
    // -50…50 at 0: 0 / 100, so 0 percent, where the middle of the range is 50 %.
    #expect(
      try focus("minimum: -50\nmaximum: 50\nvalue: 0\n")
        == ["Level horizontal slider 0 0 percent."])
    // Narrator on the same 0…8 range at 1 keeps the true, rounded percent.
    #expect(
      try said(
        "control: slider\nlabel: Level\nmaximum: 8\nvalue: 1\n" + platformLine(.windows, "winui"),
        on: .windows, reader: "narrator", settings: ["hints": "off"], script: "press Tab")
        == ["Level, slider, 13%"])
  }

  @Test("A custom slider exposing no value: name and role only, and silence when it moves")
  func noValue() throws {
    let custom = volume + "exposesValue: false\n"
    #expect(
      try said(
        custom + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; swipe up")
        == ["Volume. Adjustable.", "Swipe up or down with one finger to adjust the value."])
    // Not a seek control to TalkBack: no adjust hint, and swipe up does not move it.
    let talkBack = try readerRun(
      custom + platformLine(.android, "seekbar"), on: .android, reader: "talkback",
      script: "swipe right; swipe up")
    #expect(talkBack.transcript.map(\.text) == ["Volume, Slider"])
    #expect(talkBack.control.value == .number(50))
    #expect(
      try said(
        custom + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
        script: "press Tab; press Right") == ["Volume slider"])
    #expect(
      try said(
        custom + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
        script: "press Tab; press Right") == ["Volume, slider"])
    #expect(
      try said(
        custom + platformLine(.linux, "gtk-scale"), on: .linux, reader: "orca",
        script: "press Tab; press Right") == ["Volume horizontal slider"])
  }

  @Test("Hints: the app's hint before VoiceOver's, after Orca's object; off means none")
  func hints() throws {
    let hinted = volume + "accessibility: { hint: Media volume }\n"
    #expect(
      try said(
        hinted + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right")
        == [
          "Volume: 50%. Adjustable.",
          "Media volume. Swipe up or down with one finger to adjust the value.",
        ])
    #expect(
      try said(
        hinted + platformLine(.linux, "gtk-scale"), on: .linux, reader: "orca", script: "press Tab")
        == ["Volume horizontal slider 50 50 percent.", "Media volume"])
    #expect(
      try said(
        volume + platformLine(.android, "seekbar"), on: .android, reader: "talkback",
        settings: ["hints": "off"], script: "swipe right") == ["50%, Volume, Slider"])
  }

  @Test("The app's announcement after a change is heard after the new value")
  func announcement() throws {
    #expect(
      try said(
        volume + "announcement: \"Volume {value}\"\n" + platformLine(.windows, "winui"),
        on: .windows,
        reader: "nvda", script: "press Tab; press Right") == [
          "Volume slider 50", "51", "Volume 51",
        ])
  }
}
