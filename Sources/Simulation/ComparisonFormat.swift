import Controls
import Core
import Foundation
import ScreenReaders

/// Groups what each platform's reader said by the interaction that caused it, so the platforms
/// can be read side by side.
package enum ComparisonFormat {
  /// One interaction and what each run said after it.
  package struct Step: Sendable {
    /// The interaction as written.
    package var interaction: String
    /// Per run (in the runs' order): the utterances, or a note when the interaction did nothing.
    package var results: [(platform: Platform, reader: String, speech: [String], note: String?)]
  }

  /// The steps of `runs`, which ran the same interactions.
  package static func steps(_ runs: [ReaderSimulation]) -> [Step] {
    let perRun = runs.map(groups)
    let count = perRun.map(\.count).max() ?? 0
    return (0..<count).map { index in
      Step(
        interaction: perRun.first { $0.indices.contains(index) }?[index].interaction ?? "",
        results: runs.indices.map { run in
          let group = perRun[run].indices.contains(index) ? perRun[run][index] : nil
          return (
            runs[run].platform, runs[run].pack.name, group?.speech ?? [], group?.note
          )
        })
    }
  }

  private static func groups(_ run: ReaderSimulation) -> [(
    interaction: String, speech: [String], note: String?
  )] {
    TranscriptFormat.outcomes(run).map { outcome in
      (
        outcome.interaction,
        outcome.heard.map { $0.text + ($0.isInterrupted ? " [cut off]" : "") },
        outcome.whySilent
      )
    }
  }

  /// The comparison as text: each interaction, then one line per platform.
  package static func lines(_ runs: [ReaderSimulation]) -> [String] {
    let platformWidth = runs.map(\.platform.displayName.count).max() ?? 0
    let readerWidth = runs.map(\.pack.name.count).max() ?? 0
    var lines: [String] = []
    for step in steps(runs) {
      lines.append("> \(step.interaction)")
      for result in step.results {
        let platform = result.platform.displayName.padding(
          toLength: platformWidth, withPad: " ", startingAt: 0)
        let reader = result.reader.padding(toLength: readerWidth, withPad: " ", startingAt: 0)
        let said =
          result.speech.isEmpty
          ? "(silence\(result.note.map { ": \($0)" } ?? ""))"
          : result.speech.joined(separator: " | ")
        lines.append("  \(platform)  \(reader)  \(said)")
      }
    }
    return lines
  }

  /// The comparison as JSON: steps, each with per-platform speech.
  package static func json(_ runs: [ReaderSimulation]) -> String {
    let steps = steps(runs).map { step in
      JSONStep(
        interaction: step.interaction,
        results: step.results.map {
          JSONResult(
            platform: $0.platform.rawValue, reader: $0.reader, speech: $0.speech, note: $0.note)
        })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(steps)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

private struct JSONStep: Encodable {
  var interaction: String
  var results: [JSONResult]
}

private struct JSONResult: Encodable {
  var platform: String
  var reader: String
  var speech: [String]
  var note: String?
}
