import ButtonControl
import ComponentModel
import Controls
import Core
import Testing

@testable import ComponentFile

/// The loader names no control: it knows the controls of the schema it is given, and a file
/// without `control:` describes the schema's first kind.
@Suite("A component schema is given to the loader")
struct SchemaTests {
  /// A schema of the button alone.
  static let buttonOnly = ComponentSchema([Button.schemaEntry])

  @Test("With the button alone, a file without control: is a button")
  func firstKindIsTheDefault() throws {
    let component = try ComponentLoader.parse(
      "label: Save\n", source: "save.yml", schema: Self.buttonOnly)
    #expect(component.platforms[.ios]?.variant.control == .button)
    #expect(component.control == .button)
  }

  @Test("With the button alone, the stepper and its settings are unknown")
  func otherKindsAreUnknown() {
    #expect {
      try ComponentLoader.parse("control: stepper\n", source: "q.yml", schema: Self.buttonOnly)
    } throws: { error in
      (error as? ComponentFileError)?.description
        == "q.yml:1:10: error: unknown control 'stepper'; A11ySim models: button"
    }
    #expect {
      try ComponentLoader.parse(
        "label: Save\nmaximum: 3\n", source: "s.yml", schema: Self.buttonOnly)
    } throws: { error in
      (error as? ComponentFileError)?.description == "s.yml:2:1: error: unknown key 'maximum'"
    }
  }
}
