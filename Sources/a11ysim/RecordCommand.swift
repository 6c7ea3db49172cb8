import ArgumentParser
import ControlRegistry
import Core
import CriteriaChecks
import Foundation
import OutputFiles
import ScenarioRunner
import Simulation
import TextFiles

/// `a11ysim record`: write what the screen readers say to a baseline file for review.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record the transcripts of scenarios or a component's criteria to a baseline file.",
    discussion: """
      Feature files and folders run as 'run' runs them; a component file (.yml, .yaml) runs \
      the criteria 'check' runs; a screen file, each of its component files' criteria and the \
      screen's reading order on each platform (one line a move of its own reader's next item). \
      The baseline lists, per scenario ('== Feature › Rule › \
      Scenario | example row | [platform]', by identity, not by line), each utterance as \
      READER  TIME  TEXT, on the simulated clock, so it is the same every time. Commit it; 'a11ysim run … --baseline FILE' \
      (or 'check … --baseline FILE') fails on any difference and prints the diff, so speech \
      changes are approved in review. Record the same paths you compare.

      Exit codes: 0 recorded (also when scenarios fail: their transcripts are recorded), \
      2 could not run, 64 bad usage (also -o onto a feature or component being recorded).

      Examples:
        a11ysim record Scenarios -o Scenarios/baseline.txt
        a11ysim run Scenarios --baseline Scenarios/baseline.txt
        a11ysim record Scenarios/components/quantity.yml -o quantity.baseline.txt
        a11ysim record Scenarios/screens/checkout.yml -o checkout.baseline.txt
      """)

  @Argument(
    help: "Feature files, folders, component or screen files (default: Scenarios).",
    completion: .file(extensions: ["feature", "yml", "yaml"]))
  var paths: [String] = []

  @Option(name: [.short, .customLong("output")], help: "The baseline file to write.")
  var output = Baselines.defaultFile

  @Option(
    help: "For component and screen files: platforms, comma-separated (default: all it ships on).")
  var platforms: [String] = []

  func validate() throws {
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let features = paths.filter { !Baselines.isComponent($0) }
    let inputs =
      paths.filter(Baselines.isComponent)
      + (features.isEmpty && !paths.isEmpty
        ? [] : RunOptions(paths: features, workingDirectory: workingDirectory).inputFiles)
    try ReportPaths.refuseInputs(
      [ReportPaths.Output(option: "--output \(output)", path: output)], inputs: inputs)
  }

  func run() throws {
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let components = paths.filter(Baselines.isComponent)
    let features = paths.filter { !Baselines.isComponent($0) }
    var reports: [RunReport] = []
    let runner = Runner()
    if !features.isEmpty || components.isEmpty {
      reports.append(runner.run(RunOptions(paths: features, workingDirectory: workingDirectory)))
    }
    let names = platforms.flatMap { $0.split(separator: ",").map(String.init) }
    // A screen records what `check` runs on it: each component file's criteria, then the
    // screen's reading order on each platform.
    var screenSections: [Baseline.Section] = []
    for component in components {
      let files = try CheckCommand.componentFiles(of: component, criteria: nil)
      if files != [component] {
        let (name, checks) = try CheckCommand.screenFocus(
          of: component, platformNames: names.isEmpty ? nil : names)
        screenSections += Baselines.screenSections(name: name, checks: checks)
      }
      for file in files {
        do {
          let suite = try CriteriaSuite(
            componentPath: file, platforms: names.isEmpty ? nil : names,
            workingDirectory: workingDirectory, packs: StepLibrary.shipped.packs,
            schema: .shipped)
          reports.append(
            runner.run(
              documents: suite.documents,
              options: RunOptions(paths: [], workingDirectory: workingDirectory)))
        } catch {
          throw CommandFailure.failed(error)
        }
      }
    }
    let loadErrors = reports.flatMap(\.loadErrors)
    if !loadErrors.isEmpty {
      throw CommandFailure.loadErrors(loadErrors)
    }
    if let reason = reports.compactMap(\.nothingSelected).first {
      throw CommandFailure.nothingToRecord(reason: reason)
    }
    if let refused = ReportPaths.overwrittenInput(
      [ReportPaths.Output(option: "--output \(output)", path: output)],
      inputs: reports.flatMap(\.inputFiles))
    {
      OutputFile.writeStandardError("error: \(refused)\n")
      throw ExitCode.validationFailure
    }
    var baseline = Baseline(reports: reports)
    let count = baseline.sections.count
    baseline.sections += screenSections
    do {
      try OutputFile.write(baseline.text, to: output)
    } catch {
      throw CommandFailure.cannotWrite("the baseline", error)
    }
    let orders =
      screenSections.isEmpty
      ? ""
      : " and \(screenSections.count) screen reading order\(screenSections.count == 1 ? "" : "s")"
    print("recorded \(count) scenario\(count == 1 ? "" : "s")\(orders) to \(output)")
  }
}

/// Reading baselines and comparing runs with them, for `run`, `check` and `record`.
enum Baselines {
  /// The file `record` writes when not told otherwise.
  static let defaultFile = "a11ysim-baseline.txt"

  /// Whether `path` names a component file rather than Gherkin.
  static func isComponent(_ path: String) -> Bool {
    path.hasSuffix(".yml") || path.hasSuffix(".yaml")
  }

  /// What a screen's reading-order section key says after the screen's name and platform.
  static let screenMarker = ": the screen's reading order › reading-order ["

  /// A screen's reading order on each platform `checks` walked, as baseline sections
  /// (`Checkout on iOS: the screen's reading order › reading-order [iOS]`), one line a move:
  /// `READER  order N  TEXT`, as a scenario's `Then the reading order is:` records it.
  static func screenSections(name: String, checks: [(Platform, ScreenFocusCheck)])
    -> [Baseline.Section]
  {
    checks.map { platform, check in
      let lines = check.order.enumerated().map { index, said in
        Baseline.escape("\(check.reader)  order \(index + 1)  \(said)")
      }
      return Baseline.Section(
        key: Baseline.escape(
          "\(name) on \(platform.displayName)\(screenMarker)\(platform.displayName)]"),
        lines: lines.isEmpty ? [Baseline.silence] : lines)
    }
  }

  /// `baseline`'s screen reading-order sections, and the rest.
  static func splitScreenSections(_ baseline: Baseline) -> (screen: Baseline, rest: Baseline) {
    let isScreen = { (section: Baseline.Section) in section.key.contains(screenMarker) }
    return (
      Baseline(sections: baseline.sections.filter(isScreen)),
      Baseline(sections: baseline.sections.filter { !isScreen($0) })
    )
  }

  /// Reads and parses the baseline at `path`; exit 2 when it cannot.
  static func read(_ path: String) throws -> Baseline {
    let text: String
    do {
      text = try TextFile.read(path)
    } catch {
      throw CommandFailure.cannotReadBaseline(path: path, error)
    }
    do {
      return try Baseline(parsing: text)
    } catch {
      throw CommandFailure.invalidBaseline(path: path, error)
    }
  }
}
