import Calibration
import ComponentFile
import ControlRegistry
import FuzzSupport

/// Captures for `a11ysim calibrate`: byte 0 picks what the rest is. `0`: a capture file (YAML),
/// parsed and, when it describes a shipped control (never a file: an input must not read the
/// disk), run in A11ySim and compared; `1`…`5`: a log of Guidepup, Orca, NVDA, TalkBack or
/// XCUIVoiceOverService, imported. An error must name a line and column of the input and say
/// itself on one line; what reads must be located in the input, and a run must compare each
/// step it was given.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzCapture(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard size > 0, let data else { return 0 }
  let selector = Int(data[0]) % 6
  let input = text(data + 1, size - 1)
  // Lines as libyaml and the importers count them: LF, CRLF and CR each end a line.
  let lineCount =
    input.split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    ).count
  func check(_ location: SourceLocation, _ what: String) {
    guard (1...lineCount + 1).contains(location.line), location.column >= 1 else {
      fatalError("\(what) outside the input: \(location)")
    }
  }
  do {
    switch selector {
    case 0:
      let document = try CaptureParser.parse(input, source: "capture.yml")
      for step in document.capture.steps { check(step.location, "a step") }
      guard document.log == nil, case .control = document.capture.component else { return 0 }
      let result = try Calibration.run(document.capture, schema: ControlRegistry.shipped.schema)
      guard result.steps.count == document.capture.steps.count else {
        fatalError("\(document.capture.steps.count) steps gave \(result.steps.count) comparisons")
      }
      for (step, compared) in zip(document.capture.steps, result.steps) {
        let heard = compared.rows.compactMap(\.heard)
        guard heard == step.heard else { fatalError("the heard utterances changed: \(heard)") }
      }
      _ = CalibrationFormat.lines(for: result) + CalibrationFormat.summary(for: [result])
      _ = CalibrationRecord.baseline(for: [result]).text + CalibrationRecord.feature(for: [result])
    case 1...4:
      let utterances: [LoggedUtterance]
      // A switch, not an array of the importers: the compiler cannot lower references to
      // typed-throws functions taken as values (swift-frontend 6.3.1 crashes in SILGen).
      switch selector {
      case 1: utterances = try GuidepupLog.utterances(in: input, source: "log")
      case 2: utterances = try OrcaLog.utterances(in: input, source: "log")
      case 3: utterances = try NVDALog.utterances(in: input, source: "log")
      default: utterances = try TalkBackLog.utterances(in: input, source: "log")
      }
      for utterance in utterances {
        check(utterance.location, "an utterance")
        guard !utterance.text.trimmingCharacters(in: .whitespaces).isEmpty else {
          fatalError("an empty utterance at \(utterance.location)")
        }
      }
    default:
      for move in try VoiceOverServiceLog.moves(in: input, source: "log", platform: .ios) {
        check(move.location, "a record")
      }
    }
  } catch {
    guard let location = error.location else {
      if case .component = error { return 0 }
      fatalError("an error without a location: \(error.description.debugDescription)")
    }
    check(location, "an error")
    guard !error.description.contains("\n") else {
      fatalError("an error on several lines: \(error.description.debugDescription)")
    }
  }
  return 0
}

@main enum FuzzCapture {
  static func main() { runFuzzer(fuzzCapture) }
}
