/// A statement the interaction language cannot read, with where and what was expected.
public struct InteractionSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the script came from (a file path, `--do`), if known.
  public var source: String?
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// What is wrong, naming what was expected and what was found.
  public var message: String

  /// Creates an error.
  public init(source: String? = nil, line: Int, column: Int, message: String) {
    self.source = source
    self.line = line
    self.column = column
    self.message = message
  }

  /// `script.txt:2:6: error: expected a duration such as 3s or 500ms, found 'forever'`.
  public var description: String {
    "\(source.map { "\($0):" } ?? "")\(line):\(column): error: \(message)"
  }
}
