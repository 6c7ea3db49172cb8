/// A position in a source file: a 1-based line and, when known, a 1-based column counted in
/// Unicode scalars (a tab counts as one).
package struct Location: Sendable, Hashable {
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, or nil (an unexpected end of file has no column).
  package var column: Int?

  /// Makes a location.
  package init(line: Int, column: Int? = nil) {
    self.line = line
    self.column = column
  }
}

/// One problem found while parsing a Gherkin source, worded as cucumber's reference does.
package struct GherkinError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, without the location prefix.
  package var reason: String
  /// Where it went wrong.
  package var location: Location

  /// Makes an error.
  package init(reason: String, location: Location) {
    self.reason = reason
    self.location = location
  }

  /// The reference wording: `(LINE:COLUMN): reason`, with column 0 when there is none.
  package var message: String {
    "(\(location.line):\(location.column ?? 0)): \(reason)"
  }

  /// Same as `message`.
  package var description: String { message }
}

/// All the errors of one parse, in the order they were found (at most 11).
package struct GherkinErrors: Error, Sendable, Hashable, CustomStringConvertible {
  /// The errors.
  package var errors: [GherkinError]

  /// Wraps a list of errors.
  package init(_ errors: [GherkinError]) {
    self.errors = errors
  }

  /// Each error's message (`(LINE:COLUMN): reason`), one a line: never a debug dump.
  package var description: String { errors.map(\.message).joined(separator: "\n") }
}
