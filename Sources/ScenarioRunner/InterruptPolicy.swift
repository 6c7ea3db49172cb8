/// What a stop signal (SIGINT, SIGTERM, SIGHUP) means to a run that has had signals already.
///
/// The first asks the run to stop after the scenarios under way. The same signal again within
/// ``window`` seconds of the first is the same request: GNU `timeout` sends its SIGTERM to the
/// child and then to the child's process group, so one request arrives twice. A different
/// signal, or the same one later, means "stop at once".
package struct InterruptPolicy: Sendable {
  /// What a signal means.
  package enum Meaning: Equatable, Sendable {
    /// The first: stop after the scenarios under way, writing the reports.
    case stop
    /// The first one again, within the window: nothing more.
    case repeated
    /// A separate, later request: stop at once, without reports.
    case stopNow
  }

  /// How long, in seconds, the same signal again is the same request.
  package static let defaultWindow = 1.0

  /// How long, in seconds, the same signal again is the same request.
  package let window: Double
  private var first: (signal: Int32, at: Double)?

  /// A policy with `window` seconds.
  package init(window: Double = defaultWindow) {
    self.window = window
  }

  /// The first signal received, if any.
  package var firstSignal: Int32? { first?.signal }

  /// Records `signal`, received at `now` (seconds on a monotonic clock), and says what it means.
  package mutating func meaning(of signal: Int32, at now: Double) -> Meaning {
    guard let first else {
      first = (signal, now)
      return .stop
    }
    return signal == first.signal && now - first.at < window ? .repeated : .stopNow
  }
}
