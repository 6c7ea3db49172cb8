import Core
import Foundation
import ScreenReaders
import TextFiles

/// `a11ysim calibrate`'s report: each capture utterance by utterance, heard against
/// predicted with the rule, source and confidence behind the prediction, then a summary.
package enum CalibrationFormat {
  /// The lines for one capture.
  package static func lines(for result: CalibrationResult) -> [String] {
    let capture = result.capture
    var device = [capture.platform.displayName + (capture.osVersion.map { " \($0)" } ?? "")]
    device.append(result.readerLabel)
    var setup = "A11ySim: \(result.pack.name), \(result.variant)"
    if let version = result.modelledVersion {
      setup += ", \(capture.platform == .linux ? "GTK" : capture.platform.displayName) \(version)"
    }
    var lines = [
      "\(capture.source): \(capture.name)",
      "device: " + device.joined(separator: " · ") + " · " + setup,
    ]
    if let (format, path) = capture.importedLog {
      lines.append(
        "heard: \(format.toolName) \(path) (format known with \(format.evidence.confidence.rawValue) "
          + "confidence)")
    }
    for step in result.steps {
      lines.append("> \(step.interaction)")
      if step.rows.isEmpty {
        lines.append("  agrees        (nothing said)")
        continue
      }
      for row in step.rows { lines += describe(row) }
      if let why = step.whySilent, step.rows.contains(where: { $0.verdict != .agrees }) {
        lines.append("                A11ySim predicts nothing here: \(why)")
      }
    }
    return lines
  }

  private static let indent = "                "

  /// One comparison: its verdict and texts, the prediction's evidence, and what to make of a
  /// disagreement.
  static func describe(_ row: UtteranceComparison) -> [String] {
    var lines: [String] = []
    switch row.verdict {
    case .agrees:
      lines.append("  agrees        \(quoted(row.heard ?? ""))")
      if let heard = row.heard, let predicted = row.predicted, heard != predicted.text {
        lines.append("\(indent)predicted \(quoted(predicted.text))")
      }
    case .differs:
      lines.append("  DIFFERS       heard     \(quoted(row.heard ?? ""))")
      lines.append("\(indent)predicted \(quoted(row.predicted?.text ?? ""))")
    case .notHeard:
      lines.append("  NOT HEARD     predicted \(quoted(row.predicted?.text ?? ""))")
    case .notPredicted:
      lines.append("  NOT PREDICTED heard     \(quoted(row.heard ?? ""))")
    }
    if let entry = row.predicted {
      lines.append(
        "\(indent)rule \(entry.rule) · \(entry.source.confidence.rawValue) confidence · "
          + entry.source.citation)
    }
    switch row.verdict {
    case .agrees: break
    case .notPredicted:
      lines.append("\(indent)no rule predicts it: the model lacks something the device says")
    case .differs, .notHeard:
      if row.contradictsHighConfidence {
        lines.append(
          "\(indent)one of them is wrong: the device contradicts a high-confidence rule "
            + "(check the reader's version and settings, then the rule's evidence)")
      } else {
        lines.append(
          "\(indent)the rule rests on \(row.confidence?.rawValue ?? "no") confidence evidence: "
            + "this capture is evidence to correct it")
      }
    }
    return lines
  }

  private static func quoted(_ text: String) -> String {
    "\"" + VisibleSpeech.escaped(text) + "\""
  }

  /// The summary of `results`: how many utterances agree, by reader, by rule and by
  /// confidence grade.
  package static func summary(for results: [CalibrationResult]) -> [String] {
    let rows = results.flatMap { result in result.comparisons.map { (result, $0) } }
    let agreeing = rows.filter { $0.1.verdict == .agrees }.count
    let contradicting = rows.filter { $0.1.contradictsHighConfidence }.count
    let captures = results.count
    var head =
      "summary: \(rows.count) utterance\(rows.count == 1 ? "" : "s") in \(captures) "
      + "capture\(captures == 1 ? "" : "s"): \(agreeing) agree, \(rows.count - agreeing) disagree"
    if contradicting > 0 {
      head +=
        " (\(contradicting) with a high-confidence rule: the device or the rule is wrong)"
    }
    var lines = [head]
    func table(_ title: String, _ keys: [(String, Bool)]) {
      var order: [String] = []
      var counts: [String: (agree: Int, all: Int)] = [:]
      for (key, agrees) in keys {
        if counts[key] == nil { order.append(key) }
        counts[key, default: (0, 0)].all += 1
        if agrees { counts[key, default: (0, 0)].agree += 1 }
      }
      lines.append("by \(title):")
      let width = (order.map(\.count).max() ?? 0) + 2
      for key in order {
        let count = counts[key] ?? (0, 0)
        lines.append(
          "  " + key.padding(toLength: width, withPad: " ", startingAt: 0)
            + "\(count.agree) of \(count.all) agree")
      }
    }
    table("reader", rows.map { ($0.0.readerLabel, $0.1.verdict == .agrees) })
    table(
      "rule",
      rows.map { ($0.1.predicted?.rule ?? "(no rule: not predicted)", $0.1.verdict == .agrees) })
    let grades = rows.map { ($0.1.confidence?.rawValue ?? "none", $0.1.verdict == .agrees) }
    table(
      "confidence",
      (Confidence.allCases.map(\.rawValue) + ["none"]).flatMap { grade in
        grades.filter { $0.0 == grade }
      })
    return lines
  }
}

/// Speech quoted on one line: line breaks, tabs and the control characters a terminal would
/// obey shown as escapes.
enum VisibleSpeech {
  static func escaped(_ text: String) -> String {
    VisibleText.escapingControls(
      text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
        .replacingOccurrences(of: "\t", with: "\\t"))
  }
}
