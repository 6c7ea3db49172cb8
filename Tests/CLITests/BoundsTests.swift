import Foundation
import TestSupport
import Testing

/// Inputs that once crashed or hung the binary (issue 10, "Crashes and hangs") end with a clear
/// error naming the limit.
@Suite("Bounds on times, counts and sizes")
struct BoundsTests {
  /// Writes `files` (name → text) into `folder`.
  static func write(_ files: [String: String], in folder: URL) throws {
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  @Test("Two waits of 9e15 s: failed steps with the limit, a report, exit 2 (was a trap)")
  func clockOverflow() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.write(
      [
        "wait.feature": """
        Feature: Waiting
          Scenario: A very long wait
            Given the platform is iOS
            When I do "wait 9000000000000000s"
            And I do "wait 9000000000000000s"

        """
      ], in: folder)
    let result = try RunCLI.run(["run", "wait.feature"], directory: folder)
    // An impossible step argument means the scenario cannot run: exit 2.
    #expect(result.exitCode == 2)
    #expect(
      result.stdout == """
        FAILED: A very long wait  # wait.feature:2
          When I do "wait 9000000000000000s"  # wait.feature:4
            the step 'When I do "wait 9000000000000000s"': 'wait 9000000000000000s' is not an \
        interaction: expected a duration of at most 24 hours (86400s), found '9000000000000000s'

        1 scenario (1 failed)
        3 steps (1 passed, 2 failed)
        0 passed, 1 failed

        """)
    #expect(result.stderr == "")
  }

  @Test("simulate --do with a wait past the limit: exit 2 and the line:column")
  func simulateLongWait() throws {
    let result = try RunCLI.run([
      "simulate", "--platform", "macos", "--do", "wait 86400s; wait 86401s",
    ])
    #expect(result.exitCode == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "--do #1:1:19: error: expected a duration of at most 24 hours (86400s), found '86401s'\n"
    )
  }

  @Test("A billion presses, a 24-hour hold on a wrapping stepper: failed steps naming the limit")
  func longLoops() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.write(
      [
        "loops.feature": """
        Feature: Long loops
          Scenario: A billion presses
            Given the platform is macOS
            When I press "Tab"
            And I press "Up" 1000000000 times

          Scenario: A day-long hold on a wrapping stepper
            Given the platform is macOS
            And the setting "wraps" is "true"
            When I hold the increment button for 86400 seconds

        """
      ], in: folder)
    let result = try RunCLI.run(["run", "loops.feature", "--format", "summary"], directory: folder)
    // Too many presses is an impossible argument (exit 2); a hold past the limit fails its step.
    #expect(result.exitCode == 2)
    #expect(
      result.stdout == """
        FAILED: A billion presses  # loops.feature:2
          And I press "Up" 1000000000 times  # loops.feature:5
            the step 'And I press "Up" 1000000000 times': expected at most 10000 presses, found \
        1000000000; each is an interaction to simulate and hear
        FAILED: A day-long hold on a wrapping stepper  # loops.feature:7
          When I hold the increment button for 86400 seconds  # loops.feature:10
            holding the increment button that long auto-repeats it more than 10000 times, \
        a11ysim's limit for one hold; hold it for at most 1000.5s

        2 scenarios (2 failed)
        6 steps (4 passed, 2 failed)
        0 passed, 2 failed

        """)
  }

  @Test("scroll up 999999999999: exit 2 naming the largest count")
  func longScroll() throws {
    let result = try RunCLI.run([
      "simulate", "--platform", "linux", "--do", "focus field; scroll up 999999999999",
    ])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "--do #1:1:24: error: expected a whole number from 1 to 10000, found '999999999999'\n")
  }

  @Test(
    "speak --rate 2000 --wav, the fastest rate: a file, not a trap",
    .enabled(
      if: SpeakCommandTests.espeakInstalled,
      "espeak-ng is not installed (Debian: apt-get install espeak-ng; .ci/run installs it)"))
  func fastestRate() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let result = try RunCLI.run(
      ["speak", "Quantity", "--rate", "2000", "--wav", "q.wav"], directory: folder)
    #expect(result.exitCode == 0)
    #expect(result.stderr.hasPrefix("wrote q.wav: "))
  }

}
