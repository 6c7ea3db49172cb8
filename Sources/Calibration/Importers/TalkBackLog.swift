import ComponentFile

/// TalkBack's log in logcat at the verbose level (TalkBack's developer settings, "Log output
/// level: Verbose"): SpeechControllerImpl writes each fragment it speaks as
/// `Speaking fragment text="TEXT", utteranceId=talkback_N, spans=…, locale=…, event=…`, after
/// logcat's own prefix (`11-28 09:00:00.100  4711  4711 V talkback: SpeechControllerImpl: `).
/// A fragment with no text (`text=null`) is not speech; other lines are ignored.
package enum TalkBackLog {
  static let marker = "Speaking fragment text="

  /// The utterances of the logcat output `text`.
  package static func utterances(in text: String, source: String) throws(CaptureError)
    -> [LoggedUtterance]
  {
    var found: [LoggedUtterance] = []
    for (index, line) in LogLines.lines(of: text).enumerated() {
      guard let start = line.range(of: marker) else { continue }
      let column = line[..<start.upperBound].unicodeScalars.count + 1
      let rest = line[start.upperBound...]
      if rest.hasPrefix("null") { continue }
      // The text is quoted and followed by `, utteranceId=`; it may itself hold quotes.
      guard rest.hasPrefix("\""),
        let close = rest.range(of: "\", utteranceId=", options: .backwards)
      else {
        throw .log(
          format: CaptureLogFormat.talkback.toolName,
          message: "expected text=\"…\", utteranceId=… after 'Speaking fragment'",
          at: SourceLocation(source: source, line: index + 1, column: column))
      }
      let spoken = String(rest[rest.index(after: rest.startIndex)..<close.lowerBound])
      if spoken.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      found.append(
        LoggedUtterance(spoken, at: SourceLocation(source: source, line: index + 1, column: column))
      )
    }
    return found
  }
}
