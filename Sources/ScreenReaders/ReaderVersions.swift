import Accessibility
import Core

/// The versions of a reader A11ySim has evidence for, its documented default (the newest
/// release read), and what changed between them. A rule that holds only on some versions says
/// so with ``Condition/versionBelow(_:)``; a word that changed, with ``RoleWordChange``.
package struct ReaderVersions: Sendable {
  /// The versions A11ySim models, oldest first.
  package var values: [Int]
  /// The version used when none is given: the newest release whose source was read.
  package var defaultValue: Int
  /// What the number is ("Orca's major release, GNOME's number").
  package var subject: String
  /// What changed, for `a11ysim readers` and `Documentation/RulePacks.md`.
  package var changes: [ReaderVersionChange]

  /// Creates a version list.
  package init(
    _ values: [Int], default defaultValue: Int, subject: String,
    changes: [ReaderVersionChange]
  ) {
    self.values = values
    self.defaultValue = defaultValue
    self.subject = subject
    self.changes = changes
  }
}

/// One difference between a reader's versions: from `version` on, the reader speaks as the
/// newer rules say; before it, as the rules conditioned on ``Condition/versionBelow(_:)`` say.
package struct ReaderVersionChange: Sendable {
  /// The first version with the newer behaviour.
  package var version: Int
  /// What changed, in a sentence ("a switch: name, state, role; before: name, role, state").
  package var summary: String
  /// Where both behaviours are read.
  package var source: Source

  /// Creates a change.
  package init(since version: Int, _ summary: String, source: Source) {
    self.version = version
    self.summary = summary
    self.source = source
  }
}

/// A role word a reader spoke before one of its versions (Orca before 47: "push button").
package struct RoleWordChange: Sendable {
  /// The role.
  package var role: AccessibleRole
  /// The first version that speaks the vocabulary's word instead.
  package var before: Int
  /// The older word.
  package var word: Word

  /// Creates a change of role word.
  package init(_ role: AccessibleRole, before: Int, _ word: Word) {
    self.role = role
    self.before = before
    self.word = word
  }
}

extension RulePacks {
  /// The pack with versions called `name` (id, name or alias, ignoring case).
  ///
  /// - Throws: ``EnvironmentError`` when no reader has the name, or when none of the readers
  ///   it names has modelled versions.
  package static func versioned(_ name: String) throws(EnvironmentError) -> RulePack {
    let matches = candidates(name)
    guard let first = matches.first else {
      throw .unknownReader(name, known: all.map(\.id))
    }
    guard let pack = matches.first(where: { $0.versions != nil }) else {
      throw .noReaderVersion(
        reader: first.name, modelled: all.filter { $0.versions != nil }.map(\.id))
    }
    return pack
  }
}

extension PlatformEnvironment {
  /// The version of `pack` in this environment: the one chosen, else the pack's default;
  /// `nil` for a reader without modelled versions.
  package func readerVersion(of pack: RulePack) -> Int? {
    guard let versions = pack.versions else { return nil }
    return readerVersions[pack.id] ?? versions.defaultValue
  }

  /// Sets the version of the reader called `reader` (`Orca`, `orca`).
  ///
  /// - Throws: ``EnvironmentError`` when no reader has the name, its versions are not
  ///   modelled, or the version is not one A11ySim has evidence for.
  package mutating func setReaderVersion(_ version: Int, of reader: String)
    throws(EnvironmentError)
  {
    let pack = try RulePacks.versioned(reader)
    guard let versions = pack.versions, versions.values.contains(version) else {
      throw .unknownReaderVersion(
        version, reader: pack.name, expected: pack.versions?.values ?? [])
    }
    readerVersions[pack.id] = version
  }

  /// Reads `orca=46` into this environment.
  package mutating func setReaderVersion(parsing text: String) throws(EnvironmentError) {
    let pieces = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
      $0.trimmingSpaces
    }
    guard pieces.count == 2, !pieces[0].isEmpty, let version = Int(pieces[1]) else {
      throw .malformedReaderVersion(text)
    }
    try setReaderVersion(version, of: pieces[0])
  }
}

extension Substring {
  /// The text without spaces at either end.
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
