import Controls
import Core
import TestSupport
import Testing

/// A custom switch the app drew in a plain view (`accessibility.plainView`): every reader hears
/// its name and no role or state, and toggling it says nothing (Documentation/Evidence.md,
/// "Plain views").
@Suite("Switch in a plain view")
struct SwitchPlainViewTests {
  let wifi = "control: switch\nlabel: Wi-Fi\naccessibility: { plainView: true }\n"

  @Test("TalkBack: 'Wi-Fi' and 'Double-tap to activate', no 'Switch', silence after a toggle")
  func talkBack() throws {
    // Role.getRole: a View is ROLE_NONE, so no role word and no checkable hint; a click listener
    // makes it clickable ("Double-tap to activate"); a click says nothing and no state changes.
    let run = try readerRun(
      wifi + platformLine(.android, "switch-compat"), on: .android, reader: "talkback",
      script: "swipe right; double-tap")
    #expect(run.transcript.map(\.text) == ["Wi-Fi", "Double-tap to activate"])
    #expect(run.transcript[1].rule == "talkback/hint.clickable")
    #expect(run.control.value == .toggle(.on))
  }

  @Test("VoiceOver iOS: the label alone, 'Wi-Fi', no switch hint; double-tap toggles silently")
  func voiceOver() throws {
    // AccessibilitySnapshot accessibilityDescription: no traits, no value: the label only.
    let run = try readerRun(
      wifi + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; double-tap")
    #expect(run.transcript.map(\.text) == ["Wi-Fi"])
    #expect(run.control.value == .toggle(.on))
  }

  @Test("Narrator 'Wi-Fi, custom'; NVDA and Orca the name alone; Space toggles silently")
  func desktop() throws {
    let narrator = try readerRun(
      wifi + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
      script: "press Tab; press Space")
    #expect(narrator.transcript.map(\.text) == ["Wi-Fi, custom"])
    #expect(narrator.control.value == .toggle(.on))
    #expect(
      try said(
        wifi + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
        script: "press Tab; press Space") == ["Wi-Fi"])
    #expect(
      try said(
        wifi + platformLine(.linux, "gtk-switch"), on: .linux, reader: "orca",
        script: "press Tab; press Space") == ["Wi-Fi"])
    // VoiceOver on macOS: no source says what it speaks for a view without a role (low).
    #expect(
      try said(
        wifi + platformLine(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right; press VO+Space") == ["Wi-Fi"])
  }

  @Test("The shared toggle steps still reach the switch inside the plain view")
  func wrapped() throws {
    let run = try readerRun(
      wifi + platformLine(.android, "switch-compat"), on: .android, reader: "talkback",
      script: "swipe right")
    let toggle = try #require(run.control as? any Toggleable)
    #expect(toggle.stateWord == "off")
  }
}
