import Foundation
import Gherkin

/// Hands a run's selected test cases to its workers, one at a time and in the order they are
/// reported.
///
/// A feed either holds every test case from the start (``init(loaded:options:)``: a random
/// order or a report that needs the whole plan before the first test case) or reads the
/// feature files as the run reaches them (``init(streaming:sources:errors:options:)``):
/// then only the file under way is in memory, and a suite of any size runs in the memory of
/// its largest file plus what the reports keep of each finished test case.
final class TestCaseFeed: @unchecked Sendable {
  private let lock = NSLock()
  /// What has been loaded: documents, errors, warnings, the ids (its `testCases` stay empty).
  private var loaded: FeatureLoader.Loaded
  /// The selected test cases of the files read, from `head` on not handed out yet; each is
  /// let go as it is handed out.
  private var queue: [PendingTestCase?] = []
  private var head = 0
  /// The files not read yet, in order.
  private var targets: [FeatureLoader.Target]
  private var nextTarget = 0
  /// The targets' text, when a first pass read them.
  private var sources: [Result<String, LoadError>]?
  private let workingDirectory: URL
  private let options: RunOptions
  /// How many test cases the files compiled to, before filtering.
  private var compiledCount = 0
  /// How many test cases have been handed out (the next one's index).
  private var handedOut = 0

  /// A feed of test cases loaded already, filtered by `options` and put in their order.
  init(loaded: consuming FeatureLoader.Loaded, options: RunOptions) {
    var all = loaded
    var selected = all.testCases
    all.testCases = []
    compiledCount = selected.count
    selected.removeAll { !Runner.selects($0, options: options) }
    if let seed = options.randomSeed {
      var generator = SplitMix64(seed: seed)
      selected.shuffle(using: &generator)
    }
    queue = selected.map { $0 }
    self.loaded = all
    targets = []
    workingDirectory = options.workingDirectory
    self.options = options
  }

  /// A feed that reads `targets` one file at a time, as the run needs their test cases, or
  /// compiles them from `sources` (the files as a first pass read them, in the same order),
  /// each let go once compiled.
  init(
    streaming targets: [FeatureLoader.Target], sources: [Result<String, LoadError>]? = nil,
    errors: [LoadError], options: RunOptions
  ) {
    loaded = FeatureLoader.Loaded()
    loaded.keepsDocuments = false
    loaded.errors = errors
    self.targets = targets
    self.sources = sources
    workingDirectory = options.workingDirectory
    self.options = options
  }

  /// The test cases known before the run starts (all of them, unless the feed streams).
  var upFront: [PendingTestCase] {
    lock.withLock { queue[head...].compactMap { $0 } }
  }

  /// The documents and errors known before the run starts.
  var loadedSoFar:
    (documents: [(uri: String, source: String, document: GherkinDocument)], errors: [LoadError])
  {
    lock.withLock { (loaded.documents, loaded.errors) }
  }

  /// The next test case and its index in the run, reading files until one has a selected
  /// test case; `nil` once every file is read and every test case handed out.
  func next() -> (index: Int, testCase: PendingTestCase)? {
    lock.withLock { takeNext() }
  }

  /// Every test case not handed out yet, reading the files not read yet (for an interrupted
  /// run's report, or to know whether a stopped run left any).
  func rest() -> [(index: Int, testCase: PendingTestCase)] {
    lock.withLock {
      var rest: [(index: Int, testCase: PendingTestCase)] = []
      while let next = takeNext() { rest.append(next) }
      return rest
    }
  }

  /// What the run read, once it has ended: documents, errors, warnings, and how many test
  /// cases the files held before filtering.
  func finish() -> (loaded: FeatureLoader.Loaded, compiledCount: Int) {
    lock.withLock { (loaded, compiledCount) }
  }

  private func takeNext() -> (index: Int, testCase: PendingTestCase)? {
    while head == queue.count {
      guard nextTarget < targets.count else { return nil }
      let target = targets[nextTarget]
      nextTarget += 1
      if sources != nil, let source = sources?[nextTarget - 1] {
        sources?[nextTarget - 1] = .success("")
        FeatureLoader.compile(
          source, target: target, workingDirectory: workingDirectory, into: &loaded)
      } else {
        FeatureLoader.compile(target, workingDirectory: workingDirectory, into: &loaded)
      }
      compiledCount += loaded.testCases.count
      queue = loaded.testCases.filter { Runner.selects($0, options: options) }
      loaded.testCases = []
      head = 0
    }
    guard let testCase = queue[head] else { preconditionFailure("handed out twice") }
    queue[head] = nil
    head += 1
    defer { handedOut += 1 }
    return (handedOut, testCase)
  }
}
