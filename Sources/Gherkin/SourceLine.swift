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
  if scalars.isEmpty { return "" }
  return String(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
    var count = 0
    for scalar in scalars {
      let value = scalar.value
      if value < 0x80 {
        buffer[count] = UInt8(value)
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
struct SourceLine: Sendable {
  /// The whole document's scalars (shared, not copied).
  let scalars: [Unicode.Scalar]
  /// The first scalar of the line.
  let start: Int
  /// One past the last scalar of the line, before the `\n`.
  let end: Int
  /// The first scalar that is not whitespace (or `end`).
  let trimmedStart: Int
  /// The 1-based line number.
  let number: Int

  init(scalars: [Unicode.Scalar], start: Int, end: Int, number: Int) {
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
    let rowStart = trimmedStart
    let rowEnd = trimmedEnd
    var index = rowStart
    var seenFirstPipe = false
    var cell: [Unicode.Scalar] = []
    var cellStartColumn = 0
    var column = 0  // 1-based column within the trimmed row of the scalar just read
    while index < rowEnd {
      let scalar = scalars[index]
      index += 1
      column += 1
      if scalar == "|" {
        if seenFirstPipe {
          cells.append(makeCell(cell, startColumn: cellStartColumn))
        }
        seenFirstPipe = true
        cell.removeAll(keepingCapacity: true)
        cellStartColumn = column + 1
      } else if scalar == "\\" {
        if index < rowEnd {
          let next = scalars[index]
          index += 1
          column += 1
          if next == "n" {
            cell.append("\n")
          } else {
            if next != "|" && next != "\\" { cell.append("\\") }
            cell.append(next)
          }
        } else {
          column += 1
          cell.append("\\")
        }
      } else {
        cell.append(scalar)
      }
    }
    return cells
  }

  private func makeCell(_ cell: [Unicode.Scalar], startColumn: Int) -> TokenItem {
    var from = 0
    while from < cell.count, cell[from] != "\n", isGherkinWhitespace(cell[from]) { from += 1 }
    var to = cell.count
    while to > from, cell[to - 1] != "\n", isGherkinWhitespace(cell[to - 1]) { to -= 1 }
    return TokenItem(column: startColumn + indent + from, text: makeString(cell[from..<to]))
  }
}

/// Splits a source into lines on `\n` only (a `\r` before it stays in the line, and a final
/// newline does not start a new line). A leading byte order mark is skipped.
struct TokenScanner: Sendable {
  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var lineNumber = 0

  /// Prepares to scan `source`.
  init(_ source: String) {
    var all = Array(source.unicodeScalars)
    if all.first == "\u{FEFF}" { all.removeFirst() }
    scalars = all
  }

  /// The next line's token, or the end-of-file token once every line was read.
  mutating func next() -> Token {
    lineNumber += 1
    guard position < scalars.count else { return Token(line: lineNumber, source: nil) }
    var end = position
    let count = scalars.count
    while end < count, scalars[end] != "\n" { end += 1 }
    let line = SourceLine(scalars: scalars, start: position, end: end, number: lineNumber)
    position = end + 1
    return Token(line: lineNumber, source: line)
  }
}
