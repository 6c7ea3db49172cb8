import Foundation
import TestSupport
import Testing

/// Screens from the built binary: `simulate` and `compare` take a screen file (found by its
/// `screen:` key), and a scenario's `Given the screen` and `Then the reading order is:` run one.
@Suite("Screens from the command line")
struct ScreenCommandTests {
  @Test("simulate: TalkBack swipes from the heading into the stepper")
  func simulate() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/screens/checkout.yml", "--platform", "android", "--reader",
      "talkback", "--do", "next item; next item; next item",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Android · screen "Checkout" · 6 elements · 3 components · TalkBack
        > next item
        TalkBack    0.00s  Checkout, Heading
        > next item
        TalkBack    0.79s  Review your order before you pay.
        > next item
        TalkBack    2.94s  Quantity

        """)
  }

  @Test("compare: the same intent on every platform's own reader")
  func compare() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/screens/checkout.yml", "--do", "next item",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Checkout on iOS (VoiceOver), macOS (VoiceOver), Android (TalkBack), Windows (Narrator), Linux (Orca)
        > next item
          iOS      VoiceOver  Checkout. Heading.
          macOS    VoiceOver  Checkout, heading level 1
          Android  TalkBack   Checkout, Heading
          Windows  Narrator   Checkout, heading level 1
          Linux    Orca       Quantity spin button | 2

        """)
  }

  @Test("simulate: Orca's H in GUI structural navigation goes to the heading, then wraps")
  func orcaStructuralNavigation() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/screens/checkout.yml", "--platform", "linux", "--reader", "orca",
      "--reader-setting", "structuralNavigation=gui", "--do", "next heading; next heading",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Linux · screen "Checkout" · 6 elements · 3 components · Orca
        > next heading
        Orca        0.00s  Checkout heading 1
        > next heading
        Orca        1.00s  Wrapping to top.
        Orca        2.10s  Checkout heading 1

        """)
  }

  @Test("simulate: Orca's flat review reads line by line with the keypad; focus stays")
  func orcaFlatReview() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/screens/checkout.yml", "--platform", "linux", "--reader", "orca",
      "--reader-setting", "navigation=flatReview", "--do",
      "next item; next item; press Tab; press KP8; last item; next item",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Linux · screen "Checkout" · 6 elements · 3 components · Orca
        > next item
        Orca        0.00s  Checkout
        > next item
        Orca        0.33s  Review your order before you pay.
        > press Tab
        Orca        2.43s  Quantity spin button
        Orca        3.43s  2
        > press KP8
        Orca        3.77s  2
        > last item
        Orca        4.10s  Save
        > next item

        """)
  }

  @Test("simulate: NVDA's object navigation reads the heading and the text, not only controls")
  func nvdaObjectNavigation() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/screens/checkout.yml", "--platform", "windows", "--reader", "nvda",
      "--reader-setting", "navigation=object", "--do",
      "next item; next item; next item; next item; previous item",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Windows · screen "Checkout" · 6 elements · 3 components · NVDA
        > next item
        NVDA        0.00s  Checkout heading level 1
        > next item
        NVDA        1.33s  Review your order before you pay.
        > next item
        NVDA        3.43s  Quantity
        > next item
        NVDA        3.77s  Quantity Minimum0 Maximum10 edit 2
        > previous item
        NVDA        5.43s  Quantity

        """)
  }

  @Test("--set with a screen file is a usage error that says where settings go")
  func setRefused() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/screens/checkout.yml", "--set", "label=Amount",
    ])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr.contains(
        "--set and --variant change one component; in a screen file, give a component's "
          + "settings under it with set: (see Documentation/Screens.md)"))
  }

  @Test("A bad screen file: FILE:LINE:COLUMN and exit 2")
  func badScreen() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("s.yml").path
    try "screen: S\nelements:\n  - dialog:\n      title: Confirm\n      elements: []\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(["simulate", path])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "\(path):3:5: error: a dialog needs its elements in 'elements:' (at least one); "
        + "an empty dialog gives a reader nothing to find\n")
  }

  @Test("run: the shipped screens feature (containers) passes on all five platforms")
  func screensFeature() throws {
    let result = try RunCLI.run(["run", "Scenarios/screens.feature"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        "16 scenarios (16 passed)\n49 steps (49 passed)\n16 passed, 0 failed\n"))
  }

  // TalkBack's collection transition (CollectionStateFeedbackUtils): "In list" and the item
  // count after the first item's description, "Out of list" after the first element past it.
  @Test("simulate: TalkBack enters and leaves the settings list")
  func talkBackListTransitions() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/screens/settings.yml", "--platform", "android", "--reader",
      "talkback", "--reader-setting", "hints=off", "--do", "next item; next item; next item",
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("OFF, Wi-Fi, Switch, In list, 3 items\n"))
    #expect(result.stdout.contains("OFF, Bluetooth, Switch\n"))
  }

  // NVDA speaks a new focus ancestor before the focused object (doPreGainFocus) and an item's
  // position, "{number} of {total}", after it.
  @Test("simulate: NVDA names the tab control entering it and says each button's position")
  func nvdaTabBar() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/screens/tab-bar.yml", "--platform", "windows", "--reader", "nvda",
      "--do", "next item; next item",
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("Sections tab control Home button 1 of 3\n"))
    #expect(result.stdout.contains("Search button 2 of 3\n"))
  }

  @Test("run: the shipped checkout feature passes on all five platforms")
  func checkoutFeature() throws {
    let result = try RunCLI.run(["run", "Scenarios/checkout.feature"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        "15 scenarios (15 passed)\n75 steps (75 passed)\n15 passed, 0 failed\n"))
  }

  @Test("run: a reading order that differs fails with what was heard")
  func readingOrderMismatch() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("s.feature")
    try """
    Feature: F
      Scenario: S
        Given the screen "\(FileManager.default.currentDirectoryPath)/Scenarios/screens/checkout.yml"
        And the platform is Linux
        Then the reading order is:
          \"\"\"
          Save button
          \"\"\"
    """.write(to: feature, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(["run", feature.path, "--format", "pretty"])
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.contains(
        """
              the reading order differs
              expected:
                Save button
              heard:
                Quantity spin button | 2
                Accept terms check box not checked
                Save button
        """))
  }

  @Test("run: a missing screen file cannot run (exit 2) and says where it was looked for")
  func missingScreen() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("s.feature")
    try """
    Feature: F
      Scenario: S
        Given the screen "nowhere.yml"
        Then the reading order is:
          \"\"\"
          Save button
          \"\"\"
    """.write(to: feature, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(["run", feature.path], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stdout.contains(
        "cannot read the screen file 'nowhere.yml': no such file in \(folder.path)"))
  }
}
