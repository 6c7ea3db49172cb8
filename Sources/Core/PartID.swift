/// A piece of a control that can be pressed, focused or typed into, by a stable id: the
/// stepper's `increment`, `decrement` and `field`, or `control` for a control taken as one
/// piece (NSStepper, a button).
///
/// Ids are plain values so that events, accessible elements and interactions carry parts of
/// any control; each control says which parts it has.
public struct PartID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The id as written: `increment`.
  public var rawValue: String

  /// Creates an id.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates an id from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The id.
  public var description: String { rawValue }

  /// Orders ids by their text.
  public static func < (lhs: PartID, rhs: PartID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The control as a whole, where it takes focus as one piece (NSStepper, a button).
  public static let control: PartID = "control"
  /// The button that raises a value (+, ▲, "Increase").
  public static let increment: PartID = "increment"
  /// The button that lowers a value (−, ▼, "Decrease").
  public static let decrement: PartID = "decrement"
  /// The editable text that shows a value (NumberBox's box, GTK's entry, Fiori's field).
  public static let field: PartID = "field"

  /// The words the interaction language accepts for parts (`tap plus`, `hold up`,
  /// `focus button`), whatever the control; a control says which of these parts it has.
  public static let words: [String: PartID] = [
    "increment": .increment, "increase": .increment, "plus": .increment, "+": .increment,
    "up": .increment, "decrement": .decrement, "decrease": .decrement, "minus": .decrement,
    "-": .decrement, "down": .decrement, "field": .field, "value": .field, "text": .field,
    "entry": .field, "control": .control, "stepper": .control, "button": .control,
    "switch": .control, "toggle": .control,
  ]
}
