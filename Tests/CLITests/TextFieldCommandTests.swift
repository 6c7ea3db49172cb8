import Foundation
import TestSupport
import Testing

/// The text field through the commands a user runs: compare and run, from the built binary.
@Suite("a11ysim with a text field")
struct TextFieldCommandTests {
  @Test("compare: every reader's focus, activate and typing speech for the same field")
  func compare() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/name-field.yml", "--readers", "all", "--do",
      "next item; activate; type \"Ada\"",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        """
        Full name on iOS (VoiceOver), macOS (VoiceOver), Android (TalkBack), Windows (Narrator), Windows (NVDA), Linux (Orca)
        > next item
          iOS      VoiceOver  Full name: Ada Lovelace. Text Field. | Double tap to edit.
          macOS    VoiceOver  Ada Lovelace, Full name, edit text
          Android  TalkBack   Full name, Edit box | Double-tap to edit text
          Windows  Narrator   Full name, edit
          Windows  NVDA       Full name edit
          Linux    Orca       Full name text

        """), "\(result.stdout)")
    #expect(result.stdout.contains("> type \"Ada\"\n"), "\(result.stdout)")
    #expect(result.stdout.contains("  macOS    VoiceOver  A | d | a\n"), "\(result.stdout)")
    #expect(result.stdout.contains("  iOS      VoiceOver  Cap A | d | a\n"), "\(result.stdout)")
  }

  @Test("run: the shipped text field feature passes")
  func run() throws {
    let result = try RunCLI.run(["run", "Scenarios/text-field.feature", "--format", "summary"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(RunSummary(uniform: "passed", in: result.stdout) != nil, "\(result.stdout)")
  }

  @Test("check: MagentaA11y's text-input criteria pass for the labelled field")
  func check() throws {
    let result = try RunCLI.run(["check", "Scenarios/components/name-field.yml"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.contains("0 failed"), "\(result.stdout)")
  }

  /// A search field's own role words ("Search Field", "search text field", Orca's "entry")
  /// convey its role: each pack's `roleReplacements` row for the search-field state, which its
  /// search rules say. Before them `check` failed output-role on iOS, macOS and Linux.
  @Test("check: a search field passes the role criterion with its own role words")
  func searchFieldRole() throws {
    let result = try RunCLI.run(["check", "Scenarios/components/search-field.yml"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(
      result.stdout.contains("8 criteria × 5 platforms: 30 passed, 0 failed"), "\(result.stdout)")
  }

  @Test("import magentaa11y: the search page is the text field's, and runs with no failure")
  func importSearchPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("search.feature")
    let result = try RunCLI.run([
      "import", "magentaa11y", "Tests/Fixtures/magentaa11y/search.md", "--component",
      "Scenarios/components/search-field.yml", "-o", feature.path,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote \(feature.path): 36 scenarios: 30 checked by A11ySim, 6 pending for a "
        + "person (@manual); run it with: a11ysim run \(feature.path)\n")
    let run = try RunCLI.run(["run", feature.path, "--format", "summary"])
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(run.stdout.contains("36 scenarios (30 passed, 6 pending)\n"), "\(run.stdout)")
  }
}
