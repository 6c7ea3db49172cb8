/// A point on the simulated clock, in whole milliseconds since the simulation started.
///
/// Time in A11ySim never comes from the wall clock: holding a button for three seconds
/// advances this clock by 3000 and fires every auto-repeat that falls in between, instantly.
public struct SimulatedInstant: Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// Milliseconds since the start of the simulation.
  public var milliseconds: Int

  /// Creates an instant `milliseconds` after the start of the simulation.
  public init(milliseconds: Int) { self.milliseconds = milliseconds }

  /// The start of every simulation.
  public static let zero = SimulatedInstant(milliseconds: 0)

  /// The instant `duration` later.
  public func advanced(by duration: SimulatedDuration) -> SimulatedInstant {
    SimulatedInstant(milliseconds: milliseconds + duration.milliseconds)
  }

  /// The time from `other` to this instant.
  public func duration(since other: SimulatedInstant) -> SimulatedDuration {
    SimulatedDuration(milliseconds: milliseconds - other.milliseconds)
  }

  /// Compares two instants.
  public static func < (lhs: SimulatedInstant, rhs: SimulatedInstant) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }

  /// Seconds with two decimals, as the event log prints it: `1.50s`.
  public var description: String { SimulatedDuration(milliseconds: milliseconds).description }
}

/// A length of simulated time, in whole milliseconds.
public struct SimulatedDuration: Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The length in milliseconds.
  public var milliseconds: Int

  /// Creates a duration of `milliseconds`.
  public init(milliseconds: Int) { self.milliseconds = milliseconds }

  /// Creates a duration of `seconds`, rounded to the nearest millisecond.
  public static func seconds(_ seconds: Double) -> SimulatedDuration {
    SimulatedDuration(milliseconds: Int((seconds * 1000).rounded()))
  }

  /// No time at all.
  public static let zero = SimulatedDuration(milliseconds: 0)

  /// Compares two durations.
  public static func < (lhs: SimulatedDuration, rhs: SimulatedDuration) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }

  /// Seconds with two decimals: `0.50s`, `3.00s`, `0.05s`.
  public var description: String {
    let sign = milliseconds < 0 ? "-" : ""
    let magnitude = abs(milliseconds)
    let centis = (magnitude + 5) / 10
    let fraction = centis % 100
    return "\(sign)\(centis / 100).\(fraction < 10 ? "0" : "")\(fraction)s"
  }
}
