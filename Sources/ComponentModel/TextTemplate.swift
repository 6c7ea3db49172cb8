/// Fills `{label}`, `{value}` and `{valueInWords}` in app-set labels, hints and announcements
/// ("Attendees set to {valueInWords}" → "Attendees set to two").
package enum TextTemplate {
  /// Replaces the placeholders. `value` is the value as shown; `number` the value itself.
  package static func fill(_ template: String, label: String?, value: String, number: Double)
    -> String
  {
    // Most templates are plain words: nothing to fill.
    guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
    return template.replacingOccurrences(of: "{label}", with: label ?? "")
      .replacingOccurrences(of: "{valueInWords}", with: words(number) ?? value)
      .replacingOccurrences(of: "{value}", with: value)
  }

  private static let ones = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]
  private static let tens = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
  ]

  /// English words for a whole number between −999,999 and 999,999 ("two", "forty-two",
  /// "one thousand two hundred"); `nil` for anything else.
  package static func words(_ number: Double) -> String? {
    guard number.isFinite, number == number.rounded(), abs(number) < 1_000_000 else { return nil }
    let whole = Int(number)
    if whole < 0 { return words(Double(-whole)).map { "minus " + $0 } }
    if whole < 20 { return ones[whole] }
    if whole < 100 {
      return tens[whole / 10] + (whole % 10 == 0 ? "" : "-" + ones[whole % 10])
    }
    if whole < 1000 {
      let rest = whole % 100
      return ones[whole / 100] + " hundred"
        + (rest == 0 ? "" : " " + (words(Double(rest)) ?? ""))
    }
    let rest = whole % 1000
    return (words(Double(whole / 1000)) ?? "") + " thousand"
      + (rest == 0 ? "" : " " + (words(Double(rest)) ?? ""))
  }
}
