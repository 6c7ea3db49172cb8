import Core
import TestSupport
import Testing

/// A custom button the app drew in a plain view (`accessibility.plainView`): its name and, on
/// Android, the click hint; no "Button" anywhere (Documentation/Evidence.md, "Plain views").
@Suite("Button in a plain view")
struct ButtonPlainViewTests {
  let save = "control: button\nlabel: Save\naccessibility: { plainView: true }\n"

  @Test("TalkBack 'Save' then 'Double-tap to activate'; VoiceOver 'Save'; no role word")
  func touchReaders() throws {
    // Role.getRole: a clickable View is ROLE_NONE; AccessibilitySnapshot: no traits, the label.
    #expect(
      try said(
        save + platformLine(.android, "button"), on: .android, reader: "talkback",
        script: "swipe right")
        == ["Save", "Double-tap to activate"])
    #expect(
      try said(
        save + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios", script: "swipe right"
      )
        == ["Save"])
    // Compose and SwiftUI alike: a clickable Box or a View with a tap gesture has no role.
    #expect(
      try said(
        save + platformLine(.android, "compose"), on: .android, reader: "talkback",
        script: "swipe right")
        == ["Save", "Double-tap to activate"])
    #expect(
      try said(
        save + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
        script: "swipe right")
        == ["Save"])
  }

  @Test("Narrator 'Save, custom'; NVDA, Orca and VoiceOver on macOS the name alone")
  func desktopReaders() throws {
    #expect(
      try said(
        save + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
        script: "press Tab")
        == ["Save, custom"])
    #expect(
      try said(
        save + platformLine(.windows, "winui"), on: .windows, reader: "nvda", script: "press Tab")
        == ["Save"])
    #expect(
      try said(
        save + platformLine(.linux, "gtk-button"), on: .linux, reader: "orca", script: "press Tab")
        == ["Save"])
    #expect(
      try said(
        save + platformLine(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right") == ["Save"])
  }
}
