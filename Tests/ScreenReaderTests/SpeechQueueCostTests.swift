import Controls
import Core
import Testing

@testable import ScreenReaders

/// An interruption looks only at the entries at the end that are still speaking or waiting
/// (issue 10: it scanned the whole transcript, so N interrupting utterances cost N²), with the
/// same result as the scan of everything.
@Suite("Speech queue cost")
struct SpeechQueueCostTests {
  static func utterance(_ text: String, _ kind: UtteranceKind = .focus) -> ComposedUtterance {
    ComposedUtterance(
      text: text, parts: [], kind: kind, rule: "test/rule", source: Source("test", .high))
  }

  /// The interruption as it was: every entry looked at.
  static func referenceInterrupt(_ entries: [TranscriptEntry], at time: SimulatedInstant)
    -> [TranscriptEntry]
  {
    var entries = entries
    entries.removeAll { $0.time > time || ($0.time == time && $0.end > time && $0.kind == .hint) }
    for index in entries.indices where entries[index].end > time {
      entries[index].end = time
      entries[index].isInterrupted = true
    }
    return entries
  }

  @Test("Random speech and interruptions: the same entries as scanning them all")
  func sameAsFullScan() {
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: seed >> 33) % bound
    }
    for _ in 0..<200 {
      var queue = SpeechQueue(reader: "R", wordsPerMinute: 180)
      var now = 0
      for _ in 0..<40 {
        now += [0, 0, 50, 300, 1000, 4000][next(6)]
        let time = SimulatedInstant(milliseconds: now)
        switch next(4) {
        case 0:
          let expected = Self.referenceInterrupt(queue.entries, at: time)
          queue.interrupt(at: time)
          #expect(queue.entries == expected)
          #expect(queue.isSpeaking(at: time) == false)
        default:
          let kind: UtteranceKind = next(3) == 0 ? .hint : .focus
          let priority: SpeechPriority = next(2) == 0 ? .interrupt : .queue
          let before = queue.entries
          queue.speak(
            Self.utterance(["one", "one two, three", "a b c d e f"][next(3)], kind), at: time,
            priority: priority, delay: .init(milliseconds: [0, 0, 400][next(3)]))
          if priority == .interrupt {
            #expect(Array(queue.entries.dropLast()) == Self.referenceInterrupt(before, at: time))
          }
        }
        let speaking = queue.entries.contains { $0.time <= time && $0.end > time }
        #expect(queue.isSpeaking(at: time) == speaking)
      }
    }
  }

  @Test("100,000 interrupting utterances, each cutting off the one before")
  func manyInterruptions() {
    // Scanning every entry, this is 5e9 entry visits (minutes); looking at the end, 1e5.
    var queue = SpeechQueue(reader: "R", wordsPerMinute: 180)
    for index in 0..<100_000 {
      queue.speak(
        Self.utterance("value"), at: SimulatedInstant(milliseconds: index * 100),
        priority: .interrupt)
    }
    #expect(queue.entries.count == 100_000)
    #expect(queue.entries.filter(\.isInterrupted).count == 99_999)
    #expect(queue.entries.last?.end.milliseconds == 9_999_900 + 333)
  }
}
