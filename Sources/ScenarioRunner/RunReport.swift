import Foundation
import Gherkin
import ScreenReaders

/// The outcome of a step, as Cucumber names it.
package enum StepStatus: String, Sendable, Codable, CaseIterable {
  /// It ran and held.
  case passed
  /// It ran and did not hold.
  case failed
  /// It did not run (an earlier step failed, or a dry run).
  case skipped
  /// No step definition matches its text.
  case undefined
  /// More than one step definition matches its text.
  case ambiguous
  /// Its definition is not written yet.
  case pending

  /// Cucumber Messages' spelling (`PASSED`, …).
  package var messageName: String { rawValue.uppercased() }
}

/// One step of a test case, after running.
package struct StepReport: Sendable {
  /// The keyword as written, with its trailing space (`Given `).
  package var keyword: String
  /// The step text.
  package var text: String
  /// The 1-based line of the step in its feature file.
  package var line: Int
  /// The pickle step's id.
  package var pickleStepID: String
  /// What happened.
  package var status: StepStatus
  /// Why it failed.
  package var failure: StepFailure?
  /// For an undefined step, the closest defined steps, worked out the first time a report asks
  /// (a run whose reports show none never pays for them).
  package var suggestions: [String] {
    get { suggestionSource.value }
    set { suggestionSource = LazySuggestions(newValue) }
  }
  /// Where ``suggestions`` come from.
  var suggestionSource = LazySuggestions.none
  /// For an ambiguous step, the expressions it matches.
  package var ambiguousMatches: [String] = []
  /// How long it took, in seconds.
  package var duration: Double = 0
  /// The step definition's expression, when one matched.
  package var definition: String?
  /// What the reader said during this step.
  package var heard: [TranscriptEntry] = []
  /// The reading order this step heard (`Then the reading order is:`), one line a next-item
  /// move, read on a copy of the simulation and so not in ``heard``.
  package var readingOrder: [String]?
  /// Whether this is not a step of the scenario but the comparison of its speech with the
  /// baseline (`--baseline`), added after its steps when they differ.
  package var isBaselineCheck = false
}

/// A step's "did you mean" suggestions, worked out once, when first wanted, from any thread.
final class LazySuggestions: @unchecked Sendable {
  private let lock = NSLock()
  private var compute: (@Sendable () -> [String])?
  private var computed: [String]

  /// Suggestions already known.
  init(_ suggestions: [String]) {
    computed = suggestions
  }

  /// Suggestions `compute` works out when first asked for.
  init(_ compute: @escaping @Sendable () -> [String]) {
    self.compute = compute
    computed = []
  }

  var value: [String] {
    lock.lock()
    defer { lock.unlock() }
    if let compute {
      computed = compute()
      self.compute = nil
    }
    return computed
  }
}

/// One test case (a pickle: a scenario, or an outline's example row), after running.
package struct TestCaseReport: Sendable {
  /// The compiled pickle.
  package var pickle: Pickle
  /// The feature's name.
  package var featureName: String
  /// The rule's name, when the scenario is in a rule.
  package var ruleName: String?
  /// The example row's values, when the test case is an outline's row.
  package var exampleValues: [String]?
  /// The name of the Examples block the row is in (often empty).
  package var examplesName: String?
  /// The Examples table's header, column by column.
  package var exampleHeader: [String]?
  /// The file's own keywords for its feature, rule and scenario (`Fonctionnalité`,
  /// `Règle`, `Scénario`), so reports speak the file's language.
  package var keywords: Keywords = .english
  /// The feature file's path as given.
  package var uri: String
  /// The 1-based line of the scenario (or example row).
  package var line: Int
  /// The steps.
  package var steps: [StepReport]
  /// The platform it ran on, if it got that far.
  package var platform: String?
  /// The reader it ran with, if any.
  package var reader: String?
  /// What the reader said.
  package var transcript: [TranscriptEntry]
  /// How long it took, in seconds.
  package var duration: Double
  /// The component file it read, if any (reports must not overwrite it).
  package var componentFile: String? = nil
  /// Why it did not run, when the run was interrupted before it ended (it is then skipped).
  package var notRunReason: String? = nil
  /// The feature's description: the free text under its `Feature:` line.
  package var featureDescription = ""

  /// The test case's status: failed if a step failed or was ambiguous, else undefined or
  /// pending if one was, else skipped if a step said why it was (`Then not applicable "…"`),
  /// else passed (skipped when nothing ran). A scenario without steps
  /// checks nothing: it is undefined (so `--strict` fails it), never passed.
  package var status: StepStatus {
    if notRunReason != nil { return .skipped }
    if hasNoSteps { return .undefined }
    // One pass with no array of its own: every report asks for it, some many times.
    var ambiguous = false
    var undefined = false
    var pending = false
    var skippedWithReason = false
    var allSkipped = true
    for index in steps.indices {
      switch steps[index].status {
      case .failed: return .failed
      case .ambiguous: ambiguous = true
      case .undefined: undefined = true
      case .pending: pending = true
      case .passed: allSkipped = false
      case .skipped: if steps[index].failure != nil { skippedWithReason = true }
      }
    }
    if ambiguous { return .ambiguous }
    if undefined { return .undefined }
    if pending { return .pending }
    if skippedWithReason { return .skipped }
    if steps.isEmpty { return .passed }
    return allSkipped ? .skipped : .passed
  }

  /// Whether this test case fails the run: failed or ambiguous, or, when strict, undefined or
  /// pending.
  package func failsRun(strict: Bool) -> Bool {
    switch status {
    case .failed, .ambiguous: true
    case .undefined, .pending: strict
    case .passed, .skipped: false
    }
  }

  /// Why a step skipped it (`Then not applicable "…"`), if one did.
  package var skipReason: String? {
    steps.first { $0.status == .skipped && $0.failure != nil }?.failure?.message
  }

  /// Whether the scenario has no steps at all (nor background steps: Gherkin gives a scenario
  /// without steps none).
  package var hasNoSteps: Bool { steps.isEmpty }

  /// What reports say of a scenario without steps.
  package static let noStepsMessage =
    "no steps: this scenario checks nothing (undefined; fails the run with --strict)"

  /// Whether a step named something that does not exist (see ``StepFailure/couldNotRun``).
  package var couldNotRun: Bool { steps.contains { $0.failure?.couldNotRun == true } }

  /// The scenario's name as reports show it (with the outline's row values in it).
  package var name: String { pickle.name }

  /// `file:line`, the rerun format.
  package var reference: String { "\(uri):\(line)" }

  /// For an outline's row, which row: the Examples block's name, if it has one, then the
  /// row's values by column (`Examples: Keys — key: Up, value: 3`); `nil` for a scenario.
  package var exampleLabel: String? {
    guard let values = exampleValues else { return nil }
    let header = exampleHeader ?? []
    let cells = values.enumerated().map { index, value in
      index < header.count && !header[index].isEmpty ? "\(header[index]): \(value)" : value
    }
    let named = (examplesName ?? "").isEmpty ? "" : "Examples: \(examplesName ?? "") — "
    return named + cells.joined(separator: ", ")
  }

  /// The name a report shows: the scenario's, and for an outline's row which row it is
  /// (`Touch a part (part: increment)`).
  package var displayName: String {
    exampleLabel.map { "\(name) (\($0))" } ?? name
  }
}

/// The keywords a feature file used, in its own language.
package struct Keywords: Sendable, Equatable {
  /// `Feature`, `Fonctionnalité`, …
  package var feature: String
  /// `Rule`, `Règle`, …
  package var rule: String
  /// `Scenario`, `Scenario Outline`, `Example`, `Scénario`, …
  package var scenario: String

  /// Creates a set of keywords.
  package init(feature: String, rule: String, scenario: String) {
    self.feature = feature
    self.rule = rule
    self.scenario = scenario
  }

  /// English, for test cases made without a file.
  package static let english = Keywords(feature: "Feature", rule: "Rule", scenario: "Scenario")
}

/// A feature file that could not be read or parsed.
package struct LoadError: Sendable, Error, CustomStringConvertible {
  /// The file.
  package var uri: String
  /// The 1-based line, if known.
  package var line: Int?
  /// The 1-based column, if known.
  package var column: Int?
  /// What is wrong.
  package var message: String

  /// `uri:line:column: error: message`.
  package var description: String {
    "\(uri)\(line.map { ":\($0)" } ?? "")\(column.map { ":\($0)" } ?? ""): error: \(message)"
  }
}

/// Everything a run did: the single source every report format is made from.
package struct RunReport: Sendable {
  /// The features' sources and documents, in load order.
  package var documents: [(uri: String, source: String, document: GherkinDocument)]
  /// The test cases, in the order they are reported (defined order, or the random order used).
  package var testCases: [TestCaseReport]
  /// Files that could not be read or parsed.
  package var loadErrors: [LoadError]
  /// What parses but probably does not do what was meant (a scenario without steps, a
  /// description line that looks like a step).
  package var warnings: [LoadWarning] = []
  /// When the run started.
  package var startedAt: Date
  /// How long it took, in seconds.
  package var duration: Double
  /// Whether undefined and pending steps fail the run.
  package var strict: Bool
  /// Whether the run was stopped early (Ctrl-C, fail-fast).
  package var stoppedEarly: Bool
  /// The random order's seed, if the order was random.
  package var randomSeed: UInt64?
  /// Whether the run was interrupted (Ctrl-C, SIGTERM, SIGHUP): it then fails, and the test
  /// cases that did not run are reported as skipped with ``TestCaseReport/notRunReason``.
  package var interrupted = false
  /// Why no scenario was selected, when the files were read but none was (no files, no
  /// scenarios, or filters that match none); `nil` when something was selected.
  package var nothingSelected: String?
  /// Whether a run that selects nothing passes (`--pass-with-no-scenarios`).
  package var passWithNoScenarios = false
  /// The run's step vocabulary and control step packs (the criteria its test cases check).
  package var library: StepLibrary
  /// The baseline the speech was compared with (`--baseline`), if any.
  package var baselineName: String?
  /// The baseline's sections that no test case of this run has (a scenario removed, renamed
  /// or not selected).
  package var baselineMissing: [String] = []
  /// The baseline's sections that no test case of this run has, also those of scenarios
  /// another shard runs (what the message stream records: `merge-reports` keeps those that
  /// every shard lacks).
  package var baselineUnmatched: [String] = []
  /// The scenarios (`Feature › Rule › Scenario | row |`, escaped as baseline keys) that the
  /// filters select but `--shard` leaves to another shard.
  package var inOtherShards: Set<String> = []
  /// Which shard of how many this run was (`--shard I/N`; an unsharded run is 1 of 1).
  package var shard = (index: 1, count: 1)
  /// What every shard of the run compiled before its split, so that `merge-reports` can tell
  /// the shards of one suite from those of another; `nil` for a report not made by a run.
  package var suite: SuiteIdentity?

  /// Every file the run read: the features and the component files.
  package var inputFiles: [String] {
    var seen: Set<String> = []
    return (documents.map(\.uri) + testCases.compactMap(\.componentFile)).filter {
      seen.insert($0).inserted
    }
  }

  /// The test cases an interrupted run did not finish.
  package var notRunCount: Int { testCases.filter { $0.notRunReason != nil }.count }

  /// `interrupted: N scenarios did not run (reported as skipped)`.
  package var interruptionSummary: String {
    "interrupted: \(notRunCount) scenario\(notRunCount == 1 ? "" : "s") did not run "
      + "(reported as skipped)"
  }

  /// Whether selecting nothing fails the run: a gate that checked nothing must not look green.
  package var failsForNothingSelected: Bool { nothingSelected != nil && !passWithNoScenarios }

  /// Whether the run passed: not interrupted, no load errors, something selected (unless
  /// allowed), nothing missing from the baseline, no failed or ambiguous step, and, when strict,
  /// no undefined or pending step.
  package var success: Bool {
    !interrupted && loadErrors.isEmpty && !failsForNothingSelected && baselineMissing.isEmpty
      && !testCases.contains { $0.failsRun(strict: strict) }
  }

  /// The exit code: 0 all passed, 1 a scenario failed, 2 could not run (a file could not be
  /// read or parsed, a scenario names an unknown platform or reader, or nothing was selected
  /// without `--pass-with-no-scenarios`), 130 interrupted.
  package var exitCode: Int32 {
    if interrupted { return 130 }
    if !loadErrors.isEmpty || testCases.contains(where: \.couldNotRun) || failsForNothingSelected {
      return 2
    }
    return success ? 0 : 1
  }

  /// How many test cases ended in each status.
  package var counts: [StepStatus: Int] {
    Dictionary(grouping: testCases, by: \.status).mapValues(\.count)
  }
}

extension StepReport {
  /// A step of `status` with nothing else kept (what the outcome reports read of a step that
  /// passed or was skipped without a failure).
  package static func bare(_ status: StepStatus) -> StepReport {
    var kept = StepReport(keyword: "", text: "", line: 0, pickleStepID: "", status: status)
    kept.suggestionSource = LazySuggestions.none
    return kept
  }

  /// `count` bare passed steps; the same storage for every list of one length, so a large
  /// suite's passing test cases keep no steps of their own.
  package static func passed(count: Int) -> [StepReport] {
    passedLists.value(for: count) { Array(repeating: bare(.passed), count: count) }
  }

  private static let passedLists = Memo<Int, [StepReport]>(limit: 256)
}

extension LazySuggestions {
  /// No suggestions, shared.
  static let none = LazySuggestions([])
}

/// The identity of the suite a run compiled, before any filter or shard: how many scenarios
/// (test cases) its files held and a digest of them and of the filters (`--tags`, `--name`).
/// Every shard of one `--shard I/N` split compiles the same files, so all have the same.
package struct SuiteIdentity: Sendable, Equatable {
  /// How many test cases the files compiled to.
  package var scenarios = 0
  /// Two 64-bit sums of each test case's FNV-1a hash (its file, line, name and steps) and
  /// the filters': the same whatever order the files were read in.
  private var sums: (UInt64, UInt64) = (0, 0)

  /// A suite of nothing yet.
  package init() {}

  /// A suite read back from a stream: `scenarios` and the digest's text.
  package init?(scenarios: Int, digest: String) {
    guard digest.utf8.count == 32, let high = UInt64(digest.prefix(16), radix: 16),
      let low = UInt64(digest.suffix(16), radix: 16)
    else { return nil }
    self.scenarios = scenarios
    sums = (high, low)
  }

  /// Adds one compiled test case.
  mutating func add(uri: String, line: Int, name: String, steps: [String]) {
    scenarios += 1
    mix([uri, String(line), name] + steps)
  }

  /// Adds the test cases `other` has (the sums do not depend on order).
  mutating func add(_ other: SuiteIdentity) {
    scenarios += other.scenarios
    sums.0 &+= other.sums.0
    sums.1 &+= other.sums.1
  }

  /// Adds what selects the run's scenarios: two runs with different filters are different
  /// suites.
  mutating func addFilters(tags: String?, name: String?) {
    mix(["filters", tags ?? "", name ?? ""])
  }

  private mutating func mix(_ parts: [String]) {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in parts.joined(separator: "\u{0}").utf8 {
      first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
      second = (second &* 0x100_0000_01b3) ^ UInt64(byte)
    }
    sums.0 &+= first
    sums.1 &+= second
  }

  /// The digest as 32 hexadecimal digits.
  package var digest: String {
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(sums.0) + hex(sums.1)
  }

  package static func == (left: Self, right: Self) -> Bool {
    left.scenarios == right.scenarios && left.sums == right.sums
  }
}

// What `merge-reports` (in Reports) rebuilds a run's results with, from its shards' streams.

extension StepReport {
  /// A step with its place and status, and nothing else yet.
  package static func step(
    keyword: String, text: String, line: Int, pickleStepID: String, status: StepStatus
  ) -> StepReport {
    StepReport(keyword: keyword, text: text, line: line, pickleStepID: pickleStepID, status: status)
  }
}

extension TestCaseReport {
  /// The report of `pending` with `steps` and what the run said of it.
  package static func of(
    _ pending: PendingTestCase, steps: [StepReport], platform: String?, reader: String?,
    transcript: [TranscriptEntry], duration: Double, componentFile: String?
  ) -> TestCaseReport {
    TestCaseReport(
      pickle: pending.pickle, featureName: pending.featureName, ruleName: pending.ruleName,
      exampleValues: pending.exampleValues, examplesName: pending.examplesName,
      exampleHeader: pending.exampleHeader, keywords: pending.keywords, uri: pending.uri,
      line: pending.line, steps: steps, platform: platform, reader: reader,
      transcript: transcript, duration: duration, componentFile: componentFile,
      featureDescription: pending.featureDescription)
  }
}

extension RunReport {
  /// A run's report in defined order (no random seed), which no flag made pass with no
  /// scenarios.
  package static func rebuilt(
    documents: [(uri: String, source: String, document: GherkinDocument)],
    testCases: [TestCaseReport], loadErrors: [LoadError], warnings: [LoadWarning],
    startedAt: Date, duration: Double, strict: Bool, stoppedEarly: Bool, interrupted: Bool,
    nothingSelected: String?, library: StepLibrary
  ) -> RunReport {
    RunReport(
      documents: documents, testCases: testCases, loadErrors: loadErrors, warnings: warnings,
      startedAt: startedAt, duration: duration, strict: strict, stoppedEarly: stoppedEarly,
      randomSeed: nil, interrupted: interrupted, nothingSelected: nothingSelected,
      passWithNoScenarios: false, library: library)
  }
}

extension LoadError {
  /// A file's error at `line` and `column`, when known.
  package static func at(uri: String, line: Int?, column: Int?, message: String) -> LoadError {
    LoadError(uri: uri, line: line, column: column, message: message)
  }
}
