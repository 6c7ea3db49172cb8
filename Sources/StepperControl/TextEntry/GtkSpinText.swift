import Controls
import Foundation

/// The text rules of a GTK 4 `GtkSpinButton`, as pure functions, reproducing GNOME/gtk
/// `gtk/gtkspinbutton.c` (the GTK 4 version, where the entry is a `GtkText` delegate).
///
/// Locale: en-US / C (`localeconv()` gives `.` as decimal point; the sign characters are `-`
/// and `+`, the fallbacks `gtk_spin_button_insert_text` uses when the locale's are empty).
package enum GtkSpinText {
  /// `GtkSpinButtonUpdatePolicy`.
  package enum UpdatePolicy: Sendable, Equatable {
    /// `GTK_UPDATE_ALWAYS` (the default): the parsed number is clamped into range and
    /// committed, even when the text did not parse cleanly.
    case always
    /// `GTK_UPDATE_IF_VALID`: text that fails to parse, or a value outside `lower...upper`,
    /// is ignored; the old value stays and its text is shown again.
    case ifValid
  }

  /// The adjustment and spin-button properties that decide what typed text does.
  package struct Configuration: Sendable, Equatable {
    /// The adjustment's `lower`.
    package var lower: Double
    /// The adjustment's `upper`.
    package var upper: Double
    /// The adjustment's `step-increment` (the snap tick when `snapToTicks`).
    package var stepIncrement: Double
    /// The adjustment's `page-size`; `gtk_adjustment_set_value` caps values at
    /// `upper - pageSize`. Spin buttons normally use 0.
    package var pageSize: Double
    /// `digits`: decimal places displayed (0...20).
    package var digits: Int
    /// `numeric`: whether typing is filtered to a number.
    package var numeric: Bool
    /// `snap-to-ticks`: whether committed values move to the nearest step from `lower`.
    package var snapToTicks: Bool
    /// `update-policy`.
    package var updatePolicy: UpdatePolicy

    /// A configuration; defaults follow GTK's property defaults.
    package init(
      lower: Double, upper: Double, stepIncrement: Double = 1, pageSize: Double = 0,
      digits: Int = 0, numeric: Bool = false, snapToTicks: Bool = false,
      updatePolicy: UpdatePolicy = .always
    ) {
      self.lower = lower
      self.upper = upper
      self.stepIncrement = stepIncrement
      self.pageSize = pageSize
      self.digits = digits
      self.numeric = numeric
      self.snapToTicks = snapToTicks
      self.updatePolicy = updatePolicy
    }
  }

  /// Why `numeric` filtering refused an insertion (`gtk_spin_button_insert_text`). GTK drops
  /// the whole inserted string when any check fails.
  package enum InsertionRejection: Sendable, Equatable {
    /// The text already has a sign and the insertion is at position 0, in front of it.
    case beforeExistingSign
    /// A sign that is not the first inserted character, not at position 0, or a second sign.
    case misplacedSign
    /// The insertion is after the decimal point and would leave more than `digits` fraction
    /// digits.
    case tooManyFractionDigits
    /// A decimal point while `digits` is 0, a second decimal point, or one that would leave
    /// more than `digits` characters after it.
    case decimalPointNotAllowed
    /// A character other than `0`-`9`, `-`, `+` and `.`.
    case invalidCharacter(Character)
  }

  /// The result of typing or pasting into the entry.
  package enum Insertion: Sendable, Equatable {
    /// The entry now shows `text`, caret at `caret` (in characters).
    case accepted(text: String, caret: Int)
    /// The entry is unchanged.
    case rejected(InsertionRejection)
  }

  /// What `gtk_spin_button_update` did with the text.
  package enum Disposition: Sendable, Equatable {
    /// The adjustment took a new value.
    case committed
    /// The value stayed, because the new one was within `1e-10` of it (`gtk_spin_button_set_value`'s
    /// `EPSILON`), was NaN, or was clamped back to the current value by the adjustment.
    case unchanged
    /// `GTK_UPDATE_IF_VALID` refused the text: it did not parse, or was out of range.
    case rejected
  }

  /// The outcome of committing typed text (Enter, focus-out or an arrow press all call
  /// `gtk_spin_button_update` first).
  package struct UpdateResult: Sendable, Equatable {
    /// The adjustment value afterwards.
    package var value: Double
    /// The entry text afterwards.
    package var text: String
    /// What happened.
    package var disposition: Disposition
  }

  /// `gtk_spin_button_format_for_value`: `"%0.*f"` with `digits`, then `weed_out_neg_zero`
  /// drops the minus sign of a negative zero (`-0.001` with 2 digits → `"0.00"`).
  package static func format(_ value: Double, digits: Int) -> String {
    let text = String(format: "%0.*f", digits, value)
    if text.hasPrefix("-") && text == String(format: "%0.*f", digits, -0.0) {
      return String(text.dropFirst())
    }
    return text
  }

  /// The `digits` that `gtk_spin_button_new_with_range` derives from `step`:
  /// 0 when `|step| >= 1`, otherwise `|floor(log10(|step|))|`, at most 20.
  package static func digits(forStep step: Double) -> Int {
    if step.magnitude >= 1 || step == 0 { return 0 }
    return min(20, abs(Int(Foundation.floor(Foundation.log10(step.magnitude)))))
  }

  /// `gtk_spin_button_insert_text`: inserting `newText` at character `position` of
  /// `existing`. When `numeric` is false everything is accepted.
  ///
  /// With `numeric`: only `0`-`9`, one leading `-`/`+` (inserted at position 0 as the first
  /// character, and only if the text has no sign yet) and one `.` (only if `digits > 0`), with
  /// at most `digits` characters after the point. Nothing may be inserted at position 0 once
  /// the text has a sign.
  package static func insert(
    _ newText: String, into existing: String, at position: Int, digits: Int, numeric: Bool
  ) -> Insertion {
    let current = Array(existing)
    let position = max(0, min(position, current.count))
    let inserted = Array(newText)
    if numeric {
      if let rejection = numericRejection(inserted, current, position, digits) {
        return .rejected(rejection)
      }
    }
    let result = current[..<position] + inserted + current[position...]
    return .accepted(text: String(result), caret: position + inserted.count)
  }

  /// Typing at the end of a numeric entry, one keystroke at a time, with the decisions of
  /// ``insert(_:into:at:digits:numeric:)`` at the end of the text, keeping only what they
  /// depend on (the sign, the decimal point, the length): each keystroke costs the same however
  /// long the text, where inserting into a copy of it made typing 20,000 digits take a minute.
  package struct NumericTyping: Sendable {
    /// The text so far.
    package private(set) var text = ""
    /// The `digits` of the spin button.
    package let digits: Int
    private var count = 0
    private var hasSign = false
    private var dot: Int?

    /// Starts with an empty entry.
    package init(digits: Int) { self.digits = digits }

    /// Types `character` at the end; returns why GTK refuses it, or `nil` when it is taken.
    package mutating func type(_ character: Character) -> InsertionRejection? {
      if let dot, digits - count + dot < 0 { return .tooManyFractionDigits }
      if character == "-" || character == "+" {
        if hasSign || count != 0 { return .misplacedSign }
        hasSign = true
      } else if character == "." {
        if digits <= 0 || dot != nil { return .decimalPointNotAllowed }
        dot = count
      } else if !("0"..."9").contains(character) {
        return .invalidCharacter(character)
      }
      text.append(character)
      count += 1
      return nil
    }
  }

  private static func numericRejection(
    _ inserted: [Character], _ current: [Character], _ position: Int, _ digits: Int
  ) -> InsertionRejection? {
    let isSign: (Character) -> Bool = { $0 == "-" || $0 == "+" }
    var hasSign = current.contains(where: isSign)
    if hasSign && position == 0 { return .beforeExistingSign }
    var dotPosition = current.firstIndex(of: ".")
    if let dot = dotPosition, position > dot,
      digits - current.count + dot - inserted.count + 1 < 0
    {
      return .tooManyFractionDigits
    }
    for (offset, character) in inserted.enumerated() {
      if isSign(character) {
        if hasSign || position != 0 || offset != 0 { return .misplacedSign }
        hasSign = true
      } else if character == "." {
        if digits == 0 || dotPosition != nil
          || inserted.count - 1 - offset + current.count - position > digits
        {
          return .decimalPointNotAllowed
        }
        dotPosition = position + offset
      } else if !("0"..."9").contains(character) {
        return .invalidCharacter(character)
      }
    }
    return nil
  }

  /// `gtk_spin_button_default_input`: the number in `text` and whether GTK calls it an error.
  ///
  /// `g_strtod` reads the longest number prefix (leading whitespace, sign, decimal or hex
  /// digits, exponent, `inf`/`infinity`/`nan`); empty text reads as 0 *without* error.
  /// If characters remain, GTK retries with Unicode decimal digits (an optional leading `-`
  /// then only `Nd` digits, so `"٤٢"` is 42); if that also fails it reports
  /// `GTK_INPUT_ERROR` but leaves the `g_strtod` prefix value in place: `"12abc"` gives 12
  /// with an error, `"abc"` gives 0 with an error.
  package static func parseInput(_ text: String) -> (value: Double, isError: Bool) {
    let (value, consumed) = strtod(text)
    let scalars = Array(text.unicodeScalars)
    if consumed == scalars.count { return (value, false) }
    var total: Int64 = 0
    var sign: Int64 = 1
    for (offset, scalar) in scalars.enumerated() {
      if offset == 0 && scalar == "-" {
        sign = -1
        continue
      }
      guard scalar.properties.numericType == .decimal,
        let digit = scalar.properties.numericValue
      else { return (value, true) }
      total = total &* 10 &+ Int64(digit)
    }
    return (Double(sign * total), false)
  }

  /// A C `strtod` in the C locale: the value of the longest numeric prefix of `text` and the
  /// number of Unicode scalars it used (0 and 0 when there is no number).
  package static func strtod(_ text: String) -> (value: Double, consumed: Int) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count, " \t\n\u{0B}\u{0C}\r".unicodeScalars.contains(scalars[index]) {
      index += 1
    }
    var negative = false
    if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" {
      negative = scalars[index] == "-"
      index += 1
    }
    let lowered = String(String.UnicodeScalarView(scalars[index...])).lowercased()
    let sign: Double = negative ? -1 : 1
    for (word, value) in [("infinity", Double.infinity), ("inf", .infinity), ("nan", .nan)]
    where lowered.hasPrefix(word) {
      return (sign * value, index + word.count)
    }
    if lowered.hasPrefix("0x"), let (value, length) = hexPrefix(Array(lowered.unicodeScalars)) {
      return (sign * value, index + length)
    }
    let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
    var end = index
    var mantissaDigits = 0
    while end < scalars.count, isDigit(scalars[end]) {
      end += 1
      mantissaDigits += 1
    }
    if end < scalars.count, scalars[end] == "." {
      end += 1
      while end < scalars.count, isDigit(scalars[end]) {
        end += 1
        mantissaDigits += 1
      }
    }
    guard mantissaDigits > 0 else { return (0, 0) }
    if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
      var exponentEnd = end + 1
      if exponentEnd < scalars.count, scalars[exponentEnd] == "-" || scalars[exponentEnd] == "+" {
        exponentEnd += 1
      }
      let exponentStart = exponentEnd
      while exponentEnd < scalars.count, isDigit(scalars[exponentEnd]) { exponentEnd += 1 }
      if exponentEnd > exponentStart { end = exponentEnd }
    }
    var literal = String(String.UnicodeScalarView(scalars[index..<end]))
    if literal.hasPrefix(".") { literal = "0" + literal }
    literal = literal.replacingOccurrences(of: ".e", with: ".0e")
    literal = literal.replacingOccurrences(of: ".E", with: ".0E")
    if literal.hasSuffix(".") { literal += "0" }
    return (sign * (Double(literal) ?? 0), end)
  }

  /// A hexadecimal `0x…` prefix (digits, optional fraction, optional `p` exponent) of
  /// lower-cased scalars, or `nil` when no hex digit follows `0x`.
  private static func hexPrefix(_ scalars: [Unicode.Scalar]) -> (Double, Int)? {
    let hexDigits = "0123456789abcdef".unicodeScalars
    var end = 2
    var digits = 0
    while end < scalars.count, hexDigits.contains(scalars[end]) {
      end += 1
      digits += 1
    }
    if end < scalars.count, scalars[end] == "." {
      end += 1
      while end < scalars.count, hexDigits.contains(scalars[end]) {
        end += 1
        digits += 1
      }
    }
    guard digits > 0 else { return nil }
    var literal = String(String.UnicodeScalarView(scalars[0..<end]))
    if end < scalars.count, scalars[end] == "p" {
      var exponentEnd = end + 1
      if exponentEnd < scalars.count, scalars[exponentEnd] == "-" || scalars[exponentEnd] == "+" {
        exponentEnd += 1
      }
      let exponentStart = exponentEnd
      while exponentEnd < scalars.count, ("0"..."9").contains(scalars[exponentEnd]) {
        exponentEnd += 1
      }
      if exponentEnd > exponentStart {
        literal = String(String.UnicodeScalarView(scalars[0..<exponentEnd]))
        end = exponentEnd
      }
    }
    if !literal.contains("p") { literal += "p0" }
    return Double(literal).map { ($0, end) }
  }

  /// `gtk_spin_button_snap`: `lower + k × step` with `k` the nearest integer to
  /// `(value - lower) / step`, ties going up (`tmp - floor(tmp) < ceil(tmp) - tmp` picks the
  /// floor, otherwise the ceiling). A zero step leaves the value. Plain binary arithmetic, as
  /// in GTK (see ``DecimalStep/snap(_:to:from:)`` for a drift-free version).
  package static func snap(_ value: Double, lower: Double, step: Double) -> Double {
    guard step != 0 else { return value }
    let ticks = (value - lower) / step
    let below = Foundation.floor(ticks)
    let above = Foundation.ceil(ticks)
    return lower + (ticks - below < above - ticks ? below : above) * step
  }

  /// `gtk_spin_button_update`: committing the entry `text` while the value is `current`.
  ///
  /// - `.always`: the parsed number (even after a parse error, see ``parseInput(_:)``) is
  ///   clamped to `lower...upper`.
  /// - `.ifValid`: a parse error or a value outside `lower...upper` keeps `current` and
  ///   re-displays it (`gtk_spin_button_value_changed` runs the output handler).
  /// - Then, with `snapToTicks`, the value is snapped (``snap(_:lower:step:)``).
  /// - `gtk_spin_button_set_value` changes nothing when the new value is within `1e-10` of
  ///   the current one (or NaN) but still re-displays it. Otherwise `gtk_adjustment_set_value`
  ///   clamps to `lower...upper - pageSize`; if that lands on the current value no signal is
  ///   emitted and the typed text stays in the entry.
  package static func update(
    text: String, current: Double, configuration: Configuration
  ) -> UpdateResult {
    let config = configuration
    var (value, isError) = parseInput(text)
    switch config.updatePolicy {
    case .always:
      if value < config.lower {
        value = config.lower
      } else if value > config.upper {
        value = config.upper
      }
    case .ifValid:
      if isError || value < config.lower || value > config.upper {
        return UpdateResult(
          value: current, text: format(current, digits: config.digits), disposition: .rejected)
      }
    }
    if config.snapToTicks {
      value = snap(value, lower: config.lower, step: config.stepIncrement)
    }
    guard (value - current).magnitude > 1e-10 else {
      return UpdateResult(
        value: current, text: format(current, digits: config.digits), disposition: .unchanged)
    }
    let adjusted = max(min(value, config.upper - config.pageSize), config.lower)
    if adjusted == current {
      return UpdateResult(value: current, text: text, disposition: .unchanged)
    }
    return UpdateResult(
      value: adjusted, text: format(adjusted, digits: config.digits), disposition: .committed)
  }
}
