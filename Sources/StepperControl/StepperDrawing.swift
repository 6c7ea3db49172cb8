import Controls
import Core

extension Stepper {
  /// The touch target the variant draws (its file in `Variants/` says which); desktop
  /// variants have none.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `UIStepper · value 2 · 0…10`.
  package var drawingTitle: String {
    let c = configuration
    let shown = DecimalStep.displayString(number.isNaN ? 0 : number)
    return "\(variant.nativeName) · value \(shown)\(number.isNaN ? " (empty)" : "") · "
      + "\(DecimalStep.displayString(c.minimum))…\(DecimalStep.displayString(c.maximum))"
  }

  /// The stepper as text: `Quantity  2  [−][+]`, focus marked with `*`.
  package var drawing: String { variant.facts.drawing(StepperSketch(stepper: self)) }
}

/// The pieces a variant draws itself from: its label, value, field and buttons, focus marked
/// with `*` and a disabled button with `·dimmed`.
struct StepperSketch {
  let stepper: Stepper

  var configuration: StepperConfiguration { stepper.configuration }

  /// The value as the field or the control shows it.
  var value: String { stepper.fieldText ?? stepper.displayedValue }

  /// The visible label and two spaces, or nothing.
  var label: String { configuration.label.map { $0 + "  " } ?? "" }

  /// `[ 2 ]`, starred when the field has focus.
  var field: String {
    let field = "[ \(value.isEmpty ? " " : value) ]"
    return stepper.focusedPart == .field ? "*" + field + "*" : field
  }

  /// `[−]`, `[−·dimmed]`, `[*+*]`.
  func button(_ part: PartID, _ glyph: String) -> String {
    var text = glyph
    if !stepper.isEnabled(part) { text += "·dimmed" }
    if stepper.focusedPart == part { text = "*" + text + "*" }
    return "[" + text + "]"
  }
}
