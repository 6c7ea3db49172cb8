import Testing

@testable import ComponentFile

/// Digit counts stop at ICU's 999 (issue 10: `fractionDigits: 100000000` in a 110-byte file
/// took 73 s and printed 300 MB).
@Suite struct DigitLimitTests {
  static let numberBox = "platforms:\n  windows: { variant: numberbox }\nvalue: 1\n"

  @Test(arguments: [
    "integerDigits", "fractionDigits", "significantDigits", "roundingSignificantDigits",
  ])
  func tooMany(key: String) {
    ComponentFileErrorTests.check(
      Self.numberBox + "numberFormatter: { \(key): 100000000 }", at(4, 22 + key.count),
      "expected a digit count from 0 to 999 for 'numberFormatter.\(key)' (the most ICU "
        + "formats), found 100000000")
    ComponentFileErrorTests.check(
      Self.numberBox + "numberFormatter: { \(key): -1 }", at(4, 22 + key.count),
      "expected a digit count from 0 to 999 for 'numberFormatter.\(key)' (the most ICU "
        + "formats), found -1")
  }

  @Test("999 fraction digits are accepted and shown")
  func largestAccepted() throws {
    let component = try loadComponent(Self.numberBox + "numberFormatter: { fractionDigits: 999 }")
    let format = try #require(component.platforms[.windows]?.stepperConfiguration.numberFormat)
    #expect(format.fractionDigits == 999)
    #expect(format.numberBoxDisplayText(1) == "1." + String(repeating: "0", count: 999))
  }

  @Test("Through --set too")
  func overrides() {
    ComponentFileErrorTests.check(
      Self.numberBox, overrides: ["numberFormatter.fractionDigits=1000"], inSet(1, 32),
      "expected a digit count from 0 to 999 for 'numberFormatter.fractionDigits' (the most ICU "
        + "formats), found 1000")
  }
}
