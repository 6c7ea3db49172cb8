/// A piece of a stepper that can be pressed, focused or typed into.
public enum StepperPart: String, CaseIterable, Sendable, Codable {
  /// The button that raises the value (+, ▲, "Increase").
  case increment
  /// The button that lowers the value (−, ▼, "Decrease").
  case decrement
  /// The editable text that shows the value (NumberBox's box, GTK's entry, Fiori's field).
  case field
  /// The control as a whole, where it takes keyboard focus as one piece (NSStepper).
  case control

  /// Whether the part is a push button.
  public var isButton: Bool { self == .increment || self == .decrement }

  /// +1 for increment, −1 for decrement, 0 otherwise.
  public var direction: Double {
    switch self {
    case .increment: 1
    case .decrement: -1
    case .field, .control: 0
    }
  }

  /// Words people use for the part in the interaction language (`tap plus`, `hold up`).
  public static let aliases: [String: StepperPart] = [
    "increment": .increment, "increase": .increment, "plus": .increment, "+": .increment,
    "up": .increment, "decrement": .decrement, "decrease": .decrement, "minus": .decrement,
    "-": .decrement, "down": .decrement, "field": .field, "value": .field, "text": .field,
    "entry": .field, "control": .control, "stepper": .control,
  ]
}
