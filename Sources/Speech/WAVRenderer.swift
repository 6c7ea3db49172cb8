import ChildProcesses
import Core
import Foundation
import OutputFiles
import ScreenReaders

/// Renders transcripts to one WAV file with espeak-ng, following the transcript's schedule
/// (``SpeechSchedule``): each utterance is said in full unless the transcript marks it
/// `[interrupted]`, which is cut off after exactly as long as the transcript gives it. espeak-ng
/// speaks more slowly than the timing model, so an utterance said in full may shift the audio
/// after it later (the silences the transcript has are kept); the file then lasts longer than
/// the transcript, but it never cuts what the transcript does not, and cuts all it does. No
/// daemon and no sound card are needed, so a reviewer can listen in a pull request.
package struct WAVRenderer: Sendable {
  /// Each reader's voice.
  package var voices: VoiceProfiles
  /// Silence between runs, in milliseconds.
  package var gapBetweenRuns = 1000
  /// Makes one utterance's audio; `nil` runs espeak-ng. Tests give their own, so that the
  /// timeline they check does not depend on the synthesizer.
  var synthesizer: (@Sendable (String, VoiceProfile) throws(WAVRenderError) -> PCMAudio)?
  private let searchPath: String

  /// Creates a renderer that finds espeak-ng on `PATH` when it renders.
  package init(
    voices: VoiceProfiles = .standard,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.voices = voices
    searchPath = environment["PATH"] ?? "/usr/bin:/bin"
  }

  /// What a rendering produced.
  package struct Summary: Equatable, Sendable, CustomStringConvertible {
    /// The length of the file's audio, in milliseconds.
    package var milliseconds: Int
    /// How many utterances were rendered.
    package var utterances: Int
    /// How many were cut off by an interruption.
    package var cutOffs: Int
    /// How many silences were longer than ``WAVRenderer/maximumSilenceMilliseconds`` and
    /// were shortened to it.
    package var shortenedSilences = 0
    /// Each utterance where it landed in the file, and whether it was cut off.
    package var timeline: [RenderedUtterance] = []

    /// `3.42 s, 4 utterances, 1 cut off`, then `, 1 silence shortened to 10 s` if any was.
    package var description: String {
      let seconds = String(format: "%.2f", Double(milliseconds) / 1000)
      var text =
        "\(seconds) s, \(utterances) utterance\(utterances == 1 ? "" : "s"), \(cutOffs) cut off"
      if shortenedSilences > 0 {
        text +=
          ", \(shortenedSilences) silence\(shortenedSilences == 1 ? "" : "s") shortened to "
          + "\(WAVRenderer.maximumSilenceMilliseconds / 1000) s"
      }
      return text
    }
  }

  /// The espeak-ng executable on the search path, if there is one.
  package var espeakPath: String? {
    for folder in searchPath.split(separator: ":") {
      let candidate = "\(folder)/espeak-ng"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The longest silence the file holds: a longer pause in a transcript (a long `wait`) is
  /// shortened to this, and the summary counts it. 10 seconds.
  package static let maximumSilenceMilliseconds = 10_000
  /// The longest file to write: 60 minutes of audio (about 160 MB at espeak-ng's 22,050 Hz).
  package static let maximumMilliseconds = 60 * 60 * 1000

  /// Renders `runs` (each one transcript on its own clock) one after another to `path`.
  ///
  /// - Throws: ``WAVRenderError/tooLong(_:)`` when the audio would last longer than
  ///   ``maximumMilliseconds``, before anything is written.
  package func render(_ runs: [[TranscriptEntry]], to path: String) throws(WAVRenderError)
    -> Summary
  {
    let synthesize: (String, VoiceProfile) throws(WAVRenderError) -> PCMAudio
    if let synthesizer {
      synthesize = synthesizer
    } else {
      guard let espeak = espeakPath else { throw .espeakMissing }
      synthesize = { text, voice throws(WAVRenderError) in
        try Self.synthesize(text, voice: voice, espeak: espeak)
      }
    }
    var audio = PCMAudio(sampleRate: 22050, samples: [])
    struct Key: Hashable {
      var text: String
      var voice: VoiceProfile
    }
    var rendered: [Key: PCMAudio] = [:]
    var summary = Summary(milliseconds: 0, utterances: 0, cutOffs: 0)
    func append(_ samples: some Collection<Int16>) throws(WAVRenderError) {
      guard audio.samples.count + samples.count <= audio.sampleCount(Self.maximumMilliseconds)
      else { throw .tooLong(Self.maximumMilliseconds) }
      audio.samples += samples
    }
    let silence = max(0, min(gapBetweenRuns, Self.maximumSilenceMilliseconds))
    for (index, entries) in runs.enumerated() where !entries.isEmpty {
      if index > 0, !audio.samples.isEmpty {
        try append(repeatElement(0, count: audio.sampleCount(silence)))
      }
      var previous: (step: SpeechStep, heard: Int)?
      for step in SpeechSchedule.steps(for: entries, voices: voices) {
        if let previous {
          var pause = SpeechSchedule.silence(
            before: step, after: previous.step, heard: previous.heard)
          if pause > Self.maximumSilenceMilliseconds {
            pause = Self.maximumSilenceMilliseconds
            summary.shortenedSilences += 1
          }
          try append(repeatElement(0, count: audio.sampleCount(pause)))
        }
        let key = Key(text: step.text, voice: step.voice)
        let speech: PCMAudio
        if let cached = rendered[key] {
          speech = cached
        } else {
          speech = try synthesize(step.text, step.voice)
          rendered[key] = speech
        }
        if audio.samples.isEmpty { audio.sampleRate = speech.sampleRate }
        guard speech.sampleRate == audio.sampleRate else {
          throw .badAudio("espeak-ng changed its sample rate to \(speech.sampleRate) Hz")
        }
        var samples = speech.samples[...]
        var isCut = false
        if step.isInterrupted {
          let kept = max(0, audio.sampleCount(step.modelled))
          if samples.count > kept {
            samples = samples.prefix(kept)
            isCut = true
            summary.cutOffs += 1
          }
        }
        let rate = max(audio.sampleRate, 1)
        let heard = samples.count * 1000 / rate
        summary.timeline.append(
          RenderedUtterance(
            run: index, entry: step.entry, text: step.text,
            start: audio.samples.count * 1000 / rate, milliseconds: heard, isCut: isCut,
            isInterrupted: step.isInterrupted))
        try append(samples)
        summary.utterances += 1
        previous = (step, heard)
      }
    }
    summary.milliseconds = audio.samples.count * 1000 / max(audio.sampleRate, 1)
    do {
      try OutputFile.write(audio.wav, to: path)
    } catch {
      throw .cannotWrite(path, reason: error.reason)
    }
    return summary
  }

  /// Runs espeak-ng for one utterance and reads its WAV.
  static func synthesize(_ text: String, voice: VoiceProfile, espeak: String)
    throws(WAVRenderError) -> PCMAudio
  {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("a11ysim-\(UUID().uuidString).wav")
    defer { try? FileManager.default.removeItem(at: file) }
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run(
        espeak, voice.espeakArguments + ["-w", file.path, "--stdin"], input: Data(text.utf8))
    } catch {
      throw .espeakFailed("could not run \(espeak): \(error)")
    }
    guard result.status == 0, let data = try? Data(contentsOf: file) else {
      let message = String(decoding: result.errors, as: UTF8.self)
      let reason = message.split(separator: "\n").first.map(String.init) ?? "no output"
      throw .espeakFailed("espeak-ng exited \(result.status): \(reason)")
    }
    return try PCMAudio(wav: data)
  }
}

/// One utterance in a rendered WAV file.
package struct RenderedUtterance: Equatable, Sendable, CustomStringConvertible {
  /// Which of the rendered runs it belongs to.
  package var run: Int
  /// Its entry's index in that run's transcript.
  package var entry: Int
  /// What was said.
  package var text: String
  /// Where it starts in the file, in milliseconds.
  package var start: Int
  /// How long it is heard, in milliseconds.
  package var milliseconds: Int
  /// Whether it was cut off before its end.
  package var isCut: Bool
  /// Whether the transcript marks it interrupted.
  package var isInterrupted: Bool

  /// `#0.2 "Quantity" at 1.20s for 0.34s, cut`.
  package var description: String {
    "#\(run).\(entry) \"\(text)\" at \(SimulatedDuration(milliseconds: start)) for "
      + "\(SimulatedDuration(milliseconds: milliseconds))\(isCut ? ", cut" : "")"
  }
}

/// Why no WAV was written.
package enum WAVRenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// espeak-ng is not on the path.
  case espeakMissing
  /// espeak-ng failed.
  case espeakFailed(String)
  /// Its audio could not be read.
  case badAudio(String)
  /// The file could not be written.
  case cannotWrite(String, reason: String)
  /// The audio would last longer than the limit (in milliseconds).
  case tooLong(Int)

  /// One line saying what is wrong and what to do.
  package var description: String {
    switch self {
    case .espeakMissing:
      "espeak-ng is not installed, so no WAV was written; install it: apt-get install espeak-ng"
    case .espeakFailed(let reason): "espeak-ng failed, so no WAV was written: \(reason)"
    case .badAudio(let reason): "cannot read espeak-ng's audio: \(reason)"
    case .cannotWrite(let path, let reason): "cannot write the WAV file '\(path)': \(reason)"
    case .tooLong(let milliseconds):
      "the WAV would last longer than \(milliseconds / 60000) minutes (the limit), so none was "
        + "written; render fewer scenarios or a shorter transcript"
    }
  }
}

/// 16-bit mono PCM.
package struct PCMAudio: Equatable, Sendable {
  /// Samples per second.
  package var sampleRate: Int
  /// The samples.
  package var samples: [Int16]

  /// Creates audio from samples.
  package init(sampleRate: Int, samples: [Int16]) {
    self.sampleRate = sampleRate
    self.samples = samples
  }

  /// Reads a 16-bit mono PCM WAV file's bytes.
  package init(wav data: Data) throws(WAVRenderError) {
    let bytes = [UInt8](data)
    func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func long(_ at: Int) -> Int { word(at) | word(at + 2) << 16 }
    func tag(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
    guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else {
      throw .badAudio("not a WAV file")
    }
    var position = 12
    var rate: Int?
    while position + 8 <= bytes.count {
      let name = tag(position)
      let size = long(position + 4)
      let body = position + 8
      if name == "fmt ", body + 16 <= bytes.count {
        guard word(body) == 1, word(body + 2) == 1, word(body + 14) == 16 else {
          throw .badAudio("expected 16-bit mono PCM")
        }
        rate = long(body + 4)
      } else if name == "data" {
        guard let rate else { throw .badAudio("data before format") }
        let count = (min(bytes.count, body + size) - body) / 2
        let samples = (0..<count).map { Int16(bitPattern: UInt16(word(body + $0 * 2))) }
        self.init(sampleRate: rate, samples: samples)
        return
      }
      position = body + size + (size & 1)
    }
    throw .badAudio("no audio data")
  }

  /// How many samples `milliseconds` take (saturating instead of overflowing).
  package func sampleCount(_ milliseconds: Int) -> Int {
    let (product, overflow) = milliseconds.multipliedReportingOverflow(by: sampleRate)
    guard overflow else { return product / 1000 }
    return (milliseconds < 0) != (sampleRate < 0) ? Int.min / 1000 : Int.max / 1000
  }

  /// The audio as a WAV file.
  package var wav: Data {
    var data = Data()
    func append(_ text: String) { data.append(contentsOf: Array(text.utf8)) }
    func append32(_ value: Int) {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) {
        data.append(contentsOf: $0)
      }
    }
    func append16(_ value: Int) {
      withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) {
        data.append(contentsOf: $0)
      }
    }
    append("RIFF")
    append32(36 + samples.count * 2)
    append("WAVE")
    append("fmt ")
    append32(16)
    append16(1)
    append16(1)
    append32(sampleRate)
    append32(sampleRate * 2)
    append16(2)
    append16(16)
    append("data")
    append32(samples.count * 2)
    samples.withUnsafeBufferPointer { buffer in
      for sample in buffer { append16(Int(UInt16(bitPattern: sample))) }
    }
    return data
  }
}
