import ArgumentParser
import CucumberMessages
import Foundation
import OutputFiles
import Reports
import ScenarioRunner
import TagExpressions

/// `a11ysim run`: run Gherkin scenarios and report in the formats CI reads.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run Gherkin scenarios (.feature) against the simulator.",
    discussion: """
      Paths are feature files, folders, FILE:LINE[:LINE…] or @rerun.txt (default: Scenarios). \
      Formats, several at once, are NAME or NAME:PATH: pretty (default on a terminal), \
      summary (default otherwise), progress, message (Cucumber Messages NDJSON, protocol \
      34.2.1, with meta.ci from the CI's variables), junit, html, \
      github (on by itself under GITHUB_ACTIONS=true; its summary table goes to \
      $GITHUB_STEP_SUMMARY), rerun, usage (which step definitions were used, how often and \
      where, which were not, and the undefined step texts).

      Exit codes: 0 all passed, 1 a scenario failed, 2 could not run (unreadable file, parse \
      error, unknown platform or reader, a component that does not load, an impossible step \
      argument, a report that cannot be written, a --name expression too slow to match a \
      scenario's name, or no scenario selected: no feature files, \
      none in them, --tags/--name matching none; --pass-with-no-scenarios makes that 0), 64 bad \
      usage (also a report path that is a feature, component or baseline being read, or two \
      reports to one file), 130 interrupted. With --baseline FILE, a scenario whose speech \
      differs from FILE, or that FILE lacks, fails (1) with the diff in every report, and FILE's \
      scenarios missing from the run fail it too. Reports are written before exiting, also on \
      failure and when Ctrl-C, SIGTERM or SIGHUP stops the run (exit 130): the run then fails, \
      and the scenarios that did not finish are reported as skipped and listed by the rerun \
      format. The same signal again within a second is the same request (GNU timeout sends \
      SIGTERM twice); a different signal, or the same one later, stops at once, without reports. \
      A crash (a trap: SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT) writes the reports of \
      the scenarios finished before it, the crashing one failed, then dies of its signal (exit \
      128 + N: 132 for SIGILL).

      --speak and --wav say only the failing scenarios' speech (what was heard where an \
      expectation failed), after the reports are written; --speak-all says every scenario's.

      Examples:
        a11ysim run Scenarios
        a11ysim run Scenarios/ios-uikit.feature:12 --format pretty --format junit:reports/junit.xml
        a11ysim run --tags '@android and not @slow' --format rerun:@rerun.txt
        a11ysim run @rerun.txt
      """)

  @Argument(
    help: "Feature files, folders, FILE:LINE or @rerun.txt.",
    completion: .file(extensions: ["feature", "txt"]))
  var paths: [String] = []

  @Option(help: "Only scenarios whose tags match, e.g. '@ios and not @slow'.")
  var tags: String?

  @Option(help: "Only scenarios whose name matches this regular expression.")
  var name: String?

  @Option(
    help: ArgumentHelp(
      "Only shard I of N (1-based): a stable split by each scenario's identity, for a CI matrix "
        + "(a11ysim merge-reports joins the shards' message streams).",
      valueName: "I/N"))
  var shard: String?

  @OptionGroup var reports: ReportOptions

  @Flag(
    help:
      "Check without running: steps match, their arguments, component files, settings, platforms and readers."
  )
  var dryRun = false

  @Flag(help: "Stop after the first failing scenario.")
  var failFast = false

  @Flag(help: "Undefined and pending steps fail the run.")
  var strict = false

  @Flag(help: "A run that selects no scenario passes (exit 0) instead of exiting 2.")
  var passWithNoScenarios = false

  @Option(
    help:
      "How many scenarios run at once, at most one per processor (output order stays the same)."
  )
  var jobs = 1

  @Option(help: "defined, or random[:SEED].")
  var order = "defined"

  @Option(help: "Compare the transcripts with a baseline from 'a11ysim record'; differences fail.")
  var baseline: String?

  // Speech (issue 7): --speak says the failing scenarios' heard speech; --wav renders it.
  @OptionGroup(title: "Speech") var speech: SpeechOptions

  @Flag(
    help:
      "With --speak or --wav: every scenario's speech, not only the failing scenarios' (the default)."
  )
  var speakAll = false

  /// `--shard I/N` as numbers, checked: 1 ≤ I ≤ N.
  func shardOption() throws -> (index: Int, count: Int)? {
    guard let shard else { return nil }
    let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else {
      throw ValidationError(
        "--shard takes I/N with 1 ≤ I ≤ N (e.g. --shard 2/4), found '\(shard)'")
    }
    return (index, count)
  }

  func validate() throws {
    if let tags {
      do { _ = try TagExpression.parse(tags) } catch { throw ValidationError("--tags: \(error)") }
    }
    if let name, (try? NSRegularExpression(pattern: name)) == nil {
      throw ValidationError("--name: '\(name)' is not a regular expression")
    }
    if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    _ = try shardOption()
    if speakAll, !speech.isRequested {
      throw ValidationError("--speak-all needs --speak or --wav")
    }
    _ = try seed()
    let options = RunOptions(
      paths: paths, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
    let targets = try reports.formats.map(ReportTarget.parse)
    let inputs = options.inputFiles + (baseline.map { [$0] } ?? [])
    // `run @rerun.txt --format rerun:@rerun.txt` is the retry loop: the list is read whole
    // before the run and replaced by what still fails. Any other report there is refused.
    let rerunLists = paths.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
    try ReportPaths.refuseInputs(
      ReportPaths.outputs(targets.filter { $0.format == .rerun }),
      inputs: inputs.filter { !rerunLists.contains($0) })
    try ReportPaths.refuseInputs(
      ReportPaths.outputs(targets.filter { $0.format != .rerun }), inputs: inputs)
  }

  private func seed() throws -> UInt64? {
    if order == "defined" { return nil }
    if order == "random" { return UInt64(Date().timeIntervalSince1970 * 1000) }
    if order.hasPrefix("random:"), let seed = UInt64(order.dropFirst("random:".count)) {
      return seed
    }
    throw ValidationError(
      "--order takes defined, random or random:SEED (a whole number), not '\(order)'")
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let targets = try reports.targets(environment: environment, isTerminal: isTerminal)
    var options = RunOptions(
      paths: paths, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
    options.tags = try tags.map { try TagExpression.parse($0) }
    options.namePattern = name
    options.shard = try shardOption()
    options.dryRun = dryRun
    options.failFast = failFast
    options.strict = strict
    options.passWithNoScenarios = passWithNoScenarios
    options.jobs = jobs
    options.randomSeed = try seed()

    let expected = try baseline.map(Baselines.read)
    // Reports stream as the run goes: the message stream writes each test case when it finishes
    // and the run keeps of it only what the reports written at the end read. A baseline is
    // compared once every test case has run, and a fail-fast run knows only at its end which
    // test cases it reports, so their message streams are written then. Standard output gets a
    // stream only when no report has a file (a report refused for overwriting an input must
    // leave nothing written).
    let anyFile = targets.contains { $0.path != nil }
    let streamedMessages =
      expected == nil && !failFast
      ? targets.filter { $0.format == .message && ($0.path != nil || !anyFile) } : []
    // JUnit and HTML render each test case as it finishes and set it aside on disk; the
    // document, whose counts need the whole run, is written at the end around them.
    let documents =
      expected == nil ? targets.filter { StreamedDocument.streams($0.format) } : []
    // Pretty and progress show each scenario as it finishes (on standard output only when no
    // report has a file, as for the message stream).
    let live =
      expected == nil
      ? targets.filter { LiveTextReport.streams($0.format) && ($0.path != nil || !anyFile) } : []
    let streamed = streamedMessages + documents + live
    // Only the message report reads the files' sources and documents; a streamed one has
    // them file by file before the run starts, one written at the end needs them kept.
    options.keepsDocuments = targets.contains { $0.format == .message && !streamed.contains($0) }
    let (strict, speakAll, speaks) = (self.strict, self.speakAll, speech.isRequested)
    let styler = reports.styler(environment: environment, isTerminal: isTerminal)
    let reportStreams = ReportStreams(
      streamedMessages, documents: documents.map { StreamedDocument($0, strict: strict) },
      live: live.map { LiveTextReport($0, styler: styler, verbose: reports.verbose) },
      meta: MessagesMeta.current(environment: environment),
      detail: expected != nil
        ? .full
        : targets.filter { !streamed.contains($0) }.map(\.detail).max() ?? .outcome,
      keepsTranscript: { speaks && (speakAll || $0.failsRun(strict: strict)) })
    let runner = Runner()
    let verbose = reports.verbose
    /// Writes every report of `report`; whether all were written, and which were.
    let writeReports = { (report: RunReport) -> (all: Bool, written: [ReportTarget]) in
      var done: [ReportTarget] = []
      let all = ReportOptions.writeEach(targets) { target in
        if streamed.contains(target) {
          try reportStreams.finish(target, report: report)
        } else {
          try target.write(report, styler: styler, environment: environment, verbose: verbose)
        }
        done.append(target)
      }
      return (all, done)
    }
    let interrupted = InterruptWatcher { runner.requestStop() }
    // A trap must not take the reports with it: what the run finished is written, with the
    // scenario that crashed failed, before the process dies of its signal (CrashGuard).
    var report = CrashGuard.guarding(
      runner, writing: { _ = writeReports($0) }, run: { runner.run(options, sink: reportStreams) })
    interrupted.stop()
    // A speech difference is a failure of its scenario in every report, not a side note.
    // (A dry run says nothing, so there is no speech to compare.)
    if let expected, let baseline, !dryRun { expected.apply(to: &report, name: baseline) }
    // A component file is known only once a scenario has read it.
    if let refused = ReportPaths.overwrittenInput(
      ReportPaths.outputs(targets), inputs: report.inputFiles)
    {
      reportStreams.abandon()
      OutputFile.writeStandardError("error: \(refused)\n")
      throw ExitCode.validationFailure
    }
    let (written, done) = writeReports(report)
    if let line = ReportOptions.whereReportsWent(
      targets, written: done, report: report, environment: environment)
    {
      OutputFile.writeStandardError(line + "\n")
    }
    // The text reports list the warnings; without one on standard output, say them on
    // standard error so that they are seen in the log.
    if !report.warnings.isEmpty,
      !targets.contains(where: {
        $0.path == nil && [.pretty, .progress, .summary].contains($0.format)
      })
    {
      OutputFile.writeStandardError(report.warnings.map { "\($0)\n" }.joined())
    }
    let spoken = report.testCases.filter {
      (speakAll || $0.failsRun(strict: report.strict)) && !$0.transcript.isEmpty
    }
    try speech.deliver(spoken.map(\.transcript), wordsPerMinute: nil)
    if interrupted.fired { throw ExitCode(130) }
    if !written { throw ExitCode(2) }
    if let reason = report.nothingSelected, report.failsForNothingSelected {
      OutputFile.writeStandardError(
        "error: nothing to run: \(reason); pass --pass-with-no-scenarios to accept that\n")
    }
    let code = report.exitCode
    if code != 0 { throw ExitCode(code) }
  }
}

/// A report format and where it goes.
struct ReportTarget: Equatable {
  enum Format: String, CaseIterable {
    case pretty, progress, summary, message, junit, html, github, rerun, usage

    /// The usual file extension for this report.
    var fileExtension: String {
      switch self {
      case .pretty, .progress, .summary, .rerun, .github, .usage: "txt"
      case .message: "ndjson"
      case .junit: "xml"
      case .html: "html"
      }
    }
  }

  var format: Format
  var path: String?

  /// How much of each test case this report reads once the run has ended.
  var detail: ReportDetail {
    switch format {
    case .pretty, .junit, .html, .message: .full
    case .usage: .steps
    case .progress, .summary, .github, .rerun: .outcome
    }
  }

  static func parse(_ text: String) throws -> ReportTarget {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard let format = Format(rawValue: parts.first ?? "") else {
      throw ValidationError(
        "unknown format '\(parts.first ?? "")'; expected one of "
          + Format.allCases.map(\.rawValue).joined(separator: ", "))
    }
    var path = parts.count > 1 ? parts[1] : nil
    if path?.hasPrefix("@") == true { path?.removeFirst() }
    if path?.isEmpty == true { path = nil }
    return ReportTarget(format: format, path: path)
  }

  func write(
    _ report: RunReport, styler: Styler, environment: [String: String], verbose: Bool = false
  ) throws {
    let toFile = path != nil
    let plain = Styler(enabled: false)
    let text: String
    switch format {
    case .pretty:
      text = TextFormats.pretty(report, styler: toFile ? plain : styler, verbose: verbose)
    case .progress: text = TextFormats.progress(report, styler: toFile ? plain : styler)
    case .summary: text = TextFormats.summary(report, styler: toFile ? plain : styler)
    case .message:
      // Streamed: envelopes go out through a buffered writer as they are made, so the run's
      // stream is never held whole.
      let meta = MessagesMeta.current(environment: environment)
      try stream { writer throws in try MessagesFormat.write(report, meta: meta, to: &writer) }
      return
    case .junit: text = JUnitFormat.xml(report)
    case .html: text = HTMLFormat.page(report)
    case .rerun: text = TextFormats.rerun(report)
    case .usage: text = TextFormats.usage(report)
    case .github:
      text = GitHubFormat.annotations(report)
      try writeStepSummary(report, environment: environment)
    }
    try emit(text)
  }

  /// Appends the Markdown summary to `$GITHUB_STEP_SUMMARY`, when it is set.
  func writeStepSummary(_ report: RunReport, environment: [String: String]) throws {
    guard let summaryPath = environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty else {
      return
    }
    // GitHub creates the file; it is created when a local run names one that is not there.
    do {
      try OutputFile.append(Data(GitHubFormat.summary(report).utf8), to: summaryPath)
    } catch {
      throw ReportWriteFailure(
        message: "cannot write the step summary to $GITHUB_STEP_SUMMARY (\(summaryPath)): "
          + error.reason)
    }
  }

  /// Writes NDJSON to the target's file or standard output through a buffered writer, in
  /// chunks; a file is replaced only once everything is written (see ``OutputFile/Stream``).
  func stream(_ body: (inout NDJSONWriter) throws -> Void) throws {
    do {
      let output = try openStream()
      var writer = NDJSONWriter { bytes in try output.write(bytes) }
      try body(&writer)
      try writer.finish()
      try output.commit()
    } catch let failure as OutputFile.Failure {
      throw ReportWriteFailure(self, reason: failure.reason)
    }
  }

  /// The target's file opened as a stream (see ``OutputFile/Stream``), or standard output.
  func openStream() throws(OutputFile.Failure) -> OutputFile.Stream {
    guard let path else { return OutputFile.Stream(standardOutput: ()) }
    return try OutputFile.Stream(path)
  }

  /// Writes `text` to the target's file (creating folders; see ``OutputFile``) or to standard
  /// output. A reader of standard output that has gone away (`| head`) is not an error.
  func emit(_ text: String) throws {
    do {
      if let path {
        try OutputFile.write(text, to: path)
      } else {
        try OutputFile.writeStandardOutput(Data(text.utf8))
      }
    } catch {
      throw ReportWriteFailure(self, reason: error.reason)
    }
  }
}

/// The message reports written while the run goes (each test case's envelopes as it finishes,
/// in the order they are reported), and what the run keeps of each test case for the reports
/// written at its end.
final class ReportStreams: RunSink, @unchecked Sendable {
  /// One message report being written.
  private final class Open {
    let target: ReportTarget
    var output: OutputFile.Stream?
    var writer = NDJSONWriter()
    var messages = MessagesFormat.Stream()
    var failure: ReportWriteFailure?
    /// The `testCase` messages of the files planned so far, written after the run's start.
    var testCases: (spill: SpillFile, writer: NDJSONWriter)?

    /// Writes meta and sets up where the `testCase` messages wait, once: before the first
    /// planned file (or at the run's start, when no file had anything to plan).
    func beginPlanning(meta: MetaMessage) throws {
      guard testCases == nil else { return }
      try messages.begin(meta: meta, baselineName: nil, to: &writer)
      let spill = try SpillFile()
      testCases = (spill, NDJSONWriter { bytes in try spill.write(bytes) })
    }

    init(_ target: ReportTarget) {
      self.target = target
      do {
        let output = try target.openStream()
        self.output = output
        writer = NDJSONWriter { bytes in try output.write(bytes) }
      } catch {
        fail(error)
      }
    }

    /// Runs `body` unless the report has already failed; a failure ends the report.
    func attempt(_ body: (Open) throws -> Void) {
      guard failure == nil else { return }
      do { try body(self) } catch { fail(error) }
    }

    func fail(_ error: any Error) {
      let reason = (error as? OutputFile.Failure)?.reason ?? "\(error)"
      failure = ReportWriteFailure(target, reason: reason)
      output?.abandon()
      output = nil
    }
  }

  private let open: [Open]
  private let documents: [StreamedDocument]
  private let live: [LiveTextReport]
  private let meta: MetaMessage
  private let detail: ReportDetail
  private let keepsTranscript: (TestCaseReport) -> Bool

  /// Streams to the message `targets` (opened now) and adds each test case to `documents` and
  /// `live` reports, keeping `detail` of each test case and its transcript where
  /// `keepsTranscript` says.
  init(
    _ targets: [ReportTarget], documents: [StreamedDocument] = [], live: [LiveTextReport] = [],
    meta: MetaMessage, detail: ReportDetail, keepsTranscript: @escaping (TestCaseReport) -> Bool
  ) {
    open = targets.map(Open.init)
    self.documents = documents
    self.live = live
    self.meta = meta
    self.detail = detail
    self.keepsTranscript = keepsTranscript
  }

  var plansFiles: Bool { !open.isEmpty }

  func planned(_ file: PlannedFile) {
    guard !open.isEmpty else { return }
    let plans = file.plans
    for report in open {
      report.attempt { report in
        try report.beginPlanning(meta: meta)
        // Taken out while written to, so that its buffer has one owner and is never copied.
        guard var planned = report.testCases.take() else { return }
        defer { report.testCases = planned }
        try report.messages.plan(
          uri: file.uri, source: file.source, document: file.document, testCases: plans,
          to: &report.writer, testCasesTo: &planned.writer)
      }
    }
  }

  func willRun(_ start: RunStart) {
    guard !open.isEmpty else { return }
    if start.planned {
      for report in open {
        report.attempt { report in
          try report.beginPlanning(meta: meta)
          try report.messages.startRun(
            loadErrors: start.loadErrors, startedAt: start.startedAt, to: &report.writer)
          if var planned = report.testCases {
            try planned.writer.finish()
            try planned.spill.drain { bytes in try report.writer.writeLines(bytes) }
            report.testCases = nil
          }
        }
      }
      return
    }
    let plans = start.plans
    for report in open {
      report.attempt { report in
        try report.messages.start(
          meta: meta, documents: start.documents, loadErrors: start.loadErrors, testCases: plans,
          baselineName: nil, startedAt: start.startedAt, to: &report.writer)
      }
    }
  }

  func finished(_ testCase: TestCaseReport) -> TestCaseReport {
    for report in open {
      report.attempt { report in
        try report.messages.add(testCase, to: &report.writer)
      }
    }
    for document in documents { document.add(testCase) }
    for report in live { report.add(testCase) }
    return testCase.compacted(detail, keepingTranscript: keepsTranscript(testCase))
  }

  /// Ends `target`'s stream with the run's end and replaces its file.
  func finish(_ target: ReportTarget, report: RunReport) throws {
    if let document = documents.first(where: { $0.target == target }) {
      try document.finish(report)
      return
    }
    if let text = live.first(where: { $0.target == target }) {
      try text.finish(report)
      return
    }
    guard let stream = open.first(where: { $0.target == target }) else { return }
    stream.attempt { stream in
      try stream.messages.finish(report, to: &stream.writer)
      try stream.writer.finish()
      try stream.output?.commit()
    }
    if let failure = stream.failure { throw failure }
  }

  /// Gives every stream up, leaving its file as it was.
  func abandon() {
    for report in open { report.output?.abandon() }
    for report in live { report.abandon() }
  }
}

/// A report, or a file that goes with it, that could not be written; the message names it.
struct ReportWriteFailure: Error {
  /// What could not be written, where, and why.
  var message: String

  /// `target`'s report could not be written, for `reason`.
  init(_ target: ReportTarget, reason: String) {
    message =
      "cannot write the \(target.format.rawValue) report to "
      + "\(target.path ?? "standard output"): \(reason)"
  }

  init(message: String) {
    self.message = message
  }
}

/// `--format` and `--color`/`--no-color`, shared by `run` and `check`.
struct ReportOptions: ParsableArguments {
  @Option(
    name: .customLong("format"),
    help: "A report: NAME or NAME:PATH (repeatable; one on standard output, plus github).")
  var formats: [String] = []

  @Flag(
    inversion: .prefixedNo,
    help:
      "Colour in terminal output (default: on a terminal, honouring NO_COLOR, FORCE_COLOR, TERM=dumb)."
  )
  var color: Bool?

  @Flag(
    help: ArgumentHelp(
      "In pretty output, under each utterance, the rule that produced it, its confidence and its "
        + "source."))
  var verbose = false

  func validate() throws {
    let targets = try formats.map(ReportTarget.parse)
    try ReportPaths.checkDistinct(ReportPaths.outputs(targets))
    // GitHub's workflow commands are read from anywhere in the log, so `github` may share
    // standard output; two other reports there would interleave into something neither reads.
    let onStandardOutput = targets.filter { $0.path == nil && $0.format != .github }
    if onStandardOutput.count > 1 {
      throw ValidationError(
        "only one report can go to standard output, and "
          + onStandardOutput.map(\.format.rawValue).joined(separator: " and ")
          + " both would; give the others a file, e.g. --format "
          + "\(onStandardOutput[1].format.rawValue):report.\(onStandardOutput[1].format.fileExtension)"
      )
    }
  }

  /// The reports to write: those asked for, or pretty on a terminal and summary otherwise;
  /// github too under GITHUB_ACTIONS=true.
  func targets(environment: [String: String], isTerminal: Bool) throws -> [ReportTarget] {
    var targets = try formats.map(ReportTarget.parse)
    if targets.isEmpty {
      targets.append(ReportTarget(format: isTerminal ? .pretty : .summary, path: nil))
    }
    if environment["GITHUB_ACTIONS"] == "true", !targets.contains(where: { $0.format == .github }) {
      targets.append(ReportTarget(format: .github, path: nil))
    }
    return targets
  }

  /// Colour for terminal output, by the flag and the environment.
  func styler(environment: [String: String], isTerminal: Bool) -> Styler {
    Styler(
      enabled: Styler.wantsColor(flag: color, environment: environment, isTerminal: isTerminal))
  }

  /// One line for standard error saying where the reports went, when `github` on standard
  /// output writes no step summary (`$GITHUB_STEP_SUMMARY` is not set: not on GitHub Actions)
  /// and no other report is on standard output: otherwise `--format html:… --format github`
  /// run locally would print nothing at all. `nil` in every other case.
  ///
  ///     reports written: html → reports/a11y.html; github: 0 annotations on standard output,
  ///     no step summary ($GITHUB_STEP_SUMMARY is not set: not on GitHub Actions)
  static func whereReportsWent(
    _ targets: [ReportTarget], written: [ReportTarget], report: RunReport,
    environment: [String: String]
  ) -> String? {
    guard environment["GITHUB_STEP_SUMMARY"]?.isEmpty ?? true,
      written.contains(where: { $0.format == .github && $0.path == nil }),
      !targets.contains(where: { $0.path == nil && $0.format != .github })
    else { return nil }
    let count = GitHubFormat.annotations(report).split(separator: "\n").count
    let files = written.compactMap { target in
      target.path.map { "\(target.format.rawValue) → \($0)" }
    }
    let github =
      "github: \(count) annotation\(count == 1 ? "" : "s") on standard output, no step summary "
      + "($GITHUB_STEP_SUMMARY is not set"
      + (environment["GITHUB_ACTIONS"] == "true" ? ")" : ": not on GitHub Actions)")
    return "reports written: " + (files + [github]).joined(separator: "; ")
  }

  /// Writes each target with `write`, printing one line for each that could not be written;
  /// tells whether all were.
  static func writeEach(_ targets: [ReportTarget], _ write: (ReportTarget) throws -> Void) -> Bool {
    var allWritten = true
    // Files first: whatever happens to standard output, the file reports are written.
    for target in targets.filter({ $0.path != nil }) + targets.filter({ $0.path == nil }) {
      do {
        try write(target)
      } catch let failure as ReportWriteFailure {
        allWritten = false
        OutputFile.writeStandardError("error: \(failure.message)\n")
      } catch {
        allWritten = false
        OutputFile.writeStandardError(
          "error: cannot write the \(target.format.rawValue) report to "
            + "\(target.path ?? "standard output"): \(error.localizedDescription)\n")
      }
    }
    return allWritten
  }
}

/// Turns Ctrl-C (SIGINT), SIGTERM (a CI job cancelled or timed out) and SIGHUP (the terminal
/// closed) into a request to stop, so the reports are still written and say the run was
/// interrupted. The first signal is acknowledged on standard error; the same signal again
/// within a second is the same request (GNU `timeout` sends SIGTERM to the child and then to
/// its group), while a different one, or the same one later, ends the process at once (exit
/// 130), for a step that cannot be stopped (``InterruptPolicy``).
final class InterruptWatcher: @unchecked Sendable {
  /// The signals that stop a run.
  static let signals: [(number: Int32, name: String)] = [
    (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"),
  ]
  private var sources: [DispatchSourceSignal] = []
  private let lock = NSLock()
  private var policy: InterruptPolicy
  private var didFire = false
  private let clock: @Sendable () -> Double

  /// Watches the stop signals; `clock` gives seconds on a monotonic clock.
  init(
    window: Double = InterruptWatcher.window(),
    clock: @escaping @Sendable () -> Double = {
      Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }, onInterrupt: @escaping @Sendable () -> Void
  ) {
    policy = InterruptPolicy(window: window)
    self.clock = clock
    for (number, name) in Self.signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self, source] in
        // Signals that arrive before the handler runs are counted together: each is one. (The
        // source holds this handler until stop() cancels it.)
        for _ in 0..<max(1, source.data) {
          guard let (meaning, first) = self?.record(number) else { return }
          switch meaning {
          case .repeated:
            OutputFile.writeStandardError(
              "a11ysim: \(name) again within a second: the same request to stop\n")
          case .stopNow:
            // A separate request: the user will not wait for anything, reports included.
            let again = first == number ? "\(name) again" : "\(name) after \(Self.name(of: first))"
            OutputFile.writeStandardError("a11ysim: \(again): stopping at once, no reports\n")
            OutputFile.removeTemporaries()
            _exit(130)
          case .stop:
            // Stop first, then say so: once the line is out, the run is already stopping.
            onInterrupt()
            OutputFile.writeStandardError(
              "a11ysim: \(name): stopping; unfinished scenarios are reported as skipped "
                + "(a signal again a second later, or another one, stops at once, without "
                + "reports)\n")
          }
        }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// The window in which the same signal again is the same request: a second, or in a debug
  /// build `A11YSIM_DEBUG_SIGNAL_WINDOW` seconds (for tests, which must not depend on speed).
  static func window() -> Double {
    #if DEBUG
      if let text = ProcessInfo.processInfo.environment["A11YSIM_DEBUG_SIGNAL_WINDOW"],
        let seconds = Double(text)
      {
        return seconds
      }
    #endif
    return InterruptPolicy.defaultWindow
  }

  /// A stop signal's name.
  static func name(of signal: Int32) -> String {
    signals.first { $0.number == signal }?.name ?? "signal \(signal)"
  }

  /// Records the signal; what it means, and the first signal of the run.
  private func record(_ signal: Int32) -> (InterruptPolicy.Meaning, first: Int32) {
    let now = clock()
    lock.lock()
    defer { lock.unlock() }
    didFire = true
    let meaning = policy.meaning(of: signal, at: now)
    return (meaning, policy.firstSignal ?? signal)
  }

  var fired: Bool {
    lock.lock()
    defer { lock.unlock() }
    return didFire
  }

  func stop() {
    for source in sources { source.cancel() }
    for (number, _) in Self.signals { signal(number, SIG_DFL) }
  }
}
