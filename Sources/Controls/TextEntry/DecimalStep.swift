import Foundation

/// Drift-free arithmetic for stepping a `Double` value by a decimal step.
///
/// Binary floating point cannot hold most decimal fractions, so `0.1 + 0.2` is
/// `0.30000000000000004`. A spin control that adds its step repeatedly would show and compare
/// such values. `DecimalStep` rounds every result to the larger number of decimal places of its
/// operands (read from Swift's shortest round-trip description, so `1e-05` has 5 places),
/// never keeping more than ``maximumSignificantDigits`` significant digits.
package enum DecimalStep {
  /// The most significant digits a rounded result keeps.
  package static let maximumSignificantDigits = 15

  /// The number of decimal places in the shortest round-trip description of `value`.
  ///
  /// `0.1` → 1, `2.50` → 1, `10` → 0, `1e-05` → 5, `1.5e-07` → 8, `1e+20` → 0.
  /// Not-a-number and infinities have 0 places.
  package static func decimalPlaces(of value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let text = value.magnitude.description
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts.first.map(String.init) ?? text
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    var fraction = ""
    if let dot = mantissa.firstIndex(of: ".") {
      fraction = String(mantissa[mantissa.index(after: dot)...])
    }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return max(0, fraction.count - exponent)
  }

  /// `value` rounded (half to even on exact binary ties) to `places` decimal places, keeping at
  /// most ``maximumSignificantDigits`` significant digits. Negative zero becomes zero.
  /// Not-a-number and infinities are returned unchanged.
  package static func round(_ value: Double, toPlaces places: Int) -> Double {
    guard value.isFinite, value != 0 else { return value.isNaN ? value : value + 0 }
    if value.magnitude >= 0x1p52 { return value }  // already an integer
    let integerDigits = Int(Foundation.floor(Foundation.log10(value.magnitude))) + 1
    let limit = max(0, maximumSignificantDigits - integerDigits)
    let kept = max(0, min(places, limit))
    // Already short enough: the shortest text that gives `value` back has no more places than
    // are kept, so rounding to `kept` places gives `value` again (and no text is formatted).
    if kept >= decimalPlaces(of: value) { return value + 0 }
    // No places: the nearest integer, ties to even, as `%.0f` rounds (glibc rounds the exact
    // binary value), without String(format:), whose first use costs a cold run.
    if kept == 0 { return value.rounded(.toNearestOrEven) + 0 }
    let text = String(format: "%.*f", kept, value)
    return (Double(text) ?? value) + 0
  }

  /// `value + step` without binary drift: `0.1 + 0.2 == 0.3`.
  ///
  /// If either operand is not a number the result is not a number; infinities follow IEEE 754
  /// (`inf + 1 == inf`, `inf + -inf` is not a number). A WinUI NumberBox never steps from an
  /// empty (NaN) value: see ``numberBoxStep(_:by:)``.
  package static func add(_ value: Double, _ step: Double) -> Double {
    let sum = value + step
    guard value.isFinite, step.isFinite else { return sum }
    return round(sum, toPlaces: max(decimalPlaces(of: value), decimalPlaces(of: step)))
  }

  /// What a WinUI NumberBox's spin buttons and arrow keys do to `value`.
  ///
  /// `NumberBox::StepValue` in microsoft-ui-xaml `controls/dev/NumberBox/NumberBox.cpp` adds
  /// the change only `if (!std::isnan(newVal))`: an empty NumberBox (Value NaN) stays empty, it
  /// does not start from 0 or from Minimum. Wrapping and clamping are left to the caller.
  package static func numberBoxStep(_ value: Double, by change: Double) -> Double {
    value.isNaN ? value : add(value, change)
  }

  /// `value` moved to the nearest `origin + k × step` (integer `k`), without binary drift.
  ///
  /// A value exactly half-way between two ticks goes to the upper tick (towards +∞), the
  /// comparison `gtk_spin_button_snap` makes in GNOME/gtk `gtk/gtkspinbutton.c`. The quotient
  /// is cleaned to 10 decimal places first, so `0.15` snaps to `0.2` with step `0.1`.
  /// A zero or non-finite step, or a non-finite value or origin, leaves `value` unchanged.
  package static func snap(_ value: Double, to step: Double, from origin: Double) -> Double {
    guard step != 0, step.isFinite, value.isFinite, origin.isFinite else { return value }
    let quotient = round((value - origin) / step, toPlaces: 10)
    let below = Foundation.floor(quotient)
    let above = Foundation.ceil(quotient)
    let ticks = quotient - below < above - quotient ? below : above
    let places = max(decimalPlaces(of: origin), decimalPlaces(of: step))
    return round(origin + ticks * step, toPlaces: places)
  }

  /// The shortest plain decimal text for `value`: `"0.3"`, `"10"`, `"-2.5"`, `"0.00001"`.
  ///
  /// No trailing `".0"`, no exponent, and negative zero shows as `"0"`. Not-a-number shows as
  /// `"NaN"` and infinities as `"∞"` and `"-∞"`.
  package static func displayString(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-∞" : "∞" }
    if value == 0 { return "0" }
    // Without an exponent, the shortest round-trip description is already the plain decimal
    // with as many places as it needs ("2.5", "10.0"): only a whole number's ".0" goes.
    let shortest = value.description
    if !shortest.utf8.contains(UInt8(ascii: "e")) {
      return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest
    }
    let places = decimalPlaces(of: value)
    // A whole number prints as the integer it is, as `%.0f` prints it; String(format:) is
    // left to fractions, its first use costing a cold run a fraction of a millisecond.
    if places == 0, value.magnitude < 0x1p63 { return String(Int64(value)) }
    return String(format: "%.*f", places, value)
  }
}
