import Controls
import Foundation
import ScreenReaders

/// Reads the JSON that `a11ysim simulate --reader … --format json` prints: an array of runs,
/// each with a `transcript` of entries (`timeMilliseconds`, `endMilliseconds`, `reader`,
/// `text`, `priority`, `kind`, `interrupted`, …). One run object on its own is read too.
public enum TranscriptFile {
  /// The transcripts in `data`, one per run.
  public static func decode(_ data: Data) throws(TranscriptFileError) -> [[TranscriptEntry]] {
    let decoder = JSONDecoder()
    let runs: [Run]
    let isList: Bool
    if let list = try? decoder.decode([Run].self, from: data) {
      (runs, isList) = (list, true)
    } else {
      do {
        (runs, isList) = ([try decoder.decode(Run.self, from: data)], false)
      } catch let error as DecodingError {
        throw TranscriptFileError(reason: describe(error))
      } catch {
        throw TranscriptFileError(reason: "\(error)")
      }
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
  public static func read(path: String) throws(TranscriptFileError) -> [[TranscriptEntry]] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TranscriptFileError(reason: "cannot read '\(path)'")
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
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      "unexpected value\(at(context))"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty ? "not JSON" : "bad value\(at(context))"
    @unknown default:
      "\(error)"
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
public struct TranscriptFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var reason: String
  /// The reason.
  public var description: String { reason }
}
