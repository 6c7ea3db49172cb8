/// A piece of a control that can be pressed, focused or typed into, by a stable id: a part a
/// control declares for itself (its buttons, its text field), or `control` for a control
/// taken as one piece.
///
/// Ids are plain values so that events, accessible elements and interactions carry parts of
/// any control; each control says which parts it has.
package struct PartID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The id as written: `control`.
  package var rawValue: String

  /// Creates an id.
  package init(rawValue: String) { self.rawValue = rawValue }

  /// Creates an id from a literal.
  package init(stringLiteral value: String) { self.rawValue = value }

  /// The id.
  package var description: String { rawValue }

  /// Orders ids by their text.
  package static func < (lhs: PartID, rhs: PartID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The control as a whole, where it takes focus as one piece. Every other part is declared
  /// by the control that has it, in its own module.
  package static let control: PartID = "control"
}

/// The words an interaction may name parts by (`tap plus`, `focus switch`): each part's own id
/// and the aliases the controls give. The controls declare them; the interaction language and
/// the steps read them from here, so neither names a control.
package struct PartVocabulary: Sendable {
  /// The parts by id, in the order help texts list them.
  package let parts: [PartID]
  /// Every word, lowercased, and the part it names.
  package let words: [String: PartID]
  /// This vocabulary's identity, made once and shared by its copies: a cache of parses keys
  /// them by it (cheap to hash, and never mistaken for another vocabulary's).
  package let identity = Identity()

  /// An identity: equal only to itself.
  package final class Identity: Hashable, Sendable {
    init() {}
    /// The same object.
    package static func == (lhs: Identity, rhs: Identity) -> Bool { lhs === rhs }
    /// Hashes the object's address (the key that holds it keeps it alive).
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// Creates a vocabulary of `parts` (each found by its id) and `aliases` (a word for a part).
  package init(parts: [PartID], aliases: [(String, PartID)]) {
    self.parts = parts
    var words: [String: PartID] = [:]
    for part in parts { words[part.rawValue] = part }
    for (word, part) in aliases { words[word.lowercased()] = part }
    self.words = words
  }

  /// The part `word` names (any case), if any.
  package func part(_ word: String) -> PartID? { words[word.lowercased()] }

  /// The parts for a message, their ids in order and comma-separated.
  package var listed: String { parts.map(\.rawValue).joined(separator: ", ") }
}
