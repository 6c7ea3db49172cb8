/// A control's configuration that cannot exist, naming the setting at fault.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The setting at fault, by its A11ySim name (`minimum`, `step`, `value`, …).
  public var field: String
  /// What is wrong and what would be right.
  public var message: String

  /// Creates an error about `field`.
  public init(field: String, message: String) {
    self.field = field
    self.message = message
  }

  /// `step: negative increments are not allowed (got -1)`.
  public var description: String { "\(field): \(message)" }
}

/// The name the stepper's errors had before every control shared them.
public typealias StepperConfigurationError = ConfigurationError
