import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Testing

/// Dotted `--set` keys change one setting inside a mapping and keep the others.
@Suite("Overrides merge into mappings")
struct OverrideMergeTests {
  static let numberBox = """
    label: Quantity
    platforms:
      windows:
        variant: numberbox
        numberFormatter: { fractionDigits: 2, grouped: true }
    """

  @Test("--set numberFormatter.kind=percent keeps the file's fractionDigits and grouping")
  func numberFormatterMerges() throws {
    let component = try ComponentLoader.parse(
      Self.numberBox, source: "q.yml", overrides: ["numberFormatter.kind=percent"])
    let format = try #require(component.platforms[.windows]?.stepperConfiguration.numberFormat)
    #expect(format.kind == .percent)
    #expect(format.fractionDigits == 2)
    #expect(format.isGrouped)
  }

  @Test("The platform's key wins over the top level's, and --set over the file")
  func laterLayersWin() throws {
    let component = try ComponentLoader.parse(
      Self.numberBox + "\nnumberFormatter: { fractionDigits: 4, kind: percent }",
      source: "q.yml", overrides: ["platforms.windows.numberFormatter.fractionDigits=1"])
    let format = try #require(component.platforms[.windows]?.stepperConfiguration.numberFormat)
    #expect(format.kind == .percent)
    #expect(format.fractionDigits == 1)
  }

  @Test("A formatter that is not a mapping is still an error at its place")
  func notAMapping() {
    #expect {
      _ = try ComponentLoader.parse(
        "platforms: { windows: { variant: numberbox, numberFormatter: percent } }",
        source: "q.yml")
    } throws: { error in
      (error as? ComponentFileError)?.description.hasPrefix("q.yml:1:") == true
    }
  }
}
