import ComponentFile
import ControlRegistry
import Controls
import Core
import Foundation
import Interactions
import ScreenReaders
import Simulation
import TestSupport
import Testing

@testable import Speech

/// What is heard matches the transcript (issue 13): the WAV cuts off exactly the utterances
/// the transcript marks `[interrupted]`, for every reader, however much slower or faster than
/// the timing model the voice is.
@Suite("Cut-offs heard equal the transcript's interruptions")
struct CutOffTests {
  /// A run for each reader with interruptions in it: the simulated user acts at once
  /// (`--pace immediate`), so focus and value changes cut off what is being said.
  static func transcripts() throws -> [(reader: String, entries: [TranscriptEntry])] {
    let component = try ComponentLoader.parse(
      "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10", source: "q.yml")
    return try RulePacks.all.map { pack in
      let touch = [Platform.ios, .android].contains(pack.platform)
      let script =
        touch
        ? "swipe right; swipe right; swipe left; swipe up; swipe up; swipe right"
        : "press Tab; press Up; press Up; press Tab; press Shift+Tab; press Down"
      var simulation = try ReaderSimulation(
        component: component, platform: pack.platform, pack: pack, pace: .immediate)
      try simulation.run(try InteractionParser.parse(script))
      return (pack.name, simulation.transcript)
    }
  }

  /// The entries the transcript marks interrupted, and those the WAV cut, as `#entry "text"`.
  static func compare(
    _ entries: [TranscriptEntry], _ summary: WAVRenderer.Summary
  ) -> (transcript: [String], heard: [String]) {
    let interrupted = entries.indices.filter { entries[$0].isInterrupted }.map {
      "#\($0) \"\(entries[$0].text)\""
    }
    let cut = summary.timeline.filter(\.isCut).map { "#\($0.entry) \"\($0.text)\"" }
    return (interrupted, cut)
  }

  @Test("Every reader, a voice 3× slower and one 3× faster than the model: cut = interrupted")
  func testSynthesizer() throws {
    for factor in [3.0, 1.0 / 3] {
      for (reader, entries) in try Self.transcripts() {
        #expect(entries.count >= 2, "\(reader): \(entries.count) utterances")
        #expect(entries.contains { $0.isInterrupted }, "\(reader): nothing interrupted")
        let queue = SpeechQueue(reader: reader, wordsPerMinute: 180)
        var renderer = WAVRenderer(environment: ["PATH": "/nonexistent"])
        // Each text lasts `factor` times what the model gives it, at 1000 samples a second.
        renderer.synthesizer = { text, voice throws(WAVRenderError) in
          var model = queue
          model.wordsPerMinute = voice.wordsPerMinute
          let milliseconds = Int(Double(model.duration(of: text).milliseconds) * factor)
          return PCMAudio(
            sampleRate: 1000, samples: Array(repeating: 1, count: max(1, milliseconds)))
        }
        let folder = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("cuts.wav").path
        let summary = try renderer.render([entries], to: path)
        let (interrupted, cut) = Self.compare(entries, summary)
        if factor > 1 {
          #expect(cut == interrupted, "\(reader) at \(factor)×")
        } else {
          // A faster voice has ended some interrupted utterances before their cut: the WAV
          // cuts no more than the transcript, and never one it does not mark.
          #expect(Set(cut).isSubset(of: Set(interrupted)), "\(reader) at \(factor)×")
        }
        // Nothing the transcript does not cut is shortened.
        for utterance in summary.timeline where !utterance.isInterrupted {
          var model = queue
          model.wordsPerMinute = VoiceProfiles.standard.voice(for: reader).wordsPerMinute
          let full = max(1, Int(Double(model.duration(of: utterance.text).milliseconds) * factor))
          #expect(utterance.milliseconds == full, "\(reader): \(utterance)")
        }
      }
    }
  }

  @Test(
    "Every reader with espeak-ng: the cut set is the interrupted set",
    .enabled(
      if: WAVRenderer().espeakPath != nil,
      "espeak-ng is not installed (Debian: apt-get install espeak-ng; .ci/run installs it)"))
  func espeak() throws {
    for (reader, entries) in try Self.transcripts() {
      let folder = try TemporaryFolder.create()
      defer { TemporaryFolder.remove(folder) }
      let path = folder.appendingPathComponent("cuts.wav").path
      let summary = try WAVRenderer().render([entries], to: path)
      let (interrupted, cut) = Self.compare(entries, summary)
      #expect(cut == interrupted, "\(reader)")
      #expect(summary.cutOffs == interrupted.count, "\(reader)")
    }
  }
}
