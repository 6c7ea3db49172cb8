import Controls
import Foundation
import ScreenReaders
import Testing

@testable import Speech

@Suite("Speech timing: the schedule and the player")
struct ScheduleTests {
  /// Focus (interrupting), cut off at 0.34 s by the next focus; its hint 0.4 s after that ends.
  let talkBack = [
    entry(0, 340, "Quantity", interrupted: true),
    entry(340, 1130, "Unlabelled, Button"),
    entry(1530, 2900, "Double-tap to activate", kind: .hint, priority: .queue),
  ]

  /// How long a voice slower than the timing model takes for each (espeak-ng's measure for
  /// "Quantity" is 0.92 s where the model says 0.34 s).
  let slow = ["Quantity": 920, "Unlabelled, Button": 1530, "Double-tap to activate": 1400]

  @Test("Steps: each entry in order, cut after its modelled length only if marked interrupted")
  func steps() {
    let steps = SpeechSchedule.steps(for: talkBack).map(\.description)
    #expect(
      steps == [
        "0.00s say \"Quantity\" (TalkBack), cut after 0.34s",
        "0.34s say \"Unlabelled, Button\" (TalkBack)",
        "1.53s say \"Double-tap to activate\" (TalkBack)",
      ])
  }

  @Test("The clock starts at the first entry, and entries are taken in time order")
  func origin() {
    let later = [
      entry(5200, 5600, "B", priority: .queue), entry(5000, 5400, "A", priority: .queue),
    ]
    #expect(
      SpeechSchedule.steps(for: later).map(\.description) == [
        "0.00s say \"A\" (TalkBack)", "0.20s say \"B\" (TalkBack)",
      ])
    #expect(SpeechSchedule.steps(for: []) == [])
  }

  @Test("A slower voice: the player cuts exactly the interrupted, at their end; the rest finish")
  func player() {
    let clock = SteppedClock()
    let speaker = RecordingSpeaker(clock: clock, lengths: slow)
    let result = SpeechPlayer(speaker: speaker, clock: clock).play(talkBack)
    #expect(
      speaker.log == [
        "0 say \"Quantity\" (TalkBack)", "340 cancel", "340 wait #1",
        "340 say \"Unlabelled, Button\" (TalkBack)", "340 wait #2",
        // "Unlabelled, Button" took 1.53 s, not 0.79: the hint keeps its 0.4 s pause after it.
        "2270 say \"Double-tap to activate\" (TalkBack)", "2270 wait #3",
      ])
    #expect(result.said.map(\.entry) == [0, 1, 2])
    #expect(result.said.map(\.id) == [1, 2, 3])
    #expect(result.cut == [0])
    #expect(result.lastEnding == .end)
    #expect(result.failure == nil)
  }

  @Test("A voice faster than the model: the transcript's spacing is kept, nothing more is cut")
  func fasterVoice() {
    let clock = SteppedClock()
    let speaker = RecordingSpeaker(
      clock: clock, lengths: ["Quantity": 200, "Unlabelled, Button": 500])
    let result = SpeechPlayer(speaker: speaker, clock: clock).play(talkBack)
    #expect(
      speaker.log == [
        "0 say \"Quantity\" (TalkBack)", "340 cancel", "340 wait #1",
        "340 say \"Unlabelled, Button\" (TalkBack)", "340 wait #2",
        "1530 say \"Double-tap to activate\" (TalkBack)", "1530 wait #3",
      ])
    // "Quantity" had ended by its cut: nothing was left to cut.
    #expect(result.cut == [])
  }

  @Test("The player stops at the first failure and says why")
  func playerFailure() {
    let clock = SteppedClock()
    let speaker = RecordingSpeaker(
      clock: clock, failAfterSays: 1, with: .daemonGone("it did not take the text"))
    let result = SpeechPlayer(speaker: speaker, clock: clock).play(talkBack)
    #expect(speaker.log == ["0 say \"Quantity\" (TalkBack)", "340 cancel", "340 wait #1"])
    #expect(result.said.map(\.entry) == [0])
    #expect(result.failure == .daemonGone("it did not take the text"))
  }

  @Test("SpeechOutput warns once when speech fails mid-run, then stays silent")
  func outputGoesSilent() {
    let clock = SteppedClock()
    let speaker = RecordingSpeaker(clock: clock, failAfterSays: 2, with: .daemonGone("gone"))
    let warnings = WarningLog()
    let output = SpeechOutput(
      player: SpeechPlayer(speaker: speaker, clock: clock), failure: nil, warn: warnings.add)
    #expect(output.play(talkBack)?.failure == .daemonGone("gone"))
    #expect(output.play(talkBack) == nil)
    #expect(
      warnings.lines == [
        "warning: no sound: speech-dispatcher went away (gone); restart it with 'speech-dispatcher'"
      ])
  }

  @Test("Closing speech output cancels what we queued, so the daemon does not go on after us")
  func closeCancels() {
    let clock = SteppedClock()
    let speaker = RecordingSpeaker(clock: clock)
    let output = SpeechOutput(
      player: SpeechPlayer(speaker: speaker, clock: clock), failure: nil, warn: { _ in })
    output.play([entry(0, 300, "OK")])
    output.close()
    #expect(speaker.log == ["0 say \"OK\" (TalkBack)", "0 wait #1", "0 cancel"])
    // After a failure (a daemon that never says the speech ended), too.
    let silent = RecordingSpeaker(clock: clock, answers: false)
    let failing = SpeechOutput(
      player: SpeechPlayer(speaker: silent, clock: clock), failure: nil, warn: { _ in })
    failing.play([entry(0, 300, "OK")])
    #expect(silent.log.last == "\(clock.now()) cancel")
  }

  @Test("Each reader has its own voice, at its rule pack's rate")
  func voices() {
    let voiceOver = VoiceProfiles.standard.voice(for: "VoiceOver")
    let talkBack = VoiceProfiles.standard.voice(for: "TalkBack")
    #expect(
      voiceOver
        == VoiceProfile(reader: "VoiceOver", wordsPerMinute: 180, pitch: 10, voice: .female1))
    #expect(
      talkBack == VoiceProfile(reader: "TalkBack", wordsPerMinute: 175, pitch: -10, voice: .female2)
    )
    #expect(voiceOver.espeakArguments == ["-v", "en+f1", "-s", "180", "-p", "55"])
    #expect(talkBack.espeakArguments == ["-v", "en+f2", "-s", "175", "-p", "45"])
    #expect(
      VoiceProfiles.standard.voice(for: "Braille")
        == VoiceProfile(reader: "Braille", wordsPerMinute: 180))
    #expect(VoiceProfiles.standard.speaking(at: 300).voice(for: "TalkBack").wordsPerMinute == 300)
  }

  @Test("Rates map to speech-dispatcher's -100…100 for its espeak-ng module (80/170/449 wpm)")
  func rates() {
    let rates = [80.0, 125, 170, 175, 180, 449, 600].map {
      VoiceProfile(reader: "x", wordsPerMinute: $0).dispatcherRate
    }
    #expect(rates == [-100, -50, 0, 2, 4, 100, 100])
  }

  @Test("The end-of-speech watchdog allows for everything still queued, not only the last")
  func watchdogCountsQueue() {
    let clock = SteppedClock()
    let speaker = RecordingSpeaker(clock: clock)
    let long = Array(repeating: "word", count: 20).joined(separator: " ")
    // Each utterance is waited for before the next is said, so what is queued at each wait
    // is that utterance: twenty words (at the watchdog's 120 words per minute, twice: 20 s,
    // plus 3 s), then "OK" (1 s plus 3 s).
    _ = SpeechPlayer(speaker: speaker, clock: clock).play([
      entry(0, 6000, long, reader: "VoiceOver"),
      entry(6000, 6300, "OK", reader: "VoiceOver", priority: .queue),
    ])
    #expect(speaker.timeouts == [.seconds(23), .seconds(4)])
  }

  @Test("How long the player waits for the last utterance before calling the daemon hung")
  func patience() {
    let voice = VoiceProfile(reader: "x", wordsPerMinute: 180)
    #expect(SpeechPlayer.patience(for: "one two three", voice: voice) == .seconds(6))
    #expect(SpeechPlayer.patience(for: "", voice: voice) == .seconds(3))
  }

  @Test("A11YSIM_SPEECH_TIMEOUT bounds the wait for the end of speech beyond the speech itself")
  func timeoutBoundsEndOfSpeech() {
    let clock = SteppedClock()
    let speaker = RecordingSpeaker(clock: clock, answers: false)
    let result = SpeechPlayer(speaker: speaker, clock: clock, timeout: .milliseconds(500)).play([
      entry(0, 300, "OK", reader: "VoiceOver")
    ])
    // "OK": one word at the watchdog's 120 words per minute, twice (1 s), plus 0.5 s.
    #expect(speaker.timeouts == [.milliseconds(1500)])
    #expect(
      result.failure?.description
        == "speech-dispatcher did not answer with the end of speech within 1.5 s; "
        + SpeechError.notRespondingAdvice)
    #expect(
      SpeechOutput.timeout(in: ["A11YSIM_SPEECH_TIMEOUT": "0.5"], warn: { _ in })
        == .milliseconds(500))
    #expect(SpeechOutput.timeout(in: [:], warn: { _ in }) == .seconds(3))
  }
}

/// Collects warning lines.
final class WarningLog: @unchecked Sendable {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}
