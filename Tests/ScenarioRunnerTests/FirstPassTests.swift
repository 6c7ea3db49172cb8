import Foundation
import Gherkin
import TestSupport
import Testing

@testable import ScenarioRunner

/// A sink that writes every file before the run (a message stream) makes the run read its files
/// in a first pass; the run takes what that pass compiled instead of compiling each file again,
/// within ``RunOptions/firstPassKeeps``. Counted, not timed.
@Suite("First pass")
struct FirstPassTests {
  /// A sink that plans files and records what it was handed.
  private final class PlanningSink: RunSink, @unchecked Sendable {
    var planned: [String] = []
    var plansFiles: Bool { true }
    func planned(_ file: PlannedFile) {
      planned.append("\(file.uri): " + file.testCases.map(\.pickle.id).joined(separator: " "))
    }
    func willRun(_ start: RunStart) {}
    func finished(_ testCase: TestCaseReport) -> TestCaseReport { testCase }
  }

  /// Three feature files (one with a scenario without steps, which the run warns about) and
  /// one that does not parse.
  private func writeSuite(in folder: URL) throws {
    let files = [
      "a.feature":
        "Feature: a\n  Scenario: a 1\n    Given the platform is iOS\n"
        + "  Scenario: a 2\n    Given the platform is iOS\n",
      "b.feature":
        "Feature: b\n  Scenario: b 1\n"
        + (2...5).map { "  Scenario: b \($0)\n    Given the platform is iOS\n" }.joined(),
      "c.feature": "Feature: c\n  @tag\n",
      "d.feature":
        "Feature: d\n  Scenario Outline: d <n>\n    Given the platform is iOS\n"
        + "    Examples:\n      | n |\n      | 1 |\n      | 2 |\n",
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
  }

  /// What a run's report says, ids included: equal reports come from equal compiles.
  private func describe(_ report: RunReport) -> [String] {
    report.testCases.map { "\($0.uri):\($0.line) \($0.pickle.id) \($0.pickle.name) \($0.status)" }
      + report.loadErrors.map { "error \($0.uri):\($0.line ?? 0) \($0.message)" }
      + report.warnings.map { "warning \($0.uri):\($0.line) \($0.message)" }
      + report.documents.map { "document \($0.uri) \($0.document.feature?.name ?? "-")" }
  }

  private func run(keeping budget: Int?, in folder: URL) -> (Runner, RunReport, [String]) {
    var options = RunOptions(paths: ["."], workingDirectory: folder)
    options.keepsDocuments = false
    if let budget { options.firstPassKeeps = budget }
    let runner = Runner()
    let sink = PlanningSink()
    let report = runner.run(options, sink: sink)
    return (runner, report, sink.planned)
  }

  @Test("A message sink's run compiles each feature file once, not once per pass")
  func compilesOnce() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeSuite(in: folder)
    let (runner, report, planned) = run(keeping: nil, in: folder)
    // Four files, one of which does not parse: each is compiled once (it was eight times).
    #expect(runner.filesCompiled == 4)
    #expect(planned.count == 3)
    // b 1 has no steps.
    #expect(
      report.testCases.map(\.status) == [
        .passed, .passed, .undefined, .passed, .passed, .passed, .passed, .passed, .passed,
      ])
  }

  @Test("Past the budget the run compiles the files again, to the same ids, errors and warnings")
  func sameReportPastTheBudget() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeSuite(in: folder)
    let (keptRunner, kept, keptPlanned) = run(keeping: nil, in: folder)
    let (noneRunner, none, nonePlanned) = run(keeping: 0, in: folder)
    // a.feature (103 bytes) is kept; b.feature (211) would go past 270 bytes kept, so the run
    // compiles it again, with the ids after a.feature's; c.feature (19) and d.feature (117)
    // are kept, d.feature's ids following b.feature's.
    let (someRunner, some, somePlanned) = run(keeping: 270, in: folder)
    #expect(keptRunner.filesCompiled == 4)
    #expect(noneRunner.filesCompiled == 8)
    #expect(someRunner.filesCompiled == 5)
    #expect(describe(kept) == describe(none))
    #expect(describe(some) == describe(none))
    #expect(keptPlanned == nonePlanned)
    #expect(somePlanned == nonePlanned)
    #expect(kept.warnings.map { "\($0.uri):\($0.line)" } == ["./b.feature:2"])
    #expect(kept.loadErrors.map(\.uri) == ["./c.feature"])
  }

  @Test("A plain run without a planning sink compiles each file once")
  func plainRunCompilesOnce() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try writeSuite(in: folder)
    var options = RunOptions(paths: ["."], workingDirectory: folder)
    options.keepsDocuments = false
    let runner = Runner()
    _ = runner.run(options)
    #expect(runner.filesCompiled == 4)
  }
}
