// TEMPORARY: minimal stand-ins until the `textentry` branch (full implementations) is merged.
import Foundation

/// How a NumberBox shows and reads numbers.
public struct NumberFormat: Equatable, Sendable {
  /// Decimal places.
  public var fractionDigits: Int
  /// Creates a format.
  public init(fractionDigits: Int = 0) { self.fractionDigits = fractionDigits }
  /// NumberBox's own default.
  public static let numberBoxDefault = NumberFormat(fractionDigits: 0)
  /// Formats a value.
  public func format(_ value: Double) -> String {
    value.isNaN ? "" : DecimalStep.display(value)
  }
  /// Parses text.
  public func parse(_ text: String) -> Double? {
    Double(text.trimmingCharacters(in: .whitespaces))
  }
}

/// Drift-free decimal stepping.
public enum DecimalStep {
  /// Adds without drift.
  public static func adding(_ step: Double, to value: Double) -> Double {
    let places = max(decimals(step), decimals(value))
    let scale = pow(10, Double(places))
    return ((value + step) * scale).rounded() / scale
  }
  static func decimals(_ value: Double) -> Int {
    let text = "\(value)"
    guard let dot = text.firstIndex(of: ".") else { return 0 }
    let fraction = text[text.index(after: dot)...]
    return fraction == "0" ? 0 : fraction.count
  }
  /// Shortest display.
  public static func display(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}

/// Expression evaluation stand-in.
public enum NumberExpression {
  /// Evaluates.
  public static func evaluate(_ text: String) throws -> Double {
    struct Invalid: Error {}
    throw Invalid()
  }
}

/// Filters for typed text.
public enum TypedTextFilter {
  /// GTK numeric.
  public static func gtkNumeric(_ text: String) -> (String, String) {
    let allowed = Set("0123456789+-.")
    return (String(text.filter { allowed.contains($0) }), String(text.filter { !allowed.contains($0) }))
  }
  /// Digits only.
  public static func digits(_ text: String) -> (String, String) {
    (String(text.filter(\.isASCII).filter(\.isNumber)), String(text.filter { !($0.isASCII && $0.isNumber) }))
  }
  /// strtod-like.
  public static func leadingNumber(_ text: String) -> Double? { Double(text) }
}

extension DecimalStep {
  /// Snap.
  public static func snap(_ value: Double, step: Double, origin: Double) -> Double {
    origin + ((value - origin) / step).rounded() * step
  }
}
