import Foundation
import TestSupport
import Testing

/// The command failures are typed values; what they print is pinned here where no other test
/// pins it.
@Suite("Command failures: exact messages")
struct CommandFailureMessageTests {
  @Test("A baseline with speech before its first header: FILE:LINE: error:, exit 2")
  func baselineWithoutHeader() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let baseline = folder.appendingPathComponent("baseline.txt")
    try Data("# a comment\nVoiceOver  0.00s  x\n".utf8).write(to: baseline)
    let result = try RunCLI.run(["run", "Scenarios/button.feature", "--baseline", baseline.path])
    #expect(result.exitCode == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "\(baseline.path):2: error: expected a '== Feature › Scenario [platform]' header\n")
  }

  @Test("record -o a folder: cannot write the baseline, exit 2")
  func recordToFolder() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let target = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let result = try RunCLI.run(["record", "Scenarios/button.feature", "-o", target.path])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "error: cannot write the baseline to \(target.path): is a folder; give a file name, "
        + "e.g. \(target.path)/report.txt\n")
  }
}
