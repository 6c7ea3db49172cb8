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
    withUTF8(text) { bytes in
      escapeRuns(bytes, as: escaping) { out.append(contentsOf: $0) }
    }
  }

  /// Runs `body` on `text`'s UTF-8, without a copy when the string is stored as UTF-8.
  @inline(__always)
  static func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if text.utf8.withContiguousStorageIfAvailable(body) == nil {
      var text = text
      text.withUTF8(body)
    }
  }

  /// Hands `body`, in order, the pieces of `bytes` escaped as `escaping` says: runs of bytes
  /// that stay as they are (a plain text is one run), and what replaces each byte that does
  /// not. The one place the escaping rules are, for ``write(_:as:to:)`` and ``MarkupBytes``.
  @inline(__always)
  static func escapeRuns(
    _ bytes: UnsafeBufferPointer<UInt8>, as escaping: Escaping,
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let count = bytes.count
    guard let base = bytes.baseAddress, count > 0 else { return }
    /// Hands on a literal.
    func emit(_ text: StaticString) {
      body(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
    var runStart = 0
    var index = 0
    /// Hands on the run before `index`, then the next run starts after the `skipped` bytes.
    func endRun(skipping skipped: Int) {
      if index > runStart {
        body(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
      }
      runStart = index + skipped
    }
    while index < count {
      let byte = base[index]
      // Printable ASCII other than the five escaped characters, the usual byte, stays.
      if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
        && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
      {
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "&"):
        endRun(skipping: 1)
        emit("&amp;")
      case UInt8(ascii: "<"):
        endRun(skipping: 1)
        emit("&lt;")
      case UInt8(ascii: ">"):
        endRun(skipping: 1)
        emit("&gt;")
      case UInt8(ascii: "\""):
        endRun(skipping: 1)
        emit("&quot;")
      case UInt8(ascii: "'"):
        endRun(skipping: 1)
        emit("&#39;")
      case UInt8(ascii: "\n"):
        if escaping == .attribute {
          endRun(skipping: 1)
          emit("&#10;")
        }
      case UInt8(ascii: "\r"):
        endRun(skipping: 1)
        if escaping == .attribute { emit("&#10;") } else { emit("\n") }
      case UInt8(ascii: "\t"):
        if escaping == .attribute {
          endRun(skipping: 1)
          emit("&#9;")
        }
      case 0..<0x20, 0x7F:
        endRun(skipping: 1)
      // U+0080–U+009F.
      case 0xC2 where index + 1 < count && (0x80...0x9F).contains(base[index + 1]):
        endRun(skipping: 2)
        index += 1
      // U+FFFE, U+FFFF.
      case 0xEF
      where index + 2 < count && base[index + 1] == 0xBF
        && (base[index + 2] == 0xBE || base[index + 2] == 0xBF):
        endRun(skipping: 3)
        index += 2
      // U+061C.
      case 0xD8 where escaping == .html && index + 1 < count && base[index + 1] == 0x9C:
        endRun(skipping: 2)
        emit("\\u{61C}")
        index += 1
      // U+200E, U+200F, U+202A–U+202E, U+2066–U+2069.
      case 0xE2 where escaping == .html && index + 2 < count:
        let second = base[index + 1]
        let third = base[index + 2]
        let isBidi =
          (second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third)))
          || (second == 0x81 && (0xA6...0xA9).contains(third))
        if isBidi {
          endRun(skipping: 3)
          // `\u{20XX}`: the scalar's four hexadecimal digits, upper case.
          let value = 0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
          let digits: StaticString = "0123456789ABCDEF"
          withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { text in
            let hex = digits.utf8Start
            text[0] = UInt8(ascii: "\\")
            text[1] = UInt8(ascii: "u")
            text[2] = UInt8(ascii: "{")
            text[3] = hex[Int(value >> 12 & 0xF)]
            text[4] = hex[Int(value >> 8 & 0xF)]
            text[5] = hex[Int(value >> 4 & 0xF)]
            text[6] = hex[Int(value & 0xF)]
            text[7] = UInt8(ascii: "}")
            body(UnsafeBufferPointer(text))
          }
          index += 2
        }
      default:
        break
      }
      index += 1
    }
    endRun(skipping: 0)
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

/// A growing run of bytes that a report renders into: appending a few bytes is a bounds check
/// and a copy, where appending them to an `[UInt8]` goes through its generic sequence path, and
/// the HTML report appends a few bytes a million times a run. Reused from one test case to the
/// next (``removeAll()``).
package final class MarkupBytes {
  /// Where the bytes are, how many there are and how many fit.
  private struct State {
    var base: UnsafeMutablePointer<UInt8>
    var count: Int
    var capacity: Int
  }

  /// The state is behind a pointer that never changes, so that writing a few bytes does not
  /// pay for the dynamic exclusivity checks of a class's stored variables.
  private let state: UnsafeMutablePointer<State>

  /// An empty buffer.
  package init(capacity: Int = 1 << 12) {
    let capacity = max(16, capacity)
    state = .allocate(capacity: 1)
    state.initialize(to: State(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
  }

  deinit {
    state.pointee.base.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// How many bytes it holds.
  package var count: Int { state.pointee.count }

  /// The bytes it holds, valid until it next changes.
  package var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: state.pointee.base, count: state.pointee.count)
  }

  /// Its bytes as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Forgets every byte, keeping the memory.
  package func removeAll() { state.pointee.count = 0 }

  /// Makes room for `more` bytes after the ones it holds; returns where they go.
  @inline(__always)
  private func reserve(_ more: Int) -> UnsafeMutablePointer<UInt8> {
    if state.pointee.capacity - state.pointee.count < more { grow(state.pointee.count + more) }
    return state.pointee.base + state.pointee.count
  }

  private func grow(_ needed: Int) {
    var newCapacity = state.pointee.capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let new = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    new.update(from: state.pointee.base, count: state.pointee.count)
    state.pointee.base.deallocate()
    state.pointee.base = new
    state.pointee.capacity = newCapacity
  }

  /// Appends `bytes`.
  @inline(__always)
  package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    reserve(bytes.count).update(from: source, count: bytes.count)
    state.pointee.count += bytes.count
  }

  /// Appends one byte.
  @inline(__always)
  package func append(_ byte: UInt8) {
    reserve(1).pointee = byte
    state.pointee.count += 1
  }

  /// Appends `text`'s UTF-8 as it is.
  @inline(__always)
  package func append(_ text: String) {
    MarkupText.withUTF8(text) { append($0) }
  }

  /// Appends `bytes`.
  package func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends `value` in decimal, as `String(value)` writes it.
  package func append(decimal value: Int) {
    // A sign and at most 19 digits.
    var next = reserve(20)
    var magnitude = value.magnitude
    if value < 0 {
      next.pointee = UInt8(ascii: "-")
      next += 1
    }
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    var position = digits
    repeat {
      position -= 1
      next[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    state.pointee.count = next + digits - state.pointee.base
  }

  /// Appends `text` escaped as `escaping` says (see ``MarkupText/write(_:as:to:)``).
  @inline(__always)
  package func append(_ text: String, escaping: MarkupText.Escaping) {
    MarkupText.withUTF8(text) { source in
      MarkupText.escapeRuns(source, as: escaping) { append($0) }
    }
  }

  /// Appends `bytes` escaped as `escaping` says.
  package func append(_ bytes: UnsafeBufferPointer<UInt8>, escaping: MarkupText.Escaping) {
    MarkupText.escapeRuns(bytes, as: escaping) { append($0) }
  }
}
