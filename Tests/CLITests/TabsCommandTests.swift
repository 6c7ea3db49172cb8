import Foundation
import TestSupport
import Testing

/// The tabs through the command line: `check` with MagentaA11y's segmented-control criteria
/// on the shipped tabs and on a tab bar of plain buttons, and `import magentaa11y` of the page.
@Suite("Tabs commands")
struct TabsCommandTests {
  let library = "Scenarios/components/library-tabs.yml"

  @Test("check: the shipped tabs pass every criterion on every platform")
  func check() throws {
    let result = try RunCLI.run(["check", library, "--format", "summary"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "9 criteria × 5 platforms: 31 passed, 0 failed (0 MUST, 0 SHOULD), 14 not applicable"),
      "\(result.stdout)")
  }

  @Test("check: a tab bar of plain buttons fails Space, Enter and double-tap: nothing is selected")
  func plainButtons() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/tabs-plain-buttons.yml", "--platforms", "android",
      "--format", "summary",
    ])
    #expect(result.exitCode == 1, "\(result.stdout)")
    #expect(
      result.stdout.contains("9 criteria × 1 platform: 6 passed, 3 failed (3 MUST, 0 SHOULD)"),
      "\(result.stdout)")
    #expect(
      result.stdout.contains("FAIL  gesture-double-tap: tab 2 [Android]"), "\(result.stdout)")
  }

  @Test("import magentaa11y: the segmented-control page runs with 0 undefined steps")
  func importPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("segmented-control.feature")
    let result = try RunCLI.run([
      "import", "magentaa11y", "Tests/Fixtures/magentaa11y/segmented-control.md", "--component",
      library, "-o", feature.path,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote \(feature.path): 51 scenarios: 31 checked by A11ySim, 20 pending for a "
        + "person (@manual); run it with: a11ysim run \(feature.path)\n")
    let run = try RunCLI.run(["run", feature.path, "--format", "summary"])
    #expect(!run.stdout.contains("undefined"), "\(run.stdout)")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(run.stdout.contains("51 scenarios (31 passed, 20 pending)\n"), "\(run.stdout)")
  }
}
