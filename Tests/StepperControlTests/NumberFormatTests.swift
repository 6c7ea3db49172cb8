import StepperControl
import Testing

@testable import Controls

/// Windows.Globalization.NumberFormatting model (en-US). Option semantics from the Windows API
/// docs (MicrosoftDocs/winrt-api windows.globalization.numberformatting/*.md); NumberBox use
/// from microsoft-ui-xaml controls/dev/NumberBox/NumberBox.cpp.
@Suite struct NumberFormatTests {
  /// NumberBox.cpp GetRegionalSettingsAwareDecimalFormatter: IntegerDigits(1), FractionDigits(0),
  /// and no NumberRounder.
  @Test func numberBoxDefault() {
    let format = NumberFormat.numberBoxDefault
    #expect(format.kind == .decimal)
    #expect(format.integerDigits == 1)
    #expect(format.fractionDigits == 0)
    #expect(format.numberRounder == nil)
    #expect(format.format(3) == "3")
    #expect(format.format(0.5) == "0.5")  // FractionDigits is a minimum, not a maximum
    #expect(format.format(1234.25) == "1234.25")
  }

  /// NumberBox.cpp UpdateTextToValue: SignificantDigitsNumberRounder(10) before formatting;
  /// NaN shows as empty text.
  @Test(arguments: [
    (0.1 + 0.2, "0.3"), (1.0 / 3.0, "0.3333333333"), (2.0 / 3.0, "0.6666666667"),
    (12345678901.0, "12345678900"), (-7.0, "-7"),
  ])
  func numberBoxDisplayText(value: Double, expected: String) {
    #expect(NumberFormat.numberBoxDefault.numberBoxDisplayText(value) == expected)
  }

  @Test func numberBoxDisplayTextOfNaNIsEmpty() {
    #expect(NumberFormat.numberBoxDefault.numberBoxDisplayText(.nan) == "")
  }

  @Test(arguments: [
    (NumberFormat(fractionDigits: 2), 1.5, "1.50"),
    (NumberFormat(integerDigits: 3), 5.0, "005"),
    (NumberFormat(integerDigits: 0), 0.5, ".5"),
    (NumberFormat(isGrouped: true), 1234567.0, "1,234,567"),
    (NumberFormat(isGrouped: true), -1234.5, "-1,234.5"),
    (NumberFormat(isDecimalPointAlwaysDisplayed: true), 5.0, "5."),
    (NumberFormat(significantDigits: 4), 1.5, "1.500"),
    (NumberFormat(significantDigits: 3), 0.05, "0.0500"),
    (NumberFormat(significantDigits: 2), 1234.0, "1234"),  // pads, never truncates
    (NumberFormat(fractionDigits: 2, numberRounder: .increment(0.25, .roundHalfUp)), 1.13, "1.25"),
    (NumberFormat(numberRounder: .increment(0.01, .roundHalfUp)), 2.675, "2.68"),
    (NumberFormat(numberRounder: .significantDigits(3, .roundHalfUp)), 12345.0, "12300"),
    (NumberFormat(numberRounder: .significantDigits(2, .roundDown)), 0.0199, "0.019"),
  ])
  func decimalOptions(format: NumberFormat, value: Double, expected: String) {
    #expect(format.format(value) == expected)
  }

  /// Rounding to more significant digits than a Double holds (the increment underflows to 0,
  /// or the quotient overflows) leaves the value as it is (it gave NaN: value / 0 × 0).
  @Test("Significant-digit rounding at the extremes leaves the value, never NaN")
  func significantDigitsAtTheExtremes() {
    #expect(NumberFormat.Rounder.significantDigits(999, .roundHalfUp).round(1e-300) == 1e-300)
    #expect(NumberFormat.Rounder.significantDigits(16, .roundHalfUp).round(5e-324) == 5e-324)
    #expect(NumberFormat.Rounder.significantDigits(999, .roundDown).round(1.5) == 1.5)
    #expect(NumberFormat.Rounder.significantDigits(3, .roundHalfUp).round(1e308) == 1e308)
  }

  /// RoundingAlgorithm enum (winrt-api roundingalgorithm.md) applied to halves and non-halves.
  @Test(arguments: [
    (NumberFormat.RoundingAlgorithm.roundDown, 2.5, 2.0), (.roundDown, -2.5, -3.0),
    (.roundUp, 2.1, 3.0), (.roundUp, -2.9, -2.0),
    (.roundTowardsZero, -2.9, -2.0), (.roundAwayFromZero, -2.1, -3.0),
    (.roundHalfDown, 2.5, 2.0), (.roundHalfDown, -2.5, -3.0), (.roundHalfDown, 2.6, 3.0),
    (.roundHalfUp, 2.5, 3.0), (.roundHalfUp, -2.5, -2.0),
    (.roundHalfTowardsZero, -2.5, -2.0), (.roundHalfAwayFromZero, -2.5, -3.0),
    (.roundHalfToEven, 2.5, 2.0), (.roundHalfToEven, 3.5, 4.0),
    (.roundHalfToOdd, 2.5, 3.0), (.roundHalfToOdd, 3.5, 3.0),
  ])
  func roundingAlgorithms(
    algorithm: NumberFormat.RoundingAlgorithm, value: Double, expected: Double
  ) {
    #expect(algorithm.roundToInteger(value) == expected)
  }

  @Test(arguments: [
    (NumberFormat(kind: .percent), 0.5, "50%"),
    (NumberFormat(kind: .percent), 0.07, "7%"),
    (NumberFormat(kind: .percent, fractionDigits: 1), -0.125, "-12.5%"),
    (NumberFormat(kind: .permille), 0.05, "50‰"),
    (NumberFormat.currency("USD"), 1.5, "$1.50"),
    (NumberFormat.currency("USD"), -1234.5, "-$1,234.50"),
    (NumberFormat.currency("USD", mode: .useCurrencyCode), 1.5, "USD 1.50"),
    (NumberFormat.currency("EUR"), 2.0, "€2.00"),
    (NumberFormat.currency("JPY"), 1500.0, "¥1,500"),
    (NumberFormat.currency("CHF"), 3.0, "CHF 3.00"),
  ])
  func otherFormatters(format: NumberFormat, value: Double, expected: String) {
    #expect(format.format(value) == expected)
  }

  @Test(arguments: [
    (NumberFormat.numberBoxDefault, "42", 42.0),
    (.numberBoxDefault, "-0.5", -0.5),
    (.numberBoxDefault, ".5", 0.5),
    (.numberBoxDefault, "5.", 5.0),
    (NumberFormat(isGrouped: true), "1,234,567.5", 1234567.5),
    (NumberFormat(kind: .percent), "50%", 0.5),
    (NumberFormat(kind: .percent), "7", 0.07),
    (NumberFormat(kind: .permille), "50‰", 0.05),
    (NumberFormat.currency("USD"), "-$1,234.50", -1234.5),
    (NumberFormat.currency("USD"), "USD 1.50", 1.5),
    (NumberFormat.currency("USD"), "1.50", 1.5),
  ])
  func parses(format: NumberFormat, text: String, expected: Double) {
    #expect(format.parse(text) == expected)
  }

  @Test(arguments: ["", "-", ".", "abc", "1e3", "+5", " 5", "1,23", "12,3456", "1.2.3", "$"])
  func rejects(text: String) {
    #expect(NumberFormat(isGrouped: true).parse(text) == nil)
  }

  /// parse accepts what format produces.
  @Test(arguments: [0.0, 1.5, -1234.5, 0.07, 1e-05, 1234567.125])
  func roundTrips(value: Double) {
    let formats: [NumberFormat] = [
      .numberBoxDefault, NumberFormat(fractionDigits: 3, isGrouped: true),
      NumberFormat(kind: .percent), NumberFormat(kind: .permille),
      .currency("USD", mode: .useCurrencyCode),
    ]
    for format in formats {
      #expect(format.parse(format.format(value)) == value, "\(format.kind)")
    }
  }
}
