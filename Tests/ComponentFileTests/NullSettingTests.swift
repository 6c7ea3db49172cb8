import CheckboxControl
import ComponentModel
import ControlRegistry
import Core
import StepperControl
import Testing

@testable import ComponentFile

/// YAML's null for a text setting leaves it unset, in a file and in `--set`, instead of being
/// the word "null" (which a reader then spoke: "null, Select all, Check box").
@Suite("A null text setting is unset, not the word null")
struct NullSettingTests {
  let checkbox =
    "control: checkbox\nlabel: Select all\nstate: mixed\n"
    + "platforms: { android: { variant: compose } }\n"

  /// The checkbox's `stateDescription` on Android as a component file would write it.
  func stateDescription(_ yaml: String, overrides: [String] = []) throws -> String? {
    let component = try ComponentLoader.parse(yaml, source: "c.yml", overrides: overrides)
    let setup = try #require(component.platforms[.android])
    let option = try #require(ComponentOption.checkbox.first { $0.key == "stateDescription" })
    return option.text(in: setup.configuration)
  }

  @Test("null, ~, Null, NULL and nothing are unset; quoted, they are text")
  func file() throws {
    for null in ["null", "~", "Null", "NULL", ""] {
      #expect(try stateDescription(checkbox + "stateDescription: \(null)\n") == nil, "\(null)")
    }
    #expect(try stateDescription(checkbox + "stateDescription: \"null\"\n") == "\"null\"")
    #expect(try stateDescription(checkbox + "stateDescription: 'null'\n") == "\"null\"")
    #expect(try stateDescription(checkbox + "stateDescription: Some\n") == "\"Some\"")
  }

  @Test("--set KEY=null unsets what the file set; a later layer's text sets it again")
  func overrides() throws {
    let described = checkbox + "stateDescription: Some\n"
    #expect(try stateDescription(described, overrides: ["stateDescription=null"]) == nil)
    #expect(try stateDescription(described, overrides: ["stateDescription="]) == nil)
    #expect(
      try stateDescription(described, overrides: ["stateDescription=\"null\""]) == "\"null\"")
    #expect(
      try stateDescription(
        checkbox + "stateDescription: null\n", overrides: ["stateDescription=Other"])
        == "\"Other\"")
  }

  @Test("A part's label and the accessibility label take null as unset too")
  func partsAndAccessibility() throws {
    let stepper = try ComponentLoader.parse(
      "label: Quantity\nincrement: { label: null, hint: ~ }\naccessibility: { label: null }\n"
        + "platforms: { ios: { variant: uikit } }\n",
      source: "q.yml")
    let setup = try #require(stepper.platforms[.ios])
    #expect(setup.parts[.increment]?.label == nil)
    #expect(setup.parts[.increment]?.hint == nil)
    #expect(setup.accessibility.label == nil)
    let quoted = try ComponentLoader.parse(
      "increment: { label: \"null\" }\nplatforms: { ios: { variant: uikit } }\n", source: "q.yml")
    #expect(quoted.platforms[.ios]?.parts[.increment]?.label == "null")
  }

  @Test("A null where a number, a boolean or a choice is expected is still an error")
  func otherTypes() {
    let error = #expect(throws: ComponentFileError.self) {
      try ComponentLoader.parse(checkbox + "enabled: null\n", source: "c.yml")
    }
    #expect(
      error?.description == "c.yml:5:10: error: expected true or false for 'enabled', found 'null'")
  }
}
