import ChildProcesses
import Foundation
import Reports
import ScenarioRunner
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The statuses the built-in steps cannot produce from a feature file (ambiguous and pending:
/// every built-in step text matches one definition, and none is pending) in the HTML and JUnit
/// reports, from a real run's report with those statuses set.
@Suite("Reports: ambiguous and pending steps")
struct ReportStatusTests {
  static let feature = """
    Feature: Odd steps

      Scenario: Two definitions match
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Android with TalkBack
        When I swipe right
        Then I hear "Quantity"

      Scenario: Not written yet
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS with VoiceOver
        When I swipe right
        Then I hear "Quantity"

    """

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// A real run of `feature`, then step 3 of the first scenario made ambiguous and of the second
  /// pending, with the steps after them skipped, as the executor would report them.
  static func report(strict: Bool) throws -> RunReport {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("odd.feature").path
    try feature.write(toFile: path, atomically: true, encoding: .utf8)
    var options = RunOptions(paths: [path], workingDirectory: folder)
    options.strict = strict
    var report = Runner().run(options)
    try #require(report.testCases.count == 2)
    try #require(report.testCases.allSatisfy { $0.status == .passed })
    report.testCases[0].steps[2].status = .ambiguous
    report.testCases[0].steps[2].ambiguousMatches = ["I swipe {direction}", "I swipe <right>"]
    report.testCases[0].steps[3].status = .skipped
    report.testCases[1].steps[2].status = .pending
    report.testCases[1].steps[3].status = .skipped
    return report
  }

  static func parse(_ text: String) throws -> XMLDocument {
    try XMLDocument(data: Data(text.utf8), options: [.nodePreserveWhitespace])
  }

  static func strings(_ node: XMLNode, _ xpath: String) -> [String] {
    ((try? node.nodes(forXPath: xpath)) ?? []).map {
      ($0.stringValue ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
  }

  @Test("HTML: the ambiguous step lists its matches; both statuses are words and filters")
  func html() throws {
    let document = try Self.parse(HTMLFormat.page(try Self.report(strict: false)))
    #expect(
      Self.strings(document, "//h3") == [
        "ambiguous Two definitions match", "pending Not written yet",
      ])
    #expect(
      Self.strings(document, "//article[1]//li[p//strong='When']/div[@class='problem']/p") == [
        "More than one step definition matches this text:"
      ])
    #expect(
      Self.strings(document, "//article[1]//ul[@class='matches']/li/code") == [
        "I swipe {direction}", "I swipe <right>",
      ])
    #expect(
      Self.strings(document, "//fieldset[legend='Status']//label") == [
        "ambiguous (1)", "pending (1)",
      ])
    #expect(Self.strings(document, "//h1") == ["A11ySim run: failed"])
  }

  @Test("HTML: a step's message is labelled for its status; a failure's box is red")
  func messageLabels() throws {
    var report = try Self.report(strict: false)
    report.testCases[0].steps[2].failure = StepFailure("two definitions match")
    report.testCases[0].steps[3].failure = StepFailure("not run: an earlier step was ambiguous")
    report.testCases[1].steps[2].failure = .pending("the focus ring is visual")
    report.testCases[1].steps[1].status = .undefined
    report.testCases[1].steps[1].failure = StepFailure("no such platform")
    report.testCases[1].steps[0].status = .failed
    report.testCases[1].steps[0].failure = StepFailure("expected to hear \"A\"")
    let document = try Self.parse(HTMLFormat.page(report))
    #expect(
      Self.strings(document, "//li[contains(@class, 'step')]/div/p[@class='message']") == [
        "Ambiguous: two definitions match", "Skipped: not run: an earlier step was ambiguous",
        "Failure: expected to hear \"A\"", "Undefined: no such platform",
        "Pending: the focus ring is visual",
      ])
    #expect(
      Self.strings(document, "//li[contains(@class, 'step')]/div[p/@class='message']/@class") == [
        "failure", "note", "failure", "note", "note",
      ])
  }

  @Test("HTML: speech cut off by later speech says where it was interrupted")
  func interrupted() throws {
    var report = try Self.report(strict: false)
    report.testCases[0].steps[2].heard[0].isInterrupted = true
    report.testCases[0].transcript[0].isInterrupted = true
    let end = report.testCases[0].transcript[0].end.description
    let document = try Self.parse(HTMLFormat.page(report))
    #expect(
      Self.strings(document, "//article[1]//ul[@class='heard']/li") == [
        "TalkBack 0.00s Quantity [interrupted at \(end)] (talkback/focus.stateNameRole, high "
          + "confidence)"
      ])
    #expect(
      Self.strings(document, "//article[1]/details/table/tbody/tr[1]/td[4]") == [
        "interrupted at \(end)"
      ])
  }

  @Test("HTML: the same report gives the same page")
  func deterministic() throws {
    let report = try Self.report(strict: true)
    #expect(HTMLFormat.page(report) == HTMLFormat.page(report))
  }

  @Test("JUnit: ambiguous is a failure; pending is skipped, or an error when strict")
  func junit() throws {
    let relaxed = try Self.parse(JUnitFormat.xml(try Self.report(strict: false)))
    // junit-10.xsd has `skipped` on testsuite only.
    #expect(
      ["tests", "failures", "errors", "skipped"].flatMap {
        Self.strings(relaxed, "/testsuites/testsuite/@\($0)")
      } == ["2", "1", "0", "1"])
    #expect(
      ["tests", "failures", "errors", "skipped"].flatMap {
        Self.strings(relaxed, "/testsuites/@\($0)")
      }
        == ["2", "1", "0"])
    #expect(
      Self.strings(relaxed, "//testcase[1]/failure/@message") == ["ambiguous step: I swipe right"])
    #expect(Self.strings(relaxed, "//testcase[1]/failure/@type") == ["ambiguous"])
    #expect(
      Self.strings(relaxed, "//testcase[2]/skipped/@message") == ["pending step: I swipe right"])

    let strict = try Self.parse(JUnitFormat.xml(try Self.report(strict: true)))
    #expect(Self.strings(strict, "/testsuites/@errors") == ["1"])
    #expect(Self.strings(strict, "/testsuites/testsuite/@skipped") == ["0"])
    #expect(Self.strings(strict, "//testcase[2]/error/@type") == ["pending"])
    #expect(Self.strings(strict, "//testcase[2]/skipped").isEmpty)
  }

  @Test(
    "JUnit with ambiguous and pending steps validates against Tests/Fixtures/junit.xsd",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint")
        || ProcessInfo.processInfo.environment["A11YSIM_REQUIRE_XMLLINT"] == "1",
      "xmllint is not installed (Debian: apt-get install libxml2-utils); .ci/run installs it"))
  func schema() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    for strict in [false, true] {
      let file = folder.appendingPathComponent("junit-strict-\(strict).xml")
      try JUnitFormat.xml(try Self.report(strict: strict)).write(
        to: file, atomically: true, encoding: .utf8)
      let result = try ChildProcess.run(
        "/usr/bin/xmllint",
        [
          "--noout", "--schema",
          Self.packageRoot.appendingPathComponent("Tests/Fixtures/junit.xsd").path, file.path,
        ])
      #expect(result.status == 0, "strict \(strict): \(result.stdout)\(result.stderr)")
    }
  }
}
