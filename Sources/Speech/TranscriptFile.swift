import Core
import Foundation
import ScreenReaders
import TextFiles

/// Reads the JSON that `a11ysim simulate --reader … --format json` prints: an array of runs,
/// each with a `transcript` of entries (`timeMilliseconds`, `endMilliseconds`, `reader`,
/// `text`, `priority`, `kind`, `interrupted`, …). One run object on its own is read too.
package enum TranscriptFile {
  /// The transcripts in `data`, one per run.
  package static func decode(_ data: Data) throws(TranscriptFileError) -> [[TranscriptEntry]] {
    let decoder = JSONDecoder()
    // A list of runs, or one run: the error is about the form the file has.
    let isList = data.first { !(" \t\r\n".utf8.contains($0)) } == UInt8(ascii: "[")
    let runs: [Run]
    do {
      runs =
        isList
        ? try decoder.decode([Run].self, from: data) : [try decoder.decode(Run.self, from: data)]
    } catch let error as DecodingError {
      throw TranscriptFileError(reason: describe(error))
    } catch {
      throw TranscriptFileError(reason: "\(error)")
    }
    // Times are milliseconds on a clock that starts at zero: a negative time, or an end
    // before its start, would make the audio's timeline meaningless (and its arithmetic
    // overflow).
    for (runIndex, run) in runs.enumerated() {
      for (index, entry) in run.transcript.enumerated() {
        let path = (isList ? "[\(runIndex)]" : "") + ".transcript[\(index)]"
        if entry.timeMilliseconds < 0 {
          throw TranscriptFileError(
            reason: "bad value at \(path).timeMilliseconds: expected 0 or more, found "
              + "\(entry.timeMilliseconds)")
        }
        if entry.endMilliseconds < entry.timeMilliseconds {
          throw TranscriptFileError(
            reason: "bad value at \(path).endMilliseconds: expected at least timeMilliseconds "
              + "(\(entry.timeMilliseconds)), found \(entry.endMilliseconds)")
        }
      }
    }
    return runs.map { $0.transcript.map(\.entry) }
  }

  /// The transcripts in the file at `path`.
  package static func read(path: String) throws(TranscriptFileError) -> [[TranscriptEntry]] {
    let data: Data
    do {
      data = try TextFile.readData(path)
    } catch {
      throw TranscriptFileError(reason: "cannot read '\(path)': \(error.reason)")
    }
    do {
      return try decode(data)
    } catch {
      throw TranscriptFileError(reason: "'\(path)' is not a transcript: \(error.reason)")
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      "missing '\(key.stringValue)'\(at(context))"
    case .typeMismatch(let type, let context):
      "expected \(describe(type))\(at(context))"
    case .valueNotFound(let type, let context):
      "expected \(describe(type))\(at(context)), found null"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty ? "not JSON" : "bad value\(at(context))"
    @unknown default:
      "\(error)"
    }
  }

  /// A JSON type in words.
  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number (milliseconds)"
    case is Double.Type: "a number"
    case is String.Type: "text (a JSON string)"
    case is Bool.Type: "true or false"
    case is [Any].Type, is [Entry].Type, is [Run].Type, is [SpeechPart].Type: "a list"
    default: "an object"
    }
  }

  private static func at(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    return path.isEmpty ? "" : " at \(path.joined())"
  }

  private struct Run: Decodable {
    var transcript: [Entry]
  }

  private struct Entry: Decodable {
    var timeMilliseconds: Int
    var endMilliseconds: Int
    var reader: String
    var text: String
    var parts: [SpeechPart]?
    var kind: String?
    var priority: String?
    var rule: String?
    var source: String?
    var confidence: String?
    var interrupted: Bool?

    var entry: TranscriptEntry {
      TranscriptEntry(
        time: SimulatedInstant(milliseconds: timeMilliseconds),
        end: SimulatedInstant(milliseconds: endMilliseconds), reader: reader, text: text,
        parts: parts ?? [], kind: kind.flatMap(UtteranceKind.init(rawValue:)) ?? .focus,
        priority: priority.flatMap(SpeechPriority.init(rawValue:)) ?? .queue, rule: rule ?? "",
        source: Source(
          source ?? "", confidence.flatMap(Confidence.init(rawValue:)) ?? .low),
        isInterrupted: interrupted ?? false)
    }
  }
}

/// A transcript file that cannot be read.
package struct TranscriptFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package var reason: String
  /// The reason.
  package var description: String { reason }
}
