import ComponentFile
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
  /// How many test cases run at once; the run starts no more workers than there are
  /// processors or test cases known before it starts (``Runner/workerCount(jobs:work:processors:)``).
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
  /// How many bytes of feature-file text a first pass (a sink that plans files, see
  /// ``RunSink/plansFiles``) keeps compiled for the run: up to this much, each file is read and
  /// compiled once and the run takes its test cases as the first pass left them; beyond it, the
  /// run compiles the files again from their text, so that memory stays bounded whatever the
  /// suite's size: about eleven bytes of memory a byte of text (2 MiB: about 22 MiB, which
  /// keeps a 20,000-scenario message run under 100 MB at its peak).
  package var firstPassKeeps = 2 << 20

  /// Creates options for `paths`.
  package init(paths: [String], workingDirectory: URL) {
    self.paths = paths
    self.workingDirectory = workingDirectory
  }
}

/// Runs Gherkin scenarios against the simulator.
package final class Runner: Sendable {
  private let stopRequested = LockedFlag()
  private let startedWorkers = LockedCounter()
  private let compiledFiles = LockedCounter()
  /// The run under way, for a process that dies during it (``emergencyReport(signalName:)``).
  private let underWay = UnderWay()

  /// In a debug build, the name of a scenario that traps when it starts
  /// (`A11YSIM_DEBUG_TRAP_SCENARIO`): how the tests make a Swift trap without a bug.
  private static let debugTrapScenario: String? = {
    #if DEBUG
      ProcessInfo.processInfo.environment["A11YSIM_DEBUG_TRAP_SCENARIO"]
    #else
      nil
    #endif
  }()

  /// What the run's component files may say, and the controls they describe.
  package let schema: ComponentSchema

  /// The steps scenarios may use: the shared ones and the control step packs'.
  package let library: StepLibrary

  /// Creates a runner for components of `schema`, with the steps of `library`.
  package init(schema: ComponentSchema, library: StepLibrary) {
    self.schema = schema
    self.library = library
  }

  /// Asks a running `run` to stop after the test cases under way (Ctrl-C).
  package func requestStop() { stopRequested.set() }

  /// For a process dying of `signalName` on this thread during a run: the run's report of
  /// what it finished. The test case this thread was running is failed, saying the crash;
  /// those other threads were running are reported as not run; each is handed to the sink in
  /// order, as finished ones are. `nil` when no run is under way, when called twice, or when
  /// the run's state cannot be had within a second (a lock held by a thread that died).
  /// Not async-signal-safe: called from a crash handler only, as a best effort, by a process
  /// that is dying anyway.
  package func emergencyReport(signalName: String) -> RunReport? {
    guard let (run, running) = underWay.take() else { return nil }
    let this = Thread.current
    for (index, entry) in running.sorted(by: { $0.key < $1.key }) {
      var report = TestCaseReport(notRun: entry.testCase, reason: TestCaseReport.crashedReason)
      if entry.thread == this {
        report.notRunReason = nil
        if !report.steps.isEmpty {
          report.steps[0].status = .failed
          report.steps[0].failure = .cannotRun(
            "a11ysim crashed (\(signalName)) while running this scenario; the reports hold "
              + "the scenarios finished before it")
        }
      }
      guard run.results.storeIfFree(report, at: index) else { return nil }
    }
    guard let finished = run.results.finishIfFree() else { return nil }
    return RunReport(
      documents: [], testCases: finished, loadErrors: [], warnings: [],
      startedAt: run.started, duration: Date().timeIntervalSince(run.started),
      strict: run.options.strict, stoppedEarly: true, randomSeed: run.options.randomSeed,
      interrupted: false, nothingSelected: nil,
      passWithNoScenarios: run.options.passWithNoScenarios, library: library)
  }

  /// How many feature files this runner's runs have read and compiled, in all (for tests: a
  /// run whose sink plans files compiles each file once, not once per pass).
  package var filesCompiled: Int { compiledFiles.value }

  /// How many workers this runner's runs have started, in all (for tests: `--jobs` beyond
  /// the work available starts no more).
  package var workersStarted: Int { startedWorkers.value }

  /// The workers a run starts: `jobs`, but no more than the processors (more would not run
  /// at once) nor than the test cases known before the run (`work`; `nil` when the files are
  /// read as the run goes), and at least one. `--jobs 9223372036854775807` so starts as many
  /// workers as `--jobs 2` on two processors, instead of handing out that many empty turns.
  package static func workerCount(jobs: Int, work: Int?, processors: Int) -> Int {
    var count = min(jobs, max(1, processors))
    if let work { count = min(count, work) }
    return max(1, count)
  }

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
      compiledFiles.add(plan.compiled)
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
  /// Returns, for each file, what it compiled to (while the text kept stays within
  /// ``RunOptions/firstPassKeeps``) or its text for the run to compile again (into the same
  /// ids), every error the files have, and how many files it compiled.
  private static func plan(
    _ targets: [FeatureLoader.Target], errors: [LoadError], options: RunOptions,
    sink: any RunSink
  ) -> (sources: [TestCaseFeed.Source], errors: [LoadError], compiled: Int) {
    var loaded = FeatureLoader.Loaded()
    loaded.errors = errors
    var sources: [TestCaseFeed.Source] = []
    var ignored: [LoadError] = []
    var kept = 0
    sources.reserveCapacity(targets.count)
    for target in targets {
      let source = FeatureLoader.read(target, workingDirectory: options.workingDirectory)
      let size = (try? source.get())?.utf8.count ?? 0
      let keeps = kept + size <= options.firstPassKeeps
      // A file kept for the run is checked as the run would check it; the others are
      // checked when the run compiles them again.
      loaded.lints = keeps
      let errorsBefore = loaded.errors.count
      FeatureLoader.compile(
        source, target: target, workingDirectory: options.workingDirectory, into: &loaded)
      if keeps {
        kept += size
        sources.append(
          .compiled(
            TestCaseFeed.CompiledFile(
              documents: loaded.documents.map { ($0.uri, "", $0.document.header) },
              testCases: loaded.testCases, errors: Array(loaded.errors[errorsBefore...]),
              warnings: loaded.warnings, ids: loaded.ids)))
      } else {
        sources.append(.text(source))
      }
      if let file = loaded.documents.last {
        sink.planned(
          PlannedFile(
            uri: file.uri, source: file.source, document: file.document,
            // The feed selects them again and records any error then.
            testCases: select(loaded.testCases, options: options, errors: &ignored).map {
              ($0.pickle, $0.uri, $0.line)
            }))
      }
      loaded.documents = []
      loaded.testCases = []
      loaded.warnings = []
    }
    return (sources, loaded.errors, loaded.filesCompiled)
  }

  /// Filters, orders and runs loaded test cases (from files or from memory).
  /// Every scenario of the run shares `components`: a component file is parsed once per run
  /// (and set of settings), not once per scenario.
  func execute(
    _ loaded: consuming FeatureLoader.Loaded, options: RunOptions, started: Date,
    components: ComponentCaches? = nil, sink: (any RunSink)? = nil
  ) -> RunReport {
    execute(
      TestCaseFeed(loaded: loaded, options: options), options: options, started: started,
      components: components, sink: sink)
  }

  /// Runs the test cases `feed` hands out, `options.jobs` at a time.
  /// `plannedErrors`: the errors of a first pass that gave the sink every file.
  private func execute(
    _ feed: TestCaseFeed, options: RunOptions, started: Date,
    components given: ComponentCaches? = nil, sink: (any RunSink)? = nil,
    plannedErrors: [LoadError]? = nil
  ) -> RunReport {
    let components = given ?? ComponentCaches(schema: schema)
    let known = feed.loadedSoFar
    sink?.willRun(
      RunStart(
        documents: known.documents, loadErrors: plannedErrors ?? known.errors,
        startedAt: started, testCases: feed.upFront.map { ($0.pickle, $0.uri, $0.line) },
        planned: plannedErrors != nil))
    let results = ResultSlots(sink: sink)
    underWay.begin(results: results, options: options, started: started)
    defer { underWay.end() }
    let failed = LockedFlag()
    let workers = Self.workerCount(
      jobs: options.jobs, work: feed.knownWork,
      processors: ProcessInfo.processInfo.activeProcessorCount)
    DispatchQueue.concurrentPerform(iterations: workers) { [startedWorkers] _ in
      startedWorkers.increment()
      let cancellation = Cancellation { [stopRequested] in stopRequested.isSet }
      while !stopRequested.isSet && !(options.failFast && failed.isSet),
        let (index, testCase) = feed.next()
      {
        underWay.starts(index, testCase)
        defer { underWay.ends() }
        if let trap = Self.debugTrapScenario, testCase.pickle.name == trap {
          fatalError("A11YSIM_DEBUG_TRAP_SCENARIO: a trap in \(trap)")
        }
        guard
          let report = ScenarioExecutor.execute(
            testCase, dryRun: options.dryRun, workingDirectory: options.workingDirectory,
            cancellation: cancellation, components: components, library: library)
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
    compiledFiles.add(loaded.filesCompiled)
    let nothingSelected =
      finished.isEmpty && left.isEmpty && loaded.errors.isEmpty
      ? Self.whyNothingSelected(loaded, testCaseCount: compiledCount, options: options) : nil
    var report = RunReport(
      documents: loaded.documents, testCases: finished, loadErrors: loaded.errors,
      warnings: loaded.warnings,
      startedAt: started, duration: Date().timeIntervalSince(started), strict: options.strict,
      stoppedEarly: stoppedEarly, randomSeed: options.randomSeed, interrupted: interrupted,
      nothingSelected: nothingSelected,
      passWithNoScenarios: options.passWithNoScenarios, library: library)
    // Every shard compiles every file before its split: the suite is the same in each.
    var suite = compiled
    suite.addFilters(tags: options.tags?.description, name: options.namePattern)
    report.suite = suite
    report.shard = options.shard ?? (1, 1)
    report.inOtherShards = inOtherShards
    return report
  }

  /// The test cases of `candidates` that `options`' tags, name and shard select. A name the
  /// `--name` expression is too slow to match is not selected, and is an error at its line in
  /// `errors`: never taken for a name it does not match.
  static func select(
    _ candidates: [PendingTestCase], options: RunOptions, errors: inout [LoadError]
  ) -> [PendingTestCase] {
    // Compiled once for every candidate (the pattern was checked to compile).
    let name = options.namePattern.map { ($0, try? NSRegularExpression(pattern: $0)) }
    return candidates.filter { candidate in
      if let tags = options.tags, !tags.evaluate(Set(candidate.pickle.tags.map(\.name))) {
        return false
      }
      if let (pattern, regex) = name {
        switch NameMatch(regex, candidate.pickle.name) {
        case .matched: break
        case .unmatched: return false
        case .tooSlow:
          errors.append(
            LoadError(
              uri: candidate.uri, line: candidate.line,
              message: NameMatch.tooSlowMessage(pattern)))
          return false
        }
      }
      if let shard = options.shard, Self.shard(of: candidate, count: shard.count) != shard.index {
        return false
      }
      return true
    }
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
  package static let interruptedReason = "not run: the run was interrupted"

  /// Why the scenarios under way in other threads when a11ysim crashed are skipped.
  static let crashedReason = "not finished: a11ysim crashed while running another scenario"

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
      }, platform: nil, reader: nil, transcript: [], duration: 0, notRunReason: reason,
      featureDescription: testCase.featureDescription)
  }
}

/// A test case ready to run: its pickle and where it came from.
package struct PendingTestCase: Sendable {
  package var pickle: Pickle
  package var uri: String
  package var featureName: String
  package var ruleName: String?
  package var exampleValues: [String]?
  package var examplesName: String?
  package var keywords: Keywords = .english
  package var exampleHeader: [String]?
  package var featureDirectory: URL
  package var line: Int
  /// Step id → (keyword, line), from the AST.
  package var stepInfo: [String: (keyword: String, line: Int)]
  /// The feature's description: the free text under its `Feature:` line.
  package var featureDescription = ""
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
      let kept = Self.hand(next, to: sink)
      lock.lock()
      delivered.append(kept)
    }
    delivering = false
    lock.unlock()
  }

  /// What `sink` keeps of `report`; the report itself (a transcript, every step) is let go
  /// here, before the caller takes the lock again.
  private static func hand(_ report: consuming TestCaseReport, to sink: (any RunSink)?)
    -> TestCaseReport
  {
    guard let sink else { return report }
    return sink.finished(report)
  }

  /// ``store(_:at:ran:)`` for a crash handler: `false`, storing nothing, when the lock does
  /// not come within a second or a worker is handing test cases over (it may have died there).
  func storeIfFree(_ report: TestCaseReport, at index: Int) -> Bool {
    guard lock.lock(before: Date().addingTimeInterval(1)) else { return false }
    guard !delivering else {
      lock.unlock()
      return false
    }
    lock.unlock()
    store(report, at: index, ran: false)
    return true
  }

  /// ``finish()`` for a crash handler: `nil` when the lock does not come within a second or a
  /// worker is handing test cases over.
  func finishIfFree() -> [TestCaseReport]? {
    guard lock.lock(before: Date().addingTimeInterval(1)) else { return nil }
    let busy = delivering
    lock.unlock()
    return busy ? nil : finish()
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

/// The run under way and the test cases each thread is running, for a crash handler.
private final class UnderWay: @unchecked Sendable {
  struct Run {
    let results: ResultSlots
    let options: RunOptions
    let started: Date
  }
  private let lock = NSLock()
  private var run: Run?
  private var running: [Int: (thread: Thread, testCase: PendingTestCase)] = [:]
  private var byThread: [ObjectIdentifier: Int] = [:]

  func begin(results: ResultSlots, options: RunOptions, started: Date) {
    lock.lock()
    run = Run(results: results, options: options, started: started)
    lock.unlock()
  }

  func end() {
    lock.lock()
    run = nil
    running = [:]
    byThread = [:]
    lock.unlock()
  }

  /// This thread starts test case `index`.
  func starts(_ index: Int, _ testCase: PendingTestCase) {
    let thread = Thread.current
    lock.lock()
    running[index] = (thread, testCase)
    byThread[ObjectIdentifier(thread)] = index
    lock.unlock()
  }

  /// This thread's test case has ended.
  func ends() {
    let thread = ObjectIdentifier(Thread.current)
    lock.lock()
    if let index = byThread.removeValue(forKey: thread) { running[index] = nil }
    lock.unlock()
  }

  /// The run and what is running, once (the run is let go), if the lock comes within a second.
  func take() -> (Run, [Int: (thread: Thread, testCase: PendingTestCase)])? {
    guard lock.lock(before: Date().addingTimeInterval(1)) else { return nil }
    defer { lock.unlock() }
    guard let run else { return nil }
    self.run = nil
    return (run, running)
  }
}

/// A count shared by threads.
final class LockedCounter: @unchecked Sendable {
  private var count = 0
  private let lock = NSLock()

  /// Adds one.
  func increment() { add(1) }

  /// Adds `amount`.
  func add(_ amount: Int) {
    lock.lock()
    count += amount
    lock.unlock()
  }

  /// The count now.
  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
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

/// How a `--name` regular expression fared against a scenario's name. ICU, the engine under
/// `NSRegularExpression`, gives up on a match that backtracks too long and then reports no
/// match at all; so the match here has its own budget of engine steps (counted in the
/// engine's progress reports, which come every so many steps, not every so many
/// milliseconds) and says when it ran out rather than "no match".
enum NameMatch: Equatable {
  case matched, unmatched, tooSlow

  /// The progress reports a match may take beyond one per start position in the name (about
  /// ten million engine steps; a name matches in a few thousand).
  static let stepBudget = 1_000

  /// Matches `regex` (`nil` for a pattern that does not compile, which matches nothing)
  /// against `name`.
  init(_ regex: NSRegularExpression?, _ name: String) {
    guard let regex else {
      self = .unmatched
      return
    }
    let range = NSRange(name.startIndex..., in: name)
    // One report comes per start position tried, the rest every so many steps.
    let budget = range.length + 1 + Self.stepBudget
    var outcome = NameMatch.unmatched
    var reports = 0
    regex.enumerateMatches(in: name, options: [.reportProgress, .reportCompletion], range: range) {
      result, flags, stop in
      if result != nil {
        outcome = .matched
        stop.pointee = true
      } else if flags.contains(.internalError) {
        outcome = .tooSlow
      } else if flags.contains(.progress) {
        reports += 1
        if reports > budget {
          outcome = .tooSlow
          stop.pointee = true
        }
      }
    }
    self = outcome
  }

  /// The error for a name `pattern` is too slow to match.
  static func tooSlowMessage(_ pattern: String) -> String {
    "--name '\(pattern)' is too slow to match this scenario's name (the regular expression "
      + "backtracks without end, as nested repetition such as (a+)+ does): simplify it, or "
      + "select with --tags"
  }
}
