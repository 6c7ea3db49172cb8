import Foundation
import Reports
import ScenarioRunner
import Testing

/// `Then not applicable "why"`: cucumber's skipped convention as a step, which `a11ysim check`
/// writes for a criterion that does not apply to the component's configuration. The scenario
/// is skipped with the reason, never passed, never failed; the steps after it are skipped.
@Suite("The not applicable step")
struct NotApplicableStepTests {
  static func run(_ source: String, strict: Bool = false) -> RunReport {
    var options = RunOptions(
      paths: [], workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    options.strict = strict
    return Runner().run(documents: [(uri: "n.feature", source: source)], options: options)
  }

  static let feature = """
    Feature: Not applicable
      Scenario: A spinner's value
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS
        Then not applicable "a busy spinner has no value"
        And I hear "Quantity"
    """

  @Test("It skips the scenario with its reason; later steps are skipped; the run passes")
  func skips() {
    let report = Self.run(Self.feature, strict: true)
    let testCase = report.testCases[0]
    #expect(testCase.steps.map(\.status) == [.passed, .passed, .skipped, .skipped])
    #expect(testCase.status == .skipped)
    #expect(testCase.skipReason == "a busy spinner has no value")
    #expect(!testCase.failsRun(strict: true))
    #expect(JUnitFormat.xml(report).contains("<skipped message=\"a busy spinner has no value\"/>"))
  }

  @Test("An empty reason is refused before the scenario runs")
  func emptyReason() {
    let report = Self.run(
      Self.feature.replacingOccurrences(
        of: "\"a busy spinner has no value\"", with: "\"\""))
    let step = report.testCases[0].steps[2]
    #expect(step.status == .failed)
    #expect(step.failure?.message.contains("the reason a check does not apply") == true)
  }
}
