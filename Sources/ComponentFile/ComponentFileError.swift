/// A component description that cannot be used, with where and why.
public struct ComponentFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the problem is, when it can be pinned down.
  public var location: SourceLocation?
  /// What is wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(location: SourceLocation?, message: String) {
    self.location = location
    self.message = message
  }

  /// `quantity.yml:4:10: error: expected a number for 'maximum', found 'ten'`.
  public var description: String {
    "\(location.map { "\($0): " } ?? "")error: \(message)"
  }
}
