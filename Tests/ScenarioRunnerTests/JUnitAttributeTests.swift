import Foundation
import Reports
import ScenarioRunner
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("JUnit: message attributes keep their line breaks")
struct JUnitAttributeTests {
  @Test("A multi-line failure message reads back with its lines and tabs")
  func multiLineMessage() throws {
    var report = try ReportStatusTests.report(strict: false)
    report.testCases[0].steps[2].status = .failed
    report.testCases[0].steps[2].failure = StepFailure(
      "the transcript differs:\n-\tNope\n+\tQuantity")
    let document = try ReportStatusTests.parse(JUnitFormat.xml(report))
    let message = try #require(
      try document.nodes(forXPath: "//testcase[1]/failure/@message").first?.stringValue)
    #expect(message == "the transcript differs:\n-\tNope\n+\tQuantity")
  }
}
