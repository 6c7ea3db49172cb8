/// A point on the simulated clock, in whole milliseconds since the simulation started.
///
/// Time in A11ySim never comes from the wall clock: holding a button for three seconds
/// advances this clock by 3000 and fires every auto-repeat that falls in between, instantly.
package struct SimulatedInstant: Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// Milliseconds since the start of the simulation.
  package var milliseconds: Int

  /// Creates an instant `milliseconds` after the start of the simulation.
  package init(milliseconds: Int) { self.milliseconds = milliseconds }

  /// The start of every simulation.
  package static let zero = SimulatedInstant(milliseconds: 0)

  /// The instant `duration` later. Saturates at the ends of `Int` instead of trapping; the
  /// interaction language bounds each duration (``SimulatedDuration/maximum``), so a run never
  /// gets near them.
  package func advanced(by duration: SimulatedDuration) -> SimulatedInstant {
    SimulatedInstant(milliseconds: saturatingSum(milliseconds, duration.milliseconds))
  }

  /// The time from `other` to this instant (saturating, like ``advanced(by:)``).
  package func duration(since other: SimulatedInstant) -> SimulatedDuration {
    let (difference, overflow) = milliseconds.subtractingReportingOverflow(other.milliseconds)
    if overflow { return SimulatedDuration(milliseconds: other.milliseconds < 0 ? .max : .min) }
    return SimulatedDuration(milliseconds: difference)
  }

  /// Compares two instants.
  package static func < (lhs: SimulatedInstant, rhs: SimulatedInstant) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }

  /// Seconds with two decimals, as the event log prints it: `1.50s`.
  package var description: String { SimulatedDuration(milliseconds: milliseconds).description }
}

/// A length of simulated time, in whole milliseconds.
package struct SimulatedDuration: Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The length in milliseconds.
  package var milliseconds: Int

  /// Creates a duration of `milliseconds`.
  package init(milliseconds: Int) { self.milliseconds = milliseconds }

  /// The longest duration one interaction may take: 24 hours. The interaction language
  /// refuses longer ones with an error, so the simulated clock cannot overflow.
  package static let maximum = SimulatedDuration(milliseconds: 24 * 60 * 60 * 1000)

  /// Creates a duration of `seconds`, rounded to the nearest millisecond; beyond what `Int`
  /// holds it saturates, and NaN is zero.
  package static func seconds(_ seconds: Double) -> SimulatedDuration {
    let milliseconds = (seconds * 1000).rounded()
    guard !milliseconds.isNaN else { return .zero }
    if milliseconds >= 0x1p63 { return SimulatedDuration(milliseconds: .max) }
    if milliseconds < -0x1p63 { return SimulatedDuration(milliseconds: .min) }
    return SimulatedDuration(milliseconds: Int(milliseconds))
  }

  /// No time at all.
  package static let zero = SimulatedDuration(milliseconds: 0)

  /// Compares two durations.
  package static func < (lhs: SimulatedDuration, rhs: SimulatedDuration) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }

  /// Seconds with two decimals: `0.50s`, `3.00s`, `0.05s`.
  package var description: String {
    let sign = milliseconds < 0 ? "-" : ""
    let centis = milliseconds.magnitude / 10 + (milliseconds.magnitude % 10 >= 5 ? 1 : 0)
    let fraction = centis % 100
    return "\(sign)\(centis / 100).\(fraction < 10 ? "0" : "")\(fraction)s"
  }
}

/// `a + b`, or the nearest end of `Int` when the sum does not fit.
private func saturatingSum(_ a: Int, _ b: Int) -> Int {
  let (sum, overflow) = a.addingReportingOverflow(b)
  return overflow ? (b > 0 ? .max : .min) : sum
}
