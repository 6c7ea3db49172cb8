import Foundation
import TestSupport
import Testing

/// `merge-reports` merges the shards of `run --shard I/N`. A stream of `check` is refused with
/// what to do instead: check has no shards, and its report is its criteria matrix (MUST and
/// SHOULD, --strict), which run reports rebuilt from streams cannot be.
@Suite("merge-reports: a stream of check")
struct CheckStreamMergeTests {
  @Test("A check stream is refused at its source, saying to split a check by platform")
  func refused() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let stream = folder.appendingPathComponent("check-ios.ndjson").path
    let check = try RunCLI.run([
      "check", "Scenarios/components/quantity.yml", "--platforms", "ios", "--format",
      "message:\(stream)",
    ])
    #expect([0, 1].contains(check.exitCode), "\(check.stderr)")
    let merged = try RunCLI.run([
      "merge-reports", stream, "--format", "junit:\(folder.path)/merged.xml",
    ])
    #expect(merged.exitCode == 2)
    #expect(merged.stdout == "")
    // Placed at the stream's source message, naming the command that would split it.
    #expect(
      merged.stderr.contains(
        "a stream of `a11ysim check` (its source \"Scenarios/components/quantity.yml#ios\" is "
          + "the scenarios check generated for Scenarios/components/quantity.yml on ios), not "
          + "of `a11ysim run`"), "\(merged.stderr)")
    #expect(
      merged.stderr.contains(
        "(a11ysim check Scenarios/components/quantity.yml --platforms ios --format "
          + "junit:check-ios.xml) and keep each one's reports and exit code"), "\(merged.stderr)")
    #expect(merged.stderr.contains("\(stream):"), "\(merged.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/merged.xml"))
  }
}
