import Foundation
import OutputFiles
import ScenarioRunner
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes what a run has finished when the process dies of a fatal signal (a Swift trap is
/// SIGILL or SIGTRAP; SIGSEGV, SIGBUS, SIGFPE, SIGABRT), then lets it die of that signal.
///
/// The handler runs a routine registered before the run (``install(_:)``) once, on the thread
/// that crashed, with the previous actions (Swift's backtracer, or the default) already back
/// in place, then re-raises the signal: the backtrace is still printed and the process still
/// dies of its signal (exit status 128 + N: 132 for SIGILL, 134 for SIGABRT). The routine is
/// not async-signal-safe (it allocates, takes locks with a timeout, writes files): a best
/// effort, acceptable because the process is dying anyway; what it cannot do, it skips. A
/// thread that crashes while another is finishing waits for the process to end.
///
/// The handler runs on an alternate signal stack (SA_ONSTACK) where the thread has one. Swift's
/// backtracer gives the main thread a small one, too small for writing reports (the routine
/// overflowed it: SIGSEGV, no reports), so ``install(_:)`` gives the thread it runs on one of
/// 8 MB (reserved, not touched until used), and gives the old one back on ``uninstall()``.
/// Worker threads have none and run the handler on their own stack: a stack overflow there
/// dies without reports.
enum CrashGuard {
  /// The fatal signals.
  static let signals: [(number: Int32, name: String)] = [
    (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGSEGV, "SIGSEGV"), (SIGBUS, "SIGBUS"),
    (SIGFPE, "SIGFPE"), (SIGABRT, "SIGABRT"),
  ]

  /// What to run when one arrives, given the signal's name.
  nonisolated(unsafe) fileprivate static var routine: ((String) -> Void)?
  /// The actions in place before ``install(_:)``.
  nonisolated(unsafe) fileprivate static var previous: [(Int32, sigaction)] = []
  /// Whether a handler has started finishing.
  fileprivate static let claimed = Atomic<Bool>(false)
  /// The alternate signal stack in place before ``install(_:)``, and the one it set.
  #if os(Linux)
    nonisolated(unsafe) private static var stacks: (previous: stack_t, ours: stack_t)?
  #endif
  /// The alternate signal stack's size.
  private static let stackSize = 8 << 20

  /// Runs `routine` (once) if a fatal signal arrives before ``uninstall()``.
  static func install(_ routine: @escaping (String) -> Void) {
    #if os(Linux)
      Self.routine = routine
      previous = []
      if stacks == nil,
        let memory = mmap(
          nil, stackSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1,
          0), memory != MAP_FAILED
      {
        var ours = stack_t(ss_sp: memory, ss_flags: 0, ss_size: stackSize)
        var old = stack_t()
        if sigaltstack(&ours, &old) == 0 {
          stacks = (old, ours)
        } else {
          munmap(memory, stackSize)
        }
      }
      for (number, _) in signals {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = crashHandler
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(
          bitPattern: UInt32(truncatingIfNeeded: SA_ONSTACK)
            | UInt32(truncatingIfNeeded: SA_RESETHAND))
        var old = sigaction()
        if sigaction(number, &action, &old) == 0 { previous.append((number, old)) }
      }
    #endif
  }

  /// Puts the previous actions back.
  static func uninstall() {
    restore()
    routine = nil
    #if os(Linux)
      if let (old, ours) = stacks {
        var previous = old
        // The old stack back only if it was one (disabling ours otherwise).
        if previous.ss_flags & Int32(SS_DISABLE) != 0 {
          previous = stack_t(ss_sp: nil, ss_flags: Int32(SS_DISABLE), ss_size: 0)
        }
        if sigaltstack(&previous, nil) == 0 { munmap(ours.ss_sp, stackSize) }
        stacks = nil
      }
    #endif
  }

  fileprivate static func restore() {
    for (number, old) in previous {
      var action = old
      sigaction(number, &action, nil)
    }
  }
}

/// The fatal signals' handler (see ``CrashGuard``).
private func crashHandler(_ number: Int32) {
  guard !CrashGuard.claimed.exchange(true, ordering: .sequentiallyConsistent) else {
    // Another thread is finishing; it ends the process.
    while true { pause() }
  }
  CrashGuard.restore()
  let name = CrashGuard.signals.first { $0.number == number }?.name ?? "signal \(number)"
  OutputFile.writeStandardError(
    "a11ysim: crashed (\(name)): writing the reports of the scenarios finished before it\n")
  CrashGuard.routine?(name)
  // Blocked while this handler runs: it arrives, at the previous action, once it returns (a
  // trap's instruction would raise it again anyway).
  raise(number)
}

extension CrashGuard {
  /// Runs `body`, `runner`'s run, with the guard installed: on a fatal signal, `write` gets
  /// the runner's report of what it finished (``Runner/emergencyReport(signalName:)``).
  static func guarding<Result>(
    _ runner: Runner, writing write: @escaping (RunReport) -> Void, run body: () -> Result
  ) -> Result {
    install { name in
      guard let report = runner.emergencyReport(signalName: name) else { return }
      write(report)
    }
    defer { uninstall() }
    return body()
  }
}
