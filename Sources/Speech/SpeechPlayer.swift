import Foundation
import ScreenReaders

/// A clock the player waits on: the wall clock for real speech, a stepped one in tests.
package protocol PlaybackClock: Sendable {
  /// Milliseconds since some fixed start.
  func now() -> Int
  /// Returns at `milliseconds` (at once if that has passed).
  func sleep(until milliseconds: Int)
}

/// The real clock.
package struct WallClock: PlaybackClock {
  private let start = ContinuousClock.now

  /// Creates a clock that starts now.
  package init() {}

  /// Milliseconds since the clock was created.
  package func now() -> Int {
    let elapsed = ContinuousClock.now - start
    return Int(
      elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
  }

  /// Sleeps until `milliseconds` after the clock was created.
  package func sleep(until milliseconds: Int) {
    let remaining = milliseconds - now()
    if remaining > 0 { Thread.sleep(forTimeInterval: Double(remaining) / 1000) }
  }
}

/// What one playback did.
package struct PlaybackResult: Equatable, Sendable {
  /// The utterances handed to the speaker: the entry's index and the speaker's id.
  package var said: [(entry: Int, id: Int)]
  /// How the last utterance ended (`nil` if nothing was said or the wait timed out).
  package var lastEnding: SpeechEvent.Kind?
  /// Why playback stopped early, if it did.
  package var failure: SpeechError?
  /// The entries whose speech was cut off (the speaker reported them cancelled).
  package var cut: [Int] = []

  /// Compares two results.
  package static func == (lhs: PlaybackResult, rhs: PlaybackResult) -> Bool {
    lhs.said.map(\.entry) == rhs.said.map(\.entry) && lhs.said.map(\.id) == rhs.said.map(\.id)
      && lhs.lastEnding == rhs.lastEnding && lhs.failure == rhs.failure && lhs.cut == rhs.cut
  }
}

/// Speaks a transcript following its schedule exactly (see ``SpeechSchedule``): one utterance
/// at a time, each waited for to its end, so that none is cut off unless the transcript marks
/// it `[interrupted]`; such an utterance is cancelled after exactly as long as the transcript
/// gives it, counted from when the synthesizer began it. A real voice slower than the timing
/// model makes the rest start later (the transcript's silences are kept).
package struct SpeechPlayer: Sendable {
  /// Who speaks.
  package let speaker: any Speaker
  /// Each reader's voice.
  package var voices: VoiceProfiles
  /// The clock cues wait on.
  package var clock: any PlaybackClock
  /// How long the daemon may take to answer beyond the time the speech itself takes
  /// (`A11YSIM_SPEECH_TIMEOUT`).
  package var timeout: Duration

  /// Creates a player.
  package init(
    speaker: any Speaker, voices: VoiceProfiles = .standard, clock: any PlaybackClock = WallClock(),
    timeout: Duration = .seconds(3)
  ) {
    self.speaker = speaker
    self.voices = voices
    self.clock = clock
    self.timeout = timeout
  }

  /// Plays `entries` (one run's transcript, or the new entries of a session) and returns when
  /// the last one has been said. Stops at the first failure. A pause longer than
  /// ``WAVRenderer/maximumSilenceMilliseconds`` is shortened to it.
  package func play(_ entries: [TranscriptEntry]) -> PlaybackResult {
    var result = PlaybackResult(said: [], lastEnding: nil, failure: nil)
    var previous: (step: SpeechStep, heard: Int)?
    do {
      for step in SpeechSchedule.steps(for: entries, voices: voices) {
        if let previous {
          let pause = SpeechSchedule.silence(
            before: step, after: previous.step, heard: previous.heard)
          clock.sleep(until: clock.now() + min(pause, WAVRenderer.maximumSilenceMilliseconds))
        }
        let id = try speaker.say(step.text, voice: step.voice)
        result.said.append((step.entry, id))
        // Nothing else is queued: the wait for it covers all that is still to be said.
        let patience = Self.patience(for: [(step.text, step.voice)], timeout: timeout)
        guard speaker.waitUntilBegun(id, timeout: patience) else {
          throw SpeechError.daemonNotResponding(
            what: "with the start of speech", seconds: Self.seconds(patience))
        }
        let began = clock.now()
        if step.isInterrupted {
          clock.sleep(until: began + step.modelled)
          // Our own connection's speech only: nothing but this utterance is queued.
          try speaker.cancel()
        }
        guard let ending = speaker.waitUntilDone(id, timeout: patience) else {
          throw SpeechError.daemonNotResponding(
            what: "with the end of speech", seconds: Self.seconds(patience))
        }
        result.lastEnding = ending
        if ending == .cancel { result.cut.append(step.entry) }
        previous = (step, clock.now() - began)
      }
    } catch {
      result.failure = error as? SpeechError ?? .closed
      return result
    }
    return result
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds)
      + Double(duration.components.attoseconds / 1_000_000_000_000_000) / 1000
  }

  /// How long to wait for `text` to be said: twice its length at a slow rate, plus `timeout`.
  static func patience(
    for text: String, voice: VoiceProfile, timeout: Duration = .seconds(3)
  ) -> Duration {
    patience(for: [(text, voice)], timeout: timeout)
  }

  /// How long to wait for `queued` to be said, one after another: twice their length at a
  /// slow rate (120 words per minute at most), plus `timeout` for the daemon to answer.
  static func patience(
    for queued: [(text: String, voice: VoiceProfile)], timeout: Duration
  ) -> Duration {
    var seconds = Self.seconds(timeout)
    for (text, voice) in queued {
      let words = text.split(whereSeparator: \.isWhitespace).count
      seconds += Double(words) * 60 / min(voice.wordsPerMinute, 120) * 2
    }
    // At most a day: a rate of 1e-300 words per minute must not overflow the conversion.
    guard seconds < 86_400 else { return .seconds(86_400) }
    return .milliseconds(Int((seconds * 1000).rounded(.up)))
  }
}

/// Speech for a command: opens the speaker once, plays transcripts, and on any failure prints
/// one line (what is missing and how to get it) and goes on without sound.
///
/// `compare`, `run` and the session use it the same way `simulate --speak` does:
/// `let output = SpeechOutput.open(warn: …)`, then `output.play(entries)` per transcript.
package final class SpeechOutput {
  /// The player, while speech works.
  package private(set) var player: SpeechPlayer?
  /// Why there is no sound, once there is none.
  package private(set) var failure: SpeechError?
  private let warn: (String) -> Void

  /// Wraps a player (or the reason there is none).
  package init(player: SpeechPlayer?, failure: SpeechError?, warn: @escaping (String) -> Void) {
    self.player = player
    self.failure = failure
    self.warn = warn
    if let failure { warn(Self.warning(failure)) }
  }

  /// Connects to speech-dispatcher. `SPEECHD_ADDRESS` picks the daemon;
  /// `A11YSIM_SPEECH_AUTOSPAWN=0` stops libspeechd from starting one;
  /// `A11YSIM_SPEECH_TIMEOUT` (seconds, default 3) bounds every wait for its answers: the
  /// connection, each command, and the end of speech beyond the time the speech takes.
  /// Failure prints one line through `warn`.
  package static func open(
    voices: VoiceProfiles = .standard,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    warn: @escaping (String) -> Void
  ) -> SpeechOutput {
    let timeout = Self.timeout(in: environment, warn: warn)
    let autospawn = environment["A11YSIM_SPEECH_AUTOSPAWN"] != "0"
    do {
      let speaker = try SpeechDispatcherSpeaker(
        address: environment["SPEECHD_ADDRESS"], autospawn: autospawn, timeout: timeout)
      return SpeechOutput(
        player: SpeechPlayer(speaker: speaker, voices: voices, timeout: timeout), failure: nil,
        warn: warn)
    } catch {
      return SpeechOutput(player: nil, failure: error, warn: warn)
    }
  }

  /// `A11YSIM_SPEECH_TIMEOUT` (seconds from 0 to 86400), else 3 s with a warning if it is set
  /// to something else.
  static func timeout(in environment: [String: String], warn: (String) -> Void) -> Duration {
    guard let text = environment["A11YSIM_SPEECH_TIMEOUT"] else { return .seconds(3) }
    guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
      warn(
        "warning: A11YSIM_SPEECH_TIMEOUT must be seconds from 0 to 86400, found "
          + "'\(text)'; waiting 3 s")
      return .seconds(3)
    }
    return .milliseconds(Int((seconds * 1000).rounded()))
  }

  /// `warning: no sound: …`.
  package static func warning(_ failure: SpeechError) -> String {
    "warning: no sound: \(failure)"
  }

  /// Plays `entries` if speech works; on failure warns once and stays silent after.
  @discardableResult
  package func play(_ entries: [TranscriptEntry]) -> PlaybackResult? {
    guard let player else { return nil }
    let result = player.play(entries)
    if let failure = result.failure {
      self.failure = failure
      self.player = nil
      // What is still queued would go on speaking after us.
      try? player.speaker.cancel()
      player.speaker.close()
      warn(Self.warning(failure))
    }
    return result
  }

  /// Stops our own speech and drops what we queued, then closes the speaker. The daemon would
  /// otherwise go on saying it after the command has ended; other clients (a screen reader
  /// using the same daemon) are not touched.
  package func close() {
    try? player?.speaker.cancel()
    player?.speaker.close()
    player = nil
  }
}
