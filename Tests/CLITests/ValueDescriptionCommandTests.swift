import Testing

/// Issue #13: `--set stateDescription=…` on the platforms that have an equivalent of Android's
/// state description (iOS accessibilityValue, macOS accessibilityValueDescription, WinUI
/// ItemStatus, GTK 4 value text), through the commands a user runs.
@Suite("a11ysim --set stateDescription outside Android")
struct ValueDescriptionCommandTests {
  @Test("compare: each reader with a switch's own state words (GtkSwitch and UISwitch take none)")
  func compareSwitch() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/wifi-switch.yml", "--set", "stateDescription=Enabled",
      "--readers", "all", "--do", "press Tab", "--do", "press Space",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        > press Tab
          iOS      VoiceOver  Wi-Fi. Switch Button. Off. | Uses more battery. Double tap to toggle setting.
          macOS    VoiceOver  (silence: ignored: the NSSwitch takes keyboard focus only with Full Keyboard Access)
          Android  TalkBack   Enabled, Wi-Fi, Switch | Press Alt + ENTER to toggle
          Windows  Narrator   Wi-Fi, toggle switch, off | Enabled
          Windows  NVDA       Wi-Fi toggle button not pressed
          Linux    Orca       Wi-Fi check box not checked | Uses more battery
        > press Space
          iOS      VoiceOver  On
          macOS    VoiceOver  (silence: ignored: Space does nothing: keyboard focus is not on the switch)
          Android  TalkBack   Enabled
          Windows  Narrator   on
          Windows  NVDA       pressed
          Linux    Orca       checked

        """))
  }

  @Test("simulate --set: an NSStepper's value description, then the NumberBox's refusal")
  func simulateStepper() throws {
    let set = [
      "--set", "label=Quantity", "--set", "accessibility.presentation=adjustable", "--set",
      "stateDescription=\"{value} items\"",
    ]
    let mac = try RunCLI.run(
      ["simulate", "--platform", "macos", "--reader", "voiceover-macos"] + set + [
        "--do", "press Tab; press Up",
      ])
    #expect(mac.exitCode == 0)
    #expect(mac.stdout.contains("VoiceOver   0.00s  0 items, Quantity, stepper\n"))
    #expect(mac.stdout.contains("VoiceOver   6.83s  1 items\n"))
    let windows = try RunCLI.run(
      ["simulate", "--platform", "windows"] + set + ["--do", "press Tab"])
    #expect(windows.exitCode == 2)
    #expect(
      windows.stderr
        == "--set #3:1:1: error: 'stateDescription' applies to uikit, swiftui, appkit, material, "
        + "gtk-spinbutton, adw-spinrow, so it changes nothing here: Windows runs numberbox, which "
        + "takes label, value, minimum, maximum, step, largeStep, wraps, enabled, "
        + "acceptsExpression, validationMode, spinButtonPlacement, header, placeholderText, "
        + "numberFormatter\n")
  }
}
