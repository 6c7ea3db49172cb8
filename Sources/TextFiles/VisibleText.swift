import Foundation

/// Text from the user's files shown safely: control characters a terminal or log viewer would
/// obey (escape sequences, carriage returns, bidirectional overrides) become visible escapes,
/// and errors quote at most a short excerpt of what they found.
package enum VisibleText {
  /// `text` with every control character but line feed and tab shown as `\u{1B}`, so text from
  /// a feature or component file can never move the cursor, retitle the terminal or hide what
  /// follows it.
  package static func escapingControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The first line of `text`, trimmed, cut to `limit` characters (with `…`), with control
  /// characters escaped: what an error may quote of a file it could not use, so a feature that
  /// names `/etc/passwd` as its component cannot copy the file into a report.
  package static func excerpt(_ text: String, limit: Int = 40) -> String {
    let firstLine =
      text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first
      .map(String.init) ?? ""
    let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
    let more = trimmed.count > limit || firstLine.count < text.count
    return escapingControls(String(trimmed.prefix(limit))) + (more ? "…" : "")
  }

  /// C0 and C1 controls (but line feed and tab), DEL, and the bidirectional embedding,
  /// override and isolate characters.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: isBidiControl(scalar)
    }
  }

  /// The bidirectional embedding, override and isolate characters and the directional marks
  /// (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C): invisible, yet they reorder the
  /// text around them, so a name could show one word and mean another.
  package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }
}
