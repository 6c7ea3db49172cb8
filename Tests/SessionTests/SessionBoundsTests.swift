import ControlRegistry
import Foundation
import Testing

@testable import Session

/// A session keeps at most ``SessionEngine/keptInteractions`` interactions (with their undo
/// checkpoints, log and transcript) and refuses a line past ``SessionEngine/lineLimit``, so a
/// long paste cannot grow it without bound (issue 23: 2 KB an interaction, a 26 MB paste took
/// 4 GB). Counted in entries kept, not in memory or time.
@Suite("Session bounds")
struct SessionBoundsTests {
  static let interactions = ["swipe right", "swipe left"]

  /// An engine that kept 4 of `count` interactions, and what the first line past 4 printed.
  static func engine(after count: Int) throws -> (SessionEngine, [[String]]) {
    var engine = try SessionEngine()
    engine.keptInteractions = 4
    var outputs: [[String]] = []
    for index in 0..<count { outputs.append(engine.handle(interactions[index % 2]).lines) }
    return (engine, outputs)
  }

  @Test("Past the limit the oldest go: 50 interactions keep what 10 keep")
  func oldestDropped() throws {
    let (ten, tenOutputs) = try Self.engine(after: 10)
    let (fifty, _) = try Self.engine(after: 50)
    #expect(ten.steps.count == 4 && fifty.steps.count == 4)
    #expect(fifty.droppedInteractions == 46)
    #expect(fifty.simulation.transcript.count == ten.simulation.transcript.count)
    #expect(fifty.simulation.log.count == ten.simulation.log.count)
    #expect(fifty.steps.map { $0.heard.map(\.text) } == ten.steps.map { $0.heard.map(\.text) })
    let notice =
      "  note: the session keeps the last 4 interactions; the oldest are dropped (:undo "
      + "reaches back that far; :reset starts afresh)"
    #expect(tenOutputs[4].last == notice)
    #expect(tenOutputs.flatMap { $0 }.filter { $0 == notice }.count == 1)
  }

  @Test("Undo reaches back to the oldest kept; :reset starts afresh; :save refuses")
  func undoResetAndSave() throws {
    var (engine, _) = try Self.engine(after: 11)
    for _ in 0..<4 { #expect(engine.handle(":undo").failed == false) }
    #expect(engine.handle(":undo").lines == ["error: nothing to undo"])
    #expect(
      engine.handle(":save x.feature").lines == [
        "error: the session dropped its oldest 7 interactions (it keeps 4), so a saved "
          + "scenario would not start where the control did: :reset, then save at most 4 "
          + "interactions"
      ])
    _ = engine.handle(":reset")
    var fresh = try SessionEngine()
    #expect(engine.simulation.transcript.count == fresh.simulation.transcript.count)
    #expect(engine.handle("swipe right") == fresh.handle("swipe right"))
    #expect(engine.droppedInteractions == 0)
  }

  @Test("A line past the limit is refused whole, and nothing is kept of it")
  func longLine() throws {
    var engine = try SessionEngine()
    let line = String(repeating: "swipe right;", count: 400)
    let output = engine.handle(line)
    #expect(
      output.lines == [
        "error: the line is 4800 bytes long; a line takes at most 4096: type one interaction "
          + "or command a line"
      ])
    #expect(output.failed)
    #expect(engine.steps.isEmpty)
  }
}
