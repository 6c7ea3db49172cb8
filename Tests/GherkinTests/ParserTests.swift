import Testing

@testable import Gherkin

@Suite struct ParserTests {
  func errors(_ source: String) -> [String] {
    do {
      _ = try Gherkin.parse(source, uri: "x.feature")
      return []
    } catch {
      return error.errors.map(\.message)
    }
  }

  @Test func fixtureTokensMatchTheReference() throws {
    for name in Fixtures.good + Fixtures.bad {
      let source = try Fixtures.text(name)
      let expected = try Fixtures.text(name + ".tokens")
      #expect(Gherkin.tokens(source, syntax: GherkinSyntax(fileName: name)) == expected, "\(name)")
    }
  }

  @Test("Interpolated, a parse's errors are their messages one a line, not a debug dump")
  func errorsDescribeThemselves() {
    do {
      _ = try Gherkin.parse("Feature: f\n  Scenario: s\n    Given x\n  oops\n", uri: "x.feature")
      Issue.record("parsed")
    } catch {
      #expect("\(error)" == error.errors.map(\.message).joined(separator: "\n"))
      #expect(!"\(error)".contains("GherkinErrors"))
    }
  }

  @Test func recoversAndReportsSeveralErrors() {
    let source = "Feature: f\n  Scenario: s\n    Given x\n  oops\n  also oops\n"
    let expectedList =
      "#EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, "
      + "#RuleLine, #Comment, #Empty"
    #expect(
      errors(source) == [
        "(4:3): expected: \(expectedList), got 'oops'",
        "(5:3): expected: \(expectedList), got 'also oops'",
      ])
  }

  @Test func identicalErrorsAreReportedOnce() {
    // The malformed tag line is matched three times (two look-aheads and the rule tags).
    #expect(
      errors("Feature: f\n  @a b\n  Scenario: s\n") == ["(2:3): A tag may not contain whitespace"])
  }

  @Test func givesUpAfterElevenErrors() {
    let source = (1...30).map { "junk \($0)" }.joined(separator: "\n")
    #expect(errors(source).count == 11)
  }

  @Test func unexpectedEndOfFileHasNoColumn() throws {
    do {
      _ = try Gherkin.parse("Feature: f\n@tag\n", uri: "x")
      Issue.record("expected an error")
    } catch {
      #expect(error.errors.first?.location == Location(line: 3, column: nil))
      #expect(
        error.errors.first?.message
          == "(3:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty")
    }
  }

  @Test func emptyAndCommentOnlyFilesHaveNoFeature() throws {
    #expect(try Gherkin.parse("", uri: "e").feature == nil)
    let commented = try Gherkin.parse("# just a note\n\n", uri: "c")
    #expect(commented.feature == nil)
    #expect(
      commented.comments == [Comment(location: Location(line: 1, column: 1), text: "# just a note")]
    )
  }

  @Test func everyStateListsTheTokensItAccepts() {
    let table = StateTable.shared
    #expect(table.transitions.count == 55)
    #expect(table.expected[0] == "#EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty")
  }
}
