import Foundation

/// A reviewable record of what the screen readers said: one section per test case, keyed by
/// the scenario's identity, not its place in the file (`Feature › Rule › Scenario | row
/// values | [platform]`, see ``key(of:)``), so moving a scenario or adding a line above it
/// changes nothing; one utterance a line (`READER  TIME  TEXT`, `[interrupted at TIME]` when
/// cut off), with backslashes and control characters escaped (`\\`, `\n`) so that no text
/// can break the format. Times come from the simulated clock, so recording twice gives the
/// same file; sections are in file order, and test cases with the same identity are numbered
/// in that order (`#2`).
package struct Baseline: Equatable, Sendable {
  /// A test case's utterances.
  package struct Section: Equatable, Sendable {
    /// The test case's identity (see ``Baseline/key(of:)``).
    package var key: String
    /// The utterances, rendered; `(no speech)` when the reader said nothing.
    package var lines: [String]

    /// Creates a section.
    package init(key: String, lines: [String]) {
      self.key = key
      self.lines = lines
    }
  }

  /// The sections, in file order.
  package var sections: [Section]

  /// What a section says when the reader said nothing (or no reader ran).
  package static let silence = "(no speech)"

  /// The baseline of the test cases of `reports`.
  package init(reports: [RunReport]) {
    sections = Self.keyed(reports.flatMap(\.testCases)).map {
      Section(key: $0.key, lines: $0.lines)
    }
  }

  /// A test case's identity: its feature, rule, scenario name, example row values and
  /// platform, escaped onto one line.
  package static func key(of testCase: TestCaseReport) -> String {
    var key = scenario(
      feature: testCase.featureName, rule: testCase.ruleName, name: testCase.name,
      values: testCase.exampleValues)
    if let platform = testCase.platform { key += " [\(platform)]" }
    return escape(key)
  }

  /// A section key's scenario, without its platform and number: `Feature › Rule › Scenario
  /// | row values |`, unescaped.
  static func scenario(feature: String, rule: String?, name: String, values: [String]?) -> String {
    var key = ([feature] + (rule.map { [$0] } ?? []) + [name]).joined(separator: " › ")
    if let values { key += " | " + values.joined(separator: " | ") + " |" }
    return key
  }

  /// The scenario part of a section key (escaped), without ` [platform]` and ` #N`.
  static func scenario(ofKey key: String) -> Substring {
    var key = key[...]
    if let number = key.range(of: #" #[0-9]+$"#, options: .regularExpression) {
      key = key[..<number.lowerBound]
    }
    if let platform = key.range(of: #" \[[^\]]*\]$"#, options: .regularExpression) {
      key = key[..<platform.lowerBound]
    }
    return key
  }

  /// The sections of `testCases` in file order, each with the index of its test case; test
  /// cases with the same identity are numbered in that order (`#2`, `#3`).
  static func keyed(_ testCases: [TestCaseReport]) -> [(index: Int, key: String, lines: [String])] {
    let order = testCases.indices.sorted {
      (testCases[$0].uri, testCases[$0].line, $0) < (testCases[$1].uri, testCases[$1].line, $1)
    }
    var seen: [String: Int] = [:]
    return order.map { index in
      let testCase = testCases[index]
      let key = key(of: testCase)
      seen[key, default: 0] += 1
      let count = seen[key] ?? 1
      let lines =
        testCase.transcript.map { escape(TranscriptLine.render($0)) }
        + readingOrderLines(testCase)
      return (index, count == 1 ? key : "\(key) #\(count)", lines.isEmpty ? [silence] : lines)
    }
  }

  /// The reading orders `testCase`'s steps heard, after its transcript: one line a move,
  /// `READER  order N  TEXT` (the reader's speech for the Nth next-item move).
  static func readingOrderLines(_ testCase: TestCaseReport) -> [String] {
    var lines: [String] = []
    let reader = testCase.reader ?? "no reader"
    for step in testCase.steps {
      for (index, said) in (step.readingOrder ?? []).enumerated() {
        lines.append(escape("\(reader)  order \(index + 1)  \(said)"))
      }
    }
    return lines
  }

  /// `text` on one line: backslashes doubled, line breaks and other control characters as
  /// `\n`, `\r`, `\t` or `\u{…}`.
  package static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.properties.generalCategory == .control
          || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Compares the speech of `report`'s test cases with this baseline (read from `name`) and
  /// records each difference in the report itself, so that every format shows it: a test case
  /// whose speech changed, or that the baseline lacks, gets a failed check after its steps
  /// with the diff; the baseline's sections no test case has are listed as missing. Returns
  /// the whole diff, or `nil` when the run matches.
  @discardableResult
  package func apply(to report: inout RunReport, name: String) -> String? {
    report.baselineName = name
    let actual = Self.keyed(report.testCases)
    let expected = Dictionary(
      sections.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
    for (index, key, lines) in actual {
      let message: String
      if let before = expected[key] {
        guard before != lines else { continue }
        message =
          "the speech differs from the baseline \(name) (record it again to approve it):\n"
          + Self.lineDiff(before, lines).joined(separator: "\n")
      } else {
        message =
          "the baseline \(name) has no section '\(key)' (a new or renamed scenario; record it "
          + "again to approve its speech):\n" + lines.map { "+" + $0 }.joined(separator: "\n")
      }
      let testCase = report.testCases[index]
      var check = StepReport(
        keyword: "Then ", text: "the speech matches the baseline", line: testCase.line,
        pickleStepID: "", status: .failed, failure: StepFailure(message))
      check.isBaselineCheck = true
      report.testCases[index].steps.append(check)
    }
    let present = Set(actual.map(\.key))
    report.baselineUnmatched = sections.map(\.key).filter { !present.contains($0) }
    // A shard has only its own scenarios: the sections of those another shard runs are that
    // shard's to match (`merge-reports` has every shard's).
    report.baselineMissing = report.baselineUnmatched.filter {
      !report.inOtherShards.contains(String(Self.scenario(ofKey: $0)))
    }
    return Self.diff(
      expected: self,
      actual: Baseline(sections: actual.map { Section(key: $0.key, lines: $0.lines) }),
      expectedName: name, actualName: "this run")
  }

  /// A baseline made of `sections`.
  package init(sections: [Section]) { self.sections = sections }

  /// Parses a baseline file's text: `# ` comments, `== KEY` headers, utterance lines.
  package init(parsing text: String) throws(BaselineError) {
    sections = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("== ") {
        sections.append(Section(key: String(line.dropFirst(3)), lines: []))
      } else if sections.isEmpty {
        throw .lineBeforeHeader(line: index + 1)
      } else {
        sections[sections.count - 1].lines.append(line)
      }
    }
  }

  /// The file's text.
  package var text: String {
    var lines = [
      "# a11ysim baseline: what the screen readers said, one section per scenario and platform.",
      "# Review changes to it like code. Re-record: a11ysim record PATHS -o FILE",
    ]
    for section in sections {
      lines.append("")
      lines.append("== \(section.key)")
      lines += section.lines
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A unified-style diff from `expected` to `actual`, or `nil` when they are the same.
  package static func diff(
    expected: Baseline, actual: Baseline, expectedName: String, actualName: String
  ) -> String? {
    var work = 0
    return diff(
      expected: expected, actual: actual, expectedName: expectedName, actualName: actualName,
      work: &work)
  }

  /// ``diff(expected:actual:expectedName:actualName:)``, adding to `work` the sections it
  /// visits while ordering them (so tests can see it stays linear).
  package static func diff(
    expected: Baseline, actual: Baseline, expectedName: String, actualName: String,
    work: inout Int
  ) -> String? {
    let old = Dictionary(
      expected.sections.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
    let new = Dictionary(
      actual.sections.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
    // A section this run lacks goes after the last section before it in the baseline that the
    // run has, with the others it lacks there; those before any such section go at the end.
    // One pass over each list: a shard lacks most of the baseline (the other shards').
    var lacking: [String: [String]] = [:]
    var trailing: [String] = []
    var anchor: String?
    for section in expected.sections {
      work += 1
      if new[section.key] != nil {
        anchor = section.key
      } else if let anchor {
        lacking[anchor, default: []].append(section.key)
      } else {
        trailing.append(section.key)
      }
    }
    var order: [String] = []
    order.reserveCapacity(actual.sections.count + expected.sections.count)
    for section in actual.sections {
      work += 1
      order.append(section.key)
      if let after = lacking.removeValue(forKey: section.key) { order += after }
    }
    order += trailing
    var out = ["--- \(expectedName)", "+++ \(actualName)"]
    var changed = 0
    var missing = 0
    var added = 0
    for key in order {
      switch (old[key], new[key]) {
      case (let before?, let after?) where before != after:
        changed += 1
        out.append("@@ \(key) @@")
        out += lineDiff(before, after)
      case (let before?, nil):
        missing += 1
        out.append("@@ \(key) @@ not in this run")
        out += before.map { "-" + $0 }
      case (nil, let after?):
        added += 1
        out.append("@@ \(key) @@ new in this run")
        out += after.map { "+" + $0 }
      default:
        continue
      }
    }
    guard changed + missing + added > 0 else { return nil }
    out.append(
      "baseline differs: \(changed) changed, \(missing) missing, \(added) new")
    return out.joined(separator: "\n") + "\n"
  }

  /// The lines of `before` and `after` marked ` `, `-` and `+` (longest common subsequence).
  static func lineDiff(_ before: [String], _ after: [String]) -> [String] {
    let n = before.count
    let m = after.count
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          before[i] == after[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var out: [String] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, before[i] == after[j] {
        out.append(" " + before[i])
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        out.append("-" + before[i])
        i += 1
      } else {
        out.append("+" + after[j])
        j += 1
      }
    }
    return out
  }
}

/// A baseline file that cannot be parsed.
package enum BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A line of speech at `line` (1-based) before the first `== …` header.
  case lineBeforeHeader(line: Int)

  /// The 1-based line.
  package var line: Int {
    switch self {
    case .lineBeforeHeader(let line): line
    }
  }

  /// What is wrong.
  package var message: String {
    switch self {
    case .lineBeforeHeader: "expected a '== Feature › Scenario [platform]' header"
    }
  }

  /// `line N: message`.
  package var description: String { "line \(line): \(message)" }
}
