import Core
import ScenarioRunner
import TextFiles

/// GitHub Actions workflow commands: `::error file=…,line=…::` on each failing step, and a
/// Markdown summary table for `$GITHUB_STEP_SUMMARY`.
package enum GitHubFormat {
  /// Where an annotation points and how severe it is.
  package struct Placement: Sendable {
    /// The file GitHub shows the annotation on.
    package var file: String
    /// Its 1-based line.
    package var line: Int
    /// `error` fails the check's look; `warning` is shown without failing.
    package var level: Level

    /// An annotation's level.
    package enum Level: String, Sendable {
      /// `::error`.
      case error
      /// `::warning`.
      case warning
    }

    /// Creates a placement.
    package init(file: String, line: Int, level: Level) {
      self.file = file
      self.line = line
      self.level = level
    }
  }

  /// `::error file=…,line=…,title=…::message` for each file that could not be run and on each
  /// failing test case's first failing step, with what was heard.
  package static func annotations(_ report: RunReport) -> String {
    annotations(report) { testCase, step in
      Placement(file: testCase.uri, line: step.line, level: .error)
    }
  }

  /// Annotations placed by `place` (`check` points at the component file, and writes SHOULD
  /// failures as warnings).
  package static func annotations(
    _ report: RunReport, place: (TestCaseReport, StepReport) -> Placement
  ) -> String {
    var lines: [String] = []
    for error in report.loadErrors {
      lines.append(
        "::error file=\(property(error.uri)),line=\(error.line ?? 1),title=\(property("Could not run"))::\(data(error.message))"
      )
    }
    for key in report.baselineMissing {
      lines.append(
        "::error file=\(property(report.baselineName ?? "")),line=1,title=\(property("Missing from this run"))::\(data("\(key): in the baseline, not in this run"))"
      )
    }
    for warning in report.warnings {
      lines.append(
        "::warning file=\(property(warning.uri)),line=\(warning.line),title=\(property("Checks nothing"))::\(data(warning.message))"
      )
    }
    for testCase in report.testCases where testCase.failsRun(strict: report.strict) {
      guard
        let step = testCase.steps.first(where: { $0.status != .passed && $0.status != .skipped })
      else {
        if testCase.hasNoSteps {
          let title = "\(testCase.displayName)\(testCase.platform.map { " [\($0)]" } ?? "")"
          lines.append(
            "::error file=\(property(testCase.uri)),line=\(testCase.line),title=\(property(title))::\(data(TestCaseReport.noStepsMessage))"
          )
        }
        continue
      }
      let title = "\(testCase.displayName)\(testCase.platform.map { " [\($0)]" } ?? "")"
      var message =
        step.failure?.message ?? "\(step.status.rawValue) step: \(step.keyword)\(step.text)"
      if let actual = step.failure?.actual {
        message +=
          "\nheard: "
          + (actual.isEmpty ? "(nothing)" : actual.replacingOccurrences(of: "\n", with: " | "))
      }
      let placement = place(testCase, step)
      lines.append(
        "::\(placement.level.rawValue) file=\(property(placement.file)),line=\(placement.line),title=\(property(title))::\(data(message))"
      )
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// A Markdown summary: counts, then a table of scenarios with platform, status and the first
  /// failing step.
  package static func summary(_ report: RunReport) -> String {
    let passed = report.testCases.filter { $0.status == .passed }.count
    let failed = report.testCases.filter { $0.failsRun(strict: report.strict) }.count
    var lines = [
      "## A11ySim: \(report.success ? "passed" : "failed")", "",
      "\(report.testCases.count) scenarios: \(passed) passed, \(failed) failed."
        + (report.interrupted ? " Stopped early: \(report.interruptionSummary)." : ""), "",
    ]
    if let reason = report.nothingSelected { lines += ["Nothing ran: \(cell(reason)).", ""] }
    if let baseline = report.baselineName, !report.baselineMissing.isEmpty {
      lines.append("In the baseline \(code(baseline)), not in this run:")
      lines += report.baselineMissing.map { "- \(cell($0))" } + [""]
    }
    lines += ["| Scenario | Platform | Status | Step |", "|---|---|---|---|"]
    for testCase in report.testCases {
      let step = testCase.steps.first { $0.status != .passed && $0.status != .skipped }
      let what = step.map { "\($0.keyword)\($0.text)" } ?? (testCase.hasNoSteps ? "no steps" : "")
      lines.append(
        "| \(cell(testCase.displayName)) (\(code(testCase.reference))) | \(cell(testCase.platform ?? "")) | "
          + "\(testCase.status.rawValue) | \(cell(what)) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes a workflow-command message: control characters made visible (the log viewer
  /// obeys terminal escapes), then `%`, CR and LF.
  static func data(_ text: String) -> String {
    VisibleText.escapingControls(text).replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escapes a workflow-command property: as data, plus `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }

  /// `text` as code in a table cell, when a code span can hold it as it is; else as ``cell(_:)``.
  static func code(_ text: String) -> String {
    let plain =
      VisibleText.escapingControls(text) == text
      && !text.contains(where: { "`|\r\n\u{2028}\u{2029}".contains($0) })
    return plain ? "`\(text)`" : cell(text)
  }

  /// Text from the user's files as one Markdown table cell that shows exactly that text: no
  /// raw HTML (GitHub renders it), no links or images, no line breaks (CR or LF), no control
  /// characters, and `|` cannot end the cell.
  static func cell(_ text: String) -> String {
    var result = ""
    for character in VisibleText.escapingControls(text) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}": result += " "
      case "\\", "`", "*", "_", "[", "]", "(", ")", "#", "+", "-", "!", "|", "~", "{", "}", ".",
        ":", "=", "@":
        result += "\\" + String(character)
      default: result.append(character)
      }
    }
    return result
  }
}
