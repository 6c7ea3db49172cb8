import Foundation
import TestSupport
import Testing

/// The message report is streamed: written as each test case finishes, in queue order. Two
/// jobs finish test cases out of order; the stream must still be the one-job stream.
@Suite("Streamed message report")
struct StreamedReportTests {
  private func feature(_ name: String, scenarios count: Int) -> String {
    "Feature: \(name)\n"
      + (1...count).map { index in
        "  Scenario: \(name) \(index)\n    Given I am on a screen with a stepper\n"
          + "    And the platform is \(index % 2 == 0 ? "Android" : "iOS")\n"
          + "    When I swipe right\n"
          + (index % 3 == 0 ? "    Then I hear \"nothing like this\"\n" : "")
          + (index % 5 == 0 ? "    And an undefined step \(index)\n" : "")
      }.joined()
  }

  /// The stream without times, durations and the tool's version.
  private func timeless(_ text: String) -> String {
    text.replacingOccurrences(
      of: #""(seconds|nanos)":[0-9]+|"durationSeconds\\?":[0-9.e-]+|"version":"[^"]*""#,
      with: "T", options: .regularExpression)
  }

  @Test(
    "Two jobs, in file or on standard output, give the one-job stream",
    arguments: [["--jobs", "2"], ["--jobs", "2", "--order", "random:7"]])
  func jobsKeepTheOrder(extra: [String]) throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(feature("Alpha", scenarios: 14), named: "a.feature", in: folder)
    try ReportFiles.write(feature("Beta", scenarios: 9), named: "b.feature", in: folder)
    let order = extra.contains("--order") ? ["--order", "random:7"] : []
    let one = try RunCLI.run(
      ["run", ".", "--format", "message:one.ndjson", "--format", "summary"] + order,
      directory: folder)
    #expect(one.exitCode == 1, "\(one.stderr)")
    let two = try RunCLI.run(
      ["run", ".", "--format", "message:two.ndjson", "--format", "summary"] + extra,
      directory: folder)
    #expect(two.exitCode == 1, "\(two.stderr)")
    let onStandardOutput = try RunCLI.run(
      ["run", ".", "--format", "message"] + extra, directory: folder)
    let expected = timeless(
      String(
        decoding: try Data(contentsOf: folder.appendingPathComponent("one.ndjson")), as: UTF8.self))
    #expect(expected.split(separator: "\n").count > 100)
    for actual in [
      String(
        decoding: try Data(contentsOf: folder.appendingPathComponent("two.ndjson")), as: UTF8.self),
      onStandardOutput.stdout,
    ] {
      let different = zip(expected.split(separator: "\n"), timeless(actual).split(separator: "\n"))
        .filter { $0 != $1 }.prefix(2)
      #expect(different.isEmpty, "\(different.map { "\($0.0)\n\($0.1)" })")
      #expect(
        timeless(actual).split(separator: "\n").count == expected.split(separator: "\n").count)
    }
  }

  /// A streamed message report is planned file by file (each file's source, document and
  /// pickles written, then let go, before the run compiles the files again as it reaches
  /// them); a report written at the end has every file kept. Both must be the same stream,
  /// parse errors, rules, outlines, failures and undefined steps included.
  @Test("The stream planned file by file is the stream of the whole run")
  func plannedFileByFile() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(feature("Alpha", scenarios: 6), named: "a.feature", in: folder)
    try ReportFiles.write(
      "Feature: Broken\n  Scenario: one\n    Given a\nFeature: again\n", named: "b.feature",
      in: folder)
    try ReportFiles.write(
      """
      Feature: Gamma
        Background:
          Given I am on a screen with a stepper
        Rule: touch
          Scenario Outline: on <platform>
            Given the platform is <platform>
            When I swipe right
            Then I hear "Quantity"

            Examples:
              | platform |
              | iOS      |
              | Android  |
      """, named: "c.feature", in: folder)
    try ReportFiles.write(feature("Delta", scenarios: 4), named: "d.feature", in: folder)
    let planned = try RunCLI.run(
      ["run", ".", "--format", "message:planned.ndjson", "--format", "summary"],
      directory: folder)
    #expect(planned.exitCode == 2, "\(planned.stderr)")
    // A second message report on standard output is written at the end, from the whole run.
    let whole = try RunCLI.run(
      ["run", ".", "--format", "message:whole.ndjson", "--format", "message"], directory: folder)
    #expect(whole.exitCode == 2, "\(whole.stderr)")
    let expected = timeless(
      String(
        decoding: try Data(contentsOf: folder.appendingPathComponent("planned.ndjson")),
        as: UTF8.self))
    #expect(expected.contains("\"parseError\""))
    #expect(expected.contains("\"Gamma\""))
    for actual in [
      String(
        decoding: try Data(contentsOf: folder.appendingPathComponent("whole.ndjson")),
        as: UTF8.self),
      whole.stdout,
    ] {
      let pairs = zip(expected.split(separator: "\n"), timeless(actual).split(separator: "\n"))
      let different = pairs.filter { $0 != $1 }.prefix(2)
      #expect(different.isEmpty, "\(different.map { "\($0.0)\n\($0.1)" })")
      #expect(
        timeless(actual).split(separator: "\n").count == expected.split(separator: "\n").count)
    }
  }

  /// JUnit and HTML set each test case aside on disk as it finishes and write the document
  /// at the end: a random order with two jobs interleaves the files, and each suite and
  /// section must still hold exactly its own file's scenarios, counted right. The suite is
  /// large enough for the parts set aside to span many chunks.
  @Test("JUnit and HTML written as the run goes group an interleaved run by file")
  func documentsGroupByFile() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(feature("Alpha", scenarios: 80), named: "a.feature", in: folder)
    try ReportFiles.write(feature("Beta", scenarios: 50), named: "b.feature", in: folder)
    let result = try RunCLI.run(
      [
        "run", ".", "--order", "random:11", "--jobs", "2", "--format", "junit:r.xml", "--format",
        "html:r.html", "--format", "summary",
      ], directory: folder)
    #expect(result.exitCode == 1, "\(result.stderr)")
    let junit = try ReportFiles.parse(ReportFiles.read(folder.appendingPathComponent("r.xml").path))
    let suites = junit.all("/testsuites/testsuite")
    #expect(suites.map { $0.all("@file").first?.stringValue } == ["./a.feature", "./b.feature"])
    for (suite, count) in zip(suites, [80, 50]) {
      let file = suite.all("@file").first?.stringValue ?? ""
      let cases = suite.all("testcase")
      #expect(cases.count == count)
      #expect(suite.all("@tests").first?.stringValue == "\(count)")
      #expect(
        suite.all("@failures").first?.stringValue == "\(suite.all("testcase[failure]").count)")
      #expect(suite.all("testcase[failure]").count == count / 3)
      // Every test case's output opens with its file:line.
      #expect(
        cases.allSatisfy { ($0.all("system-out").first?.stringValue ?? "").hasPrefix(file + ":") })
    }
    let html = try ReportFiles.parse(ReportFiles.read(folder.appendingPathComponent("r.html").path))
    let sections = html.all("//section[@class='feature']")
    #expect(
      sections.map { $0.all("p[@class='where']").first?.stringValue } == [
        "./a.feature", "./b.feature",
      ])
    for (section, count) in zip(sections, [80, 50]) {
      let file = section.all("p[@class='where']").first?.stringValue ?? ""
      let places = section.all("article//div[dt='Location']/dd").compactMap(\.stringValue)
      #expect(places.count == count)
      #expect(places.allSatisfy { $0.hasPrefix(file + ":") })
    }
    // Numbered in the order the run reports them: every number once.
    let numbers = html.all("//article/@id").compactMap {
      $0.stringValue?.split(separator: "-").last
    }
    .compactMap { Int($0) }
    #expect(numbers.sorted() == Array(1...130))
    #expect(numbers != Array(1...130))
  }
}
