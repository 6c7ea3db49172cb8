import Controls
import Foundation
import ScreenReaders

/// Renders reader simulations: transcript lines for people, JSON for programs.
package enum TranscriptFormat {
  /// `VoiceOver  0.00s  Quantity: 2. Adjustable.` with ` [interrupted at 0.40s]` when cut off.
  package static func line(_ entry: TranscriptEntry, readerWidth: Int = 9) -> String {
    let reader = entry.reader.padding(
      toLength: max(readerWidth, entry.reader.count), withPad: " ", startingAt: 0)
    let time = entry.time.description
    let padded = String(repeating: " ", count: max(0, 6 - time.count)) + time
    var line = "\(reader)  \(padded)  \(entry.text)"
    if entry.isInterrupted { line += "  [interrupted at \(entry.end)]" }
    return line
  }

  /// Why an utterance was said, indented under its line: the rule, kind and priority, the
  /// source and its confidence, and one `evidence:` line per public reference.
  package static func explanation(_ entry: TranscriptEntry) -> [String] {
    [
      "    rule: \(entry.rule) · \(entry.kind.rawValue) · \(entry.priority.rawValue)",
      "    source: \(entry.source.citation) · confidence \(entry.source.confidence.rawValue)",
    ] + entry.source.references.map { "    evidence: \($0)" }
  }

  /// The run's lines: interactions (`>`), speech, inputs the control ignored and why, and with
  /// `events` all the control's events and notes, in time order (an interaction before what it
  /// caused).
  package static func lines(for simulation: ReaderSimulation, events: Bool) -> [String] {
    var items: [(time: Int, order: Int, text: String)] = []
    var order = 0
    for entry in simulation.log {
      order += 1
      switch entry.kind {
      case .interaction(let text):
        items.append((entry.time.milliseconds, order, "> \(text)"))
      case .event, .note, .silence:
        if events {
          items.append(
            (entry.time.milliseconds, order, "  · \(EventLogFormat.describe(entry.kind))"))
        } else if case .event(.inputIgnored(let reason, _)) = entry.kind {
          // An input that did nothing is worth a line even without --events: it explains a
          // silence that would otherwise look like the reader's.
          items.append((entry.time.milliseconds, order, "  (ignored: \(reason))"))
        }
      }
    }
    // Speech sorts after the interaction that caused it at the same time.
    let interactionTimes = simulation.log.enumerated().compactMap { index, entry -> (Int, Int)? in
      if case .interaction = entry.kind { return (entry.time.milliseconds, index + 1) }
      return nil
    }
    let times = interactionTimes.map(\.0)
    for entry in simulation.transcript {
      let cause =
        TimeSearch.lastIndex(in: times, atOrBefore: entry.time.milliseconds)
        .map { interactionTimes[$0].1 } ?? 0
      items.append((entry.time.milliseconds, cause * 2 + 1_000_000, line(entry)))
    }
    return
      items
      .sorted { ($0.time, $0.order) < ($1.time, $1.order) }
      .map(\.text)
  }

  /// What one interaction led to: the speech after it, the inputs the control ignored and the
  /// reasons the reader stayed silent, each with why.
  package struct Outcome: Sendable {
    /// The interaction as written.
    package var interaction: String
    /// What the reader said after it, before the next interaction.
    package var heard: [TranscriptEntry] = []
    /// Inputs the control ignored, and why.
    package var ignored: [String] = []
    /// Notes about the setup made while it ran (a clamped value).
    package var notes: [String] = []
    /// Why the reader said nothing when told of a change: the rule and its source, or that no
    /// rule reacts.
    package var silences: [String] = []

    /// The first reason the interaction was followed by nothing: an ignored input, a note, or
    /// the rule that kept the reader silent.
    package var whySilent: String? {
      ignored.first.map { "ignored: \($0)" } ?? notes.first ?? silences.first
    }
  }

  /// The simulation interaction by interaction, in order.
  package static func outcomes(_ simulation: ReaderSimulation) -> [Outcome] {
    var result: [Outcome] = []
    var starts: [Int] = []
    for entry in simulation.log {
      switch entry.kind {
      case .interaction(let text):
        result.append(Outcome(interaction: text))
        starts.append(entry.time.milliseconds)
      case .event(.inputIgnored(let reason, _)) where !result.isEmpty:
        result[result.count - 1].ignored.append(reason)
      case .note(let text) where !result.isEmpty:
        result[result.count - 1].notes.append(text)
      case .silence(let reason) where !result.isEmpty:
        result[result.count - 1].silences.append(reason)
      default: break
      }
    }
    for entry in simulation.transcript {
      guard let index = TimeSearch.lastIndex(in: starts, atOrBefore: entry.time.milliseconds)
      else { continue }
      result[index].heard.append(entry)
    }
    return result
  }

  /// The runs as JSON: platform, variant, reader, the interactions with their start times,
  /// transcript entries, the control's final value and, with `events`, the event log.
  package static func json(for simulations: [ReaderSimulation], events: Bool) -> String {
    let runs = simulations.map { simulation in
      JSONReaderRun(
        platform: simulation.platform.rawValue, variant: simulation.setup.variant.rawValue,
        reader: simulation.pack.id,
        interactions: simulation.log.compactMap { entry in
          guard case .interaction(let text) = entry.kind else { return nil }
          return JSONInteraction(text: text, timeMilliseconds: entry.time.milliseconds)
        },
        transcript: simulation.transcript.map(JSONTranscriptEntry.init),
        finalValue: EventLogFormat.finite(EventLogFormat.loggedNumber(simulation.control.value)),
        events: events ? simulation.log.map { EventLogFormat.describe($0.kind) } : nil)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(runs)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

private struct JSONReaderRun: Encodable {
  var platform: String
  var variant: String
  var reader: String
  var interactions: [JSONInteraction]
  var transcript: [JSONTranscriptEntry]
  /// Left out where the control has no number (a button, an empty NumberBox): JSON has no NaN.
  var finalValue: Double?
  var events: [String]?
}

private struct JSONInteraction: Encodable {
  var text: String
  var timeMilliseconds: Int
}

private struct JSONTranscriptEntry: Encodable {
  var timeMilliseconds: Int
  var endMilliseconds: Int
  var reader: String
  var text: String
  var parts: [SpeechPart]
  var kind: String
  var priority: String
  var rule: String
  var source: String
  var confidence: String
  var references: [String]
  var interrupted: Bool

  init(_ entry: TranscriptEntry) {
    timeMilliseconds = entry.time.milliseconds
    endMilliseconds = entry.end.milliseconds
    reader = entry.reader
    text = entry.text
    parts = entry.parts
    kind = entry.kind.rawValue
    priority = entry.priority.rawValue
    rule = entry.rule
    source = entry.source.citation
    confidence = entry.source.confidence.rawValue
    references = entry.source.references.map(\.description)
    interrupted = entry.isInterrupted
  }
}
