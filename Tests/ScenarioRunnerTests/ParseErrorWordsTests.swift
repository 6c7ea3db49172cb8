import Foundation
import Gherkin
import Testing

@testable import ScenarioRunner

/// The runner says Gherkin's parse errors in words; `a11ysim gherkin` keeps the reference's.
@Suite("Parse errors in words")
struct ParseErrorWordsTests {
  @Test("Loose, upper-case, bulleted Gherkin: what a file must start with, in words")
  func looseGherkin() {
    var loaded = FeatureLoader.Loaded()
    FeatureLoader.compile(
      source: "GIVEN THAT I am on a screen with a stepper\n",
      target: FeatureLoader.Target(path: "loose.feature", lines: []),
      directory: FileManager.default.temporaryDirectory, into: &loaded)
    #expect(
      loaded.errors.map(\.description) == [
        "loose.feature:1:1: error: expected 'Feature:', tags (@tag), a '# language:' line, a "
          + "comment (#), an empty line or the end of the file, found 'GIVEN THAT I am on a "
          + "screen with a stepper'"
      ])
  }

  @Test("An unexpected end of file keeps its words and names what would have closed it")
  func endOfFile() {
    #expect(
      ParseErrorWords.describe(
        "unexpected end of file, expected: #DocStringSeparator, #Other")
        == "unexpected end of file, expected a doc string delimiter (\"\"\" or ```) or other text")
  }

  @Test("A message with an unknown token, or none, is left as it is")
  func leftAlone() {
    #expect(
      ParseErrorWords.describe("inconsistent cell count within the table")
        == "inconsistent cell count within the table")
    #expect(
      ParseErrorWords.describe("expected: #Mystery, got 'x'") == "expected: #Mystery, got 'x'")
  }
}
