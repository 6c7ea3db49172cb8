import Testing

@testable import Gherkin

@Suite struct AstBuilderTests {
  let document: GherkinDocument

  init() throws {
    document = try Gherkin.parse(try Fixtures.text("stepper.feature"), uri: "stepper.feature")
  }

  @Test func featureHeader() throws {
    let feature = try #require(document.feature)
    #expect(feature.keyword == "Feature")
    #expect(feature.name == "Stepper announcements")
    #expect(feature.location == Location(line: 3, column: 1))
    #expect(
      feature.description == "  VoiceOver must announce the value\n  whenever the stepper changes.")
    #expect(feature.tags.map(\.name) == ["@stepper", "@ios"])
    #expect(
      feature.tags.map(\.location) == [Location(line: 2, column: 1), Location(line: 2, column: 10)])
    #expect(document.comments.map(\.location.line) == [1, 7])
  }

  @Test func idsAreGivenWhenRulesClose() throws {
    let feature = try #require(document.feature)
    guard case .background(let background) = feature.children[0] else {
      Issue.record("background first")
      return
    }
    #expect(background.steps.map(\.id) == ["0", "1"])
    #expect(background.id == "2")
    guard case .scenario(let increment) = feature.children[1] else { return }
    #expect(increment.steps.map(\.id) == ["3", "4", "5", "6"])
    #expect(increment.tags.map(\.id) == ["7"])
    #expect(increment.id == "8")
    // The feature's own tags come last.
    #expect(feature.tags.map(\.id).last.flatMap(Int.init) ?? 0 > 30)
  }

  @Test func outlineExamplesAndTables() throws {
    let feature = try #require(document.feature)
    guard case .scenario(let outline) = feature.children[2] else { return }
    #expect(outline.keyword == "Scenario Outline")
    #expect(outline.examples.map(\.name) == ["small steps", "big steps"])
    #expect(outline.examples[0].description == "      Steps of one.")
    #expect(outline.examples[0].tags.map(\.name) == ["@fast"])
    #expect(outline.examples[0].tableHeader?.cells.map(\.value) == ["platform", "step", "result"])
    #expect(outline.examples[0].tableBody.count == 2)
    guard case .scenario(let escapes) = feature.children[3] else { return }
    let cells = escapes.steps[0].dataTable?.rows.map { $0.cells.map(\.value) }
    #expect(cells?[1] == ["a | b", "pipe"])
    #expect(cells?[2] == ["line\nbreak", "newline"])
    #expect(cells?[3] == ["back\\slash", "backslash \\x"])
    #expect(cells?[4] == ["", "empty first"])
  }

  @Test func ruleWithBackgroundAndDocString() throws {
    let feature = try #require(document.feature)
    guard case .rule(let rule) = feature.children[4] else { return }
    #expect(rule.name == "Limits")
    #expect(rule.description == "    The value stays within bounds.")
    guard case .scenario(let example) = rule.children[1] else { return }
    let doc = try #require(example.steps[2].docString)
    #expect(doc.mediaType == "text/plain")
    #expect(doc.delimiter == "\"\"\"")
    #expect(doc.content == "10, adjustable, maximum\n  indented line\n\"\"\" escaped")
    #expect(doc.location == Location(line: 54, column: 9))
  }

  @Test func bothArgumentsInEitherOrder() throws {
    let doc = try Gherkin.parse(try Fixtures.text("both-arguments.feature"), uri: "b")
    guard case .scenario(let first) = doc.feature?.children[0],
      case .scenario(let second) = doc.feature?.children[1]
    else {
      Issue.record("two scenarios")
      return
    }
    #expect(first.steps[0].dataTable?.rows.count == 2)
    #expect(first.steps[0].docString?.mediaType == "json")
    #expect(second.steps[0].docString?.content == "three")
    #expect(second.steps[0].dataTable?.location.line == 16)
  }
}
