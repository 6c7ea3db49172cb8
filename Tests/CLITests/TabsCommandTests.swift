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

  @Test("check: a tab bar of plain buttons fails the selected state where it is reached")
  func plainButtons() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/tabs-plain-buttons.yml", "--platforms", "android",
      "--format", "summary",
    ])
    #expect(result.exitCode == 1, "\(result.stdout)")
    #expect(
      result.stdout.contains("FAIL  output-state-selected: tab 2 [Android]")
        || result.stdout.contains("FAIL  gesture-double-tap: tab 2 [Android]"),
      "\(result.stdout)")
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
    let run = try RunCLI.run(["run", feature.path, "--format", "summary"])
    #expect(!run.stdout.contains("undefined"), "\(run.stdout)")
    #expect(run.exitCode == 0, "\(run.stdout)")
  }
}
