import Reports
import ScenarioRunner

/// The reports written while the run goes (each hears of every file planned and every test
/// case as it finishes, in the order they are reported), and what the run keeps of each test
/// case for the reports written at its end.
final class ReportStreams: RunSink, @unchecked Sendable {
  private let writers: [(target: ReportTarget, writer: any ReportWriter)]
  private let detail: ReportDetail
  private let keepsTranscript: (TestCaseReport) -> Bool

  /// Hands the run to `writers` as it goes, keeping `detail` of each test case and its
  /// transcript where `keepsTranscript` says.
  init(
    _ writers: [(target: ReportTarget, writer: any ReportWriter)], detail: ReportDetail,
    keepsTranscript: @escaping (TestCaseReport) -> Bool
  ) {
    self.writers = writers
    self.detail = detail
    self.keepsTranscript = keepsTranscript
  }

  var plansFiles: Bool { writers.contains { $0.writer.plansFiles } }

  func planned(_ file: PlannedFile) {
    for report in writers where report.writer.plansFiles { report.writer.planned(file) }
  }

  func willRun(_ start: RunStart) {
    for report in writers { report.writer.willRun(start) }
  }

  func finished(_ testCase: TestCaseReport) -> TestCaseReport {
    for report in writers { report.writer.add(testCase) }
    return testCase.compacted(detail, keepingTranscript: keepsTranscript(testCase))
  }

  /// Writes the end of `target`'s report and replaces its file.
  func finish(_ target: ReportTarget, report: RunReport) throws {
    try writers.first { $0.target == target }?.writer.finish(report)
  }

  /// Gives every report up, leaving its file as it was.
  func abandon() {
    for report in writers { report.writer.abandon() }
  }
}
