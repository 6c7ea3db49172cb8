import Foundation
import TestSupport
import Testing

/// `merge-reports` and a shard whose stream was cut off mid-run (a killed CI job, a full disk,
/// an upload cut short): the merge must say which stream and where it ends, and write no
/// report, never merge what is there into a report that passes.
@Suite("merge-reports: an interrupted shard")
struct InterruptedShardTests {
  static let feature = """
    Feature: Quantity stepper
      Scenario: Swiping reads the stepper
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Android with TalkBack
        When I swipe right
        Then I hear "Quantity"

      Scenario: Tab on Linux
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Linux with Orca
        When I press "Tab"
        Then I hear "Quantity spin button"

      Scenario: Swiping on iOS
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS with VoiceOver
        When I swipe right
        Then I hear "Quantity"
    """

  /// Writes the feature and both shards' streams, which pass, into `folder`; the second's
  /// lines.
  func shards(in folder: URL) throws -> [String] {
    try ReportFiles.write(Self.feature, named: "a.feature", in: folder)
    for index in 1...2 {
      let shard = try RunCLI.run(
        ["run", ".", "--shard", "\(index)/2", "--format", "message:s\(index).ndjson"],
        directory: folder)
      #expect(shard.exitCode == 0, "\(shard.stderr)")
    }
    let whole = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "s2.ndjson", "--format", "summary:whole.txt"],
      directory: folder)
    #expect(whole.exitCode == 0, "\(whole.stderr)")
    let text = try ReportFiles.read(folder.appendingPathComponent("s2.ndjson").path)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.last?.hasPrefix("{\"testRunFinished\"") == true)
    #expect(lines.contains { $0.hasPrefix("{\"testCaseFinished\"") })
    return lines
  }

  /// Merges s1.ndjson with `cut` as s2.ndjson, asking for a JUnit report.
  func merge(_ cut: String, in folder: URL) throws -> RunCLI.Result {
    try ReportFiles.write(cut, named: "s2.ndjson", in: folder)
    let result = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "s2.ndjson", "--format", "junit:out.xml"],
      directory: folder)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.xml").path),
      "a report was written from a stream cut off mid-run")
    return result
  }

  @Test("A stream that ends before testRunFinished: FILE:LINE of its last line, exit 2")
  func missingRunFinished() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let lines = try shards(in: folder)
    let kept = lines.dropLast()
    let result = try merge(kept.joined(separator: "\n") + "\n", in: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "s2.ndjson:\(kept.count): error: the stream ends at line \(kept.count) (an "
        + "attachment message) without testRunFinished: the shard's run was cut off before it "
        + "finished (a job stopped, a full disk, an upload cut short); run that shard again\n")
  }

  @Test("A stream cut off after a test case, mid-run: FILE:LINE of its last line, exit 2")
  func cutMidRun() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let lines = try shards(in: folder)
    let end = try #require(lines.firstIndex { $0.hasPrefix("{\"testCaseFinished\"") })
    let result = try merge(lines[...end].joined(separator: "\n") + "\n", in: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.hasPrefix(
        "s2.ndjson:\(end + 1): error: the stream ends at line \(end + 1) (a testCaseFinished "
          + "message) without testRunFinished: the shard's run was cut off"), "\(result.stderr)")
  }

  @Test("A stream whose last line is cut in the middle: FILE:LINE says so, exit 2")
  func truncatedLastLine() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let lines = try shards(in: folder)
    let last = lines[lines.count - 2]
    let cut =
      lines.dropLast(2).joined(separator: "\n") + "\n" + last.prefix(last.count / 2)
    let result = try merge(cut, in: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "s2.ndjson:\(lines.count - 1): error: the stream ends in the middle of line "
        + "\(lines.count - 1) (no line end after it, and it is not a whole message): the "
        + "shard's run was cut off while writing it; run that shard again\n")
  }
}
