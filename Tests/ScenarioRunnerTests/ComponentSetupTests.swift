import ComponentFile
import Foundation
import StepperControl
import Testing

@testable import ScenarioRunner

@Suite("Component setup: typed values, one default component")
struct ComponentSetupTests {
  /// The YAML the steps used to compose for the default stepper.
  static let seedYAML = "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10"

  static func context() -> ScenarioContext {
    ScenarioContext(
      workingDirectory: URL(fileURLWithPath: "/"), featureDirectory: URL(fileURLWithPath: "/"))
  }

  /// Runs the step `text` on `context`.
  static func run(_ text: String, _ context: inout ScenarioContext) throws {
    let match = try #require(StepLibrary.shipped.matches(text).first)
    try match.definition.handler(&context, StepArguments(values: match.values))
  }

  @Test("Without a component, and with 'I am on a screen with a stepper': the seeds' Quantity")
  func defaultComponent() throws {
    let yaml = try ComponentLoader.parse(Self.seedYAML, source: "scenario")
    var context = Self.context()
    #expect(try context.component() == yaml)
    try Self.run("I am on a screen with a stepper", &context)
    #expect(context.componentDescription == .settings(.quantityStepper))
    #expect(try context.component() == yaml)
    #expect(ComponentSchema.shipped.defaultComponent.description == .settings(.quantityStepper))
  }

  @Test(
    "'a stepper …' gives what the composed YAML gave, whatever the label",
    arguments: ["Quantity", "yes", "2", "a: b # c", "say \"hi\"", "tab\there", "back\\slash"])
  func stepperStep(label: String) throws {
    var context = Self.context()
    // A step's {string} takes \" for a quote and leaves other backslashes.
    let escaped = label.replacingOccurrences(of: "\"", with: "\\\"")
    try Self.run("a stepper \"\(escaped)\" with value 3 from -1.5 to 20", &context)
    guard case .settings(let settings) = context.componentDescription else {
      Issue.record("the step composed \(String(describing: context.componentDescription))")
      return
    }
    #expect(settings.settings.first == .init("label", .text(label)))
    let yaml =
      "label: \(Self.quoted(label))\nvalue: 3.0\nminimum: -1.5\nmaximum: 20.0"
    #expect(
      try context.component()
        == ComponentLoader.parse(yaml, source: context.componentSource))
  }

  @Test("An impossible stepper's error points where the composed YAML's did")
  func stepperStepError() throws {
    var context = Self.context()
    try Self.run("a stepper \"Q\" with value 2 from 10 to 0", &context)
    var typed: StepFailure?
    do { _ = try context.component() } catch { typed = error }
    var composed: ComponentFileError?
    do {
      _ = try ComponentLoader.parse(
        "label: \"Q\"\nvalue: 2.0\nminimum: 10.0\nmaximum: 0.0", source: "a stepper \"Q\"")
    } catch { composed = error }
    let expected = try #require(composed)
    #expect(typed?.message == expected.description)
    #expect(expected.description.hasPrefix("a stepper \"Q\":"))
  }

  /// `text` as a YAML double-quoted string: backslash and quote escaped, and control
  /// characters (which YAML does not allow raw) as `\xNN` or `\uNNNN` escapes, so any step
  /// text makes a valid value and nothing else.
  private static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        } else if scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
          out += "\\u" + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
