import ComponentFile

/// NVDA's log (`nvda.log`) at the "input/output" level or finer: `speech.speech.speak` writes
/// each speech sequence it speaks as `Speaking [ITEM, ITEM, …]`, the Python `repr` of the
/// sequence, on the line after the record's header (`IO - speech.speech.speak (…):`). Its
/// strings ('Save', "it's") are the utterance, joined by spaces; commands in it
/// (`CancellableSpeech (…)`, `EndUtteranceCommand()`) are skipped. A sequence of commands only
/// is not speech; other lines are ignored.
package enum NVDALog {
  static let marker = "Speaking ["

  /// The utterances of the log `text`.
  package static func utterances(in text: String, source: String) throws(CaptureError)
    -> [LoggedUtterance]
  {
    var found: [LoggedUtterance] = []
    for (index, line) in LogLines.lines(of: text).enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix(marker) else { continue }
      let column = line.unicodeScalars.count - trimmed.unicodeScalars.count + 1
      let location = SourceLocation(source: source, line: index + 1, column: column)
      // The sequence, located at its `[`.
      var bracket = location
      bracket.column += marker.count - 1
      let strings = try pythonStrings(
        in: Array(trimmed.dropFirst(marker.count - 1).unicodeScalars), at: bracket)
      let spoken = strings.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      if spoken.isEmpty { continue }
      found.append(LoggedUtterance(spoken.joined(separator: " "), at: location))
    }
    return found
  }

  /// The string literals at the top level of a Python list `repr` (`['a', Cmd('b'), "c"]`:
  /// `a` and `c`), `location` being its `[`'s, decoding `\\`, `\'`, `\"`, `\n`, `\t`, `\xHH`, `\uHHHH` and `\UHHHHHHHH`.
  static func pythonStrings(in scalars: [Unicode.Scalar], at location: SourceLocation)
    throws(CaptureError) -> [String]
  {
    func failure(_ message: String, _ offset: Int) -> CaptureError {
      .log(
        format: CaptureLogFormat.nvda.toolName, message: message,
        at: SourceLocation(
          source: location.source, line: location.line, column: location.column + offset))
    }
    var strings: [String] = []
    var depth = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "[", "(", "{":
        depth += 1
        index += 1
      case "]", ")", "}":
        depth -= 1
        index += 1
        if depth == 0 { return strings }
      case "'", "\"":
        let quote = scalar
        let opening = index
        var text = ""
        index += 1
        while true {
          guard index < scalars.count else {
            throw failure("a string in the speech sequence has no closing quote", opening)
          }
          let character = scalars[index]
          if character == quote {
            index += 1
            break
          }
          guard character == "\\" else {
            text.unicodeScalars.append(character)
            index += 1
            continue
          }
          guard index + 1 < scalars.count else {
            throw failure("a string in the speech sequence has no closing quote", opening)
          }
          let escape = scalars[index + 1]
          index += 2
          switch escape {
          case "n": text += "\n"
          case "t": text += "\t"
          case "r": text += "\r"
          case "x", "u", "U":
            let digits = escape == "x" ? 2 : escape == "u" ? 4 : 8
            guard index + digits <= scalars.count,
              let value = UInt32(
                String(String.UnicodeScalarView(scalars[index..<index + digits])), radix: 16),
              let decoded = Unicode.Scalar(value)
            else { throw failure("'\\\(escape)' needs \(digits) hex digits", index) }
            text.unicodeScalars.append(decoded)
            index += digits
          default: text.unicodeScalars.append(escape)
          }
        }
        if depth == 1 { strings.append(text) }
      default:
        index += 1
      }
    }
    throw failure("the speech sequence has no closing ']'", 0)
  }
}
