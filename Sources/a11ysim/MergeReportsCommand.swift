import ArgumentParser
import ControlRegistry
import CucumberMessages
import Foundation
import OutputFiles
import Reports
import ScenarioRunner
import TextFiles

/// `a11ysim merge-reports`: one set of reports for a suite split over a CI matrix.
struct MergeReportsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Rebuild every report of a sharded run from its shards' message streams.",
    discussion: """
      Each machine of a CI matrix runs one shard and keeps its message stream \
      (a11ysim run --shard I/N --format message:shard-I.ndjson); merge-reports reads the \
      streams and writes the reports of the whole suite, as one unsharded run in defined order \
      would have (its times apart): \
      \(ReportFormats.all.map(\.name).joined(separator: ", ")). See Documentation/CIMatrix.md.

      It refuses with exit 2 (at FILE:LINE where the problem is in a stream) and writes no \
      report: a stream that is not \
      NDJSON of `a11ysim run --format message`, or that was cut off mid-run; a stream of \
      `a11ysim check` (check has no shards and its report is its criteria matrix: check each \
      platform on its own machine with --platforms and keep each one's reports); streams of two \
      a11ysim versions, two protocol versions or two commits (a feature file with other \
      text); a shard missing or given twice, or a shard of another split (another N in \
      --shard I/N) or of another suite (each stream records its shard and the scenarios \
      every shard compiled, with --tags and --name); a scenario in two streams; a feature \
      path that is absolute, leaves the folder (..), has white space or control characters, \
      or is no *.feature or *.md file (it goes into the rerun file); a stream that \
      contradicts itself (a test case that never started in a run that was not \
      interrupted, a step without a result or with two, a PASSED or SKIPPED result with a \
      failure message, a SKIPPED step after passed ones with no failure before it, a \
      result the stream's A11ySim attachment contradicts, statuses that do not add up to \
      the run's own counts).

      Exit codes: 0 all passed, 1 a scenario failed (or a shard was interrupted), 2 could \
      not run (a stream that cannot be read or merged, or that was cut off mid-run: FILE:LINE \
      says why; a file a shard could not run; no scenario in any shard, even when each shard \
      had --pass-with-no-scenarios, which lets one shard be empty, unless merge-reports has \
      --pass-with-no-scenarios too), 64 bad usage (also a report path that is one of the \
      streams).

      Examples:
        a11ysim merge-reports shard-*.ndjson --format junit:reports/junit.xml --format html:reports/a11y.html
        a11ysim merge-reports shard-1.ndjson shard-2.ndjson --format pretty --format rerun:@rerun.txt
      """)

  @Argument(
    help: "The shards' message streams (NDJSON from run --format message).",
    completion: .file(extensions: ["ndjson"]))
  var streams: [String] = []

  @Flag(
    help: ArgumentHelp(
      "A merge in which no shard ran a scenario passes (exit 0) instead of exiting 2 (the "
        + "shards' own --pass-with-no-scenarios lets a shard be empty, not the whole suite)."))
  var passWithNoScenarios = false

  @OptionGroup var reports: ReportOptions

  func validate() throws {
    guard !streams.isEmpty else {
      throw ValidationError(
        "give the shards' message streams, e.g. a11ysim merge-reports shard-1.ndjson "
          + "shard-2.ndjson --format junit:junit.xml")
    }
    var seen: Set<String> = []
    for stream in streams where !seen.insert(OutputFile.sameFileKey(stream)).inserted {
      throw ValidationError("\(stream) is given twice; give each shard's stream once")
    }
    let targets = try reports.formats.map(ReportTarget.parse)
    try ReportPaths.refuseInputs(ReportPaths.outputs(targets), inputs: streams)
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let targets = try reports.targets(environment: environment, isTerminal: isTerminal)
    var texts: [(uri: String, text: String)] = []
    for path in streams {
      do {
        texts.append((path, try TextFile.read(path)))
      } catch {
        throw CommandFailure.cannotReadStream(error)
      }
    }
    let report: RunReport
    do {
      report = try ReportMerger.merge(
        texts, passWithNoScenarios: passWithNoScenarios, library: .shipped)
    } catch {
      throw CommandFailure.failed(error)
    }
    let styler = reports.styler(environment: environment, isTerminal: isTerminal)
    let written = ReportOptions.writeEach(targets) { target in
      try target.write(report, styler: styler, environment: environment, verbose: reports.verbose)
    }
    if !report.warnings.isEmpty,
      !targets.contains(where: {
        $0.path == nil && $0.format.listsWarnings
      })
    {
      OutputFile.writeStandardError(report.warnings.map { "\($0)\n" }.joined())
    }
    if !written { throw ExitCode(2) }
    if let reason = report.nothingSelected, report.failsForNothingSelected {
      OutputFile.writeStandardError(
        "error: nothing ran in any shard: \(reason); pass --pass-with-no-scenarios to "
          + "merge-reports to accept that\n")
    }
    // A shard that was interrupted left scenarios unrun: the suite failed, but this command
    // was not interrupted.
    let code = report.interrupted ? 1 : report.exitCode
    if code != 0 { throw ExitCode(code) }
  }
}
