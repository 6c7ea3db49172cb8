import Foundation
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
    let folder = try ReportFiles.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
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
