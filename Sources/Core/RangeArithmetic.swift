/// Arithmetic on a range's settings that never traps and never overflows to infinity.
///
/// A component file may give any finite numbers, so `maximum - minimum` can exceed the largest
/// `Double` (−1.7e308…1.7e308 is 3.4e308 wide) and a product can overflow. These functions
/// halve both ends first when the width overflows, and turn a result into an `Int` only
/// after bounding it.
package enum RangeArithmetic {
  /// Where `value` lies in `minimum…maximum`, from 0 to 1: 0 for an empty or reversed range,
  /// for a value below the range or not a number; 1 above it.
  package static func fraction(of value: Double, from minimum: Double, to maximum: Double)
    -> Double
  {
    guard maximum > minimum, value > minimum else { return 0 }
    guard value < maximum else { return 1 }
    return Swift.min(1, Swift.max(0, ratio(of: value, from: minimum, to: maximum)))
  }

  /// `(value − minimum) / (maximum − minimum)`, not clamped (a value outside the range gives
  /// less than 0 or more than 1), computed by halves when a difference overflows; 0 for an
  /// empty or reversed range or when any of them is not a finite number.
  package static func ratio(of value: Double, from minimum: Double, to maximum: Double)
    -> Double
  {
    guard maximum > minimum, value.isFinite, minimum.isFinite, maximum.isFinite else {
      return 0
    }
    let width = maximum - minimum
    let offset = value - minimum
    if width.isFinite, offset.isFinite { return offset / width }
    return (value / 2 - minimum / 2) / (maximum / 2 - minimum / 2)
  }

  /// The width of `minimum…maximum` divided into `parts`, without overflow: 0 for an empty
  /// range or no parts (or not a number of parts), and at most the largest finite `Double`.
  package static func share(from minimum: Double, to maximum: Double, parts: Double) -> Double {
    guard maximum > minimum, parts > 0 else { return 0 }
    let width = maximum - minimum
    let piece =
      width.isFinite ? width / parts : (maximum / 2 - minimum / 2) / parts * 2
    if piece.isNaN { return 0 }
    return Swift.min(piece, .greatestFiniteMagnitude)
  }

  /// `value` rounded by `rule` as an `Int`, saturating at `Int.min` and `Int.max`; 0 for not a
  /// number.
  package static func saturatingInt(
    _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int {
    let rounded = value.rounded(rule)
    if rounded.isNaN { return 0 }
    if rounded >= 0x1p63 { return .max }
    if rounded < -0x1p63 { return .min }
    return Int(rounded)
  }

  /// Java's `(int)` cast of a `float` (JLS 5.1.3): the float towards zero, saturating at
  /// `Integer.MIN_VALUE` and `Integer.MAX_VALUE`; 0 for NaN.
  package static func javaIntOfFloat(_ value: Double) -> Int32 {
    let single = Float(value).rounded(.towardZero)
    if single.isNaN { return 0 }
    if single >= 0x1p31 { return .max }
    if single < -0x1p31 { return .min }
    return Int32(single)
  }
}
