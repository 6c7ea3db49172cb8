import Foundation
import TestSupport
import Testing

/// `a11ysim run` on the built binary, with feature files written for each test.
@Suite("a11ysim run")
struct RunCommandTests {
  /// Writes `files` (name → text) into `folder`, and the component they use.
  private func workspace(_ files: [String: String], in folder: URL) throws {
    let component =
      labelledQuantity + "accessibility: { valueLiveRegion: polite }\n"
      + "platforms: { android: { variant: material }, linux: { variant: gtk-spinbutton } }"
    try component.write(
      to: folder.appendingPathComponent("quantity.yml"), atomically: true, encoding: .utf8)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  private let passing = """
    Feature: Passing

      Background:
        Given the component "quantity.yml"

      @android
      Scenario: Increase on Android
        Given the platform is Android with TalkBack
        When I touch "Increase quantity"
        Then I hear "Increase quantity, Button"
        When I double-tap
        Then I hear "3"
        And the value is 3

      @linux
      Scenario: Up on Linux
        Given the platform is Linux with Orca
        When I press "Tab"
        Then I hear "Quantity spin button"
        When I press "Up"
        Then I hear "3"
    """

  private let failing = """
    Feature: Failing

      @android @wrong
      Scenario: Wrong expectation
        Given the component "quantity.yml"
        And the platform is Android
        When I touch "Increase quantity"
        Then I hear "Add one"
        And the value is 2

      Scenario: Undefined step
        Given the component "quantity.yml"
        When I shake the device
    """

  @Test("All passing: exit 0, and the summary ends with the counts")
  func allPass() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing], in: folder)
    let result = try RunCLI.run(["run", "a.feature"], directory: folder)
    #expect(result.exitCode == 0)
    #expect(result.stdout == "2 scenarios (2 passed)\n13 steps (13 passed)\n2 passed, 0 failed\n")
  }

  @Test(
    "A failing scenario: exit 1, the failing step with expected and heard; undefined is not a failure unless --strict"
  )
  func failures() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["b.feature": failing], in: folder)
    let result = try RunCLI.run(["run", "b.feature"], directory: folder)
    #expect(result.exitCode == 1)
    #expect(
      result.stdout == """
        FAILED: Wrong expectation  # b.feature:4
          Then I hear "Add one"  # b.feature:8
            expected to hear "Add one", heard "Increase quantity, Button", "Double-tap to activate"
        UNDEFINED: Undefined step  # b.feature:11
          When I shake the device  # b.feature:13
            undefined step; no defined step is close (a11ysim steps lists them)

        2 scenarios (1 failed, 1 undefined)
        7 steps (4 passed, 1 failed, 1 skipped, 1 undefined)
        0 passed, 1 failed

        """)
    let undefinedOnly = try RunCLI.run(["run", "b.feature:11"], directory: folder)
    #expect(undefinedOnly.exitCode == 0)
    let strict = try RunCLI.run(["run", "b.feature:11", "--strict"], directory: folder)
    #expect(strict.exitCode == 1)
  }

  @Test("Filters: --tags, --name, FILE:LINE (scenario line or a step line inside it)")
  func filters() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing, "b.feature": failing], in: folder)
    let tagged = try RunCLI.run(
      ["run", ".", "--tags", "@android and not @wrong"], directory: folder)
    #expect(tagged.exitCode == 0)
    #expect(tagged.stdout.hasPrefix("1 scenario (1 passed)"))
    let named = try RunCLI.run(["run", ".", "--name", "^Up on"], directory: folder)
    #expect(named.stdout.hasPrefix("1 scenario (1 passed)"))
    let byLine = try RunCLI.run(["run", "a.feature:19", "--format", "pretty"], directory: folder)
    #expect(byLine.stdout.contains("Scenario: Up on Linux"))
    #expect(!byLine.stdout.contains("Increase on Android"))
    // A line that selects nothing is an error, not a silent pass with nothing run.
    let nothing = try RunCLI.run(["run", "a.feature:99"], directory: folder)
    #expect(nothing.exitCode == 2)
    #expect(
      nothing.stdout.hasPrefix(
        "a.feature:99: error: no scenario, example row or step is on line 99; nothing to run there\n"
      ))
  }

  @Test("Pretty names the platform and reader, spells out statuses, shows what was heard")
  func pretty() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing], in: folder)
    let result = try RunCLI.run(["run", "a.feature:16", "--format", "pretty"], directory: folder)
    #expect(
      result.stdout == """
        Feature: Passing  # a.feature

          Scenario: Up on Linux [Linux with Orca]  # a.feature:16  PASSED
            Given the component "quantity.yml"  PASSED
            Given the platform is Linux with Orca  PASSED
            When I press "Tab"  PASSED
              Orca  0.00s  Quantity spin button
              Orca  1.00s  2
            Then I hear "Quantity spin button"  PASSED
            When I press "Up"  PASSED
              Orca  1.33s  3
            Then I hear "3"  PASSED

        1 scenario (1 passed)
        6 steps (6 passed)
        1 passed, 0 failed

        """)
  }

  @Test(
    "Colour: only with --color or FORCE_COLOR; NO_COLOR (which wins over FORCE_COLOR) and TERM=dumb keep it off"
  )
  func colour() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing], in: folder)
    let plain = try RunCLI.run(["run", "a.feature", "--format", "summary"], directory: folder)
    #expect(!plain.stdout.contains("\u{1B}["))
    let forced = try RunCLI.run(
      ["run", "a.feature", "--format", "pretty"],
      environment: ["FORCE_COLOR": "1", "NO_COLOR": ""],
      directory: folder)
    #expect(forced.stdout.contains("\u{1B}[32mPASSED\u{1B}[0m"))
    let flag = try RunCLI.run(
      ["run", "a.feature", "--format", "pretty", "--color"], directory: folder)
    #expect(flag.stdout.contains("\u{1B}["))
    let off = try RunCLI.run(
      ["run", "a.feature", "--format", "pretty"],
      environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"],
      directory: folder)
    #expect(!off.stdout.contains("\u{1B}["))  // NO_COLOR, the user's opt-out, wins
    let dumb = try RunCLI.run(
      ["run", "a.feature", "--format", "pretty"], environment: ["TERM": "dumb"], directory: folder)
    #expect(!dumb.stdout.contains("\u{1B}["))
  }

  @Test("Rerun: --format rerun:@rerun.txt lists the failures; run @rerun.txt runs only them")
  func rerun() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing, "b.feature": failing], in: folder)
    let first = try RunCLI.run(
      ["run", ".", "--format", "rerun:@rerun.txt", "--strict"], directory: folder)
    #expect(first.exitCode == 1)
    let listed = try String(contentsOf: folder.appendingPathComponent("rerun.txt"), encoding: .utf8)
    #expect(listed == "./b.feature:4:11\n")
    let again = try RunCLI.run(["run", "@rerun.txt"], directory: folder)
    #expect(again.stdout.contains("2 scenarios (1 failed, 1 undefined)"))
  }

  @Test(
    "--jobs keeps the order; --order random:SEED repeats; --dry-run runs nothing; --fail-fast stops"
  )
  func executionOptions() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing, "b.feature": failing], in: folder)
    let serial = try RunCLI.run(["run", ".", "--format", "rerun", "--strict"], directory: folder)
    let parallel = try RunCLI.run(
      ["run", ".", "--format", "rerun", "--strict", "--jobs", "4"], directory: folder)
    #expect(serial.stdout == parallel.stdout)
    let order = ["run", ".", "--format", "progress", "--order", "random:7"]
    let once = try RunCLI.run(order, directory: folder)
    let twice = try RunCLI.run(order, directory: folder)
    #expect(once.stdout == twice.stdout)
    #expect(once.stdout.contains("random order, seed 7"))
    let dry = try RunCLI.run(["run", ".", "--dry-run", "--format", "summary"], directory: folder)
    #expect(dry.exitCode == 0)
    #expect(dry.stdout.contains("4 scenarios (3 skipped, 1 undefined)"))
    let fast = try RunCLI.run(
      ["run", "b.feature", "--fail-fast", "--format", "summary"], directory: folder)
    #expect(fast.stdout.contains("1 scenario (1 failed)"))
    #expect(fast.stdout.contains("stopped early"))
  }

  @Test("Could not run: a parse error or a missing file exits 2 naming file:line:column")
  func couldNotRun() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(
      [
        "bad.feature": "Feature: Bad\n  Scenario: x\n    Given a step\n  Oops here\n"
      ], in: folder)
    let parse = try RunCLI.run(["run", "bad.feature"], directory: folder)
    #expect(parse.exitCode == 2)
    // In words, not token names: what may come there, and what was found.
    #expect(parse.stdout.contains("bad.feature:4:3: error: expected 'Scenario:'"))
    #expect(parse.stdout.contains("a step (Given, When, Then, And, But or *)"))
    #expect(parse.stdout.contains(", found 'Oops here'"))
    #expect(!parse.stdout.contains("#StepLine"))
    let missing = try RunCLI.run(["run", "nowhere.feature"], directory: folder)
    #expect(missing.exitCode == 2)
    #expect(missing.stdout.contains("nowhere.feature: error: no such file or folder"))
  }

  @Test("Could not run: an unknown platform or reader exits 2; a wrong setting fails its own step")
  func unknownPlatformOrReader() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(
      [
        "platform.feature": """
        Feature: Platforms
          Scenario: Unknown platform
            Given the component "quantity.yml"
            And the platform is BeOS
            When I press "Tab"

        """,
        "reader.feature": """
        Feature: Readers
          Scenario: Unknown reader
            Given the component "quantity.yml"
            And the platform is Linux with JAWS

        """,
        "setting.feature": """
        Feature: Settings
          Scenario: A value the setting does not take
            Given the component "quantity.yml"
            And the platform is Linux with Orca
            And the reader setting "order" is "sideways"
            When I press "Tab"

          Scenario: Hints are off on every platform, also where the reader has no hints
            Given the component "quantity.yml"
            And the platform is Linux
            And hints are off
            When I press "Tab"
            Then I hear exactly "Quantity spin button"

        """,
      ], in: folder)
    let platform = try RunCLI.run(["run", "platform.feature"], directory: folder)
    #expect(platform.exitCode == 2)
    #expect(
      platform.stdout.contains(
        "unknown platform 'BeOS'; expected one of iOS, macOS, Android, Windows, Linux"))
    let reader = try RunCLI.run(["run", "reader.feature"], directory: folder)
    #expect(reader.exitCode == 2)
    #expect(
      reader.stdout.contains(
        "unknown reader 'JAWS'; expected one of voiceover-ios, voiceover-macos, talkback, "
          + "narrator, nvda, orca"))
    // A wrong value is a failing step (exit 1), reported on the Given that sets it.
    let setting = try RunCLI.run(["run", "setting.feature"], directory: folder)
    #expect(setting.exitCode == 1)
    #expect(
      setting.stdout.contains(
        """
          And the reader setting "order" is "sideways"  # setting.feature:5
            Orca: 'sideways' is not a value of order; expected one of roleBeforeValue, valueBeforeRole
        """))
    #expect(setting.stdout.contains("2 scenarios (1 passed, 1 failed)"))
  }

  @Test("A button named in quotes, as a part or by its accessible name")
  func quotedButtonNames() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(
      [
        "buttons.feature": """
        Feature: Buttons
          Scenario: At the maximum
            Given the component "quantity.yml"
            And the platform is Android
            And the value starts at 10
            Then the "Increment" button is disabled
            And the "Decrease quantity" button is enabled

          Scenario: No such button
            Given the component "quantity.yml"
            And the platform is Android
            Then the "Frobnicate" button is disabled

        """
      ], in: folder)
    let result = try RunCLI.run(["run", "buttons.feature"], directory: folder)
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("2 scenarios (1 passed, 1 failed)"))
    #expect(
      result.stdout.contains(
        "no button is called \"Frobnicate\"; name it as increment or decrement, or by its "
          + "accessible name"))
  }

  @Test("progress: one status word per scenario, in run order, then the failures and counts")
  func progressInWords() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing, "b.feature": failing], in: folder)
    let result = try RunCLI.run(
      ["run", "a.feature", "b.feature", "--format", "progress"], directory: folder)
    #expect(result.exitCode == 1)
    #expect(result.stdout.hasPrefix("passed passed failed undefined\n\nFAILED: Wrong expectation"))
    #expect(
      result.stdout.hasSuffix(
        "4 scenarios (2 passed, 1 failed, 1 undefined)\n"
          + "20 steps (17 passed, 1 failed, 1 skipped, 1 undefined)\n2 passed, 1 failed\n"))
  }

  @Test("steps lists the vocabulary by keyword; --markdown is Documentation/Steps.md")
  func steps() throws {
    let plain = try RunCLI.run(["steps"])
    #expect(plain.exitCode == 0)
    #expect(
      plain.stdout.hasPrefix(
        """
        Given steps:
          the component {string}
              Use a component file (YAML).
              e.g. Given the component "Scenarios/components/quantity.yml"

        """))
    #expect(plain.stdout.contains("\nWhen steps:\n"))
    #expect(plain.stdout.contains("  the app sets the value to {float}\n"))
    let markdown = try RunCLI.run(["steps", "--markdown"])
    let committed = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent("Documentation/Steps.md"),
      encoding: .utf8)
    #expect(markdown.stdout == committed)
  }

  @Test("Bad usage exits 64")
  func usage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace([:], in: folder)
    #expect(try RunCLI.run(["run", "--format", "xml"], directory: folder).exitCode == 64)
    #expect(try RunCLI.run(["run", "--tags", "@a and"], directory: folder).exitCode == 64)
    #expect(try RunCLI.run(["run", "--order", "sometimes"], directory: folder).exitCode == 64)
    #expect(try RunCLI.run(["run", "--jobs", "0"], directory: folder).exitCode == 64)
  }

  @Test(
    "message: Cucumber Messages NDJSON, transcripts as attachments, ending with testRunFinished")
  func messages() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing], in: folder)
    let result = try RunCLI.run(["run", "a.feature", "--format", "message"], directory: folder)
    let envelopes = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let kinds = envelopes.compactMap { $0.keys.first }
    #expect(kinds.first == "meta")
    #expect(kinds.last == "testRunFinished")
    #expect(kinds.filter { $0 == "pickle" }.count == 2)
    #expect(kinds.filter { $0 == "testCase" }.count == 2)
    #expect(kinds.filter { $0 == "testStepFinished" }.count == 13)
    let attachments = envelopes.compactMap { $0["attachment"] as? [String: Any] }
    #expect(
      attachments.first?["body"] as? String
        == "TalkBack  0.00s  Increase quantity, Button\nTalkBack  1.13s  Double-tap to activate")
    // Beside it, the same speech for programs: rule, confidence, source and references.
    let speech = try #require(attachments.dropFirst().first)
    #expect(speech["mediaType"] as? String == "application/json")
    #expect(speech["fileName"] as? String == "speech.json")
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(((speech["body"] as? String) ?? "").utf8))
        as? [[String: Any]])
    #expect(
      entries.map { $0["text"] as? String } == [
        "Increase quantity, Button", "Double-tap to activate",
      ])
    #expect(
      entries.map { $0["rule"] as? String } == [
        "talkback/focus.stateNameRole", "talkback/hint.clickable",
      ])
    #expect(entries.map { $0["confidence"] as? String } == ["high", "high"])
    #expect(
      (entries.last?["references"] as? [String])?.first
        == "google/talkback@26a27dc009d5b3605e744222541f045a3c24e038:talkback/src/main/java/com/"
        + "google/android/accessibility/talkback/compositor/hint/AccessibilityFocusHint.java (getHint)"
    )
    #expect((envelopes.last?["testRunFinished"] as? [String: Any])?["success"] as? Bool == true)
  }

  @Test("pretty --verbose: under each utterance, its rule, confidence and source")
  func prettyVerbose() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing], in: folder)
    let result = try RunCLI.run(
      ["run", "a.feature", "--format", "pretty", "--verbose", "--no-color"], directory: folder)
    #expect(
      result.stdout.contains(
        """
              TalkBack  1.13s  Double-tap to activate
                rule talkback/hint.clickable · high confidence · TalkBack AccessibilityFocusHint, NodeRoleHint, strings

        """))
    let plain = try RunCLI.run(
      ["run", "a.feature", "--format", "pretty", "--no-color"], directory: folder)
    #expect(!plain.stdout.contains("rule talkback/"))
  }

  @Test(
    "github: ::error on the failing step's line; the summary table goes to $GITHUB_STEP_SUMMARY")
  func github() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["b.feature": failing], in: folder)
    let summary = folder.appendingPathComponent("summary.md")
    FileManager.default.createFile(atPath: summary.path, contents: Data())
    let result = try RunCLI.run(
      ["run", "b.feature", "--format", "summary:summary.txt"],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path],
      directory: folder)
    #expect(result.exitCode == 1)
    #expect(
      result.stdout
        == """
        ::error file=b.feature,line=8,title=Wrong expectation [Android]::expected to hear "Add one", heard "Increase quantity, Button", "Double-tap to activate"%0Aheard: Increase quantity%2C Button | Double-tap to activate

        """.replacingOccurrences(of: "%2C", with: ","))
    let table = try String(contentsOf: summary, encoding: .utf8)
    #expect(
      table.contains(
        "| Wrong expectation (`b.feature:4`) | Android | failed | Then I hear \"Add one\" |"))
    #expect(table.hasPrefix("## A11ySim: failed"))
  }

  @Test("github: a $GITHUB_STEP_SUMMARY that is not there is created; a missing folder is named")
  func githubSummaryFile() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing], in: folder)
    let summary = folder.appendingPathComponent("new-summary.md")
    let created = try RunCLI.run(
      ["run", "a.feature", "--format", "github"],
      environment: ["GITHUB_STEP_SUMMARY": summary.path], directory: folder)
    #expect(created.exitCode == 0)
    #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("## A11ySim: passed"))
    let missing = try RunCLI.run(
      ["run", "a.feature", "--format", "github"],
      environment: ["GITHUB_STEP_SUMMARY": "/nonexistent-a11ysim/summary.md"], directory: folder)
    #expect(missing.exitCode == 2)
    #expect(
      missing.stderr
        == "error: cannot write the step summary to $GITHUB_STEP_SUMMARY "
        + "(/nonexistent-a11ysim/summary.md): its folder /nonexistent-a11ysim does not exist\n")
  }

  @Test("Two reports on standard output are refused (64); github may share it")
  func oneReportOnStandardOutput() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try workspace(["a.feature": passing], in: folder)
    let both = try RunCLI.run(
      ["run", "a.feature", "--format", "pretty", "--format", "message"], directory: folder)
    #expect(both.exitCode == 64)
    #expect(
      both.stderr.contains(
        "only one report can go to standard output, and pretty and message both would; give the "
          + "others a file, e.g. --format message:report.ndjson"))
    let withGitHub = try RunCLI.run(
      ["run", "a.feature", "--format", "summary", "--format", "github"], directory: folder)
    #expect(withGitHub.exitCode == 0)
  }
}
