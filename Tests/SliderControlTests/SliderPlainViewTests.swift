import Core
import TestSupport
import Testing

/// A custom slider the app drew in a plain view (`accessibility.plainView`): no role, no value,
/// no adjust hint, and a reader's adjust gesture moves nothing; unlike `exposesValue: false`,
/// which keeps the SeekBar class and its "Slider" (Documentation/Evidence.md, "Plain views").
@Suite("Slider in a plain view")
struct SliderPlainViewTests {
  let volume = "control: slider\nlabel: Volume\naccessibility: { plainView: true }\n"

  @Test("TalkBack: 'Volume' alone: no 'Slider', no adjust hint, swipe up moves nothing")
  func talkBack() throws {
    // Role.getRole gives ROLE_SEEK_CONTROL only to the SeekBar class or to RangeInfo with
    // ACTION_SET_PROGRESS; a View with neither is ROLE_NONE and not clickable.
    let run = try readerRun(
      volume + platformLine(.android, "seekbar"), on: .android, reader: "talkback",
      script: "swipe right; swipe up")
    #expect(run.transcript.map(\.text) == ["Volume"])
    #expect(run.control.value == .number(50))
    // The same slider with exposesValue: false keeps its class: "Volume, Slider".
    #expect(
      try said(
        "control: slider\nlabel: Volume\nexposesValue: false\n" + platformLine(.android, "seekbar"),
        on: .android, reader: "talkback", script: "swipe right") == ["Volume, Slider"])
  }

  @Test("VoiceOver iOS: 'Volume', no adjustable hint, swipe up moves nothing")
  func voiceOver() throws {
    let run = try readerRun(
      volume + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; swipe up")
    #expect(run.transcript.map(\.text) == ["Volume"])
    #expect(run.control.value == .number(50))
  }

  @Test("Keyboard readers: the name (Narrator 'custom'); the app's Right key moves it silently")
  func keyboard() throws {
    let narrator = try readerRun(
      volume + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
      script: "press Tab; press Right")
    #expect(narrator.transcript.map(\.text) == ["Volume, custom"])
    #expect(narrator.control.value == .number(51))
    #expect(
      try said(
        volume + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
        script: "press Tab; press Right") == ["Volume"])
    #expect(
      try said(
        volume + platformLine(.linux, "gtk-scale"), on: .linux, reader: "orca",
        script: "press Tab; press Right") == ["Volume"])
    #expect(
      try said(
        volume + platformLine(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right") == ["Volume"])
  }
}
