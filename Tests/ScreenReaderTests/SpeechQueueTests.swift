import Controls
import Core
import ScreenReaders
import Testing

@Suite("Speech queue and equivalence")
struct SpeechQueueTests {
  private func utterance(_ text: String, _ kind: UtteranceKind = .focus) -> ComposedUtterance {
    ComposedUtterance(
      text: text, parts: [SpeechPart(.name, text)], kind: kind, rule: "test/rule",
      source: Source("test", .high))
  }

  private func at(_ ms: Int) -> SimulatedInstant { SimulatedInstant(milliseconds: ms) }

  @Test("Duration: words at the rate plus a pause per punctuation mark, at least 0.25 s")
  func duration() {
    let queue = SpeechQueue(reader: "R", wordsPerMinute: 120)
    #expect(queue.duration(of: "one two three four").milliseconds == 2000)
    #expect(queue.duration(of: "one, two.").milliseconds == 1200)
    #expect(queue.duration(of: "3").milliseconds == 500)
    #expect(SpeechQueue(reader: "R", wordsPerMinute: 600).duration(of: "3").milliseconds == 250)
  }

  @Test("Duration: words are split by any white space; other scripts count by character")
  func durationWordsAndCharacters() {
    let queue = SpeechQueue(reader: "R", wordsPerMinute: 120)
    #expect(queue.duration(of: "one\r\ntwo\tthree\u{0B}four ").milliseconds == 2000)
    #expect(queue.duration(of: "!?").milliseconds == 700)
    #expect(queue.duration(of: "déjà vu, encore").milliseconds == 1600)
    #expect(queue.duration(of: "un\u{00A0}deux\u{2003}trois").milliseconds == 1500)
    // A space with a combining mark on it is one character, and white space: one word.
    #expect(queue.duration(of: "x \u{301}y").milliseconds == 1000)
  }

  @Test("Queued speech waits for the current utterance; a delay is a minimum")
  func queued() {
    var queue = SpeechQueue(reader: "R", wordsPerMinute: 60)
    queue.speak(utterance("a b"), at: at(0), priority: .interrupt)
    queue.speak(utterance("c", .hint), at: at(0), priority: .queue, delay: .init(milliseconds: 400))
    queue.speak(utterance("d"), at: at(5000), priority: .queue, delay: .init(milliseconds: 400))
    #expect(queue.entries.map(\.time.milliseconds) == [0, 2000, 5400])
    #expect(queue.entries.map(\.end.milliseconds) == [2000, 3000, 6400])
    #expect(queue.entries.allSatisfy { !$0.isInterrupted })
  }

  @Test("Interrupting speech cuts off what is being said and drops what has not started")
  func interrupt() {
    var queue = SpeechQueue(reader: "R", wordsPerMinute: 60)
    queue.speak(utterance("a b c"), at: at(0), priority: .interrupt)
    queue.speak(
      utterance("hint", .hint), at: at(0), priority: .queue, delay: .init(milliseconds: 400))
    queue.speak(utterance("x"), at: at(1000), priority: .interrupt)
    #expect(queue.entries.map(\.text) == ["a b c", "x"])
    #expect(queue.entries[0].isInterrupted && queue.entries[0].end.milliseconds == 1000)
    #expect(queue.entries[1].time.milliseconds == 1000 && !queue.entries[1].isInterrupted)
    #expect(queue.isSpeaking(at: at(1500)) && !queue.isSpeaking(at: at(2500)))
  }

  @Test(
    "Uninterruptible speech finishes: interrupting speech waits for it, and one queued moves up")
  func uninterruptible() {
    var queue = SpeechQueue(reader: "R", wordsPerMinute: 60)
    queue.speak(utterance("a b c"), at: at(0), priority: .interrupt)
    queue.speak(utterance("toast", .announcement), at: at(0), priority: .queueUninterruptible)
    queue.speak(utterance("later"), at: at(0), priority: .queue)
    // At 1 s new speech interrupts: "a b c" is cut there, "later" dropped, the toast moves up
    // to 1 s and is spoken whole, and the new speech follows it.
    queue.speak(utterance("x"), at: at(1000), priority: .interrupt)
    #expect(queue.entries.map(\.text) == ["a b c", "toast", "x"])
    #expect(queue.entries.map(\.time.milliseconds) == [0, 1000, 2000])
    #expect(queue.entries.map(\.end.milliseconds) == [1000, 2000, 3000])
    #expect(queue.entries.map(\.isInterrupted) == [true, false, false])
  }

  @Test("High priority interrupts, then nothing cuts it; the user's stop command silences it")
  func interruptUninterruptible() {
    var queue = SpeechQueue(reader: "R", wordsPerMinute: 60)
    queue.speak(utterance("a b c"), at: at(0), priority: .interrupt)
    queue.speak(
      utterance("alert now", .announcement), at: at(500), priority: .interruptUninterruptible)
    queue.speak(utterance("x"), at: at(1000), priority: .interrupt)
    #expect(queue.entries.map(\.text) == ["a b c", "alert now", "x"])
    #expect(queue.entries.map(\.time.milliseconds) == [0, 500, 2500])
    #expect(queue.entries.map(\.isInterrupted) == [true, false, false])
    var stopped = queue
    stopped.interrupt(at: at(1500), all: true)
    #expect(stopped.entries.map(\.text) == ["a b c", "alert now"])
    #expect(stopped.entries[1].isInterrupted && stopped.entries[1].end.milliseconds == 1500)
  }

  @Test(
    "Spoken equivalence ignores case, punctuation and spacing; exact does not",
    arguments: [
      ("Quantity, 2, adjustable", "Quantity: 2. Adjustable.", true),
      ("Double-tap to activate", "double tap to activate", true),
      ("Quantity 2", "Quantity 3", false),
      ("-1", "1", false),
      ("-1", "minus 1", true),
      ("Minimum0 Maximum10", "minimum0, maximum10", true),
      ("2.5", "25", false),
    ])
  func equivalence(heard: String, expected: String, same: Bool) {
    #expect(SpeechEquivalence.spoken.matches(heard, expected) == same)
    #expect(SpeechEquivalence.exact.matches(heard, expected) == (heard == expected))
  }
}

@Suite("Rule packs as data")
struct RulePackStructureTests {
  @Test("Every pack: unique rule ids, a citation on every rule, settings with valid defaults")
  func wellFormed() {
    for pack in RulePacks.all {
      let ids =
        pack.focusRules.map(\.id) + pack.hintRules.map(\.id) + pack.inputRules.map(\.id)
        + pack.reactionRules.map(\.id)
      #expect(Set(ids).count == ids.count, "duplicate rule ids in \(pack.id)")
      let sources =
        pack.focusRules.map(\.source) + pack.hintRules.map(\.source) + pack.inputRules.map(\.source)
        + pack.reactionRules.map(\.source)
      #expect(sources.allSatisfy { !$0.citation.isEmpty })
      for setting in pack.settings {
        #expect(
          setting.accepted(setting.defaultValue) == setting.defaultValue,
          "\(pack.id).\(setting.name)")
      }
      #expect(!pack.focusRules.isEmpty)
    }
    #expect(Set(RulePacks.all.map(\.id)).count == RulePacks.all.count)
  }

  @Test("Each platform has a default reader")
  func defaults() {
    #expect(RulePacks.default(for: .ios)?.id == "voiceover-ios")
    #expect(RulePacks.default(for: .macos)?.id == "voiceover-macos")
    #expect(RulePacks.default(for: .android)?.id == "talkback")
    #expect(RulePacks.default(for: .windows)?.id == "narrator")
    #expect(RulePacks.default(for: .linux)?.id == "orca")
  }

  @Test("Settings refuse unknown names and values")
  func settings() throws {
    var settings = ReaderSettings(pack: RulePacks.talkBack)
    #expect(settings[.descriptionOrder] == "stateNameRole")
    try settings.set("DESCRIPTIONORDER", to: "rolenamestate")
    #expect(settings[.descriptionOrder] == "roleNameState")
    #expect(throws: ReaderSettingError.self) { try settings.set("verbosity", to: "high") }
    #expect(throws: ReaderSettingError.self) { try settings.set("hints", to: "maybe") }
  }
}
