/// A control's configuration that cannot exist, naming the setting at fault.
package struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The setting at fault, by its A11ySim name (`minimum`, `step`, `value`, …).
  package var field: String
  /// What is wrong and what would be right.
  package var message: String

  /// Creates an error about `field`.
  package init(field: String, message: String) {
    self.field = field
    self.message = message
  }

  /// `step: negative increments are not allowed (got -1)`.
  package var description: String { "\(field): \(message)" }
}
