import Controls
import Foundation
import ScreenReaders
import TestSupport
import Testing

@testable import Speech

/// The WAV timeline with a synthesizer whose audio the test knows: each text is a run of one
/// sample value at 1000 Hz, so a sample is a millisecond. No espeak-ng and no wall clock.
@Suite("WAV timeline and limits")
struct WAVLimitTests {
  /// "A" is 500 samples of 1, "B" 200 of 2, "C" 50 of 3.
  static let voices: [String: (value: Int16, count: Int)] = [
    "A": (1, 500), "B": (2, 200), "C": (3, 50),
  ]

  static func renderer() -> WAVRenderer {
    var renderer = WAVRenderer(environment: ["PATH": "/nonexistent"])
    renderer.synthesizer = { text, _ throws(WAVRenderError) in
      guard let voice = voices[text] else { throw .espeakFailed("no test voice for \(text)") }
      return PCMAudio(sampleRate: 1000, samples: Array(repeating: voice.value, count: voice.count))
    }
    return renderer
  }

  /// The audio as runs of one value: `1×340 2×200 0×8460 3×50`. A failure prints this short
  /// line, never the samples.
  static func runs(_ samples: [Int16]) -> String {
    var runs: [(Int16, Int)] = []
    for sample in samples {
      if let last = runs.last, last.0 == sample {
        runs[runs.count - 1].1 += 1
      } else {
        runs.append((sample, 1))
      }
    }
    return runs.map { "\($0.0)×\($0.1)" }.joined(separator: " ")
  }

  static func render(_ runs: [[TranscriptEntry]]) throws -> (String, WAVRenderer.Summary) {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("limits.wav").path
    let summary = try renderer().render(runs, to: path)
    let written = try PCMAudio(wav: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(written.sampleRate == 1000)
    return (Self.runs(written.samples), summary)
  }

  @Test("Silences and cut-offs of the timing model, sample for sample")
  func timeline() throws {
    let (audio, summary) = try Self.render([
      [
        entry(0, 340, "A", interrupted: true),
        entry(340, 540, "B"),
        entry(9000, 9050, "C", kind: .hint, priority: .queue),
      ]
    ])
    // A is cut at 340 ms; B follows at once; silence until C at 9 s.
    #expect(audio == "1×340 2×200 0×8460 3×50")
    #expect(summary.description == "9.05 s, 3 utterances, 1 cut off")
    #expect(
      summary.timeline.map(\.description) == [
        "#0.0 \"A\" at 0.00s for 0.34s, cut", "#0.1 \"B\" at 0.34s for 0.20s",
        "#0.2 \"C\" at 9.00s for 0.05s",
      ])
  }

  @Test("A gap of 1e9 ms becomes 10 s of silence, and times near Int.max do not trap")
  func longSilencesAreShortened() throws {
    let (audio, summary) = try Self.render([
      [
        entry(0, 500, "A"),
        entry(1_000_000_000, 1_000_000_200, "B", priority: .queue),
        entry(9_000_000_000_000_000_000, 9_000_000_000_000_000_050, "C", priority: .queue),
      ]
    ])
    #expect(audio == "1×500 0×10000 2×200 0×10000 3×50")
    #expect(summary.description == "20.75 s, 3 utterances, 0 cut off, 2 silences shortened to 10 s")
  }

  @Test("A cut-off after a shortened silence cuts at the same place in the utterance")
  func cutOffAfterShortenedSilence() throws {
    let (audio, summary) = try Self.render([
      [
        entry(0, 500, "A"),
        entry(100_000, 100_100, "A", interrupted: true),
        entry(100_100, 100_300, "B"),
      ]
    ])
    #expect(audio == "1×500 0×10000 1×100 2×200")
    #expect(summary.cutOffs == 1)
    #expect(summary.shortenedSilences == 1)
  }

  @Test("Audio longer than 60 minutes is refused with the limit, and no file is written")
  func tooLong() throws {
    // 400 utterances 10 s apart: 4,000 s of audio.
    let transcript = (0..<400).map { entry($0 * 10_000, $0 * 10_000 + 500, "A", priority: .queue) }
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("too-long.wav").path
    #expect(throws: WAVRenderError.tooLong(3_600_000)) {
      try Self.renderer().render([transcript], to: path)
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(
      WAVRenderError.tooLong(3_600_000).description
        == "the WAV would last longer than 60 minutes (the limit), so none was written; render "
        + "fewer scenarios or a shorter transcript")
  }

  @Test("A transcript file with a negative time or an end before its start is refused")
  func badTimes() {
    let negative = """
      {"transcript": [{"timeMilliseconds": -9000000000000000000, "endMilliseconds": 500,
        "reader": "TalkBack", "text": "Quantity"}]}
      """
    #expect(
      throws: TranscriptFileError(
        reason: "bad value at .transcript[0].timeMilliseconds: expected 0 or more, found "
          + "-9000000000000000000")
    ) { try TranscriptFile.decode(Data(negative.utf8)) }
    let backwards = """
      [{"transcript": [
        {"timeMilliseconds": 0, "endMilliseconds": 5, "reader": "TalkBack", "text": "A"},
        {"timeMilliseconds": 100, "endMilliseconds": 50, "reader": "TalkBack", "text": "B"}]}]
      """
    #expect(
      throws: TranscriptFileError(
        reason: "bad value at [0].transcript[1].endMilliseconds: expected at least "
          + "timeMilliseconds (100), found 50")
    ) { try TranscriptFile.decode(Data(backwards.utf8)) }
  }
}
