import Core
import Testing

@testable import Interactions

/// Scripts: separators, comments, blank lines, CRLF, and where each statement was written.
@Suite struct ScriptTests {
  @Test func statementsKeepTextLineAndColumn() throws {
    let script = "  tap plus  ; hold minus 2s # comment\n\n\tfocus field\r\nwait 1s;;blur"
    let statements = try InteractionParser.parse(script)
    #expect(
      statements == [
        InteractionStatement(
          interaction: .tap(.part(.increment)), text: "tap plus", line: 1, column: 3),
        InteractionStatement(
          interaction: .hold(.part(.decrement), SimulatedDuration(milliseconds: 2000)),
          text: "hold minus 2s", line: 1, column: 15),
        InteractionStatement(
          interaction: .focus(.part(.field)), text: "focus field", line: 3, column: 2),
        InteractionStatement(
          interaction: .wait(SimulatedDuration(milliseconds: 1000)), text: "wait 1s", line: 4,
          column: 1),
        InteractionStatement(interaction: .blur, text: "blur", line: 4, column: 10),
      ])
  }

  @Test func statementTextKeepsQuotesAndEscapesAsWritten() throws {
    let statements = try InteractionParser.parse("type \"a\\\"b;#c\"   # typed\ntap \"Add\tone\"")
    #expect(statements.map(\.text) == ["type \"a\\\"b;#c\"", "tap \"Add\tone\""])
    #expect(statements.map(\.interaction) == [.type("a\"b;#c"), .tap(.named("Add\tone"))])
  }

  @Test(arguments: [
    "", "\n\n\n", "   \t  ", ";;;", "# only a comment", "  # indented\n\n# two\r\n",
  ])
  func emptyScripts(script: String) throws {
    #expect(try InteractionParser.parse(script) == [])
  }

  @Test func commentRunsToTheEndOfTheLine() throws {
    let statements = try InteractionParser.parse("tap plus # comment ; blur\nblur")
    #expect(statements.map(\.interaction) == [.tap(.part(.increment)), .blur])
    #expect(statements.map(\.line) == [1, 2])
  }

  @Test func crlfLineEndings() throws {
    let statements = try InteractionParser.parse("tap plus\r\n\r\nblur\r\n")
    #expect(statements.map(\.text) == ["tap plus", "blur"])
    #expect(statements.map(\.line) == [1, 3])
    #expect(statements.map(\.column) == [1, 1])
  }

  @Test func newlinesAndSemicolonsAreTheSameSeparator() throws {
    let lines = try InteractionParser.parse("tap plus\nscroll down 2\nwait 500ms\nblur")
    let semicolons = try InteractionParser.parse("tap plus; scroll down 2 ;wait 500ms;blur")
    #expect(lines.map(\.interaction) == semicolons.map(\.interaction))
    #expect(lines.count == 4)
  }

  @Test func parseOneNeedsExactlyOneStatement() throws {
    #expect(
      try InteractionParser.parseOne("  tap plus ; # nothing else") == .tap(.part(.increment)))
    #expect(
      throws: InteractionSyntaxError(
        line: 1, column: 1, message: "expected one interaction, found 0")
    ) {
      try InteractionParser.parseOne("# nothing")
    }
    #expect(
      throws: InteractionSyntaxError(
        source: "--do", line: 1, column: 1, message: "expected one interaction, found 2")
    ) {
      try InteractionParser.parseOne("tap plus; blur", source: "--do")
    }
  }
}
