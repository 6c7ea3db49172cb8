import ControlRegistry
import CriteriaChecks
import Foundation
import Gherkin
import Reports
import ScenarioRunner
import Testing

@Suite("check: the generated criteria scenarios")
struct GeneratedCriteriaTests {
  @Test("The generated features parse, use only defined steps and pass on the seeds' Quantity")
  func generatedSuiteRuns() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let suite = try CriteriaSuite(
      componentPath: "Scenarios/components/quantity.yml", platforms: ["macos", "ios"],
      workingDirectory: root)
    #expect(suite.platforms == [.ios, .macos])
    #expect(
      suite.documents.map(\.uri) == [
        "Scenarios/components/quantity.yml#ios", "Scenarios/components/quantity.yml#macos",
      ])
    for document in suite.documents {
      let parsed = try Gherkin.parseAndCompile(document.source, uri: document.uri)
      for pickle in parsed.pickles {
        for step in pickle.steps {
          #expect(StepLibrary.shipped.matches(step.text).count == 1, "\(step.text)")
        }
      }
    }
    let report = Runner().run(
      documents: suite.documents, options: RunOptions(paths: [], workingDirectory: root))
    #expect(report.loadErrors.isEmpty)
    let failing = report.testCases.filter { $0.failsRun(strict: true) }.map {
      "\($0.name) [\($0.platform ?? "")]"
    }
    #expect(
      failing == [
        "output-value-change: increment button [iOS]",
        "output-value-change: decrement button [iOS]",
        "output-value-focus: increment button [iOS]", "output-value-focus: decrement button [iOS]",
      ])
    #expect(CriteriaFormat.exitCode(report, strict: false) == 1)
    #expect(
      CriteriaFormat.cell(
        try #require(StepLibrary.shipped.criterion(named: "output-name", of: "stepper")), .ios,
        in: report)
        == .pass)
    #expect(
      CriteriaFormat.cell(
        try #require(StepLibrary.shipped.criterion(named: "keyboard-space", of: "stepper")), .macos,
        in: report)
        == .notApplicable)
  }
}
