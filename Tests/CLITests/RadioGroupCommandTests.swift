import Foundation
import TestSupport
import Testing

/// The radio group through the command line: `check` with MagentaA11y's radio-button criteria
/// on the shipped group, and `import magentaa11y` of the page.
@Suite("Radio group commands")
struct RadioGroupCommandTests {
  let delivery = "Scenarios/components/delivery-speed.yml"

  @Test("check: all pass but macOS Tab; without 'Unselected' iOS fails the unchosen state")
  func check() throws {
    let result = try RunCLI.run(["check", delivery, "--format", "summary"])
    #expect(result.exitCode == 1, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "11 criteria × 5 platforms: 40 passed, 1 failed (1 MUST, 0 SHOULD), 14 not applicable"),
      "\(result.stdout)")
    #expect(result.stdout.contains("FAIL  keyboard-focus: option 1 [macOS]"), "\(result.stdout)")
    let stock = try component(removing: ", unchosenValue: Unselected")
    defer { TemporaryFolder.remove(stock.deletingLastPathComponent()) }
    let bare = try RunCLI.run([
      "check", stock.path, "--platforms", "ios", "--format", "summary",
    ])
    #expect(bare.exitCode == 1, "\(bare.stdout)")
    #expect(
      bare.stdout.contains(
        "the button \"Standard\" exposes no chosen or not chosen state: a reader cannot tell "
          + "whether it is chosen"), "\(bare.stdout)")
  }

  /// The shipped component with `text` taken out (or `extra` added), in a temporary folder the
  /// caller removes.
  func component(removing text: String = "", adding extra: String = "") throws -> URL {
    let folder = try TemporaryFolder.create()
    let file = folder.appendingPathComponent("delivery.yml")
    let shipped = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent(delivery), encoding: .utf8)
    let edited = text.isEmpty ? shipped : shipped.replacingOccurrences(of: text, with: "")
    try (edited + extra).write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test("check: unlabelled options fail the name criterion, with what TalkBack said")
  func checkUnlabelled() throws {
    let component = try component(adding: "labelsOptions: false\n")
    defer { TemporaryFolder.remove(component.deletingLastPathComponent()) }
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
    // The one failure is honest: Tab reaches no macOS control without Full Keyboard Access.
    #expect(run.exitCode == 1, "\(run.stdout)")
    #expect(
      run.stdout.contains("51 scenarios (40 passed, 1 failed, 10 pending)\n"), "\(run.stdout)")
  }
}
