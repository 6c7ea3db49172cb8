/// True for the characters Python's `str.isspace` accepts, which is what cucumber's reference
/// parser trims (NBSP and the other Unicode spaces included).
@inline(__always)
func isGherkinWhitespace(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  if value <= 0x20 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) || value >= 0x1C }
  if value < 0x85 { return false }
  switch value {
  case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
  default: return false
  }
}

/// `isGherkinWhitespace` for an ASCII byte.
@inline(__always)
func isGherkinWhitespace(ascii byte: UInt8) -> Bool {
  byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || (byte >= 0x1C && byte <= 0x1F)
}

/// True for the bytes that continue a UTF-8 sequence (never the first byte of a scalar).
@inline(__always)
func isUTF8Continuation(_ byte: UInt8) -> Bool {
  byte & 0xC0 == 0x80
}

/// The UTF-8 bytes of one source, in storage of its own (so that lines can point into it for
/// as long as it lives), for a scanner made from a String.
final class SourceBytes: @unchecked Sendable {
  let bytes: UnsafeBufferPointer<UInt8>

  init(_ source: String) {
    var text = source
    bytes = text.withUTF8 { utf8 in
      let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, utf8.count))
      if let base = utf8.baseAddress, let target = copy.baseAddress {
        target.initialize(from: base, count: utf8.count)
      }
      return UnsafeBufferPointer(start: copy.baseAddress, count: utf8.count)
    }
  }

  deinit { UnsafeMutableBufferPointer(mutating: bytes).deallocate() }
}

/// Reads the source's UTF-8 bytes: the source came from a `String`, so every run of bytes the
/// scanner cuts (at ASCII delimiters and whole scalars) is valid UTF-8.
extension UnsafeBufferPointer<UInt8> {
  /// The number of bytes of the whitespace scalar starting at `index` (before `end`), or 0.
  @inline(__always)
  func whitespaceLength(at index: Int, end: Int) -> Int {
    let byte = self[index]
    if byte < 0x80 { return isGherkinWhitespace(ascii: byte) ? 1 : 0 }
    return nonASCIIWhitespaceLength(at: index, end: end)
  }

  /// `whitespaceLength` for a scalar that starts with a byte of 0x80 or more: U+0085, U+00A0,
  /// U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F and U+3000.
  func nonASCIIWhitespaceLength(at index: Int, end: Int) -> Int {
    let lead = self[index]
    switch lead {
    case 0xC2:
      guard index + 1 < end else { return 0 }
      let next = self[index + 1]
      return next == 0x85 || next == 0xA0 ? 2 : 0
    case 0xE1, 0xE2, 0xE3:
      guard index + 2 < end else { return 0 }
      let second = self[index + 1]
      let third = self[index + 2]
      switch lead {
      case 0xE1: return second == 0x9A && third == 0x80 ? 3 : 0
      case 0xE3: return second == 0x80 && third == 0x80 ? 3 : 0
      default:
        if second == 0x80 {
          return third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0
        }
        return second == 0x81 && third == 0x9F ? 3 : 0
      }
    default:
      return 0
    }
  }

  /// The number of bytes of the whitespace scalar that ends just before `index` (and starts
  /// at or after `start`), or 0.
  @inline(__always)
  func whitespaceLength(before index: Int, start: Int) -> Int {
    let byte = self[index - 1]
    if byte < 0x80 { return isGherkinWhitespace(ascii: byte) ? 1 : 0 }
    var lead = index - 1
    while lead > start, isUTF8Continuation(self[lead]) { lead -= 1 }
    let length = nonASCIIWhitespaceLength(at: lead, end: index)
    return length == index - lead ? length : 0
  }

  /// `from` moved forward over whitespace, up to `to`.
  @inline(__always)
  func skipWhitespace(from: Int, to: Int) -> Int {
    var index = from
    while index < to {
      let length = whitespaceLength(at: index, end: to)
      if length == 0 { break }
      index += length
    }
    return index
  }

  /// `to` moved back over whitespace, down to `from`.
  @inline(__always)
  func trimWhitespace(from: Int, to: Int) -> Int {
    var index = to
    while index > from {
      let length = whitespaceLength(before: index, start: from)
      if length == 0 { break }
      index -= length
    }
    return index
  }

  /// The number of Unicode scalars in `from..<to`.
  @inline(__always)
  func scalarCount(from: Int, to: Int) -> Int {
    var count = 0
    var index = from
    while index < to {
      if !isUTF8Continuation(self[index]) { count += 1 }
      index += 1
    }
    return count
  }

  /// True when the bytes at `index` (before `end`) are `prefix`.
  @inline(__always)
  func hasPrefix(_ prefix: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
    let length = prefix.count
    if end - index < length { return false }
    var offset = 0
    while offset < length {
      if self[index + offset] != prefix[offset] { return false }
      offset += 1
    }
    return true
  }

  /// The bytes `from..<to` as a String.
  @inline(__always)
  func string(from: Int, to: Int) -> String {
    if from >= to { return "" }
    return String(decoding: UnsafeBufferPointer(rebasing: self[from..<to]), as: UTF8.self)
  }
}

/// One line of the source, as a range of the document's UTF-8 bytes (without its `\n`).
///
/// A plain value with no reference count: `bytes` points into the scanner's storage, so a
/// line is only valid while the scanner that made it (and so the parse) is alive. Tokens keep
/// their line for matching; the AST keeps only the strings cut from it. Offsets count bytes;
/// columns (`indent` and the ones matchers report) count Unicode scalars.
///
/// Kept small (a pointer and four offsets; the line number is the token's): tokens hold their
/// line and are copied on every match, and a token of at most 128 bytes is copied inline
/// rather than by a call to `memcpy`.
struct SourceLine: @unchecked Sendable {
  /// The document's first byte (owned by the scanner, not copied).
  private let base: UnsafePointer<UInt8>
  /// The first byte of the line.
  let start: Int
  /// One past the last byte of the line, before the `\n`.
  let end: Int
  /// The first byte that is not whitespace (or `end`).
  let trimmedStart: Int
  /// The number of leading whitespace scalars.
  let indent: Int

  /// The document's bytes up to the end of this line.
  @inline(__always)
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: end) }

  /// The line `start..<end` of `bytes` (which holds at least one byte: there is a line).
  init(bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
    base = bytes.baseAddress.unsafelyUnwrapped
    self.start = start
    self.end = end
    var index = start
    // Runs of spaces, eight bytes at a time (the usual indent).
    if let base = bytes.baseAddress {
      while index + 8 <= end {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let other = word ^ 0x2020_2020_2020_2020
        if other != 0 {
          index += other.trailingZeroBitCount >> 3
          break
        }
        index += 8
      }
    }
    var scalars = index - start
    while index < end {
      let byte = bytes[index]
      if byte < 0x80 {
        guard isGherkinWhitespace(ascii: byte) else { break }
        index += 1
      } else {
        let length = bytes.nonASCIIWhitespaceLength(at: index, end: end)
        guard length > 0 else { break }
        index += length
      }
      scalars += 1
    }
    trimmedStart = index
    indent = scalars
  }

  /// True when the line holds only whitespace.
  var isEmpty: Bool { trimmedStart == end }

  /// The end of the line without trailing whitespace.
  var trimmedEnd: Int { bytes.trimWhitespace(from: trimmedStart, to: end) }

  /// True when the text after the indent starts with `prefix`.
  @inline(__always)
  func startsWith(_ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.hasPrefix(prefix, at: trimmedStart, end: end)
  }

  /// True when the text after the indent starts with the ASCII character `byte`.
  @inline(__always)
  func startsWith(_ byte: UInt8) -> Bool {
    trimmedStart < end && bytes[trimmedStart] == byte
  }

  /// The first byte after the indent, or nil for a blank line.
  @inline(__always)
  var firstByte: UInt8? { trimmedStart < end ? bytes[trimmedStart] : nil }

  /// The text after the indent and `length` more bytes, trimmed at both ends.
  func restTrimmed(after length: Int) -> String {
    let range = restTrimmedRange(after: length)
    return bytes.string(from: range.start, to: range.end)
  }

  /// The bytes of `restTrimmed(after:)`.
  @inline(__always)
  func restTrimmedRange(after length: Int) -> (start: Int, end: Int) {
    var from = trimmedStart + length
    if from > end { from = end }
    from = bytes.skipWhitespace(from: from, to: end)
    return (from, bytes.trimWhitespace(from: from, to: end))
  }

  /// The line without `indentToRemove` leading scalars; when the line is indented less (or
  /// `indentToRemove` is negative), without all of its indent. Trailing `\r`s are dropped.
  func text(removingIndent indentToRemove: Int) -> String {
    let range = textRange(removingIndent: indentToRemove)
    return bytes.string(from: range.start, to: range.end)
  }

  /// The bytes of `text(removingIndent:)`.
  func textRange(removingIndent indentToRemove: Int) -> (start: Int, end: Int) {
    let from: Int
    if indentToRemove < 0 || indentToRemove > indent {
      from = trimmedStart
    } else if trimmedStart - start == indent {
      // An ASCII indent: one byte per scalar.
      from = start + indentToRemove
    } else {
      var index = start
      for _ in 0..<indentToRemove { index += bytes.whitespaceLength(at: index, end: end) }
      from = index
    }
    return (from, max(from, endWithoutCR))
  }

  /// The whole line without trailing `\r`s.
  var rawText: String { bytes.string(from: start, to: endWithoutCR) }

  /// The text after the indent, trimmed at both ends.
  var trimmedText: String { bytes.string(from: trimmedStart, to: trimmedEnd) }

  /// `end`, moved back over trailing carriage returns.
  var endWithoutCR: Int {
    var index = end
    while index > start, bytes[index - 1] == UInt8(ascii: "\r") { index -= 1 }
    return index
  }

  /// The 1-based column of the byte at `index` (the scalars before it, plus one).
  @inline(__always)
  func column(of index: Int) -> Int {
    indent + bytes.scalarCount(from: trimmedStart, to: index) + 1
  }

  /// The table cells between pipes, unescaped (`\|`, `\\`, `\n`), trimmed of whitespace other
  /// than newlines, with their columns. Text before the first and after the last pipe is
  /// ignored.
  var tableCells: [TokenItem] {
    tableCells { column, text in TokenItem(column: column, text: text) }
  }

  /// The table cells, each made by `make` from its column and unescaped text.
  @inline(__always)
  func tableCells<Cell>(_ make: (_ column: Int, _ text: String) -> Cell) -> [Cell] {
    var cells: [Cell] = []
    let rowEnd = trimmedEnd
    var index = trimmedStart
    // The byte after the last unescaped pipe, or -1 before the first pipe.
    var cellStart = -1
    var escaped = false
    while index < rowEnd {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        escaped = true
        index += 2
        continue
      }
      if byte == UInt8(ascii: "|") {
        if cellStart >= 0 {
          if cells.isEmpty { cells.reserveCapacity(8) }
          let cell = cellText(from: cellStart, to: index, escaped: escaped)
          cells.append(make(cell.column, cell.text))
        }
        cellStart = index + 1
        escaped = false
      }
      index += 1
    }
    return cells
  }

  /// The cell between `from` and `to` (raw bytes, escapes included): trimming the raw text
  /// first gives the same result as trimming the unescaped one, because an escape never
  /// yields leading whitespace and a trailing escaped whitespace leaves its backslash either
  /// way.
  private func cellText(from: Int, to: Int, escaped: Bool) -> (column: Int, text: String) {
    let first = bytes.skipWhitespace(from: from, to: to)
    let last = bytes.trimWhitespace(from: first, to: to)
    let column = column(of: first)
    guard escaped else { return (column, bytes.string(from: first, to: last)) }
    var cell: [UInt8] = []
    cell.reserveCapacity(last - first)
    var index = first
    while index < last {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        cell.append(byte)
        continue
      }
      guard index < last else {
        cell.append(byte)
        break
      }
      let next = bytes[index]
      index += 1
      if next == UInt8(ascii: "n") {
        cell.append(UInt8(ascii: "\n"))
      } else {
        if next != UInt8(ascii: "|") && next != UInt8(ascii: "\\") { cell.append(byte) }
        cell.append(next)
      }
    }
    return (column, String(decoding: cell, as: UTF8.self))
  }
}

/// Splits a source into lines on `\n` only (a `\r` before it stays in the line, and a final
/// newline does not start a new line). A leading byte order mark is skipped.
///
/// The lines it returns point into its storage: keep the scanner alive while they are used.
struct TokenScanner: @unchecked Sendable {
  /// The copy of the source, for a scanner made from a String (nil when it borrows).
  private let storage: SourceBytes?
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var lineNumber = 0

  /// Prepares to scan a copy of `source`.
  init(_ source: String) {
    let storage = SourceBytes(source)
    self.storage = storage
    bytes = TokenScanner.withoutByteOrderMark(storage.bytes)
  }

  /// Prepares to scan `bytes` where they are (the parser's way: it scans the source's own
  /// UTF-8 inside `withUTF8`): they must stay valid while the scanner and its lines are used.
  init(borrowing bytes: UnsafeBufferPointer<UInt8>) {
    storage = nil
    self.bytes = TokenScanner.withoutByteOrderMark(bytes)
  }

  /// `bytes` without a leading byte order mark.
  private static func withoutByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>
  {
    guard bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF else {
      return bytes
    }
    return UnsafeBufferPointer(rebasing: bytes[3...])
  }

  /// The next line's token, or the end-of-file token once every line was read.
  mutating func next() -> Token {
    lineNumber += 1
    let count = bytes.count
    guard position < count else { return Token(line: lineNumber, source: nil) }
    let end = newline(from: position, count: count)
    let line = SourceLine(bytes: bytes, start: position, end: end)
    position = end + 1
    return Token(line: lineNumber, source: line)
  }

  /// The offset of the next `\n` at or after `from`, or `count`: eight bytes at a time.
  private func newline(from: Int, count: Int) -> Int {
    guard let base = bytes.baseAddress else { return count }
    var index = from
    while index + 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      // A zero byte in `word ^ 0x0A…` is a newline (the classic has-zero-byte test; exact
      // for the lowest such byte, which is the first in little-endian order).
      let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
      let found = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
      if found != 0 {
        return index + (found.trailingZeroBitCount >> 3)
      }
      index += 8
    }
    while index < count, base[index] != UInt8(ascii: "\n") { index += 1 }
    return index
  }
}
