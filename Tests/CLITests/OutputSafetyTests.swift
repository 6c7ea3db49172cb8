import ChildProcesses
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Reports never destroy what they are written to, and a failing standard output loses no file
/// report. Device nodes are made with mknod in a temporary folder: never the machine's own
/// `/dev/null` or `/dev/full`.
@Suite("a11ysim run: report files and standard output")
final class OutputSafetyTests {
  let folder: URL

  init() throws {
    folder = try TemporaryFolder.create("OutputSafetyTests")
    try ReportFiles.write(ReportFiles.passingFeature, named: "passing.feature", in: folder)
  }

  deinit { TemporaryFolder.remove(folder) }

  var binary: String { RunCLI.productsDirectory.appendingPathComponent("a11ysim").path }

  func device(_ name: String, major: UInt32, minor: UInt32) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try #require(
      mknod(path, S_IFCHR | 0o666, dev_t(major << 8 | minor)) == 0,
      "mknod needs root (or CAP_MKNOD)")
    return path
  }

  /// A new FIFO in the folder, with its reading end open (without waiting for a writer).
  func makeFIFO(_ name: String) throws -> (path: String, reader: Int32) {
    let path = folder.appendingPathComponent(name).path
    try #require(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    return (path, reader)
  }

  /// Whether the JUnit report `name` was written whole.
  func junitWritten(_ name: String) throws -> Bool {
    try ReportFiles.read(folder.appendingPathComponent(name).path).hasSuffix("</testsuites>\n")
  }

  func fileType(_ path: String) -> mode_t {
    var info = stat()
    _ = lstat(path, &info)
    return info.st_mode & S_IFMT
  }

  @Test("A report to a null device node leaves the device a device")
  func reportToDevice() throws {
    let null = try device("null", major: 1, minor: 3)
    let result = try RunCLI.run(
      ["run", "passing.feature", "--format", "junit:null"], directory: folder)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(fileType(null) == S_IFCHR)
  }

  @Test("A report to a FIFO is written into it; the FIFO stays")
  func reportToFIFO() throws {
    let (fifo, reader) = try makeFIFO("junit.pipe")
    defer { close(reader) }
    let result = try RunCLI.run(
      ["run", "passing.feature", "--format", "rerun:junit.pipe", "--format", "junit:junit.xml"],
      directory: folder)
    #expect(result.exitCode == 0)
    #expect(fileType(fifo) == S_IFIFO)
    var buffer = [UInt8](repeating: 0, count: 16)
    // An all-passing run's rerun list is empty: nothing arrives, and the FIFO is still one.
    #expect(read(reader, &buffer, buffer.count) == 0)
  }

  @Test("A report path that is a folder says so, and what to give instead")
  func reportToFolder() throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
    let result = try RunCLI.run(
      ["run", "passing.feature", "--format", "junit:reports", "--format", "summary:summary.txt"],
      directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "error: cannot write the junit report to reports: is a folder; give a file name, "
        + "e.g. reports/report.txt\n")
    #expect(
      try ReportFiles.read(folder.appendingPathComponent("summary.txt").path).hasSuffix(
        "1 passed, 0 failed\n"))
  }

  @Test("Standard output on a full device: the file reports are written, the failure named")
  func fullStandardOutput() throws {
    let full = try device("full", major: 1, minor: 7)
    let errors = folder.appendingPathComponent("errors.txt").path
    let child = try ChildProcess.Running(
      binary, ["run", "passing.feature", "--format", "summary", "--format", "junit:junit.xml"],
      input: folder.appendingPathComponent("input.txt").path, output: full, errors: errors,
      environment: ["NO_COLOR": "1"], directory: folder.path)
    #expect(child.wait() == 2)
    #expect(
      try ReportFiles.read(errors)
        == "error: cannot write the summary report to standard output: No space left on device\n")
    #expect(try junitWritten("junit.xml"))
    #expect(fileType(full) == S_IFCHR)
  }

  @Test("A closed standard output: the file reports are written, the failure named")
  func closedStandardOutput() throws {
    let result = try ChildProcess.run(
      "/bin/sh",
      [
        "-c", "exec \"$0\" \"$@\" >&-", binary, "run", "passing.feature", "--format", "summary",
        "--format", "junit:j.xml",
      ],
      environment: ["NO_COLOR": "1"], directory: folder.path)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: cannot write the summary report to standard output: Bad file descriptor\n")
    #expect(try junitWritten("j.xml"))
  }

  @Test("A reader that goes away (| head -c 10) ends the run cleanly, file reports written")
  func brokenPipe() throws {
    // The reading end is open while the child starts (so its open does not block), and is
    // closed before the run can have finished: its report then meets a pipe with no reader.
    let (fifo, reader) = try makeFIFO("stdout.pipe")
    let errors = folder.appendingPathComponent("errors.txt").path
    let child = try ChildProcess.Running(
      binary, ["run", "passing.feature", "--format", "pretty", "--format", "junit:junit.xml"],
      input: folder.appendingPathComponent("input.txt").path, output: fifo, errors: errors,
      environment: ["NO_COLOR": "1"], directory: folder.path)
    close(reader)
    #expect(child.wait() == 0)
    #expect(try ReportFiles.read(errors) == "")
    #expect(try junitWritten("junit.xml"))
  }

  @Test("$GITHUB_STEP_SUMMARY on a FIFO gets the summary appended; the FIFO stays")
  func stepSummaryFIFO() throws {
    let (fifo, reader) = try makeFIFO("summary.pipe")
    defer { close(reader) }
    let result = try RunCLI.run(
      ["run", "passing.feature", "--format", "github"],
      environment: ["GITHUB_STEP_SUMMARY": fifo], directory: folder)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(reader, &buffer, buffer.count)
    #expect(
      String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).hasPrefix(
        "## A11ySim: passed\n"))
    #expect(fileType(fifo) == S_IFIFO)
  }

  @Test(
    "Not root: another user's report in a sticky folder is refused for the right reason",
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "needs root and setpriv to run a11ysim as another user: run the tests as root (CI does)"))
  func stickyFolderAsOtherUser() throws {
    let sticky = folder.appendingPathComponent("sticky")
    try FileManager.default.createDirectory(at: sticky, withIntermediateDirectories: false)
    try #require(chmod(sticky.path, 0o1777) == 0)
    try #require(chmod(folder.path, 0o755) == 0)
    let report = sticky.appendingPathComponent("r.xml").path
    try "old\n".write(toFile: report, atomically: false, encoding: .utf8)
    try #require(chmod(report, 0o666) == 0)
    let result = try ChildProcess.run(
      "/usr/bin/setpriv",
      [
        "--reuid=65534", "--regid=65534", "--clear-groups", binary, "run", "passing.feature",
        "--format", "junit:sticky/r.xml",
      ], environment: ["NO_COLOR": "1"], directory: folder.path)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: cannot write the junit report to sticky/r.xml: cannot be replaced: it belongs "
        + "to another user (uid 0) and sticky is a sticky folder (like /tmp), where only a "
        + "file's owner may replace it; write the report to another path, or have the file's "
        + "owner remove it\n")
    #expect(try String(contentsOfFile: report, encoding: .utf8) == "old\n")
    // Its owner replaces it, keeping its mode.
    let own = try ChildProcess.run(
      binary, ["run", "passing.feature", "--format", "junit:sticky/r.xml"],
      environment: ["NO_COLOR": "1"], directory: folder.path)
    #expect(own.status == 0)
    var info = stat()
    #expect(stat(report, &info) == 0 && info.st_mode & 0o7777 == 0o666)
  }

  @Test(
    "Not root: a report to a device in a folder the user cannot write to still works",
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "needs root and setpriv to run a11ysim as another user: run the tests as root (CI does)"))
  func deviceAsOtherUser() throws {
    let null = try device("null", major: 1, minor: 3)
    try #require(chmod(null, 0o666) == 0)  // as the machine's null device is
    try #require(chmod(folder.path, 0o755) == 0)
    let result = try ChildProcess.run(
      "/usr/bin/setpriv",
      [
        "--reuid=65534", "--regid=65534", "--clear-groups", binary, "run", "passing.feature",
        "--format", "junit:null",
      ], environment: ["NO_COLOR": "1"], directory: folder.path)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(fileType(null) == S_IFCHR)
  }
}
