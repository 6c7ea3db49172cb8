import ArgumentParser
import ControlRegistry
import CriteriaChecks
import Foundation
import OutputFiles
import ScenarioRunner
import TextFiles

/// `a11ysim record`: write what the screen readers say to a baseline file for review.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record the transcripts of scenarios or a component's criteria to a baseline file.",
    discussion: """
      Feature files and folders run as 'run' runs them; a component file (.yml, .yaml) runs \
      the criteria 'check' runs. The baseline lists, per scenario ('== Feature › Rule › \
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
      """)

  @Argument(
    help: "Feature files, folders or component files (default: Scenarios).",
    completion: .file(extensions: ["feature", "yml", "yaml"]))
  var paths: [String] = []

  @Option(name: [.short, .customLong("output")], help: "The baseline file to write.")
  var output = Baselines.defaultFile

  @Option(help: "For component files: platforms, comma-separated (default: all it ships on).")
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
    for component in components {
      do {
        let suite = try CriteriaSuite(
          componentPath: component, platforms: names.isEmpty ? nil : names,
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
    let baseline = Baseline(reports: reports)
    do {
      try OutputFile.write(baseline.text, to: output)
    } catch {
      throw CommandFailure.cannotWrite("the baseline", error)
    }
    let count = baseline.sections.count
    print("recorded \(count) scenario\(count == 1 ? "" : "s") to \(output)")
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
