import Foundation
import TestSupport
import Testing

/// `a11ysim run` on a scenario whose steps were written in capitals: a warning in the log
/// whatever the report, and a failure with --strict.
@Suite("a11ysim run: scenarios without steps")
struct NoStepsCLITests {
  @Test("Warnings reach the log with a machine-read report on standard output; --strict fails")
  func warned() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(
      """
      Feature: Capitals
        Scenario: Shouted
          GIVEN a stepper "Quantity" with value 2 from 0 to 10
          THEN the value is 2

      """, named: "c.feature", in: folder)
    let warnings = """
      c.feature:2: warning: Scenario 'Shouted' has no steps, so it checks nothing; it is reported as undefined and fails the run with --strict
      c.feature:3: warning: 'GIVEN a stepper "Quantity" with value 2 from 0 to 10' looks like a step but is description text, so it never runs; write it as a step, starting the line with 'Given'
      c.feature:4: warning: 'THEN the value is 2' looks like a step but is description text, so it never runs; write it as a step, starting the line with 'Then'

      """
    let result = try RunCLI.run(["run", "c.feature", "--format", "junit"], directory: folder)
    #expect(result.exitCode == 0)
    #expect(result.stderr == warnings)
    let strict = try RunCLI.run(["run", "c.feature", "--strict"], directory: folder)
    #expect(strict.exitCode == 1)
    #expect(strict.stderr == "")
    #expect(
      strict.stdout == """
        UNDEFINED: Shouted  # c.feature:2
          no steps: this scenario checks nothing (undefined; fails the run with --strict)

        \(warnings)
        1 scenario (1 undefined)
        0 steps
        0 passed, 1 failed

        """)
  }
}
