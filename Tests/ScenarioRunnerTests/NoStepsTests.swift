import Foundation
import Reports
import ScenarioRunner
import Testing

/// A scenario without steps checks nothing, so it must never count as a pass: it is undefined
/// (failing the run with --strict) and the file gets a warning. Description lines that look
/// like steps (a keyword in the wrong case, a bullet before it) are never run: each gets a
/// warning with its line.
@Suite("Scenarios without steps")
struct NoStepsTests {
  static func run(_ source: String, uri: String = "n.feature", strict: Bool = false) -> RunReport {
    var options = RunOptions(
      paths: [], workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    options.strict = strict
    return Runner().run(documents: [(uri: uri, source: source)], options: options)
  }

  static let feature = """
    Feature: No steps
      Some prose, then a list:
      - given this should be a step
      Then again, prose that starts with a keyword.

      Background:
        Given a stepper "Quantity" with value 2 from 0 to 10

      Scenario: Upper case
        GIVEN the platform is iOS
        WHEN I swipe right
        • Then I hear "Quantity"

      Rule: Outlines
        Scenario Outline: No rows <x>
          Given the platform is iOS

          Examples:
            | x |

        Scenario: Fine
          Given the platform is iOS
          When I swipe right
          Then I hear "Quantity"

    """

  @Test("The scenario is undefined, not passed; --strict fails the run")
  func undefined() {
    let report = Self.run(Self.feature)
    #expect(report.testCases.map(\.name) == ["Upper case", "Fine"])
    #expect(report.testCases.map(\.status) == [.undefined, .passed])
    #expect(report.exitCode == 0)
    let strict = Self.run(Self.feature, strict: true)
    #expect(strict.exitCode == 1)
    #expect(!strict.success)
  }

  @Test("Warnings name the file and line of each step-like line and empty scenario")
  func warnings() {
    let report = Self.run(Self.feature)
    #expect(
      report.warnings.map(\.description) == [
        "n.feature:3: warning: '- given this should be a step' looks like a step but is description text, so it never runs; write it as a step, starting the line with 'Given'",
        "n.feature:4: warning: 'Then again, prose that starts with a keyword.' looks like a step but is description text, so it never runs; write it as a step, starting the line with 'Then'",
        "n.feature:9: warning: Scenario 'Upper case' has no steps, so it checks nothing; it is reported as undefined and fails the run with --strict",
        "n.feature:10: warning: 'GIVEN the platform is iOS' looks like a step but is description text, so it never runs; write it as a step, starting the line with 'Given'",
        "n.feature:11: warning: 'WHEN I swipe right' looks like a step but is description text, so it never runs; write it as a step, starting the line with 'When'",
        "n.feature:12: warning: '• Then I hear \"Quantity\"' looks like a step but is description text, so it never runs; write it as a step, starting the line with 'Then'",
        "n.feature:15: warning: Scenario Outline 'No rows <x>' has no example rows, so it never runs",
      ])
  }

  @Test("Keywords are the feature's language's, in any case")
  func dialect() {
    let report = Self.run(
      """
      # language: fr
      Fonctionnalité: Sans étapes
        Scénario: Majuscules
          SOIT la plateforme iOS
          - quand je balaie
      """)
    #expect(report.testCases.map(\.status) == [.undefined])
    #expect(
      report.warnings.map(\.line) == [3, 4, 5],
      "\(report.warnings.map(\.description))")
  }

  @Test("The text reports say 'no steps'")
  func reported() {
    let report = Self.run(Self.feature, strict: true)
    let summary = TextFormats.summary(report, styler: Styler(enabled: false))
    #expect(
      summary.hasPrefix(
        """
        UNDEFINED: Upper case  # n.feature:9
          no steps: this scenario checks nothing (undefined; fails the run with --strict)

        """))
    #expect(
      summary.hasSuffix(
        "2 scenarios (1 passed, 1 undefined)\n4 steps (4 passed)\n1 passed, 1 failed\n"))
    #expect(
      GitHubFormat.annotations(report).hasSuffix(
        "::error file=n.feature,line=9,title=Upper case::no steps: this scenario checks nothing (undefined; fails the run with --strict)\n"
      ))
    #expect(
      JUnitFormat.xml(report).contains(
        #"<error message="no steps: this scenario checks nothing (undefined; fails the run with --strict)" type="undefined"/>"#
      ))
  }

  @Test("The shipped scenarios have no warnings")
  func shipped() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var options = RunOptions(paths: ["Scenarios"], workingDirectory: root)
    options.dryRun = true
    let report = Runner().run(options)
    #expect(report.warnings.map(\.description) == [])
    // Every feature file runs, with as many scenarios as Scenarios/README.md's table says
    // (the table stays true, and a file that silently ran nothing would show).
    var ran: [String: Int] = [:]
    for testCase in report.testCases {
      ran[URL(fileURLWithPath: testCase.uri).lastPathComponent, default: 0] += 1
    }
    let table = try String(
      contentsOf: root.appendingPathComponent("Scenarios/README.md"), encoding: .utf8)
    var listed: [String: Int] = [:]
    for line in table.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 1, cells[0].hasSuffix(".feature`"), let count = Int(cells[1]) else {
        continue
      }
      listed[String(cells[0].dropFirst().dropLast())] = count
    }
    #expect(!listed.isEmpty)
    #expect(ran == listed)
  }
}
