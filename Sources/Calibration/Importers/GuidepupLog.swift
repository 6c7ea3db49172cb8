import ComponentFile

/// Guidepup's `spokenPhraseLog()`: a `Promise<string[]>`, every phrase the reader spoke since
/// the log was last cleared, which a test writes out with `JSON.stringify`.
package enum GuidepupLog {
  /// The phrases of `text`, a JSON array of strings; empty phrases are dropped.
  package static func utterances(in text: String, source: String) throws(CaptureError)
    -> [LoggedUtterance]
  {
    let root = try LogValue.parse(text, source: source, format: .guidepup)
    guard let items = root.elements else {
      throw .log(
        format: CaptureLogFormat.guidepup.toolName,
        message: "expected a JSON array of phrases (spokenPhraseLog()), found \(root.kind)",
        at: root.location)
    }
    var phrases: [LoggedUtterance] = []
    for item in items {
      guard let phrase = item.value.string else {
        throw .log(
          format: CaptureLogFormat.guidepup.toolName,
          message: "expected a phrase (a string), found \(item.kind)", at: item.location)
      }
      if !phrase.trimmingCharacters(in: .whitespaces).isEmpty {
        phrases.append(LoggedUtterance(phrase, at: item.location))
      }
    }
    return phrases
  }
}
