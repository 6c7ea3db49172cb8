/// Where JSON text stops being JSON, and what was expected there.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line in the text.
  package var line: Int
  /// The 1-based column (in characters) on that line.
  package var column: Int
  /// What is wrong, in words: `expected ',' or '}' after a member, found 'x'`.
  package var message: String

  /// `line:column: message`.
  package var description: String { "\(line):\(column): \(message)" }
}

/// Reads JSON text (RFC 8259) into a ``JSONValue``: strict (no comments, no trailing commas,
/// nothing after the value), with errors that say where and what was expected.
package enum JSONParser {
  /// How deep arrays and objects may nest before the text is refused (a stack overflow is not
  /// an answer to bad input).
  package static let maximumDepth = 512

  /// The value `text` holds.
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(bytes: Array(text.utf8))
  }

  /// The value the UTF-8 `bytes` hold.
  package static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    try parseCountingWork(bytes: bytes).value
  }

  /// The value the UTF-8 `bytes` hold, and how many bytes reading its strings moved: each
  /// byte of a string with escapes written once into a buffer, plus what the buffer held
  /// each time it grew. Linear in the text (tests check it: a string with many escapes, as a
  /// large feature's source is, once cost the square of its length).
  package static func parseCountingWork(
    bytes: [UInt8]
  ) throws(JSONSyntaxError) -> (value: JSONValue, bytesMoved: Int) {
    var parser = Parser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error(
        "expected the end of the text after a complete value, found \(parser.found)")
    }
    return (value, parser.bytesMoved)
  }

  /// The value `text` holds, and where each of its values starts: for a reader of a log
  /// whose errors point into it (`LOG:LINE:COLUMN`).
  package static func parseLocated(_ text: String) throws(JSONSyntaxError) -> (
    value: JSONValue, locations: JSONLocations
  ) {
    var parser = Parser(bytes: Array(text.utf8))
    parser.path = []
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error(
        "expected the end of the text after a complete value, found \(parser.found)")
    }
    return (value, JSONLocations(bytes: parser.bytes, starts: parser.starts))
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    /// The path from the root to the value being read, when locations are kept
    /// (``parseLocated(_:)``); `nil` otherwise, which costs one test a value.
    var path: [JSONPathStep]?
    /// Where each value starts (a byte offset), by its path, when locations are kept.
    var starts: [[JSONPathStep]: Int] = [:]
    /// The decoded bytes of the string being read when it has escapes, reused for each one.
    var scratch: [UInt8] = []
    /// The bytes moved into `scratch`, and by its growth (see ``parseCountingWork(bytes:)``).
    var bytesMoved = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var found: String {
      guard index < bytes.count else { return "the end of the text" }
      let end = bytes[index...].prefix(while: { $0 != 0x0A && $0 != 0x0D }).prefix(12)
      // A control character is shown as its code, so an error is one line of plain text on
      // a terminal.
      return "'" + Self.shown(String(decoding: end, as: UTF8.self))
        + (end.count == 12 ? "…" : "") + "'"
    }

    /// `text` with each control character shown as its code, so an error is one line of plain
    /// text on a terminal (a member name may hold a decoded `\n`).
    static func shown(_ text: String) -> String {
      text.unicodeScalars.map { scalar in
        scalar.value < 0x20 || scalar.value == 0x7F
          ? "\\u{" + String(scalar.value, radix: 16) + "}" : String(scalar)
      }.joined()
    }

    func error(_ message: String) -> JSONSyntaxError {
      var line = 1
      var lineStart = 0
      for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
        line += 1
        lineStart = position + 1
      }
      let column =
        String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
      return JSONSyntaxError(line: line, column: column, message: message)
    }

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      guard index < bytes.count else { throw error("expected a value, found the end of the text") }
      if let path { starts[path] = index }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth + 1)
      case UInt8(ascii: "["): return try array(depth: depth + 1)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
      default:
        throw error(
          "expected a value (an object, array, string, number, true, false or null), "
            + "found \(found)")
      }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
      let utf8 = Array(word.utf8)
      guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8
      else {
        throw error(
          "expected a value (an object, array, string, number, true, false or null), "
            + "found \(found)")
      }
      index += utf8.count
      return value
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      guard depth <= JSONParser.maximumDepth else {
        throw error("nested deeper than \(JSONParser.maximumDepth) levels")
      }
      index += 1
      var members: [String: JSONValue] = [:]
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw error("expected a member name in double quotes, found \(found)")
        }
        let keyStart = index
        let key = try string()
        if members[key] != nil {
          index = keyStart
          throw error("the member \"\(Self.shown(key))\" appears twice in one object")
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error("expected ':' after the member name \"\(Self.shown(key))\", found \(found)")
        }
        index += 1
        skipWhitespace()
        path?.append(.key(key))
        members[key] = try value(depth: depth)
        path?.removeLast()
        skipWhitespace()
        guard index < bytes.count else {
          throw error("expected ',' or '}' after a member, found the end of the text")
        }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        throw error("expected ',' or '}' after a member, found \(found)")
      }
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      guard depth <= JSONParser.maximumDepth else {
        throw error("nested deeper than \(JSONParser.maximumDepth) levels")
      }
      index += 1
      var values: [JSONValue] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(values)
      }
      while true {
        skipWhitespace()
        path?.append(.index(values.count))
        values.append(try value(depth: depth))
        path?.removeLast()
        skipWhitespace()
        guard index < bytes.count else {
          throw error("expected ',' or ']' after an element, found the end of the text")
        }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(values)
        }
        throw error("expected ',' or ']' after an element, found \(found)")
      }
    }

    /// Appends `more` to `scratch`, counting the bytes moved (those `scratch` held too, when it
    /// grew).
    mutating func keep(_ more: ArraySlice<UInt8>) {
      let (held, capacity) = (scratch.count, scratch.capacity)
      scratch.append(contentsOf: more)
      bytesMoved += more.count + (scratch.capacity != capacity ? held : 0)
    }

    /// Appends `scalar`'s UTF-8 to `scratch`.
    mutating func keep(_ scalar: Unicode.Scalar) {
      UTF8.encode(scalar) { byte in
        let (held, capacity) = (scratch.count, scratch.capacity)
        scratch.append(byte)
        bytesMoved += 1 + (scratch.capacity != capacity ? held : 0)
      }
    }

    /// A string: the bytes between its quotes, decoded once. Escapes make it go through
    /// `scratch` (appending to a `String.UnicodeScalarView` run by run copied the whole string
    /// each time: quadratic in a feature's source).
    mutating func string() throws(JSONSyntaxError) -> String {
      index += 1
      scratch.removeAll(keepingCapacity: true)
      var escaped = false
      var runStart = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          defer { index += 1 }
          guard escaped else { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
          keep(bytes[runStart..<index])
          return String(decoding: scratch, as: UTF8.self)
        }
        if byte < 0x20 {
          throw error("a control character in a string must be escaped (\\n, \\t, \\u00XX)")
        }
        if byte != UInt8(ascii: "\\") {
          index += 1
          continue
        }
        keep(bytes[runStart..<index])
        escaped = true
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): keep("\"")
        case UInt8(ascii: "\\"): keep("\\")
        case UInt8(ascii: "/"): keep("/")
        case UInt8(ascii: "b"): keep("\u{8}")
        case UInt8(ascii: "f"): keep("\u{C}")
        case UInt8(ascii: "n"): keep("\n")
        case UInt8(ascii: "r"): keep("\r")
        case UInt8(ascii: "t"): keep("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("a \\u escape of a high surrogate must be followed by a low one") }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw error("a \\u escape of a high surrogate must be followed by a low one")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw error("\\u\(String(code, radix: 16)) is a lone surrogate, not a character")
          }
          keep(scalar)
        default:
          index -= 2
          throw error("unknown escape in a string, found \(found)")
        }
        runStart = index
      }
      throw error("the string is not closed: expected '\"' before the end of the text")
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
      guard bytes.count - index >= 4 else { throw error("expected 4 hex digits after \\u") }
      var code: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[index]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw error("expected 4 hex digits after \\u, found \(found)")
        }
        code = code * 16 + UInt32(digit)
        index += 1
      }
      return code
    }

    mutating func number() throws(JSONSyntaxError) -> JSONValue {
      let start = index
      func digits() -> Int {
        let from = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          index += 1
        }
        return index - from
      }
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let integerStart = index
      let integerDigits = digits()
      guard integerDigits > 0 else { throw error("expected a digit, found \(found)") }
      if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
        index = integerStart
        throw error("a number cannot start with 0 unless it is 0")
      }
      var isInteger = true
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        isInteger = false
        guard digits() > 0 else { throw error("expected a digit after '.', found \(found)") }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
      {
        index += 1
        isInteger = false
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          index += 1
        }
        guard digits() > 0 else { throw error("expected a digit in the exponent, found \(found)") }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      if isInteger, let value = Int(text) { return .integer(value) }
      guard let value = Double(text), value.isFinite else {
        index = start
        throw error("the number \(text) is too large for a double")
      }
      return .number(value)
    }
  }
}

/// One step from a JSON value to one inside it: an object's member or an array's element.
package enum JSONPathStep: Hashable, Sendable {
  /// The member named so.
  case key(String)
  /// The element at this index.
  case index(Int)
}

/// Where each value of a parsed JSON text starts, by its path from the root
/// (``JSONParser/parseLocated(_:)``).
package struct JSONLocations: Sendable {
  private let bytes: [UInt8]
  private let starts: [[JSONPathStep]: Int]
  /// The byte offset where each line starts, in order: a lookup is a binary search, so a
  /// long log's every value costs no more than its own line.
  private let lineStarts: [Int]

  fileprivate init(bytes: [UInt8], starts: [[JSONPathStep]: Int]) {
    self.bytes = bytes
    self.starts = starts
    lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
  }

  /// The 1-based line and column (in characters) where the value at `path` starts, or `nil`
  /// when the text has no value there.
  package func position(of path: [JSONPathStep]) -> (line: Int, column: Int)? {
    guard let offset = starts[path] else { return nil }
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let column = String(decoding: bytes[lineStarts[low]..<offset], as: UTF8.self).count + 1
    return (low + 1, column)
  }
}

extension JSONValue {
  /// The member `key` of an object; `nil` for anything else or a missing member.
  package subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The text of a string.
  package var string: String? { if case .string(let text) = self { text } else { nil } }
  /// The value of an integer.
  package var integer: Int? { if case .integer(let value) = self { value } else { nil } }
  /// The value of a boolean.
  package var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
  /// The elements of an array.
  package var array: [JSONValue]? { if case .array(let values) = self { values } else { nil } }
  /// The members of an object.
  package var object: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }
}
