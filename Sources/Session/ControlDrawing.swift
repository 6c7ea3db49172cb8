import Accessibility
import Controls
import Simulation

/// The control drawn as text for `:show`, and its accessible elements for `:tree`.
enum ControlDrawing {
  static func lines(_ simulation: ReaderSimulation) -> [String] {
    let control = simulation.control
    var lines = [
      "\(simulation.platform.displayName) · \(control.drawingTitle)", "  " + control.drawing,
    ]
    let focus =
      simulation.focusedElement.map { "\"\($0.name ?? $0.id)\" (\($0.role.rawValue))" } ?? "nothing"
    lines.append(
      "  \(simulation.pack.name) focus: \(focus) · keyboard focus: \(control.focusedPart?.rawValue ?? "outside")"
    )
    if !control.setup.configuration.isEnabled {
      lines.append("  the whole control is disabled")
    }
    return lines
  }

  static func tree(_ simulation: ReaderSimulation) -> [String] {
    simulation.elements.map { line(for: $0, focusID: simulation.focusID) }
  }

  /// One accessible element for `:tree`: `▸` where the reader's focus (`focusID`) is, its role,
  /// name, value, hint, label and states.
  static func line(for element: AccessibleElement, focusID: String?) -> String {
    var states: [String] = []
    if !element.isEnabled { states.append("disabled") }
    if element.isEditable { states.append("editable") }
    if element.liveRegion != .none { states.append("live \(element.liveRegion.rawValue)") }
    if !element.isNavigable { states.append("not navigable") }
    if element.takesKeyboardFocus { states.append("focusable") }
    states += words(for: element.states)
    let marker = element.id == focusID ? "▸" : " "
    var line =
      "\(marker) \(element.role.rawValue) \(element.name.map { "\"\($0)\"" } ?? "(no name)")"
    if let value = element.value { line += " value \"\(value)\"" }
    if let hint = element.hint { line += " hint \"\(hint)\"" }
    if let labeledBy = element.labeledBy { line += " labelled by \"\(labeledBy)\"" }
    if !states.isEmpty { line += " [" + states.joined(separator: ", ") + "]" }
    return line
  }

  /// The states beyond enabled and focusable, in neutral words (no reader's): what a check
  /// box, switch, toggle button or slider exposes, for `:tree`.
  static func words(for states: ElementStates) -> [String] {
    var words = states.keys.filter { !StateKey.roleQualifiers.contains($0) }.map(\.rawValue)
    if let range = states.range {
      words.append(
        "range \(number(range.minimum))…\(number(range.maximum)) at \(number(range.value)) "
          + "(\(range.kind.rawValue))")
    }
    if let description = states.stateDescription {
      words.append("state description \"\(description)\"")
    }
    if let position = states.positionInSet {
      words.append("\(position.position) of \(position.size)")
    }
    return words
  }

  /// A range bound as written: whole numbers without a fraction.
  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
