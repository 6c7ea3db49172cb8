import Foundation
import OutputFiles
import ScenarioRunner

/// Turns Ctrl-C (SIGINT), SIGTERM (a CI job cancelled or timed out) and SIGHUP (the terminal
/// closed) into a request to stop, so the reports are still written and say the run was
/// interrupted. The first signal is acknowledged on standard error; the same signal again
/// within a second is the same request (GNU `timeout` sends SIGTERM to the child and then to
/// its group), while a different one, or the same one later, ends the process at once (exit
/// 130), for a step that cannot be stopped (``InterruptPolicy``).
final class InterruptWatcher: @unchecked Sendable {
  /// The signals that stop a run.
  static let signals: [(number: Int32, name: String)] = [
    (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"),
  ]
  private var sources: [DispatchSourceSignal] = []
  private let lock = NSLock()
  private var policy: InterruptPolicy
  private var didFire = false
  private let clock: @Sendable () -> Double

  /// Watches the stop signals; `clock` gives seconds on a monotonic clock.
  init(
    window: Double = InterruptWatcher.window(),
    clock: @escaping @Sendable () -> Double = {
      Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }, onInterrupt: @escaping @Sendable () -> Void
  ) {
    policy = InterruptPolicy(window: window)
    self.clock = clock
    for (number, name) in Self.signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self, source] in
        // Signals that arrive before the handler runs are counted together: each is one. (The
        // source holds this handler until stop() cancels it.)
        for _ in 0..<max(1, source.data) {
          guard let (meaning, first) = self?.record(number) else { return }
          switch meaning {
          case .repeated:
            OutputFile.writeStandardError(
              "a11ysim: \(name) again within a second: the same request to stop\n")
          case .stopNow:
            // A separate request: the user will not wait for anything, reports included.
            let again = first == number ? "\(name) again" : "\(name) after \(Self.name(of: first))"
            OutputFile.writeStandardError("a11ysim: \(again): stopping at once, no reports\n")
            OutputFile.removeTemporaries()
            _exit(130)
          case .stop:
            // Stop first, then say so: once the line is out, the run is already stopping.
            onInterrupt()
            OutputFile.writeStandardError(
              "a11ysim: \(name): stopping; unfinished scenarios are reported as skipped "
                + "(a signal again a second later, or another one, stops at once, without "
                + "reports)\n")
          }
        }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// The window in which the same signal again is the same request: a second, or in a debug
  /// build `A11YSIM_DEBUG_SIGNAL_WINDOW` seconds (for tests, which must not depend on speed).
  static func window() -> Double {
    #if DEBUG
      if let text = ProcessInfo.processInfo.environment["A11YSIM_DEBUG_SIGNAL_WINDOW"],
        let seconds = Double(text)
      {
        return seconds
      }
    #endif
    return InterruptPolicy.defaultWindow
  }

  /// A stop signal's name.
  static func name(of signal: Int32) -> String {
    signals.first { $0.number == signal }?.name ?? "signal \(signal)"
  }

  /// Records the signal; what it means, and the first signal of the run.
  private func record(_ signal: Int32) -> (InterruptPolicy.Meaning, first: Int32) {
    let now = clock()
    lock.lock()
    defer { lock.unlock() }
    didFire = true
    let meaning = policy.meaning(of: signal, at: now)
    return (meaning, policy.firstSignal ?? signal)
  }

  var fired: Bool {
    lock.lock()
    defer { lock.unlock() }
    return didFire
  }

  func stop() {
    for source in sources { source.cancel() }
    for (number, _) in Self.signals { signal(number, SIG_DFL) }
  }
}
