import Foundation
import ScenarioRunner

/// JUnit XML as GitHub, GitLab and Jenkins read it, valid against the Jenkins xUnit plugin's
/// junit-10.xsd: a suite per feature (with its file), a test case per scenario (classname =
/// feature, name = scenario [platform]), failures with expected and heard, the scenario's
/// file:line, its steps and its transcript in system-out.
///
/// The report is made as the run goes (``Writer``): each test case's element is rendered when
/// it finishes and set aside; the counts that open the document and each suite are written at
/// the end, around them.
package enum JUnitFormat {
  /// The XML document of a whole run.
  package static func xml(_ report: RunReport) -> String {
    var writer = Writer(strict: report.strict, store: MemoryParts())
    for testCase in report.testCases { writer.add(testCase) }
    return ReportOutput.text { output in
      var output = output
      writer.finish(report, to: &output)
    }
  }

  /// A JUnit report written while the run goes: ``add(_:)`` each test case as it finishes,
  /// then ``finish(_:to:)`` writes the document.
  package struct Writer<Store: PartStore> {
    /// A suite's counts, gathered as its test cases are added.
    private struct Suite {
      var name: String
      var tests = 0
      var failures = 0
      var errors = 0
      var skipped = 0
      var duration = 0.0
    }

    private var parts: FeatureParts<Store>
    private var suites: [Suite] = []
    private let strict: Bool
    private var tests = 0
    private var failures = 0
    private var errors = 0
    /// How often each class and name has been used, so that each test case's name is unique
    /// within its class: CI servers key results by class and name.
    private var seen: [String: Int] = [:]

    /// A report of a run that is `strict` (undefined and pending fail it), its test cases'
    /// elements kept in `store` until the end.
    package init(strict: Bool, store: Store) {
      self.strict = strict
      parts = FeatureParts(store)
    }

    /// Renders `testCase`'s element and counts it in its suite.
    package mutating func add(_ testCase: TestCaseReport) {
      let featureName = testCase.featureName
      let uri = testCase.uri
      var caseName = testCase.displayName
      if let platform = testCase.platform { caseName += " [\(platform)]" }
      let className = testCase.ruleName.map { "\(featureName) › \($0)" } ?? featureName
      // An outline's rows carry their values; a repeated name gets its count.
      let key = uri + "\u{0}" + className + "\u{0}" + caseName
      let count = (seen[key] ?? 0) + 1
      seen[key] = count
      if count > 1 { caseName += " #\(count)" }
      let problem = testCase.steps.first { $0.status != .passed && $0.status != .skipped }
      let strict = strict
      // Written straight into the part's bytes: no string per piece, most text copied as it is.
      let feature = parts.append(uri: uri) { xml in
        func text(_ string: String) { MarkupText.append(string, to: &xml) }
        func escaped(_ string: String) { MarkupText.write(string, as: .content, to: &xml) }
        func attribute(_ string: String) {
          MarkupText.write(string, as: .attribute, to: &xml)
        }
        text("    <testcase classname=\"")
        escaped(className)
        text("\" name=\"")
        escaped(caseName)
        text("\" time=\"")
        text(seconds(testCase.duration))
        text("\">\n")
        switch testCase.status {
        case .failed, .ambiguous:
          let step = problem
          let message =
            step?.failure?.message ?? (step.map { "ambiguous step: \($0.text)" } ?? "failed")
          text("      <failure message=\"")
          attribute(message)
          text("\" type=\"")
          text(testCase.status.rawValue)
          text("\">")
          escaped(step?.keyword ?? "")
          escaped(step?.text ?? "")
          text(" (")
          escaped(uri)
          text(":")
          text(String(step?.line ?? testCase.line))
          text(")\n")
          escaped(message)
          if let expected = step?.failure?.expected {
            text("\nexpected:\n")
            escaped(expected)
          }
          if let actual = step?.failure?.actual {
            text("\nheard:\n")
            escaped(actual.isEmpty ? "(nothing)" : actual)
          }
          text("</failure>\n")
        case .undefined, .pending:
          let message =
            testCase.hasNoSteps
            ? TestCaseReport.noStepsMessage
            : "\(testCase.status.rawValue) step: \(problem?.text ?? "")"
          if strict {
            text("      <error message=\"")
            attribute(message)
            text("\" type=\"")
            text(testCase.status.rawValue)
            text("\"/>\n")
          } else {
            text("      <skipped message=\"")
            attribute(message)
            text("\"/>\n")
          }
        case .skipped:
          if let reason = testCase.notRunReason ?? testCase.skipReason {
            text("      <skipped message=\"")
            attribute(reason)
            text("\"/>\n")
          } else {
            text("      <skipped/>\n")
          }
        case .passed:
          break
        }
        // Its place, its steps, and what was heard, a line each.
        text("      <system-out>")
        escaped(testCase.reference)
        for step in testCase.steps {
          text("\n")
          escaped(step.keyword)
          escaped(step.text)
          text(" ... ")
          text(step.status.rawValue)
        }
        if !testCase.transcript.isEmpty {
          text("\n\nTranscript:")
          for entry in testCase.transcript {
            text("\n")
            escaped(TranscriptLine.render(entry))
          }
        }
        text("</system-out>\n")
        text("    </testcase>\n")
      }.feature

      if feature == suites.count { suites.append(Suite(name: featureName)) }
      let fails = testCase.failsRun(strict: strict)
      let status = testCase.status
      let failed = status == .failed || status == .ambiguous
      let error = fails && (status == .undefined || status == .pending)
      suites[feature].tests += 1
      suites[feature].duration += testCase.duration
      if failed { suites[feature].failures += 1 }
      if error { suites[feature].errors += 1 }
      if !fails && status != .passed { suites[feature].skipped += 1 }
      tests += 1
      if failed { failures += 1 }
      if error { errors += 1 }
    }

    /// Writes the document: the run's counts, each feature's suite around its test cases, then
    /// the files that could not be run and what the baseline has that the run lacks.
    package mutating func finish(_ report: RunReport, to output: inout ReportOutput) {
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = [.withInternetDateTime]
      let timestamp = formatter.string(from: report.startedAt)
      output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
      // junit-10.xsd (Jenkins xUnit) allows no `skipped` here, nor `file`/`line` on a testcase:
      // the scenario's file:line opens the test case's system-out instead.
      output.write(
        "<testsuites name=\"a11ysim\" tests=\"\(tests + report.loadErrors.count + report.baselineMissing.count)\" failures=\"\(failures + report.baselineMissing.count)\" errors=\"\(errors + report.loadErrors.count)\" time=\"\(seconds(report.duration))\">\n"
      )
      for (index, suite) in suites.enumerated() {
        let uri = parts.features[index].uri
        output.write(
          "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\" time=\"\(seconds(suite.duration))\" timestamp=\"\(timestamp)\" file=\"\(escape(uri))\">\n"
        )
        output.flush()
        parts.copy(feature: index) { output.write(bytes: $0) }
        output.write("  </testsuite>\n")
      }
      if !report.loadErrors.isEmpty {
        // Files that could not be run are test cases with an error, so a CI dashboard shows them.
        output.write(
          "  <testsuite name=\"Files that could not be run\" tests=\"\(report.loadErrors.count)\" failures=\"0\" errors=\"\(report.loadErrors.count)\" skipped=\"0\" time=\"0.000\" timestamp=\"\(timestamp)\">\n"
        )
        for error in report.loadErrors {
          output.write(
            "    <testcase classname=\"Files that could not be run\" name=\"\(escape(error.uri))\" time=\"0.000\">\n"
              + "      <error message=\"\(attribute(error.message))\" type=\"load\">\(escape(error.description))</error>\n"
              + "    </testcase>\n")
        }
        output.write("  </testsuite>\n")
      }
      if let baseline = report.baselineName, !report.baselineMissing.isEmpty {
        // Sections of the baseline no test case has: each a failing test case, so a dashboard
        // shows what disappeared.
        let suite = "Baseline \(baseline): not in this run"
        output.write(
          "  <testsuite name=\"\(escape(suite))\" tests=\"\(report.baselineMissing.count)\" failures=\"\(report.baselineMissing.count)\" errors=\"0\" skipped=\"0\" time=\"0.000\" timestamp=\"\(timestamp)\">\n"
        )
        for key in report.baselineMissing {
          let message = "in the baseline \(baseline), not in this run"
          output.write(
            "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(key))\" time=\"0.000\">\n"
              + "      <failure message=\"\(escape(message))\" type=\"baseline\">\(escape(key + ": " + message))</failure>\n"
              + "    </testcase>\n")
        }
        output.write("  </testsuite>\n")
      }
      output.write("</testsuites>\n")
      output.flush()
    }
  }

  static func seconds(_ value: Double) -> String { MarkupText.seconds(value) }

  /// XML-escapes text for attributes and content (see ``MarkupText/escape(_:)``).
  static func escape(_ text: String) -> String { MarkupText.escape(text) }

  /// XML-escapes a `message` attribute, keeping its line breaks (see
  /// ``MarkupText/attribute(_:)``).
  static func attribute(_ text: String) -> String { MarkupText.attribute(text) }
}
