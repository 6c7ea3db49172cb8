import Foundation

/// A reviewable record of what the screen readers said: one section per test case and
/// platform, keyed `file:line scenario name [platform]`, one utterance a line
/// (`READER  TIME  TEXT`, `[interrupted at TIME]` when cut off). Times come from the simulated
/// clock, so recording twice gives the same file; sections are sorted by file, line and name.
public struct Baseline: Equatable, Sendable {
  /// A test case's utterances.
  public struct Section: Equatable, Sendable {
    /// `file:line scenario name [platform]`.
    public var key: String
    /// The utterances, rendered; `(no speech)` when the reader said nothing.
    public var lines: [String]

    /// Creates a section.
    public init(key: String, lines: [String]) {
      self.key = key
      self.lines = lines
    }
  }

  /// The sections, in file order.
  public var sections: [Section]

  /// What a section says when the reader said nothing (or no reader ran).
  public static let silence = "(no speech)"

  /// The baseline of the test cases of `reports`.
  public init(reports: [RunReport]) {
    var sorted: [(uri: String, line: Int, key: String, lines: [String])] = []
    for testCase in reports.flatMap(\.testCases) {
      let key =
        "\(testCase.reference) \(testCase.name)" + (testCase.platform.map { " [\($0)]" } ?? "")
      let lines = testCase.transcript.map(TranscriptLine.render)
      sorted.append((testCase.uri, testCase.line, key, lines.isEmpty ? [Self.silence] : lines))
    }
    sorted.sort { ($0.uri, $0.line, $0.key) < ($1.uri, $1.line, $1.key) }
    var seen: [String: Int] = [:]
    sections = sorted.map { entry in
      seen[entry.key, default: 0] += 1
      let count = seen[entry.key] ?? 1
      return Section(key: count == 1 ? entry.key : "\(entry.key) #\(count)", lines: entry.lines)
    }
  }

  /// Parses a baseline file's text: `# ` comments, `== KEY` headers, utterance lines.
  public init(parsing text: String) throws(BaselineError) {
    sections = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("== ") {
        sections.append(Section(key: String(line.dropFirst(3)), lines: []))
      } else if sections.isEmpty {
        throw BaselineError(
          line: index + 1, message: "expected a '== file:line scenario [platform]' header")
      } else {
        sections[sections.count - 1].lines.append(line)
      }
    }
  }

  /// The file's text.
  public var text: String {
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
  public static func diff(
    expected: Baseline, actual: Baseline, expectedName: String, actualName: String
  ) -> String? {
    let old = Dictionary(
      expected.sections.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
    let new = Dictionary(
      actual.sections.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
    var order = actual.sections.map(\.key)
    for (index, section) in expected.sections.enumerated() where new[section.key] == nil {
      let after = index > 0 ? expected.sections[index - 1].key : nil
      let position = after.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? order.count
      order.insert(section.key, at: min(position, order.count))
    }
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
public struct BaselineError: Error, Sendable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// What is wrong.
  public var message: String

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}
