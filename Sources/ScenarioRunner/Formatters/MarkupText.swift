import TextFiles

/// Text made safe for the HTML and JUnit XML reports.
enum MarkupText {
  /// Escapes `text` for element content and double-quoted attributes in HTML and XML 1.0,
  /// dropping the control characters neither allows (CR becomes LF).
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case "\r": out += "\n"
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
          continue
        }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Escapes `text` for the HTML report (see ``escape(_:)``), with the bidirectional controls
  /// shown as `\u{202E}`, as the console shows them: the page can never show a name or speech
  /// reordered into something it does not say.
  static func html(_ text: String) -> String {
    let escaped = escape(text)
    guard escaped.unicodeScalars.contains(where: VisibleText.isBidiControl) else { return escaped }
    var out = ""
    out.unicodeScalars.reserveCapacity(escaped.unicodeScalars.count)
    for scalar in escaped.unicodeScalars {
      if VisibleText.isBidiControl(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Escapes `text` for a double-quoted attribute value, where XML parsers turn a literal line
  /// break or tab into a space: they are written as character references, so a multi-line
  /// message (expected and heard) keeps its lines.
  static func attribute(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "\n", with: "&#10;")
      .replacingOccurrences(of: "\t", with: "&#9;")
  }
}
