import ComponentModel
import Controls
import Core
import Foundation

/// Renders a simulation log for people (one line per entry) and for programs (JSON).
package enum EventLogFormat {
  /// The heading of a run: `iOS · uikit (UIStepper) · value 2 · 0…10 · step 1`.
  package static func heading(for simulation: Simulation) -> String {
    heading(platform: simulation.platform, control: simulation.initialControl)
  }

  /// The heading for a control as it starts: its platform and the control's own headline.
  package static func heading(platform: Platform, control: any Control) -> String {
    platform.displayName + " · " + control.headline
  }

  /// One line per entry: `  0.50s  value changed 3 → 4 (auto-repeat increment)`.
  package static func lines(for log: [LogEntry]) -> [String] {
    log.map { entry in
      let time = entry.time.description
      let padded = String(repeating: " ", count: max(0, 7 - time.count)) + time
      return "\(padded)  \(describe(entry.kind))"
    }
  }

  /// A number as the log shows it: `3`, `0.3`, `-∞`, `empty` for NaN.
  package static func number(_ value: Double) -> String {
    value.isNaN ? "empty" : DecimalStep.displayString(value)
  }

  /// The number the log writes for a value, as it always has: the number itself, a toggle as
  /// 1 (on, checked), 0 (off) or 0.5 (mixed), and NaN (`empty`, JSON `null`) for an empty
  /// field, no value, a text or a choice.
  package static func loggedNumber(_ value: ControlValue) -> Double {
    switch value {
    case .number(let number): number
    case .toggle(.on): 1
    case .toggle(.off): 0
    case .toggle(.mixed): 0.5
    case .empty, .nothing, .text, .choice: .nan
    }
  }

  /// A value as the log shows it: a number or toggle as ``loggedNumber(_:)`` writes it
  /// (`3`, `1`, `empty`), a text or the chosen item quoted.
  package static func describe(_ value: ControlValue) -> String {
    switch value {
    case .text(let text): quoted(text.text)
    case .choice(let choice): choice.selectedItem.map(quoted) ?? "no choice"
    case .number, .empty, .toggle, .nothing: number(loggedNumber(value))
    }
  }

  /// The words for one entry.
  package static func describe(_ kind: LogEntry.Kind) -> String {
    switch kind {
    case .interaction(let text): return "> \(text)"
    case .note(let text): return "note: \(text)"
    case .silence(let reason): return "silent: \(reason)"
    case .event(let event): return describe(event)
    }
  }

  /// The words for one control event.
  package static func describe(_ event: ControlEvent.Kind) -> String {
    switch event {
    case .valueChanged(let from, let to, let cause):
      return "value changed \(describe(from)) → \(describe(to)) (\(cause))"
    case .enabledChanged(let part, let isEnabled):
      // The event is a button's enabled state (``ControlEvent/Kind/enabledChanged(_:isEnabled:)``):
      // a part is named as the button it is, the control as a whole by its id.
      let noun = part == .control ? part.rawValue : "\(part.rawValue) button"
      return "\(noun) \(isEnabled ? "enabled" : "disabled")"
    case .focusMoved(_, let to?):
      return "focus moved to \(to.rawValue)"
    case .focusMoved:
      return "focus left the control"
    case .textEdited(let text, _):
      return "text edited: \(quoted(text))"
    case .caretMoved(let move):
      return "caret moved from \(move.from) to \(move.to) in \(quoted(move.text))"
    case .textCommitted(let text, let value):
      return "text committed: \(quoted(text)) → \(describe(value))"
    case .textRejected(let text, let message):
      return "text rejected: \(quoted(text)): \(message)"
    case .textReverted(let text):
      return "text reverted to \(quoted(text))"
    case .activated(let part):
      return "\(part.rawValue) activated"
    case .inputIgnored(let reason, _):
      return "ignored: \(reason)"
    }
  }

  private static func quoted(_ text: String) -> String { String(reflecting: text) }

  /// The runs as pretty-printed JSON: platform, variant, and each entry with its time in
  /// milliseconds and its fields (NaN values are `null`).
  package static func json(for simulations: [Simulation]) -> String {
    let runs = simulations.map { simulation in
      JSONRun(
        platform: simulation.platform.rawValue, variant: simulation.setup.variant.rawValue,
        finalValue: finite(loggedNumber(simulation.control.value)),
        entries: simulation.log.map(JSONEntry.init))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(runs)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  static func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
}

private struct JSONRun: Encodable {
  var platform: String
  var variant: String
  var finalValue: Double?
  var entries: [JSONEntry]
}

private struct JSONEntry: Encodable {
  var timeMilliseconds: Int
  var type: String
  var text: String
  var from: Double?
  var to: Double?
  var cause: String?
  var part: String?
  var isEnabled: Bool?
  var value: Double?

  init(_ entry: LogEntry) {
    timeMilliseconds = entry.time.milliseconds
    text = EventLogFormat.describe(entry.kind)
    switch entry.kind {
    case .interaction(let statement):
      type = "interaction"
      text = statement
    case .note: type = "note"
    case .silence: type = "silence"
    case .event(let event):
      switch event {
      case .valueChanged(let from, let to, let cause):
        type = "valueChanged"
        self.from = EventLogFormat.finite(EventLogFormat.loggedNumber(from))
        self.to = EventLogFormat.finite(EventLogFormat.loggedNumber(to))
        self.cause = cause.description
      case .enabledChanged(let part, let isEnabled):
        type = "enabledChanged"
        self.part = part.rawValue
        self.isEnabled = isEnabled
      case .focusMoved(_, let to):
        type = "focusMoved"
        part = to?.rawValue
      case .textEdited: type = "textEdited"
      case .caretMoved(let move):
        type = "caretMoved"
        part = move.part.rawValue
      case .textCommitted(_, let value):
        type = "textCommitted"
        self.value = EventLogFormat.finite(EventLogFormat.loggedNumber(value))
      case .textRejected: type = "textRejected"
      case .textReverted: type = "textReverted"
      case .activated(let part):
        type = "activated"
        self.part = part.rawValue
      case .inputIgnored: type = "inputIgnored"
      }
    }
  }
}
