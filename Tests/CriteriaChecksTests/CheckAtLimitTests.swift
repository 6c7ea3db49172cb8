import ControlRegistry
import CriteriaChecks
import Foundation
import Reports
import ScenarioRunner
import TestSupport
import Testing

/// `check` judges the component, not where its value happens to start: a correct stepper
/// whose value starts at a limit has that limit's button disabled (and rightly out of the
/// Tab order), so the generated scenarios that need the button working start one step away.
@Suite("check: a component whose value starts at a limit")
struct CheckAtLimitTests {
  /// The shipped MagentaA11y iOS component with `value` changed to `start`.
  static func report(start: String) throws -> (RunReport, CriteriaSuite) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Scenarios/components/magentaa11y-ios.yml"),
      encoding: .utf8
    ).replacingOccurrences(of: "\nvalue: 2\n", with: "\nvalue: \(start)\n")
    #expect(text.contains("\nvalue: \(start)\n"))
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try text.write(
      to: folder.appendingPathComponent("magentaa11y-ios.yml"), atomically: true, encoding: .utf8)
    let suite = try CriteriaSuite(
      componentPath: folder.appendingPathComponent("magentaa11y-ios.yml").path, platforms: nil,
      workingDirectory: folder)
    let report = Runner().run(
      documents: suite.documents, options: RunOptions(paths: [], workingDirectory: folder))
    return (report, suite)
  }

  @Test(
    "Every MUST criterion passes at the minimum, the maximum and in between",
    arguments: ["0", "10", "2"])
  func passes(start: String) throws {
    let (report, _) = try Self.report(start: start)
    let failing = report.testCases.filter { $0.failsRun(strict: false) }.map(\.name)
    #expect(failing == [])
    #expect(CriteriaFormat.exitCode(report, strict: false) == 0)
  }

  @Test("At the minimum, keyboard focus on the decrement button starts one step up")
  func startsAwayFromTheMinimum() throws {
    let (report, suite) = try Self.report(start: "0")
    let source = suite.documents.first?.source ?? ""
    #expect(
      source.contains(
        """
          Scenario: keyboard-focus: decrement button
            # Tab, ctr+tab or arrow keys: Focus visibly moves to the button
            Given the component "\(suite.componentPath)"
            And the platform is iOS
            And no screen reader is running
            And the value starts at 1
            When I press "Tab"
            Then the focus visibly moves
            And keyboard focus is on the decrement

        """), "\(source)")
    let focus = report.testCases.filter { $0.name.hasPrefix("keyboard-focus") }
    #expect(focus.map(\.status) == [.passed, .passed])
  }
}
