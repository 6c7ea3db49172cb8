import Foundation
import Testing

@testable import Controls

/// Drift-free stepping. Expected values are exact decimal literals; without the rounding in
/// `DecimalStep.add` each of these comparisons fails (0.1 + 0.2 is 0.30000000000000004).
@Suite struct DecimalStepTests {
  @Test(arguments: [
    (0.1, 0.2, 0.3), (0.7, 0.1, 0.8), (1.1, 2.2, 3.3), (-2.5, 0.1, -2.4), (0.3, -0.1, 0.2),
    (1e-05, 2e-05, 3e-05), (10.0, 0.25, 10.25), (-0.1, 0.1, 0.0),
  ])
  func addDoesNotDrift(value: Double, step: Double, expected: Double) {
    #expect(DecimalStep.add(value, step) == expected)
  }

  @Test func hundredTenthsReachTen() {
    var value = 0.0
    for _ in 0..<100 { value = DecimalStep.add(value, 0.1) }
    #expect(value == 10.0)
    #expect(DecimalStep.displayString(value) == "10")
  }

  @Test func threeTenthsFromPointSevenGiveOne() {
    var value = 0.7
    for _ in 0..<3 { value = DecimalStep.add(value, 0.1) }
    #expect(value == 1.0)
  }

  @Test(arguments: [
    (0.1, 1), (2.5, 1), (10.0, 0), (1e-05, 5), (1.5e-07, 8), (1e20, 0), (123.456, 3),
    (-0.25, 2), (Double.nan, 0), (Double.infinity, 0),
  ])
  func decimalPlaces(value: Double, expected: Int) {
    #expect(DecimalStep.decimalPlaces(of: value) == expected)
  }

  @Test func significantDigitsAreCappedAtFifteen() {
    // 0.1 + 1e-20 would need 20 places; 15 significant digits leave 0.1.
    #expect(DecimalStep.add(0.1, 1e-20) == 0.1)
    #expect(DecimalStep.round(123.456789012345678, toPlaces: 20) == 123.456789012346)
  }

  @Test func nanAndInfinity() {
    #expect(DecimalStep.add(.nan, 1).isNaN)
    #expect(DecimalStep.add(.infinity, 1) == .infinity)
    #expect(DecimalStep.add(-.infinity, 0.1) == -.infinity)
    #expect(DecimalStep.add(.infinity, -.infinity).isNaN)
  }

  /// microsoft-ui-xaml controls/dev/NumberBox/NumberBox.cpp, StepValue: `if (!std::isnan(newVal))`
  /// — an empty NumberBox (Value NaN) does not step at all.
  @Test func numberBoxDoesNotStepFromNaN() {
    #expect(DecimalStep.numberBoxStep(.nan, by: 1).isNaN)
    #expect(DecimalStep.numberBoxStep(0.2, by: 0.1) == 0.3)
  }

  /// Ties go up, as in gtk_spin_button_snap (GNOME/gtk gtk/gtkspinbutton.c).
  @Test(arguments: [
    (0.34, 0.1, 0.0, 0.3), (0.36, 0.1, 0.0, 0.4), (0.15, 0.1, 0.0, 0.2), (0.25, 0.1, 0.0, 0.3),
    (7.0, 5.0, 1.0, 6.0), (9.0, 5.0, 1.0, 11.0), (-0.25, 0.5, 0.0, 0.0), (3.3, 0.0, 0.0, 3.3),
    (1.26, 0.05, 1.0, 1.25),
  ])
  func snap(value: Double, step: Double, origin: Double, expected: Double) {
    #expect(DecimalStep.snap(value, to: step, from: origin) == expected)
  }

  @Test(arguments: [
    (0.1 + 0.2, "0.30000000000000004"), (0.3, "0.3"), (10.0, "10"), (-2.5, "-2.5"),
    (1e-05, "0.00001"), (1e20, "100000000000000000000"), (-0.0, "0"), (Double.nan, "NaN"),
    (Double.infinity, "∞"), (-Double.infinity, "-∞"),
  ])
  func displayString(value: Double, expected: String) {
    #expect(DecimalStep.displayString(value) == expected)
  }

  /// Whole numbers are printed and rounded without String(format:) (its first use costs a
  /// cold run); the results must be what `%.0f` gives, ties to even included.
  static let wholeAndHalves: [Double] =
    [
      1, -1, 3, 42, -17, 1e15, 9_007_199_254_740_993, 0x1p62, -0x1p62, 0x1p63, 1e20,
      123_456_789_012,
    ]
    + (-8...8).map { Double($0) + 0.5 } + [0.49999999999999994, 4503599627370495.5, 1e15 + 0.5]

  @Test(arguments: wholeAndHalves)
  func wholeNumbersAsPrintfPrintsThem(value: Double) {
    #expect(
      DecimalStep.displayString(value)
        == String(format: "%.*f", DecimalStep.decimalPlaces(of: value), value))
    #expect(
      DecimalStep.round(value, toPlaces: 0) == (Double(String(format: "%.0f", value)) ?? .nan) + 0)
  }

  /// The text and rounding skip printf when the shortest description already answers; across
  /// many values of every size they must give exactly what printf gives.
  @Test func shortcutsAgreeWithPrintf() {
    var generator = SeededValues(seed: 0x5EED)
    var checked = 0
    for _ in 0..<20_000 {
      let value = generator.next()
      let places = DecimalStep.decimalPlaces(of: value)
      let printed = value == 0 ? "0" : String(format: "%.*f", places, value)
      #expect(DecimalStep.displayString(value) == printed, "\(value)")
      for kept in [0, 1, 2, 3, 6, 10] {
        let reference = DecimalStep.roundedByPrintf(value, toPlaces: kept)
        let rounded = DecimalStep.round(value, toPlaces: kept)
        #expect(
          rounded == reference || (rounded.isNaN && reference.isNaN), "\(value) to \(kept)")
      }
      checked += 1
    }
    #expect(checked == 20_000)
  }
}

/// Doubles of the kinds a spin control holds: short decimals, integers, tiny and huge values,
/// and arbitrary bit patterns.
private struct SeededValues {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func bits() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next() -> Double {
    let pick = bits() % 5
    let sign: Double = bits() % 2 == 0 ? 1 : -1
    switch pick {
    case 0: return sign * Double(bits() % 100_000) / pow(10, Double(bits() % 8))
    case 1: return sign * Double(bits() % 1_000_000)
    case 2: return sign * Double(bits() % 1000) * pow(10, -Double(bits() % 12 + 4))
    case 3: return sign * Double(bits() % 1000) * pow(10, Double(bits() % 20 + 10))
    default:
      let value = Double(bitPattern: bits())
      return value.isFinite ? value : 0.5
    }
  }
}

extension DecimalStep {
  /// ``round(_:toPlaces:)`` as it was before its shortcut: always through printf.
  static func roundedByPrintf(_ value: Double, toPlaces places: Int) -> Double {
    guard value.isFinite, value != 0 else { return value.isNaN ? value : value + 0 }
    if value.magnitude >= 0x1p52 { return value }
    let integerDigits = Int(Foundation.floor(Foundation.log10(value.magnitude))) + 1
    let limit = max(0, maximumSignificantDigits - integerDigits)
    let kept = max(0, min(places, limit))
    return (Double(String(format: "%.*f", kept, value)) ?? value) + 0
  }
}
