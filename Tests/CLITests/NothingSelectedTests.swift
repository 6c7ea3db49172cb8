import Foundation
import TestSupport
import Testing

/// A run that selects no scenario is not a pass: a gate that checked nothing must not look
/// green. It exits 2 with one line saying why, unless `--pass-with-no-scenarios`.
@Suite("a11ysim run: nothing selected")
struct NothingSelectedTests {
  private static let feature = """
    Feature: Quantity
      @ios
      Scenario: Tab
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS
        When I swipe right
        Then I hear "Quantity"

    """

  /// Writes into `folder` an empty file, a whitespace-only one, Markdown without a heading, a
  /// folder without features and one feature.
  private func writeWorkspace(in folder: URL) throws {
    try ReportFiles.write("", named: "empty.feature", in: folder)
    try ReportFiles.write("  \n\t\n\n", named: "blank.feature", in: folder)
    try ReportFiles.write("Some notes, no heading.\n", named: "notes.feature.md", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("none"), withIntermediateDirectories: true)
    try ReportFiles.write("not a feature\n", named: "none/readme.txt", in: folder)
    try ReportFiles.write(Self.feature, named: "a.feature", in: folder)
    try ReportFiles.write("", named: "rerun.txt", in: folder)
  }

  private static let summary = "0 scenarios\n0 steps\n0 passed, 0 failed\n"
  private static let hint = "; pass --pass-with-no-scenarios to accept that\n"

  @Test(
    "Exit 2 with one line saying why, for each way of selecting nothing",
    arguments: [
      (
        ["empty.feature"],
        "no Feature in empty.feature (an empty file, or Markdown without a '# Feature:' heading)"
      ),
      (
        ["blank.feature"],
        "no Feature in blank.feature (an empty file, or Markdown without a '# Feature:' heading)"
      ),
      (
        ["notes.feature.md"],
        "no Feature in notes.feature.md (an empty file, or Markdown without a '# Feature:' heading)"
      ),
      (["none"], "no feature files (*.feature, *.feature.md) in 'none'"),
      (["@rerun.txt"], "@rerun.txt lists no scenarios (the run that wrote it had none to rerun)"),
      (["a.feature", "--tags", "@android"], "--tags matched no scenario (1 in the files)"),
      (["a.feature", "--name", "^Swipe"], "--name matched no scenario (1 in the files)"),
      (
        ["a.feature", "--tags", "@ios", "--name", "x"],
        "--tags and --name matched no scenario (1 in the files)"
      ),
    ])
  func nothingSelected(arguments: [String], reason: String) throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeWorkspace(in: folder)
    let result = try RunCLI.run(["run"] + arguments, directory: folder)
    #expect(result.exitCode == 2)
    #expect(result.stdout == Self.summary)
    #expect(result.stderr == "error: nothing to run: " + reason + Self.hint)

    let allowed = try RunCLI.run(
      ["run"] + arguments + ["--pass-with-no-scenarios"], directory: folder)
    #expect(allowed.exitCode == 0)
    #expect(allowed.stdout == Self.summary)
    #expect(allowed.stderr == "")
  }

  @Test("The machine-read reports say the run did not pass")
  func reportsSayFailed() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeWorkspace(in: folder)
    let result = try RunCLI.run(
      ["run", "none", "--format", "message:m.ndjson", "--format", "summary"], directory: folder)
    #expect(result.exitCode == 2)
    let last =
      try ReportFiles.read(folder.appendingPathComponent("m.ndjson").path)
      .split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix(#"{"testRunFinished":{"success":false,"#))
  }

  @Test("A run with something selected is not affected")
  func somethingSelected() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeWorkspace(in: folder)
    let result = try RunCLI.run(["run", "a.feature", "--tags", "@ios"], directory: folder)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
  }

  @Test("record refuses to record nothing")
  func recordNothing() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeWorkspace(in: folder)
    let result = try RunCLI.run(["record", "none", "-o", "b.txt"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "error: nothing to record: no feature files (*.feature, *.feature.md) in 'none'\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.txt").path))
  }
}

/// A `--name` expression the regular expression engine gives up on (catastrophic
/// backtracking) is an error naming it, at the scenario's line: never "matched no scenario",
/// so `--pass-with-no-scenarios` cannot turn it into a pass.
@Suite("a11ysim run --name: an expression too slow to match")
struct SlowNameTests {
  /// Forty a's and a b: `^(a+)+$` tries every split of the a's (2^40) before failing, far
  /// beyond any budget of engine steps; a simple expression matches the same name at once.
  static let feature = """
    Feature: Names
      Scenario: \(String(repeating: "a", count: 40))b
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS
        When I swipe right
        Then I hear "Quantity"

    """

  @Test("Exit 2 with the expression and what to do, also with --pass-with-no-scenarios")
  func tooSlow() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "a.feature", in: folder)
    let expected =
      "a.feature:2: error: --name '^(a+)+$' is too slow to match this scenario's name (the "
      + "regular expression backtracks without end, as nested repetition such as (a+)+ "
      + "does): simplify it, or select with --tags\n"
    for extra in [[], ["--pass-with-no-scenarios"]] {
      let result = try RunCLI.run(
        ["run", "a.feature", "--name", "^(a+)+$", "--format", "summary"] + extra,
        directory: folder)
      #expect(result.exitCode == 2)
      #expect(result.stdout == expected + "\n0 scenarios\n0 steps\n0 passed, 0 failed\n")
      #expect(result.stderr == "")
    }
    let simple = try RunCLI.run(
      ["run", "a.feature", "--name", "^a+b$", "--format", "summary"], directory: folder)
    #expect(simple.exitCode == 0, "\(simple.stdout)")
  }
}
