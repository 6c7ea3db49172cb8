import Controls
import Core
import Foundation
import ScenarioRunner

/// What `a11ysim check` checked, as its report names it: the component, the criteria and the
/// platforms (`CriteriaSuite`, in CriteriaChecks, is one).
package protocol CheckedCriteria {
  /// The component's name.
  var componentName: String { get }
  /// The component file as given.
  var componentPath: String { get }
  /// Where the criteria come from: `MagentaA11y button criteria`.
  var title: String { get }
  /// The platforms checked.
  var platforms: [Platform] { get }
  /// The criteria checked.
  var criteria: [Criterion] { get }
  /// Why `criterion` does not apply on `platform`, to the component as it is set up there
  /// (an indeterminate progress indicator has no value to express); `nil` where it applies.
  func notApplicable(_ criterion: Criterion, on platform: Platform) -> String?
}

extension CheckedCriteria {
  /// Where the criterion is not for the platform at all: its own reason.
  package func notApplicable(_ criterion: Criterion, on platform: Platform) -> String? {
    criterion.applies(to: platform) ? nil : criterion.notApplicable ?? "does not apply"
  }
}

/// `a11ysim check`'s text report: the criteria × platforms matrix with PASS/FAIL in words, the
/// failing criteria with the transcript that proves each failure, and the verdict.
package enum CriteriaFormat {
  /// A matrix cell.
  package enum Cell: String, Sendable {
    /// Every scenario of the criterion on the platform passed.
    case pass = "PASS"
    /// One failed.
    case fail = "FAIL"
    /// Not every one ran to a result (stopped early, skipped, undefined).
    case incomplete = "NOT RUN"
    /// The criterion does not apply there.
    case notApplicable = "n/a"
  }

  /// The platform a generated test case ran on, from its `COMPONENT#platform` uri.
  static func platformOf(_ testCase: TestCaseReport) -> Platform? {
    testCase.uri.split(separator: "#").last.flatMap { Platform(rawValue: String($0)) }
  }

  /// The cell for `criterion` on `platform`: not applicable where it is not for the platform,
  /// or (with `suite`) not for the component as it is set up there.
  package static func cell(
    _ criterion: Criterion, _ platform: Platform, in report: RunReport,
    suite: (any CheckedCriteria)? = nil
  ) -> Cell {
    if let suite {
      if suite.notApplicable(criterion, on: platform) != nil { return .notApplicable }
    } else if !criterion.applies(to: platform) {
      return .notApplicable
    }
    let cases = report.testCases.filter {
      report.library.criterion(of: $0)?.id == criterion.id && platformOf($0) == platform
    }
    if cases.contains(where: { $0.failsRun(strict: true) }) { return .fail }
    if cases.isEmpty || cases.contains(where: { $0.status != .passed }) { return .incomplete }
    return .pass
  }

  /// GitHub annotations for `check`: on the component file (at its `platforms:` entry for the
  /// platform when there is one, else line 1), MUST failures as errors and SHOULD failures as
  /// warnings unless `strict`.
  package static func githubAnnotations(
    _ report: RunReport, suite: some CheckedCriteria, componentText: String, strict: Bool
  ) -> String {
    GitHubFormat.annotations(report) { testCase, _ in
      let isShould = report.library.criterion(of: testCase)?.priority == .should
      return GitHubFormat.Placement(
        file: suite.componentPath,
        line: platformOf(testCase).map { platformLine($0, in: componentText) } ?? 1,
        level: isShould && !strict ? .warning : .error)
    }
  }

  /// The line of `platform`'s entry under `platforms:` in a component file, else 1. A plain
  /// text search: the file has already been read and checked, and this only places a note.
  static func platformLine(_ platform: Platform, in text: String) -> Int {
    var insidePlatforms = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("platforms:") {
        if trimmed.contains("\(platform.rawValue):") { return index + 1 }
        insidePlatforms = true
        continue
      }
      if insidePlatforms {
        if !line.hasPrefix(" ") && !trimmed.isEmpty && !trimmed.hasPrefix("#") {
          insidePlatforms = false
        } else if trimmed.hasPrefix("\(platform.rawValue):") {
          return index + 1
        }
      }
    }
    return 1
  }

  /// The failing test cases that count: MUST always, SHOULD only when `strict`.
  package static func failing(_ report: RunReport, strict: Bool) -> [TestCaseReport] {
    report.testCases.filter { testCase in
      guard testCase.failsRun(strict: true) else { return false }
      return strict || report.library.criterion(of: testCase)?.priority != .should
    }
  }

  /// 0 when every MUST criterion passed (and, when `strict`, every SHOULD one), 1 when one
  /// failed, 2 when something could not run.
  package static func exitCode(_ report: RunReport, strict: Bool) -> Int32 {
    if !report.loadErrors.isEmpty { return 2 }
    return failing(report, strict: strict).isEmpty ? 0 : 1
  }

  /// The matrix, the failures with their proof and the verdict.
  package static func summary(
    _ report: RunReport, suite: some CheckedCriteria, strict: Bool, styler: Styler
  ) -> String {
    (matrixLines(report, suite: suite, styler: styler)
      + proofLines(report, suite: suite, styler: styler)
      + TextFormats.loadErrorLines(report) + verdictLines(report, suite: suite, strict: strict))
      .joined(separator: "\n") + "\n"
  }

  /// Scenario by scenario (as `run --format pretty`), then the summary.
  package static func pretty(
    _ report: RunReport, suite: some CheckedCriteria, strict: Bool, styler: Styler
  ) -> String {
    TextFormats.pretty(report, styler: styler) + "\n"
      + summary(report, suite: suite, strict: strict, styler: styler)
  }

  /// A character per step (as `run --format progress`), then the summary.
  package static func progress(
    _ report: RunReport, suite: some CheckedCriteria, strict: Bool, styler: Styler
  ) -> String {
    let marks = TextFormats.progress(report, styler: styler).split(separator: "\n").first ?? ""
    return marks + "\n\n" + summary(report, suite: suite, strict: strict, styler: styler)
  }

  static func paint(_ cell: Cell, _ styler: Styler) -> String {
    switch cell {
    case .pass: styler.paint(cell.rawValue, "32")
    case .fail: styler.paint(cell.rawValue, "31")
    case .incomplete: styler.paint(cell.rawValue, "33")
    case .notApplicable: styler.dim(cell.rawValue)
    }
  }

  static func matrixLines(_ report: RunReport, suite: some CheckedCriteria, styler: Styler)
    -> [String]
  {
    let idWidth = max("criterion".count, suite.criteria.map(\.id.count).max() ?? 0)
    let priorityWidth = "priority".count
    let widths = suite.platforms.map { max($0.displayName.count, Cell.incomplete.rawValue.count) }
    func pad(_ text: String, _ width: Int, shown: String? = nil) -> String {
      (shown ?? text) + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = [
      styler.bold(
        "\(suite.componentName) (\(suite.componentPath)): \(suite.title)"),
      "",
    ]
    var header = pad("criterion", idWidth) + "  " + pad("priority", priorityWidth)
    for (platform, width) in zip(suite.platforms, widths) {
      header += "  " + pad(platform.displayName, width)
    }
    lines.append(header.trimmingTrailingSpaces)
    for criterion in suite.criteria {
      var row =
        pad(criterion.id, idWidth) + "  " + pad(criterion.priority.rawValue, priorityWidth)
      for (platform, width) in zip(suite.platforms, widths) {
        let cell = Self.cell(criterion, platform, in: report, suite: suite)
        row += "  " + pad(cell.rawValue, width, shown: paint(cell, styler))
      }
      lines.append(row.trimmingTrailingSpaces)
    }
    lines.append("")
    let notes = suite.criteria.filter { criterion in
      suite.platforms.contains { !criterion.applies(to: $0) }
    }
    for criterion in notes {
      lines.append(
        styler.dim("n/a: \(criterion.id): \(criterion.notApplicable ?? "does not apply")"))
    }
    // Those that do not apply to the component as it is set up on a platform, with the
    // platforms each reason is for.
    var setUpNotes: [String] = []
    for criterion in suite.criteria {
      var reasons: [(reason: String, platforms: [Platform])] = []
      for platform in suite.platforms where criterion.applies(to: platform) {
        guard let reason = suite.notApplicable(criterion, on: platform) else { continue }
        if let index = reasons.firstIndex(where: { $0.reason == reason }) {
          reasons[index].platforms.append(platform)
        } else {
          reasons.append((reason, [platform]))
        }
      }
      for (reason, platforms) in reasons {
        setUpNotes.append(
          styler.dim(
            "n/a: \(criterion.id) as set up on "
              + platforms.map(\.displayName).joined(separator: ", ") + ": \(reason)"))
      }
    }
    lines += setUpNotes
    if !notes.isEmpty || !setUpNotes.isEmpty { lines.append("") }
    return lines
  }

  static func proofLines(_ report: RunReport, suite: some CheckedCriteria, styler: Styler)
    -> [String]
  {
    let failed = report.testCases.filter { $0.failsRun(strict: true) }
    guard !failed.isEmpty else { return [] }
    var lines = [styler.bold("Failing criteria, with the transcript as proof:"), ""]
    for testCase in failed {
      let tags = Set(testCase.pickle.tags.map(\.name))
      let criterion = suite.criteria.first { tags.contains($0.tag) }
      let platform = platformOf(testCase)?.displayName ?? testCase.platform ?? "?"
      lines.append(
        paint(.fail, styler) + "  \(testCase.name) [\(platform)] "
          + (criterion?.priority.rawValue ?? "") + "  " + styler.dim("# \(testCase.reference)"))
      if let criterion { lines.append("  " + criterion.wording) }
      if let step = testCase.steps.first(where: { $0.status != .passed && $0.status != .skipped }
      ) {
        lines.append("  \(step.keyword)\(step.text)")
        if let failure = step.failure {
          lines += TextFormats.indent(failure.message, by: 4)
        } else {
          lines.append("    \(step.status.rawValue) step")
        }
      }
      lines.append("  transcript:")
      if testCase.transcript.isEmpty {
        lines.append("    (no screen reader speech)")
      } else {
        lines += testCase.transcript.map { "    " + TranscriptLine.render($0) }
      }
      lines.append("")
    }
    return lines
  }

  static func verdictLines(_ report: RunReport, suite: some CheckedCriteria, strict: Bool)
    -> [String]
  {
    var counts: [Cell: Int] = [:]
    var failedBy: [CriterionPriority: Int] = [:]
    for criterion in suite.criteria {
      for platform in suite.platforms {
        let cell = Self.cell(criterion, platform, in: report, suite: suite)
        counts[cell, default: 0] += 1
        if cell == .fail { failedBy[criterion.priority, default: 0] += 1 }
      }
    }
    let mustFailed = failedBy[.must] ?? 0
    let shouldFailed = failedBy[.should] ?? 0
    var tally = [
      "\(counts[.pass] ?? 0) passed",
      "\(mustFailed + shouldFailed) failed (\(mustFailed) MUST, \(shouldFailed) SHOULD)",
    ]
    if let incomplete = counts[.incomplete] { tally.append("\(incomplete) not run") }
    if let skipped = counts[.notApplicable] { tally.append("\(skipped) not applicable") }
    var lines = [
      "\(suite.criteria.count) criteria × \(suite.platforms.count) platform"
        + (suite.platforms.count == 1 ? "" : "s") + ": " + tally.joined(separator: ", ")
    ]
    if report.stoppedEarly { lines.append("stopped early: not every criterion ran") }
    if !report.loadErrors.isEmpty {
      lines.append("check could not run")
    } else if mustFailed > 0 || (strict && shouldFailed > 0) {
      lines.append(
        "check failed: "
          + (mustFailed > 0
            ? "\(mustFailed) MUST criteri\(mustFailed == 1 ? "on" : "a") failed"
            : "\(shouldFailed) SHOULD criteri\(shouldFailed == 1 ? "on" : "a") failed (--strict)"))
    } else if shouldFailed > 0 {
      lines.append(
        "check passed: every MUST criterion passed; SHOULD failures fail only with --strict")
    } else {
      lines.append("check passed")
    }
    return lines
  }
}

extension Criterion: Hashable {
  /// Criteria are equal when their ids are.
  package static func == (lhs: Criterion, rhs: Criterion) -> Bool { lhs.id == rhs.id }

  /// Hashes the id.
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
