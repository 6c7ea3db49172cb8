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

/// Builds a String from a run of scalars.
@inline(__always)
func makeString(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
  scalars.withUnsafeBufferPointer { makeString($0) }
}

/// Builds a String from a run of the source's scalars.
@inline(__always)
func makeString(_ scalars: Slice<UnsafeBufferPointer<Unicode.Scalar>>) -> String {
  makeString(UnsafeBufferPointer(rebasing: scalars))
}

/// Builds a String from scalars: ASCII runs are copied byte by byte, without the encoder.
func makeString(_ scalars: UnsafeBufferPointer<Unicode.Scalar>) -> String {
  if scalars.isEmpty { return "" }
  return String(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
    var count = 0
    for scalar in scalars {
      let value = scalar.value
      if value < 0x80 {
        buffer[count] = UInt8(truncatingIfNeeded: value)
        count += 1
      } else {
        for byte in UTF8.encode(scalar).unsafelyUnwrapped {
          buffer[count] = byte
          count += 1
        }
      }
    }
    return count
  }
}

/// One line of the source, as a range of the document's scalars (without its `\n`).
///
/// A plain value with no reference count: `scalars` points into the scanner's storage, so a
/// line is only valid while the scanner that made it (and so the parse) is alive. Tokens keep
/// their line for matching; the AST keeps only the strings cut from it.
struct SourceLine: @unchecked Sendable {
  /// The whole document's scalars (owned by the scanner, not copied).
  let scalars: UnsafeBufferPointer<Unicode.Scalar>
  /// The first scalar of the line.
  let start: Int
  /// One past the last scalar of the line, before the `\n`.
  let end: Int
  /// The first scalar that is not whitespace (or `end`).
  let trimmedStart: Int
  /// The 1-based line number.
  let number: Int

  init(scalars: UnsafeBufferPointer<Unicode.Scalar>, start: Int, end: Int, number: Int) {
    self.scalars = scalars
    self.start = start
    self.end = end
    self.number = number
    var index = start
    while index < end, isGherkinWhitespace(scalars[index]) { index += 1 }
    trimmedStart = index
  }

  /// The number of leading whitespace scalars.
  var indent: Int { trimmedStart - start }

  /// True when the line holds only whitespace.
  var isEmpty: Bool { trimmedStart == end }

  /// The end of the line without trailing whitespace.
  var trimmedEnd: Int {
    var index = end
    while index > trimmedStart, isGherkinWhitespace(scalars[index - 1]) { index -= 1 }
    return index
  }

  /// True when the text after the indent starts with `prefix`.
  func startsWith(_ prefix: [Unicode.Scalar]) -> Bool {
    if end - trimmedStart < prefix.count { return false }
    var index = trimmedStart
    for scalar in prefix {
      if scalars[index] != scalar { return false }
      index += 1
    }
    return true
  }

  /// False when no keyword of a kind can start the text after the indent.
  func mayStart(_ starts: CompiledDialect.FirstScalars) -> Bool {
    trimmedStart < end ? starts.mayStart(with: scalars[trimmedStart]) : starts.tryAll
  }

  /// True when the text after the indent starts with `scalar`.
  func startsWith(_ scalar: Unicode.Scalar) -> Bool {
    trimmedStart < end && scalars[trimmedStart] == scalar
  }

  /// True when the text after the indent is `keyword` followed by a colon.
  func startsWithTitleKeyword(_ keyword: [Unicode.Scalar]) -> Bool {
    startsWith(keyword) && trimmedStart + keyword.count < end
      && scalars[trimmedStart + keyword.count] == ":"
  }

  /// The text after the indent and `length` more scalars, trimmed at both ends.
  func restTrimmed(after length: Int) -> String {
    var from = trimmedStart + length
    if from > end { from = end }
    var to = end
    while from < to, isGherkinWhitespace(scalars[from]) { from += 1 }
    while to > from, isGherkinWhitespace(scalars[to - 1]) { to -= 1 }
    return makeString(scalars[from..<to])
  }

  /// The line without `indentToRemove` leading scalars; when the line is indented less (or
  /// `indentToRemove` is negative), without all of its indent. Trailing `\r`s are dropped.
  func text(removingIndent indentToRemove: Int) -> String {
    let from =
      indentToRemove < 0 || indentToRemove > indent ? trimmedStart : start + indentToRemove
    return makeString(scalars[from..<max(from, endWithoutCR)])
  }

  /// The whole line without trailing `\r`s.
  var rawText: String { makeString(scalars[start..<endWithoutCR]) }

  /// The text after the indent, trimmed at both ends.
  var trimmedText: String { makeString(scalars[trimmedStart..<trimmedEnd]) }

  /// `end`, moved back over trailing carriage returns.
  var endWithoutCR: Int {
    var index = end
    while index > start, scalars[index - 1] == "\r" { index -= 1 }
    return index
  }

  /// The table cells between pipes, unescaped (`\|`, `\\`, `\n`), trimmed of whitespace other
  /// than newlines, with their columns. Text before the first and after the last pipe is
  /// ignored.
  var tableCells: [TokenItem] {
    var cells: [TokenItem] = []
    cells.reserveCapacity(8)
    let rowStart = trimmedStart
    let rowEnd = trimmedEnd
    var index = rowStart
    // The scalar after the last unescaped pipe, or -1 before the first pipe.
    var cellStart = -1
    var escaped = false
    while index < rowEnd {
      let scalar = scalars[index]
      if scalar == "\\" {
        escaped = true
        index += 2
        continue
      }
      if scalar == "|" {
        if cellStart >= 0 {
          cells.append(makeCell(from: cellStart, to: index, escaped: escaped, rowStart: rowStart))
        }
        cellStart = index + 1
        escaped = false
      }
      index += 1
    }
    return cells
  }

  /// The cell between `from` and `to` (raw scalars, escapes included): trimming the raw text
  /// first gives the same result as trimming the unescaped one, because an escape never
  /// yields leading whitespace and a trailing escaped whitespace leaves its backslash either
  /// way.
  private func makeCell(from: Int, to: Int, escaped: Bool, rowStart: Int) -> TokenItem {
    var first = from
    var last = to
    while first < last, isGherkinWhitespace(scalars[first]) { first += 1 }
    while last > first, isGherkinWhitespace(scalars[last - 1]) { last -= 1 }
    // Columns count raw scalars from the row's start: the cell starts one after its pipe.
    let column = (from - rowStart + 1) + indent + (first - from)
    guard escaped else { return TokenItem(column: column, text: makeString(scalars[first..<last])) }
    var cell: [Unicode.Scalar] = []
    cell.reserveCapacity(last - first)
    var index = first
    while index < last {
      let scalar = scalars[index]
      index += 1
      guard scalar == "\\" else {
        cell.append(scalar)
        continue
      }
      guard index < last else {
        cell.append("\\")
        break
      }
      let next = scalars[index]
      index += 1
      if next == "n" {
        cell.append("\n")
      } else {
        if next != "|" && next != "\\" { cell.append("\\") }
        cell.append(next)
      }
    }
    return TokenItem(column: column, text: makeString(cell[...]))
  }
}

/// The decoded scalars of one source, freed when the last scanner copy holding it goes.
final class ScalarStorage: @unchecked Sendable {
  let scalars: UnsafeBufferPointer<Unicode.Scalar>

  init(_ source: String) {
    var text = source
    scalars = text.withUTF8 { bytes in decodeScalars(bytes) }
  }

  deinit { scalars.deallocate() }
}

/// Splits a source into lines on `\n` only (a `\r` before it stays in the line, and a final
/// newline does not start a new line). A leading byte order mark is skipped.
///
/// The lines it returns point into its storage: keep the scanner alive while they are used.
struct TokenScanner: @unchecked Sendable {
  private let storage: ScalarStorage
  private let scalars: UnsafeBufferPointer<Unicode.Scalar>
  private var position = 0
  private var lineNumber = 0

  /// Prepares to scan `source`.
  init(_ source: String) {
    storage = ScalarStorage(source)
    scalars = storage.scalars
  }

  /// The next line's token, or the end-of-file token once every line was read.
  mutating func next() -> Token {
    lineNumber += 1
    let count = scalars.count
    guard position < count else { return Token(line: lineNumber, source: nil) }
    var end = position
    while end < count, scalars[end] != "\n" { end += 1 }
    let line = SourceLine(scalars: scalars, start: position, end: end, number: lineNumber)
    position = end + 1
    return Token(line: lineNumber, source: line)
  }
}

/// The scalars of valid UTF-8 `bytes`, without a leading byte order mark, in a buffer the
/// caller frees; ASCII is copied byte by byte, without the generic decoder.
private func decodeScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<
  Unicode.Scalar
> {
  let count = bytes.count
  var start = 0
  if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
  let output = UnsafeMutablePointer<Unicode.Scalar>.allocate(capacity: max(1, count - start))
  guard let input = bytes.baseAddress else { return UnsafeBufferPointer(start: output, count: 0) }
  var index = start
  var out = 0
  while index < count {
    // ASCII runs, eight bytes at a time while no byte has its high bit set.
    while index + 8 <= count {
      let word = UnsafeRawPointer(input + index).loadUnaligned(as: UInt64.self)
      if word & 0x8080_8080_8080_8080 != 0 { break }
      for offset in 0..<8 {
        (output + out + offset).initialize(to: Unicode.Scalar(input[index + offset]))
      }
      out += 8
      index += 8
    }
    guard index < count else { break }
    let byte = input[index]
    var value: UInt32
    if byte < 0x80 {
      (output + out).initialize(to: Unicode.Scalar(byte))
      out += 1
      index += 1
      continue
    } else if byte < 0xE0 {
      value = UInt32(byte & 0x1F) << 6 | UInt32(input[index + 1] & 0x3F)
      index += 2
    } else if byte < 0xF0 {
      value =
        UInt32(byte & 0x0F) << 12 | UInt32(input[index + 1] & 0x3F) << 6
        | UInt32(input[index + 2] & 0x3F)
      index += 3
    } else {
      value =
        UInt32(byte & 0x07) << 18 | UInt32(input[index + 1] & 0x3F) << 12
        | UInt32(input[index + 2] & 0x3F) << 6 | UInt32(input[index + 3] & 0x3F)
      index += 4
    }
    (output + out).initialize(to: Unicode.Scalar(value).unsafelyUnwrapped)
    out += 1
  }
  return UnsafeBufferPointer(start: output, count: out)
}
