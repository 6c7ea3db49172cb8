import ComponentFile
import Core
import Foundation
import TextFiles

/// Reads capture files and the logs they import into captures.
package enum CaptureReader {
  /// Reads the capture at `path` and, when it names a log, the log beside it.
  package static func read(path: String) throws(CaptureError) -> Capture {
    let text = try readText(path, at: nil)
    let document = try CaptureParser.parse(text, source: path)
    guard let log = document.log else { return document.capture }
    let logPath = beside(path, log.path)
    let logText = try readText(logPath, at: log.location)
    return try imported(document, logText: logText, logSource: logPath)
  }

  /// The capture `document` describes, with what the log `logText` (named `logSource`) heard.
  /// Each step takes its `utterances:` (1 when not given) of the log's utterances, in order;
  /// an XCUIVoiceOverService log gives a step per record.
  package static func imported(_ document: CaptureDocument, logText: String, logSource: String)
    throws(CaptureError) -> Capture
  {
    var capture = document.capture
    guard let log = document.log else { return capture }
    capture.importedLog = (log.format, logSource)
    let utterances: [LoggedUtterance]
    switch log.format {
    case .guidepup: utterances = try GuidepupLog.utterances(in: logText, source: logSource)
    case .orca: utterances = try OrcaLog.utterances(in: logText, source: logSource)
    case .nvda: utterances = try NVDALog.utterances(in: logText, source: logSource)
    case .talkback: utterances = try TalkBackLog.utterances(in: logText, source: logSource)
    case .xcuivoiceover:
      guard capture.platform == .ios || capture.platform == .macos else {
        throw .log(
          format: log.format.toolName,
          message: "XCUIVoiceOverService drives VoiceOver on iOS and macOS, not on "
            + capture.platform.displayName, at: log.location)
      }
      if document.hasSteps, let first = capture.steps.first {
        throw .unknownKey(
          key: "steps", place: "a capture with 'format: xcuivoiceover' (each record is a step)",
          known: CaptureParser.topLevelKeys.filter { $0 != "steps" }, at: first.location)
      }
      let moves = try VoiceOverServiceLog.moves(
        in: logText, source: logSource, platform: capture.platform)
      capture.steps = moves.map { move in
        CaptureStep(
          interaction: move.interaction ?? move.action, location: move.location,
          heard: move.utterance.map { [$0] } ?? [])
      }
      if capture.steps.isEmpty { throw .noSteps(at: log.location) }
      return capture
    }
    let taken = document.utteranceCounts.reduce(0, +)
    guard taken == utterances.count else {
      throw .utteranceCount(log: logSource, found: utterances.count, taken: taken, at: log.location)
    }
    var next = 0
    for (index, count) in document.utteranceCounts.enumerated() {
      capture.steps[index].heard = utterances[next..<next + count].map(\.text)
      next += count
    }
    return capture
  }

  /// `path` found from the folder of the file `file`: as it is when absolute or when `file`
  /// is in the working folder.
  package static func beside(_ file: String, _ path: String) -> String {
    guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
    return file[...slash] + path
  }

  private static func readText(_ path: String, at location: SourceLocation?) throws(CaptureError)
    -> String
  {
    do {
      return try TextFile.read(path)
    } catch {
      throw .unreadable(
        path: path, reason: error.reason,
        at: location
          ?? error.line.map { SourceLocation(source: path, line: $0, column: error.column ?? 1) })
    }
  }
}
