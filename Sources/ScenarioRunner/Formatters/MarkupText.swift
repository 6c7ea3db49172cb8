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
}
