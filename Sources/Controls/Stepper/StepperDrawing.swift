import Core

extension Stepper {
  /// The touch target each touch variant draws (seed 000's metrics: iOS pads each segment to
  /// 44 pt; Android's buttons are 48 dp); desktop variants have none. A Fiori cell is held to
  /// iOS's 44 pt on both platforms, as before the control seam (Android's is 48 dp).
  public var touchTarget: TouchTarget? {
    switch variant {
    case .uikit, .swiftui, .fiori: .ios
    case .material, .numberpicker: .android
    case .appkit, .numberbox, .gtkSpinButton, .adwSpinRow: nil
    }
  }

  /// `UIStepper · value 2 · 0…10`.
  public var drawingTitle: String {
    let c = configuration
    let shown = DecimalStep.displayString(value.isNaN ? 0 : value)
    return "\(variant.nativeName) · value \(shown)\(value.isNaN ? " (empty)" : "") · "
      + "\(DecimalStep.displayString(c.minimum))…\(DecimalStep.displayString(c.maximum))"
  }

  /// The stepper as text: `Quantity  2  [−][+]`, focus marked with `*`.
  public var drawing: String {
    let c = configuration
    let stepper = self
    func button(_ part: PartID, _ glyph: String) -> String {
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
    return drawing
  }
}
