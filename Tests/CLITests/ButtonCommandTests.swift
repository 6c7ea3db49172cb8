import Foundation
import Testing

/// The Button control through every command a user runs: simulate, compare, check and run.
@Suite("a11ysim with a button")
struct ButtonCommandTests {
  @Test("simulate: the button's heading, a click activates it, Space activates it with focus")
  func simulate() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/save-button.yml", "--platform", "windows", "--do",
      "tap control", "--do", "press Tab", "--do", "press Space",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Windows · winui (WinUI Button) · "Save"
          0.00s  > tap control
          0.00s  control activated
          0.00s  > press Tab
          0.00s  focus moved to control
          0.00s  > press Space
          0.00s  control activated

        """)
  }

  @Test("compare: every reader's focus speech for the same button")
  func compare() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/save-button.yml", "--readers", "all", "--do", "press Tab",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.contains(
        """
          iOS      VoiceOver  Save. Button. | Saves your draft
          macOS    VoiceOver  (silence: ignored: the NSButton takes keyboard focus only with Full Keyboard Access)
          Android  TalkBack   Save, Button | Press Alt + ENTER to activate
          Windows  Narrator   Save, button
          Windows  NVDA       Save button
          Linux    Orca       Save button | Saves your draft
        """))
  }

  @Test("check: an icon button nobody named fails MagentaA11y's name criterion (exit 1)")
  func check() throws {
    let result = try RunCLI.run(["check", "Scenarios/components/icon-button-unlabelled.yml"])
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.hasPrefix(
        "icon-button-unlabelled (Scenarios/components/icon-button-unlabelled.yml): MagentaA11y button criteria\n"
      ))
    #expect(
      result.stdout.contains("output-name         MUST      FAIL     FAIL     FAIL     FAIL\n"))
    #expect(
      result.stdout.contains(
        "the focused button has no name (TalkBack says \"Unlabelled, Button\")"))
  }

  @Test(
    "A disabled button or switch ignores a double-tap: no click reaches the reader",
    arguments: [
      ("save-button.yml", "ios", "voiceover", "Save. Dimmed. Button.", "button"),
      ("save-button.yml", "android", "talkback", "Save, Button, disabled", "button"),
      ("wifi-switch.yml", "android", "talkback", "OFF, Wi-Fi, Switch, disabled", "switch"),
    ])
  func disabledDoubleTap(
    component: String, platform: String, reader: String, focus: String, noun: String
  ) throws {
    let arguments = [
      "Scenarios/components/\(component)", "--platform", platform, "--set", "enabled=false",
      "--do", "swipe right", "--do", "double-tap",
    ]
    let events = try RunCLI.run(["simulate"] + arguments + ["--reader", reader, "--events"])
    #expect(events.exitCode == 0, "\(events.stderr)")
    // The control ignores it, and no `clicked` follows (a disabled native control sends none).
    #expect(
      events.stdout.hasSuffix(
        """
        > double-tap
          · ignored: the \(noun) is disabled

        """), "\(events.stdout)")
    #expect(events.stdout.contains("0.00s  \(focus)\n"))
    // explain gives the control's reason alone, not a reader's click rule (VoiceOver's cited a
    // stepper's before).
    let explained = try RunCLI.run(["explain"] + arguments)
    #expect(explained.exitCode == 0, "\(explained.stderr)")
    #expect(
      explained.stdout.hasSuffix(
        """
        > double-tap
        (nothing was said)
            why: ignored: the \(noun) is disabled

        """), "\(explained.stdout)")
    #expect(!explained.stdout.contains("clicked"))
    #expect(!explained.stdout.contains("UIStepper"))
  }

  @Test("A component file that mixes controls' settings says which control takes them")
  func wrongSettings() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/save-button.yml", "--set", "wraps=true", "--do",
      "tap control",
    ])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "--set #1:1:1: error: 'wraps' is a stepper setting, and this component is a button; "
        + "a button takes label, enabled, tooltip, announcement, announcedAs\n")
  }
}
