import Core

/// A hold that would auto-repeat more often than ``Stepper/repeatLimit``: on a stepper that
/// wraps or has no end, a long hold repeats for ever, and each repeat is an event to log and
/// speak.
package struct HoldLimitError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The button held.
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
      + "\(Stepper.repeatLimit) times, a11ysim's limit for one hold; hold it for at most "
      + longest
  }
}
