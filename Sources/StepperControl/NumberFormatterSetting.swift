import ComponentFile
import ComponentModel
import Controls
import Suggestions

/// Reads a NumberBox's `numberFormatter:` mapping into a ``NumberFormat`` (the stepper's
/// mapping setting, listed in `StepperOptions.swift`).
///
/// ```yaml
/// numberFormatter: { kind: currency, currency: EUR }
/// numberFormatter: { fractionDigits: 2, grouped: true }
/// numberFormatter: { kind: percent, roundingIncrement: 0.5, roundingAlgorithm: roundHalfUp }
/// numberFormatter: { significantDigits: 3 }
/// ```
package enum NumberFormatterSetting {
  /// The keys a `numberFormatter:` mapping takes.
  package static let keys = [
    "kind", "integerDigits", "fractionDigits", "significantDigits", "grouped",
    "decimalPointAlwaysDisplayed", "currency", "currencyMode", "roundingIncrement",
    "roundingSignificantDigits", "roundingAlgorithm",
  ]

  /// The most digits a count (`integerDigits`, `fractionDigits`, `significantDigits`,
  /// `roundingSignificantDigits`) may ask for: 999, ICU's limit (`kMaxIntFracSig` in
  /// unicode-org/icu@71b9b88200db7524f9693a3c8c9d3a5cb9d3d84a:icu4c/source/i18n/number_types.h;
  /// its precision and digit-width setters refuse larger counts), which the number formatters
  /// of Apple's platforms and Android build on. Windows documents no limit. Without one, a
  /// 110-byte file asking for 100,000,000 digits took 73 s and printed 300 MB.
  package static let maximumDigits = 999

  static let algorithms: [String: NumberFormat.RoundingAlgorithm] = Dictionary(
    uniqueKeysWithValues: NumberFormat.RoundingAlgorithm.allCases.map { ("\($0)", $0) })

  static func parse(_ node: ConfigNode) throws(ComponentFileError) -> NumberFormat {
    guard case .mapping(let pairs, _) = node else {
      throw .expectedMapping(.formatter, found: node.kindDescription, at: node.location)
    }
    var format = NumberFormat()
    var kind = "decimal"
    var currency = "USD"
    var useCode = false
    var algorithm = NumberFormat.RoundingAlgorithm.roundHalfUp
    var increment: Double?
    var significantRounding: Int?
    for pair in pairs {
      func value(_ type: ComponentOption.ValueType) throws(ComponentFileError)
        -> ComponentOption.TypedValue
      {
        try Layer.typed(pair.value, key: "numberFormatter.\(pair.key)", type: type)
      }
      func digits() throws(ComponentFileError) -> Int {
        let count = try value(.integer).integer
        guard (0...maximumDigits).contains(count) else {
          throw .invalidValue(
            key: "numberFormatter.\(pair.key)",
            message: "expected a digit count from 0 to \(maximumDigits) for "
              + "'numberFormatter.\(pair.key)' (the most ICU formats), found \(count)",
            at: pair.value.location)
        }
        return count
      }
      switch pair.key {
      case "kind": kind = try value(.choice(["decimal", "percent", "permille", "currency"])).text
      case "integerDigits": format.integerDigits = try digits()
      case "fractionDigits": format.fractionDigits = try digits()
      case "significantDigits": format.significantDigits = try digits()
      case "grouped": format.isGrouped = try value(.boolean).boolean
      case "decimalPointAlwaysDisplayed":
        format.isDecimalPointAlwaysDisplayed = try value(.boolean).boolean
      case "currency":
        currency = try value(.text).text.uppercased()
        // ISO 4217 codes are three letters; anything else (a NUL, a symbol) would reach the
        // formatter and the speech as it is.
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
          throw .invalidValue(
            key: "numberFormatter.currency",
            message: "expected a three-letter ISO 4217 code for 'numberFormatter.currency' "
              + "(EUR, USD, JPY, …), found \(pair.value.kindDescription)",
            at: pair.value.location)
        }
        kind = "currency"
      case "currencyMode": useCode = try value(.choice(["symbol", "code"])).text == "code"
      case "roundingIncrement":
        increment = try value(.number(allowsInfinity: false, allowsEmpty: false)).number
      case "roundingSignificantDigits": significantRounding = try digits()
      case "roundingAlgorithm":
        let name = try value(.choice(algorithms.keys.sorted())).text
        algorithm = algorithms[name] ?? .roundHalfUp
      default:
        throw .unknownKey(
          key: "numberFormatter.\(pair.key)", place: .formatter, known: keys,
          suggestion: ComponentFileError.nearest(pair.key, among: keys), at: pair.keyLocation)
      }
    }
    switch kind {
    case "percent": format.kind = .percent
    case "permille": format.kind = .permille
    case "currency":
      let base = NumberFormat.currency(currency, mode: useCode ? .useCurrencyCode : .useSymbol)
      format.kind = base.kind
      if !pairs.contains(where: { $0.key == "fractionDigits" }) {
        format.fractionDigits = base.fractionDigits
      }
      if !pairs.contains(where: { $0.key == "grouped" }) { format.isGrouped = base.isGrouped }
    default: format.kind = .decimal
    }
    if let increment { format.numberRounder = .increment(increment, algorithm) }
    if let significantRounding {
      format.numberRounder = .significantDigits(significantRounding, algorithm)
    }
    return format
  }
}
