import Foundation
import TestSupport
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
          Windows  Narrator   Wi-Fi, toggle switch, off
          Windows  NVDA       Wi-Fi toggle button not pressed
          Linux    Orca       Wi-Fi check box not checked | Uses more battery
        > press Space
          iOS      VoiceOver  On
          macOS    VoiceOver  (silence: ignored: Space does nothing: keyboard focus is not on the switch)
          Android  TalkBack   ON
          Windows  Narrator   on
          Windows  NVDA       pressed
          Linux    Orca       checked

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
    #expect(RunSummary(uniform: "passed", in: result.stdout) != nil, "\(result.stdout)")
  }

  @Test("check: a native switch against MagentaA11y's toggle switch page, the exact report")
  func check() throws {
    let result = try RunCLI.run(["check", "Scenarios/components/wifi-switch.yml"])
    // macOS's keyboard focus fails: an NSSwitch takes Tab only with Full Keyboard Access. And
    // Linux's role: GTK 4's AT-SPI bridge sends the switch as a check box, which Orca says.
    #expect(result.exitCode == 1)
    #expect(
      result.stdout == """
        Wi-Fi (Scenarios/components/wifi-switch.yml): MagentaA11y toggle switch criteria

        criterion            priority  iOS      macOS    Android  Windows  Linux
        keyboard-focus       MUST      PASS     FAIL     PASS     PASS     PASS
        keyboard-space       MUST      PASS     n/a      PASS     n/a      n/a
        keyboard-enter       MUST      n/a      n/a      PASS     n/a      n/a
        gesture-swipe        MUST      PASS     n/a      PASS     n/a      n/a
        gesture-double-tap   MUST      PASS     n/a      PASS     n/a      n/a
        output-name          MUST      PASS     PASS     PASS     PASS     PASS
        output-role          MUST      PASS     PASS     PASS     PASS     FAIL
        output-state         MUST      PASS     PASS     PASS     PASS     n/a
        output-state-on-off  MUST      PASS     PASS     PASS     PASS     PASS
        output-state-change  MUST      PASS     PASS     PASS     PASS     PASS
        text-resize          SHOULD    PASS     PASS     PASS     PASS     PASS

        n/a: keyboard-space: the page asks for Space on iOS and Android only
        n/a: keyboard-enter: the page asks for Enter on Android only
        n/a: gesture-swipe: touch-screen gestures are for iOS and Android
        n/a: gesture-double-tap: touch-screen gestures are for iOS and Android
        n/a: output-state: Orca reaches a switch by Tab, and a disabled (insensitive) GTK switch takes no focus

        Failing criteria, with the transcript as proof:

        FAIL  keyboard-focus: the switch [macOS] MUST  # Scenarios/components/wifi-switch.yml#macos:7
          Tab or arrow keys: Focus visibly moves to the switch
          Then the focus visibly moves
            keyboard focus did not move to a part of the control
          transcript:
            (no screen reader speech)

        FAIL  output-role: the switch [Linux] MUST  # Scenarios/components/wifi-switch.yml#linux:25
          Role: Identifies itself as a switch button in iOS and switch in Android
          Then it is identified as a switch
            the focused element is exposed as a check box, not a switch: Orca said "Wi-Fi check box not checked", "Uses more battery"
          transcript:
            Orca  0.00s  Wi-Fi check box not checked
            Orca  1.67s  Uses more battery

        11 criteria × 5 platforms: 39 passed, 2 failed (2 MUST, 0 SHOULD), 14 not applicable
        check failed: 2 MUST criteria failed

        """)
  }

  @Test("check --criteria switch: a custom switch drawn as a button fails the state criteria")
  func checkCustomSwitch() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/custom-switch-as-button.yml", "--criteria", "switch",
      "--platforms", "ios",
    ])
    #expect(result.exitCode == 1)
    #expect(
      result.stdout == """
        Wi-Fi (Scenarios/components/custom-switch-as-button.yml): MagentaA11y toggle switch criteria

        criterion            priority  iOS
        keyboard-focus       MUST      PASS
        keyboard-space       MUST      PASS
        keyboard-enter       MUST      n/a
        gesture-swipe        MUST      FAIL
        gesture-double-tap   MUST      FAIL
        output-name          MUST      PASS
        output-role          MUST      FAIL
        output-state         MUST      FAIL
        output-state-on-off  MUST      FAIL
        output-state-change  MUST      FAIL
        text-resize          SHOULD    PASS

        n/a: keyboard-enter: the page asks for Enter on Android only

        Failing criteria, with the transcript as proof:

        FAIL  gesture-swipe: the switch [iOS] MUST  # Scenarios/components/custom-switch-as-button.yml#ios:27
          Swipe: Focus moves to the element, expresses its name, role, state
          And its on or off state is expressed
            the button "Wi-Fi" exposes no on/off state: a reader cannot tell whether it is on (heard "Wi-Fi. Button.")
          transcript:
            VoiceOver  0.00s  Wi-Fi. Button.

        FAIL  gesture-double-tap: the switch [iOS] MUST  # Scenarios/components/custom-switch-as-button.yml#ios:37
          Doubletap: Element toggles between states
          Then the switch is toggled
            the button "Wi-Fi" exposes no on/off state: a reader cannot tell whether it is on
          transcript:
            VoiceOver  0.00s  Wi-Fi. Button.

        FAIL  output-role: the switch [iOS] MUST  # Scenarios/components/custom-switch-as-button.yml#ios:54
          Role: Identifies itself as a switch button in iOS and switch in Android
          Then it is identified as a switch
            the focused element is exposed as a button, not a switch: VoiceOver said "Wi-Fi. Button."
          transcript:
            VoiceOver  0.00s  Wi-Fi. Button.

        FAIL  output-state: the switch [iOS] MUST  # Scenarios/components/custom-switch-as-button.yml#ios:62
          State: Express its state (disabled/dimmed, on/off)
          And its on or off state is expressed
            the button "Wi-Fi" exposes no on/off state: a reader cannot tell whether it is on (heard "Wi-Fi. Dimmed. Button.")
          transcript:
            VoiceOver  0.00s  Wi-Fi. Dimmed. Button.

        FAIL  output-state-on-off: the switch [iOS] MUST  # Scenarios/components/custom-switch-as-button.yml#ios:72
          State: Express its state (on/off) when it is reached
          Then its on or off state is expressed
            the button "Wi-Fi" exposes no on/off state: a reader cannot tell whether it is on (heard "Wi-Fi. Button.")
          transcript:
            VoiceOver  0.00s  Wi-Fi. Button.

        FAIL  output-state-change: the switch [iOS] MUST  # Scenarios/components/custom-switch-as-button.yml#ios:80
          State: Express the new state (on/off) when it toggles
          Then its new state is expressed when it toggles
            the button "Wi-Fi" exposes no on/off state: a reader cannot tell whether it is on (heard "Wi-Fi. Button.")
          transcript:
            VoiceOver  0.00s  Wi-Fi. Button.

        11 criteria × 1 platform: 4 passed, 6 failed (6 MUST, 0 SHOULD), 1 not applicable
        check failed: 6 MUST criteria failed

        """)
    // Judged by its own control's page, the same button passes: nothing says it is a switch.
    let own = try RunCLI.run(["check", "Scenarios/components/custom-switch-as-button.yml"])
    #expect(own.exitCode == 0)
    #expect(own.stdout.hasSuffix("check passed\n"))
  }

  @Test("check --criteria: a control without criteria is refused, naming those with some")
  func checkUnknownCriteria() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/save-button.yml", "--criteria", "dial",
    ])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "error: a11ysim check has no criteria for 'dial'; --criteria takes "
        + ShippedControls.commaList + "\n")
  }
}
