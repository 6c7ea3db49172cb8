import Core

/// Reading and writing durations in the interaction language: `3s`, `1.5s`, `500ms`.
package enum InteractionDuration {
  /// Units accepted after a number, with their length in milliseconds.
  static let units: [(names: [String], milliseconds: Double)] = [
    (["ms", "millisecond", "milliseconds"], 1),
    (["s", "sec", "secs", "second", "seconds"], 1000),
  ]

  /// Reads `3s`, `1.5s`, `500ms`, `2 seconds` (the unit may be a separate word, given as
  /// `unit`). Returns `nil` when the text is not a duration. A duration too long for `Int`
  /// milliseconds saturates; ``SimulatedDuration/maximum`` is the longest one to accept.
  package static func parse(_ text: String, unit: String? = nil) -> SimulatedDuration? {
    var number = Substring(text)
    var unitText = unit ?? ""
    if unit == nil {
      let digitsEnd = text.firstIndex { !($0.isNumber || $0 == ".") } ?? text.endIndex
      number = text[..<digitsEnd]
      unitText = String(text[digitsEnd...])
    }
    guard let amount = Double(number), amount >= 0, amount.isFinite,
      let scale = units.first(where: { $0.names.contains(unitText.lowercased()) })?.milliseconds
    else { return nil }
    // Too long for the clock: the longest duration there is, which callers refuse (see
    // `SimulatedDuration.maximum`).
    let milliseconds = (amount * scale).rounded()
    return SimulatedDuration(milliseconds: milliseconds < 0x1p63 ? Int(milliseconds) : .max)
  }

  /// Writes a duration the shortest way: `3s`, `1.5s`, `250ms`.
  package static func format(_ duration: SimulatedDuration) -> String {
    let ms = duration.milliseconds
    if ms % 1000 == 0 { return "\(ms / 1000)s" }
    if ms % 100 == 0 { return "\(Double(ms) / 1000)s" }
    return "\(ms)ms"
  }
}

/// Quoting text in the interaction language: double quotes with `\"`, `\\` and `\n` escapes.
package enum QuotedText {
  /// Quotes `text` so that the language reads it back unchanged.
  ///
  /// It escapes scalar by scalar, as the tokenizer reads: a backslash or quote followed by a
  /// combining mark is one `Character` but still needs its escape.
  package static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
