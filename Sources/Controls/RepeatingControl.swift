import Core

/// A control whose held part auto-repeats (a stepper's buttons): a hold is a run of repeats on
/// the simulated clock, which the simulation fires one at a time so it can be cancelled or
/// watched between them, up to ``HoldLimitError/repeatLimit`` repeats in one hold. A control
/// that does not repeat is not one: a hold on it is a press, time passing and a release.
package protocol RepeatingControl: Control {
  /// Set when a hold reached the repeat limit; the hold is then over.
  var holdLimitReached: HoldLimitError? { get }
  /// Advances to the next auto-repeat of a held part before `limit`, or returns `nil` when
  /// there is none.
  mutating func advanceToNextRepeat(before limit: SimulatedInstant) -> [ControlEvent]?
}

/// A hold that would auto-repeat more often than ``repeatLimit``: on a control that wraps or
/// has no end (a stepper), a long hold repeats for ever, and each repeat is an event to log
/// and speak.
package struct HoldLimitError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The most auto-repeats one hold fires, on any control that repeats. A hold on a stepper
  /// that wraps or has no end would otherwise repeat for as long as it lasts (24 hours is 1.7
  /// million repeats).
  package static let repeatLimit = 10_000

  /// The part held.
  package var part: PartID
  /// The longest hold that stays within the limit.
  package var longestHold: SimulatedDuration

  /// Creates the error.
  package init(part: PartID, longestHold: SimulatedDuration) {
    self.part = part
    self.longestHold = longestHold
  }

  /// `holding the increment button that long auto-repeats it more than 10000 times, …`.
  package var description: String {
    let ms = longestHold.milliseconds
    // As the interaction language writes durations: 3s, 1.5s, 250ms.
    let longest =
      ms % 1000 == 0 ? "\(ms / 1000)s" : ms % 100 == 0 ? "\(Double(ms) / 1000)s" : "\(ms)ms"
    return "holding the \(part.rawValue) button that long auto-repeats it more than "
      + "\(Self.repeatLimit) times, a11ysim's limit for one hold; hold it for at most "
      + longest
  }
}
