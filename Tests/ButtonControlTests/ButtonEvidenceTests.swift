import ButtonControl
import Controls
import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The Button control on every platform with every reader: exact speech for focus,
/// activation, disabled, unlabelled and app-set hints, each from the evidence its pack rules
/// cite (see Documentation/Evidence.md, "Button").
@Suite("Button evidence")
struct ButtonEvidenceTests {
  let save = "control: button\nlabel: Save\naccessibility: { hint: Saves your draft }\n"

  @Test(
    "VoiceOver iOS: 'Save. Button.' then the app's hint; Dimmed when disabled; 'Button.' unnamed")
  func voiceOverIOS() throws {
    // AccessibilitySnapshot's description model: label, then "Dimmed." and "Button."
    // (AccessibilityPropertiesTests testButtonTraits); the hint is its own utterance.
    #expect(
      try said(
        save + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios", script: "swipe right"
      )
        == ["Save. Button.", "Saves your draft"])
    #expect(
      try said(
        save + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
        script: "swipe right",
        overrides: ["enabled=false"]) == ["Save. Dimmed. Button.", "Saves your draft"])
    #expect(
      try said(
        "control: button\n" + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right") == ["Button."])
  }

  @Test("Double-tap activates the button and VoiceOver says nothing more; a disabled one stays")
  func activation() throws {
    let run = try readerRun(
      save + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; double-tap")
    #expect(run.transcript.map(\.text) == ["Save. Button.", "Saves your draft"])
    #expect((run.control as? Button)?.activations == 1)
    let disabled = try readerRun(
      save + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; double-tap", overrides: ["enabled=false"])
    #expect((disabled.control as? Button)?.activations == 0)
  }

  @Test("The app's announcement after a click is what every reader says")
  func announcement() throws {
    let yaml = "control: button\nlabel: Save\nannouncement: Draft saved\n"
    for (platform, reader, focus) in [
      (Platform.ios, "voiceover-ios", "Save. Button."), (.windows, "narrator", "Save, button"),
      (.windows, "nvda", "Save button"), (.linux, "orca", "Save button"),
    ] {
      #expect(
        try said(yaml, on: platform, reader: reader, script: "press Tab; press Space")
          == [focus, "Draft saved"])
    }
  }

  @Test(
    "TalkBack: 'Save, Button' then 'Double-tap to activate'; Unlabelled only for an ImageButton")
  func talkBack() throws {
    // RoleDescriptionExtractor + strings_compositor.xml value_button; ClickableHint.
    #expect(
      try said(
        save + platformLine(.android, "button"), on: .android, reader: "talkback",
        script: "swipe right")
        == ["Save, Button", "Double-tap to activate"])
    #expect(
      try said(
        save + platformLine(.android, "compose"), on: .android, reader: "talkback",
        script: "swipe right",
        overrides: ["enabled=false"]) == ["Save, Button, disabled"])
    // NonTextViewsDescription.nodeState: an unnamed image view is "Unlabelled"; a Button with
    // no text has its role text and is just "Button".
    #expect(
      try said(
        "control: button\n" + platformLine(.android, "image-button"), on: .android,
        reader: "talkback",
        script: "swipe right") == ["Unlabelled, Button", "Double-tap to activate"])
    #expect(
      try said(
        "control: button\n" + platformLine(.android, "compose"), on: .android, reader: "talkback",
        script: "swipe right") == ["Button", "Double-tap to activate"])
    #expect(
      try said(
        save + platformLine(.android, "button"), on: .android, reader: "talkback",
        script: "press Tab")
        == ["Save, Button", "Press Alt + ENTER to activate"])
  }

  @Test(
    "Narrator and NVDA on a WinUI Button; a disabled one is skipped by Tab, read by Narrator+Right")
  func windows() throws {
    let yaml = save + platformLine(.windows, "winui")
    #expect(
      try said(yaml, on: .windows, reader: "narrator", script: "press Tab") == ["Save, button"])
    #expect(try said(yaml, on: .windows, reader: "nvda", script: "press Tab") == ["Save button"])
    #expect(
      try said(
        yaml, on: .windows, reader: "narrator", script: "press Tab", overrides: ["enabled=false"]
      ) == [])
    #expect(
      try said(
        yaml, on: .windows, reader: "narrator", script: "press Narrator+Right",
        overrides: ["enabled=false"]) == ["Save, button, disabled"])
  }

  @Test(
    "Orca: 'Save button' (at-spi2-core 2.53.1's role word); GTK names an icon button by its tooltip"
  )
  func orca() throws {
    #expect(
      try said(
        "control: button\nlabel: Save\n" + platformLine(.linux, "gtk-button"), on: .linux,
        reader: "orca",
        script: "press Tab") == ["Save button"])
    #expect(
      try said(
        "control: button\ntooltip: Save\n" + platformLine(.linux, "gtk-button"), on: .linux,
        reader: "orca", script: "press Tab") == ["Save button"])
    #expect(
      try said(
        "control: button\n" + platformLine(.linux, "gtk-button"), on: .linux, reader: "orca",
        script: "press Tab") == ["button"])
  }

  @Test("VoiceOver macOS: VO+Right reads 'Save, button'; Tab does not reach an NSButton by default")
  func voiceOverMac() throws {
    let yaml = "control: button\nlabel: Save\n" + platformLine(.macos, "appkit")
    #expect(
      try said(yaml, on: .macos, reader: "voiceover-macos", script: "press VO+Right")
        == ["Save, button"])
    let run = try readerRun(yaml, on: .macos, reader: "voiceover-macos", script: "press Tab")
    #expect(run.transcript.isEmpty)
    #expect(run.control.focusedPart == nil)
  }
}
