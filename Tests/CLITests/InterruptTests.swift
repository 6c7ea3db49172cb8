import ChildProcesses
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Interrupting `a11ysim run`. No test waits for the clock: each waits for an event. The
/// second scenario reads its component from a FIFO, so the test knows when it is under way
/// (its write end opens); the run's acknowledgement of the signal arrives on a FIFO too.
@Suite("a11ysim run interrupted")
final class InterruptTests {
  let folder: URL
  let count = 40

  init() throws {
    folder = try TemporaryFolder.create("InterruptTests")
  }

  deinit { TemporaryFolder.remove(folder) }

  var binary: String { RunCLI.productsDirectory.appendingPathComponent("a11ysim").path }

  static let component =
    "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10\nwraps: true\n"
    + "platforms: { linux: { variant: gtk-spinbutton } }\n"

  /// A feature of `count` scenarios of 6 steps (7 lines each, the first at line 2); the
  /// second reads `gate.yml` and does the 5 `secondSteps`.
  func feature(secondSteps: String) -> String {
    var text = "Feature: Many\n"
    for index in 0..<count {
      text += "  Scenario: Scenario \(index)\n"
      if index == 1 {
        text += "    Given the component \"gate.yml\"\n" + secondSteps
      } else {
        text += """
              Given a stepper "Quantity" with value 2 from 0 to 10
              And the platform is Linux with Orca
              When I press "Tab"
              Then I hear "Quantity spin button"
              When I press "Up"
              Then I hear "3"

          """
      }
    }
    return text
  }

  /// The second scenario's steps after its component, in a run that stops before them.
  static let passingSteps = """
        And the platform is Linux with Orca
        When I press "Tab"
        Then I hear "Quantity spin button"
        When I press "Up"
        Then I hear "3"

    """

  /// Opens a FIFO's reading end without waiting for a writer, then makes reads wait.
  func openReader(_ path: String) throws -> Int32 {
    try #require(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
    return reader
  }

  /// Reads from `descriptor` until `text` has arrived (or the writer is gone); all that came.
  func read(_ descriptor: Int32, until text: String) -> String {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 256)
    while !String(decoding: received, as: UTF8.self).contains(text) {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      received.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// Every report a run writes to a file.
  static let fileReports = [
    "--format", "summary:summary.txt", "--format", "junit:junit.xml",
    "--format", "message:messages.ndjson", "--format", "rerun:rerun.txt",
    "--format", "html:report.html", "--format", "pretty:pretty.txt",
  ]

  /// Starts the run with `reports` (by default every report written to a file) and standard
  /// error on a FIFO; standard output goes to `output`.
  func start(
    _ feature: String, reports: [String] = fileReports, output: String = "output.txt",
    environment: [String: String] = [:]
  ) throws -> (ChildProcess.Running, errors: Int32) {
    try ReportFiles.write(feature, named: "many.feature", in: folder)
    try #require(mkfifo(folder.appendingPathComponent("gate.yml").path, 0o600) == 0)
    let errors = try openReader(folder.appendingPathComponent("errors.pipe").path)
    let child = try ChildProcess.Running(
      binary, ["run", "many.feature"] + reports,
      input: folder.appendingPathComponent("input.txt").path,
      output: folder.appendingPathComponent(output).path,
      errors: folder.appendingPathComponent("errors.pipe").path,
      environment: ["NO_COLOR": "1"].merging(environment) { $1 }, directory: folder.path)
    // A safety net for a broken build only: a run that ignores the signal is ended, and fails
    // the test, instead of hanging the suite.
    DispatchQueue.global().asyncAfter(deadline: .now() + 600) { child.send(SIGKILL) }
    return (child, errors)
  }

  /// Waits until the second scenario opens `gate.yml`, then gives it the component.
  func openGate() throws {
    let gate = open(folder.appendingPathComponent("gate.yml").path, O_WRONLY)
    try #require(gate >= 0)
    _ = Self.component.withCString { Glibc.write(gate, $0, strlen($0)) }
    close(gate)
  }

  func report(_ name: String) throws -> String {
    try ReportFiles.read(folder.appendingPathComponent(name).path)
  }

  /// The reports of a run stopped in its second scenario: the first passed.
  func expectInterruptedReports() throws {
    let passed = 1
    let notRun = count - passed
    #expect(
      try report("summary.txt")
        == "\(count) scenarios (\(passed) passed, \(notRun) skipped)\n"
        + "\(count * 6) steps (\(passed * 6) passed, \(notRun * 6) skipped)\n"
        + "stopped early: interrupted: \(notRun) scenarios did not run (reported as skipped)\n"
        + "\(passed) passed, 0 failed\n")
    let junit = try report("junit.xml")
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == count)
    if XMLLint.shouldRun {
      let validation = try XMLLint.validate(
        folder.appendingPathComponent("junit.xml").path, schema: XMLLint.junitSchema)
      #expect(validation.valid, "\(validation.output)")
    }
    #expect(
      junit.components(separatedBy: "<skipped message=\"not run: the run was interrupted\"/>")
        .count - 1 == notRun)
    let messages = try report("messages.ndjson").split(separator: "\n")
    let finished = try #require(messages.last)
    #expect(finished.contains("\"testRunFinished\""))
    #expect(finished.contains("\"success\":false"))
    #expect(
      finished.contains(
        "\"message\":\"interrupted: \(notRun) scenarios did not run (reported as skipped)\""))
    #expect(messages.filter { $0.contains("\"testCaseStarted\"") }.count == passed)
    let lines = (passed..<count).map { String(2 + 7 * $0) }
    #expect(try report("rerun.txt") == "many.feature:" + lines.joined(separator: ":") + "\n")
    #expect(
      try report("report.html").contains(
        "<dt>Stopped early</dt> <dd>yes: interrupted: \(notRun) scenarios did not run "
          + "(reported as skipped)</dd>"))
  }

  @Test(
    "A signal stops the run: unfinished scenarios are reported skipped, the run fails, exit 130",
    arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")])
  func interrupt(signal: Int32, name: String) throws {
    let (child, errors) = try start(feature(secondSteps: Self.passingSteps))
    defer { close(errors) }
    // The second scenario is reading its component: the first has run.
    let gate = open(folder.appendingPathComponent("gate.yml").path, O_WRONLY)
    try #require(gate >= 0)
    child.send(signal)
    let acknowledged = read(errors, until: "\n")
    #expect(
      acknowledged
        == "a11ysim: \(name): stopping; unfinished scenarios are reported as skipped (a signal "
        + "again a second later, or another one, stops at once, without reports)\n")
    // Only now does the second scenario get its component: its first interaction stops.
    _ = Self.component.withCString { Glibc.write(gate, $0, strlen($0)) }
    close(gate)
    #expect(child.wait() == 130)
    try expectInterruptedReports()
  }

  @Test("Ctrl-C during one long step stops it: the scenario is reported as not run")
  func interruptLongStep() throws {
    // The longest step the bounds allow: ten thousand presses, each simulated and heard.
    let steps = """
          And the platform is Linux with Orca
          When I press "Tab"
          And I press "Up" 10000 times
          Then I hear "3"
          And the value is 3

      """
    let (child, errors) = try start(feature(secondSteps: steps))
    defer { close(errors) }
    try openGate()
    child.send(SIGINT)
    #expect(
      read(errors, until: "\n")
        == "a11ysim: SIGINT: stopping; unfinished scenarios are reported as skipped (a signal "
        + "again a second later, or another one, stops at once, without reports)\n")
    #expect(child.wait() == 130)
    try expectInterruptedReports()
  }

  @Test("The same signal twice within the window (GNU timeout) is one request: reports, exit 130")
  func sameSignalTwice() throws {
    // A window of an hour (debug builds only): the test does not depend on the machine's speed.
    let (child, errors) = try start(
      feature(secondSteps: Self.passingSteps),
      environment: ["A11YSIM_DEBUG_SIGNAL_WINDOW": "3600"])
    defer { close(errors) }
    let gate = open(folder.appendingPathComponent("gate.yml").path, O_WRONLY)
    try #require(gate >= 0)
    child.send(SIGTERM)
    #expect(read(errors, until: "\n").hasPrefix("a11ysim: SIGTERM: stopping;"))
    // Sent once the first is taken, so the kernel cannot merge the two into one pending signal.
    child.send(SIGTERM)
    #expect(
      read(errors, until: "\n")
        == "a11ysim: SIGTERM again within a second: the same request to stop\n")
    _ = Self.component.withCString { Glibc.write(gate, $0, strlen($0)) }
    close(gate)
    #expect(child.wait() == 130)
    try expectInterruptedReports()
  }

  @Test("A different signal after the first stops at once, without reports")
  func differentSecondSignal() throws {
    let (child, errors) = try start(feature(secondSteps: Self.passingSteps))
    defer { close(errors) }
    let gate = open(folder.appendingPathComponent("gate.yml").path, O_WRONLY)
    try #require(gate >= 0)
    defer { close(gate) }
    child.send(SIGTERM)
    #expect(read(errors, until: "\n").hasPrefix("a11ysim: SIGTERM: stopping;"))
    child.send(SIGINT)
    #expect(
      read(errors, until: "\n") == "a11ysim: SIGINT after SIGTERM: stopping at once, no reports\n")
    #expect(child.wait() == 130)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit.xml").path))
  }

  @Test("A second signal ends a step that cannot be stopped at once, without reports")
  func secondSignal() throws {
    // A window of nothing (debug builds only) stands for a second signal a second later.
    let (child, errors) = try start(
      feature(secondSteps: Self.passingSteps), environment: ["A11YSIM_DEBUG_SIGNAL_WINDOW": "0"])
    defer { close(errors) }
    // The second scenario opens gate.yml and waits for its content, which never comes: a wait
    // no check for cancellation can end.
    let gate = open(folder.appendingPathComponent("gate.yml").path, O_WRONLY)
    try #require(gate >= 0)
    defer { close(gate) }
    child.send(SIGINT)
    #expect(read(errors, until: "\n").hasPrefix("a11ysim: SIGINT: stopping;"))
    child.send(SIGINT)
    #expect(read(errors, until: "\n") == "a11ysim: SIGINT again: stopping at once, no reports\n")
    #expect(child.wait() == 130)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit.xml").path))
    // The reports written as the run went (messages, pretty) leave no half-written file.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["errors.pipe", "gate.yml", "input.txt", "many.feature", "output.txt"])
  }

  /// Pretty output on standard output shows each scenario as it finishes, as cucumber's does:
  /// the first scenario is read while the second waits for its component.
  @Test("Pretty on standard output shows each scenario as it finishes")
  func prettyShowsScenariosAsTheyFinish() throws {
    let output = try openReader(folder.appendingPathComponent("output.pipe").path)
    defer { close(output) }
    let (child, errors) = try start(
      feature(secondSteps: Self.passingSteps), reports: ["--format", "pretty"],
      output: "output.pipe")
    defer { close(errors) }
    let first = read(output, until: "Then I hear \"3\"  PASSED\n")
    #expect(
      first == """
        Feature: Many  # many.feature

          Scenario: Scenario 0 [Linux with Orca]  # many.feature:2  PASSED
            Given a stepper "Quantity" with value 2 from 0 to 10  PASSED
            And the platform is Linux with Orca  PASSED
            When I press "Tab"  PASSED
              Orca  0.00s  Quantity spin button
              Orca  1.00s  2
            Then I hear "Quantity spin button"  PASSED
            When I press "Up"  PASSED
              Orca  1.33s  3
            Then I hear "3"  PASSED

        """)
    try openGate()
    let rest = read(output, until: "\(count) passed, 0 failed\n")
    #expect(
      rest.hasSuffix(
        "\(count) scenarios (\(count) passed)\n\(count * 6) steps (\(count * 6) passed)\n"
          + "\(count) passed, 0 failed\n"))
    #expect(child.wait() == 0)
  }
}
