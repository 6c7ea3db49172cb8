import Foundation
import Testing

/// The switch through the commands a user runs: compare, variants, run, and check (which has
/// no switch criteria yet and says so instead of running the stepper's).
@Suite("a11ysim with a switch")
struct SwitchCommandTests {
  @Test("compare: every reader's focus and toggle speech for the same switch")
  func compare() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/wifi-switch.yml", "--readers", "all", "--do", "press Tab",
      "--do", "press Space",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        > press Tab
          iOS      VoiceOver  Wi-Fi. Switch Button. Off. | Uses more battery. Double tap to toggle setting.
          macOS    VoiceOver  (silence: ignored: the NSSwitch takes keyboard focus only with Full Keyboard Access)
          Android  TalkBack   OFF, Wi-Fi, Switch | Press Alt + ENTER to toggle
          Windows  Narrator   Wi-Fi, off, toggle switch
          Windows  NVDA       Wi-Fi toggle button not pressed
          Linux    Orca       Wi-Fi off switch | Uses more battery
        > press Space
          iOS      VoiceOver  On
          macOS    VoiceOver  (silence: ignored: Space does nothing: keyboard focus is not on the switch)
          Android  TalkBack   ON
          Windows  Narrator   on
          Windows  NVDA       pressed
          Linux    Orca       on

        """))
  }

  @Test("simulate --variant takes the switch's own variants, and names them for another's")
  func variantOption() throws {
    let compose = try RunCLI.run([
      "simulate", "Scenarios/components/wifi-switch.yml", "--platform", "android", "--variant",
      "compose", "--reader", "talkback", "--do", "focus switch; double-tap",
    ])
    #expect(compose.exitCode == 0, "\(compose.stderr)")
    #expect(
      compose.stdout == """
        Android · compose (Compose Switch) · "Wi-Fi" · off · TalkBack
        > focus switch
        TalkBack    0.00s  Off, Wi-Fi, Switch
        TalkBack    1.23s  Double-tap to toggle
        > double-tap
        TalkBack    2.26s  On

        """)
    let stepper = try RunCLI.run([
      "simulate", "Scenarios/components/wifi-switch.yml", "--platform", "android", "--variant",
      "numberpicker",
    ])
    #expect(stepper.exitCode == 2)
    #expect(
      stepper.stderr
        == "error: --variant: 'numberpicker' is not a switch variant on Android; expected one of "
        + "switch-compat, compose\n")
  }

  @Test("simulate --os-version linux=3: GTK 3's switch is a toggle button")
  func gtk3() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/wifi-switch.yml", "--platform", "linux", "--reader",
      "orca", "--os-version", "linux=3", "--do", "press Tab",
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("Orca        0.00s  Wi-Fi toggle button not pressed"))
  }

  @Test("run: the shipped switch feature passes")
  func run() throws {
    let result = try RunCLI.run(["run", "Scenarios/switch.feature"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        "12 scenarios (12 passed)\n79 steps (79 passed)\n12 passed, 0 failed\n"))
  }

  @Test("check: no switch criteria yet, so it refuses (exit 2) rather than run the stepper's")
  func check() throws {
    let result = try RunCLI.run(["check", "Scenarios/components/wifi-switch.yml"])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains(
        "a11ysim check has no criteria for a switch yet; test it with scenarios and a11ysim run"))
  }
}
