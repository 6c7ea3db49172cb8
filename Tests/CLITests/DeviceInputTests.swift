import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A baseline, rerun file, message stream or component that is a device (`/dev/zero`-like) is
/// refused with an error naming it, not read without end. The device is made with mknod in a
/// temporary folder, never the machine's own: a null-like one, which ends at once, so that
/// before the fix these tests failed (an empty input read) rather than hung.
@Suite("Inputs that are devices are refused")
final class DeviceInputTests {
  let folder: URL
  let reason =
    "is a device or socket, not a file (name a regular file, or a FIFO or <(…) for a stream)"

  init() throws {
    folder = try TemporaryFolder.create("DeviceInputTests")
    try ReportFiles.write(ReportFiles.passingFeature, named: "passing.feature", in: folder)
    let path = folder.appendingPathComponent("device").path
    try #require(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "mknod needs root")
  }

  deinit { TemporaryFolder.remove(folder) }

  @Test("--baseline naming a device")
  func baseline() throws {
    let result = try RunCLI.run(
      ["run", "passing.feature", "--baseline", "device"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("cannot read the baseline 'device': " + reason))
  }

  @Test("@rerun file naming a device")
  func rerunFile() throws {
    let result = try RunCLI.run(["run", "@device"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(result.stdout.contains("device: error: cannot read the rerun file: " + reason + "\n"))
  }

  @Test("merge-reports naming a device")
  func messageStream() throws {
    let result = try RunCLI.run(
      ["merge-reports", "device", "--format", "summary"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains("device: error: cannot read the message stream: " + reason + "\n"))
  }

  @Test("A feature's component that is a device")
  func component() throws {
    try ReportFiles.write(
      "Feature: F\n  Scenario: S\n    Given the component \"device\"\n"
        + "    And the platform is Linux with Orca\n    When I press \"Tab\"\n",
      named: "device.feature", in: folder)
    let result = try RunCLI.run(["run", "device.feature"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(result.stdout.contains("cannot read the component file 'device': " + reason))
  }
}
