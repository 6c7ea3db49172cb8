import Foundation
import TestSupport
import Testing

/// The progress indicator through the commands a user runs: compare and check.
@Suite("a11ysim with a progress indicator")
struct ProgressCommandTests {
  @Test("compare: every reader's focus speech, and what each says when the app sets the value")
  func compare() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/upload-progress.yml", "--readers", "all", "--do",
      "press Tab", "--do", "focus control", "--do", "set value 75",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(
      Array(lines[1...14]) == [
        "> press Tab",
        "  iOS      VoiceOver  (silence: ignored: the UIProgressView takes no keyboard focus)",
        "  macOS    VoiceOver  (silence: ignored: the NSProgressIndicator takes no keyboard focus)",
        "  Android  TalkBack   (silence: ignored: the ProgressBar takes no keyboard focus)",
        "  Windows  Narrator   (silence: ignored: the ProgressBar (WinUI) takes no keyboard focus)",
        "  Windows  NVDA       (silence: ignored: the ProgressBar (WinUI) takes no keyboard focus)",
        "  Linux    Orca       (silence: ignored: the GtkProgressBar takes no keyboard focus)",
        "> focus control",
        "  iOS      VoiceOver  Upload: 50%",
        "  macOS    VoiceOver  50, Upload, progress indicator",
        "  Android  TalkBack   50%, Upload, Progress bar",
        "  Windows  Narrator   Upload, progress bar 50",
        "  Windows  NVDA       Upload progress bar 50",
        "  Linux    Orca       Upload 50 percent.",
      ])
    #expect(lines.contains("  Android  TalkBack   75%"))
  }

  @Test("check: a progress view that exposes no value fails the value criterion, exit 1")
  func checkNoValue() throws {
    let good = try RunCLI.run(["check", "Scenarios/components/upload-progress.yml"])
    #expect(good.exitCode == 0, "\(good.stdout)")
    let broken = try RunCLI.run(["check", "Scenarios/components/progress-no-value.yml"])
    #expect(broken.exitCode == 1)
    #expect(
      broken.stdout.contains(
        "output-value    MUST      FAIL     FAIL     FAIL     n/a      n/a"))
  }
}
