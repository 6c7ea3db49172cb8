/// A piece of a control that can be pressed, focused or typed into, by a stable id: the
/// stepper's `increment`, `decrement` and `field`, or `control` for a control taken as one
/// piece (NSStepper, a button).
///
/// Ids are plain values so that events, accessible elements and interactions carry parts of
/// any control; each control says which parts it has.
package struct PartID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The id as written: `increment`.
  package var rawValue: String

  /// Creates an id.
  package init(rawValue: String) { self.rawValue = rawValue }

  /// Creates an id from a literal.
  package init(stringLiteral value: String) { self.rawValue = value }

  /// The id.
  package var description: String { rawValue }

  /// Orders ids by their text.
  package static func < (lhs: PartID, rhs: PartID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The control as a whole, where it takes focus as one piece (NSStepper, a button).
  package static let control: PartID = "control"
  /// The button that raises a value (+, ▲, "Increase").
  package static let increment: PartID = "increment"
  /// The button that lowers a value (−, ▼, "Decrease").
  package static let decrement: PartID = "decrement"
  /// The editable text that shows a value (NumberBox's box, GTK's entry, Fiori's field).
  package static let field: PartID = "field"

  /// The words the interaction language accepts for parts (`tap plus`, `hold up`,
  /// `focus button`), whatever the control; a control says which of these parts it has.
  package static let words: [String: PartID] = [
    "increment": .increment, "increase": .increment, "plus": .increment, "+": .increment,
    "up": .increment, "decrement": .decrement, "decrease": .decrement, "minus": .decrement,
    "-": .decrement, "down": .decrement, "field": .field, "value": .field, "text": .field,
    "entry": .field, "control": .control, "stepper": .control, "button": .control,
    "switch": .control, "toggle": .control, "checkbox": .control, "slider": .control,
  ]
}
