import Accessibility
import ArgumentParser
import ComponentFile
import ControlRegistry
import Controls
import Core
import CriteriaChecks
import Foundation
import Reports
import ScenarioRunner
import ScreenReaders
import Screens
import Simulation
import TextFiles

/// `a11ysim check`: the MagentaA11y criteria matrix for a component, without a scenario.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check a component against its control's MagentaA11y criteria on each platform.",
    discussion: """
      The criteria are MagentaA11y's native page for the component's control (the stepper's \
      is seed 004's; --criteria judges it by another control's). Each criterion (keyboard, gestures, screen reader output, text resize) runs \
      as a generated scenario per platform, per button where it is about buttons, made of the \
      steps 'a11ysim steps' lists (--show-gherkin prints them). Criteria are MUST or SHOULD: \
      only MUST failures fail the exit code, unless --strict. Reports: the same formats as \
      'run'; the text formats print the criteria × platforms matrix and each failure with \
      its transcript.

      A screen file (Documentation/Screens.md) checks each of its component files by its own \
      control's criteria, one matrix per component, named by component, then the screen's \
      focus-reached and reading-order criteria (each platform's own reader's next item reaches \
      every focusable element, in the file's order), and reveal-order where a disclosure \
      reveals content (once expanded, its content is the next item); a component written \
      inline or changed \
      with set: cannot be checked yet and is an error. 'record SCREEN' records both, the \
      screen's reading order as each move's speech, and --baseline compares both.

      Exit codes: 0 every MUST criterion passed, 1 one failed (or a SHOULD one with --strict, \
      or the transcripts differ from --baseline), 2 could not run (unreadable component, \
      unknown platform), 64 bad usage (also a report path onto the component or baseline).

      Examples:
        a11ysim check Scenarios/components/quantity.yml
        a11ysim check Scenarios/components/quantity.yml --platforms ios,android --strict --format junit:reports/check.xml
        a11ysim check Scenarios/components/custom-switch-as-button.yml --criteria switch
      """)

  @Argument(
    help: "The component or screen file (YAML).", completion: .file(extensions: ["yml", "yaml"]))
  var component: String

  @Option(
    help: "Platforms, comma-separated (default: every platform the component ships on).")
  var platforms: [String] = []

  @Option(
    help: ArgumentHelp(
      "Judge the component by another control's criteria: \(ControlCatalog.shipped.kindNames) "
        + "(default: its own control's).",
      discussion: "A custom switch drawn as a button: --criteria switch.",
      valueName: "control"))
  var criteria: String?

  @OptionGroup var reports: ReportOptions

  @Flag(help: "SHOULD failures fail the check too.")
  var strict = false

  @Option(help: "Compare the transcripts with a baseline file from 'a11ysim record'.")
  var baseline: String?

  @Option(
    help:
      "How many scenarios run at once, at most one per processor (output order stays the same)."
  )
  var jobs = 1

  @Flag(help: "Print the generated Gherkin instead of running it.")
  var showGherkin = false

  func validate() throws {
    if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if reports.formats.contains(where: { $0 == "rerun" || $0.hasPrefix("rerun:") }) {
      throw ValidationError(
        "check has no rerun format: its scenarios are generated, not files 'run' can rerun; "
          + "use --baseline to compare runs, or --show-gherkin to keep the scenarios")
    }
    try ReportPaths.refuseInputs(
      ReportPaths.outputs(try reports.formats.map(ReportTarget.parse)),
      inputs: [component] + (baseline.map { [$0] } ?? []))
  }

  /// The platform names from `--platforms a,b --platforms c`.
  var platformNames: [String]? {
    let names = platforms.flatMap { $0.split(separator: ",").map(String.init) }
    return names.isEmpty ? nil : names
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let paths = try componentFiles()
    var suites: [CriteriaSuite] = []
    do {
      for path in paths {
        suites.append(
          try CriteriaSuite(
            componentPath: path, platforms: platformNames, workingDirectory: workingDirectory,
            criteria: criteria, packs: StepLibrary.shipped.packs, schema: .shipped))
      }
    } catch {
      throw CommandFailure.failed(error)
    }
    if showGherkin {
      for document in suites.flatMap(\.documents) {
        print("# \(document.uri)\n\(document.source)")
      }
      return
    }
    var expected = try baseline.map(Baselines.read)
    let targets = try reports.targets(environment: environment, isTerminal: isTerminal)
    var options = RunOptions(paths: [], workingDirectory: workingDirectory)
    options.jobs = jobs
    let runner = Runner()
    let styler = reports.styler(environment: environment, isTerminal: isTerminal)
    let (strict, verbose) = (self.strict, reports.verbose)
    /// Each component's text report of its own test cases, a blank line between components.
    let isScreen = suites.count != 1 || suites[0].componentPath != component
    let (screenName, screenCheck) = try isScreen ? screenFocus() : ("", [])
    // The screen's reading orders are compared here; the components' speech in the report.
    var screenDiff: String?
    if isScreen, let whole = expected {
      let (ours, theirs) = Baselines.splitScreenSections(whole)
      expected = theirs
      screenDiff = Baseline.diff(
        expected: ours,
        actual: Baseline(sections: Baselines.screenSections(name: screenName, checks: screenCheck)),
        expectedName: baseline ?? "", actualName: "this run")
    }
    let each = { (report: RunReport, render: (RunReport, CriteriaSuite) -> String) -> String in
      let parts = suites.map { Self.part(of: report, for: $0) }
      let text = zip(parts, suites).map { render($0, $1) }.joined(separator: "\n")
      guard isScreen else { return text }
      // One verdict for the screen, after each component's own.
      let failedComponents = zip(parts, suites).filter {
        CriteriaFormat.exitCode($0.0, strict: strict) != 0
      }.map(\.1.component.name)
      var failed: [String] = []
      var screenLines = Self.screenLines(screenCheck, name: screenName)
      let screenFailed = screenCheck.contains { !$0.1.passes }
      if screenFailed { failed.append("the screen's focus and reading order") }
      if let screenDiff {
        screenLines +=
          [
            "FAIL  the screen's reading order differs from the baseline \(baseline ?? "") (record it "
              + "again to approve it):"
          ] + screenDiff.split(separator: "\n").map(String.init) + [""]
        failed.append("the screen's reading order against the baseline")
      }
      // The count is of components; the screen's own failures follow it.
      let components = suites.count == 1 ? "1 component" : "\(suites.count) components"
      if !failedComponents.isEmpty {
        failed.insert(
          "\(failedComponents.joined(separator: ", ")) (\(failedComponents.count) of "
            + "\(components))", at: 0)
      }
      return text + "\n" + screenLines.joined(separator: "\n") + "\nscreen \(component): "
        + (failed.isEmpty
          ? "check passed (\(components))\n"
          : "check failed: \(failed.joined(separator: "; "))\n")
    }
    /// Writes every report of `report`; whether all were written.
    let writeReports = { (report: RunReport) -> Bool in
      ReportOptions.writeEach(targets) { target in
        let style = target.path == nil ? styler : Styler(enabled: false)
        switch target.format {
        case .pretty:
          try target.emit(
            each(report) {
              CriteriaFormat.pretty($0, suite: $1, strict: strict, styler: style)
            })
        case .summary:
          try target.emit(
            each(report) {
              CriteriaFormat.summary($0, suite: $1, strict: strict, styler: style)
            })
        case .progress:
          try target.emit(
            each(report) {
              CriteriaFormat.progress($0, suite: $1, strict: strict, styler: style)
            })
        case .github:
          try target.emit(
            suites.map { suite in
              CriteriaFormat.githubAnnotations(
                Self.part(of: report, for: suite), suite: suite,
                componentText: (try? TextFile.read(suite.componentPath)) ?? "", strict: strict)
            }.joined())
          try target.writeStepSummary(report, environment: environment)
        default:
          try target.write(report, styler: styler, environment: environment, verbose: verbose)
        }
      }
    }
    let interrupted = InterruptWatcher { runner.requestStop() }
    // A trap must not take the reports with it (see RunCommand and CrashGuard).
    var report = CrashGuard.guarding(
      runner, writing: { _ = writeReports($0) },
      run: { runner.run(documents: suites.flatMap(\.documents), options: options) })
    interrupted.stop()
    // A speech difference fails its criterion's scenario in every report, with the diff.
    let baselineDiffers = expected.map { $0.apply(to: &report, name: baseline ?? "") != nil }
    let written = writeReports(report)
    if interrupted.fired { throw ExitCode(130) }
    if !written { throw ExitCode(2) }
    var code = CriteriaFormat.exitCode(report, strict: strict)
    if baselineDiffers == true || screenDiff != nil { code = max(code, 1) }
    if screenCheck.contains(where: { !$0.1.passes }) {
      code = max(code, 1)
    }
    if code != 0 { throw ExitCode(code) }
  }

  /// The component files to check: the one given, or each component file of a screen file
  /// (its paths made relative to where `check` runs; each file once).
  func componentFiles() throws -> [String] {
    try Self.componentFiles(of: component, criteria: criteria)
  }

  /// The component files of `component`: itself, or each component file of a screen file (its
  /// paths made relative to where the command runs; each file once). `check` and `record`
  /// share it, so a screen is recorded as it is checked.
  static func componentFiles(of component: String, criteria: String?) throws -> [String] {
    guard let text = try? TextFile.read(component), ScreenLoader.isScreen(text) else {
      return [component]
    }
    if criteria != nil {
      throw ValidationError(
        "--criteria judges one component by another control's criteria; a screen's components "
          + "are each judged by their own: check the component file with --criteria")
    }
    do {
      _ = try ScreenLoader.load(path: component, schema: .shipped)
    } catch {
      throw CommandFailure.failed(error)
    }
    var paths: [String] = []
    for entry in ScreenLoader.componentEntries(text, source: component) {
      guard let path = entry.path, !entry.hasSettings else {
        throw CommandFailure.failed(
          ScreenCheckError(location: entry.location, inline: entry.path == nil))
      }
      let joined = Self.joined(path, to: component)
      if !paths.contains(joined) { paths.append(joined) }
    }
    return paths
  }

  /// The screen's name and its focus and reading-order walk on each platform checked (the
  /// platform's own reader).
  func screenFocus() throws -> (String, [(Platform, ScreenFocusCheck)]) {
    try Self.screenFocus(of: component, platformNames: platformNames)
  }

  /// The name of the screen file `component` and its focus and reading-order walk on each of
  /// `platformNames` it ships on (all when `nil`), each with the platform's own reader.
  static func screenFocus(of component: String, platformNames: [String]?) throws -> (
    String, [(Platform, ScreenFocusCheck)]
  ) {
    let screen: Screen
    do {
      screen = try ScreenLoader.load(path: component, schema: .shipped)
    } catch {
      throw CommandFailure.failed(error)
    }
    let chosen =
      platformNames.map { names in
        screen.platformList.filter { platform in
          names.contains { Platform(named: $0.trimmingCharacters(in: .whitespaces)) == platform }
        }
      } ?? screen.platformList
    var checks: [(Platform, ScreenFocusCheck)] = []
    for platform in chosen {
      guard let pack = RulePacks.default(for: platform) else { continue }
      do {
        checks.append(
          (
            platform,
            try ScreenFocusCheck(
              screen: screen, platform: platform, pack: pack, environment: .standard,
              catalog: .shipped)
          ))
      } catch {
        throw CommandFailure.failed(error)
      }
    }
    return (screen.name, checks)
  }

  /// The screen's own criteria as a matrix, then each failure: what next item missed, or
  /// where it went back up the file.
  static func screenLines(_ checks: [(Platform, ScreenFocusCheck)], name: String) -> [String] {
    let widths = checks.map { max($0.0.displayName.count, 4) }
    func row(_ cells: [String]) -> String {
      zip(cells, [13, 8] + widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    var lines = [
      "\(name): the screen's focus and reading order (each platform's own reader's next item)",
      "", row(["criterion", "priority"] + checks.map(\.0.displayName)),
      row(["focus-reached", "MUST"] + checks.map { $0.1.reachesFocus ? "PASS" : "FAIL" }),
      row(["reading-order", "MUST"] + checks.map { $0.1.followsFileOrder ? "PASS" : "FAIL" }),
    ]
    if checks.contains(where: \.1.reveals) {
      lines.append(
        row(
          ["reveal-order", "MUST"] + checks.map { $0.1.keepsRevealedContentNext ? "PASS" : "FAIL" }
        ))
    }
    func named(_ element: AccessibleElement) -> String {
      "\(element.role.rawValue) \(element.name.map { "\"\($0)\"" } ?? "(no name)")"
    }
    var failures: [String] = []
    for (platform, check) in checks {
      for element in check.missed {
        failures.append(
          "FAIL  focus-reached [\(platform.displayName)]: \(check.reader)'s next item never "
            + "reaches \(named(element)), which takes keyboard focus")
      }
      for (element, after) in check.backwards {
        failures.append(
          "FAIL  reading-order [\(platform.displayName)]: \(check.reader)'s next item goes from "
            + "\(named(after)) back up to \(named(element))")
      }
      for (disclosure, reached) in check.detached {
        failures.append(
          "FAIL  reveal-order [\(platform.displayName)]: after expanding \(named(disclosure)), "
            + "\(check.reader)'s next item reaches "
            + (reached.map(named) ?? "nothing")
            + ", not the content it reveals")
      }
    }
    if !failures.isEmpty { lines += [""] + failures }
    return lines + [""]
  }

  /// `path` (relative to the screen file `screen`'s folder, or absolute) as a path from where
  /// `check` runs, `..` taken out where it can be: `Scenarios/components/quantity.yml`.
  static func joined(_ path: String, to screen: String) -> String {
    if path.hasPrefix("/") { return path }
    var parts = screen.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
    for part in path.split(separator: "/").map(String.init) where part != "." {
      if part == "..", let last = parts.last, !last.isEmpty, last != "..", last != "." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// `report` with only the test cases of `suite`'s component (their uri is `PATH#platform`).
  static func part(of report: RunReport, for suite: CriteriaSuite) -> RunReport {
    var part = report
    part.testCases = report.testCases.filter { $0.uri.hasPrefix(suite.componentPath + "#") }
    return part
  }
}

/// A screen component `check` cannot check: one written inline or changed with `set:`, whose
/// criteria would run another component than the screen's.
struct ScreenCheckError: Error, CustomStringConvertible {
  /// Where the element's `component:` is.
  var location: SourceLocation
  /// Whether it is written inline (else it is changed with `set:`).
  var inline: Bool

  var description: String {
    "\(location): error: check runs each component file's criteria, and this component "
      + (inline ? "is written inline" : "is changed with set:")
      + "; put it in a component file of its own to check it"
  }
}
