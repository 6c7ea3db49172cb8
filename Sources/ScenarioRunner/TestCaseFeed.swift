import Foundation
import Gherkin

/// Hands a run's selected test cases to its workers, one at a time and in the order they are
/// reported.
///
/// A feed either holds every test case from the start (``init(loaded:options:)``: a random
/// order or a report that needs the whole plan before the first test case) or reads the
/// feature files as the run reaches them (``init(streaming:sources:errors:options:)``):
/// then only the file under way is in memory, and a suite of any size runs in the memory of
/// its largest file plus what the reports keep of each finished test case. A worker that
/// takes one of the last test cases read reads the next file, outside the lock, while the
/// others go on with what is left: with several jobs, reading does not stop the run.
final class TestCaseFeed: @unchecked Sendable {
  private let condition = NSCondition()
  /// Whether a worker is reading a file (then `loaded` is its, until it is done).
  private var reading = false
  /// What has been loaded: documents, errors, warnings, the ids (its `testCases` stay empty).
  private var loaded: FeatureLoader.Loaded
  /// The selected test cases of the files read, from `head` on not handed out yet; each is
  /// let go as it is handed out.
  private var queue: [PendingTestCase?] = []
  private var head = 0
  /// The files not read yet, in order.
  private var targets: [FeatureLoader.Target]
  private var nextTarget = 0
  /// The targets as a first pass left them (their text, or what they compiled to), when one
  /// read them.
  private var sources: [Source]?
  private let workingDirectory: URL
  private let options: RunOptions
  /// How many test cases the files compiled to, before filtering.
  private var compiledCount = 0
  /// The identity of every test case the files compiled to, before filtering.
  private var suite = SuiteIdentity()
  /// The scenarios the filters select that `--shard` leaves to another shard (see
  /// ``RunReport/inOtherShards``).
  private var inOtherShards: Set<String> = []
  /// How many test cases have been handed out (the next one's index).
  private var handedOut = 0
  /// How many selected test cases the last file read gave.
  private var lastFileCount = 0

  /// A feed of test cases loaded already, filtered by `options` and put in their order.
  init(loaded: consuming FeatureLoader.Loaded, options: RunOptions) {
    var all = loaded
    var selected = all.testCases
    all.testCases = []
    compiledCount = selected.count
    for testCase in selected { suite.add(testCase) }
    let compiled = selected
    selected = Runner.select(selected, options: options, errors: &all.errors)
    if let seed = options.randomSeed {
      var generator = SplitMix64(seed: seed)
      selected.shuffle(using: &generator)
    }
    queue = selected.map { $0 }
    self.loaded = all
    targets = []
    workingDirectory = options.workingDirectory
    self.options = options
    inOtherShards = otherShards(compiled)
  }

  /// One file as a run's first pass left it for the run.
  enum Source {
    /// Its text (or why it could not be read), to compile again.
    case text(Result<String, LoadError>)
    /// What it compiled to, taken as it is.
    case compiled(CompiledFile)
  }

  /// What compiling one file added to a ``FeatureLoader/Loaded`` that keeps no documents.
  struct CompiledFile {
    var documents: [(uri: String, source: String, document: GherkinDocument)]
    /// Every test case it compiled to, before the run's filters.
    var testCases: [PendingTestCase]
    var errors: [LoadError]
    var warnings: [LoadWarning]
    /// The id generator after the file: the next file's ids continue from it.
    var ids: IdGenerator
  }

  /// A feed that reads `targets` one file at a time, as the run needs their test cases, or
  /// takes them from `sources` (the files as a first pass left them, in the same order), each
  /// let go once taken.
  init(
    streaming targets: [FeatureLoader.Target], sources: [Source]? = nil,
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

  /// Runs `body` holding the lock, once no file is being read.
  private func settled<T>(_ body: () -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    while reading { condition.wait() }
    return body()
  }

  /// The test cases known before the run starts (all of them, unless the feed streams).
  var upFront: [PendingTestCase] {
    settled { queue[head...].compactMap { $0 } }
  }

  /// The documents and errors known before the run starts.
  var loadedSoFar:
    (documents: [(uri: String, source: String, document: GherkinDocument)], errors: [LoadError])
  {
    settled { (loaded.documents, loaded.errors) }
  }

  /// How many test cases are left to hand out, when every file has been read (`nil` while
  /// files are still to be read: their test cases are not known yet).
  var knownWork: Int? {
    settled { nextTarget < targets.count ? nil : queue.count - head }
  }

  /// The next test case and its index in the run, reading files until one has a selected
  /// test case; `nil` once every file is read and every test case handed out.
  func next() -> (index: Int, testCase: PendingTestCase)? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if head < queue.count {
        let taken = take()
        // One of the last ones read: read ahead while the other workers take what is left.
        if queue.count - head < readAhead && !reading && nextTarget < targets.count {
          readNextFile()
        }
        return taken
      }
      if reading {
        condition.wait()
        continue
      }
      guard nextTarget < targets.count else { return nil }
      readNextFile()
    }
  }

  /// Every test case not handed out yet, reading the files not read yet (for an interrupted
  /// run's report, or to know whether a stopped run left any).
  func rest() -> [(index: Int, testCase: PendingTestCase)] {
    var rest: [(index: Int, testCase: PendingTestCase)] = []
    while let next = next() { rest.append(next) }
    return rest
  }

  /// What the run read, once it has ended: documents, errors, warnings, and how many test
  /// cases the files held before filtering.
  func finish() -> (
    loaded: FeatureLoader.Loaded, compiledCount: Int, suite: SuiteIdentity,
    inOtherShards: Set<String>
  ) {
    settled { (loaded, compiledCount, suite, inOtherShards) }
  }

  /// Below how many test cases left the next file is read (the lock is held). One job reads
  /// when the file under way is down to its last test case. With several, the worker that
  /// reads compiles the file while the others run what is left, and a file takes as long to
  /// compile as a few of its scenarios take to run: it reads once fewer are left than the last
  /// file gave, about a file ahead, so that the others do not wait for it. Either way at most
  /// two files' test cases are held.
  private var readAhead: Int { options.jobs > 1 ? max(2, lastFileCount) : 2 }

  /// The test cases of `compiled` that only `--shard` leaves out, as ``inOtherShards`` names
  /// them.
  private func otherShards(_ compiled: [PendingTestCase]) -> Set<String> {
    var inOtherShards: Set<String> = []
    guard let shard = options.shard else { return inOtherShards }
    var unsharded = options
    unsharded.shard = nil
    // A name too slow to match is already an error of the run's own selection.
    var ignored: [LoadError] = []
    let elsewhere = compiled.filter {
      Runner.shard(of: $0, count: shard.count) != shard.index
    }
    for testCase in Runner.select(elsewhere, options: unsharded, errors: &ignored) {
      inOtherShards.insert(
        Baseline.escape(
          Baseline.scenario(
            feature: testCase.featureName, rule: testCase.ruleName, name: testCase.pickle.name,
            values: testCase.exampleValues)))
    }
    return inOtherShards
  }

  /// Hands out the test case at `head` (the lock is held).
  private func take() -> (index: Int, testCase: PendingTestCase) {
    guard let testCase = queue[head] else { preconditionFailure("handed out twice") }
    queue[head] = nil
    head += 1
    defer { handedOut += 1 }
    return (handedOut, testCase)
  }

  /// Reads and compiles the next file without the lock (held on entry and on return), and
  /// queues its selected test cases after the others.
  private func readNextFile() {
    reading = true
    let index = nextTarget
    nextTarget += 1
    let target = targets[index]
    let source = sources?[index]
    sources?[index] = .text(.success(""))
    var state = loaded
    loaded = FeatureLoader.Loaded()
    condition.unlock()
    switch source {
    case .compiled(let file):
      state.documents += file.documents
      state.testCases = file.testCases
      state.errors += file.errors
      state.warnings += file.warnings
      state.ids = file.ids
    case .text(let source):
      FeatureLoader.compile(
        source, target: target, workingDirectory: workingDirectory, into: &state)
    case nil:
      FeatureLoader.compile(target, workingDirectory: workingDirectory, into: &state)
    }
    let compiled = state.testCases.count
    let compiledCases = state.testCases
    let selected = Runner.select(state.testCases, options: options, errors: &state.errors)
    state.testCases = []
    // Worked out before the lock is taken again: the other workers wait for nothing of it.
    var fileSuite = SuiteIdentity()
    for testCase in compiledCases { fileSuite.add(testCase) }
    let fileOtherShards = otherShards(compiledCases)
    condition.lock()
    loaded = state
    compiledCount += compiled
    suite.add(fileSuite)
    inOtherShards.formUnion(fileOtherShards)
    if head == queue.count {
      queue = []
      head = 0
    }
    queue += selected.map { $0 }
    lastFileCount = selected.count
    reading = false
    condition.broadcast()
  }
}

extension SuiteIdentity {
  /// Adds one compiled test case: its file, line, name and steps' text.
  mutating func add(_ testCase: PendingTestCase) {
    add(
      uri: testCase.uri, line: testCase.line, name: testCase.pickle.name,
      steps: testCase.pickle.steps.map(\.text))
  }
}
