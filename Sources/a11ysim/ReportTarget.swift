import ArgumentParser
import Reports
import ScenarioRunner

/// A report format and where it goes (`--format NAME[:PATH]`).
struct ReportTarget: Equatable {
  var format: ReportFormat
  var path: String?

  /// How much of each test case this report reads once the run has ended.
  var detail: ReportDetail { format.detail }

  static func parse(_ text: String) throws -> ReportTarget {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard let format = ReportFormats.named(parts.first ?? "") else {
      throw ValidationError(
        "unknown format '\(parts.first ?? "")'; expected one of "
          + ReportFormats.all.map(\.name).joined(separator: ", "))
    }
    var path = parts.count > 1 ? parts[1] : nil
    if path?.hasPrefix("@") == true { path?.removeFirst() }
    if path?.isEmpty == true { path = nil }
    return ReportTarget(format: format, path: path)
  }

  /// The destination the format's writer writes to: the file, or standard output.
  func destination() -> ReportDestination {
    ReportDestination(format: format.name, path: path)
  }

  /// The format's writer, on this target's destination.
  func writer(_ settings: ReportSettings) -> any ReportWriter {
    format.writer(destination(), settings)
  }

  /// Writes the report of the whole run, at its end.
  func write(
    _ report: RunReport, styler: Styler, environment: [String: String], verbose: Bool = false
  ) throws {
    let settings = ReportSettings(
      styler: styler, verbose: verbose, environment: environment,
      meta: { MessagesMeta.current(environment: environment) }, library: report.library)
    try writer(settings).finish(report)
  }

  /// Appends the Markdown summary to `$GITHUB_STEP_SUMMARY`, when it is set.
  func writeStepSummary(_ report: RunReport, environment: [String: String]) throws {
    try GitHubFormat.writeStepSummary(report, environment: environment)
  }

  /// Writes `text` to the target's file (creating folders; see ``OutputFile``) or to standard
  /// output. A reader of standard output that has gone away (`| head`) is not an error.
  func emit(_ text: String) throws { try destination().emit(text) }
}
