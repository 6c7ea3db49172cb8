import Foundation
import ScenarioRunner
import ScreenReaders
import TextFiles

/// The text report formats: pretty, progress, summary and rerun.
package enum TextFormats {
  /// Scenario by scenario: each step with its status in words, what the reader said during it,
  /// failures with expected and heard, then the summary.
  package static func pretty(_ report: RunReport, styler: Styler, verbose: Bool = false) -> String {
    ReportOutput.text { output in
      var writer = PrettyWriter(styler: styler, verbose: verbose, output: output)
      for testCase in report.testCases { writer.add(testCase) }
      writer.finish(report)
    }
  }

  /// One status word per scenario, in run order, wrapped at 80 columns, then the failures and
  /// the summary. Words, not cucumber's `.F-U` marks, so the line reads well through a screen
  /// reader ("passed passed failed").
  package static func progress(_ report: RunReport, styler: Styler) -> String {
    ReportOutput.text { output in
      var writer = DotsWriter(styler: styler, output: output)
      for testCase in report.testCases { writer.add(testCase) }
      writer.finish(report)
    }
  }

  /// The pretty report written as the run goes, as cucumber's is: each scenario when it
  /// finishes (in the order the run reports them), the load errors and summary at the end.
  package struct PrettyWriter: LiveReport {
    private var output: ReportOutput
    private let styler: Styler
    private let verbose: Bool
    private var lastFeature: String?
    private var lastRule: String?

    /// A report styled by `styler`, with each utterance's evidence when `verbose`, written to
    /// `output` scenario by scenario.
    package init(styler: Styler, verbose: Bool, output: ReportOutput) {
      self.styler = styler
      self.verbose = verbose
      self.output = output
    }

    package mutating func add(_ testCase: TestCaseReport) {
      // Scenarios an interrupted run did not reach are counted in the summary, not listed.
      guard testCase.notRunReason == nil else { return }
      var lines: [String] = []
      if testCase.uri != lastFeature {
        if lastFeature != nil { lines.append("") }
        lines.append(
          styler.bold("\(testCase.keywords.feature): \(visible(testCase.featureName))") + "  "
            + styler.dim("# \(visible(testCase.uri))"))
        lastFeature = testCase.uri
        lastRule = nil
      }
      lines.append("")
      if let rule = testCase.ruleName, rule != lastRule {
        lines += ["  " + styler.bold("\(testCase.keywords.rule): \(visible(rule))"), ""]
      }
      lastRule = testCase.ruleName
      let runsOn = [testCase.platform, testCase.reader].compactMap { $0 }.joined(
        separator: " with ")
      lines.append(
        "  \(testCase.keywords.scenario): \(visible(testCase.displayName))"
          + (runsOn.isEmpty ? "" : " [\(runsOn)]")
          + "  "
          + styler.dim("# \(visible(testCase.reference))") + "  " + styler.status(testCase.status))
      if testCase.hasNoSteps { lines.append("    " + TestCaseReport.noStepsMessage) }
      for step in testCase.steps {
        lines.append(
          "    \(visible(step.keyword + step.text))  \(styler.status(step.status))")
        for entry in step.heard {
          lines.append("      " + styler.dim(visible(TranscriptLine.render(entry))))
          if verbose {
            lines.append("        " + styler.dim(visible(TranscriptLine.evidence(entry))))
          }
        }
        if let failure = step.failure {
          lines += indent(visible(failure.message), by: 6)
          if let expected = failure.expected {
            lines += ["      expected:"] + indent(visible(expected), by: 8)
          }
          if let actual = failure.actual {
            lines +=
              ["      heard:"] + indent(actual.isEmpty ? "(nothing)" : visible(actual), by: 8)
          }
        }
        if step.status == .undefined {
          if step.suggestions.isEmpty {
            lines.append(
              "      undefined step; no defined step is close (a11ysim steps lists them)")
          } else {
            lines.append("      undefined step; the closest defined steps:")
            lines += step.suggestions.map { "        " + $0 }
          }
        }
        if step.status == .ambiguous {
          lines.append(
            "      ambiguous: the text matches "
              + step.ambiguousMatches.map { "\"\($0)\"" }.joined(separator: ", "))
        }
      }
      output.write(lines.joined(separator: "\n") + "\n")
    }

    package mutating func finish(_ report: RunReport) {
      var lines: [String] = []
      if !report.testCases.isEmpty { lines.append("") }
      lines += loadErrorLines(report)
      lines += summaryLines(report, styler: styler)
      output.write(lines.joined(separator: "\n") + "\n")
      output.flush()
    }
  }

  /// The progress report written as the run goes: each scenario's status word when it
  /// finishes, the failures and summary at the end.
  package struct DotsWriter: LiveReport {
    private var output: ReportOutput
    private let styler: Styler
    /// How many columns of the current line are used.
    private var width = 0

    /// A report styled by `styler`, written to `output` word by word.
    package init(styler: Styler, output: ReportOutput) {
      self.styler = styler
      self.output = output
    }

    package mutating func add(_ testCase: TestCaseReport) {
      guard testCase.notRunReason == nil else { return }
      let word = testCase.status.rawValue
      var text = ""
      if width > 0 && width + 1 + word.count > 80 {
        text = "\n"
        width = 0
      } else if width > 0 {
        text = " "
        width += 1
      }
      text += styler.paint(word, styler.code(for: testCase.status))
      width += word.count
      output.write(text)
    }

    package mutating func finish(_ report: RunReport) {
      let rest =
        [""] + failureLines(report) + loadErrorLines(report) + summaryLines(report, styler: styler)
      output.write((width > 0 ? "\n" : "") + rest.joined(separator: "\n") + "\n")
      output.flush()
    }
  }

  /// The failures and the counts only.
  package static func summary(_ report: RunReport, styler: Styler) -> String {
    (failureLines(report) + loadErrorLines(report) + summaryLines(report, styler: styler))
      .joined(separator: "\n") + "\n"
  }

  /// Which step definitions the run used, how often and where (the five first places each),
  /// the definitions it never used, and the undefined step texts to write or reword, as
  /// cucumber's usage and snippets formatters give them.
  package static func usage(_ report: RunReport, library: StepLibrary) -> String {
    var uses: [String: [(place: String, text: String)]] = [:]
    var undefined: [(place: String, text: String)] = []
    for testCase in report.testCases {
      for step in testCase.steps {
        let place = "\(testCase.uri):\(step.line)"
        if let definition = step.definition {
          uses[definition, default: []].append((place, step.keyword + step.text))
        } else if step.status == .undefined {
          undefined.append((place, step.keyword + step.text))
        }
      }
    }
    let steps = uses.values.map(\.count).reduce(0, +)
    var lines = [
      "\(steps) step\(steps == 1 ? "" : "s") used \(uses.count) of \(library.all.count) step definitions",
      "",
    ]
    let ordered = library.all.map(\.expression.source).filter { uses[$0] != nil }
      .sorted { (uses[$0]?.count ?? 0) > (uses[$1]?.count ?? 0) }
    for source in ordered {
      let places = uses[source] ?? []
      lines.append("\(places.count)×  \(source)")
      for use in places.prefix(5) {
        lines.append("      \(visible(use.place))  \(visible(use.text))")
      }
      if places.count > 5 { lines.append("      … and \(places.count - 5) more") }
    }
    let unused = library.all.map(\.expression.source).filter { uses[$0] == nil }
    if !unused.isEmpty {
      lines += ["", "Unused (\(unused.count)):"] + unused.map { "  \($0)" }
    }
    if !undefined.isEmpty {
      var seen: Set<String> = []
      let texts = undefined.filter { seen.insert($0.text).inserted }
      lines += [
        "", "Undefined (\(undefined.count)): reword them as 'a11ysim steps' lists, or add steps:",
      ]
      lines += texts.map { "  \(visible($0.place))  \(visible($0.text))" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The failing test cases as `file:line[:line…]`, one file per line, for `run @rerun.txt`;
  /// after an interruption, the scenarios that did not run too.
  package static func rerun(_ report: RunReport) -> String {
    var order: [String] = []
    var lines: [String: [Int]] = [:]
    for testCase in report.testCases
    where testCase.failsRun(strict: report.strict) || testCase.notRunReason != nil {
      if lines[testCase.uri] == nil { order.append(testCase.uri) }
      lines[testCase.uri, default: []].append(testCase.line)
    }
    return order.map { uri in
      ([uri] + (lines[uri] ?? []).map(String.init)).joined(separator: ":") + "\n"
    }
    .joined()
  }

  static func failureLines(_ report: RunReport) -> [String] {
    var lines: [String] = []
    for testCase in report.testCases where testCase.status != .passed && testCase.status != .skipped
    {
      let step = testCase.steps.first { $0.status != .passed && $0.status != .skipped }
      lines.append(
        "\(testCase.status.rawValue.uppercased()): \(visible(testCase.displayName))  # "
          + visible(testCase.reference))
      if let step {
        lines.append(
          "  \(visible(step.keyword + step.text))  # \(visible(testCase.uri)):\(step.line)")
        if let failure = step.failure { lines += indent(visible(failure.message), by: 4) }
        if step.status == .undefined {
          lines.append(
            step.suggestions.first.map { "    undefined step; did you mean: \($0)" }
              ?? "    undefined step; no defined step is close (a11ysim steps lists them)")
        }
      } else if testCase.hasNoSteps {
        lines.append("  " + TestCaseReport.noStepsMessage)
      }
    }
    return lines.isEmpty ? [] : lines + [""]
  }

  static func loadErrorLines(_ report: RunReport) -> [String] {
    let lines =
      report.loadErrors.map { visible($0.description) }
      + report.warnings.map { visible($0.description) }
      + report.baselineMissing.map {
        visible("MISSING: \($0)  # in the baseline \(report.baselineName ?? ""), not in this run")
      }
    return lines.isEmpty ? [] : lines + [""]
  }

  static func summaryLines(_ report: RunReport, styler: Styler) -> [String] {
    func tally(_ counts: [StepStatus: Int], noun: String) -> String {
      let total = counts.values.reduce(0, +)
      let parts = StepStatus.allCases.compactMap { status in
        counts[status].map { "\($0) \(status.rawValue)" }
      }
      return "\(total) \(noun)\(total == 1 ? "" : "s")"
        + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
    }
    // Counted in place: a large run's steps are never gathered into one array.
    var scenarios: [StepStatus: Int] = [:]
    var steps: [StepStatus: Int] = [:]
    for testCase in report.testCases {
      scenarios[testCase.status, default: 0] += 1
      for step in testCase.steps { steps[step.status, default: 0] += 1 }
    }
    var lines = [tally(scenarios, noun: "scenario"), tally(steps, noun: "step")]
    if let seed = report.randomSeed { lines.append("random order, seed \(seed)") }
    if report.interrupted {
      lines.append("stopped early: \(report.interruptionSummary)")
    } else if report.stoppedEarly {
      lines.append("stopped early: not every scenario ran")
    }
    let passed = report.testCases.filter { $0.status == .passed }.count
    let failed = report.testCases.filter { $0.failsRun(strict: report.strict) }.count
    lines.append(
      "\(passed) passed, \(failed) failed"
        + (report.baselineMissing.isEmpty
          ? "" : ", \(report.baselineMissing.count) missing from the baseline"))
    return lines
  }

  /// Text from the user's files with control characters shown as escapes (one function for
  /// every terminal-bound format: ``VisibleText/escapingControls(_:)``).
  static func visible(_ text: String) -> String { VisibleText.escapingControls(text) }

  static func indent(_ text: String, by spaces: Int) -> [String] {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { padding + $0 }
  }
}
