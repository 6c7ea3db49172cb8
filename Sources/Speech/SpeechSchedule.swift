import Core
import ScreenReaders

/// One utterance as speech output says it: when the transcript starts it, and whether the
/// transcript cuts it off, and after how long.
package struct SpeechStep: Equatable, Sendable, CustomStringConvertible {
  /// When the transcript starts it, in milliseconds after the first entry starts.
  package var milliseconds: Int
  /// What is said.
  package var text: String
  /// In which voice.
  package var voice: VoiceProfile
  /// The transcript entry it comes from (its index in the played entries).
  package var entry: Int
  /// How long the transcript says it lasts (its end minus its start), in milliseconds.
  package var modelled: Int
  /// Whether the transcript marks it `[interrupted]`: then it is cut off after ``modelled``
  /// milliseconds of speech, and only then.
  package var isInterrupted: Bool

  /// Creates a step.
  package init(
    milliseconds: Int, text: String, voice: VoiceProfile, entry: Int, modelled: Int,
    isInterrupted: Bool
  ) {
    self.milliseconds = milliseconds
    self.text = text
    self.voice = voice
    self.entry = entry
    self.modelled = modelled
    self.isInterrupted = isInterrupted
  }

  /// `0.00s say "Quantity" (TalkBack), cut after 0.34s` or `0.34s say "Button" (TalkBack)`.
  package var description: String {
    let time = SimulatedDuration(milliseconds: milliseconds).description
    let cut = SimulatedDuration(milliseconds: modelled).description
    return "\(time) say \"\(text)\" (\(voice.reader))" + (isInterrupted ? ", cut after \(cut)" : "")
  }
}

/// The transcript turned into what speech output does, so that what is heard matches it:
/// utterances are said one after another in the transcript's order; one the transcript marks
/// `[interrupted]` is cut off after exactly as long as the transcript gives it, and no other
/// is ever cut. A real voice is slower or faster than the timing model, so the start times
/// move: an utterance that takes longer than the model pushes the rest later (the silence
/// the transcript has after it is kept), one that takes less keeps the transcript's spacing.
/// The WAV renderer and the player follow the same steps and ``silence(before:after:heard:)``.
package enum SpeechSchedule {
  /// The steps for `entries`, in time order, on a clock that starts at the first entry.
  package static func steps(
    for entries: [TranscriptEntry], voices: VoiceProfiles = .standard
  ) -> [SpeechStep] {
    let ordered = entries.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    guard let origin = ordered.first?.element.time else { return [] }
    return ordered.map { index, entry in
      SpeechStep(
        milliseconds: entry.time.duration(since: origin).milliseconds, text: entry.text,
        voice: voices.voice(for: entry.reader), entry: index,
        modelled: entry.end.duration(since: entry.time).milliseconds,
        isInterrupted: entry.isInterrupted)
    }
  }

  /// The silence between `previous`, heard for `heard` milliseconds, and `step`: the
  /// transcript's distance between their starts less what was heard, and never less than
  /// the silence the transcript itself has between them.
  package static func silence(before step: SpeechStep, after previous: SpeechStep, heard: Int)
    -> Int
  {
    let (distance, overflow) = step.milliseconds.subtractingReportingOverflow(
      previous.milliseconds)
    guard !overflow else { return Int.max / 2 }
    return max(0, distance - min(max(0, heard), max(0, previous.modelled)))
  }
}
