import ControlRegistry
import Foundation
import Gherkin
import Reports
import ScenarioRunner
import Testing

@Suite("Criteria and baselines")
struct CheckCriteriaTests {
  @Test("Criterion ids are unique, and only value-in-focus and text resize are SHOULD")
  func catalogue() {
    let ids = StepLibrary.shipped.criteria.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(
      StepLibrary.shipped.criteria.filter { $0.priority == .should }.map(\.id) == [
        "output-value-focus", "text-resize",
      ])
    #expect(
      StepLibrary.shipped.criterion(named: "keyboard-enter", of: "stepper")?.platforms
        == [.android])
  }

  @Test("An id several packs share names one priority: a test case's criterion is found by tag")
  func sharedIdsShareAPriority() {
    // criterion(of:) finds a generated test case's criterion by its tag alone, taking the
    // first pack's; reports read its priority, so every pack must give an id the same one.
    var priorities: [String: CriterionPriority] = [:]
    var shared = 0
    for pack in StepLibrary.shipped.packs {
      for criterion in pack.criteria.list {
        if let first = priorities[criterion.id] {
          shared += 1
          #expect(
            first == criterion.priority,
            "\(pack.kind)'s \(criterion.id) is \(criterion.priority.rawValue), another pack's is \(first.rawValue)"
          )
        } else {
          priorities[criterion.id] = criterion.priority
        }
      }
    }
    #expect(shared > 0)
  }

  @Test("criterion(named:of:) is the control's own: several packs have keyboard-space")
  func criterionOfControl() {
    let library = StepLibrary.shipped
    let packs = library.packs.filter { pack in
      pack.criteria.list.contains { $0.id == "keyboard-space" }
    }
    #expect(packs.count > 1)
    for pack in packs {
      #expect(
        library.criterion(named: "keyboard-space", of: pack.kind)?.wording
          == pack.criteria.list.first { $0.id == "keyboard-space" }?.wording)
    }
  }

  @Test("A baseline survives its own text, and the diff marks changed utterances")
  func baselineRoundTripAndDiff() throws {
    let text = """
      # comment

      == a.feature:3 S [iOS]
      VoiceOver  0.00s  Quantity
      VoiceOver  0.50s  Decrement. Button.

      == a.feature:9 T [iOS]
      (no speech)
      """
    let old = try Baseline(parsing: text)
    #expect(old.sections.map(\.key) == ["a.feature:3 S [iOS]", "a.feature:9 T [iOS]"])
    #expect(try Baseline(parsing: old.text) == old)
    #expect(Baseline.diff(expected: old, actual: old, expectedName: "a", actualName: "b") == nil)
    var new = old
    new.sections[0].lines[1] = "VoiceOver  0.50s  Remove one. Button."
    new.sections.remove(at: 1)
    new.sections.append(.init(key: "b.feature:2 U [Android]", lines: ["TalkBack  0.00s  2"]))
    #expect(
      Baseline.diff(expected: old, actual: new, expectedName: "base.txt", actualName: "this run")
        == """
        --- base.txt
        +++ this run
        @@ a.feature:3 S [iOS] @@
         VoiceOver  0.00s  Quantity
        -VoiceOver  0.50s  Decrement. Button.
        +VoiceOver  0.50s  Remove one. Button.
        @@ a.feature:9 T [iOS] @@ not in this run
        -(no speech)
        @@ b.feature:2 U [Android] @@ new in this run
        +TalkBack  0.00s  2
        baseline differs: 1 changed, 1 missing, 1 new

        """)
    #expect(throws: BaselineError.self) { try Baseline(parsing: "VoiceOver  0.00s  x\n") }
  }
}

/// A shard's run lacks most of the baseline's sections (the other shards'): ordering them in
/// the diff must take work in proportion to the sections, not their square.
@Suite("Baseline diff of a shard")
struct BaselineShardDiffTests {
  /// A baseline of `count` sections, `prefix` in each key.
  static func baseline(_ count: Int, _ prefix: String) -> Baseline {
    Baseline(
      sections: (0..<count).map {
        Baseline.Section(key: "\(prefix) \($0) [iOS]", lines: ["VoiceOver  0.00s  \($0)"])
      })
  }

  /// The work of diffing a baseline of `4 * count` sections with a run of the first quarter.
  static func work(_ count: Int) -> Int {
    let expected = baseline(4 * count, "S")
    let actual = Baseline(sections: Array(expected.sections.prefix(count)))
    var work = 0
    let diff = Baseline.diff(
      expected: expected, actual: actual, expectedName: "a", actualName: "b", work: &work)
    #expect(diff?.hasSuffix("baseline differs: 0 changed, \(3 * count) missing, 0 new\n") == true)
    return work
  }

  @Test("Ordering the sections a shard lacks is linear in the sections")
  func linear() {
    #expect(Self.work(1_000) <= 2 * 5_000)
    #expect(Self.work(2_000) <= 2 * Self.work(1_000))
  }

  @Test("A missing section is listed after the one before it in the baseline; leading ones last")
  func missingOrder() {
    let expected = Baseline(
      sections: ["A", "B", "C", "D", "E"].map { Baseline.Section(key: $0, lines: ["x"]) })
    let actual = Baseline(
      sections: ["B", "X", "D"].map { Baseline.Section(key: $0, lines: ["x"]) })
    let diff = Baseline.diff(expected: expected, actual: actual, expectedName: "a", actualName: "b")
    #expect(
      diff?.split(separator: "\n").filter { $0.hasPrefix("@@") }
        == [
          "@@ C @@ not in this run", "@@ X @@ new in this run", "@@ E @@ not in this run",
          "@@ A @@ not in this run",
        ])
  }
}
