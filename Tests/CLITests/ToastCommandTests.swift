import Foundation
import TestSupport
import Testing

/// The toast through the commands a user runs: run, check and import magentaa11y, from the
/// built binary.
@Suite("a11ysim with a toast")
struct ToastCommandTests {
  @Test("run: Scenarios/toast.feature passes, misconfigured forms included")
  func runFeature() throws {
    let result = try RunCLI.run(["run", "Scenarios/toast.feature", "--format", "summary"])
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("23 scenarios (23 passed)\n"), "\(result.stdout)")
  }

  /// An AdwToast announces nothing, and GTK 4 sends no showing event Orca would present
  /// (Documentation/Evidence.md, "The toast"): check fails its announcement criterion.
  @Test("check: an AdwToast fails output-announced on Linux at the default showingEvent")
  func checkAdwToast() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/adw-toast.yml", "--format", "summary",
    ])
    #expect(result.exitCode != 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains(
        "7 criteria × 1 platform: 3 passed, 1 failed (1 MUST, 0 SHOULD), 3 not applicable"),
      "\(result.stdout)")
  }

  @Test("check: MagentaA11y's snackbar/toast criteria pass for the announced toast")
  func check() throws {
    let result = try RunCLI.run([
      "check", "Scenarios/components/toast.yml", "--format", "summary",
    ])
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("MagentaA11y snackbar/toast criteria"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "7 criteria × 5 platforms: 24 passed, 0 failed (0 MUST, 0 SHOULD), 11 not applicable"),
      "\(result.stdout)")
  }

  @Test(
    "check: a toast never announced fails everywhere; a short snackbar's action fails the double-tap"
  )
  func checkMisconfigured() throws {
    let silent = try RunCLI.run([
      "check", "Scenarios/components/toast-silent.yml", "--format", "summary",
    ])
    #expect(silent.exitCode == 1, "\(silent.stdout)\(silent.stderr)")
    #expect(
      silent.stdout.contains(
        "7 criteria × 5 platforms: 19 passed, 5 failed (5 MUST, 0 SHOULD), 11 not applicable"),
      "\(silent.stdout)")
    #expect(
      silent.stdout.contains(
        "the toast \"Copied to clipboard\" is not announced: TalkBack said nothing"),
      "\(silent.stdout)")
    let short = try RunCLI.run([
      "check", "Scenarios/components/snackbar-short.yml", "--format", "summary",
    ])
    #expect(short.exitCode == 1, "\(short.stdout)\(short.stderr)")
    #expect(
      short.stdout.contains(
        "TalkBack's activation did not do \"Undo\": the toast disappeared before it could be "
          + "activated"), "\(short.stdout)")
    #expect(
      short.stdout.contains(
        "7 criteria × 1 platform: 5 passed, 1 failed (1 MUST, 0 SHOULD), 1 not applicable"),
      "\(short.stdout)")
  }

  @Test("import magentaa11y: the snackbar/toast page runs with 0 undefined steps")
  func importPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("snackbar-toast.feature")
    let result = try RunCLI.run([
      "import", "magentaa11y", "Tests/Fixtures/magentaa11y/snackbar-toast.md", "--component",
      "Scenarios/components/toast.yml", "-o", feature.path,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote \(feature.path): 37 scenarios: 24 checked by A11ySim, 13 pending for a "
        + "person (@manual); 1 criterion applies on none of its platforms; run it with: "
        + "a11ysim run \(feature.path)\n")
    let text = try String(contentsOf: feature, encoding: .utf8)
    // The page's "no interactive element" lines are the announcement criterion.
    #expect(text.contains("Then the toast is announced without moving focus"))
    let run = try RunCLI.run(["run", feature.path, "--format", "summary"])
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(!run.stdout.contains("undefined"), "\(run.stdout)")
    #expect(
      run.stdout.contains("37 scenarios (24 passed, 13 pending)\n"), "\(run.stdout)")
  }
}
