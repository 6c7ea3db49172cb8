import ComponentFile
import ControlRegistry
import Controls
import Interactions
import ScreenReaders
import Testing

@testable import Simulation

/// The transcript and comparison formats find each utterance's interaction by binary search
/// (issue 10: a scan per utterance made `simulate --reader` of 20,000 interactions take 15 s
/// to print, and `compare` 50 s).
@Suite("Format cost")
struct FormatCostTests {
  @Test("The binary search finds what a scan from the end finds, duplicates included")
  func searchMatchesScan() {
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: seed >> 33) % bound
    }
    for _ in 0..<500 {
      var times: [Int] = []
      var now = 0
      for _ in 0..<next(20) {
        now += [0, 0, 1, 5][next(4)]
        times.append(now)
      }
      for time in -1...(now + 1) {
        #expect(
          TimeSearch.lastIndex(in: times, atOrBefore: time) == times.lastIndex { $0 <= time },
          "\(times) at \(time)")
      }
    }
  }

  @Test("20,000 interactions with TalkBack: every line, each utterance after its interaction")
  func manyInteractions() throws {
    let component = try ComponentLoader.parse(
      "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10", source: "q.yml")
    var simulation = try ReaderSimulation(
      component: component, platform: .android, pack: RulePacks.talkBack)
    let statements = try InteractionParser.parse(
      String(repeating: "swipe right\nswipe left\n", count: 10_000))
    try simulation.run(statements)
    let lines = TranscriptFormat.lines(for: simulation, events: false)
    #expect(lines.count == 20_000 + simulation.transcript.count)
    #expect(lines.prefix(2) == ["> swipe right", "TalkBack    0.00s  Quantity"])
    let steps = ComparisonFormat.steps([simulation])
    #expect(steps.count == 20_000)
    #expect(steps.map(\.results[0].speech.count).reduce(0, +) == simulation.transcript.count)
    #expect(steps[0].results[0].speech == ["Quantity"])
  }
}
