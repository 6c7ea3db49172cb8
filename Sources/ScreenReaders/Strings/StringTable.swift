import ComponentModel

/// The id of one thing a reader says: its role word, state word, hint or template, named as the
/// reader's own resources name it where they are public (TalkBack's Android string names,
/// NVDA's `controlTypes` labels, Orca's `object_properties` and `messages` names) and with a
/// descriptive A11ySim id where they are not (VoiceOver, Narrator).
package struct StringID: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The id as written in a table.
  package var rawValue: String

  /// Creates an id.
  package init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an id from a literal: `words["value_on"]`.
  package init(stringLiteral value: String) { self.rawValue = value }

  /// The id.
  package var description: String { rawValue }
}

/// One reader's words in one language, by id: where a pack gets every word and template text
/// it speaks (`words["value_button"]` → "Button"). A table is a Swift source file under
/// `Strings/<language>/`, not a bundle resource, so the release binary needs no files beside it.
/// A second language is a second table, with the English one as its fallback; the pack is
/// built from it unchanged (`RulePacks.talkBack(germanTable)`).
package struct StringTable: Sendable {
  /// The language of the table's own rows.
  package var language: Language
  /// The rows: id to text, with the fallback's rows under the table's own.
  package var rows: [StringID: String]

  /// Creates a table of `rows` in `language`; ids it does not word come from `fallback`.
  package init(_ language: Language, _ rows: [StringID: String], fallback: StringTable? = nil) {
    self.language = language
    self.rows = (fallback?.rows ?? [:]).merging(rows) { $1 }
  }

  /// The text for `id`. Every id a pack uses has an English row (StringTableTests checks
  /// it); an id with no row reads as the id in brackets, so a gap is heard, never hidden.
  package subscript(id: StringID) -> String { rows[id] ?? "[\(id.rawValue)]" }
}
