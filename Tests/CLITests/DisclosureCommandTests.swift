import Foundation
import TestSupport
import Testing

/// The disclosure through the commands a user runs: compare, simulate, run, check and import
/// magentaa11y, from the built binary.
@Suite("a11ysim with a disclosure")
struct DisclosureCommandTests {
  let details = "Scenarios/components/shipping-details.yml"

  @Test("compare: every reader's focus and expand speech for the same disclosure")
  func compare() throws {
    let result = try RunCLI.run([
      "compare", details, "--readers", "all", "--do", "press Tab", "--do", "press Space",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasSuffix(
        """
        > press Tab
          iOS      VoiceOver  Shipping details. Button. Collapsed. | Double tap to expand.
          macOS    VoiceOver  (silence: ignored: the NSButton (disclosure triangle) takes keyboard focus only with Full Keyboard Access)
          Android  TalkBack   collapsed, Shipping details, Button | Press Alt + ENTER to activate
          Windows  Narrator   Shipping details, button, collapsed
          Windows  NVDA       Shipping details button collapsed
          Linux    Orca       Shipping details collapsed button
        > press Space
          iOS      VoiceOver  Expanded
          macOS    VoiceOver  (silence: ignored: Space does nothing: keyboard focus is not on the disclosure)
          Android  TalkBack   expanded
          Windows  Narrator   expanded
          Windows  NVDA       expanded
          Linux    Orca       expanded

        """), "\(result.stdout)")
  }

  @Test("simulate: a disclosure drawn as a plain button, through TalkBack: no state, silence")
  func simulateMisconfigured() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/disclosure-as-button.yml", "--platform", "android",
      "--reader", "talkback", "--do", "swipe right", "--do", "double-tap",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        Android · compose (Compose expand/collapse semantics) · "Shipping details" · collapsed · TalkBack
        > swipe right
        TalkBack    0.00s  Shipping details, Button
        TalkBack    1.13s  Double-tap to activate
        > double-tap

        """, "\(result.stdout)")
  }

  @Test("run: the shipped disclosure feature passes")
  func run() throws {
    let result = try RunCLI.run(["run", "Scenarios/disclosure.feature", "--format", "summary"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(RunSummary(uniform: "passed", in: result.stdout) != nil, "\(result.stdout)")
  }

  @Test("check: MagentaA11y's expandable criteria; only macOS Tab fails (Full Keyboard Access)")
  func check() throws {
    let result = try RunCLI.run(["check", details, "--format", "summary"])
    #expect(result.exitCode == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("MagentaA11y expandable criteria"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "10 criteria × 5 platforms: 36 passed, 1 failed (1 MUST, 0 SHOULD), 13 not applicable"),
      "\(result.stdout)")
    let mobile = try RunCLI.run([
      "check", details, "--platforms", "ios,android", "--format", "summary",
    ])
    #expect(mobile.exitCode == 0, "\(mobile.stdout)\(mobile.stderr)")
  }

  @Test("check: the misconfigured disclosures fail role and state everywhere they are reached")
  func checkMisconfigured() throws {
    let plain = try RunCLI.run([
      "check", "Scenarios/components/disclosure-as-button.yml", "--platforms", "ios,android",
      "--format", "summary",
    ])
    #expect(plain.exitCode == 1, "\(plain.stdout)\(plain.stderr)")
    #expect(
      plain.stdout.contains(
        "the button \"Shipping details\" exposes no expanded or collapsed state: a reader "
          + "cannot tell whether its content is shown"), "\(plain.stdout)")
    let stale = try RunCLI.run([
      "check", "Scenarios/components/disclosure-stale-state.yml", "--platforms", "windows",
      "--format", "summary",
    ])
    #expect(stale.exitCode == 1, "\(stale.stdout)\(stale.stderr)")
    #expect(
      stale.stdout.contains(
        "'press Narrator+Enter' left the disclosure's exposed state collapsed: a reader hears "
          + "no change"),
      "\(stale.stdout)")
  }

  @Test("import magentaa11y: the expandable page runs with 0 undefined steps")
  func importPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("expandable.feature")
    let result = try RunCLI.run([
      "import", "magentaa11y", "Tests/Fixtures/magentaa11y/expandable.md", "--component",
      details, "-o", feature.path,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote \(feature.path): 44 scenarios: 37 checked by A11ySim, 7 pending for a "
        + "person (@manual); run it with: a11ysim run \(feature.path)\n")
    let run = try RunCLI.run(["run", feature.path, "--format", "summary"])
    #expect(!run.stdout.contains("undefined"), "\(run.stdout)")
    // The one failure is honest: Tab reaches no macOS control without Full Keyboard Access.
    #expect(run.exitCode == 1, "\(run.stdout)")
    #expect(run.stdout.contains("FAILED: keyboard-focus on macOS: the disclosure"), "\(run.stdout)")
    #expect(
      run.stdout.contains("44 scenarios (36 passed, 1 failed, 7 pending)\n"), "\(run.stdout)")
  }
}
