import Foundation
import TestSupport
import Testing

/// The radio group through the command line: `check` with MagentaA11y's radio-button criteria
/// on the shipped group, and `import magentaa11y` of the page.
@Suite("Radio group commands")
struct RadioGroupCommandTests {
  let delivery = "Scenarios/components/delivery-speed.yml"

  @Test("check: every criterion passes but iOS's unchosen state (no 'Unselected') and macOS Tab")
  func check() throws {
    let result = try RunCLI.run(["check", delivery, "--format", "summary"])
    #expect(result.exitCode == 1, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "11 criteria × 5 platforms: 38 passed, 3 failed (3 MUST, 0 SHOULD), 14 not applicable"),
      "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "the button \"Standard\" exposes no chosen or not chosen state: a reader cannot tell "
          + "whether it is chosen"), "\(result.stdout)")
  }

  @Test("check: unlabelled options fail the name criterion, with what TalkBack said")
  func checkUnlabelled() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let component = folder.appendingPathComponent("unlabelled.yml")
    let text = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent(delivery), encoding: .utf8)
    try (text + "labelsOptions: false\n").write(to: component, atomically: true, encoding: .utf8)
    let result = try RunCLI.run([
      "check", component.path, "--platforms", "android", "--format", "summary",
    ])
    #expect(result.exitCode == 1, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "the focused radio button has no name (TalkBack says \"not selected, Radio button, 1 of "
          + "3, In list, 3 items\")"), "\(result.stdout)")
    #expect(
      result.stdout.contains("11 criteria × 1 platform: 10 passed, 1 failed (1 MUST, 0 SHOULD)"),
      "\(result.stdout)")
  }

  @Test("import magentaa11y: the radio-button page runs with 0 undefined steps")
  func importPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("radio-button.feature")
    let result = try RunCLI.run([
      "import", "magentaa11y", "Tests/Fixtures/magentaa11y/radio-button.md", "--component",
      delivery, "-o", feature.path,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote \(feature.path): 51 scenarios: 41 checked by A11ySim, 10 pending for a "
        + "person (@manual); run it with: a11ysim run \(feature.path)\n")
    let run = try RunCLI.run(["run", feature.path, "--format", "summary"])
    #expect(!run.stdout.contains("undefined"), "\(run.stdout)")
    // The failures are honest: iOS's option that is not chosen says nothing of it.
    #expect(run.exitCode == 1, "\(run.stdout)")
    #expect(
      run.stdout.contains("51 scenarios (38 passed, 3 failed, 10 pending)\n"), "\(run.stdout)")
  }
}
