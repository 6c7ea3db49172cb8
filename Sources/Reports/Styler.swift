import Foundation
import ScenarioRunner

/// ANSI colour that can be turned off; status is always spelled out in words, so nothing is
/// carried by colour alone.
package struct Styler: Sendable {
  /// Whether to emit colour.
  package var enabled: Bool

  /// Creates a styler.
  package init(enabled: Bool) { self.enabled = enabled }

  /// Whether colour is wanted: `--color`/`--no-color` win, then `NO_COLOR` (set and not empty)
  /// turns it off — it wins over `FORCE_COLOR`, because it is the user's own opt-out, often an
  /// accessibility need — then `FORCE_COLOR` (set and not `0` or `false`) turns it on,
  /// `TERM=dumb` turns it off, and otherwise colour is on only for a terminal.
  package static func wantsColor(
    flag: Bool?, environment: [String: String], isTerminal: Bool
  ) -> Bool {
    if let flag { return flag }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if let force = environment["FORCE_COLOR"], force != "0", force != "false" { return true }
    if environment["TERM"] == "dumb" { return false }
    return isTerminal
  }

  func paint(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The status word, coloured by status.
  package func status(_ status: StepStatus) -> String {
    paint(status.rawValue.uppercased(), code(for: status))
  }

  /// The colour for a status: green passed, red failed or ambiguous, yellow undefined or
  /// pending, cyan skipped.
  func code(for status: StepStatus) -> String {
    switch status {
    case .passed: "32"
    case .failed, .ambiguous: "31"
    case .undefined, .pending: "33"
    case .skipped: "36"
    }
  }

  /// Dimmed text (locations, transcript lines).
  package func dim(_ text: String) -> String { paint(text, "2") }

  /// Bold text.
  package func bold(_ text: String) -> String { paint(text, "1") }
}
