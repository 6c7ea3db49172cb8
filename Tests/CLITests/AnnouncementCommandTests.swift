import Foundation
import TestSupport
import Testing

/// `announcedAs` from the built binary: how the app announces, per platform, and each reader's
/// queue (Documentation/Evidence.md, "Announcements").
@Suite("Announcements from the command line")
struct AnnouncementCommandTests {
  @Test("compare at once: high priority and a toast are heard whole; the queued ones are cut")
  func compareAtOnce() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/screens/draft.yml", "--pace", "immediate", "--do",
      "next item; activate; next item",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.contains(
        "iOS      VoiceOver  Save. Button. [cut off] | Saved | Cancel. Button.\n"))
    #expect(
      result.stdout.contains("Android  TalkBack   Save, Button [cut off] | Saved | Cancel, Button"))
    #expect(result.stdout.contains("macOS    VoiceOver  Save, button [cut off] | Cancel, button\n"))
    #expect(result.stdout.contains("Linux    Orca       Save button [cut off] | Cancel button\n"))
  }

  @Test("A way the platform does not have is refused at its line, naming the ways it has")
  func wrongPlatform() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let file = folder.appendingPathComponent("save.yml")
    try "control: button\nlabel: Save\nannouncement: Saved\nannouncedAs: toast\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(
      ["simulate", "save.yml", "--platform", "ios", "--do", "activate"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "save.yml:4:1: error: announcedAs on iOS (uikit): 'toast' is not how an app on iOS "
        + "announces; there it is standard, low, high (set it under platforms.ios where the "
        + "platforms differ)\n")
    let android = try RunCLI.run(
      [
        "simulate", "save.yml", "--platform", "android", "--reader", "talkback", "--do",
        "swipe right; double-tap",
      ], directory: folder)
    #expect(android.exitCode == 0)
    #expect(android.stdout.hasSuffix("> double-tap\nTalkBack    1.82s  Saved\n"))
  }
}
