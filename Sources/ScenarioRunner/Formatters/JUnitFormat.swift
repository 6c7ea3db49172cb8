import Foundation

/// JUnit XML as GitHub, GitLab and Jenkins read it, valid against the Jenkins xUnit plugin's
/// junit-10.xsd: a suite per feature (with its file), a test case per scenario (classname =
/// feature, name = scenario [platform]), failures with expected and heard, the scenario's
/// file:line, its steps and its transcript in system-out.
package enum JUnitFormat {
  /// The XML document.
  package static func xml(_ report: RunReport) -> String {
    var features: [String] = []
    var byFeature: [String: [TestCaseReport]] = [:]
    for testCase in report.testCases {
      if byFeature[testCase.uri] == nil { features.append(testCase.uri) }
      byFeature[testCase.uri, default: []].append(testCase)
    }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let failures = report.testCases.filter { $0.status == .failed || $0.status == .ambiguous }.count
    let errors = report.testCases.filter {
      $0.failsRun(strict: report.strict) && ($0.status == .undefined || $0.status == .pending)
    }.count
    // junit-10.xsd (Jenkins xUnit) allows no `skipped` here, nor `file`/`line` on a testcase:
    // the scenario's file:line opens the test case's system-out instead.
    xml +=
      "<testsuites name=\"a11ysim\" tests=\"\(report.testCases.count + report.loadErrors.count + report.baselineMissing.count)\" failures=\"\(failures + report.baselineMissing.count)\" errors=\"\(errors + report.loadErrors.count)\" time=\"\(seconds(report.duration))\">\n"
    for uri in features {
      let cases = byFeature[uri] ?? []
      let suiteFailures = cases.filter { $0.status == .failed || $0.status == .ambiguous }.count
      let suiteSkipped = cases.filter {
        !$0.failsRun(strict: report.strict) && $0.status != .passed
      }.count
      let suiteErrors = cases.filter {
        $0.failsRun(strict: report.strict) && ($0.status == .undefined || $0.status == .pending)
      }.count
      let name = cases.first?.featureName ?? uri
      xml +=
        "  <testsuite name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(suiteFailures)\" errors=\"\(suiteErrors)\" skipped=\"\(suiteSkipped)\" time=\"\(seconds(cases.map(\.duration).reduce(0, +)))\" timestamp=\"\(formatter.string(from: report.startedAt))\" file=\"\(escape(uri))\">\n"
      // Each test case's name is unique within its class, as CI servers key results by
      // class and name: an outline's rows carry their values, and a repeated name its count.
      var seen: [String: Int] = [:]
      for testCase in cases {
        var caseName = testCase.displayName
        if let platform = testCase.platform { caseName += " [\(platform)]" }
        let className = testCase.ruleName.map { "\(name) › \($0)" } ?? name
        let count = (seen[className + "\u{0}" + caseName] ?? 0) + 1
        seen[className + "\u{0}" + caseName] = count
        if count > 1 { caseName += " #\(count)" }
        xml +=
          "    <testcase classname=\"\(escape(className))\" name=\"\(escape(caseName))\" time=\"\(seconds(testCase.duration))\">\n"
        let problem = testCase.steps.first { $0.status != .passed && $0.status != .skipped }
        switch testCase.status {
        case .failed, .ambiguous:
          let step = problem
          let message =
            step?.failure?.message ?? (step.map { "ambiguous step: \($0.text)" } ?? "failed")
          xml +=
            "      <failure message=\"\(attribute(message))\" type=\"\(testCase.status.rawValue)\">"
          var body =
            "\(step?.keyword ?? "")\(step?.text ?? "") (\(uri):\(step?.line ?? testCase.line))\n\(message)"
          if let expected = step?.failure?.expected { body += "\nexpected:\n\(expected)" }
          if let actual = step?.failure?.actual {
            body += "\nheard:\n\(actual.isEmpty ? "(nothing)" : actual)"
          }
          xml += escape(body) + "</failure>\n"
        case .undefined, .pending:
          let message =
            testCase.hasNoSteps
            ? TestCaseReport.noStepsMessage
            : "\(testCase.status.rawValue) step: \(problem?.text ?? "")"
          if report.strict {
            xml +=
              "      <error message=\"\(attribute(message))\" type=\"\(testCase.status.rawValue)\"/>\n"
          } else {
            xml += "      <skipped message=\"\(attribute(message))\"/>\n"
          }
        case .skipped:
          xml +=
            testCase.notRunReason.map { "      <skipped message=\"\(attribute($0))\"/>\n" }
            ?? "      <skipped/>\n"
        case .passed:
          break
        }
        let steps =
          ["\(testCase.reference)"]
          + testCase.steps.map { "\($0.keyword)\($0.text) ... \($0.status.rawValue)" }
        let heard = testCase.transcript.map(TranscriptLine.render)
        xml +=
          "      <system-out>"
          + escape(
            (steps + (heard.isEmpty ? [] : ["", "Transcript:"] + heard)).joined(separator: "\n"))
          + "</system-out>\n"
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    if !report.loadErrors.isEmpty {
      // Files that could not be run are test cases with an error, so a CI dashboard shows them.
      let timestamp = formatter.string(from: report.startedAt)
      xml +=
        "  <testsuite name=\"Files that could not be run\" tests=\"\(report.loadErrors.count)\" failures=\"0\" errors=\"\(report.loadErrors.count)\" skipped=\"0\" time=\"0.000\" timestamp=\"\(timestamp)\">\n"
      for error in report.loadErrors {
        xml +=
          "    <testcase classname=\"Files that could not be run\" name=\"\(escape(error.uri))\" time=\"0.000\">\n"
          + "      <error message=\"\(attribute(error.message))\" type=\"load\">\(escape(error.description))</error>\n"
          + "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    if let baseline = report.baselineName, !report.baselineMissing.isEmpty {
      // Sections of the baseline no test case has: each a failing test case, so a dashboard
      // shows what disappeared.
      let suite = "Baseline \(baseline): not in this run"
      xml +=
        "  <testsuite name=\"\(escape(suite))\" tests=\"\(report.baselineMissing.count)\" failures=\"\(report.baselineMissing.count)\" errors=\"0\" skipped=\"0\" time=\"0.000\" timestamp=\"\(formatter.string(from: report.startedAt))\">\n"
      for key in report.baselineMissing {
        let message = "in the baseline \(baseline), not in this run"
        xml +=
          "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(key))\" time=\"0.000\">\n"
          + "      <failure message=\"\(escape(message))\" type=\"baseline\">\(escape(key + ": " + message))</failure>\n"
          + "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// XML-escapes text for attributes and content (see ``MarkupText/escape(_:)``).
  static func escape(_ text: String) -> String { MarkupText.escape(text) }

  /// XML-escapes a `message` attribute, keeping its line breaks (see
  /// ``MarkupText/attribute(_:)``).
  static func attribute(_ text: String) -> String { MarkupText.attribute(text) }
}
