import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Rules and Examples appear in the reports, and JUnit test case names are unique per class.
@Suite("Rules and Examples in reports")
struct RuleAndExamplesTests {
  @Test("A French feature is printed with its own keywords")
  func french() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(
      """
      # language: fr
      Fonctionnalité: Compteur
        Règle: Lecture
          Scénario: Balayer
            Soit I am on a screen with a stepper
            Et the platform is iOS
            Quand I swipe right
            Alors I hear "Quantity"

      """, named: "fr.feature", in: folder)
    let result = try RunCLI.run(
      ["run", "fr.feature", "--format", "pretty", "--no-color"], directory: folder)
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasPrefix(
        """
        Fonctionnalité: Compteur  # fr.feature

          Règle: Lecture

          Scénario: Balayer [iOS with VoiceOver]  # fr.feature:4  PASSED
            Soit I am on a screen with a stepper  PASSED

        """))
  }

  static let feature = """
    Feature: Names
      Rule: Buttons
        Scenario Outline: Tap <part>
          Given I am on a screen with a stepper
          And the platform is iOS
          When I touch the <part> button
          Then I hear "<word>"
          Examples: Parts
            | part      | word               |
            | increment | Increment. Button. |
            | decrement | Decrement. Button. |
          Examples:
            | part      | word               |
            | increment | Increment. Button. |

      Rule: Twins
        Scenario: Same
          Given I am on a screen with a stepper
          And the platform is iOS
        Scenario: Same
          Given I am on a screen with a stepper
          And the platform is iOS

    """

  @Test("pretty names the rule once and each row by its Examples and values, in the file's words")
  func pretty() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "names.feature", in: folder)
    let result = try RunCLI.run(
      ["run", "names.feature", "--format", "pretty", "--no-color"], directory: folder)
    #expect(result.exitCode == 0)
    let headings = result.stdout.split(separator: "\n").filter {
      $0.hasPrefix("  Rule:") || $0.hasPrefix("  Scenario")
    }.map { $0.components(separatedBy: "  #").first ?? "" }
    #expect(
      headings == [
        "  Rule: Buttons",
        "  Scenario Outline: Tap increment (Examples: Parts — part: increment, word: Increment. Button.) [iOS with VoiceOver]",
        "  Scenario Outline: Tap decrement (Examples: Parts — part: decrement, word: Decrement. Button.) [iOS with VoiceOver]",
        "  Scenario Outline: Tap increment (part: increment, word: Increment. Button.) [iOS with VoiceOver]",
        "  Rule: Twins",
        "  Scenario: Same [iOS with VoiceOver]",
        "  Scenario: Same [iOS with VoiceOver]",
      ])
  }

  @Test("JUnit: the rule in the class name, the row in the test name, a repeated name numbered")
  func junit() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "names.feature", in: folder)
    let result = try RunCLI.run(
      ["run", "names.feature", "--format", "junit:j.xml"], directory: folder)
    #expect(result.exitCode == 0)
    let xml = try ReportFiles.parse(
      try ReportFiles.read(folder.appendingPathComponent("j.xml").path))
    let cases = try xml.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    let names = cases.map {
      ($0.attribute(forName: "classname")?.stringValue ?? "")
        + " | " + ($0.attribute(forName: "name")?.stringValue ?? "")
    }
    #expect(
      names == [
        "Names › Buttons | Tap increment (Examples: Parts — part: increment, word: Increment. Button.) [iOS]",
        "Names › Buttons | Tap decrement (Examples: Parts — part: decrement, word: Decrement. Button.) [iOS]",
        "Names › Buttons | Tap increment (part: increment, word: Increment. Button.) [iOS]",
        "Names › Twins | Same [iOS]",
        "Names › Twins | Same [iOS] #2",
      ])
    #expect(Set(names).count == names.count)
  }

  @Test("HTML: the rule and the example row among each scenario's facts")
  func html() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "names.feature", in: folder)
    _ = try RunCLI.run(["run", "names.feature", "--format", "html:r.html"], directory: folder)
    let page = try ReportFiles.parse(
      try ReportFiles.read(folder.appendingPathComponent("r.html").path))
    let facts = try page.nodes(forXPath: "//article[1]//dl[@class='facts']/div").map {
      ($0.stringValue ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    #expect(facts.contains("Rule Buttons"))
    #expect(facts.contains("Example Examples: Parts — part: increment, word: Increment. Button."))
  }
}
