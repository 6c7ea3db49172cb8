import Core
import Foundation

/// One utterance as the listener hears it: when, who, what, why, and whether it was cut off.
package struct TranscriptEntry: Equatable, Sendable, Codable {
  /// When the reader starts saying it.
  package var time: SimulatedInstant
  /// When it ends (earlier than planned if it was interrupted).
  package var end: SimulatedInstant
  /// The reader's name (`VoiceOver`, `TalkBack`).
  package var reader: String
  /// The words as this reader phrases them.
  package var text: String
  /// The structured pieces (name, value, role, state, hint, …).
  package var parts: [SpeechPart]
  /// Why it was spoken.
  package var kind: UtteranceKind
  /// Interrupting or queued.
  package var priority: SpeechPriority
  /// The rule that produced it (`pack/rule`).
  package var rule: String
  /// The rule's evidence.
  package var source: Source
  /// Whether a later interrupting utterance cut it off.
  package var isInterrupted: Bool

  /// Creates an entry.
  package init(
    time: SimulatedInstant, end: SimulatedInstant, reader: String, text: String,
    parts: [SpeechPart], kind: UtteranceKind, priority: SpeechPriority, rule: String,
    source: Source, isInterrupted: Bool = false
  ) {
    self.time = time
    self.end = end
    self.reader = reader
    self.text = text
    self.parts = parts
    self.kind = kind
    self.priority = priority
    self.rule = rule
    self.source = source
    self.isInterrupted = isInterrupted
  }
}

/// Speech on the simulated clock: interrupting utterances cut off what is being said and drop
/// what waits; queued ones start when the reader is free (and not before their delay).
package struct SpeechQueue: Sendable {
  /// Everything scheduled, in start order. Entries starting after "now" may still be dropped.
  package private(set) var entries: [TranscriptEntry] = []
  /// How many entries ``forget(before:)`` dropped from the front: checkpoints count from the
  /// first entry ever, so they still restore after.
  private var forgotten = 0
  /// Words per minute used to estimate how long an utterance takes.
  package var wordsPerMinute: Double
  /// The reader's name for the entries.
  package let reader: String

  /// Creates an empty queue.
  package init(reader: String, wordsPerMinute: Double) {
    self.reader = reader
    self.wordsPerMinute = wordsPerMinute
  }

  /// How long `text` takes to say: its words at the rate, plus a short pause for each
  /// sentence or clause mark, at least a quarter second.
  package func duration(of text: String) -> SimulatedDuration {
    let (words, pauses) = Self.wordsAndPauses(inASCII: text) ?? Self.wordsAndPauses(in: text)
    let seconds = Double(words) * 60 / max(wordsPerMinute, 1) + Double(pauses) * 0.1
    return .seconds(max(0.25, seconds))
  }

  /// ``wordsAndPauses(in:)`` for text that is all ASCII, byte by byte (every character is then
  /// one byte, and CR LF, one character, is white space either way); `nil` for other text.
  private static func wordsAndPauses(inASCII text: String) -> (words: Int, pauses: Int)? {
    var words = 0
    var pauses = 0
    var inWord = false
    for byte in text.utf8 {
      switch byte {
      case 0x80...: return nil
      case 0x09...0x0D, 0x20:
        inWord = false
        continue
      case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"),
        UInt8(ascii: "!"), UInt8(ascii: "?"):
        pauses += 1
      default: break
      }
      if !inWord {
        words += 1
        inWord = true
      }
    }
    return (words, pauses)
  }

  /// The words (runs of characters that are not white space) and the sentence and clause
  /// marks in `text`, counted in one pass without making the words: every utterance goes
  /// through here.
  private static func wordsAndPauses(in text: String) -> (words: Int, pauses: Int) {
    var words = 0
    var pauses = 0
    var inWord = false
    for character in text {
      if character.isWhitespace {
        inWord = false
      } else if !inWord {
        words += 1
        inWord = true
      }
      switch character {
      case ".", ",", ":", ";", "!", "?": pauses += 1
      default: break
      }
    }
    return (words, pauses)
  }

  /// Schedules `utterance` requested at `time` with `priority`, not starting before
  /// `time + delay`.
  package mutating func speak(
    _ utterance: ComposedUtterance, at time: SimulatedInstant, priority: SpeechPriority,
    delay: SimulatedDuration = .zero
  ) {
    if priority.interrupts { interrupt(at: time) }
    let earliest = time.advanced(by: delay)
    let start = max(earliest, entries.last.map(\.end) ?? earliest)
    let entry = TranscriptEntry(
      time: start, end: start.advanced(by: duration(of: utterance.text)), reader: reader,
      text: utterance.text, parts: utterance.parts, kind: utterance.kind, priority: priority,
      rule: utterance.rule, source: utterance.source)
    entries.append(entry)
  }

  /// Stops speech at `time`: what is being said is cut off there; what has not started is
  /// dropped. Uninterruptible speech (``SpeechPriority/isUninterruptible``) is left to finish,
  /// one waiting moved up to start when the speech before it now ends, unless `all` (the
  /// user's own stop-speech command, which silences everything).
  package mutating func interrupt(at time: SimulatedInstant, all: Bool = false) {
    // Each entry starts when the one before ends, or later, so ends are in order: only the
    // entries at the end can still be speaking or waiting. Looking at those alone keeps an
    // interruption's cost to them, not to the whole transcript (N interruptions were N²).
    let first = firstUnfinished(at: time)
    guard first < entries.count else { return }
    var kept: [TranscriptEntry] = []
    var resume = time
    for var entry in entries[first...] {
      let waiting = entry.time > time || (entry.time == time && entry.kind == .hint)
      if entry.priority.isUninterruptible && !all {
        if entry.time > time {
          let length = entry.end.duration(since: entry.time)
          entry.time = max(resume, time)
          entry.end = entry.time.advanced(by: length)
        }
        resume = entry.end
        kept.append(entry)
        continue
      }
      guard !waiting else { continue }
      entry.end = time
      entry.isInterrupted = true
      kept.append(entry)
    }
    entries.replaceSubrange(first..., with: kept)
  }

  /// The index of the first of the entries at the end that finish after `time` (all of
  /// them do, as ends are in order).
  private func firstUnfinished(at time: SimulatedInstant) -> Int {
    var first = entries.count
    while first > 0 && entries[first - 1].end > time { first -= 1 }
    return first
  }

  /// What ``restore(_:)`` needs to take the queue back to now, while the clock only moves on:
  /// speech only ever changes entries that end after the time it happens at (an interruption
  /// cuts them, a new utterance is appended), and entries are in start order with their ends
  /// in order too, so the entries that end by `time` never change again, and only the few
  /// after them are kept. Undo in the session uses it instead of a copy of the whole transcript.
  package struct Checkpoint: Sendable {
    /// How many entries end by the checkpoint's time, counting those forgotten since.
    var settled: Int
    /// The entries after them, as they were.
    var tail: [TranscriptEntry]
  }

  /// A checkpoint at `time`, which no later change to the queue may come before.
  package func checkpoint(at time: SimulatedInstant) -> Checkpoint {
    let settled = firstUnfinished(at: time)
    return Checkpoint(settled: forgotten + settled, tail: Array(entries[settled...]))
  }

  /// Forgets every entry (a checkpoint's copy of the queue keeps none).
  package mutating func removeAllEntries() { entries = [] }

  /// Takes the queue back to `checkpoint`.
  package mutating func restore(_ checkpoint: Checkpoint) {
    let settled = max(0, checkpoint.settled - forgotten)
    entries.removeSubrange(min(settled, entries.count)...)
    entries += checkpoint.tail
  }

  /// Drops the entries that had ended by `checkpoint`, keeping memory bounded in a long
  /// session; restoring `checkpoint` or a later one gives what it gave before.
  package mutating func forget(before checkpoint: Checkpoint) {
    let count = min(max(0, checkpoint.settled - forgotten), entries.count)
    entries.removeFirst(count)
    forgotten += count
  }

  /// Whether the reader is saying something at `time`.
  package func isSpeaking(at time: SimulatedInstant) -> Bool {
    entries[firstUnfinished(at: time)...].contains { $0.time <= time }
  }
}

/// Compares speech the way a listener does.
package enum SpeechEquivalence: String, Sendable, CaseIterable {
  /// Case, punctuation and spacing do not matter: "Quantity, 2, adjustable" ≡
  /// "Quantity: 2. Adjustable." Punctuation is only a pause.
  case spoken
  /// The text must match exactly.
  case exact

  /// Whether `heard` matches `expected`.
  package func matches(_ heard: String, _ expected: String) -> Bool {
    switch self {
    case .exact: heard == expected
    case .spoken: Self.normalize(heard) == Self.normalize(expected)
    }
  }

  /// Lower-cased words with punctuation and spacing removed: "quantity 2 adjustable". A minus
  /// sign before a number is a word, as readers say it: "-1" is "minus 1", not "1".
  package static func normalize(_ text: String) -> String {
    let scalars = Array(text.lowercased().unicodeScalars)
    var folded = ""
    for (index, scalar) in scalars.enumerated() {
      if CharacterSet.alphanumerics.contains(scalar) {
        folded.unicodeScalars.append(scalar)
        continue
      }
      let isMinus = scalar == "-" || scalar == "\u{2212}"
      let beforeDigit =
        index + 1 < scalars.count && CharacterSet.decimalDigits.contains(scalars[index + 1])
      let afterWord = index > 0 && CharacterSet.alphanumerics.contains(scalars[index - 1])
      folded += isMinus && beforeDigit && !afterWord ? " minus " : " "
    }
    return folded.split(separator: " ").joined(separator: " ")
  }
}
