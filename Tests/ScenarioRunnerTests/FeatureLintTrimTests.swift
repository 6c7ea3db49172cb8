import Foundation
import Testing

@testable import ScenarioRunner

/// The lint trims lines without Foundation (its first use costs every run), so what it trims
/// must be exactly what `trimmingCharacters(in: .whitespaces)` trims.
@Suite struct FeatureLintTrimTests {
  @Test func whitespaceIsFoundationsWhitespace() {
    let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      FeatureLint.isWhitespace($0) != CharacterSet.whitespaces.contains($0)
    }
    #expect(differing.map { String($0.value, radix: 16) } == [])
  }

  @Test(arguments: [
    "", " ", "\t\t", "Given ", "  * ", " \u{301}x ", "\u{200B} a\u{3000}", "\u{A0}Then\u{2009}",
    "a\u{20DD} ", " \u{1F600} ", "- When I tap", "\r\n x \r\n", "\u{85}y\u{2028}",
  ])
  func trimsAsFoundationTrims(text: String) {
    #expect(
      Array(FeatureLint.trimmed(text).unicodeScalars)
        == Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars))
    #expect(
      FeatureLint.trimmed(Substring(text)) == text.trimmingCharacters(in: .whitespaces))
  }
}
