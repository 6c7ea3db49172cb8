import Foundation
import TestSupport
import Testing

@testable import ScenarioRunner

/// A run without a random order reads its feature files as it reaches them: memory holds the
/// file under way and what the reports keep, not the whole suite.
@Suite("Test case feed")
struct TestCaseFeedTests {
  private func write(_ files: [String: Int], in folder: URL) throws {
    for (name, count) in files {
      let text =
        "Feature: \(name)\n"
        + (1...count).map { "  Scenario: \(name) \($0)\n    Given the platform is iOS\n" }
        .joined()
      try Data(text.utf8).write(to: folder.appendingPathComponent(name + ".feature"))
    }
  }

  @Test("Each file is read as the run nears it, and its test cases come in order")
  func readsFileByFile() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try write(["a": 2, "b": 3, "c": 1], in: folder)
    let options = RunOptions(paths: ["."], workingDirectory: folder)
    var errors: [LoadError] = []
    let targets = FeatureLoader.resolve(["."], workingDirectory: folder, errors: &errors)
    #expect(targets.map(\.path) == ["./a.feature", "./b.feature", "./c.feature"])
    let feed = TestCaseFeed(streaming: targets, errors: errors, options: options)
    #expect(feed.loadedSoFar.documents.isEmpty)
    var seen: [(Int, String, Int)] = []
    while let (index, testCase) = feed.next() {
      seen.append((index, testCase.pickle.name, feed.loadedSoFar.documents.count))
    }
    // A file is read when the one before is down to its last test case (read ahead, so that
    // with several jobs the others need not wait), never sooner: at most two files are held.
    #expect(
      seen.map { "\($0.0) \($0.1) \($0.2)" } == [
        "0 a 1 2", "1 a 2 2", "2 b 1 2", "3 b 2 3", "4 b 3 3", "5 c 1 3",
      ])
    #expect(feed.finish().compiledCount == 6)
  }

  @Test("With several jobs the next file is read about a file ahead, in the same order")
  func readsAheadWithSeveralJobs() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try write(["a": 3, "b": 3, "c": 1], in: folder)
    var options = RunOptions(paths: ["."], workingDirectory: folder)
    options.jobs = 2
    var errors: [LoadError] = []
    let targets = FeatureLoader.resolve(["."], workingDirectory: folder, errors: &errors)
    let feed = TestCaseFeed(streaming: targets, errors: errors, options: options)
    var seen: [String] = []
    while let (index, testCase) = feed.next() {
      seen.append("\(index) \(testCase.pickle.name) \(feed.loadedSoFar.documents.count)")
    }
    // The next file is read once fewer test cases are left than the last file gave: the
    // worker reading it leaves the others work for as long as a file takes to compile. Still
    // at most two files are held, and the test cases come in the same order as with one job.
    #expect(
      seen == ["0 a 1 2", "1 a 2 2", "2 a 3 2", "3 b 1 3", "4 b 2 3", "5 b 3 3", "6 c 1 3"])
    let finished = feed.finish()
    #expect(finished.compiledCount == 7)
    // The suite's identity does not depend on when its files were read.
    let oneJob = TestCaseFeed(
      streaming: targets, errors: errors,
      options: RunOptions(paths: ["."], workingDirectory: folder))
    #expect(oneJob.rest().count == 7)
    #expect(oneJob.finish().suite == finished.suite)
  }

  @Test("A suite's identity adds up file by file as it does test case by test case")
  func suiteIdentityAddsUp() {
    var whole = SuiteIdentity()
    var first = SuiteIdentity()
    var second = SuiteIdentity()
    for (index, name) in ["a", "b", "c", "d", "e"].enumerated() {
      whole.add(uri: "f.feature", line: index, name: name, steps: [name, "step"])
      if index < 2 {
        first.add(uri: "f.feature", line: index, name: name, steps: [name, "step"])
      } else {
        second.add(uri: "f.feature", line: index, name: name, steps: [name, "step"])
      }
    }
    var merged = SuiteIdentity()
    merged.add(second)
    merged.add(first)
    #expect(merged == whole)
    #expect(merged.scenarios == 5)
    #expect(merged.digest == whole.digest)
    #expect(merged != first)
  }

  @Test("A feed planned in a first pass compiles the same text again, not the file")
  func plannedSourcesAreCompiled() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try write(["a": 2], in: folder)
    let options = RunOptions(paths: ["."], workingDirectory: folder)
    var errors: [LoadError] = []
    let targets = FeatureLoader.resolve(["."], workingDirectory: folder, errors: &errors)
    let planned = targets.map {
      TestCaseFeed.Source.text(FeatureLoader.read($0, workingDirectory: folder))
    }
    // The file changes after the first pass; the run must keep what the first pass planned.
    try write(["a": 5], in: folder)
    let feed = TestCaseFeed(
      streaming: targets, sources: planned, errors: errors, options: options)
    #expect(feed.rest().map(\.testCase.pickle.name) == ["a 1", "a 2"])
  }

  @Test("A stopped run's rest reads the files not read yet")
  func restReadsTheOthers() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try write(["a": 1, "b": 2], in: folder)
    var options = RunOptions(paths: ["."], workingDirectory: folder)
    options.namePattern = "b"
    var errors: [LoadError] = []
    let targets = FeatureLoader.resolve(["."], workingDirectory: folder, errors: &errors)
    let feed = TestCaseFeed(streaming: targets, errors: errors, options: options)
    #expect(feed.rest().map { "\($0.index) \($0.testCase.pickle.name)" } == ["0 b 1", "1 b 2"])
    #expect(feed.finish().compiledCount == 3)
  }
}
