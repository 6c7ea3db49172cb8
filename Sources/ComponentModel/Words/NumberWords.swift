/// How a language says a whole number in words, as a table of words and the joints between them:
/// what ``TextTemplate`` puts for `{valueInWords}` ("Attendees set to two").
///
/// The words are app text, not a reader's, so they live here in ComponentModel, which
/// TextTemplate (app labels, hints, announcements) and ScreenReaders can both reach; a language
/// is one table (``english`` in `en/EnglishNumberWords.swift`), the arithmetic is shared.
package struct NumberWords: Sendable {
  /// The language the table is in.
  package var language: Language
  /// The words for 0 to 19, in order.
  package var ones: [String]
  /// The words for the tens, indexed by the tens digit; 0 and 1 unused ("" in English).
  package var tens: [String]
  /// What joins a tens word and a ones word ("-": "forty-two").
  package var tensJoiner: String
  /// The word after a count of hundreds ("hundred").
  package var hundred: String
  /// The word after a count of thousands ("thousand").
  package var thousand: String
  /// The word before a negative number ("minus").
  package var minus: String

  /// Creates a table.
  package init(
    _ language: Language, ones: [String], tens: [String], tensJoiner: String, hundred: String,
    thousand: String, minus: String
  ) {
    precondition(ones.count == 20 && tens.count == 10, "a number-word table has 20 ones, 10 tens")
    self.language = language
    self.ones = ones
    self.tens = tens
    self.tensJoiner = tensJoiner
    self.hundred = hundred
    self.thousand = thousand
    self.minus = minus
  }

  /// Words for a whole number between −999,999 and 999,999 ("two", "forty-two",
  /// "one thousand two hundred"); `nil` for anything else.
  package func words(_ number: Double) -> String? {
    guard number.isFinite, number == number.rounded(), abs(number) < 1_000_000 else { return nil }
    let whole = Int(number)
    if whole < 0 { return words(Double(-whole)).map { minus + " " + $0 } }
    if whole < 20 { return ones[whole] }
    if whole < 100 {
      return tens[whole / 10] + (whole % 10 == 0 ? "" : tensJoiner + ones[whole % 10])
    }
    if whole < 1000 {
      let rest = whole % 100
      return ones[whole / 100] + " " + hundred
        + (rest == 0 ? "" : " " + (words(Double(rest)) ?? ""))
    }
    let rest = whole % 1000
    return (words(Double(whole / 1000)) ?? "") + " " + thousand
      + (rest == 0 ? "" : " " + (words(Double(rest)) ?? ""))
  }
}
