import Foundation
import TestSupport
import Testing

@Suite("a11ysim simulate and variants")
struct SimulateCommandTests {
  @Test("The README's command: hold increment on iOS for the shipped Quantity stepper")
  func readmeCommand() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/quantity.yml", "--platform", "ios", "--do",
      "hold increment 3s",
    ])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout
        == """
        iOS · uikit (UIStepper) · "Quantity" · value 2 · 0…10 · step 1
          0.00s  > hold increment 3s
          0.00s  value changed 2 → 3 (increment)
          0.50s  value changed 3 → 4 (auto-repeat increment)
          1.00s  value changed 4 → 5 (auto-repeat increment)
          1.50s  value changed 5 → 6 (auto-repeat increment)
          2.00s  value changed 6 → 7 (auto-repeat increment)
          2.10s  value changed 7 → 8 (auto-repeat increment)
          2.20s  value changed 8 → 9 (auto-repeat increment)
          2.30s  value changed 9 → 10 (auto-repeat increment)
          2.30s  increment button disabled
          2.30s  note: the increment button is disabled; the hold stops repeating

        """.replacingOccurrences(of: "note: the increment", with: "ignored: the increment"))
  }

  @Test(
    "--os-version sets the device's iOS version, not VoiceOver's; a version without evidence is refused"
  )
  func osVersion() throws {
    let arguments = [
      "simulate", "--platform", "ios", "--set", "value=0", "--reader", "voiceover-ios", "--do",
      "touch decrement",
    ]
    let ios18 = try RunCLI.run(arguments)
    let ios26 = try RunCLI.run(arguments + ["--os-version", "ios=26"])
    #expect(ios18.stdout.hasSuffix("VoiceOver   0.00s  Decrement. Dimmed. Button.\n"))
    #expect(ios26.stdout.hasSuffix("VoiceOver   0.00s  Decrement. Button.\n"))
    let refused = try RunCLI.run(arguments + ["--os-version", "ios=19"])
    #expect(refused.exitCode == 64)
    #expect(
      refused.stderr.hasPrefix(
        "Error: --os-version 'ios=19': iOS 19 is not modelled; expected one of 17, 18, 26\n"))
    let old = try RunCLI.run(arguments + ["--reader-setting", "osVersion=26"])
    #expect(old.exitCode == 2)
    #expect(
      old.stderr
        == "error: 'osVersion' is not a reader setting: the OS version belongs to the platform "
        + "(--os-version ios=26, or 'Given the iOS version is 26')\n")
  }

  @Test("Without a file: the platform's default variant, --set and --variant")
  func withoutFile() throws {
    let result = try RunCLI.run([
      "simulate", "--platform", "linux", "--variant", "adw-spinrow", "--set", "value=5",
      "--set", "digits=1", "--do", "focus field; press PageUp",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Linux · adw-spinrow (AdwSpinRow) · value 5 · shows "5.0" · 0…100 · step 1
          0.00s  > focus field
          0.00s  focus moved to field
          0.00s  > press PageUp
          0.00s  value changed 5 → 15 (key PageUp)

        """)
  }

  @Test("--script reads a file of interactions; --format json")
  func scriptAndJSON() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let script = folder.appendingPathComponent("steps.txt")
    try "# two taps\ntap increment\ntap increment\n".write(
      to: script, atomically: true, encoding: .utf8)
    let result = try RunCLI.run([
      "simulate", "--platform", "macos", "--script", script.path, "--format", "json",
    ])
    #expect(result.exitCode == 0)
    let runs = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(runs.count == 1)
    #expect(runs[0]["platform"] as? String == "macos")
    #expect(runs[0]["finalValue"] as? Double == 2)
    #expect((runs[0]["entries"] as? [Any])?.count == 5)
  }

  @Test(
    "--reader --format json: a control with no number has no final value, and its run is there")
  func readerJSONWithoutNumber() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/save-button.yml", "--platform", "ios", "--reader",
      "voiceover", "--do", "swipe right", "--format", "json",
    ])
    #expect(result.exitCode == 0)
    let runs = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let run = try #require(runs.first)
    #expect(runs.count == 1)
    #expect(run["finalValue"] == nil)  // left out, as the run without a reader leaves it out
    let transcript = try #require(run["transcript"] as? [[String: Any]])
    #expect(transcript.map { $0["text"] as? String } == ["Save. Button.", "Saves your draft"])
  }

  @Test("A bad interaction exits 2 with file:line:column and what was expected")
  func badInteraction() throws {
    let result = try RunCLI.run([
      "simulate", "--platform", "ios", "--do", "tap increment; hold plus forever",
    ])
    #expect(result.exitCode == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        --do #1:1:26: error: expected a duration such as 3s, 1.5s or 500ms, found 'forever'

        """)
  }

  @Test("A bad component file exits 2 naming file:line:column")
  func badComponent() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let file = folder.appendingPathComponent("bad.yml")
    try "label: Quantity\nmaximm: 10\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(["simulate", file.path, "--platform", "ios"])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "\(file.path):2:1: error: unknown key 'maximm' (did you mean 'maximum'?)\n")
  }

  @Test(
    "A --set the running variant does not take is an error naming the variant and its settings",
    arguments: [
      (
        ["--platform", "ios", "--set", "editable=false"],
        "'editable' applies to gtk-spinbutton, adw-spinrow, so it changes nothing here: iOS runs "
          + "uikit, which takes label, value, minimum, maximum, step, wraps, continuous, "
          + "autorepeat, enabled, stateDescription"
      ),
      (
        ["--platform", "android", "--set", "numberFormatter.kind=percent"],
        "'numberFormatter' applies to numberbox, so it changes nothing here: Android runs "
          + "material, which takes label, value, minimum, maximum, step, wraps, autorepeat, enabled, "
          + "stateDescription, rangeKind, increment.stateDescription, decrement.stateDescription"
      ),
      (
        ["Scenarios/components/quantity.yml", "--platform", "android", "--set", "largeStep=5"],
        "'largeStep' applies to numberbox, gtk-spinbutton, adw-spinrow, so it changes nothing "
          + "here: Android runs material, which takes label, value, minimum, maximum, step, wraps, "
          + "autorepeat, enabled, stateDescription, rangeKind, increment.stateDescription, "
          + "decrement.stateDescription"
      ),
    ])
  func overrideTheVariantDoesNotTake(arguments: [String], message: String) throws {
    let result = try RunCLI.run(["simulate"] + arguments + ["--do", "tap increment"])
    #expect(result.exitCode == 2)
    #expect(result.stderr == "--set #1:1:1: error: \(message)\n")
  }

  @Test("A --set some running variant takes is applied")
  func overrideTheVariantTakes() throws {
    let linux = try RunCLI.run([
      "simulate", "--platform", "linux", "--set", "editable=false", "--do", "press Tab; press Up",
    ])
    #expect(linux.exitCode == 0)
    #expect(linux.stdout.contains("its keys ring the error bell"))
    // Without --platform every platform runs, and Linux takes it.
    let all = try RunCLI.run(["simulate", "--set", "editable=false", "--do", "tap increment"])
    #expect(all.exitCode == 0)
  }

  @Test(
    "--platform and --variant: a --set is checked against the variant that runs, not the default variants"
  )
  func overrideForTheChosenVariant() throws {
    // iOS's default checkbox (a UIButton) and Android's (CheckBox) have no mixed state; only
    // the variant asked for runs, so only it is checked.
    for setting in ["state=mixed", "platforms.android.state=mixed"] {
      let result = try RunCLI.run([
        "simulate", "--set", "control=checkbox", "--set", "label=Select all", "--set", setting,
        "--platform", "android", "--variant", "compose", "--reader", "talkback", "--reader-setting",
        "hints=off", "--do", "focus control",
      ])
      #expect(result.exitCode == 0, "\(setting): \(result.stderr)")
      #expect(
        result.stdout
          == """
          Android · compose (Compose Checkbox) · "Select all" · mixed · TalkBack
          > focus control
          TalkBack    0.00s  Partially checked, Select all, Check box

          """, "\(setting)")
    }
    // Without --variant the platform's default variant runs, and it still refuses.
    let refused = try RunCLI.run([
      "simulate", "--set", "control=checkbox", "--set", "state=mixed", "--platform", "android",
      "--do", "focus control",
    ])
    #expect(refused.exitCode == 2)
    #expect(
      refused.stderr
        == "--set #2:1:1: error: state on Android (checkbox): a CheckBox has no mixed state; use compose\n"
    )
  }

  @Test("Bad usage exits 64")
  func badUsage() throws {
    let result = try RunCLI.run(["simulate", "--platform", "beos"])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr.contains(
        "unknown platform 'beos'; expected one of ios, macos, android, windows, linux"))
  }

  @Test("variants lists defaults and settings")
  func variants() throws {
    let result = try RunCLI.run(["variants", "appkit", "--control", "stepper"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        control: stepper — A value changed in steps: − and + buttons, arrows, a spin button.

        appkit — NSStepper (macOS)
          defaults: value 0, minimum 0, maximum 59, step 1, wraps false, continuous true, autorepeat true, enabled true
          settings: label, value, minimum, maximum, step, wraps, continuous, autorepeat, enabled, stateDescription

        """)
    // A name several controls share lists each; a button's and a switch's settings are their own.
    let both = try RunCLI.run(["variants", "appkit"])
    #expect(
      both.stdout.hasSuffix(
        """
        control: button — A push button: a tap, a click, Space or Enter activates it.

        appkit — NSButton (macOS)
          defaults: enabled true, announcedAs standard
          settings: label, enabled, tooltip, announcement, announcedAs

        control: switch — An on/off switch: a tap, a click or Space toggles it.

        appkit — NSSwitch (macOS)
          defaults: on false, enabled true, announcedAs standard
          settings: label, on, enabled, tooltip, stateDescription, announcement, announcedAs

        control: checkbox — A checkbox, checked, not checked or mixed: a tap, a click or Space toggles it.

        appkit — NSButton (checkbox) (macOS)
          defaults: state unchecked, allowsMixed false, enabled true, announcedAs standard
          settings: label, state, allowsMixed, enabled, tooltip, announcement, announcedAs

        control: slider — A slider: arrow keys, a screen reader's swipe up or down, or the app move its value.

        appkit — NSSlider (macOS)
          defaults: value 50, minimum 0, maximum 100, enabled true, orientation horizontal, exposesValue true, announcedAs standard
          settings: label, value, minimum, maximum, step, valueText, enabled, tooltip, orientation, exposesValue, announcement, announcedAs

        control: progress — A progress indicator: the app sets its value, or it is busy with none; nobody adjusts it.

        appkit — NSProgressIndicator (macOS)
          defaults: value 0, minimum 0, maximum 100, indeterminate false, exposesValue true
          settings: label, value, minimum, maximum, indeterminate, exposesValue

        control: disclosure — A disclosure (expandable): a tap, a click or Space shows or hides its content.

        appkit — NSButton (disclosure triangle) (macOS)
          defaults: expanded false, enabled true, exposesExpandedState true, updatesExpandedState true
          settings: label, expanded, enabled, exposesExpandedState, updatesExpandedState

        control: text-field — A text field: focus reaches it, a tap or activate starts editing, typing adds text.

        appkit — NSTextField (macOS)
          defaults: text "", enabled true, exposesError true
          settings: label, text, placeholder, enabled, error, exposesError, clearButton, peerReportsInvalid, required, multiLine

        control: radio-group — A radio group: one option of several is chosen; a tap, a click or Space chooses one, and on the desktop the arrow keys move and choose.

        appkit — NSButton (radio) (macOS)
          defaults: enabled true, grouped true, labelsOptions true, exposesSelection true
          settings: label, selected, enabled, grouped, labelsOptions, exposesSelection, options { … }

        control: toast — A toast or snackbar: a message the app shows for a while, spoken without moving focus, with at most one action.

        appkit — custom panel + NSAccessibility.post(.announcementRequested) (macOS)
          defaults: message "Copied to clipboard", duration short, announces true, announcedAs standard, enabled true
          settings: message, actionLabel, trigger, duration, seconds, announces, announcedAs, title, severity, closable, showingEvent, openedAtLoad, enabled

        """))
    // Every setting's default, and the NumberBox's formatter among its settings (seed 000's table).
    let numberBox = try RunCLI.run(["variants", "numberbox"])
    #expect(
      numberBox.stdout.contains(
        "defaults: value NaN (empty), minimum -∞, maximum ∞, step 1, largeStep 10, wraps false, "
          + "enabled true, acceptsExpression false, validationMode invalidInputOverwritten, "
          + "spinButtonPlacement hidden\n"))
    #expect(numberBox.stdout.contains(", header, placeholderText, numberFormatter { … }\n"))
    let gtk = try RunCLI.run(["variants", "gtk-spinbutton"])
    #expect(
      gtk.stdout.contains(
        "climbRate 0, digits 0, numeric false, editable true, snapToTicks false, updatePolicy "
          + "always, orientation horizontal\n"))
  }
}

@Suite("Scenario settings the platform's variant does not take")
struct ScenarioSettingScopeTests {
  @Test("'the setting' for another variant fails the scenario naming the variant (exit 2)")
  func settingForAnotherVariant() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(
      """
      Feature: s
        Scenario: s
          Given I am on a screen with a stepper
          And the platform is iOS
          And the setting "editable" is "false"
          When I swipe right

      """, named: "set.feature", in: folder)
    let result = try RunCLI.run(["run", "set.feature"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stdout.contains(
        "the scenario's setting 'editable=false': 'editable' applies to gtk-spinbutton, "
          + "adw-spinrow, so it changes nothing here: iOS runs uikit, which takes label, value, "
          + "minimum, maximum, step, wraps, continuous, autorepeat, enabled, stateDescription"))
  }
}
