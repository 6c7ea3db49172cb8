import Foundation
import TestSupport
import Testing

/// The README's examples keep working.
@Suite("README")
struct ReadmeTests {
  private var readme: String {
    get throws {
      try String(
        contentsOf: RunCLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }
  }

  @Test("The first screen names the main job and the tests")
  func firstScreen() throws {
    let firstScreen = try readme.split(separator: "\n").prefix(20).joined(separator: "\n")
    #expect(firstScreen.contains("swift run a11ysim run Scenarios"))
    #expect(firstScreen.contains("swift test"))
  }

  @Test("The Gherkin example passes")
  func gherkinExample() throws {
    let text = try readme
    let start = try #require(text.range(of: "```gherkin\n"))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let file = folder.appendingPathComponent("readme.feature")
    try String(text[start.upperBound..<end.lowerBound]).write(
      to: file, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(["run", file.path])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.hasPrefix("1 scenario (1 passed)\n8 steps (8 passed)"))
  }

  @Test("The speech section's commands are real: paths exist, the daemon's address is exported")
  func speechSection() throws {
    let text = try readme
    let start = try #require(text.range(of: "## Hear it (speech)"))
    let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound
    let section = String(text[start.upperBound..<(end ?? text.endIndex)])
    let words = section.split(whereSeparator: { $0.isWhitespace || $0 == "`" })
    let components = words.filter { $0.hasSuffix(".yml") }.map(String.init)
    #expect(!components.isEmpty)
    for path in components {
      #expect(
        FileManager.default.fileExists(
          atPath: RunCLI.packageRoot.appendingPathComponent(path).path),
        "the README's speech section names \(path), which does not exist")
    }
    let lines = section.split(separator: "\n").map(String.init)
    let started = try #require(
      lines.firstIndex { $0.hasPrefix("eval \"$(Scripts/speech-daemon.sh start)\"") })
    #expect(lines[started + 1].hasPrefix("export SPEECHD_ADDRESS=\"$SPEECHD_TEST_ADDRESS\""))
    #expect(
      lines.contains { $0.hasPrefix("Scripts/speech-daemon.sh status \"$SPEECHD_TEST_DIR\"") })
    #expect(lines.contains { $0.hasPrefix("Scripts/speech-daemon.sh stop \"$SPEECHD_TEST_DIR\"") })
    #expect(section.contains("apt-get install pulseaudio pulseaudio-utils"))
    // The script takes what the README shows.
    let script = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent("Scripts/speech-daemon.sh"),
      encoding: .utf8)
    #expect(script.contains("start [--realtime] [--prefix NAME]"))
    #expect(script.contains("| stop DIR | status DIR"))
    #expect(script.contains("pulseaudio -n") && script.contains("parec "))
  }

  @Test("The performance table quotes Benchmarks/README.md's figures, one table, no other")
  func performanceTable() throws {
    let text = try readme
    let start = try #require(text.range(of: "### Performance\n"))
    let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound
    let section = text[start.upperBound..<(end ?? text.endIndex)]
    let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst()
    #expect(rows.count == 5)
    let benchmarks = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent("Benchmarks/README.md"),
      encoding: .utf8)
    let figures = try #require(benchmarks.range(of: "## Figures\n"))
    let source = benchmarks[figures.upperBound...].split(separator: "\n")
    for row in rows {
      // The README's row is the source's first four columns.
      #expect(source.contains { $0.hasPrefix(row + " ") }, "\(row) is not in Benchmarks/README.md")
    }
    // The README's date is the date of the figures it quotes.
    let date = try #require(section.firstMatch(of: #/Measured (\d{4}-\d{2}-\d{2}) /#)?.output.1)
    #expect(
      source.contains { $0.hasPrefix(date + " ") }, "no figures of \(date) in Benchmarks/README.md")
    // One set of figures: no ratio outside the table.
    #expect(!text.contains("23.7×") && !text.contains("(51×)"))
  }

  @Test("The main job passes")
  func mainJob() throws {
    let result = try RunCLI.run(["run", "Scenarios", "--strict", "--jobs", "2"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    let summary = RunSummary(uniform: "passed", in: result.stdout)
    #expect(summary != nil, "\(result.stdout)")
    // The README says how many scenarios the main job runs: the number must be the run's.
    let match = try readme.firstMatch(of: /Scenarios\/` — (\d+) scenarios/)
    let stated: Int? = match.flatMap { Int(String($0.output.1)) }
    let ran: Int? = summary?.scenarios
    #expect(stated != nil, "README.md no longer states how many scenarios the main job runs")
    #expect(stated == ran, "README.md's count of scenarios is not the main job's")
  }
}
