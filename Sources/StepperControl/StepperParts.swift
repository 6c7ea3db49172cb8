import Controls
import Core

extension PartID {
  /// The button that raises a value (+, ▲, "Increase").
  package static let increment: PartID = "increment"
  /// The button that lowers a value (−, ▼, "Decrease").
  package static let decrement: PartID = "decrement"
  /// The editable text that shows a value (NumberBox's box, GTK's entry, Fiori's field).
  package static let field: PartID = "field"

  /// Whether the part is one of a stepper's push buttons.
  package var isButton: Bool { self == .increment || self == .decrement }

  /// +1 for increment, −1 for decrement, 0 otherwise.
  package var direction: Double {
    switch self {
    case .increment: 1
    case .decrement: -1
    default: 0
    }
  }
}

extension Stepper {
  /// Every part a stepper may have, in the order the documentation lists them.
  package static let partIDs: [PartID] = [.increment, .decrement, .field, .control]
}
