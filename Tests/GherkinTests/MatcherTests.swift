import Testing

@testable import Gherkin

@Suite struct MatcherTests {
  /// What a matched token says, read while its source is alive.
  struct Matched {
    var formatted: String
    var keywordType: StepKeywordType?
  }

  /// Matches the first line of `text` as `type` with a fresh matcher.
  func match(
    _ type: TokenType, _ text: String, matcher: PlainTokenMatcher = PlainTokenMatcher()
  ) throws -> Matched? {
    var matcher = matcher
    var scanner = TokenScanner(text)
    var token = scanner.next()
    guard try matcher.match(type, &token) else { return nil }
    return withExtendedLifetime(scanner) {
      Matched(formatted: token.formatted, keywordType: token.keywordType)
    }
  }

  @Test func stepKeywordsAndTheirTypes() throws {
    #expect(
      try match(.stepLine, "    Given a stepper ")?.formatted
        == "(1:5)StepLine:(Context)Given /a stepper/")
    #expect(try match(.stepLine, "And more")?.keywordType == .conjunction)
    #expect(try match(.stepLine, "* star")?.formatted == "(1:1)StepLine:(Unknown)* /star/")
    #expect(try match(.stepLine, "Givenx") == nil)
  }

  @Test func longestKeywordWinsAndKeywordsWithoutSpace() throws {
    let french = PlainTokenMatcher(dialect: GherkinDialect.named("fr"))
    #expect(
      try match(.stepLine, "Lorsqu'on clique", matcher: french)?.formatted
        == "(1:1)StepLine:(Action)Lorsqu'/on clique/")
  }

  @Test func titleLinesNeedTheColon() throws {
    #expect(
      try match(.scenarioLine, "  Scenario Outline: x ")?.formatted
        == "(1:3)ScenarioLine:()Scenario Outline/x/")
    #expect(try match(.featureLine, "Feature x") == nil)
    #expect(try match(.examplesLine, "Examples:")?.formatted == "(1:1)ExamplesLine:()Examples//")
  }

  @Test func tagsDropTrailingCommentsAndSplitJoinedTags() throws {
    #expect(
      try match(.tagLine, "  @a  @b@c #@d comment")?.formatted == "(1:3)TagLine://3:@a,7:@b,9:@c")
    #expect(try match(.tagLine, "@x#1")?.formatted == "(1:1)TagLine://1:@x#1")
    #expect(throws: GherkinError.self) { try match(.tagLine, "@a b") }
  }

  @Test func tableCellsAreUnescapedAndTrimmed() throws {
    var scanner = TokenScanner("  before | a\\|b |\\n| \\\\ |  \\q | after")
    #expect(
      scanner.next().source?.tableCells == [
        TokenItem(column: 12, text: "a|b"), TokenItem(column: 18, text: "\n"),
        TokenItem(column: 22, text: "\\"), TokenItem(column: 28, text: "\\q"),
      ])
  }

  @Test func languageHeaderSwitchesTheDialect() throws {
    var matcher = PlainTokenMatcher()
    var scanner = TokenScanner("  #  language :  de \nFunktionalität: x\n")
    var header = scanner.next()
    #expect(try matcher.match(.language, &header))
    #expect(header.formatted == "(1:3)Language:/de/")
    var feature = scanner.next()
    #expect(try matcher.match(.featureLine, &feature))
    #expect(feature.dialect == "de")
    #expect(throws: GherkinError.self) { try match(.language, "# language: zz") }
    // Tokens read their text from the scanner's storage.
    withExtendedLifetime(scanner) {}
  }

  @Test func docStringSeparatorsOpenAndClose() throws {
    var matcher = PlainTokenMatcher()
    var scanner = TokenScanner("  ```xml\n    <a/>\n  \\`\\`\\`\n  \"\"\"\n  ```\n")
    var open = scanner.next()
    #expect(try matcher.match(.docStringSeparator, &open))
    #expect(open.formatted == "(1:3)DocStringSeparator:()```/xml/")
    var body = scanner.next()
    #expect(try matcher.match(.other, &body))
    #expect(body.text == "  <a/>")
    var escaped = scanner.next()
    #expect(try matcher.match(.other, &escaped))
    #expect(escaped.text == "```")
    var otherDelimiter = scanner.next()
    #expect(try !matcher.match(.docStringSeparator, &otherDelimiter))
    var close = scanner.next()
    #expect(try matcher.match(.docStringSeparator, &close))
    #expect(close.formatted == "(5:3)DocStringSeparator:()```//")
    // Tokens read their text from the scanner's storage.
    withExtendedLifetime(scanner) {}
  }

  @Test func markdownHeadingsBulletsAndTables() throws {
    var matcher = MarkdownTokenMatcher()
    var scanner = TokenScanner("## Scenario: x\n  -  When y\n  | --- |\n")
    var heading = scanner.next()
    #expect(try matcher.match(.scenarioLine, &heading))
    #expect(heading.formatted == "(1:4)ScenarioLine:()Scenario/x/")
    var bullet = scanner.next()
    #expect(try matcher.match(.stepLine, &bullet))
    #expect(bullet.formatted == "(2:6)StepLine:(Action)When /y/")
    var separator = scanner.next()
    #expect(try !matcher.match(.tableRow, &separator))
    #expect(try matcher.match(.comment, &separator))
    #expect(separator.type == .empty)
    // Tokens read their text from the scanner's storage.
    withExtendedLifetime(scanner) {}
  }
}
