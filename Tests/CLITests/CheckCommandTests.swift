import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `a11ysim check` and baselines, black-box on the built binary.
@Suite struct CheckCommandTests {
  /// A stepper labelled well on iOS and Android, announcing its value, but whose button names
  /// do not carry the value (the SHOULD criterion output-value-focus fails).
  static let attendees = """
    label: Attendees
    value: 2
    minimum: 0
    maximum: 10
    increment: { label: "Add one attendee" }
    decrement: { label: "Remove one attendee" }
    accessibility:
      announce:
        valueChanged: "Attendees set to {value}"
    platforms:
      ios: { variant: uikit }
      android: { variant: material }
    """

  /// The same with the value in the button names: every criterion passes.
  static let wellLabelled = attendees.replacingOccurrences(
    of: "one attendee\"", with: "one attendee, {value}\"")

  /// Writes `files` (name → text) into `directory`.
  static func write(_ files: [String: String], in directory: URL) throws {
    for (name, text) in files {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
  }

  @Test func shippedQuantityFailsTheAndroidNameWithUnlabelledAsProof() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/quantity.yml", "--platforms", "android", "--format",
      "summary",
    ])
    #expect(result.exitCode == 1)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("output-name          MUST      FAIL"))
    #expect(lines.contains("keyboard-enter       MUST      PASS"))
    #expect(
      result.stdout.contains(
        """
        FAIL  output-name: increment button [Android] MUST  # Scenarios/components/quantity.yml#android:
        """))
    #expect(
      result.stdout.contains(
        """
          Then its name describes its purpose
            the focused button has no name (TalkBack says "Unlabelled, Button")
          transcript:
            TalkBack  0.00s  Unlabelled, Button
            TalkBack  0.79s  Double-tap to activate
        """))
    #expect(
      lines.last(where: { !$0.isEmpty }).map(String.init)?.hasPrefix("check failed: ") == true)
  }

  @Test func wellLabelledComponentPassesEveryCriterion() throws {
    let directory = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(directory) }
    try Self.write(["attendees.yml": Self.wellLabelled], in: directory)
    let result = try RunCLI.run(
      ["check", "attendees.yml", "--format", "summary"], directory: directory)
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Attendees (attendees.yml): MagentaA11y stepper criteria (seed 004)

        criterion            priority  iOS      Android
        keyboard-focus       MUST      PASS     PASS
        keyboard-space       MUST      PASS     PASS
        keyboard-enter       MUST      n/a      PASS
        gesture-swipe        MUST      PASS     PASS
        gesture-double-tap   MUST      PASS     PASS
        output-name          MUST      PASS     PASS
        output-role          MUST      PASS     PASS
        output-value-change  MUST      PASS     PASS
        output-value-focus   SHOULD    PASS     PASS
        output-state         MUST      PASS     PASS
        text-resize          SHOULD    PASS     PASS

        n/a: keyboard-enter: the seed asks for Enter on Android only

        11 criteria × 2 platforms: 21 passed, 0 failed (0 MUST, 0 SHOULD), 1 not applicable
        check passed

        """)
  }

  @Test func shouldFailuresFailOnlyWithStrict() throws {
    let directory = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(directory) }
    try Self.write(["attendees.yml": Self.attendees], in: directory)
    let lenient = try RunCLI.run(
      ["check", "attendees.yml", "--platforms", "ios", "--format", "summary"],
      directory: directory)
    #expect(lenient.exitCode == 0)
    #expect(lenient.stdout.contains("output-value-focus   SHOULD    FAIL\n"))
    #expect(
      lenient.stdout.hasSuffix(
        """
        11 criteria × 1 platform: 9 passed, 1 failed (0 MUST, 1 SHOULD), 1 not applicable
        check passed: every MUST criterion passed; SHOULD failures fail only with --strict

        """))
    let strict = try RunCLI.run(
      ["check", "attendees.yml", "--platforms", "ios", "--strict", "--format", "summary"],
      directory: directory)
    #expect(strict.exitCode == 1)
    #expect(strict.stdout.hasSuffix("check failed: 1 SHOULD criterion failed (--strict)\n"))
  }

  /// GitHub annotations point at the component file, at the platform's entry (line 11 of
  /// quantity.yml is `android: { variant: material }`); SHOULD failures are warnings.
  @Test func githubAnnotationsPointAtTheComponentFile() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/quantity.yml", "--platforms", "android,ios", "--format",
      "github",
    ])
    #expect(result.exitCode == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "::error file=Scenarios/components/quantity.yml,line=11,title=output-name%3A increment "
          + "button [Android]::the focused button has no name (TalkBack says \"Unlabelled, Button\")"
      ))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "::warning file=Scenarios/components/quantity.yml,line=9,title=output-value-focus%3A")
      })
    #expect(!lines.contains { $0.contains("#android") || $0.contains("#ios") })
  }

  @Test func platformsChooseTheColumns() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/quantity.yml", "--platforms", "linux,macos", "--format",
      "summary",
    ])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("criterion            priority  macOS    Linux"))
    #expect(lines.contains("output-state         MUST      PASS     n/a"))
    #expect(result.exitCode == 0)
  }

  @Test func unknownOrUnshippedPlatformCannotRun() throws {
    let unknown = try RunCLI.run([
      "check", "Scenarios/components/quantity.yml", "--platforms", "ios,symbian",
    ])
    #expect(unknown.exitCode == 2)
    #expect(
      unknown.stderr
        == "error: unknown platform 'symbian'; expected one of ios, macos, android, windows, linux\n"
    )
    let directory = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(directory) }
    try Self.write(["attendees.yml": Self.attendees], in: directory)
    let unshipped = try RunCLI.run(
      ["check", "attendees.yml", "--platforms", "windows"], directory: directory)
    #expect(unshipped.exitCode == 2)
    #expect(
      unshipped.stderr == "error: Attendees does not ship on Windows; it ships on ios, android\n")
  }

  @Test func missingComponentAndBadUsage() throws {
    let missing = try RunCLI.run(["check", "no-such.yml"])
    #expect(missing.exitCode == 2)
    #expect(
      missing.stderr
        == "error: cannot read the component file 'no-such.yml': no such file\n")
    #expect(try RunCLI.run(["check"]).exitCode == 64)
    #expect(try RunCLI.run(["check", "x.yml", "--format", "nope"]).exitCode == 64)
  }

  @Test func junitReportParses() throws {
    let directory = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(directory) }
    try Self.write(["attendees.yml": Self.attendees], in: directory)
    let result = try RunCLI.run(
      ["check", "attendees.yml", "--format", "junit"], directory: directory)
    #expect(result.exitCode == 0)
    let document = try XMLDocument(data: Data(result.stdout.utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    #expect(root.attribute(forName: "tests")?.stringValue == "40")
    #expect(root.attribute(forName: "failures")?.stringValue == "4")
    let suites = root.elements(forName: "testsuite")
    #expect(
      suites.compactMap { $0.attribute(forName: "name")?.stringValue } == [
        "Attendees on iOS: MagentaA11y stepper criteria",
        "Attendees on Android: MagentaA11y stepper criteria",
      ])
    let names = suites.flatMap { $0.elements(forName: "testcase") }.compactMap {
      $0.attribute(forName: "name")?.stringValue
    }
    #expect(names.contains("output-name: increment button [Android]"))
  }

  @Test func messageReportIsNDJSON() throws {
    let directory = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(directory) }
    try Self.write(["attendees.yml": Self.attendees], in: directory)
    let result = try RunCLI.run(
      ["check", "attendees.yml", "--platforms", "android", "--format", "message"],
      directory: directory)
    #expect(result.exitCode == 0)
    var keys: [String: Int] = [:]
    for line in result.stdout.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      for key in object?.keys.sorted() ?? [] { keys[key, default: 0] += 1 }
    }
    #expect(keys["source"] == 1)
    #expect(keys["pickle"] == 21)
    #expect(keys["testCaseFinished"] == 21)
    #expect(keys["testRunFinished"] == 1)
  }

  @Test func recordThenBaselineCatchesASpeechChange() throws {
    let feature = """
      Feature: Attendees
        Scenario: Increment speaks
          Given the component "attendees.yml"
          And the platform is iOS
          When I do "touch increment"
          And I double-tap
          Then the value is 3
      """
    let directory = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(directory) }
    try Self.write(["attendees.yml": Self.attendees, "a.feature": feature], in: directory)
    let record = try RunCLI.run(
      ["record", "a.feature", "-o", "speech.txt"], directory: directory)
    #expect(record.exitCode == 0)
    #expect(record.stdout == "recorded 1 scenario to speech.txt\n")
    let recorded = try String(
      contentsOf: directory.appendingPathComponent("speech.txt"), encoding: .utf8)
    #expect(
      recorded == """
        # a11ysim baseline: what the screen readers said, one section per scenario and platform.
        # Review changes to it like code. Re-record: a11ysim record PATHS -o FILE

        == Attendees › Increment speaks [iOS]
        VoiceOver  0.00s  Add one attendee. Button.
        VoiceOver  1.53s  Attendees set to 3

        """)
    let same = try RunCLI.run(
      ["run", "a.feature", "--baseline", "speech.txt", "--format", "summary"],
      directory: directory)
    #expect(same.exitCode == 0)
    #expect(same.stdout == "1 scenario (1 passed)\n5 steps (5 passed)\n1 passed, 0 failed\n")

    let relabelled = Self.attendees.replacingOccurrences(
      of: "Add one attendee", with: "Add attendee")
    try Data(relabelled.utf8).write(to: directory.appendingPathComponent("attendees.yml"))
    let changed = try RunCLI.run(
      ["run", "a.feature", "--baseline", "speech.txt", "--format", "summary"],
      directory: directory)
    #expect(changed.exitCode == 1)
    #expect(
      changed.stdout == """
        FAILED: Increment speaks  # a.feature:2
          Then the speech matches the baseline  # a.feature:2
            the speech differs from the baseline speech.txt (record it again to approve it):
            -VoiceOver  0.00s  Add one attendee. Button.
            -VoiceOver  1.53s  Attendees set to 3
            +VoiceOver  0.00s  Add attendee. Button.
            +VoiceOver  1.20s  Attendees set to 3

        1 scenario (1 failed)
        6 steps (5 passed, 1 failed)
        0 passed, 1 failed

        """)
    let machine = try RunCLI.run(
      ["run", "a.feature", "--baseline", "speech.txt", "--format", "message"],
      directory: directory)
    #expect(machine.exitCode == 1)
    #expect(machine.stderr == "")
    #expect(machine.stdout.contains(#""success":false"#))
  }

  @Test func componentBaselineWithCheck() throws {
    let directory = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(directory) }
    try Self.write(["attendees.yml": Self.attendees], in: directory)
    let record = try RunCLI.run(
      ["record", "attendees.yml", "--platforms", "android", "-o", "base.txt"],
      directory: directory)
    #expect(record.stdout == "recorded 21 scenarios to base.txt\n")
    let same = try RunCLI.run(
      ["check", "attendees.yml", "--platforms", "android", "--baseline", "base.txt"],
      directory: directory)
    #expect(same.exitCode == 0)
    let other = try RunCLI.run(
      ["check", "attendees.yml", "--platforms", "ios", "--baseline", "base.txt"],
      directory: directory)
    #expect(other.exitCode == 1)
    let lines = other.stdout.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("MISSING: ") }.count == 21)
    // 19 iOS scenarios are new to the Android baseline; 2 of them fail a criterion first,
    // and the proof shows the first failing step.
    #expect(lines.filter { $0 == "  Then the speech matches the baseline" }.count == 17)
    let unreadable = try RunCLI.run(
      ["run", "--baseline", "nope.txt"], directory: directory)
    #expect(unreadable.exitCode == 2)
    #expect(unreadable.stderr == "error: cannot read the baseline 'nope.txt': no such file\n")
  }
}

@Suite("a11ysim check usage")
struct CheckUsageTests {
  @Test("The rerun format is refused: check's scenarios are generated, not files")
  func noRerun() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/quantity.yml", "--format", "rerun:@r.txt",
    ])
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("check has no rerun format"))
  }
}
