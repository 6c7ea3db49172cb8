import Testing

@testable import Gherkin

@Suite struct PickleCompilerTests {
  let pickles: [Pickle]

  init() throws {
    pickles = try Gherkin.parseAndCompile(try Fixtures.text("stepper.feature"), uri: "s").pickles
  }

  @Test func onePicklePerScenarioAndExamplesRow() {
    #expect(
      pickles.map(\.name) == [
        "Increment", "Step sizes for iOS", "Step sizes for Android", "Step sizes for macOS",
        "Table escapes", "At the maximum",
      ])
  }

  @Test func backgroundsArePrependedAndConjunctionsResolved() {
    let increment = pickles[0]
    #expect(
      increment.steps.map(\.text).prefix(2) == ["a stepper with value 3", "VoiceOver is running"])
    #expect(
      increment.steps.map(\.type) == [.context, .context, .action, .outcome, .outcome, .unknown])
    let maximum = pickles[5]
    #expect(
      maximum.steps.map(\.text).prefix(3) == [
        "a stepper with value 3", "VoiceOver is running", "the maximum is 10",
      ])
  }

  @Test func tagsAreInheritedInOrder() {
    #expect(pickles[1].tags.map(\.name) == ["@stepper", "@ios", "@fast"])
    #expect(pickles[3].tags.map(\.name) == ["@stepper", "@ios"])
    #expect(pickles[5].tags.map(\.name) == ["@stepper", "@ios", "@edge"])
  }

  @Test func outlineValuesAreInterpolated() {
    let macOS = pickles[3]
    #expect(
      macOS.steps.suffix(3).map(\.text) == [
        "the step size is 10", "the user increments", "the value is 13",
      ])
    #expect(macOS.location == Location(line: 33, column: 7))
    #expect(macOS.astNodeIds.count == 2)
    #expect(macOS.steps.last?.astNodeIds.count == 2)
  }

  @Test func interpolationIsLiteral() {
    #expect(
      PickleCompiler.interpolate("<a> and <b>", ["a", "b"], ["pa$$word", "x\\"])
        == "pa$$word and x\\")
  }

  /// Steps of an outline, one list per examples row.
  func outlineSteps(header: String, rows: [String], steps: [String]) throws -> [[String]] {
    let source =
      "Feature: f\n  Scenario Outline: o\n"
      + steps.map { "    Given \($0)\n" }.joined() + "    Examples:\n      | \(header) |\n"
      + rows.map { "      | \($0) |\n" }.joined()
    return try Gherkin.parseAndCompile(source, uri: "o").pickles.map { $0.steps.map(\.text) }
  }

  @Test func placeholdersAreFilledInOneVariableAfterTheOther() throws {
    // Plain names and values: each placeholder of the text gets its value; others stay.
    #expect(
      try outlineSteps(header: "a | b", rows: ["x | y"], steps: ["<a> then <b> and <c>"])
        == [["x then y and <c>"]])
    // A value that holds a later variable's placeholder gets it filled in too.
    #expect(try outlineSteps(header: "a | b", rows: ["<b> | q"], steps: ["<a>-<b>"]) == [["q-q"]])
    // Filling in `<a>` inside `<<a>b>` makes the placeholder of a later variable.
    #expect(try outlineSteps(header: "a | xb", rows: ["x | Z"], steps: ["<<a>b>"]) == [["Z"]])
    // With the same name twice, the first column's value is used.
    #expect(try outlineSteps(header: "a | a", rows: ["1 | 2"], steps: ["<a>"]) == [["1"]])
    // A row whose values hold angle brackets, then one whose values do not.
    #expect(
      try outlineSteps(header: "a | b", rows: ["<b> | >", "1 | 2"], steps: ["<a><b>", "<b>"])
        == [[">>", ">"], ["12", "2"]])
  }

  @Test func astNodeIdsReadLikeAnArray() {
    let three: AstNodeIds = ["1", "2", "3"]
    #expect(Array(three) == ["1", "2", "3"])
    #expect(three.count == 3 && three[2] == "3")
    #expect(AstNodeIds("7", "9") == ["7", "9"])
    #expect(AstNodeIds("7") != ["7", "9"])
    #expect(AstNodeIds([]).isEmpty)
    #expect(AstNodeIds("7").description == #"["7"]"#)
  }

  @Test func stepsWithoutStepsGetNoBackground() throws {
    let source = "Feature: f\n  Background:\n    Given b\n  Scenario: empty\n"
    let result = try Gherkin.parseAndCompile(source, uri: "u")
    #expect(result.pickles.count == 1)
    #expect(result.pickles[0].steps.isEmpty)
  }

  @Test func argumentIndexesOnlyWhenBothArgumentsExist() throws {
    let result = try Gherkin.parseAndCompile(try Fixtures.text("both-arguments.feature"), uri: "b")
    let first = result.pickles[0].steps[0].argument
    #expect(first?.dataTable?.argumentIndex == 1)
    #expect(first?.docString?.argumentIndex == 2)
    let second = result.pickles[1].steps[0].argument
    #expect(second?.docString?.argumentIndex == 1)
    #expect(second?.dataTable?.argumentIndex == 2)
  }
}
