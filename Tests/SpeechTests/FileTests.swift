import Controls
import Core
import Foundation
import ScreenReaders
import TestSupport
import Testing

@testable import Speech

@Suite("Transcript files, WAV rendering and error lines")
struct FileTests {
  @Test("Reads the JSON of 'simulate --reader … --format json'")
  func transcriptJSON() throws {
    let json = """
      [{"platform": "android", "reader": "talkback", "variant": "material",
        "transcript": [
          {"timeMilliseconds": 0, "endMilliseconds": 340, "reader": "TalkBack", "text": "Quantity",
           "parts": [{"kind": "name", "text": "Quantity"}], "kind": "focus", "priority": "interrupt",
           "rule": "talkback/focus", "source": "TalkBack x.java", "confidence": "high",
           "interrupted": true},
          {"timeMilliseconds": 1530, "endMilliseconds": 2900, "reader": "TalkBack",
           "text": "Double-tap to activate", "parts": [], "kind": "hint", "priority": "queue",
           "rule": "talkback/hint", "source": "s", "confidence": "low", "interrupted": false}]}]
      """
    let runs = try TranscriptFile.decode(Data(json.utf8))
    #expect(runs.count == 1)
    #expect(
      runs[0] == [
        TranscriptEntry(
          time: .zero, end: SimulatedInstant(milliseconds: 340), reader: "TalkBack",
          text: "Quantity", parts: [SpeechPart(.name, "Quantity")], kind: .focus,
          priority: .interrupt, rule: "talkback/focus", source: Source("TalkBack x.java", .high),
          isInterrupted: true),
        TranscriptEntry(
          time: SimulatedInstant(milliseconds: 1530), end: SimulatedInstant(milliseconds: 2900),
          reader: "TalkBack", text: "Double-tap to activate", parts: [], kind: .hint,
          priority: .queue, rule: "talkback/hint", source: Source("s", .low)),
      ])
  }

  @Test("A file that is not a transcript says what is wrong")
  func badTranscript() {
    #expect(throws: TranscriptFileError(reason: "not JSON")) {
      try TranscriptFile.decode(Data("nope".utf8))
    }
    #expect(throws: TranscriptFileError(reason: "missing 'transcript'")) {
      try TranscriptFile.decode(Data("{\"runs\": []}".utf8))
    }
    #expect(throws: TranscriptFileError(reason: "cannot read '/nonexistent/t.json': no such file"))
    {
      try TranscriptFile.read(path: "/nonexistent/t.json")
    }
  }

  @Test("WAV files round-trip")
  func wavRoundTrip() throws {
    let audio = PCMAudio(sampleRate: 22050, samples: [0, 1, -1, 32767, -32768])
    #expect(audio.wav.count == 44 + 10)
    #expect(try PCMAudio(wav: audio.wav) == audio)
    #expect(throws: WAVRenderError.badAudio("not a WAV file")) { try PCMAudio(wav: Data()) }
  }

  /// Where `actual` first differs from `expected`, in a line: a failing comparison of audio
  /// prints this, never the samples (hundreds of kilobytes of them).
  static func firstDifference(_ actual: some Collection<Int16>, _ expected: [Int16]) -> String? {
    for (index, (a, e)) in zip(actual, expected).enumerated() where a != e {
      return "sample \(index): \(a), expected \(e)"
    }
    if actual.count != expected.count {
      return "\(actual.count) samples, expected \(expected.count)"
    }
    return nil
  }

  @Test(
    "espeak-ng's audio follows the transcript: cut where it is interrupted, whole elsewhere",
    .enabled(
      if: WAVRenderer().espeakPath != nil,
      "espeak-ng is not installed (Debian: apt-get install espeak-ng; .ci/run installs it)"))
  func wavTimelineWithEspeak() throws {
    // The timeline itself is checked sample for sample with a synthesizer the test controls
    // (WAVLimitTests); here, that the renderer places espeak-ng's own audio on it. Nothing
    // depends on how fast espeak-ng runs, and a failure prints one line.
    let renderer = WAVRenderer()
    let espeak = try #require(renderer.espeakPath)
    let voice = VoiceProfiles.standard.voice(for: "TalkBack")
    let second = try WAVRenderer.synthesize("Unlabelled, Button", voice: voice, espeak: espeak)
    let hint = try WAVRenderer.synthesize("Double-tap to activate", voice: voice, espeak: espeak)
    #expect(second.sampleRate == 22050)
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("cut.wav").path
    let transcript = [
      entry(0, 340, "Quantity, 3, adjustable, slider", interrupted: true),
      entry(340, 1130, "Unlabelled, Button"),
      entry(9000, 10000, "Double-tap to activate", kind: .hint, priority: .queue),
    ]
    let summary = try renderer.render([transcript], to: path)
    let written = try PCMAudio(wav: Data(contentsOf: URL(fileURLWithPath: path)))
    // The first is cut at 0.34 s; the second follows at once and is said in full (espeak-ng
    // is slower than the model's 0.79 s); the silence the transcript has before the hint
    // (9 s − 1.13 s) follows.
    let secondStart = 340 * 22050 / 1000
    let secondEnd = secondStart + second.samples.count
    #expect(second.samples.count * 1000 / 22050 > 790)
    let hintStart = secondEnd + (9000 - 1130) * 22050 / 1000
    try #require(
      written.samples.count == hintStart + hint.samples.count,
      "\(written.samples.count) samples, expected \(hintStart) + the hint's \(hint.samples.count)")
    #expect(Self.firstDifference(written.samples[secondStart..<secondEnd], second.samples) == nil)
    let silence = written.samples[secondEnd..<hintStart]
    #expect(silence.firstIndex { $0 != 0 }.map { "sound at sample \($0)" } == nil)
    #expect(Self.firstDifference(written.samples[hintStart...], hint.samples) == nil)
    #expect(summary.milliseconds == written.samples.count * 1000 / 22050)
    #expect(summary.utterances == 3)
    #expect(summary.cutOffs == 1)
  }

  @Test("Without espeak-ng: one line saying how to get it")
  func noEspeak() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("never.wav").path
    let renderer = WAVRenderer(environment: ["PATH": "/nonexistent"])
    #expect(renderer.espeakPath == nil)
    #expect(throws: WAVRenderError.espeakMissing) {
      try renderer.render([[entry(0, 100, "x")]], to: path)
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(
      WAVRenderError.espeakMissing.description
        == "espeak-ng is not installed, so no WAV was written; install it: apt-get install espeak-ng"
    )
  }

  @Test("Socket addresses: unix_socket or a path, at most 107 bytes")
  func addresses() throws {
    #expect(try SpeechAddress.socketPath("unix_socket:/tmp/s.sock") == "/tmp/s.sock")
    #expect(try SpeechAddress.socketPath("/tmp/s.sock") == "/tmp/s.sock")
    let long = "/tmp/" + String(repeating: "x", count: 103)
    #expect(throws: SpeechError.socketPathTooLong(long)) { try SpeechAddress.socketPath(long) }
    #expect(
      throws: SpeechError.noDaemon(
        "unsupported address 'inet_socket:localhost:6560'; use unix_socket:/path/to/speechd.sock")
    ) { try SpeechAddress.socketPath("inet_socket:localhost:6560") }
  }

  @Test("Each failure is one line that says what is missing and how to get it")
  func errorLines() {
    #expect(
      SpeechError.notInBuild.description
        == "this a11ysim was built without speech; rebuild with 'swift build --traits "
        + "SpeechDispatcher' (needs: apt-get install libspeechd-dev speech-dispatcher "
        + "speech-dispatcher-espeak-ng)")
    #expect(
      SpeechError.daemonNotResponding(what: "the connection", seconds: 0.5).description
        == "speech-dispatcher did not answer the connection within 0.5 s; wait longer with "
        + "A11YSIM_SPEECH_TIMEOUT=SECONDS, or start a daemon of a11ysim's own "
        + "(Scripts/speech-daemon.sh start) and export SPEECHD_ADDRESS to it; do not kill the "
        + "daemon a screen reader may be using")
    #expect(
      SpeechError.noDaemon("x").description
        == "cannot reach the speech-dispatcher daemon (x); start it with 'speech-dispatcher' or "
        + "install it: apt-get install speech-dispatcher speech-dispatcher-espeak-ng")
    let errors: [SpeechError] = [
      .notInBuild, .noDaemon("x"), .daemonGone("y"), .closed,
      .daemonNotResponding(what: "x", seconds: 1), .socketPathTooLong("/x"), .refused("x"),
    ]
    for error in errors {
      #expect(!error.description.contains("\n"))
      // Killing every speech-dispatcher would silence a blind user's own screen reader.
      #expect(!error.description.contains("killall"), "\(error)")
      #expect(!error.description.contains("pkill"), "\(error)")
    }
  }
}
