import Accessibility
import Controls
import Simulation

/// The control drawn as text for `:show`, and its accessible elements for `:tree`.
enum ControlDrawing {
  static func lines(_ simulation: ReaderSimulation) -> [String] {
    let stepper = simulation.stepper
    let c = stepper.configuration
    func button(_ part: StepperPart, _ glyph: String) -> String {
      var text = glyph
      if !stepper.isEnabled(part) { text += "·dimmed" }
      if stepper.focusedPart == part { text = "*" + text + "*" }
      return "[" + text + "]"
    }
    let value = stepper.fieldText ?? stepper.displayedValue
    var field = "[ \(value.isEmpty ? " " : value) ]"
    if stepper.focusedPart == .field { field = "*" + field + "*" }
    let label = c.label.map { $0 + "  " } ?? ""
    let drawing: String
    switch stepper.variant {
    case .uikit, .swiftui:
      drawing = label + "\(value)  " + button(.decrement, "−") + button(.increment, "+")
    case .appkit:
      let control = stepper.focusedPart == .control ? "*▲▼*" : "▲▼"
      drawing = label + "[ \(value) ]" + "[\(control)]"
    case .material:
      drawing = label + button(.decrement, "−") + " \(value) " + button(.increment, "+")
    case .numberpicker:
      drawing = label + button(.decrement, "‹") + " " + field + " " + button(.increment, "›")
    case .numberbox:
      let spin =
        c.spinButtonPlacement == .hidden ? "" : button(.increment, "▲") + button(.decrement, "▼")
      drawing =
        (c.header ?? c.label).map { $0 + "  " }.map { $0 }.map { $0 + field + spin } ?? field + spin
    case .gtkSpinButton:
      drawing = label + field + button(.decrement, "−") + button(.increment, "+")
    case .adwSpinRow:
      drawing =
        label + (c.subtitle.map { "(\($0))  " } ?? "") + button(.decrement, "−") + " " + field + " "
        + button(.increment, "+")
    case .fiori:
      drawing = label + button(.decrement, "−") + " " + field + " " + button(.increment, "+")
    }
    var lines = [
      "\(simulation.platform.displayName) · \(stepper.variant.nativeName) · value \(DecimalStep.displayString(stepper.value.isNaN ? 0 : stepper.value))\(stepper.value.isNaN ? " (empty)" : "") · \(DecimalStep.displayString(c.minimum))…\(DecimalStep.displayString(c.maximum))",
      "  " + drawing,
    ]
    let focus =
      simulation.focusedElement.map { "\"\($0.name ?? $0.id)\" (\($0.role.rawValue))" } ?? "nothing"
    lines.append(
      "  \(simulation.pack.name) focus: \(focus) · keyboard focus: \(stepper.focusedPart?.rawValue ?? "outside")"
    )
    if !c.isEnabled { lines.append("  the whole control is disabled") }
    return lines
  }

  static func tree(_ simulation: ReaderSimulation) -> [String] {
    simulation.elements.map { element in
      var states: [String] = []
      if !element.isEnabled { states.append("disabled") }
      if element.isEditable { states.append("editable") }
      if element.liveRegion != .none { states.append("live \(element.liveRegion.rawValue)") }
      if !element.isNavigable { states.append("not navigable") }
      if element.takesKeyboardFocus { states.append("focusable") }
      let marker = element.id == simulation.focusID ? "▸" : " "
      var line =
        "\(marker) \(element.role.rawValue) \(element.name.map { "\"\($0)\"" } ?? "(no name)")"
      if let value = element.value { line += " value \"\(value)\"" }
      if let hint = element.hint { line += " hint \"\(hint)\"" }
      if let labeledBy = element.labeledBy { line += " labelled by \"\(labeledBy)\"" }
      if !states.isEmpty { line += " [" + states.joined(separator: ", ") + "]" }
      return line
    }
  }
}
