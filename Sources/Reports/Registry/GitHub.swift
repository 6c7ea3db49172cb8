import Foundation
import OutputFiles
import ScenarioRunner

extension ReportFormat {
  /// GitHub Actions annotations, and the summary table to `$GITHUB_STEP_SUMMARY`.
  package static let github = ReportFormat(
    name: "github", fileExtension: "txt",
    help: "github (on by itself under GITHUB_ACTIONS=true; its summary table goes to "
      + "$GITHUB_STEP_SUMMARY)",
    detail: .outcome, sharesStandardOutput: true
  ) { destination, settings in
    GitHubWriter(destination, environment: settings.environment)
  }
}

/// Writes the annotations, then appends the step summary.
final class GitHubWriter: ReportWriter {
  private let destination: ReportDestination
  private let environment: [String: String]

  init(_ destination: ReportDestination, environment: [String: String]) {
    self.destination = destination
    self.environment = environment
  }

  func finish(_ report: RunReport) throws {
    try destination.emit(GitHubFormat.annotations(report))
    try GitHubFormat.writeStepSummary(report, environment: environment)
  }
}

extension GitHubFormat {
  /// Appends the Markdown summary to `$GITHUB_STEP_SUMMARY`, when it is set.
  package static func writeStepSummary(
    _ report: RunReport, environment: [String: String]
  ) throws(ReportWriteFailure) {
    guard let summaryPath = environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty else {
      return
    }
    // GitHub creates the file; it is created when a local run names one that is not there.
    do throws(OutputFile.Failure) {
      try OutputFile.append(Data(summary(report).utf8), to: summaryPath)
    } catch {
      throw .stepSummary(path: summaryPath, reason: error.reason)
    }
  }
}
