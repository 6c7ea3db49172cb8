import Controls
import ScreenReaders

/// One thing to tell the synthesizer, at a time on the transcript's clock.
public struct SpeechCue: Equatable, Sendable, CustomStringConvertible {
  /// What to do.
  public enum Action: Hashable, Sendable {
    /// Stop what is being said and drop what waits.
    case cancel
    /// Say the text in the voice, after what is being said.
    case say(String, VoiceProfile)
  }

  /// When, in milliseconds after the first entry starts.
  public var milliseconds: Int
  /// What to do.
  public var action: Action
  /// The transcript entry it comes from (its index in the played entries).
  public var entry: Int

  /// Creates a cue.
  public init(milliseconds: Int, action: Action, entry: Int) {
    self.milliseconds = milliseconds
    self.action = action
    self.entry = entry
  }

  /// `0.40s cancel` or `0.40s say "Quantity" (TalkBack)`.
  public var description: String {
    let time = SimulatedDuration(milliseconds: milliseconds).description
    switch action {
    case .cancel: return "\(time) cancel"
    case .say(let text, let voice): return "\(time) say \"\(text)\" (\(voice.reader))"
    }
  }
}

/// The timing model turned into synthesizer commands: every entry is said at the time the
/// transcript gives it; an interrupting entry first cancels what is being said (cutting it off
/// where the transcript shows `[interrupted]`, and dropping what waits); a queued entry, hints
/// included (their delay is already in their start time), waits behind whatever the synthesizer
/// is still saying.
public enum SpeechSchedule {
  /// The cues for `entries`, in time order, on a clock that starts at the first entry.
  public static func cues(
    for entries: [TranscriptEntry], voices: VoiceProfiles = .standard
  ) -> [SpeechCue] {
    let ordered = entries.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    guard let origin = ordered.first?.element.time else { return [] }
    var cues: [SpeechCue] = []
    for (index, entry) in ordered {
      let at = entry.time.duration(since: origin).milliseconds
      if entry.priority == .interrupt {
        cues.append(SpeechCue(milliseconds: at, action: .cancel, entry: index))
      }
      cues.append(
        SpeechCue(
          milliseconds: at, action: .say(entry.text, voices.voice(for: entry.reader)),
          entry: index))
    }
    return cues
  }
}
