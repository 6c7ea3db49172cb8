import ArgumentParser

/// `--rate`: words per minute, within what a person can set a screen reader to.
enum SpeakingRate {
  /// The rates `--rate` takes. Screen readers' own ranges end well inside them (TalkBack's
  /// fastest is about 600 words per minute); anything outside is a typo or a unit mix-up, and
  /// infinite or huge rates would make every utterance take no time at all.
  static let range: ClosedRange<Double> = 20...2000

  /// Refuses a rate outside ``range`` (and NaN or infinity) with what `--rate` takes.
  static func check(_ rate: Double?) throws {
    guard let rate, !range.contains(rate) else { return }
    throw ValidationError(
      "--rate must be a number of words per minute from \(Int(range.lowerBound)) to "
        + "\(Int(range.upperBound))")
  }
}
