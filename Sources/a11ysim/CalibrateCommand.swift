import ArgumentParser
import Calibration
import OutputFiles
import ScenarioRunner

/// `a11ysim calibrate`: captures of what readers said on real devices, run again in A11ySim
/// and compared utterance by utterance, so users can check the model against their devices.
struct CalibrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calibrate",
    abstract: "Compare captures of what readers said on real devices with what A11ySim predicts.",
    discussion: """
      A capture (YAML, see Documentation/Calibration.md) names the platform and OS version, \
      the reader and its version, the component, and each interaction with what was heard \
      after it; or it imports a tool's log (Guidepup, Orca, NVDA, TalkBack, \
      XCUIVoiceOverService) and says which interactions it holds. A11ySim runs the same \
      interactions and prints, utterance by utterance, heard against predicted with the rule, \
      source and confidence of each prediction, then how many agree per reader, rule and \
      confidence grade.

      Exit codes: 0 every utterance agrees, 1 one or more disagree, 2 a capture cannot be \
      used, 64 bad usage.

      Examples:
        a11ysim calibrate Tests/Fixtures/calibration/talkback-quantity.yml
        a11ysim calibrate captures/*.yml --record-baseline calibration.txt \\
          --record-feature calibration.feature
        a11ysim run calibration.feature --baseline calibration.txt
      """)

  @Argument(help: "Capture files (YAML).", completion: .file(extensions: ["yml", "yaml"]))
  var captures: [String]

  @Option(
    name: .customLong("record-baseline"),
    help: "Write what the devices said as a baseline file ('run --baseline' checks it).")
  var baselinePath: String?

  @Option(
    name: .customLong("record-feature"),
    help: "Write the scenarios the baseline's sections belong to (a feature file).")
  var featurePath: String?

  func validate() throws {
    let outputs = [
      baselinePath.map { ReportPaths.Output(option: "--record-baseline \($0)", path: $0) },
      featurePath.map { ReportPaths.Output(option: "--record-feature \($0)", path: $0) },
    ].compactMap { $0 }
    try ReportPaths.refuseInputs(outputs, inputs: captures)
    if let baselinePath, baselinePath == featurePath {
      throw ValidationError("--record-baseline and --record-feature name the same file")
    }
  }

  func run() throws {
    var results: [CalibrationResult] = []
    do {
      let read = try captures.map { path throws(CaptureError) in try CaptureReader.read(path: path)
      }
      for capture in read {
        results.append(try Calibration.run(capture, schema: .shipped))
      }
    } catch {
      throw CommandFailure.failed(error)
    }
    for (index, result) in results.enumerated() {
      if index > 0 { print() }
      for line in CalibrationFormat.lines(for: result) { print(line) }
    }
    print()
    for line in CalibrationFormat.summary(for: results) { print(line) }
    if let baselinePath {
      do {
        try OutputFile.write(CalibrationRecord.baseline(for: results).text, to: baselinePath)
      } catch {
        throw CommandFailure.cannotWrite("the baseline", error)
      }
      print("recorded \(results.count) capture\(results.count == 1 ? "" : "s") to \(baselinePath)")
    }
    if let featurePath {
      do {
        try OutputFile.write(CalibrationRecord.feature(for: results), to: featurePath)
      } catch {
        throw CommandFailure.cannotWrite("the feature", error)
      }
      print("wrote the scenarios to \(featurePath)")
    }
    if !results.allSatisfy(\.agrees) { throw ExitCode(1) }
  }
}
