import ArgumentParser
import Controls
import Core
import Foundation
import OutputFiles
import ScreenReaders
import Simulation
import Speech

/// `a11ysim speak`: say text or a transcript aloud, or write it to a WAV file.
struct SpeakCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "speak",
    abstract: "Say text or a transcript aloud, or render it to a WAV file.",
    discussion: """
      Speech goes through the speech-dispatcher daemon and needs a build with \
      'swift build --traits SpeechDispatcher'. Transcripts are read from the JSON that \
      'a11ysim simulate --reader … --format json' prints and are spoken at the reader's pace, \
      as the transcript says: an utterance marked [interrupted] is cut off after as long as \
      the transcript gives it, every other is said to its end (a voice slower than the timing \
      model moves later speech later), hints come after their delay. --wav renders the same \
      with espeak-ng instead, with no daemon. Without sound, one line says what is missing \
      and the command goes on.

      Examples:
        a11ysim speak "Quantity, 3, adjustable" --reader talkback
        a11ysim simulate Scenarios/components/quantity.yml --platform ios --reader voiceover-ios --do 'swipe right' \
      --format json > t.json && a11ysim speak t.json --wav t.wav
      """)

  @Argument(
    help: "Text to say, or a transcript JSON file.", completion: .file(extensions: ["json"]))
  var input: String

  @Option(help: "For text: the reader whose voice speaks it (voiceover-ios, talkback, …).")
  var reader: String = "voiceover-ios"

  @Option(
    parsing: .unconditional,
    help: "The speaking rate in words per minute, 20 to 2000 (default: each reader's own).")
  var rate: Double?

  @Option(help: "Write the speech to this WAV file (with espeak-ng) instead of speaking it.")
  var wav: String?

  func validate() throws {
    try validateReaderName(reader, allowsDefault: false)
    try SpeakingRate.check(rate)
  }

  func run() throws {
    let transcripts: [[TranscriptEntry]]
    if input.lowercased().hasSuffix(".json") || FileManager.default.fileExists(atPath: input) {
      do {
        transcripts = try TranscriptFile.read(path: input)
      } catch {
        throw CommandFailure.failed(error)
      }
    } else {
      let pack = RulePacks.named(reader) ?? RulePacks.all[0]
      let queue = SpeechQueue(
        reader: pack.name, wordsPerMinute: rate ?? pack.timing.wordsPerMinute)
      transcripts = [
        [
          TranscriptEntry(
            time: .zero, end: SimulatedInstant.zero.advanced(by: queue.duration(of: input)),
            reader: pack.name, text: input, parts: [SpeechPart(.text, input)],
            kind: .announcement, priority: .interrupt, rule: "a11ysim/speak",
            source: Source("a11ysim speak", .high))
        ]
      ]
    }
    for (index, transcript) in transcripts.enumerated() {
      if index > 0 { print() }
      for entry in transcript { print(TranscriptFormat.line(entry)) }
    }
    var options = SpeechOptions()
    options.speak = wav == nil
    options.wav = wav
    try options.deliver(transcripts, wordsPerMinute: rate)
  }
}

/// `--speak` and `--wav FILE`, for every command that makes transcripts
/// (`@OptionGroup var speech: SpeechOptions`, then `try speech.deliver(transcripts, …)`).
struct SpeechOptions: ParsableArguments {
  @Flag(
    help:
      "Speak the transcript through speech-dispatcher at the reader's pace (needs a build with --traits SpeechDispatcher); simulate without --reader uses each platform's own."
  )
  var speak = false

  @Option(
    help:
      "Render the transcript's speech to a WAV file with espeak-ng, with its pauses and cut-offs.",
    completion: .file(extensions: ["wav"]))
  var wav: String?

  /// Whether either was asked for.
  var isRequested: Bool { speak || wav != nil }

  /// Writes the WAV file, then speaks `transcripts` (one per run, each on its own clock). No
  /// sound is one warning line; a WAV that cannot be written is an error (exit 2).
  func deliver(_ transcripts: [[TranscriptEntry]], wordsPerMinute: Double?) throws {
    let voices = VoiceProfiles.standard.speaking(at: wordsPerMinute)
    if let wav {
      do {
        let summary = try WAVRenderer(voices: voices).render(transcripts, to: wav)
        Self.note("wrote \(wav): \(summary)")
      } catch {
        throw CommandFailure.failed(error)
      }
    }
    guard speak else { return }
    fflush(nil)  // before speech-dispatcher is opened: no libspeechd stream to lock yet
    let output = SpeechOutput.open(voices: voices, warn: Self.note)
    let guardian = output.player.map { SpeechSignalGuard(speaker: $0.speaker) }
    for (index, transcript) in transcripts.enumerated() where output.player != nil {
      if index > 0 { Thread.sleep(forTimeInterval: 0.5) }
      output.play(transcript)
    }
    guardian?.stop()
    output.close()
  }

  /// Prints `line` on standard error.
  static func note(_ line: String) {
    OutputFile.writeStandardError("\(line)\n")
  }
}

/// While speech plays: Ctrl-C (SIGINT), SIGTERM or SIGHUP cancels what we queued, so that the
/// daemon does not go on speaking after us, says so on standard error and ends the command
/// (exit 130). The cancel is speech-dispatcher's `CANCEL self`: a screen reader speaking
/// through the same daemon is not touched.
final class SpeechSignalGuard: @unchecked Sendable {
  private var sources: [DispatchSourceSignal] = []

  init(speaker: any Speaker) {
    for (number, name) in InterruptWatcher.signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        try? speaker.cancel()
        OutputFile.writeStandardError("a11ysim: \(name): speech cancelled\n")
        _exit(130)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Gives the signals back their default action.
  func stop() {
    for source in sources { source.cancel() }
    for (number, _) in InterruptWatcher.signals { signal(number, SIG_DFL) }
  }
}
