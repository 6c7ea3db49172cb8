import Reports
import ScenarioRunner
import Testing

/// The report and baseline errors are values, one case per failure; each says exactly what
/// the command line printed before they were typed.
@Suite("Typed report and baseline errors")
struct TypedReportErrorTests {
  @Test("ReportWriteFailure: a report, and the step summary")
  func reportWriteFailure() {
    #expect(
      ReportWriteFailure.report(format: "junit", path: "out/junit.xml", reason: "is a folder")
        .message == "cannot write the junit report to out/junit.xml: is a folder")
    #expect(
      ReportWriteFailure.report(format: "pretty", path: nil, reason: "Broken pipe").description
        == "cannot write the pretty report to standard output: Broken pipe")
    #expect(
      ReportWriteFailure.stepSummary(path: "/s/summary.md", reason: "Permission denied").message
        == "cannot write the step summary to $GITHUB_STEP_SUMMARY (/s/summary.md): "
        + "Permission denied")
  }

  @Test("ReportDestination names its format and path in the failure it makes")
  func destinationFailure() {
    let destination = ReportDestination(format: "html", path: "a11y.html")
    #expect(
      destination.failure("No space left on device")
        == .report(format: "html", path: "a11y.html", reason: "No space left on device"))
  }

  @Test("BaselineError: speech before the first header, at its line")
  func baselineError() {
    #expect(throws: BaselineError.lineBeforeHeader(line: 3)) {
      try Baseline(parsing: "# comment\n\nVoiceOver  0.00s  x\n")
    }
    let error = BaselineError.lineBeforeHeader(line: 3)
    #expect(error.line == 3)
    #expect(error.message == "expected a '== Feature › Scenario [platform]' header")
    #expect(error.description == "line 3: expected a '== Feature › Scenario [platform]' header")
  }
}
