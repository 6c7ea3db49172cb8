import Core
import ScenarioRunner
import ScreenReaders

/// `--record-baseline`: the captures' heard utterances as the transcripts a baseline keeps,
/// and the feature whose scenarios run the same interactions, so `a11ysim run FEATURE
/// --baseline FILE` holds A11ySim to what the devices said.
package enum CalibrationRecord {
  /// The feature the scenarios belong to; baseline sections are keyed `Calibration › NAME
  /// [Platform]`.
  package static let featureName = "Calibration"

  /// The baseline: one section per capture, each heard utterance a line (`READER  TIME
  /// TEXT`). An utterance that agrees with A11ySim's is written as A11ySim renders it (the
  /// same speech, perhaps other punctuation); one that differs is written as heard, at the time
  /// of the prediction it differs from, or of its interaction (a device has no simulated
  /// clock).
  package static func baseline(for results: [CalibrationResult]) -> Baseline {
    var seen: [String: Int] = [:]
    let sections = results.map { result -> Baseline.Section in
      var key = Baseline.escape(
        "\(featureName) › \(result.capture.name) [\(result.capture.platform.displayName)]")
      seen[key, default: 0] += 1
      if let count = seen[key], count > 1 { key += " #\(count)" }
      var lines: [String] = []
      for step in result.steps {
        for row in step.rows {
          guard let heard = row.heard else { continue }
          if row.verdict == .agrees, let entry = row.predicted {
            // The same speech: written as A11ySim renders it, so the baseline check, which
            // compares characters, passes where calibrate agreed.
            lines.append(Baseline.escape(TranscriptLine.render(entry)))
            continue
          }
          let time = row.predicted?.time ?? step.time
          lines.append(Baseline.escape("\(result.pack.name)  \(time)  \(heard)"))
        }
      }
      return Baseline.Section(key: key, lines: lines.isEmpty ? [Baseline.silence] : lines)
    }
    return Baseline(sections: sections)
  }

  /// The feature: one scenario per capture, setting up its component, platform, reader, OS
  /// version and reader settings and doing its interactions with `I do "…"`.
  package static func feature(for results: [CalibrationResult]) -> String {
    var lines = [
      "Feature: \(featureName)",
      "  Device captures recorded by a11ysim calibrate: what the readers said on them is the",
      "  baseline. Record again with: a11ysim calibrate CAPTURES --record-baseline FILE",
      "  --record-feature FILE",
    ]
    for result in results {
      let capture = result.capture
      lines.append("")
      lines.append("  # \(capture.source)")
      lines.append("  Scenario: \(capture.name)")
      switch capture.component {
      case .file:
        lines.append("    Given the component \(quoted(result.componentPath ?? ""))")
      case .control(let kind, let variant, let settings, _):
        lines += [
          "    Given the component:", "      \"\"\"", "      control: \(kind)", "      \"\"\"",
        ]
        if let variant { lines.append("    And the variant is \(variant.name)") }
        for setting in settings {
          let parts = setting.name.split(separator: "=", maxSplits: 1).map(String.init)
          lines.append(
            "    And the setting \(quoted(parts[0])) is \(quoted(parts.count > 1 ? parts[1] : ""))")
        }
      }
      lines.append(
        "    And the platform is \(capture.platform.displayName) with \(result.pack.name)")
      if let version = result.modelledVersion {
        switch capture.platform {
        case .ios: lines.append("    And the iOS version is \(version)")
        case .android: lines.append("    And the Android version is \(version)")
        case .linux: lines.append("    And the GTK version is \(version)")
        default: break
        }
      }
      if let version = result.modelledReaderVersion {
        lines.append("    And the reader version is \(result.pack.name) \(version)")
      }
      for setting in capture.readerSettings {
        lines.append(
          "    And the reader setting \(quoted(setting.name)) is \(quoted(setting.value))")
      }
      for (index, step) in capture.steps.enumerated() {
        lines.append("    \(index == 0 ? "When" : "And") I do \(quoted(step.interaction))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Cucumber expression string: in double quotes unless the text has one and no single
  /// quote; a quote of the same kind inside is escaped.
  static func quoted(_ text: String) -> String {
    if text.contains("\"") && !text.contains("'") { return "'\(text)'" }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
