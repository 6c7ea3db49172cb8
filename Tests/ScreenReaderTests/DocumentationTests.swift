import ControlRegistry
import Controls
import Foundation
import ScreenReaders
import Testing

@Suite("Generated documentation")
struct DocumentationTests {
  /// Documentation/RulePacks.md is `a11ysim readers --markdown`; regenerate it after changing a
  /// pack: `swift run a11ysim readers --markdown > Documentation/RulePacks.md`.
  @Test("Documentation/RulePacks.md matches the packs")
  func rulePacksDocumentIsCurrent() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent("Documentation/RulePacks.md")
    let committed = try String(contentsOf: file, encoding: .utf8)
    #expect(
      committed
        == RulePackDocumentation.markdown(
          RulePacks.all, versionEffects: ControlCatalog.shipped.versionEffects),
      "Documentation/RulePacks.md is stale: swift run a11ysim readers --markdown > Documentation/RulePacks.md"
    )
  }
}
