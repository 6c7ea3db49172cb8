import Foundation
import TestSupport
import Testing

/// `a11ysim run --baseline`: baselines are keyed by what a scenario is (feature, rule, name,
/// example row, platform), not where it is, and a difference fails its scenario in every
/// report, not only in the exit code.
@Suite("a11ysim run --baseline")
struct BaselineReportTests {
  static let component = """
    label: Attendees
    value: 2
    minimum: 0
    maximum: 10
    increment: { label: "Add one attendee" }
    decrement: { label: "Remove one attendee" }
    platforms: { ios: { variant: uikit } }

    """

  static let feature = """
    Feature: Attendees
      Scenario: Touch
        Given the component "attendees.yml"
        And the platform is iOS
        When I do "touch increment"

      Scenario: Touch
        Given the component "attendees.yml"
        And the platform is iOS
        When I do "touch decrement"

      Rule: Outlines
        Scenario Outline: Touch <part>
          Given the component "attendees.yml"
          And the platform is iOS
          When I do "touch <part>"

          Examples:
            | part      |
            | increment |
            | decrement |

    """

  /// Writes the component and the feature into `folder`, and records a baseline from them.
  static func record(in folder: URL) throws {
    try ReportFiles.write(component, named: "attendees.yml", in: folder)
    try ReportFiles.write(feature, named: "a.feature", in: folder)
    let record = try RunCLI.run(["record", "a.feature", "-o", "speech.txt"], directory: folder)
    #expect(record.stdout == "recorded 4 scenarios to speech.txt\n")
  }

  @Test("Sections are keyed by identity; true duplicates are numbered in file order")
  func keys() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.record(in: folder)
    #expect(
      try ReportFiles.read(folder.appendingPathComponent("speech.txt").path) == """
        # a11ysim baseline: what the screen readers said, one section per scenario and platform.
        # Review changes to it like code. Re-record: a11ysim record PATHS -o FILE

        == Attendees › Touch [iOS]
        VoiceOver  0.00s  Add one attendee. Button.

        == Attendees › Touch [iOS] #2
        VoiceOver  0.00s  Remove one attendee. Button.

        == Attendees › Outlines › Touch increment | increment | [iOS]
        VoiceOver  0.00s  Add one attendee. Button.

        == Attendees › Outlines › Touch decrement | decrement | [iOS]
        VoiceOver  0.00s  Remove one attendee. Button.

        """)
  }

  @Test("Lines added above the scenarios change nothing")
  func moved() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.record(in: folder)
    try ReportFiles.write(
      "# A comment\n\n@attendees\n" + Self.feature, named: "a.feature", in: folder)
    let result = try RunCLI.run(
      ["run", "a.feature", "--baseline", "speech.txt"], directory: folder)
    #expect(result.exitCode == 0)
    #expect(result.stdout == "4 scenarios (4 passed)\n12 steps (12 passed)\n4 passed, 0 failed\n")
    // A dry run says nothing: there is no speech to compare.
    let dry = try RunCLI.run(
      ["run", "a.feature", "--baseline", "speech.txt", "--dry-run"], directory: folder)
    #expect(dry.exitCode == 0)
  }

  @Test("A changed, a new and a missing scenario fail in every report")
  func everyReport() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.record(in: folder)
    try ReportFiles.write(
      Self.component.replacingOccurrences(of: "Add one attendee", with: "Add attendee"),
      named: "attendees.yml", in: folder)
    try ReportFiles.write(
      Self.feature.replacingOccurrences(of: "Outline: Touch <part>", with: "Outline: Tap <part>"),
      named: "a.feature", in: folder)
    let result = try RunCLI.run(
      [
        "run", "a.feature", "--baseline", "speech.txt", "--format", "summary", "--format",
        "junit:r.xml", "--format", "message:r.ndjson", "--format", "html:r.html", "--format",
        "github:g.txt",
      ], environment: ["GITHUB_STEP_SUMMARY": folder.appendingPathComponent("sum.md").path],
      directory: folder)
    #expect(result.exitCode == 1)
    #expect(
      result.stdout == """
        FAILED: Touch  # a.feature:2
          Then the speech matches the baseline  # a.feature:2
            the speech differs from the baseline speech.txt (record it again to approve it):
            -VoiceOver  0.00s  Add one attendee. Button.
            +VoiceOver  0.00s  Add attendee. Button.
        FAILED: Tap increment (part: increment)  # a.feature:20
          Then the speech matches the baseline  # a.feature:20
            the baseline speech.txt has no section 'Attendees › Outlines › Tap increment | increment | [iOS]' (a new or renamed scenario; record it again to approve its speech):
            +VoiceOver  0.00s  Add attendee. Button.
        FAILED: Tap decrement (part: decrement)  # a.feature:21
          Then the speech matches the baseline  # a.feature:21
            the baseline speech.txt has no section 'Attendees › Outlines › Tap decrement | decrement | [iOS]' (a new or renamed scenario; record it again to approve its speech):
            +VoiceOver  0.00s  Remove one attendee. Button.

        MISSING: Attendees › Outlines › Touch increment | increment | [iOS]  # in the baseline speech.txt, not in this run
        MISSING: Attendees › Outlines › Touch decrement | decrement | [iOS]  # in the baseline speech.txt, not in this run

        4 scenarios (1 passed, 3 failed)
        15 steps (12 passed, 3 failed)
        1 passed, 3 failed, 2 missing from the baseline

        """)

    let junit = try ReportFiles.parse(
      try ReportFiles.read(folder.appendingPathComponent("r.xml").path))
    #expect(junit.text("/testsuites/@failures") == "5")
    // Attribute values lose their line breaks in XML; the failure's text keeps the diff.
    #expect(
      junit.all("//failure").compactMap(\.stringValue).map {
        $0.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") }
      } == [
        [
          "-VoiceOver  0.00s  Add one attendee. Button.",
          "+VoiceOver  0.00s  Add attendee. Button.",
        ],
        ["+VoiceOver  0.00s  Add attendee. Button."],
        ["+VoiceOver  0.00s  Remove one attendee. Button."],
        [], [],
      ])
    #expect(
      junit.all("//failure/@type").compactMap(\.stringValue) == [
        "failed", "failed", "failed", "baseline", "baseline",
      ])
    let github = try ReportFiles.read(folder.appendingPathComponent("g.txt").path)
    #expect(
      github.split(separator: "\n").map { String($0.prefix(60)) } == [
        "::error file=speech.txt,line=1,title=Missing from this run::",
        "::error file=speech.txt,line=1,title=Missing from this run::",
        "::error file=a.feature,line=2,title=Touch [iOS]::the speech ",
        "::error file=a.feature,line=20,title=Tap increment (part%3A ",
        "::error file=a.feature,line=21,title=Tap decrement (part%3A ",
      ])

    let messages = try ReportFiles.read(folder.appendingPathComponent("r.ndjson").path)
      .split(separator: "\n").map {
        try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
      }
    let failed = messages.compactMap { $0["testStepFinished"] as? [String: Any] }
      .compactMap { $0["testStepResult"] as? [String: Any] }
      .filter { $0["status"] as? String == "FAILED" }
    #expect(failed.count == 3)
    #expect(
      (failed.first?["message"] as? String)?.hasPrefix(
        "the speech differs from the baseline speech.txt") == true)
    let hook = try #require(messages.compactMap { $0["hook"] as? [String: Any] }.first)
    let hookSteps = messages.compactMap { $0["testCase"] as? [String: Any] }
      .flatMap { ($0["testSteps"] as? [[String: Any]]) ?? [] }
      .filter { $0["hookId"] as? String == hook["id"] as? String }
    #expect(hookSteps.count == 3)
    let finished = try #require(messages.last?["testRunFinished"] as? [String: Any])
    #expect(finished["success"] as? Bool == false)
    #expect(
      finished["message"] as? String
        == "in the baseline speech.txt, not in this run:\nAttendees › Outlines › Touch increment | increment | [iOS]\nAttendees › Outlines › Touch decrement | decrement | [iOS]"
    )

    let summary = try ReportFiles.read(folder.appendingPathComponent("sum.md").path)
    #expect(
      summary.contains(
        """
        In the baseline `speech.txt`, not in this run:
        - Attendees › Outlines › Touch increment \\| increment \\| \\[iOS\\]
        - Attendees › Outlines › Touch decrement \\| decrement \\| \\[iOS\\]

        """))
    #expect(
      summary.contains(
        "| Touch (`a.feature:2`) | iOS | failed | Then the speech matches the baseline |"))

    let html = try ReportFiles.read(folder.appendingPathComponent("r.html").path)
    #expect(html.contains("+VoiceOver  0.00s  Add attendee. Button."))
    #expect(html.contains("Attendees › Outlines › Touch increment | increment | [iOS]"))
    #expect(
      html.contains("<h1>A11ySim run: <span class=\"status status-failed\">failed</span></h1>"))
  }

  @Test("A label with a line break is escaped and cannot break the file")
  func escaped() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.record(in: folder)
    try ReportFiles.write(
      Self.component.replacingOccurrences(
        of: "\"Add one attendee\"", with: #""Add one\n== Attendees › Touch [iOS] #2\\""#),
      named: "attendees.yml", in: folder)
    try ReportFiles.write(
      "Feature: Attendees\n  Scenario: Touch\n    Given the component \"attendees.yml\"\n"
        + "    And the platform is iOS\n    When I do \"touch increment\"\n",
      named: "b.feature", in: folder)
    let record = try RunCLI.run(["record", "b.feature", "-o", "b.txt"], directory: folder)
    #expect(record.exitCode == 0)
    #expect(
      try ReportFiles.read(folder.appendingPathComponent("b.txt").path).hasSuffix(
        #"""
        == Attendees › Touch [iOS]
        VoiceOver  0.00s  Add one\n== Attendees › Touch [iOS] #2\\. Button.

        """#))
    let again = try RunCLI.run(["run", "b.feature", "--baseline", "b.txt"], directory: folder)
    #expect(again.exitCode == 0)
  }
}
