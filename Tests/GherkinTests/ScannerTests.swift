import Testing

@testable import Gherkin

@Suite struct ScannerTests {
  func lines(_ source: String) -> [(Int, String?)] {
    var scanner = TokenScanner(source)
    var out: [(Int, String?)] = []
    while true {
      let token = scanner.next()
      out.append(
        (
          token.line,
          token.source.map { $0.bytes.string(from: $0.start, to: $0.end) }
        ))
      if token.isEOF { break }
    }
    return out
  }

  @Test func splitsOnNewlineOnlyAndKeepsCarriageReturns() {
    let result = lines("a\r\nb\n\nc")
    #expect(result.map(\.0) == [1, 2, 3, 4, 5])
    #expect(result.map(\.1) == ["a\r", "b", "", "c", nil])
  }

  @Test func aFinalNewlineDoesNotStartALine() {
    #expect(lines("a\n").map(\.1) == ["a", nil])
    #expect(lines("").map(\.1) == [nil])
  }

  @Test func skipsALeadingByteOrderMark() {
    #expect(lines("\u{FEFF}Feature: x\n").map(\.1) == ["Feature: x", nil])
  }

  @Test func indentCountsScalarsAndTabsAsOne() {
    var scanner = TokenScanner("\t \u{A0}Given x\r\n")
    let token = scanner.next()
    #expect(token.source?.indent == 3)
    #expect(token.source?.trimmedText == "Given x")
    // The line reads its text from the scanner's storage.
    withExtendedLifetime(scanner) {}
  }

  @Test func byteOrderMarkFileParsesLikeThePlainOne() throws {
    let plain = try Gherkin.parse("Feature: x\n  Scenario: y\n    Given z\n", uri: "a")
    let bom = try Gherkin.parse("\u{FEFF}Feature: x\n  Scenario: y\n    Given z\n", uri: "a")
    #expect(plain == bom)
  }
}
