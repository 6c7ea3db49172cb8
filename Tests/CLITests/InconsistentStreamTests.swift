import Foundation
import TestSupport
import Testing

/// `merge-reports` and a stream that contradicts itself (a test case that never started, a
/// step without a result or with two, a result that disagrees with A11ySim's own attachment):
/// an error at `FILE:LINE`, exit 2, never a report that passes what the run failed.
@Suite("merge-reports: a stream that contradicts itself")
struct InconsistentStreamTests {
  static let feature = """
    Feature: Two
      Scenario: Passes
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS with VoiceOver
        When I swipe right
        Then I hear "Quantity"

      Scenario: Fails
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS with VoiceOver
        When I swipe right
        Then I hear "Amount"
    """

  /// A real run's stream, as lines, with helpers to find and change them.
  struct Lines {
    var lines: [String]

    /// The index of the `n`th (0-based) line that starts with `prefix` and contains `text`.
    func index(_ prefix: String, containing text: String = "", _ n: Int = 0) throws -> Int {
      let found = lines.indices.filter {
        lines[$0].hasPrefix(prefix) && (text.isEmpty || lines[$0].contains(text))
      }
      return try #require(found.dropFirst(n).first, "no line \(prefix) \(text)")
    }

    /// The text of `"key":"…"` in the line at `index`.
    func value(_ key: String, at index: Int) throws -> String {
      let line = lines[index]
      let start = try #require(line.range(of: "\"\(key)\":\""))
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
  }

  /// Runs the feature unsharded into w.ndjson in `folder` (it fails: one scenario fails),
  /// checks that it merges as it is, and returns its lines.
  func stream(in folder: URL) throws -> Lines {
    try ReportFiles.write(Self.feature, named: "a.feature", in: folder)
    let run = try RunCLI.run(
      ["run", "a.feature", "--format", "message:w.ndjson"], directory: folder)
    #expect(run.exitCode == 1, "\(run.stderr)")
    let merged = try RunCLI.run(["merge-reports", "w.ndjson"], directory: folder)
    #expect(merged.exitCode == 1, "\(merged.stderr)")
    let text = try ReportFiles.read(folder.appendingPathComponent("w.ndjson").path)
    return Lines(lines: text.split(separator: "\n").map(String.init))
  }

  /// Merges `lines` as w.ndjson: exit 2, no report, and the one line of standard error.
  func merge(_ lines: Lines, in folder: URL) throws -> String {
    try ReportFiles.write(lines.text, named: "w.ndjson", in: folder)
    let result = try RunCLI.run(
      ["merge-reports", "w.ndjson", "--format", "junit:out.xml"], directory: folder)
    #expect(result.exitCode == 2, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.xml").path))
    return result.stderr
  }

  @Test("A test case that never started, in a run that was not interrupted")
  func neverStarted() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    var lines = try stream(in: folder)
    let startedID = try lines.value("id", at: try lines.index("{\"testCaseStarted\""))
    let testCase = try lines.index("{\"testCase\":")
    lines.lines.removeAll { $0.contains("\"\(startedID)\"") }
    #expect(
      try merge(lines, in: folder)
        == "w.ndjson:\(testCase + 1): error: the test case of 'Passes' (a.feature:2) never "
        + "started (no testCaseStarted), and the run was not interrupted: the stream was cut or "
        + "altered; run that shard again\n")
  }

  @Test("A testCaseStarted naming a test case the stream does not have")
  func unknownTestCase() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    var lines = try stream(in: folder)
    let started = try lines.index("{\"testCaseStarted\"", containing: "", 1)
    let testCaseID = try lines.value("testCaseId", at: started)
    lines.lines[started] = lines.lines[started].replacingOccurrences(
      of: "\"\(testCaseID)\"", with: "\"m999\"")
    #expect(
      try merge(lines, in: folder)
        == "w.ndjson:\(started + 1): error: the testCaseStarted names the test case 'm999', "
        + "which the stream does not have\n")
  }

  @Test("A step of a started test case without a result")
  func missingResult() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    var lines = try stream(in: folder)
    let started = try lines.index("{\"testCaseStarted\"")
    let finished = try lines.index("{\"testStepFinished\"", containing: "", 1)
    let stepID = try lines.value("testStepId", at: finished)
    lines.lines.remove(at: finished)
    #expect(
      try merge(lines, in: folder)
        == "w.ndjson:\(started + 1): error: the test case started here has no result for its "
        + "step 'the platform is iOS with VoiceOver' (no testStepFinished for '\(stepID)')\n")
  }

  @Test("A step SKIPPED after passed steps, with no failing one before it")
  func skippedAfterPassed() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    var lines = try stream(in: folder)
    let last = try lines.index("{\"testStepFinished\"", containing: "", 3)
    lines.lines[last] = lines.lines[last].replacingOccurrences(
      of: "\"PASSED\"", with: "\"SKIPPED\"")
    #expect(
      try merge(lines, in: folder)
        == "w.ndjson:\(last + 1): error: the step 'I hear \"Quantity\"' is SKIPPED, but no step "
        + "before it failed, is pending, undefined or ambiguous, and others passed: a run skips "
        + "a step only after one of those (a dry run passes none); the stream was altered\n")
  }

  @Test("A step that finishes twice")
  func finishedTwice() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    var lines = try stream(in: folder)
    let failed = try lines.index("{\"testStepFinished\"", containing: "\"FAILED\"")
    let stepID = try lines.value("testStepId", at: failed)
    lines.lines.insert(
      lines.lines[failed].replacingOccurrences(of: "\"FAILED\"", with: "\"UNDEFINED\""),
      at: failed + 1)
    #expect(
      try merge(lines, in: folder)
        == "w.ndjson:\(failed + 2): error: the test step '\(stepID)' finishes twice (first at "
        + "line \(failed + 1)): a step has one result; was the stream pieced together?\n")
  }

  @Test("A PASSED result with a failure message")
  func passedWithMessage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    var lines = try stream(in: folder)
    let failed = try lines.index("{\"testStepFinished\"", containing: "\"FAILED\"")
    lines.lines[failed] = lines.lines[failed].replacingOccurrences(
      of: "\"FAILED\"", with: "\"PASSED\"")
    #expect(
      try merge(lines, in: folder)
        == "w.ndjson:\(failed + 1): error: a PASSED result with a failure message: a step that "
        + "passed has none; the stream was altered\n")
  }

  @Test("A result that contradicts the test case's A11ySim attachment")
  func contradictsAttachment() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    var lines = try stream(in: folder)
    let failed = try lines.index("{\"testStepFinished\"", containing: "\"FAILED\"")
    lines.lines[failed] = lines.lines[failed].replacingOccurrences(
      of: #","exception":.*,"status":"FAILED""#,
      with: #","status":"PASSED""#, options: .regularExpression)
    #expect(lines.lines[failed].contains("\"PASSED\"") && !lines.lines[failed].contains("exp"))
    let attachment = try lines.index(
      "{\"attachment\"", containing: "application/vnd.a11ysim.test-case+json", 1)
    #expect(
      try merge(lines, in: folder)
        == "w.ndjson:\(attachment + 1): error: the application/vnd.a11ysim.test-case+json "
        + "attachment says the step 'I hear \"Amount\"' failed, but its result (line "
        + "\(failed + 1)) is PASSED without a message: the stream contradicts itself\n")
  }

  @Test("Test cases that do not add up to the run's own counts")
  func countsDisagree() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    var lines = try stream(in: folder)
    let facts = try lines.index("{\"attachment\"", containing: "application/vnd.a11ysim.run+json")
    #expect(lines.lines[facts].contains(#"\"counts\":{\"failed\":1,\"passed\":1}"#))
    lines.lines[facts] = lines.lines[facts].replacingOccurrences(
      of: #"\"counts\":{\"failed\":1,\"passed\":1}"#, with: #"\"counts\":{\"passed\":2}"#)
    #expect(
      try merge(lines, in: folder)
        == "w.ndjson:\(facts + 1): error: the run's facts count 2 passed test cases, but the "
        + "stream's are 1 passed, 1 failed: the stream was altered or pieced together; run that "
        + "shard again\n")
  }
}
