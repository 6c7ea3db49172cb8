import ComponentFile
import Core
import TextFiles

/// What a UI test using XCUIVoiceOverService writes: a JSON array with one record per call,
/// `{"action": "moveForward", "utterance": "Quantity, 2, adjustable"}`: `action` is the method
/// called (`moveForward`, `moveBackward`, `moveIn`, `moveOut`, or `currentSpeech` after the
/// test acted itself), `utterance` is the returned `Output.utterance`, or `null` when the call
/// threw `noSpeech`. A record may say what the test did in A11ySim's interaction language
/// (`"do": "double-tap"`); `currentSpeech`, and `moveIn`/`moveOut` on iOS, need it.
package enum VoiceOverServiceLog {
  /// The moves A11ySim reproduces itself, per platform.
  static func interaction(for action: String, on platform: Platform) -> String? {
    switch (action, platform) {
    case ("moveForward", .ios): "swipe right"
    case ("moveBackward", .ios): "swipe left"
    case ("moveForward", .macos): "press VO+Right"
    case ("moveBackward", .macos): "press VO+Left"
    case ("moveIn", .macos): "press VO+Shift+Down"
    case ("moveOut", .macos): "press VO+Shift+Up"
    default: nil
    }
  }

  /// The actions a record may name.
  static let actions = ["moveForward", "moveBackward", "moveIn", "moveOut", "currentSpeech"]

  /// The records of `text`, the interactions filled in for `platform`.
  package static func moves(in text: String, source: String, platform: Platform)
    throws(CaptureError) -> [LoggedMove]
  {
    let tool = CaptureLogFormat.xcuivoiceover.toolName
    let root = try LogValue.parse(text, source: source, format: .xcuivoiceover)
    guard let records = root.elements else {
      throw .log(
        format: tool, message: "expected a JSON array of records, found \(root.kind)",
        at: root.location)
    }
    var moves: [LoggedMove] = []
    for record in records {
      guard let fields = record.members else {
        throw .log(
          format: tool,
          message:
            "expected a record ({\"action\": …, \"utterance\": …}), found \(record.kind)",
          at: record.location)
      }
      var action: String?
      var utterance: String?
      var interaction: String?
      var hasUtterance = false
      for (key, value) in fields {
        switch (key, value.value) {
        case ("action", .string(let name)):
          guard actions.contains(name) else {
            throw .log(
              format: tool,
              message: "expected an action (" + actions.joined(separator: ", ")
                + "), found '\(VisibleText.excerpt(name))'", at: value.location)
          }
          action = name
        case ("utterance", .string(let text)):
          utterance = text
          hasUtterance = true
        case ("utterance", .null): hasUtterance = true
        case ("do", .string(let text)): interaction = text
        case ("action", _), ("do", _):
          throw .log(
            format: tool, message: "expected a string for '\(key)', found \(value.kind)",
            at: value.location)
        case ("utterance", _):
          throw .log(
            format: tool,
            message:
              "expected a string or null (noSpeech) for 'utterance', found \(value.kind)",
            at: value.location)
        default:
          throw .log(
            format: tool,
            message: "unknown key '\(VisibleText.excerpt(key))'; expected action, utterance or do",
            at: value.location)
        }
      }
      guard let action else {
        throw .log(format: tool, message: "the record has no 'action'", at: record.location)
      }
      guard hasUtterance else {
        throw .log(
          format: tool, message: "the record has no 'utterance' (null when noSpeech was thrown)",
          at: record.location)
      }
      guard let done = interaction ?? Self.interaction(for: action, on: platform) else {
        throw .log(
          format: tool,
          message: "A11ySim cannot tell what '\(action)' did on \(platform.displayName): "
            + "add \"do\": the interaction (e.g. \"double-tap\")", at: record.location)
      }
      moves.append(
        LoggedMove(
          action: action, interaction: done, utterance: utterance, location: record.location))
    }
    return moves
  }
}
