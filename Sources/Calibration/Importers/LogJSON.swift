import ComponentFile

/// A small JSON reader for the importers: values with the line and column they start at, so
/// a log's errors point into it. Numbers are kept as their text.
enum LogJSON: Equatable {
  case object([(key: String, value: Located)])
  case array([Located])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  /// A value and where it starts.
  struct Located: Equatable {
    var value: LogJSON
    var location: SourceLocation
  }

  static func == (lhs: LogJSON, rhs: LogJSON) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let a), .array(let b)): a == b
    case (.string(let a), .string(let b)), (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    default: false
    }
  }

  /// What a value is, in words, for errors.
  var kind: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }

  /// Parses `text` (named `source`); errors are `format`'s, at the offending character.
  static func parse(_ text: String, source: String, format: CaptureLogFormat)
    throws(CaptureError) -> Located
  {
    var reader = Reader(scalars: Array(text.unicodeScalars), source: source, format: format)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    if reader.index < reader.scalars.count {
      throw reader.error("expected the end of the JSON after its value")
    }
    return value
  }

  private struct Reader {
    let scalars: [Unicode.Scalar]
    let source: String
    let format: CaptureLogFormat
    var index = 0
    var line = 1
    var column = 1

    var location: SourceLocation { SourceLocation(source: source, line: line, column: column) }

    func error(_ message: String) -> CaptureError {
      .log(format: format.toolName, message: message, at: location)
    }

    mutating func advance() {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }

    mutating func skipSpace() {
      while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { advance() }
    }

    mutating func value(depth: Int) throws(CaptureError) -> Located {
      guard depth < 64 else { throw error("the JSON nests more than 64 levels deep") }
      let start = location
      guard index < scalars.count else { throw error("expected a JSON value, found the end") }
      switch scalars[index] {
      case "[":
        advance()
        var items: [Located] = []
        skipSpace()
        if index < scalars.count, scalars[index] == "]" {
          advance()
          return Located(value: .array(items), location: start)
        }
        while true {
          skipSpace()
          items.append(try value(depth: depth + 1))
          skipSpace()
          guard index < scalars.count else { throw error("expected ',' or ']', found the end") }
          if scalars[index] == "," {
            advance()
            continue
          }
          guard scalars[index] == "]" else { throw error("expected ',' or ']'") }
          advance()
          return Located(value: .array(items), location: start)
        }
      case "{":
        advance()
        var pairs: [(key: String, value: Located)] = []
        skipSpace()
        if index < scalars.count, scalars[index] == "}" {
          advance()
          return Located(value: .object(pairs), location: start)
        }
        while true {
          skipSpace()
          guard index < scalars.count, scalars[index] == "\"" else {
            throw error("expected a key in double quotes")
          }
          let key = try string()
          skipSpace()
          guard index < scalars.count, scalars[index] == ":" else {
            throw error("expected ':' after the key")
          }
          advance()
          skipSpace()
          pairs.append((key, try value(depth: depth + 1)))
          skipSpace()
          guard index < scalars.count else { throw error("expected ',' or '}', found the end") }
          if scalars[index] == "," {
            advance()
            continue
          }
          guard scalars[index] == "}" else { throw error("expected ',' or '}'") }
          advance()
          return Located(value: .object(pairs), location: start)
        }
      case "\"":
        return Located(value: .string(try string()), location: start)
      case "t", "f", "n":
        for (word, result) in [
          ("true", LogJSON.bool(true)), ("false", .bool(false)), ("null", .null),
        ]
        where matches(word) {
          for _ in word.unicodeScalars { advance() }
          return Located(value: result, location: start)
        }
        throw error("expected a JSON value (a string, array, object, number, true, false or null)")
      default:
        var number = ""
        while index < scalars.count, "-+.eE0123456789".unicodeScalars.contains(scalars[index]) {
          number.unicodeScalars.append(scalars[index])
          advance()
        }
        guard !number.isEmpty else {
          throw error(
            "expected a JSON value (a string, array, object, number, true, false or null)")
        }
        return Located(value: .number(number), location: start)
      }
    }

    func matches(_ word: String) -> Bool {
      let wanted = Array(word.unicodeScalars)
      return index + wanted.count <= scalars.count
        && Array(scalars[index..<index + wanted.count]) == wanted
    }

    /// A string in double quotes, with JSON's escapes (a surrogate pair is one character).
    mutating func string() throws(CaptureError) -> String {
      advance()
      var out = ""
      while true {
        guard index < scalars.count else { throw error("the string has no closing '\"'") }
        let scalar = scalars[index]
        if scalar == "\"" {
          advance()
          return out
        }
        if scalar == "\n" { throw error("the string has no closing '\"' on its line") }
        guard scalar == "\\" else {
          out.unicodeScalars.append(scalar)
          advance()
          continue
        }
        let backslash = (line, column)
        advance()
        guard index < scalars.count else { throw error("the string has no closing '\"'") }
        let escape = scalars[index]
        switch escape {
        case "\"", "\\", "/": out.unicodeScalars.append(escape)
        case "b": out += "\u{8}"
        case "f": out += "\u{C}"
        case "n": out += "\n"
        case "r": out += "\r"
        case "t": out += "\t"
        case "u":
          let high = try hex()
          if (0xD800..<0xDC00).contains(high), matches("\\u") {
            advance()
            let low = try hex()
            guard (0xDC00..<0xE000).contains(low),
              let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw error("a \\u escape pairs a high surrogate with no low surrogate") }
            out.unicodeScalars.append(combined)
            continue
          }
          guard let scalar = Unicode.Scalar(high) else {
            throw error("a \\u escape names half a surrogate pair")
          }
          out.unicodeScalars.append(scalar)
          continue
        default:
          (line, column) = backslash
          throw error("'\\\(VisibleSpeech.escaped(String(escape)))' is not a JSON escape")
        }
        advance()
      }
    }

    /// `uXXXX` after a backslash: the four hex digits' value, leaving the reader after them.
    mutating func hex() throws(CaptureError) -> UInt32 {
      advance()
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard index < scalars.count, let digit = Int(String(scalars[index]), radix: 16) else {
          throw error("a \\u escape needs four hex digits")
        }
        value = value * 16 + UInt32(digit)
        advance()
      }
      return value
    }
  }
}
