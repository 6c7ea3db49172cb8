import ChildProcesses
import Foundation
import TestSupport
import Testing

/// `Scripts/check-messages.py`, run with a Python that has PyPI's `cucumber-messages` and
/// `cucumber-compatibility-kit`: `A11YSIM_PYTHON`, or `python3` on the PATH.
enum MessagesChecker {
  /// The checker script.
  static var script: String {
    RunCLI.packageRoot.appendingPathComponent("Scripts/check-messages.py").path
  }

  /// The Python to run it with.
  static var python: String? {
    if let chosen = ProcessInfo.processInfo.environment["A11YSIM_PYTHON"], !chosen.isEmpty {
      return chosen
    }
    return (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
      "\($0)/python3"
    }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether the packages are there, and if not, the one line that says what is missing.
  static let probe: (available: Bool, reason: String) = {
    guard let python else {
      return (
        false, "python3 is not on the PATH (set A11YSIM_PYTHON to a Python with cucumber-messages)"
      )
    }
    guard let result = try? ChildProcess.run(python, [script, "probe"]) else {
      return (false, "\(python) could not be started")
    }
    let line = (result.stdout + result.stderr).split(separator: "\n").first.map(String.init)
    return (result.status == 0, line ?? "the probe failed (exit \(result.status))")
  }()

  /// Whether the checks run: the packages are there, or `.ci/run` demands them
  /// (`A11YSIM_REQUIRE_CUCUMBER_MESSAGES=1`), so CI fails rather than skips.
  static var shouldRun: Bool {
    probe.available
      || ProcessInfo.processInfo.environment["A11YSIM_REQUIRE_CUCUMBER_MESSAGES"] == "1"
  }

  /// Why the checks were skipped, in one line.
  static var skipReason: Comment { Comment(rawValue: probe.reason) }

  /// Runs the checker; fails the test with the probe's line when the packages are missing.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    guard probe.available, let python else {
      Issue.record(Comment(rawValue: "required but missing: \(probe.reason)"))
      return (3, probe.reason)
    }
    let result = try ChildProcess.run(python, [script] + arguments)
    return (result.status, result.stdout + result.stderr)
  }
}

/// The `message` report against cucumber's own Python model of the protocol and the
/// compatibility kit's expected streams.
@Suite("Cucumber Messages: schema and compatibility kit", .serialized)
struct MessagesProtocolTests {
  /// The variables a GitHub Actions job sets, as the kit's expected `meta.ci` was made with.
  static let gitHub = [
    "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/widgets",
    "GITHUB_RUN_ID": "4242", "GITHUB_SHA": "0123456789abcdef", "GITHUB_HEAD_REF": "main",
    "GITHUB_EVENT_NAME": "push",
  ]

  /// Features with what the stream can hold: documents with backgrounds, rules, outlines, tags,
  /// doc strings and tables; passing, failing, undefined and skipped steps; speech; a
  /// Markdown feature; a file that does not parse.
  static let files: [String: String] = [
    "a.feature": """
    @one
    Feature: First

      Background:
        Given a stepper "Quantity" with value 2 from 0 to 10

      Scenario: Swipe
        Given the platform is Android with TalkBack
        When I swipe right
        Then I hear "Quantity"

      Rule: Outlines
        @two
        Scenario Outline: Press <key>
          Given the platform is Linux with Orca
          When I press "Tab"
          And I press "<key>"
          Then the transcript contains:
            | text                 |
            | Quantity spin button |

          Examples:
            | key  |
            | Up   |
            | Down |
    """,
    "b.feature": """
    Feature: Second

      Scenario: A wrong expectation
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS with VoiceOver
        When I swipe right
        Then I hear "Amount"
        And I hear "Quantity"

      Scenario: A typo
        Given I am on a screen with a stepper
        And the platfrom is iOS
        When I swipe right

      Scenario: A component inline
        Given the component:
          \"\"\"yaml
          label: Amount
          value: 3
          \"\"\"
        And the platform is macOS with VoiceOver
        When I press "Tab"
    """,
    "c.feature.md": """
    # Feature: Third

    ## Scenario: Tab on macOS

    * Given a stepper "Quantity" with value 2 from 0 to 10
    * And the platform is macOS with VoiceOver
    * When I press "Tab"
    * Then I hear "2, Quantity, stepper"
    """,
    "d.feature": """
    Feature: Broken
      Scenario: no
        Given a stepper
      Examples oops
    """,
  ]

  @Test(
    "Every line of a multi-file run is an Envelope of cucumber-messages, reads back the same, with unique ids",
    .enabled(if: MessagesChecker.shouldRun, MessagesChecker.skipReason))
  func schema() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    for (name, text) in Self.files { try ReportFiles.write(text, named: name, in: folder) }
    // A baseline of the first file alone: the others' scenarios fail its check, an
    // after-test-case hook in the stream.
    let record = try RunCLI.run(["record", "a.feature", "-o", "baseline.txt"], directory: folder)
    #expect(record.exitCode == 0, "\(record.stderr)")
    let run = try RunCLI.run(
      [
        "run", ".", "--baseline", "baseline.txt", "--format", "message:run.ndjson", "--format",
        "summary",
      ], environment: Self.gitHub, directory: folder)
    #expect(run.exitCode == 2, "\(run.stdout)\(run.stderr)")
    let stream = try ReportFiles.read(folder.appendingPathComponent("run.ndjson").path)
    let kinds = Set(
      stream.split(separator: "\n").compactMap {
        $0.dropFirst(2).split(separator: "\"", maxSplits: 1).first.map(String.init)
      })
    #expect(
      kinds == [
        "meta", "source", "gherkinDocument", "pickle", "parseError", "stepDefinition", "hook",
        "testRunStarted", "testCase", "testCaseStarted", "testStepStarted", "suggestion",
        "attachment", "testStepFinished", "testCaseFinished", "testRunFinished",
      ])
    let check = try MessagesChecker.run(
      ["validate", folder.appendingPathComponent("run.ndjson").path])
    let lines = stream.split(separator: "\n").count
    #expect(check.output == "messages: \(lines) passed, 0 failed\n")
    #expect(check.status == 0)
  }

  @Test(
    "The checker finds what is wrong: an unknown member, a wrong type, an id twice, a dangling reference",
    .enabled(if: MessagesChecker.shouldRun, MessagesChecker.skipReason))
  func checkerFails() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let stream = [
      #"{"testRunStarted":{"id":"r","timestamp":{"seconds":1,"nanos":0}}}"#,
      #"{"testRunStarted":{"id":"r","timestamp":{"seconds":1,"nanos":0},"colour":"red"}}"#,
      #"{"testCaseStarted":{"id":"s","testCaseId":"nowhere","attempt":"0","timestamp":{"seconds":1,"nanos":1000000000}}}"#,
    ].joined(separator: "\n")
    let path = try ReportFiles.write(stream, named: "bad.ndjson", in: folder)
    let check = try MessagesChecker.run(["validate", path])
    #expect(check.status == 1)
    #expect(
      check.output == """
        \(path):2: does not round-trip: cucumber-messages reads it back as {"testRunStarted": {"id": "r", "timestamp": {"nanos": 0, "seconds": 1}}}
        \(path):3: testCaseStarted.attempt: expected int, found str
        \(path):3: testCaseStarted.timestamp.nanos: 1000000000 is outside 0…999999999
        \(path):2: the testRunStarted id 'r' is also on line 1
        \(path):3: testCaseStarted.testCaseId 'nowhere' names no testCase in the stream
        messages: 1 passed, 2 failed

        """)
  }

  @Test(
    "A run has the envelope order and structure of the compatibility kit's expected stream",
    .enabled(if: MessagesChecker.shouldRun, MessagesChecker.skipReason),
    arguments: ["minimal", "undefined", "empty", "examples-tables-undefined", "rules"])
  func compatibilityKit(example: String) throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = RunCLI.packageRoot.appendingPathComponent(
      "Tests/Fixtures/compatibility-kit/\(example).feature")
    let output = folder.appendingPathComponent("\(example).ndjson").path
    let run = try RunCLI.run(
      ["run", feature.path, "--format", "message:\(output)", "--format", "progress"],
      environment: Self.gitHub)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let check = try MessagesChecker.run(["cck", example, output])
    #expect(check.output == "cck \(example): 1 passed, 0 failed\n")
    #expect(check.status == 0)
    let validate = try MessagesChecker.run(["validate", output])
    #expect(validate.status == 0, "\(validate.output)")
  }

  @Test(
    "Off CI (no meta.ci in the stream) the compatibility kit's comparison passes too",
    .enabled(if: MessagesChecker.shouldRun, MessagesChecker.skipReason))
  func compatibilityKitOffCI() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = RunCLI.packageRoot.appendingPathComponent(
      "Tests/Fixtures/compatibility-kit/minimal.feature")
    let output = folder.appendingPathComponent("minimal.ndjson").path
    let run = try RunCLI.run(["run", feature.path, "--format", "message:\(output)"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains(#""ci":"#) == false)
    let check = try MessagesChecker.run(["cck", "minimal", output])
    #expect(check.output == "cck minimal: 1 passed, 0 failed\n")
    #expect(check.status == 0)
  }
}
