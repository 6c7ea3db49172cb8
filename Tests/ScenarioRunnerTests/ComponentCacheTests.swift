import ControlRegistry
import Foundation
import TestSupport
import Testing

@testable import ScenarioRunner

/// A run reads each component file once and parses each component with each set of settings
/// once, not once per scenario (issue 12: re-reading and re-parsing the YAML for every scenario
/// was a quarter of a run), and its scenarios get the same components and errors as before.
@Suite("Component cache")
struct ComponentCacheTests {
  static let feature = """
    Feature: Cached
      Background:
        Given the component "components/q.yml"
        And the platform is iOS

      Scenario Outline: Same file, same settings <n>
        When I swipe right
        Then I hear "Quantity"

        Examples:
          | n |
          | 1 |
          | 2 |
          | 3 |
          | 4 |

      Scenario Outline: Same file, another setting <n>
        Given the setting "label" is "Amount"
        When I swipe right
        Then I hear "Amount"

        Examples:
          | n |
          | 1 |
          | 2 |

      Scenario Outline: A setting that does not exist <n>
        Given the setting "colour" is "red"
        When I swipe right

        Examples:
          | n |
          | 1 |
          | 2 |

      Scenario Outline: A file that is not there <n>
        Given the component "components/gone.yml"

        Examples:
          | n |
          | 1 |
          | 2 |

    """

  @Test("Ten scenarios: two files read, three components parsed; same speech and errors")
  func onceEach() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("components"), withIntermediateDirectories: false)
    try
      "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10\nplatforms:\n  ios: { variant: uikit }\n"
      .write(
        to: folder.appendingPathComponent("components/q.yml"), atomically: false, encoding: .utf8)

    var loaded = FeatureLoader.Loaded()
    FeatureLoader.compile(
      source: Self.feature, target: FeatureLoader.Target(path: "c.feature", lines: []),
      directory: folder, into: &loaded)
    let caches = ComponentCaches(schema: .shipped)
    let report = Runner().execute(
      loaded, options: RunOptions(paths: [], workingDirectory: folder), started: Date(),
      components: caches)

    #expect(
      report.testCases.map(\.status) == Array(repeating: .passed, count: 6)
        + Array(repeating: .failed, count: 4))
    // q.yml and gone.yml; q.yml alone, with label=Amount and with colour=red.
    #expect(caches.files.madeCount == 2)
    #expect(caches.parsed.madeCount == 3)

    let messages = report.testCases.map { $0.steps.compactMap(\.failure?.message) }
    #expect(messages[6] == ["the scenario's setting 'colour=red': unknown key 'colour'"])
    #expect(messages[7] == messages[6])
    #expect(messages[9] == messages[8])
    #expect(
      messages[8] == [
        "cannot read the component file 'components/gone.yml': no such file in "
          + folder.appendingPathComponent("components").path
      ])

    // Each scenario alone, with caches of its own, gets the same reports.
    for (index, testCase) in loaded.testCases.enumerated() {
      var alone = FeatureLoader.Loaded()
      alone.testCases = [testCase]
      let single = Runner().execute(
        alone, options: RunOptions(paths: [], workingDirectory: folder), started: Date())
      #expect(single.testCases.map(\.status) == [report.testCases[index].status])
      #expect(
        single.testCases.first?.steps.compactMap(\.failure?.message) == messages[index])
      #expect(
        single.testCases.first?.transcript.map(\.text)
          == report.testCases[index].transcript.map(\.text))
    }
  }

  /// Keys whose hashes are all equal: the caches compare keys, not only hashes, now that a
  /// key is hashed before the lock and compared after it.
  struct Colliding: Hashable, Sendable {
    var name: String
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  @Test("Keys with the same hash each keep their own value, made once")
  func collidingKeysKeepTheirOwnValues() {
    let cache = RunCache<Colliding, String>()
    let memo = Memo<Colliding, String>()
    for round in 0..<2 {
      for name in ["a", "b", "c"] {
        #expect(cache.value(for: Colliding(name: name)) { name + "\(round)" } == name + "0")
        #expect(memo.value(for: Colliding(name: name)) { name + "\(round)" } == name + "0")
      }
    }
    #expect(cache.madeCount == 3)
    #expect(memo.contains(Colliding(name: "b")))
    #expect(!memo.contains(Colliding(name: "d")))
  }

  @Test("A memo keeps no more than its limit, and still answers past it")
  func aMemoKeepsItsLimit() {
    let memo = Memo<Int, Int>(limit: 2)
    for key in 0..<4 { #expect(memo.value(for: key) { key * 10 } == key * 10) }
    #expect(memo.contains(0) && memo.contains(1))
    #expect(!memo.contains(2) && !memo.contains(3))
    #expect(memo.value(for: 3) { 33 } == 33)
  }
}
