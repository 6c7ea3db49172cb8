import Foundation
import TestSupport
import Testing

/// The ids of `--format message` over a run of several files: a consumer joins messages by id
/// (testCase.pickleId → pickle, testStep.pickleStepId → pickle step, …), so every id must be
/// unique in the whole stream, not only within one file.
@Suite("a11ysim run --format message: ids")
struct MessageIdTests {
  /// Two features shaped alike (so per-file counters would give the same ids) and a Markdown
  /// one, with a background, a rule, an outline with examples, tags, a doc string and a table.
  private static let files: [String: String] = [
    "a.feature": """
    @one
    Feature: First

      Background:
        Given a stepper "Quantity" with value 2 from 0 to 10

      Scenario: Swipe
        Given the platform is Android with TalkBack
        When I swipe right
        Then I hear "Quantity"

      Rule: Outlines
        @two
        Scenario Outline: Press <key>
          Given the platform is Linux with Orca
          When I press "Tab"
          And I press "<key>"
          Then the transcript contains:
            \"\"\"
            Quantity spin button
            \"\"\"

          Examples:
            | key  |
            | Up   |
            | Down |
    """,
    "b.feature": """
    @one
    Feature: Second

      Background:
        Given a stepper "Quantity" with value 2 from 0 to 10

      Scenario: Swipe
        Given the platform is Android with TalkBack
        When I swipe right
        Then I hear "Quantity"

      Rule: Outlines
        @two
        Scenario Outline: Press <key>
          Given the platform is Linux with Orca
          When I press "Tab"
          Then I hear "Quantity spin button"
          When I press "<key>"

          Examples:
            | key  |
            | Up   |
            | Down |
    """,
    "c.feature.md": """
    # Feature: Third

    ## Scenario: Tab on macOS

    * Given a stepper "Quantity" with value 2 from 0 to 10
    * And the platform is macOS with VoiceOver
    * When I press "Tab"
    * Then I hear "2, Quantity, stepper"
    """,
  ]

  /// Every `id` field anywhere in `value` (documents nest theirs), with the path to it.
  private static func ids(in value: Any, path: String, into found: inout [(String, String)]) {
    if let object = value as? [String: Any] {
      for (key, inner) in object.sorted(by: { $0.key < $1.key }) {
        if key == "id", let id = inner as? String { found.append((id, path)) }
        ids(in: inner, path: path + "." + key, into: &found)
      }
    } else if let array = value as? [Any] {
      for inner in array { ids(in: inner, path: path + "[]", into: &found) }
    }
  }

  @Test("Every id in the stream is unique across files, and every reference resolves")
  func uniqueAcrossFiles() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    for (name, text) in Self.files { try ReportFiles.write(text, named: name, in: folder) }
    let result = try RunCLI.run(["run", ".", "--format", "message"], directory: folder)
    #expect(result.exitCode == 0, "\(result.stderr)")
    let envelopes = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }

    var found: [(String, String)] = []
    for envelope in envelopes {
      for (kind, message) in envelope { Self.ids(in: message, path: kind, into: &found) }
    }
    var kinds: [String: Set<String>] = [:]
    for (id, path) in found { kinds[path, default: []].insert(id) }
    var seen: [String: String] = [:]
    var duplicates: [String] = []
    for (id, path) in found {
      if let first = seen[id] { duplicates.append("\(id): \(first) and \(path)") }
      seen[id] = seen[id] ?? path
    }
    #expect(duplicates == [])
    // The kinds the stream carries, each with ids (so the check above covers them all).
    let expectedKinds = [
      "gherkinDocument.feature.children[].background",
      "gherkinDocument.feature.children[].background.steps[]",
      "gherkinDocument.feature.children[].rule.children[].scenario.examples[]",
      "gherkinDocument.feature.children[].rule.children[].scenario.examples[].tableBody[]",
      "gherkinDocument.feature.children[].rule.children[].scenario.examples[].tableHeader",
      "gherkinDocument.feature.children[].rule.children[].scenario",
      "gherkinDocument.feature.children[].rule.children[].scenario.steps[]",
      "gherkinDocument.feature.children[].rule.children[].scenario.tags[]",
      "gherkinDocument.feature.children[].rule",
      "gherkinDocument.feature.children[].scenario",
      "gherkinDocument.feature.children[].scenario.steps[]",
      "gherkinDocument.feature.tags[]",
      "pickle",
      "pickle.steps[]",
      "stepDefinition",
      "testCase",
      "testCase.testSteps[]",
      "testCaseStarted",
      "testRunStarted",
    ]
    #expect(kinds.keys.sorted() == expectedKinds.sorted())
    #expect(kinds["pickle"]?.count == 7)

    // References point at ids of the right kind.
    let pickles = envelopes.compactMap { $0["pickle"] as? [String: Any] }
    let pickleIDs = Set(pickles.compactMap { $0["id"] as? String })
    let pickleStepIDs = Set(
      pickles.flatMap { ($0["steps"] as? [[String: Any]]) ?? [] }.compactMap { $0["id"] as? String }
    )
    let testCases = envelopes.compactMap { $0["testCase"] as? [String: Any] }
    #expect(testCases.count == 7)
    for testCase in testCases {
      #expect(pickleIDs.contains(testCase["pickleId"] as? String ?? ""))
      for step in (testCase["testSteps"] as? [[String: Any]]) ?? [] {
        #expect(pickleStepIDs.contains(step["pickleStepId"] as? String ?? ""))
      }
    }
  }

  @Test("The shipped scenarios: a pickle each, each its own id, and no id twice in the stream")
  func shipped() throws {
    let result = try RunCLI.run(["run", "Scenarios", "--dry-run", "--format", "message"])
    #expect(result.exitCode == 0)
    var found: [(String, String)] = []
    var pickles = 0
    for line in result.stdout.split(separator: "\n") {
      let envelope = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if envelope["pickle"] != nil { pickles += 1 }
      for (kind, message) in envelope { Self.ids(in: message, path: kind, into: &found) }
    }
    let summary = try RunCLI.run(["run", "Scenarios", "--dry-run"])
    let scenarios = try #require(RunSummary(uniform: "skipped", in: summary.stdout)).scenarios
    #expect(pickles == scenarios)
    #expect(Set(found.filter { $0.1 == "pickle" }.map(\.0)).count == scenarios)
    #expect(Set(found.map(\.0)).count == found.count)
  }
}
