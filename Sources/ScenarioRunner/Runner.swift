import Foundation
import Gherkin
import Simulation
import TagExpressions

/// What to run and how.
package struct RunOptions: Sendable {
  /// Feature files, folders (searched for `*.feature` and `*.feature.md`), `FILE:LINE[:LINE]`,
  /// or `@rerun.txt` files listing such references.
  package var paths: [String]
  /// Only test cases whose tags match.
  package var tags: TagExpression?
  /// Only test cases whose name matches.
  package var namePattern: String?
  /// Match steps to definitions without running them.
  package var dryRun = false
  /// Stop after the first failing test case.
  package var failFast = false
  /// Undefined and pending steps fail the run.
  package var strict = false
  /// How many test cases run at once.
  package var jobs = 1
  /// Random order with this seed; `nil` keeps the defined order.
  package var randomSeed: UInt64?
  /// The folder component paths are resolved from.
  package var workingDirectory: URL
  /// A run that selects no scenario passes (otherwise it could not run: exit 2), as Jest's and
  /// Playwright's `--pass-with-no-tests`.
  package var passWithNoScenarios = false
  /// Run only one shard of the selected scenarios: `index` (1-based) of `count`, chosen by each
  /// scenario's identity, so a CI matrix splits a suite the same way on every machine and a new
  /// file only adds to the shards its own scenarios fall in.
  package var shard: (index: Int, count: Int)?
  /// Whether the report keeps each file's source and parsed document (``RunReport/documents``;
  /// the message report reads them). Without, each document keeps only its feature's name
  /// and keyword, and a large suite's files are not held through the run.
  package var keepsDocuments = true

  /// Creates options for `paths`.
  package init(paths: [String], workingDirectory: URL) {
    self.paths = paths
    self.workingDirectory = workingDirectory
  }
}

/// Runs Gherkin scenarios against the simulator.
package final class Runner: Sendable {
  private let stopRequested = LockedFlag()

  /// Creates a runner.
  package init() {}

  /// Asks a running `run` to stop after the test cases under way (Ctrl-C).
  package func requestStop() { stopRequested.set() }

  /// Loads, filters, orders and runs the scenarios.
  package func run(_ options: RunOptions) -> RunReport {
    run(options, sink: nil)
  }

  /// Loads, filters, orders and runs the scenarios, handing them to `sink` while the run goes
  /// on: what will run before the first test case starts, then each finished test case in the
  /// order it is reported (deterministic with any number of jobs). The report keeps of each
  /// test case what the sink returns for it.
  package func run(_ options: RunOptions, sink: (any RunSink)?) -> RunReport {
    let started = Date()
    // Without a random order or a report that needs the whole plan first, files are read as
    // the run reaches them: a suite's memory is then its largest file, not all of them.
    // A sink that writes each file before the run starts (a message stream) has them in a
    // first pass, file by file; the run then compiles them again as it reaches them.
    let plans = sink?.plansFiles == true
    if options.randomSeed == nil && !options.keepsDocuments {
      var errors: [LoadError] = []
      let targets = FeatureLoader.resolve(
        options.paths, workingDirectory: options.workingDirectory, errors: &errors)
      guard plans, let sink else {
        return execute(
          TestCaseFeed(streaming: targets, errors: errors, options: options), options: options,
          started: started, sink: sink)
      }
      let plan = Self.plan(targets, errors: errors, options: options, sink: sink)
      return execute(
        TestCaseFeed(streaming: targets, sources: plan.sources, errors: errors, options: options),
        options: options, started: started, sink: sink, plannedErrors: plan.errors)
    }
    return execute(
      FeatureLoader.load(
        options.paths, workingDirectory: options.workingDirectory,
        keepsDocuments: options.keepsDocuments || plans),
      options: options, started: started, sink: sink)
  }

  /// The first pass of a run whose sink plans files: reads and compiles each target in
  /// order, hands `sink` its source, document and selected test cases, and lets it go.
  /// Returns the files' text for the second pass (so both passes compile the same text into
  /// the same ids) and every error the files have.
  private static func plan(
    _ targets: [FeatureLoader.Target], errors: [LoadError], options: RunOptions,
    sink: any RunSink
  ) -> (sources: [Result<String, LoadError>], errors: [LoadError]) {
    var loaded = FeatureLoader.Loaded()
    loaded.errors = errors
    loaded.lints = false
    var sources: [Result<String, LoadError>] = []
    sources.reserveCapacity(targets.count)
    for target in targets {
      let source = FeatureLoader.read(target, workingDirectory: options.workingDirectory)
      sources.append(source)
      FeatureLoader.compile(
        source, target: target, workingDirectory: options.workingDirectory, into: &loaded)
      if let file = loaded.documents.last {
        sink.planned(
          PlannedFile(
            uri: file.uri, source: file.source, document: file.document,
            testCases: loaded.testCases.filter { selects($0, options: options) }.map {
              ($0.pickle, $0.uri, $0.line)
            }))
      }
      loaded.documents = []
      loaded.testCases = []
    }
    return (sources, loaded.errors)
  }

  /// Filters, orders and runs loaded test cases (from files or from memory).
  /// Every scenario of the run shares `components`: a component file is parsed once per run
  /// (and set of settings), not once per scenario.
  func execute(
    _ loaded: consuming FeatureLoader.Loaded, options: RunOptions, started: Date,
    components: ComponentCaches = ComponentCaches(), sink: (any RunSink)? = nil
  ) -> RunReport {
    execute(
      TestCaseFeed(loaded: loaded, options: options), options: options, started: started,
      components: components, sink: sink)
  }

  /// Runs the test cases `feed` hands out, `options.jobs` at a time.
  /// `plannedErrors`: the errors of a first pass that gave the sink every file.
  private func execute(
    _ feed: TestCaseFeed, options: RunOptions, started: Date,
    components: ComponentCaches = ComponentCaches(), sink: (any RunSink)? = nil,
    plannedErrors: [LoadError]? = nil
  ) -> RunReport {
    let known = feed.loadedSoFar
    sink?.willRun(
      RunStart(
        documents: known.documents, loadErrors: plannedErrors ?? known.errors,
        startedAt: started, testCases: feed.upFront.map { ($0.pickle, $0.uri, $0.line) },
        planned: plannedErrors != nil))
    let results = ResultSlots(sink: sink)
    let failed = LockedFlag()
    DispatchQueue.concurrentPerform(iterations: max(1, options.jobs)) { _ in
      let cancellation = Cancellation { [stopRequested] in stopRequested.isSet }
      while !stopRequested.isSet && !(options.failFast && failed.isSet),
        let (index, testCase) = feed.next()
      {
        guard
          let report = ScenarioExecutor.execute(
            testCase, dryRun: options.dryRun, workingDirectory: options.workingDirectory,
            cancellation: cancellation, components: components)
        else {
          // Stopped mid-step: reported as not run, as the ones not started are.
          results.store(
            TestCaseReport(notRun: testCase, reason: TestCaseReport.interruptedReason),
            at: index, ran: false)
          return
        }
        if report.status == .failed || report.status == .ambiguous
          || (options.strict && (report.status == .undefined || report.status == .pending))
        {
          failed.set()
        }
        results.store(report, at: index, ran: true)
      }
    }
    let interrupted = stopRequested.isSet
    // A run that stopped early reads what is left, to tell whether anything was left out.
    let left = interrupted || (options.failFast && failed.isSet) ? feed.rest() : []
    let stoppedEarly = !left.isEmpty || results.didNotRun
    if interrupted {
      // Every selected scenario is reported: those that did not run as skipped, saying why, so
      // an interrupted run never looks complete.
      for (index, testCase) in left {
        results.store(
          TestCaseReport(notRun: testCase, reason: TestCaseReport.interruptedReason), at: index,
          ran: false)
      }
    }
    let finished = results.finish()
    let (loaded, compiledCount, compiled, inOtherShards) = feed.finish()
    let nothingSelected =
      finished.isEmpty && left.isEmpty && loaded.errors.isEmpty
      ? Self.whyNothingSelected(loaded, testCaseCount: compiledCount, options: options) : nil
    var report = RunReport(
      documents: loaded.documents, testCases: finished, loadErrors: loaded.errors,
      warnings: loaded.warnings,
      startedAt: started, duration: Date().timeIntervalSince(started), strict: options.strict,
      stoppedEarly: stoppedEarly, randomSeed: options.randomSeed, interrupted: interrupted,
      nothingSelected: nothingSelected,
      passWithNoScenarios: options.passWithNoScenarios)
    // Every shard compiles every file before its split: the suite is the same in each.
    var suite = compiled
    suite.addFilters(tags: options.tags?.description, name: options.namePattern)
    report.suite = suite
    report.shard = options.shard ?? (1, 1)
    report.inOtherShards = inOtherShards
    return report
  }

  /// Whether `options`' tags, name and shard select `candidate`.
  static func selects(_ candidate: PendingTestCase, options: RunOptions) -> Bool {
    if let tags = options.tags, !tags.evaluate(Set(candidate.pickle.tags.map(\.name))) {
      return false
    }
    if let pattern = options.namePattern,
      candidate.pickle.name.range(of: pattern, options: .regularExpression) == nil
    {
      return false
    }
    if let shard = options.shard, Self.shard(of: candidate, count: shard.count) != shard.index {
      return false
    }
    return true
  }

  /// The shard (1-based, of `count`) a test case belongs to: a stable hash (FNV-1a, 64 bits) of
  /// its file, feature, rule, scenario name and example row, independent of the other files.
  static func shard(of testCase: PendingTestCase, count: Int) -> Int {
    let identity = [
      testCase.uri, testCase.featureName, testCase.ruleName ?? "", testCase.pickle.name,
      (testCase.exampleValues ?? []).joined(separator: "\u{1F}"),
    ].joined(separator: "\u{0}")
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in identity.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return Int(hash % UInt64(max(1, count))) + 1
  }

  /// Why a run that read its files without error selected no scenario, in one line.
  static func whyNothingSelected(
    _ loaded: FeatureLoader.Loaded, testCaseCount: Int, options: RunOptions
  ) -> String {
    if loaded.documents.isEmpty {
      let paths = options.paths.isEmpty ? ["Scenarios"] : options.paths
      if paths.allSatisfy({ $0.hasPrefix("@") }) {
        return "\(paths.joined(separator: ", ")) list\(paths.count == 1 ? "s" : "") no scenarios "
          + "(the run that wrote \(paths.count == 1 ? "it" : "them") had none to rerun)"
      }
      return "no feature files (*.feature, *.feature.md) in "
        + paths.map { "'\($0)'" }.joined(separator: ", ")
    }
    if testCaseCount == 0 {
      let files = loaded.documents.map(\.uri)
      let named = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
      // Markdown takes its first line for the feature's name even without the keyword.
      let noFeature = loaded.documents.allSatisfy {
        ($0.document.feature?.keyword ?? "").isEmpty
      }
      return noFeature
        ? "no Feature in \(named) (an empty file, or Markdown without a '# Feature:' heading)"
        : "no scenarios in \(named)"
    }
    let filters = [
      options.tags.map { _ in "--tags" }, options.namePattern.map { _ in "--name" },
      options.shard.map { "--shard \($0.index)/\($0.count)" },
    ]
    .compactMap { $0 }.joined(separator: " and ")
    return "\(filters.isEmpty ? "the filters" : filters) matched no scenario "
      + "(\(testCaseCount) in the files)"
  }
}

extension TestCaseReport {
  /// Why the scenarios an interrupted run did not finish are skipped.
  static let interruptedReason = "not run: the run was interrupted"

  /// A test case that did not run: every step skipped, with `reason`.
  init(notRun testCase: PendingTestCase, reason: String) {
    self.init(
      pickle: testCase.pickle, featureName: testCase.featureName, ruleName: testCase.ruleName,
      exampleValues: testCase.exampleValues, examplesName: testCase.examplesName,
      exampleHeader: testCase.exampleHeader, keywords: testCase.keywords, uri: testCase.uri,
      line: testCase.line,
      steps: testCase.pickle.steps.map { step in
        let info = step.astNodeIds.first.flatMap { testCase.stepInfo[$0] }
        return StepReport(
          keyword: info?.keyword ?? "* ", text: step.text, line: info?.line ?? testCase.line,
          pickleStepID: step.id, status: .skipped)
      }, platform: nil, reader: nil, transcript: [], duration: 0, notRunReason: reason)
  }
}

/// A test case ready to run: its pickle and where it came from.
struct PendingTestCase: Sendable {
  var pickle: Pickle
  var uri: String
  var featureName: String
  var ruleName: String?
  var exampleValues: [String]?
  var examplesName: String?
  var keywords: Keywords = .english
  var exampleHeader: [String]?
  var featureDirectory: URL
  var line: Int
  /// Step id → (keyword, line), from the AST.
  var stepInfo: [String: (keyword: String, line: Int)]
}

/// What a run will do, told to its sink before the first test case starts.
package struct RunStart: Sendable {
  /// The features' sources and documents, in load order (none when the run reads its files
  /// as it goes, or gave them to ``RunSink/planned(_:)`` first).
  package var documents: [(uri: String, source: String, document: GherkinDocument)]
  /// Files that could not be read or parsed.
  package var loadErrors: [LoadError]
  /// When the run started.
  package var startedAt: Date
  /// The test cases that will run, in the order they are reported (none when the run reads
  /// its files as it goes, or gave them to ``RunSink/planned(_:)`` first).
  package var testCases: [(pickle: Pickle, uri: String, line: Int)]
  /// Whether every file went to ``RunSink/planned(_:)`` before this start, with the test
  /// cases that will run, in that order.
  package var planned = false

  /// What the message stream says of each test case before it runs (its steps matched).
  package var plans: [MessagesFormat.TestCasePlan] { Self.plans(testCases) }

  /// What the message stream says of each of `testCases` before it runs.
  static func plans(_ testCases: [(pickle: Pickle, uri: String, line: Int)])
    -> [MessagesFormat.TestCasePlan]
  {
    testCases.map { testCase in
      MessagesFormat.TestCasePlan(pickle: testCase.pickle, uri: testCase.uri, line: testCase.line) {
        StepLibrary.matches($0).map(\.definition.expression.source)
      }
    }
  }
}

/// One file of a run that gives its sink every file before the run starts (see
/// ``RunSink/plansFiles``).
package struct PlannedFile: Sendable {
  /// The file's path, as reports show it.
  package var uri: String
  /// Its text.
  package var source: String
  /// Its document.
  package var document: GherkinDocument
  /// Its test cases that will run, in the order they will be reported.
  package var testCases: [(pickle: Pickle, uri: String, line: Int)]

  /// What the message stream says of each test case before it runs (its steps matched).
  package var plans: [MessagesFormat.TestCasePlan] { RunStart.plans(testCases) }
}

/// Receives a run as it goes (see ``Runner/run(_:sink:)``); called from one thread at a time.
package protocol RunSink: AnyObject, Sendable {
  /// Whether the sink writes each file before the first test case starts (a message stream
  /// writes every source, document and pickle first). The run then reads its files twice:
  /// once to hand each to ``planned(_:)``, once as it runs them, so that neither holds the
  /// whole suite.
  var plansFiles: Bool { get }
  /// One file of the first pass, in order (only when ``plansFiles``).
  func planned(_ file: PlannedFile)
  /// Before the first test case starts.
  func willRun(_ start: RunStart)
  /// A test case has finished (or, after an interruption, did not run); called in the order
  /// the test cases are reported. Returns what the run's report keeps of it.
  func finished(_ testCase: TestCaseReport) -> TestCaseReport
}

/// The finished test cases, handed to the sink in order as they come (any number of jobs
/// finish them out of order) and read back in order.
private final class ResultSlots: @unchecked Sendable {
  /// The test cases handed to the sink, in order: what it keeps of each.
  private var delivered: [TestCaseReport] = []
  /// Finished test cases waiting for an earlier one, by index.
  private var waiting: [Int: TestCaseReport] = [:]
  private let sink: (any RunSink)?
  private let lock = NSLock()
  /// Whether a test case was stopped before its end.
  private var stopped = false

  init(sink: (any RunSink)?) {
    self.sink = sink
  }

  /// Whether a worker is handing test cases to the sink.
  private var delivering = false

  /// Stores a finished test case (or one that did not run) and hands the sink every finished
  /// one it can take in order. One worker at a time hands them over, outside the lock: the
  /// others store theirs and go on running (writing a report does not stop the run).
  func store(_ report: TestCaseReport, at index: Int, ran: Bool) {
    lock.lock()
    if !ran { stopped = true }
    waiting[index] = report
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    // `delivered` grows only here, so the next index stays the one being handed over.
    while let next = waiting.removeValue(forKey: delivered.count) {
      lock.unlock()
      let kept = sink?.finished(next) ?? next
      lock.lock()
      delivered.append(kept)
    }
    delivering = false
    lock.unlock()
  }

  /// Whether a test case was handed out and did not run to its end.
  var didNotRun: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped || !waiting.isEmpty
  }

  /// Every finished test case, in order, once the sink has had each (a run stopped early
  /// leaves gaps: what finished after one is handed over now).
  func finish() -> [TestCaseReport] {
    lock.lock()
    defer { lock.unlock() }
    precondition(!delivering, "finish while a test case is being handed over")
    for index in waiting.keys.sorted() {
      if let report = waiting.removeValue(forKey: index) {
        delivered.append(sink?.finished(report) ?? report)
      }
    }
    return delivered
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
