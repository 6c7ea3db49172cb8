import ComponentFile

/// The tools whose logs a capture can import (`format:`), each read by its own importer.
package enum CaptureLogFormat: String, CaseIterable, Sendable {
  /// Guidepup's `spokenPhraseLog()`, written as a JSON array of strings.
  case guidepup
  /// Orca's debug log: its `SPEECH OUTPUT: '…'` lines.
  case orca
  /// NVDA's log at the input/output or debug level: its `Speaking […]` lines.
  case nvda
  /// TalkBack's verbose log in logcat: its `Speaking fragment text="…"` lines.
  case talkback
  /// A JSON array a test using XCUIVoiceOverService writes: one record per move.
  case xcuivoiceover

  /// The tool's name in messages.
  package var toolName: String {
    switch self {
    case .guidepup: "Guidepup spokenPhraseLog"
    case .orca: "Orca debug log"
    case .nvda: "NVDA log"
    case .talkback: "TalkBack logcat"
    case .xcuivoiceover: "XCUIVoiceOverService log"
    }
  }
}

/// One utterance an imported log holds, with where it was.
package struct LoggedUtterance: Sendable, Equatable {
  /// What was said.
  package var text: String
  /// Where it is in the log.
  package var location: SourceLocation

  /// Creates an utterance.
  package init(_ text: String, at location: SourceLocation) {
    self.text = text
    self.location = location
  }
}

/// One record of an XCUIVoiceOverService log: the move the test made and the speech it
/// returned.
package struct LoggedMove: Sendable, Equatable {
  /// The method called: `moveForward`, `moveBackward`, `moveIn`, `moveOut` or `currentSpeech`.
  package var action: String
  /// The interaction the test performed, in A11ySim's language, when the record names one
  /// (`"do": "double-tap"`); else the move's own (`moveForward` is `swipe right` on iOS).
  package var interaction: String?
  /// `Output.utterance`; `nil` when the call threw `noSpeech`.
  package var utterance: String?
  /// Where the record is in the log.
  package var location: SourceLocation

  /// Creates a record.
  package init(
    action: String, interaction: String?, utterance: String?, location: SourceLocation
  ) {
    self.action = action
    self.interaction = interaction
    self.utterance = utterance
    self.location = location
  }
}
