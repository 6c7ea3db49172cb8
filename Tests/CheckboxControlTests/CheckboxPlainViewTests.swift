import Core
import TestSupport
import Testing

/// A custom checkbox the app drew in a plain view (`accessibility.plainView`): its name and no
/// role or checked state; checking it says nothing (Documentation/Evidence.md, "Plain views").
@Suite("Checkbox in a plain view")
struct CheckboxPlainViewTests {
  let terms = "control: checkbox\nlabel: Accept terms\naccessibility: { plainView: true }\n"

  @Test("TalkBack: 'Accept terms', 'Double-tap to activate'; no 'not checked', silent check")
  func talkBack() throws {
    let run = try readerRun(
      terms + platformLine(.android, "checkbox"), on: .android, reader: "talkback",
      script: "swipe right; double-tap")
    #expect(run.transcript.map(\.text) == ["Accept terms", "Double-tap to activate"])
    #expect(run.control.value == .toggle(.on))
  }

  @Test("VoiceOver iOS 'Accept terms'; Narrator with 'custom'; NVDA, Orca, macOS the name")
  func others() throws {
    #expect(
      try said(
        terms + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; double-tap") == ["Accept terms"])
    #expect(
      try said(
        terms + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
        script: "press Tab; press Space") == ["Accept terms, custom"])
    #expect(
      try said(
        terms + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
        script: "press Tab; press Space") == ["Accept terms"])
    #expect(
      try said(
        terms + platformLine(.linux, "gtk-check-button"), on: .linux, reader: "orca",
        script: "press Tab; press Space") == ["Accept terms"])
    #expect(
      try said(
        terms + platformLine(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right") == ["Accept terms"])
  }
}
