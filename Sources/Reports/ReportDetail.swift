import ScenarioRunner

/// How much of each test case a run keeps once its streamed reports have had it: as much as
/// the reports written at the end of the run read, so a long run's memory does not grow with
/// what nothing will read.
package enum ReportDetail: Int, Sendable, Comparable {
  /// The status, name, place, platform and reader, and of the steps their statuses, with
  /// failed, undefined, pending and ambiguous steps whole (summary, progress, rerun, github).
  case outcome
  /// Every step whole, without the speech heard (usage).
  case steps
  /// Everything, the speech heard included (pretty, junit, html, a baseline, messages written
  /// at the end).
  case full

  /// Whether `lhs` keeps less than `rhs`.
  package static func < (lhs: ReportDetail, rhs: ReportDetail) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension TestCaseReport {
  /// This test case with only what `detail` keeps; its ``transcript`` too when
  /// `keepingTranscript` (the speech `--speak` says). Its status, name, place and failures are
  /// those of the whole report.
  package func compacted(_ detail: ReportDetail, keepingTranscript: Bool) -> TestCaseReport {
    guard detail < .full else { return self }
    var compact = self
    compact.pickle.steps = []
    if !keepingTranscript { compact.transcript = [] }
    if detail == .outcome, steps.allSatisfy({ $0.status == .passed && $0.failure == nil }) {
      // A passing test case's steps say no more than how many passed: such lists are shared.
      compact.steps = StepReport.passed(count: steps.count)
      return compact
    }
    compact.steps = steps.map { step in
      if detail == .outcome, step.failure == nil, step.status == .passed || step.status == .skipped
      {
        return StepReport.bare(step.status)
      }
      var kept = step
      kept.heard = []
      kept.readingOrder = nil
      return kept
    }
    return compact
  }
}
