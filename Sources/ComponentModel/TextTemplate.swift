/// Fills `{label}`, `{value}` and `{valueInWords}` in app-set labels, hints and announcements
/// ("Attendees set to {valueInWords}" → "Attendees set to two").
package enum TextTemplate {
  /// Replaces the placeholders. `value` is the value as shown; `number` the value itself, put in
  /// words from `numberWords` for `{valueInWords}` (English unless given).
  package static func fill(
    _ template: String, label: String?, value: String, number: Double,
    numberWords: NumberWords = .english
  ) -> String {
    // Most templates are plain words: nothing to fill.
    guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
    return template.replacingOccurrences(of: "{label}", with: label ?? "")
      .replacingOccurrences(of: "{valueInWords}", with: numberWords.words(number) ?? value)
      .replacingOccurrences(of: "{value}", with: value)
  }

  /// Words for a whole number between −999,999 and 999,999 from `numberWords` (English unless
  /// given: "two", "forty-two", "one thousand two hundred"); `nil` for anything else.
  package static func words(_ number: Double, in numberWords: NumberWords = .english) -> String? {
    numberWords.words(number)
  }
}
