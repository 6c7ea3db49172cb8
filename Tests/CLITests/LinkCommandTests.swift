import Foundation
import TestSupport
import Testing

/// The link through the commands a user runs: compare, simulate, run, check and import
/// magentaa11y, from the built binary.
@Suite("a11ysim with a link")
struct LinkCommandTests {
  let terms = "Scenarios/components/terms-link.yml"

  @Test("compare: every reader's focus speech for the same link; Enter says nothing")
  func compare() throws {
    let result = try RunCLI.run([
      "compare", terms, "--readers", "all", "--do", "press Tab", "--do", "press Enter",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        """
        Terms of service on iOS (VoiceOver), macOS (VoiceOver), Android (TalkBack), Windows (Narrator), Windows (NVDA), Linux (Orca)
        > press Tab
          iOS      VoiceOver  Terms of service. Link.
          macOS    VoiceOver  (silence: ignored: the NSTextView link takes keyboard focus only with Full Keyboard Access)
          Android  TalkBack   Terms of service | Press Alt + ENTER to activate
          Windows  Narrator   Terms of service, link
          Windows  NVDA       Terms of service link
          Linux    Orca       Terms of service link
        > press Enter
          iOS      VoiceOver  (silence: ignored: Enter does nothing on a SwiftUI Link)

        """), "\(result.stdout)")
  }

  @Test("simulate: a span without LinkMovementMethod, through TalkBack: the links hint only")
  func simulateMisconfigured() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/link-click-here.yml", "--platform", "android",
      "--reader", "talkback", "--do", "swipe right", "--do", "double-tap",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        Android · clickable-span (TextView ClickableSpan/URLSpan) · "Click here" → https://example.com/terms · TalkBack
        > swipe right
        TalkBack    0.00s  Click here
        TalkBack    0.69s  Links available, use Tap with 3 fingers to view
        > double-tap

        """, "\(result.stdout)")
  }

  @Test("run: the shipped link feature passes")
  func run() throws {
    let result = try RunCLI.run(["run", "Scenarios/link.feature", "--format", "summary"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(RunSummary(uniform: "passed", in: result.stdout) != nil, "\(result.stdout)")
  }

  @Test("check: MagentaA11y's link criteria; only macOS Tab fails (Full Keyboard Access)")
  func check() throws {
    let result = try RunCLI.run(["check", terms, "--format", "summary"])
    #expect(result.exitCode == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("MagentaA11y link criteria"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "10 criteria × 5 platforms: 35 passed, 1 failed (1 MUST, 0 SHOULD), 14 not applicable"),
      "\(result.stdout)")
  }

  @Test("check: a link exposed as a button fails its role; 'Click here' fails its name")
  func checkMisconfigured() throws {
    let button = try RunCLI.run([
      "check", "Scenarios/components/link-as-button.yml", "--platforms", "ios,android",
      "--format", "summary",
    ])
    #expect(button.exitCode == 1, "\(button.stdout)\(button.stderr)")
    #expect(
      button.stdout.contains(
        "the focused element is exposed as a button, not a link: TalkBack cannot say it is a link"),
      "\(button.stdout)")
    let generic = try RunCLI.run([
      "check", "Scenarios/components/link-click-here.yml", "--platforms", "ios",
      "--format", "summary",
    ])
    #expect(generic.exitCode == 1, "\(generic.stdout)\(generic.stderr)")
    #expect(
      generic.stdout.contains(
        "the link's text \"Click here\" does not say where it goes: name its destination or "
          + "purpose (MagentaA11y: add context after the visible text)"), "\(generic.stdout)")
  }

  @Test("import magentaa11y: the link page runs with 0 undefined steps")
  func importPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("link.feature")
    let result = try RunCLI.run([
      "import", "magentaa11y", "Tests/Fixtures/magentaa11y/link.md", "--component", terms, "-o",
      feature.path,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote \(feature.path): 46 scenarios: 36 checked by A11ySim, 10 pending for a "
        + "person (@manual); run it with: a11ysim run \(feature.path)\n")
    let run = try RunCLI.run(["run", feature.path, "--format", "summary"])
    #expect(!run.stdout.contains("undefined"), "\(run.stdout)")
    #expect(run.exitCode == 1, "\(run.stdout)")
    #expect(run.stdout.contains("FAILED: keyboard-focus on macOS: the link"), "\(run.stdout)")
    #expect(
      run.stdout.contains("46 scenarios (35 passed, 1 failed, 10 pending)\n"), "\(run.stdout)")
  }
}
