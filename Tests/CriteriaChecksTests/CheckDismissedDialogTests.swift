import ControlRegistry
import CriteriaChecks
import Foundation
import Reports
import ScenarioRunner
import TestSupport
import Testing

/// `check` runs a component alone, where no screen's button presents a dialog that the
/// component sets up dismissed (`presented: false`, as a screen's `presents:` needs it). Its
/// criteria are about the dialog once it shows, so every generated scenario presents it first;
/// before, nine MUST criteria of the sign-in alert failed on "nothing is focused".
@Suite("check: a dialog the component sets up dismissed")
struct CheckDismissedDialogTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func report(_ name: String) throws -> (RunReport, CriteriaSuite) {
    let suite = try CriteriaSuite(
      componentPath: root.appendingPathComponent("Scenarios/components/\(name)").path,
      platforms: nil, workingDirectory: root)
    let report = Runner().run(
      documents: suite.documents, options: RunOptions(paths: [], workingDirectory: root))
    return (report, suite)
  }

  @Test(
    "Every MUST criterion of a dismissed dialog passes, as the presented one's do",
    arguments: ["sign-in-alert.yml", "delete-contacts-alert.yml", "delete-contacts-sheet.yml"])
  func passes(component: String) throws {
    let (report, _) = try Self.report(component)
    let failing = report.testCases.filter { $0.failsRun(strict: false) }.map(\.name)
    #expect(failing == [])
    #expect(CriteriaFormat.exitCode(report, strict: false) == 0)
  }

  /// A sheet whose confirming button keeps it open (`confirmDismisses: false`, to present an
  /// alert over itself) is judged on its cancel button, the one that dismisses it: on the
  /// confirm button, the criteria that expect the dialog dismissed failed.
  @Test("A sheet whose confirm keeps it open is judged on its cancel button")
  func keepsOpen() throws {
    let (report, _) = try Self.report("delete-contacts-sheet.yml")
    let names = Set(report.testCases.map(\.name))
    #expect(names.contains("gesture-double-tap: the cancel button"))
    #expect(names.contains("output-name: the cancel button"))
    #expect(!names.contains { $0.hasSuffix("the confirm button") })
  }

  @Test("Each scenario presents the dialog once, right after the platform")
  func presentsFirstAndOnce() throws {
    let (_, suite) = try Self.report("sign-in-alert.yml")
    #expect(!suite.documents.isEmpty)
    for document in suite.documents {
      let scenarios = document.source.components(separatedBy: "  Scenario: ").dropFirst()
      #expect(!scenarios.isEmpty)
      for scenario in scenarios {
        let lines = scenario.split(separator: "\n").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        let presented = lines.filter { $0 == "And the dialog is presented" }
        #expect(presented.count == 1, "\(lines.first ?? "")")
        let platform = lines.firstIndex { $0.hasPrefix("And the platform is ") }
        #expect(platform.map { lines[$0 + 1] } == "And the dialog is presented")
      }
    }
  }

  @Test("A dialog presented from the start gets no extra line")
  func presentedNeedsNone() throws {
    let (_, suite) = try Self.report("sign-in-error.yml")
    #expect(!suite.documents.isEmpty)
    for document in suite.documents {
      let source = document.source
      let dismissedOnly = source.components(separatedBy: "Scenario: ").dropFirst().filter {
        $0.contains("And the dialog is presented")
      }
      #expect(dismissedOnly.isEmpty)
    }
  }
}
