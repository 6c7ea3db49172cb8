import Calibration
import ComponentFile
import Core
import Testing

/// Each importer on its fixture (written in the tool's documented format), and the exact
/// error for a line it cannot read.
@Suite("Log importers")
struct ImporterTests {
  /// The utterances as `LINE: TEXT`.
  static func listed(_ utterances: [LoggedUtterance]) -> [String] {
    utterances.map { "\($0.location.line): \($0.text)" }
  }

  @Test("Guidepup: the phrases of spokenPhraseLog(), as a JSON array of strings")
  func guidepup() throws {
    let (text, path) = try fixture("guidepup-spoken-phrases.json")
    #expect(
      Self.listed(try GuidepupLog.utterances(in: text, source: path)) == [
        "2: Quantity", "3: 2, Quantity, stepper",
        "4: You are currently on a stepper. To begin interacting with this stepper, press Control-Shift-Down Arrow.",
      ])
    // Escapes, a surrogate pair, and empty phrases dropped.
    #expect(
      try GuidepupLog.utterances(in: #"["say \"hi\"\n", "", "\ud83d\ude00 \u00e9"]"#, source: "g")
        .map(\.text) == ["say \"hi\"\n", "😀 é"])
  }

  @Test("Orca: the SPEECH OUTPUT lines of the debug log, with or without the voice after them")
  func orca() throws {
    let (text, path) = try fixture("orca-debug.log")
    #expect(
      Self.listed(try OrcaLog.utterances(in: text, source: path)) == [
        "2: Quantity spin button", "3: 2", "6: 3", "8: 4",
      ])
    #expect(
      try OrcaLog.utterances(
        in: "10:00:00.000000 - SPEECH OUTPUT: 'it's 3' voice=uppercase{'family': {}}\n"
          + "SPEECH OUTPUT: 'a 'quoted' word'\n", source: "o"
      ).map(\.text) == ["it's 3", "a 'quoted' word"])
  }

  @Test("NVDA: the strings of each Speaking sequence, joined, commands skipped")
  func nvda() throws {
    let (text, path) = try fixture("nvda.log")
    #expect(
      Self.listed(try NVDALog.utterances(in: text, source: path)) == [
        "6: Quantity Minimum0 Maximum10 edit 2", "10: 3",
      ])
    #expect(
      try NVDALog.utterances(
        in: #"Speaking [LangChangeCommand ('en_GB'), "it's", 'a \'b\' \xe9', CallbackCommand(x)]"#
          + "\nSpeaking [EndUtteranceCommand()]\n", source: "n"
      ).map(\.text) == ["it's a 'b' é"])
  }

  @Test("TalkBack: the Speaking fragment lines of logcat; a fragment without text is not speech")
  func talkBack() throws {
    let (text, path) = try fixture("talkback-logcat.txt")
    #expect(
      Self.listed(try TalkBackLog.utterances(in: text, source: path)) == [
        "2: Quantity", "4: Decrease quantity, Button", "5: Double-tap to activate", "7: 1",
      ])
  }

  @Test("XCUIVoiceOverService: one record per move, the move's interaction filled in")
  func voiceOverService() throws {
    let (text, path) = try fixture("xcui-voiceover.json")
    let moves = try VoiceOverServiceLog.moves(in: text, source: path, platform: .ios)
    #expect(
      moves.map { "\($0.location.line): \($0.interaction ?? "") → \($0.utterance ?? "(none)")" }
        == [
          "2: swipe right → Quantity", "3: swipe right → 2",
          "4: swipe right → Decrease quantity, button", "5: swipe left → 2",
        ])
    let mac = try VoiceOverServiceLog.moves(
      in:
        #"[{"action": "moveIn", "utterance": null}, {"action": "currentSpeech", "do": "press VO+Space", "utterance": "pressed"}]"#,
      source: "x", platform: .macos)
    #expect(mac.map(\.interaction) == ["press VO+Shift+Down", "press VO+Space"])
    #expect(mac.map(\.utterance) == [nil, "pressed"])
  }

  @Test(
    "A log line the importer cannot read is an error at LOG:LINE:COLUMN",
    arguments: [
      (
        CaptureLogFormat.guidepup, "[\"a\",\n 3]",
        "log:2:2: error: Guidepup spokenPhraseLog: expected a phrase (a string), found a number"
      ),
      (
        .guidepup, "{\"a\": 1}",
        "log:1:1: error: Guidepup spokenPhraseLog: expected a JSON array of phrases (spokenPhraseLog()), found an object"
      ),
      (
        .guidepup, "[\"a\" \"b\"]",
        "log:1:6: error: Guidepup spokenPhraseLog: expected ',' or ']' after an element, found '\"b\"]'"
      ),
      (
        .guidepup, "[\"a\\q\"]",
        "log:1:4: error: Guidepup spokenPhraseLog: unknown escape in a string, found '\\q\"]'"
      ),
      (
        .guidepup, "[\"a",
        "log:1:4: error: Guidepup spokenPhraseLog: the string is not closed: expected '\"' before the end of the text"
      ),
      (
        .orca, "x\n09:00:00.000000 - SPEECH OUTPUT: 'cut off",
        "log:2:35: error: Orca debug log: the SPEECH OUTPUT text has no closing quote on its line"
      ),
      (
        .nvda, "IO - speech.speech.speak (09:00:00.000):\nSpeaking ['a', 'b",
        "log:2:16: error: NVDA log: a string in the speech sequence has no closing quote"
      ),
      (.nvda, "Speaking ['a'", "log:1:10: error: NVDA log: the speech sequence has no closing ']'"),
      (
        .talkback, "V talkback: Speaking fragment text=Quantity, utteranceId=talkback_1",
        "log:1:36: error: TalkBack logcat: expected text=\"…\", utteranceId=… after 'Speaking fragment'"
      ),
      (
        .xcuivoiceover, "[{\"utterance\": \"a\"}]",
        "log:1:2: error: XCUIVoiceOverService log: the record has no 'action'"
      ),
      (
        .xcuivoiceover, "[{\"action\": \"moveForward\"}]",
        "log:1:2: error: XCUIVoiceOverService log: the record has no 'utterance' (null when noSpeech was thrown)"
      ),
      (
        .xcuivoiceover, "[{\"action\": \"moveIn\", \"utterance\": \"a\"}]",
        "log:1:2: error: XCUIVoiceOverService log: A11ySim cannot tell what 'moveIn' did on iOS: add \"do\": the interaction (e.g. \"double-tap\")"
      ),
      (
        .xcuivoiceover, "[{\"action\": \"tap\", \"utterance\": \"a\"}]",
        "log:1:13: error: XCUIVoiceOverService log: expected an action (moveForward, moveBackward, moveIn, moveOut, currentSpeech), found 'tap'"
      ),
      (
        .xcuivoiceover, "[{\"action\": \"moveForward\", \"utterance\": 3}]",
        "log:1:41: error: XCUIVoiceOverService log: expected a string or null (noSpeech) for 'utterance', found a number"
      ),
    ])
  func logErrors(format: CaptureLogFormat, log: String, expected: String) {
    do {
      switch format {
      case .guidepup: _ = try GuidepupLog.utterances(in: log, source: "log")
      case .orca: _ = try OrcaLog.utterances(in: log, source: "log")
      case .nvda: _ = try NVDALog.utterances(in: log, source: "log")
      case .talkback: _ = try TalkBackLog.utterances(in: log, source: "log")
      case .xcuivoiceover: _ = try VoiceOverServiceLog.moves(in: log, source: "log", platform: .ios)
      }
      Issue.record("no error for \(log.debugDescription)")
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test("Each capture fixture imports its log into steps with what was heard")
  func fixturesImport() throws {
    let expected: [(String, [String])] = [
      (
        "talkback-logcat.yml",
        [
          "swipe right: Quantity",
          "swipe right: Decrease quantity, Button | Double-tap to activate", "double-tap: 1",
        ]
      ),
      (
        "orca-spinbutton.yml",
        ["press Tab: Quantity spin button | 2", "press Up: 3", "press Up: 4"]
      ),
      ("nvda-numberbox.yml", ["press Tab: Quantity Minimum0 Maximum10 edit 2", "press Up: 3"]),
      (
        "guidepup-voiceover.yml",
        [
          "press VO+Right: Quantity",
          "press VO+Right: 2, Quantity, stepper | You are currently on a stepper. To begin interacting with this stepper, press Control-Shift-Down Arrow.",
        ]
      ),
      (
        "xcui-voiceover.yml",
        [
          "swipe right: Quantity", "swipe right: 2", "swipe right: Decrease quantity, button",
          "swipe left: 2",
        ]
      ),
    ]
    for (name, steps) in expected {
      let capture = try CaptureReader.read(path: try fixture(name).path)
      #expect(
        capture.steps.map { "\($0.interaction): " + $0.heard.joined(separator: " | ") } == steps,
        "\(name)")
    }
  }

  @Test("Steps that take more or fewer utterances than the log has are an error at 'log:'")
  func countMismatch() throws {
    let document = try CaptureParser.parse(
      "platform: linux\nreader: orca\ncomponent: c.yml\nlog: orca.log\nformat: orca\n"
        + "steps:\n  - do: press Tab\n    utterances: 3\n", source: "c.yml")
    #expect(
      throws: CaptureError.utteranceCount(
        log: "orca.log", found: 2, taken: 3,
        at: SourceLocation(source: "c.yml", line: 4, column: 6))
    ) {
      try CaptureReader.imported(
        document, logText: "SPEECH OUTPUT: 'a'\nSPEECH OUTPUT: 'b'\n", logSource: "orca.log")
    }
    #expect(
      CaptureError.utteranceCount(
        log: "orca.log", found: 2, taken: 3,
        at: SourceLocation(source: "c.yml", line: 4, column: 6)
      ).description
        == "c.yml:4:6: error: the log 'orca.log' has 2 utterances and the steps take 3: give each step the number it heard ('utterances: N')"
    )
  }

  @Test(
    "A bad escape is shown, never printed raw: an error stays on one line (found by fuzz-capture)")
  func badEscapeOnOneLine() {
    #expect(
      throws: CaptureError.log(
        format: "Guidepup spokenPhraseLog",
        message: "unknown escape in a string, found '\\\\u{1b}[2J\"]'",
        at: SourceLocation(source: "log", line: 1, column: 4))
    ) {
      try GuidepupLog.utterances(in: "[\"a\\\u{1B}[2J\"]", source: "log")
    }
    #expect(
      throws: CaptureError.log(
        format: "Guidepup spokenPhraseLog", message: "unknown escape in a string, found '\\'",
        at: SourceLocation(source: "log", line: 1, column: 4))
    ) {
      try GuidepupLog.utterances(in: "[\"a\\\n\"]", source: "log")
    }
  }
}
