import ArgumentParser
import OutputFiles
import Reports
import ScenarioRunner

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
    let onStandardOutput = targets.filter { $0.path == nil && !$0.format.sharesStandardOutput }
    if onStandardOutput.count > 1 {
      throw ValidationError(
        "only one report can go to standard output, and "
          + onStandardOutput.map(\.format.name).joined(separator: " and ")
          + " both would; give the others a file, e.g. --format "
          + "\(onStandardOutput[1].format.name):report.\(onStandardOutput[1].format.fileExtension)"
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
      target.path.map { "\(target.format.name) → \($0)" }
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
          "error: cannot write the \(target.format.name) report to "
            + "\(target.path ?? "standard output"): \(error.localizedDescription)\n")
      }
    }
    return allWritten
  }
}
