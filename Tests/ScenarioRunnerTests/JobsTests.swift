import Foundation
import TestSupport
import Testing

@testable import ScenarioRunner

/// `--jobs` beyond the work available: the run starts no more workers than there are
/// processors or test cases, counted, so `--jobs 9223372036854775807` ends as `--jobs 2` does.
@Suite("Jobs")
struct JobsTests {
  private func write(scenarios: Int, in folder: URL) throws {
    let text =
      "Feature: f\n"
      + (1...scenarios).map { "  Scenario: s\($0)\n    Given the platform is iOS\n" }.joined()
    try Data(text.utf8).write(to: folder.appendingPathComponent("f.feature"))
  }

  @Test("Workers: no more than the jobs, the processors and the test cases known; at least one")
  func workerCount() {
    #expect(Runner.workerCount(jobs: .max, work: 3, processors: 2) == 2)
    #expect(Runner.workerCount(jobs: .max, work: 3, processors: 8) == 3)
    #expect(Runner.workerCount(jobs: .max, work: nil, processors: 8) == 8)
    #expect(Runner.workerCount(jobs: 4, work: nil, processors: 8) == 4)
    #expect(Runner.workerCount(jobs: 1, work: 0, processors: 8) == 1)
    #expect(Runner.workerCount(jobs: .max, work: nil, processors: 0) == 1)
  }

  @Test("--jobs Int.max on three scenarios starts at most three workers and runs them all")
  func hugeJobsLoaded() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try write(scenarios: 3, in: folder)
    var options = RunOptions(paths: ["f.feature"], workingDirectory: folder)
    options.jobs = .max
    let runner = Runner()
    let report = runner.run(options)
    #expect(report.testCases.map(\.status) == [.passed, .passed, .passed])
    #expect(runner.workersStarted == min(3, ProcessInfo.processInfo.activeProcessorCount))
  }

  @Test("--jobs Int.max reading files as it goes starts one worker per processor at most")
  func hugeJobsStreaming() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try write(scenarios: 2, in: folder)
    var options = RunOptions(paths: ["f.feature"], workingDirectory: folder)
    options.jobs = .max
    options.keepsDocuments = false
    let runner = Runner()
    let report = runner.run(options)
    #expect(report.testCases.map(\.status) == [.passed, .passed])
    #expect(runner.workersStarted == max(1, ProcessInfo.processInfo.activeProcessorCount))
  }
}
