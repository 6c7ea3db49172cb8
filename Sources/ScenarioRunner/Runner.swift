import Foundation
import Gherkin
import TagExpressions

/// What to run and how.
public struct RunOptions: Sendable {
  /// Feature files, folders (searched for `*.feature` and `*.feature.md`), `FILE:LINE[:LINE]`,
  /// or `@rerun.txt` files listing such references.
  public var paths: [String]
  /// Only test cases whose tags match.
  public var tags: TagExpression?
  /// Only test cases whose name matches.
  public var namePattern: String?
  /// Match steps to definitions without running them.
  public var dryRun = false
  /// Stop after the first failing test case.
  public var failFast = false
  /// Undefined and pending steps fail the run.
  public var strict = false
  /// How many test cases run at once.
  public var jobs = 1
  /// Random order with this seed; `nil` keeps the defined order.
  public var randomSeed: UInt64?
  /// The folder component paths are resolved from.
  public var workingDirectory: URL

  /// Creates options for `paths`.
  public init(paths: [String], workingDirectory: URL) {
    self.paths = paths
    self.workingDirectory = workingDirectory
  }
}

/// Runs Gherkin scenarios against the simulator.
public final class Runner: Sendable {
  private let stopRequested = LockedFlag()

  /// Creates a runner.
  public init() {}

  /// Asks a running `run` to stop after the test cases under way (Ctrl-C).
  public func requestStop() { stopRequested.set() }

  /// Loads, filters, orders and runs the scenarios.
  public func run(_ options: RunOptions) -> RunReport {
    let started = Date()
    let loaded = FeatureLoader.load(options.paths, workingDirectory: options.workingDirectory)
    return execute(loaded, options: options, started: started)
  }

  /// Filters, orders and runs loaded test cases (from files or from memory).
  func execute(_ loaded: FeatureLoader.Loaded, options: RunOptions, started: Date) -> RunReport {
    var selected = loaded.testCases.filter { candidate in
      if let tags = options.tags, !tags.evaluate(Set(candidate.pickle.tags.map(\.name))) {
        return false
      }
      if let pattern = options.namePattern,
        candidate.pickle.name.range(of: pattern, options: .regularExpression) == nil
      {
        return false
      }
      return true
    }
    if let seed = options.randomSeed {
      var generator = SplitMix64(seed: seed)
      selected.shuffle(using: &generator)
    }
    let queue = selected
    let results = ResultSlots(count: queue.count)
    let failed = LockedFlag()
    let jobs = max(1, min(options.jobs, max(1, queue.count)))
    DispatchQueue.concurrentPerform(iterations: jobs) { worker in
      var index = worker
      while index < queue.count {
        if stopRequested.isSet || (options.failFast && failed.isSet) { return }
        let report = ScenarioExecutor.execute(
          queue[index], dryRun: options.dryRun, workingDirectory: options.workingDirectory)
        if report.status == .failed || report.status == .ambiguous
          || (options.strict && (report.status == .undefined || report.status == .pending))
        {
          failed.set()
        }
        results.store(report, at: index)
        index += jobs
      }
    }
    let finished = results.all
    return RunReport(
      documents: loaded.documents, testCases: finished, loadErrors: loaded.errors,
      startedAt: started, duration: Date().timeIntervalSince(started), strict: options.strict,
      stoppedEarly: finished.count < queue.count, randomSeed: options.randomSeed)
  }
}

/// A test case ready to run: its pickle and where it came from.
struct PendingTestCase: Sendable {
  var pickle: Pickle
  var uri: String
  var featureName: String
  var featureDirectory: URL
  var line: Int
  /// Step id → (keyword, line), from the AST.
  var stepInfo: [String: (keyword: String, line: Int)]
}

/// Thread-safe result slots, read back in order.
private final class ResultSlots: @unchecked Sendable {
  private var slots: [TestCaseReport?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ report: TestCaseReport, at index: Int) {
    lock.lock()
    slots[index] = report
    lock.unlock()
  }

  var all: [TestCaseReport] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}

/// A flag set from any thread.
final class LockedFlag: @unchecked Sendable {
  private var value = false
  private let lock = NSLock()

  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}

/// A small, seedable random generator, so `--order random:SEED` repeats exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension RunOptions {
  /// The files the paths name, before running: the rerun files and every feature file found
  /// (a report must not be written over one of them).
  package var inputFiles: [String] {
    FeatureLoader.inputFiles(paths, workingDirectory: workingDirectory)
  }
}
