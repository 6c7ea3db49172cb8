/// A position in a source file: a 1-based line and, when known, a 1-based column counted in
/// Unicode scalars (a tab counts as one).
public struct Location: Sendable, Hashable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, or nil (an unexpected end of file has no column).
  public var column: Int?

  /// Makes a location.
  public init(line: Int, column: Int? = nil) {
    self.line = line
    self.column = column
  }
}

/// One problem found while parsing a Gherkin source, worded as cucumber's reference does.
public struct GherkinError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, without the location prefix.
  public var reason: String
  /// Where it went wrong.
  public var location: Location

  /// Makes an error.
  public init(reason: String, location: Location) {
    self.reason = reason
    self.location = location
  }

  /// The reference wording: `(LINE:COLUMN): reason`, with column 0 when there is none.
  public var message: String {
    "(\(location.line):\(location.column ?? 0)): \(reason)"
  }

  /// Same as `message`.
  public var description: String { message }
}

/// All the errors of one parse, in the order they were found (at most 11).
public struct GherkinErrors: Error, Sendable, Hashable {
  /// The errors.
  public var errors: [GherkinError]

  /// Wraps a list of errors.
  public init(_ errors: [GherkinError]) {
    self.errors = errors
  }
}
