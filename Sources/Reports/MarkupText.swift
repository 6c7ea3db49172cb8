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

  /// Appends `text`'s UTF-8 to `out`, copied as one block rather than byte by byte.
  package static func append(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { out.append(contentsOf: $0) }
  }

  /// How ``write(_:as:to:)`` escapes text.
  package enum Escaping {
    /// As ``escape(_:)``.
    case content
    /// As ``attribute(_:)``.
    case attribute
    /// As ``html(_:)``.
    case html
  }

  /// Appends `text` to `out` escaped as `escaping` says: the same bytes as the function it
  /// names gives, in one pass over the UTF-8, with no string of its own.
  package static func write(_ text: String, as escaping: Escaping, to out: inout [UInt8]) {
    if isPlain(text, keepingBreaks: escaping != .attribute) {
      append(text, to: &out)
      return
    }
    var text = text
    text.withUTF8 { bytes in
      let count = bytes.count
      var index = 0
      while index < count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          if escaping == .attribute {
            out.append(contentsOf: "&#10;".utf8)
          } else {
            out.append(UInt8(ascii: "\n"))
          }
        case UInt8(ascii: "\t"):
          if escaping == .attribute {
            out.append(contentsOf: "&#9;".utf8)
          } else {
            out.append(byte)
          }
        case 0..<0x20, 0x7F:
          break
        // U+0080–U+009F.
        case 0xC2 where index + 1 < count && (0x80...0x9F).contains(bytes[index + 1]):
          index += 1
        // U+FFFE, U+FFFF.
        case 0xEF
        where index + 2 < count && bytes[index + 1] == 0xBF
          && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
          index += 2
        // U+061C.
        case 0xD8 where escaping == .html && index + 1 < count && bytes[index + 1] == 0x9C:
          out.append(contentsOf: "\\u{61C}".utf8)
          index += 1
        // U+200E, U+200F, U+202A–U+202E, U+2066–U+2069.
        case 0xE2 where escaping == .html && index + 2 < count:
          let second = bytes[index + 1]
          let third = bytes[index + 2]
          let isBidi =
            (second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third)))
            || (second == 0x81 && (0xA6...0xA9).contains(third))
          if isBidi {
            let value = 0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
            out.append(contentsOf: "\\u{".utf8)
            out.append(contentsOf: String(value, radix: 16, uppercase: true).utf8)
            out.append(UInt8(ascii: "}"))
            index += 2
          } else {
            out.append(byte)
          }
        default:
          out.append(byte)
        }
        index += 1
      }
    }
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
