/// A report, or a file that goes with it, that could not be written.
package enum ReportWriteFailure: Error, Equatable, CustomStringConvertible {
  /// The `format` report could not be written to `path` (`nil`: standard output), for
  /// `reason`.
  case report(format: String, path: String?, reason: String)
  /// GitHub's step summary could not be appended to `path` (`$GITHUB_STEP_SUMMARY`).
  case stepSummary(path: String, reason: String)

  /// What could not be written, where, and why.
  package var message: String {
    switch self {
    case .report(let format, let path, let reason):
      "cannot write the \(format) report to \(path ?? "standard output"): \(reason)"
    case .stepSummary(let path, let reason):
      "cannot write the step summary to $GITHUB_STEP_SUMMARY (\(path)): \(reason)"
    }
  }

  /// The message.
  package var description: String { message }
}
