import Controls
import Foundation

/// A model of the `Windows.Globalization.NumberFormatting` formatter a WinUI NumberBox uses as
/// its `NumberFormatter`: DecimalFormatter, PercentFormatter, PermilleFormatter or
/// CurrencyFormatter, with the options NumberBox apps set.
///
/// Locale: en-US only (`.` decimal point, `,` grouping, `-` minus, `%`, `‰`, `$`).
/// Option meanings follow the Windows API documentation (MicrosoftDocs/winrt-api,
/// `windows.globalization.numberformatting/*.md`): `IntegerDigits` and `FractionDigits` are
/// *minimums* (zero padding), a value with more fraction digits shows them all unless a
/// `NumberRounder` is set; `SignificantDigits` pads with trailing zeros and never truncates.
/// Windows' exact digit output for unrounded values is not documented; this model prints the
/// shortest round-trip digits of the value.
package struct NumberFormat: Sendable, Equatable {
  /// Which Windows formatter class this models.
  package enum Kind: Sendable, Equatable {
    /// `DecimalFormatter`: plain numbers, `1234.5`.
    case decimal
    /// `PercentFormatter`: the value times 100 followed by `%`; 0.5 → `50%`.
    case percent
    /// `PermilleFormatter`: the value times 1000 followed by `‰`; 0.05 → `50‰`.
    case permille
    /// `CurrencyFormatter` for an ISO 4217 code such as `"USD"`.
    case currency(code: String, mode: CurrencyMode)
  }

  /// `CurrencyFormatterMode`: symbol (`$1.50`) or ISO code (`USD 1.50`).
  package enum CurrencyMode: Sendable, Equatable {
    /// `UseSymbol`, the Windows default: `$1.50`. Codes without a known en-US symbol show
    /// their code.
    case useSymbol
    /// `UseCurrencyCode`: `USD 1.50`.
    case useCurrencyCode
  }

  /// `Windows.Globalization.NumberFormatting.RoundingAlgorithm` (without `None`, which the
  /// documentation says is not a valid value for a rounder).
  package enum RoundingAlgorithm: Sendable, Equatable, CaseIterable {
    /// Towards −∞.
    case roundDown
    /// Towards +∞.
    case roundUp
    /// Towards zero.
    case roundTowardsZero
    /// Away from zero.
    case roundAwayFromZero
    /// Nearest; ties towards −∞.
    case roundHalfDown
    /// Nearest; ties towards +∞. The default of both Windows rounders.
    case roundHalfUp
    /// Nearest; ties towards zero.
    case roundHalfTowardsZero
    /// Nearest; ties away from zero.
    case roundHalfAwayFromZero
    /// Nearest; ties to the even neighbour.
    case roundHalfToEven
    /// Nearest; ties to the odd neighbour.
    case roundHalfToOdd

    /// `value` rounded to an integer with this algorithm.
    package func roundToInteger(_ value: Double) -> Double {
      let down = Foundation.floor(value)
      let up = Foundation.ceil(value)
      if down == up { return value }
      switch self {
      case .roundDown: return down
      case .roundUp: return up
      case .roundTowardsZero: return value < 0 ? up : down
      case .roundAwayFromZero: return value < 0 ? down : up
      default: break
      }
      let fromDown = value - down
      let fromUp = up - value
      if fromDown < fromUp { return down }
      if fromUp < fromDown { return up }
      switch self {
      case .roundHalfDown: return down
      case .roundHalfTowardsZero: return value < 0 ? up : down
      case .roundHalfAwayFromZero: return value < 0 ? down : up
      case .roundHalfToEven: return down.truncatingRemainder(dividingBy: 2) == 0 ? down : up
      case .roundHalfToOdd: return down.truncatingRemainder(dividingBy: 2) == 0 ? up : down
      default: return up
      }
    }
  }

  /// The `NumberRounder` a formatter applies before formatting.
  package enum Rounder: Sendable, Equatable {
    /// `IncrementNumberRounder`: divide by the increment, round to an integer, multiply back.
    /// Windows' default increment is 1 with `RoundHalfUp`.
    case increment(Double, RoundingAlgorithm)
    /// `SignificantDigitsNumberRounder`: keep this many significant digits.
    case significantDigits(Int, RoundingAlgorithm)

    /// `value` rounded by this rounder. The quotient is cleaned of binary noise (10 decimal
    /// places) before the tie test, so 2.675 with increment 0.01 half-up gives 2.68.
    package func round(_ value: Double) -> Double {
      guard value.isFinite, value != 0 else { return value }
      let increment: Double
      let algorithm: RoundingAlgorithm
      let places: Int
      switch self {
      case .increment(let step, let rule):
        guard step > 0, step.isFinite else { return value }
        increment = step
        algorithm = rule
        places = DecimalStep.decimalPlaces(of: step)
      case .significantDigits(let digits, let rule):
        guard digits > 0 else { return value }
        let exponent = Int(Foundation.floor(Foundation.log10(value.magnitude)))
        places = digits - 1 - exponent
        increment = Foundation.pow(10, Double(-places))
        algorithm = rule
      }
      // More digits than a Double holds: the increment, 10^-places, underflows to 0 or the
      // quotient overflows (value / 0 × 0 was NaN); the value is then left as it is.
      guard increment > 0, (value / increment).isFinite else { return value }
      let quotient = DecimalStep.round(value / increment, toPlaces: 10)
      let ticks = algorithm.roundToInteger(quotient)
      return DecimalStep.round(ticks * increment, toPlaces: max(0, places))
    }
  }

  /// Which formatter this is.
  package var kind: Kind
  /// `IntegerDigits`: the minimum number of integer digits (zero-padded); 0 allows `.5`.
  package var integerDigits: Int
  /// `FractionDigits`: the minimum number of fraction digits (zero-padded).
  package var fractionDigits: Int
  /// `IsGrouped`: whether the integer part is grouped by thousands with `,`.
  package var isGrouped: Bool
  /// `IsDecimalPointAlwaysDisplayed`: whether `.` shows even without fraction digits (`5.`).
  package var isDecimalPointAlwaysDisplayed: Bool
  /// `SignificantDigits`: pad with trailing zeros up to this many significant digits.
  package var significantDigits: Int
  /// `NumberRounder`: applied to the number that is displayed; `nil` means no rounding.
  package var numberRounder: Rounder?

  /// A formatter of `kind` with the given options.
  package init(
    kind: Kind = .decimal, integerDigits: Int = 1, fractionDigits: Int = 0,
    isGrouped: Bool = false, isDecimalPointAlwaysDisplayed: Bool = false,
    significantDigits: Int = 0, numberRounder: Rounder? = nil
  ) {
    self.kind = kind
    self.integerDigits = integerDigits
    self.fractionDigits = fractionDigits
    self.isGrouped = isGrouped
    self.isDecimalPointAlwaysDisplayed = isDecimalPointAlwaysDisplayed
    self.significantDigits = significantDigits
    self.numberRounder = numberRounder
  }

  /// The formatter a NumberBox creates for itself.
  ///
  /// microsoft-ui-xaml `controls/dev/NumberBox/NumberBox.cpp`: the constructor calls
  /// `NumberFormatter(GetRegionalSettingsAwareDecimalFormatter())`, which builds a
  /// `DecimalFormatter` for the user's locale and sets only `IntegerDigits(1)` and
  /// `FractionDigits(0)`. There is no `NumberRounder` on it (no increment rounder); other
  /// options keep their defaults, modelled here as ungrouped with no forced decimal point.
  package static let numberBoxDefault = NumberFormat(
    kind: .decimal, integerDigits: 1, fractionDigits: 0)

  /// A `CurrencyFormatter` for `code` with the currency's usual fraction digits (2, or 0 for
  /// JPY and KRW), grouped.
  package static func currency(_ code: String, mode: CurrencyMode = .useSymbol) -> NumberFormat {
    let noMinorUnits: Set<String> = ["JPY", "KRW"]
    return NumberFormat(
      kind: .currency(code: code, mode: mode), integerDigits: 1,
      fractionDigits: noMinorUnits.contains(code) ? 0 : 2, isGrouped: true)
  }

  /// The en-US symbol for an ISO 4217 code, or `nil` when en-US shows the code instead.
  package static func currencySymbol(for code: String) -> String? {
    let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩"]
    return symbols[code]
  }

  /// The text a NumberBox shows for `value` (`NumberBox::UpdateTextToValue` in
  /// `controls/dev/NumberBox/NumberBox.cpp`): empty for NaN, otherwise the value is first
  /// rounded by the box's display rounder, a `SignificantDigitsNumberRounder` with
  /// `SignificantDigits(10)` (set in `OnApplyTemplate`), then formatted. So 0.1 + 0.2 shows "0.3".
  package func numberBoxDisplayText(_ value: Double) -> String {
    if value.isNaN { return "" }
    return format(Rounder.significantDigits(10, .roundHalfUp).round(value))
  }

  private var scale: Double {
    switch kind {
    case .decimal, .currency: return 1
    case .percent: return 100
    case .permille: return 1000
    }
  }

  private var scalePlaces: Int {
    switch kind {
    case .decimal, .currency: return 0
    case .percent: return 2
    case .permille: return 3
    }
  }

  /// The en-US text for `value`.
  ///
  /// Percent and permille scale the value first (0.5 → `50%`); the rounder applies to the
  /// scaled number. Negative numbers get a leading `-` (`-$1.50`, `-USD 1.50`); a value that
  /// rounds to zero shows no sign. NaN shows `NaN` and infinities `∞` / `-∞`.
  package func format(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    var number = value * scale
    if value.isFinite {
      number = DecimalStep.round(
        number, toPlaces: max(0, DecimalStep.decimalPlaces(of: value) - scalePlaces))
    }
    if let rounder = numberRounder { number = rounder.round(number) }
    let negative = number < 0
    let body = number.isInfinite ? "∞" : digits(of: number.magnitude)
    return affixed(body, negative: negative)
  }

  private func digits(of magnitude: Double) -> String {
    let plain = DecimalStep.displayString(magnitude)
    let parts = plain.split(separator: ".", omittingEmptySubsequences: false)
    var integer = String(parts[0])
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    if fraction.count < fractionDigits {
      fraction += String(repeating: "0", count: fractionDigits - fraction.count)
    }
    if significantDigits > 0 {
      let integerSignificant = integer == "0" ? 0 : integer.count
      let fractionSignificant =
        integer == "0" ? fraction.drop { $0 == "0" }.count : fraction.count
      let missing = significantDigits - integerSignificant - fractionSignificant
      if missing > 0 {
        fraction += String(repeating: "0", count: missing)
      }
    }
    if integer == "0" && integerDigits == 0 && !fraction.isEmpty {
      integer = ""
    } else if integer.count < integerDigits {
      integer = String(repeating: "0", count: integerDigits - integer.count) + integer
    }
    if isGrouped { integer = Self.grouped(integer) }
    if fraction.isEmpty && !isDecimalPointAlwaysDisplayed { return integer }
    return integer + "." + fraction
  }

  private static func grouped(_ integer: String) -> String {
    var result = ""
    for (offset, character) in integer.reversed().enumerated() {
      if offset > 0 && offset % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return String(result.reversed())
  }

  private func affixed(_ body: String, negative: Bool) -> String {
    let sign = negative ? "-" : ""
    switch kind {
    case .decimal: return sign + body
    case .percent: return sign + body + "%"
    case .permille: return sign + body + "‰"
    case .currency(let code, let mode):
      if mode == .useSymbol, let symbol = Self.currencySymbol(for: code) {
        return sign + symbol + body
      }
      return sign + code + " " + body
    }
  }

  /// The value of `text`, or `nil` when it is not a number in this format.
  ///
  /// Accepts everything ``format(_:)`` produces and plain numbers: an optional leading `-`,
  /// digits with optional correctly placed `,` thousands separators (whether or not
  /// ``isGrouped`` is set; Windows' own leniency here is unverified), an optional `.` and
  /// fraction digits (`5.` and `.5` too). Percent and permille accept the number with or
  /// without their sign, always in displayed units (`"50%"` and `"50"` are both 0.5).
  /// Currency accepts the symbol or the code before the digits (`-$1.50`, `USD 1.50`, `1.50`).
  /// Rejected: surrounding spaces, `+`, exponents, letters, empty text.
  package func parse(_ text: String) -> Double? {
    var rest = Substring(text)
    let negative = rest.hasPrefix("-")
    if negative { rest = rest.dropFirst() }
    switch kind {
    case .decimal: break
    case .percent: if rest.hasSuffix("%") { rest = rest.dropLast() }
    case .permille: if rest.hasSuffix("‰") { rest = rest.dropLast() }
    case .currency(let code, _):
      if let symbol = Self.currencySymbol(for: code), rest.hasPrefix(symbol) {
        rest = rest.dropFirst(symbol.count)
      } else if rest.hasPrefix(code + " ") {
        rest = rest.dropFirst(code.count + 1)
      }
    }
    guard let magnitude = Self.parseDigits(rest) else { return nil }
    let places = DecimalStep.decimalPlaces(of: magnitude) + scalePlaces
    let value = DecimalStep.round(magnitude / scale, toPlaces: places)
    return negative ? -value : value
  }

  private static func parseDigits(_ text: Substring) -> Double? {
    let pieces = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integer = pieces.first ?? ""
    let fraction = pieces.count > 1 ? pieces[1] : ""
    let isDigit: (Character) -> Bool = { ("0"..."9").contains($0) }
    guard fraction.allSatisfy(isDigit) else { return nil }
    let groups = integer.split(separator: ",", omittingEmptySubsequences: false)
    guard groups.allSatisfy({ $0.allSatisfy(isDigit) }) else { return nil }
    if groups.count > 1 {
      guard let first = groups.first, (1...3).contains(first.count),
        groups.dropFirst().allSatisfy({ $0.count == 3 })
      else { return nil }
    }
    let digits = groups.joined()
    guard !digits.isEmpty || !fraction.isEmpty else { return nil }
    return Double((digits.isEmpty ? "0" : digits) + "." + (fraction.isEmpty ? "0" : fraction))
  }
}
