import Foundation
import TestSupport
import Testing

/// `run --shard I/N`: a stable partition of the selected scenarios for a CI matrix.
@Suite("Sharding")
struct ShardTests {
  /// The `file:line` of every scenario a run reports, from pretty output.
  private func scenarios(_ arguments: [String], in folder: URL) throws -> [String] {
    let result = try RunCLI.run(
      ["run"] + arguments + [
        "--dry-run", "--format", "pretty", "--no-color",
        "--pass-with-no-scenarios",
      ], directory: folder)
    #expect(result.exitCode == 0, "\(result.stdout)")
    return result.stdout.split(separator: "\n").filter { $0.hasPrefix("  Scenario") }.compactMap {
      $0.components(separatedBy: "  # ").dropFirst().first?.components(separatedBy: "  ").first
    }
  }

  private func feature(_ name: String, scenarios count: Int) -> String {
    "Feature: \(name)\n"
      + (1...count).map {
        "  Scenario: \(name) \($0)\n    Given I am on a screen with a stepper\n"
          + "    And the platform is iOS\n    When I swipe right\n"
      }.joined()
  }

  @Test("The shards together are the whole run, each scenario in exactly one, the same every time")
  func partition() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(feature("Alpha", scenarios: 12), named: "a.feature", in: folder)
    try ReportFiles.write(feature("Beta", scenarios: 9), named: "b.feature", in: folder)
    let all = try scenarios(["."], in: folder)
    #expect(all.count == 21)
    let shards = try (1...3).map { try scenarios([".", "--shard", "\($0)/3"], in: folder) }
    #expect(shards.flatMap { $0 }.sorted() == all.sorted())
    #expect(Set(shards.flatMap { $0 }).count == all.count)
    #expect(shards.allSatisfy { !$0.isEmpty })
    #expect(try scenarios([".", "--shard", "2/3"], in: folder) == shards[1])

    // A new file adds to the shards its own scenarios fall in; the others stay put.
    try ReportFiles.write(feature("Gamma", scenarios: 5), named: "c.feature", in: folder)
    let after = try (1...3).map { try scenarios([".", "--shard", "\($0)/3"], in: folder) }
    for (before, now) in zip(shards, after) {
      #expect(now.filter { !$0.hasPrefix("./c.feature") && !$0.hasPrefix("c.feature") } == before)
    }
  }

  @Test(
    "A shard that is not I/N with 1 ≤ I ≤ N is bad usage (64)",
    arguments: ["0/3", "4/3", "1/0", "x", "1/2/3"])
  func badShard(shard: String) throws {
    let result = try RunCLI.run(["run", "Scenarios", "--shard", shard])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr.contains(
        "--shard takes I/N with 1 ≤ I ≤ N (e.g. --shard 2/4), found '\(shard)'"))
  }
}

@Suite("Usage report")
struct UsageReportTests {
  @Test(
    "usage: each used definition with its count and places, the unused ones, the undefined texts")
  func usage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(
      """
      Feature: Usage
        Scenario: Two swipes
          Given I am on a screen with a stepper
          And the platform is iOS
          When I swipe right
          And I swipe left
          Then the gizmo hums

      """, named: "usage.feature", in: folder)
    let result = try RunCLI.run(["run", "usage.feature", "--format", "usage"], directory: folder)
    #expect(
      result.stdout.hasPrefix(
        """
        4 steps used 3 of \(try stepCount()) step definitions

        2×  I swipe {direction}
              usage.feature:5  When I swipe right
              usage.feature:6  And I swipe left
        1×  the platform is {platform}
              usage.feature:4  And the platform is iOS
        1×  I am on a screen with a stepper
              usage.feature:3  Given I am on a screen with a stepper

        Unused (
        """))
    #expect(
      result.stdout.hasSuffix(
        """

        Undefined (1): reword them as 'a11ysim steps' lists, or add steps:
          usage.feature:7  Then the gizmo hums

        """))
  }

  /// How many step definitions `a11ysim steps` lists.
  private func stepCount() throws -> Int {
    let steps = try RunCLI.run(["steps", "--markdown"])
    return steps.stdout.split(separator: "\n").filter { $0.hasPrefix("| `") }.count
  }
}

/// `run --shard I/N --baseline FILE`: a shard compares its own scenarios with the baseline; the
/// sections of the scenarios other shards run are theirs, and `merge-reports` has them all.
@Suite("Sharding with a baseline")
struct ShardBaselineTests {
  static let feature =
    "Feature: Passing\n"
    + (1...7).map {
      "  Scenario: Swipe \($0)\n    Given a stepper \"Quantity\" with value 2 from 0 to 10\n"
        + "    And the platform is iOS with VoiceOver\n    When I swipe right\n"
    }.joined(separator: "\n")

  @Test("Each shard passes against the whole suite's baseline; a section no shard has fails all")
  func shardsWithBaseline() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "p.feature", in: folder)
    let record = try RunCLI.run(
      ["record", "p.feature", "-o", "base.txt"], directory: folder)
    #expect(record.exitCode == 0, "\(record.stderr)")
    var sizes: [Int] = []
    for index in 1...2 {
      let shard = try RunCLI.run(
        [
          "run", "p.feature", "--shard", "\(index)/2", "--baseline", "base.txt", "--format",
          "summary", "--format", "message:s\(index).ndjson",
        ], directory: folder)
      #expect(shard.exitCode == 0, "\(shard.stdout)")
      #expect(!shard.stdout.contains("missing from the baseline"), "\(shard.stdout)")
      sizes.append(
        try ReportFiles.read(folder.appendingPathComponent("s\(index).ndjson").path)
          .components(separatedBy: "{\"testCaseStarted\"").count - 1)
    }
    #expect(sizes.allSatisfy { $0 > 0 } && sizes.reduce(0, +) == 7, "\(sizes)")
    let merged = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "s2.ndjson", "--format", "summary"], directory: folder)
    #expect(merged.exitCode == 0, "\(merged.stdout)\(merged.stderr)")

    // A section of a scenario that no longer exists is missing from every shard and the merge.
    let base = try ReportFiles.read(folder.appendingPathComponent("base.txt").path)
    try ReportFiles.write(
      base + "\n== Passing › Gone [iOS]\nVoiceOver  0.00s  Quantity\n", named: "base.txt",
      in: folder)
    for index in 1...2 {
      let shard = try RunCLI.run(
        [
          "run", "p.feature", "--shard", "\(index)/2", "--baseline", "base.txt", "--format",
          "summary", "--format", "message:s\(index).ndjson",
        ], directory: folder)
      #expect(shard.exitCode == 1)
      #expect(shard.stdout.contains(", 1 missing from the baseline"), "\(shard.stdout)")
    }
    let gone = try RunCLI.run(
      ["merge-reports", "s1.ndjson", "s2.ndjson", "--format", "summary"], directory: folder)
    #expect(gone.exitCode == 1)
    #expect(
      gone.stdout.hasSuffix("7 passed, 0 failed, 1 missing from the baseline\n"), "\(gone.stdout)")
  }
}
