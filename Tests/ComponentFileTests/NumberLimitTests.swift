import Testing

@testable import ComponentFile

/// Numbers a stepper cannot work with are errors when the component loads, not a stepper that
/// claims to be "already at the maximum".
@Suite("Numbers a stepper cannot step")
struct NumberLimitTests {
  let ios = "\nplatforms: { ios: { variant: uikit } }"
  let windows = "\nplatforms: { windows: { variant: numberbox } }"

  @Test("A step too small to change the value")
  func tinyStep() {
    ComponentFileErrorTests.check(
      "value: 1\nstep: 5e-324" + ios, at(2, 1),
      "step on iOS (uikit): a step of 5e-324 cannot change a value of 1: numbers keep about 15 "
        + "significant digits; use a larger step or a smaller value")
  }

  @Test("A value too large for a step of 1 to change")
  func hugeValue() {
    ComponentFileErrorTests.check(
      "maximum: .inf\nvalue: 9223372036854775808" + ios, at(2, 1),
      "value on iOS (uikit): a step of 1 cannot change a value of 9.223372036854776e+18: numbers "
        + "keep about 15 significant digits; use a larger step or a smaller value")
  }

  @Test("A minimum of +∞ or a maximum of -∞")
  func infiniteBounds() {
    ComponentFileErrorTests.check(
      "minimum: .inf" + ios, at(1, 1), "minimum on iOS (uikit): must be a number or -∞, not +∞")
    ComponentFileErrorTests.check(
      "maximum: -.inf" + ios, at(1, 1), "maximum on iOS (uikit): must be a number or +∞, not -∞")
  }

  @Test("A currency code that is not three letters")
  func currency() {
    ComponentFileErrorTests.check(
      "numberFormatter: { currency: \"E\\0R\" }" + windows, at(1, 30),
      "expected a three-letter ISO 4217 code for 'numberFormatter.currency' (EUR, USD, JPY, …), "
        + "found the string \"E\\u{0}R\"")
    ComponentFileErrorTests.check(
      "numberFormatter: { currency: euro }" + windows, at(1, 30),
      "expected a three-letter ISO 4217 code for 'numberFormatter.currency' (EUR, USD, JPY, …), "
        + "found 'euro'")
  }
}
