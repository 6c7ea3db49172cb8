import ComponentModel
import Core

/// The checks every control with a range and a value makes of its settings (a slider, a
/// progress indicator): finite bounds in order and a number for the value, each refusal
/// naming the setting, with the control called `noun` ("a slider").
package enum RangeSettings {
  /// Refuses a minimum or maximum that is not finite, a maximum below the minimum, and a value
  /// that is not a number.
  package static func validate(
    minimum: Double, maximum: Double, value: Double, noun: String
  ) throws(ConfigurationError) {
    guard minimum.isFinite, maximum.isFinite else {
      throw ConfigurationError(
        field: "minimum", message: "\(noun)'s minimum and maximum must be finite numbers")
    }
    guard minimum <= maximum else {
      throw ConfigurationError(
        field: "maximum",
        message: "the maximum (\(DecimalStep.displayString(maximum))) is below "
          + "the minimum (\(DecimalStep.displayString(minimum)))")
    }
    guard value.isFinite else {
      throw ConfigurationError(field: "value", message: "\(noun)'s value must be a number")
    }
  }
}
