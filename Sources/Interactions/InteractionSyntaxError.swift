/// A statement the interaction language cannot read, with where and what was expected.
package struct InteractionSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the script came from (a file path, `--do`), if known.
  package var source: String?
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, in Unicode scalars.
  package var column: Int
  /// What is wrong, naming what was expected and what was found.
  package var message: String

  /// Creates an error.
  package init(source: String? = nil, line: Int, column: Int, message: String) {
    self.source = source
    self.line = line
    self.column = column
    self.message = message
  }

  /// `script.txt:2:6: error: expected a duration such as 3s or 500ms, found 'forever'`.
  package var description: String {
    "\(source.map { "\($0):" } ?? "")\(line):\(column): error: \(message)"
  }
}
