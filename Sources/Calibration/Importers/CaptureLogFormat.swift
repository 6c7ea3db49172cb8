import ComponentFile
import Core

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

  /// Where the format the importer reads was confirmed, and how firmly: the tool's own source
  /// where it was read; a convention of A11ySim's where the tool defines no file.
  package var evidence: Source {
    switch self {
    case .guidepup:
      Source(
        "Guidepup IScreenReader.spokenPhraseLog(): Promise<string[]>; the JSON file is the "
          + "test's JSON.stringify of it (A11ySim's convention)", .high,
        .code(
          Repository("guidepup/guidepup", commit: "455b2a6f2d4fe36c386e02c7770b49dc5166ad46"),
          path: "src/IScreenReader.ts", symbol: "spokenPhraseLog"))
    case .orca:
      Source(
        "Orca speech._speak logs \"SPEECH OUTPUT: '\" + text + \"'\" and the voice; "
          + "debug.println prefixes HH:MM:SS.ffffff", .high,
        .code(
          Repository("GNOME/orca", commit: "0051eebbf574f900e6b4cf1d2fe7106b9477871f"),
          path: "src/orca/speech.py", symbol: "_speak"),
        .code(
          Repository("GNOME/orca", commit: "0051eebbf574f900e6b4cf1d2fe7106b9477871f"),
          path: "src/orca/debug.py", symbol: "println"))
    case .nvda:
      Source(
        "NVDA speech.speak logs log.io(\"Speaking %r\" % speechSequence) at the IO level", .high,
        .code(
          Repository("nvaccess/nvda", commit: "00235ec18c5d333a9c4c9fbd8c1f27494495969b"),
          path: "source/speech/speech.py", symbol: "speak"),
        .code(
          Repository("nvaccess/nvda", commit: "0057dd93e2f89da38963cc6d756d2569c0de272d"),
          path: "source/logHandler.py", symbol: "Logger.io"))
    case .talkback:
      Source(
        "TalkBack SpeechControllerImpl logs \"Speaking fragment text=%s, utteranceId=%s, "
          + "spans=%s, locale=%s, event=%s\" verbosely; logcat's prefix before it is not "
          + "confirmed from source", .medium,
        .code(
          .talkBack,
          path:
            "utils/src/main/java/com/google/android/accessibility/utils/output/SpeechControllerImpl.java",
          symbol: "processNextFragmentInternal"))
    case .xcuivoiceover:
      Source(
        "Apple documents currentSpeech(), moveForward(), moveBackward(), moveIn(), moveOut() "
          + "returning Output.utterance and the noSpeech error; the JSON records are A11ySim's "
          + "convention (Apple defines no file), not checked against a device", .medium,
        .page("https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice"))
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
