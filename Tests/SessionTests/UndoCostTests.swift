import ControlRegistry
import Controls
import Core
import Foundation
import Testing

@testable import Session

/// `:undo` keeps a checkpoint per interaction, not a copy of the whole simulation (issue 10:
/// 8,000 piped lines took 3 GB, each snapshot a full copy of the log and transcript).
@Suite("Session undo cost")
struct UndoCostTests {
  static let interactions = [
    "swipe right", "swipe left", "swipe up", "swipe down", "double-tap", "touch increment",
    "touch decrement", "two-finger tap", "wait 300ms", "hold increment 2s", "tap increment",
    "press Tab", "type \"5\"", "wait 2s",
  ]

  @Test("2,000 interactions and 1,000 undos copy the simulation's log and transcript not once")
  func noCopies() throws {
    var engine = try SessionEngine()
    engine.keptInteractions = 2000  // all of them, so 1,000 can be undone
    for index in 0..<2000 { _ = engine.handle(Self.interactions[index % 4]) }
    for _ in 0..<1000 { #expect(engine.handle(":undo").failed == false) }
    #expect(engine.simulationCopies == 0)
    #expect(engine.steps.count == 1000)
  }

  @Test("A terminal's completer, remade after each of 2,000 lines, copies nothing")
  func completerKeepsNoCopy() throws {
    var engine = try SessionEngine()
    var completer = SessionCompleter.completer(for: engine)
    for index in 0..<2000 {
      _ = engine.handle(Self.interactions[index % 4])
      completer = SessionCompleter.completer(for: engine)
    }
    #expect(engine.simulationCopies == 0)
    #expect(completer(":set h") == [":set hints"])
    #expect(completer("touch \"Dec") == ["touch \"Decrement\""])

    // What the front end kept before: a copy of the engine alive while the next line runs,
    // which copied the log and transcript on every line (N lines, N² work).
    var copied = try SessionEngine()
    copied.keptInteractions = 2000
    var kept = copied
    for index in 0..<2000 {
      _ = copied.handle(Self.interactions[index % 4])
      kept = copied
    }
    #expect(copied.simulationCopies == 2000)
    #expect(kept.steps.count == 2000)
  }

  /// What a session shows of its simulation: the transcript, the log and the control.
  static func state(_ engine: SessionEngine) -> [String] {
    engine.simulation.transcript.map {
      "\($0.time.milliseconds)-\($0.end.milliseconds)\($0.isInterrupted ? "!" : "") \($0.text)"
    } + engine.simulation.log.map { "\($0.time.milliseconds) \($0.kind)" }
      + [
        "value \(engine.simulation.control.value) focus \(engine.simulation.focusID ?? "-")",
        "now \(engine.simulation.control.now.milliseconds)",
      ]
  }

  @Test(
    "After any undo the session is where a fresh one that did the rest would be",
    arguments: [Platform.ios, .android, .macos, .windows, .linux])
  func undoEqualsReplay(platform: Platform) throws {
    var generator = SystemRandomNumberGenerator()
    var seed = UInt64.random(in: 0...UInt64.max, using: &generator)
    func next() -> Int {
      // SplitMix64: a reproducible sequence from the seed printed on failure.
      seed &+= 0x9E37_79B9_7F4A_7C15
      var z = seed
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
    }
    let start = seed
    var engine = try SessionEngine(platform: platform)
    var done: [String] = []
    for _ in 0..<150 {
      if next() % 4 == 0, !done.isEmpty {
        _ = engine.handle(":undo")
        done.removeLast()
        var fresh = try SessionEngine(platform: platform)
        for line in done { _ = fresh.handle(line) }
        #expect(
          Self.state(engine) == Self.state(fresh),
          "seed \(start), after undoing back to \(done.count) interactions")
      } else {
        let line = Self.interactions[next() % Self.interactions.count]
        if !engine.handle(line).failed { done.append(line) }
      }
    }
  }
}
