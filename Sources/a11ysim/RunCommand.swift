import ArgumentParser
import ControlRegistry
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
      Formats, several at once, are NAME or NAME:PATH: \
      \(ReportFormats.all.map(\.help).joined(separator: ", ")).

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
      ? targets.filter { $0.format.streaming == .messages && ($0.path != nil || !anyFile) } : []
    // JUnit and HTML render each test case as it finishes and set it aside on disk; the
    // document, whose counts need the whole run, is written at the end around them.
    let documents = expected == nil ? targets.filter { $0.format.streaming == .document } : []
    // Pretty and progress show each scenario as it finishes (on standard output only when no
    // report has a file, as for the message stream).
    let live =
      expected == nil
      ? targets.filter { $0.format.streaming == .live && ($0.path != nil || !anyFile) } : []
    let streamed = streamedMessages + documents + live
    // Only the message report reads the files' sources and documents; a streamed one has
    // them file by file before the run starts, one written at the end needs them kept.
    options.keepsDocuments = targets.contains {
      $0.format.streaming == .messages && !streamed.contains($0)
    }
    let (strict, speakAll, speaks) = (self.strict, self.speakAll, speech.isRequested)
    let styler = reports.styler(environment: environment, isTerminal: isTerminal)
    let settings = ReportSettings(
      styler: styler, verbose: reports.verbose, strict: strict, environment: environment,
      meta: { MessagesMeta.current(environment: environment) }, streamed: true,
      library: .shipped)
    // Documents set their parts aside first, then the live reports and the message streams
    // open their files.
    let opened = (documents + live + streamedMessages).map { ($0, $0.writer(settings)) }
    let reportStreams = ReportStreams(
      streamed.compactMap { target in opened.first { $0.0 == target } },
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
        $0.path == nil && $0.format.listsWarnings
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
