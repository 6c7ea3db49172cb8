import Foundation
import Testing

@testable import Speech

/// Rates and timeouts that do not fit a whole number no longer trap (issue 10: `speak … --rate
/// 1e300 --wav` died converting the rate for espeak-ng).
@Suite("Speech rates and timeouts at the extremes")
struct RateLimitTests {
  @Test("espeak-ng's -s stays a whole number for any rate")
  func espeakRate() {
    for (rate, expected) in [
      (1e300, "10000"), (.infinity, "10000"), (1e-300, "1"), (180.4, "180"), (0.5, "1"),
    ] as [(Double, String)] {
      let voice = VoiceProfile(reader: "R", wordsPerMinute: rate)
      let arguments = voice.espeakArguments
      let index = arguments.firstIndex(of: "-s").map { $0 + 1 }
      #expect(index.map { arguments[$0] } == expected, "rate \(rate)")
    }
  }

  @Test("Waiting for speech at a rate of 1e-300 words per minute: at most a day")
  func patience() {
    let slow = VoiceProfile(reader: "R", wordsPerMinute: 1e-300)
    #expect(SpeechPlayer.patience(for: "one two", voice: slow) == .seconds(86_400))
    let normal = VoiceProfile(reader: "R", wordsPerMinute: 180)
    #expect(SpeechPlayer.patience(for: "one two", voice: normal) == .seconds(5))
  }

  @Test("A11YSIM_SPEECH_TIMEOUT beyond a day, negative or not a number: a warning, then 3 s")
  func badTimeout() {
    final class Lines: @unchecked Sendable { var lines: [String] = [] }
    for value in ["1e300", "-1", "inf", "nan", "soon"] {
      let warnings = Lines()
      let output = SpeechOutput.open(
        environment: [
          "A11YSIM_SPEECH_TIMEOUT": value, "A11YSIM_SPEECH_AUTOSPAWN": "0",
          "SPEECHD_ADDRESS": "unix_socket:/tmp/a11ysim-no-daemon-\(getpid()).sock",
        ],
        warn: { warnings.lines.append($0) })
      output.close()
      #expect(
        warnings.lines.first
          == "warning: A11YSIM_SPEECH_TIMEOUT must be seconds from 0 to 86400, found '\(value)'; "
          + "waiting 3 s")
    }
  }
}

/// The player shortens long pauses as the WAV renderer does (issue 10: a transcript with huge
/// times overflowed the wait, and a 1e9 ms gap would have been played over 11 days).
@Suite("Speech player pauses")
struct PlayerPauseTests {
  @Test("Gaps of 1e9 ms and 9e18 ms are played as 10 s pauses")
  func longGaps() {
    let clock = SteppedClock()
    let speaker = RecordingSpeaker(clock: clock, lengths: ["A": 500, "B": 200, "C": 50])
    let result = SpeechPlayer(speaker: speaker, clock: clock).play([
      entry(0, 500, "A"),
      entry(1_000_000_000, 1_000_000_200, "B", priority: .queue),
      entry(9_000_000_000_000_000_000, 9_000_000_000_000_000_050, "C", priority: .queue),
    ])
    #expect(
      speaker.log == [
        "0 say \"A\" (TalkBack)", "0 wait #1", "10500 say \"B\" (TalkBack)", "10500 wait #2",
        "20700 say \"C\" (TalkBack)", "20700 wait #3",
      ])
    #expect(result.failure == nil)
  }

  @Test("Pauses up to 10 s and long utterances keep their timing")
  func shortGapsKept() {
    let clock = SteppedClock()
    let speaker = RecordingSpeaker(clock: clock, lengths: ["A": 15_000, "B": 500, "C": 500])
    _ = SpeechPlayer(speaker: speaker, clock: clock).play([
      entry(0, 14_000, "A", interrupted: true),
      entry(14_000, 14_500, "B"),
      entry(24_500, 25_000, "C", priority: .queue),
    ])
    #expect(
      speaker.log == [
        "0 say \"A\" (TalkBack)", "14000 cancel", "14000 wait #1", "14000 say \"B\" (TalkBack)",
        "14000 wait #2", "24500 say \"C\" (TalkBack)", "24500 wait #3",
      ])
  }
}
