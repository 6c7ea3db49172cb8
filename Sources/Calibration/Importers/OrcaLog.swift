import ComponentFile

/// Orca's debug log (`orca --debug`): speech.py writes each string it sends to speech as
/// `HH:MM:SS.ffffff - SPEECH OUTPUT: 'TEXT'`, perhaps followed by ` voice=NAME` and the voice's
/// settings (`{'family': …}`). Other lines are ignored, and so are empty utterances (`''`,
/// which Orca logs for pauses).
package enum OrcaLog {
  /// The marker before the text.
  static let marker = "SPEECH OUTPUT: '"

  /// The utterances of the log `text`.
  package static func utterances(in text: String, source: String) throws(CaptureError)
    -> [LoggedUtterance]
  {
    var found: [LoggedUtterance] = []
    for (index, line) in LogLines.lines(of: text).enumerated() {
      guard let start = line.range(of: marker) else { continue }
      let rest = line[start.upperBound...]
      // The text ends at the first quote followed by the end of the line, the voice's
      // settings (`{…}`, with or without a space) or ` voice=`.
      var end: Substring.Index?
      var cursor = rest.startIndex
      while end == nil, let quote = rest[cursor...].firstIndex(of: "'") {
        let after = rest[rest.index(after: quote)...]
        if after.isEmpty || after.hasPrefix("{") || after.hasPrefix(" {")
          || after.hasPrefix(" voice=")
        {
          end = quote
        }
        cursor = rest.index(after: quote)
      }
      guard let end else {
        throw .log(
          format: CaptureLogFormat.orca.toolName,
          message: "the SPEECH OUTPUT text has no closing quote on its line",
          at: SourceLocation(
            source: source, line: index + 1,
            column: line[..<start.upperBound].unicodeScalars.count + 1))
      }
      let spoken = String(rest[..<end])
      if spoken.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      found.append(
        LoggedUtterance(
          spoken,
          at: SourceLocation(
            source: source, line: index + 1,
            column: line[..<start.upperBound].unicodeScalars.count + 1)))
    }
    return found
  }
}

/// Lines of a log as editors count them: LF, CRLF and CR each end a line.
enum LogLines {
  static func lines(of text: String) -> [Substring] {
    text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    )
  }
}
