import Foundation
import TestSupport
import Testing

/// `record SCREEN`: what `check SCREEN` runs, in a baseline (each component file's criteria,
/// then the screen's reading order per platform), so `check SCREEN --baseline` fails when the
/// screen's order or a component's speech changes.
@Suite("record on a screen file")
struct ScreenRecordTests {
  /// The Form screen of ``ScreenCheckTests`` recorded on Android into `base.txt`.
  private static func recorded(in folder: URL) throws -> RunCLI.Result {
    try ScreenCheckTests.screen(in: folder)
    return try RunCLI.run(
      ["record", "form.yml", "--platforms", "android", "-o", "base.txt"], directory: folder)
  }

  @Test("The components' criteria, then the screen's reading order, one line a move")
  func records() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let result = try Self.recorded(in: folder)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == "recorded 18 scenarios and 1 screen reading order to base.txt\n")
    let text = try String(
      contentsOf: folder.appendingPathComponent("base.txt"), encoding: .utf8)
    // Each component file's criteria, as `record COMPONENT` writes them, by file name.
    let sections = text.split(separator: "\n").filter { $0.hasPrefix("== ") }
    #expect(sections.count == 19)
    #expect(
      sections.first
        == "== Save on Android: MagentaA11y button criteria › keyboard-focus: the button [Android]")
    #expect(
      sections[9]
        == "== Accept terms on Android: MagentaA11y checkbox criteria › keyboard-focus: the "
        + "checkbox [Android]")
    #expect(
      text.contains(
        """

        == Accept terms on Android: MagentaA11y checkbox criteria › gesture-double-tap: the checkbox [Android]
        TalkBack  0.00s  not checked, Accept terms, Check box
        TalkBack  2.26s  Double-tap to toggle
        TalkBack  3.29s  checked

        """))
    #expect(
      text.hasSuffix(
        """

        == Form on Android: the screen's reading order › reading-order [Android]
        TalkBack  order 1  Form, Heading
        TalkBack  order 2  not checked, Accept terms, Check box
        TalkBack  order 3  Save, Button
        TalkBack  order 4  Save, Button

        """))
  }

  @Test("check --baseline passes on the screen as recorded")
  func matches() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    _ = try Self.recorded(in: folder)
    let result = try RunCLI.run(
      ["check", "form.yml", "--platforms", "android", "--baseline", "base.txt"],
      directory: folder)
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasSuffix("screen form.yml: check passed (2 components)\n"))
  }

  /// Moving the Save buttons above the checkbox keeps the file's own order (the screen's
  /// reading-order criterion passes), but the order the reader speaks is not the approved one.
  @Test("check --baseline fails when an edit changes the screen's reading order, with the diff")
  func orderChanged() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    _ = try Self.recorded(in: folder)
    try """
    screen: Form
    elements:
      - heading: Form
      - component: save.yml
      - component: save.yml
      - component: ./terms.yml
    """.write(to: folder.appendingPathComponent("form.yml"), atomically: true, encoding: .utf8)
    let result = try RunCLI.run(
      ["check", "form.yml", "--platforms", "android", "--baseline", "base.txt"],
      directory: folder)
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.hasSuffix(
        """

        Form: the screen's focus and reading order (each platform's own reader's next item)

        criterion      priority  Android
        focus-reached  MUST      PASS
        reading-order  MUST      PASS

        FAIL  the screen's reading order differs from the baseline base.txt (record it again to approve it):
        --- base.txt
        +++ this run
        @@ Form on Android: the screen's reading order › reading-order [Android] @@
         TalkBack  order 1  Form, Heading
        -TalkBack  order 2  not checked, Accept terms, Check box
        +TalkBack  order 2  Save, Button
         TalkBack  order 3  Save, Button
        -TalkBack  order 4  Save, Button
        +TalkBack  order 4  not checked, Accept terms, Check box
        baseline differs: 1 changed, 0 missing, 0 new

        screen form.yml: check failed: the screen's reading order against the baseline

        """))
  }

  @Test("check --baseline fails when a component's criteria speech changes")
  func componentSpeechChanged() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    _ = try Self.recorded(in: folder)
    let terms = folder.appendingPathComponent("terms.yml")
    try String(contentsOf: terms, encoding: .utf8)
      .replacingOccurrences(of: "label: Accept terms", with: "label: Accept terms\nstate: checked")
      .write(to: terms, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(
      ["check", "form.yml", "--platforms", "android", "--baseline", "base.txt"],
      directory: folder)
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.contains(
        """
            -TalkBack  0.00s  not checked, Accept terms, Check box
            -TalkBack  2.26s  Double-tap to toggle
            +TalkBack  0.00s  checked, Accept terms, Check box
            +TalkBack  1.91s  Double-tap to toggle
        """))
    #expect(
      result.stdout.contains(
        """
        -TalkBack  order 2  not checked, Accept terms, Check box
        +TalkBack  order 2  checked, Accept terms, Check box
        """))
  }

  @Test("-o onto one of the screen's component files is refused, and the file is kept")
  func outputOntoComponent() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ScreenCheckTests.screen(in: folder)
    let save = folder.appendingPathComponent("save.yml")
    let before = try String(contentsOf: save, encoding: .utf8)
    let result = try RunCLI.run(["record", "form.yml", "-o", "save.yml"], directory: folder)
    #expect(result.exitCode == 64)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "error: --output save.yml would overwrite \(save.path), which this command reads; "
        + "give it another path\n")
    #expect(try String(contentsOf: save, encoding: .utf8) == before)
  }
}
