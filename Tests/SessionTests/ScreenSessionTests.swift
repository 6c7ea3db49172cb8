import ComponentFile
import ControlRegistry
import Core
import Foundation
import Session
import TestSupport
import Testing

/// A session on a screen file: `:tree` shows the screen, next and previous item walk all of
/// it, `:config` is refused (settings are in the file), `:save` writes `Given the screen`.
@Suite("Session on a screen")
struct ScreenSessionTests {
  /// The shipped checkout screen, found from this file's path.
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios/screens/checkout.yml").path

  static func engine(platform: Platform = .android) throws -> SessionEngine {
    try SessionEngine(
      component: .yaml(String(contentsOfFile: checkout, encoding: .utf8)),
      componentPath: checkout, platform: platform, schema: .shipped)
  }

  @Test(":tree shows the screen's elements, what each exposes, and where the reader is")
  func tree() throws {
    var engine = try Self.engine()
    _ = engine.handle("next item; next item; next item")
    #expect(
      engine.handle(":tree").lines == [
        "screen \"Checkout\" on Android",
        "  1. heading \"Checkout\" level 1",
        "      heading \"Checkout\"",
        "  2. text \"Review your order before you pay.\"",
        "      staticText \"Review your order before you pay.\"",
        "  3. component \"Quantity\" (stepper)",
        "    ▸ staticText \"Quantity\"",
        "      button (no name) [focusable]",
        "      staticText \"2\"",
        "      button (no name) [focusable]",
        "  4. component \"Accept terms\" (checkbox)",
        "      checkBox \"Accept terms\" hint \"Required to continue\" [focusable, not checked]",
        "  5. component \"Save\" (button)",
        "      button \"Save\" hint \"Saves your draft\" [focusable]",
        "  6. image (decorative: readers skip it)",
      ])
  }

  @Test("Next item walks the whole screen, into each component and out; previous item back")
  func walk() throws {
    var engine = try Self.engine()
    let heard = (1...8).flatMap { _ in engine.handle("next item").lines }
    #expect(
      heard == [
        "  TalkBack    0.00s  Checkout, Heading",
        "  TalkBack    0.79s  Review your order before you pay.",
        "  TalkBack    2.94s  Quantity",
        "  TalkBack    3.29s  Unlabelled, Button",
        "  TalkBack    4.07s  Double-tap to activate",
        "  TalkBack    5.10s  2",
        "  TalkBack    5.44s  Unlabelled, Button",
        "  TalkBack    6.23s  Double-tap to activate",
        "  TalkBack    7.26s  not checked, Accept terms, Check box",
        "  TalkBack    9.52s  Double-tap to toggle",
        "  TalkBack   10.55s  Save, Button",
        "  TalkBack   11.33s  Double-tap to activate",
      ])
    #expect(
      engine.handle("previous item").lines == [
        "  TalkBack   12.36s  not checked, Accept terms, Check box",
        "  TalkBack   14.62s  Double-tap to toggle",
      ])
  }

  @Test(":config is refused on a screen file, with where its settings go")
  func configRefused() throws {
    var engine = try Self.engine()
    let output = engine.handle(":config label=Amount")
    #expect(output.failed)
    #expect(
      output.lines == [
        "error: :config changes one component; in a screen file, give a component's settings "
          + "under it with set: (see Documentation/Screens.md)"
      ])
  }

  @Test(":save writes a scenario that starts with the screen")
  func save() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    var engine = try Self.engine(platform: .linux)
    _ = engine.handle("press Tab")
    let path = folder.appendingPathComponent("s.feature").path
    #expect(!engine.handle(":save \(path)").failed)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("    Given the screen \""))
    #expect(text.contains("checkout.yml\"\n    And the platform is Linux with Orca\n"))
  }
}
