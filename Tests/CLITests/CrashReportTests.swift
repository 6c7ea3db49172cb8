import Foundation
import TestSupport
import Testing

/// A Swift trap during `a11ysim run` does not take the reports with it: what the run finished is
/// written, the scenario that crashed is failed, and the process still dies of its signal. The
/// trap is a debug build's (`A11YSIM_DEBUG_TRAP_SCENARIO` names a scenario that traps when it
/// starts), so no real bug is needed.
@Suite("a11ysim run crashed")
struct CrashReportTests {
  static let feature = ["One", "Two", "Boom", "Four"].map {
    "  Scenario: \($0)\n    Given a stepper \"Quantity\" with value 2 from 0 to 10\n"
      + "    And the platform is Linux with Orca\n"
  }.joined()

  /// With Swift's backtracer too (`enable=yes`): its alternate signal stack was too small for
  /// writing the reports.
  @Test(
    "A trap: JUnit, messages and summary hold the finished scenarios and the crash; exit 132",
    arguments: ["enable=no", "enable=yes"])
  func trapWritesReports(backtrace: String) throws {
    let folder = try TemporaryFolder.create("CrashReportTests")
    defer { TemporaryFolder.remove(folder) }
    _ = try ReportFiles.write("Feature: Crash\n" + Self.feature, named: "f.feature", in: folder)
    let result = try RunCLI.run(
      [
        "run", "f.feature", "--format", "junit:junit.xml", "--format", "message:messages.ndjson",
        "--format", "summary:summary.txt",
      ],
      environment: ["A11YSIM_DEBUG_TRAP_SCENARIO": "Boom", "SWIFT_BACKTRACE": backtrace],
      directory: folder)
    // The process dies of the trap's signal, SIGILL: 128 + 4.
    #expect(result.exitCode == 132, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "a11ysim: crashed (SIGILL): writing the reports of the scenarios finished before it\n"))
    let junit = try ReportFiles.read(folder.appendingPathComponent("junit.xml").path)
    #expect(
      junit.contains(
        "<testsuite name=\"Crash\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"0\""))
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == 3)
    #expect(junit.contains("<testcase classname=\"Crash\" name=\"One [Linux]\""))
    #expect(junit.contains("<testcase classname=\"Crash\" name=\"Two [Linux]\""))
    #expect(junit.contains("<testcase classname=\"Crash\" name=\"Boom\""))
    #expect(
      junit.contains(
        "a11ysim crashed (SIGILL) while running this scenario; the reports hold the scenarios "
          + "finished before it"))
    #expect(!junit.contains("name=\"Four\""))
    let summary = try ReportFiles.read(folder.appendingPathComponent("summary.txt").path)
    #expect(
      summary.hasSuffix(
        "3 scenarios (2 passed, 1 failed)\n6 steps (4 passed, 1 failed, 1 skipped)\n"
          + "stopped early: not every scenario ran\n2 passed, 1 failed\n"), "\(summary)")
    let messages = try ReportFiles.read(folder.appendingPathComponent("messages.ndjson").path)
    #expect(messages.hasSuffix("\n"))
    let lines = messages.split(separator: "\n")
    #expect(lines.filter { $0.contains("\"testCaseFinished\"") }.count == 3)
    #expect(lines.last?.contains("\"testRunFinished\"") == true)
    #expect(lines.last?.contains("\"success\":false") == true)
  }

  @Test("check: a trap in a criterion writes the JUnit of the criteria checked before it")
  func trapInCheck() throws {
    let folder = try TemporaryFolder.create("CrashReportTests")
    defer { TemporaryFolder.remove(folder) }
    let junit = folder.appendingPathComponent("check.xml").path
    let result = try RunCLI.run(
      ["check", "Scenarios/components/volume-slider.yml", "--format", "junit:" + junit],
      environment: [
        "A11YSIM_DEBUG_TRAP_SCENARIO": "gesture-adjust: the slider", "SWIFT_BACKTRACE": "enable=no",
      ])
    #expect(result.exitCode == 132, "\(result.stderr)")
    let text = try ReportFiles.read(junit)
    #expect(text.components(separatedBy: "<testcase ").count - 1 == 2)
    #expect(text.contains("name=\"gesture-swipe: the slider [iOS]\""))
    #expect(
      text.contains(
        "<failure message=\"a11ysim crashed (SIGILL) while running this scenario; the reports "
          + "hold the scenarios finished before it\""))
  }
}
