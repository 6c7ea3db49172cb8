import Foundation
import TextFiles

/// Text made safe for the HTML and JUnit XML reports.
package enum MarkupText {
  /// Escapes `text` for element content and double-quoted attributes in HTML and XML 1.0,
  /// dropping the control characters neither allows (CR becomes LF).
  package static func escape(_ text: String) -> String {
    if isPlain(text, keepingBreaks: true) { return text }
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
  package static func html(_ text: String) -> String {
    // Plain ASCII holds no bidirectional control either.
    if isPlain(text, keepingBreaks: true) { return text }
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
  package static func attribute(_ text: String) -> String {
    if isPlain(text, keepingBreaks: false) { return text }
    return escape(text).replacingOccurrences(of: "\n", with: "&#10;")
      .replacingOccurrences(of: "\t", with: "&#9;")
  }

  /// Whether every escape here gives `text` back as it is: printable ASCII with nothing to
  /// escape, plus line feeds and tabs if `keepingBreaks`. Most names, steps and speech are, and
  /// the reports skip building a copy of them.
  static func isPlain(_ text: String, keepingBreaks: Bool) -> Bool {
    func plain(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
        UInt8(ascii: "'"):
        false
      case 0x20..<0x7F: true
      case UInt8(ascii: "\n"), UInt8(ascii: "\t"): keepingBreaks
      default: false
      }
    }
    if let result = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(plain) }) {
      return result
    }
    return text.utf8.allSatisfy(plain)
  }

  /// Appends `text` to `out` as ``escape(_:)`` would give it.
  static func writeEscaped(_ text: String, to out: inout [UInt8]) {
    out.append(contentsOf: (isPlain(text, keepingBreaks: true) ? text : escape(text)).utf8)
  }

  /// Appends `text` to `out` as ``attribute(_:)`` would give it.
  static func writeAttribute(_ text: String, to out: inout [UInt8]) {
    out.append(contentsOf: (isPlain(text, keepingBreaks: false) ? text : attribute(text)).utf8)
  }

  /// `value` seconds with three decimals, as `String(format: "%.3f", value)` writes them,
  /// without formatting through Foundation for every test case.
  package static func seconds(_ value: Double) -> String {
    // The scaled value is within a millionth of the exact one; only a value that close to a
    // half-millisecond, or out of range, needs printf's exact rounding.
    guard value.isFinite, value.sign == .plus, value < 1e6 else {
      return String(format: "%.3f", value)
    }
    let scaled = value * 1000
    let whole = scaled.rounded(.down)
    let fraction = scaled - whole
    guard abs(fraction - 0.5) > 1e-6 else { return String(format: "%.3f", value) }
    let milliseconds = Int(whole) + (fraction > 0.5 ? 1 : 0)
    let thousandths = milliseconds % 1000
    let padding = thousandths < 10 ? "00" : thousandths < 100 ? "0" : ""
    return "\(milliseconds / 1000).\(padding)\(thousandths)"
  }
}
