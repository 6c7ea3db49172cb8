import Foundation
import TestSupport
import Testing

/// The dialog through the commands a user runs: simulate on the sign-in screen, check and
/// import magentaa11y, from the built binary.
@Suite("a11ysim with a dialog")
struct DialogCommandTests {
  let alert = "Scenarios/components/sign-in-error.yml"

  @Test("simulate: NVDA hears the alert open, Tab go round it and Escape give focus back")
  func simulate() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/screens/sign-in.yml", "--platform", "windows", "--reader", "nvda",
      "--do", "press Tab", "--do", "press Enter", "--do", "press Tab", "--do", "press Tab",
      "--do", "press Escape",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        Windows · screen "Sign in" · 4 elements · 2 components · NVDA
        > press Tab
        NVDA        0.00s  Sign in button
        > press Enter
        NVDA        1.00s  Error dialog The username or password is incorrect. Please try again. OK button
        > press Tab
        NVDA        5.53s  Cancel button
        > press Tab
        NVDA        6.20s  OK button
        > press Escape
        NVDA        6.87s  Sign in button

        """)
  }

  @Test("check: MagentaA11y's alert dialog criteria pass for the native alerts")
  func check() throws {
    let result = try RunCLI.run(["check", alert, "--format", "summary"])
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("MagentaA11y alert dialog criteria"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "10 criteria × 5 platforms: 33 passed, 0 failed (0 MUST, 0 SHOULD), 17 not applicable"),
      "\(result.stdout)")
  }

  @Test("check: an alert that does not trap focus fails its confinement criterion")
  func checkNoTrap() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let file = folder.appendingPathComponent("no-trap.yml")
    try """
    control: dialog
    title: Error
    cancelLabel: Cancel
    trapsFocus: false
    platforms:
      windows: { variant: content-dialog }
    """.write(to: file, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(["check", file.path, "--format", "summary"])
    #expect(result.exitCode == 1, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains(
        "Tab 1 took keyboard focus out of the dialog: it is not confined"), "\(result.stdout)")
  }

  @Test("import magentaa11y: the alert dialog page runs with 0 undefined steps")
  func importPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("alert-dialog.feature")
    let result = try RunCLI.run([
      "import", "magentaa11y", "Tests/Fixtures/magentaa11y/alert-dialog.md", "--component",
      alert, "-o", feature.path,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote \(feature.path): 38 scenarios: 33 checked by A11ySim, 5 pending for a "
        + "person (@manual); run it with: a11ysim run \(feature.path)\n")
    let run = try RunCLI.run(["run", feature.path, "--format", "summary"])
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(run.stdout.contains("38 scenarios (33 passed, 5 pending)\n"), "\(run.stdout)")
  }
}
