import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import StepperControl
import Testing

/// Values a step or `check` builds go into the component as they are, never through YAML
/// text; `--set` text is read as YAML. Both give the same errors at the same places.
@Suite("Typed overrides")
struct ComponentOverrideTests {
  @Test(
    "Built text stays the text it was, whatever YAML would make of it",
    arguments: ["yes", "2", "a: b # c", "say \"hi\"", "back\\slash", "- item", "{x}", ""])
  func textStaysText(label: String) throws {
    let component = try ComponentLoader.parse(
      "label: Quantity", source: "q.yml",
      overrides: [ComponentOverride("increment.label", .text(label))])
    #expect(component.platforms[.ios]?.parts[.increment]?.label == label)
  }

  @Test("A built number, flag or word is that value; the description is what --set would take")
  func typedValues() throws {
    let overrides = [
      ComponentOverride("value", .number(7)), ComponentOverride("enabled", .bool(false)),
      ComponentOverride("platforms.ios.variant", .word("swiftui")),
    ]
    let component = try ComponentLoader.parse(
      "label: Quantity\nplatforms: { ios: {} }", source: "q.yml", overrides: overrides)
    let setup = try #require(component.platforms[.ios])
    #expect(setup.variant.rawValue == "swiftui")
    #expect(setup.stepperConfiguration.value == 7)
    #expect(!setup.configuration.isEnabled)
    #expect(
      overrides.map(\.description) == [
        "value=7", "enabled=false", "platforms.ios.variant=swiftui",
      ])
    #expect(ComponentOverride("value", .number(2.5)).description == "value=2.5")
    #expect(
      ComponentOverride("increment.label", .text("say \"hi\"")).description
        == #"increment.label="say \"hi\"""#)
  }

  @Test("A wrong built value is the same error, at the same place, as the same --set")
  func sameErrors() {
    var typed: ComponentFileError?
    do {
      _ = try ComponentLoader.parse(
        "label: Quantity", source: "q.yml",
        overrides: [ComponentOverride("wraps", .word("maybe"))])
    } catch { typed = error }
    var text: ComponentFileError?
    do {
      _ = try ComponentLoader.parse("label: Quantity", source: "q.yml", overrides: ["wraps=maybe"])
    } catch { text = error }
    #expect(typed != nil)
    #expect(typed == text)
  }
}
