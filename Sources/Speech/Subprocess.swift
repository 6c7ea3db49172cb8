import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to the end with `posix_spawn` and `waitpid`, its standard streams in
/// temporary files.
///
/// Foundation's `Process` learns that a child exited from SIGCHLD; with several children and
/// threads that do not block the signal (libspeechd's), that notice can be lost and
/// `waitUntilExit()` waits forever. `waitpid` on the child's own id cannot miss it.
enum Subprocess {
  /// What a finished program left.
  struct Result {
    /// Its exit status (128 + the signal if a signal ended it).
    var status: Int32
    /// What it wrote on standard output.
    var output: Data
    /// What it wrote on standard error.
    var errors: Data
  }

  /// Runs `executable` with `arguments` and `input` on standard input.
  static func run(_ executable: String, _ arguments: [String], input: Data = Data()) throws
    -> Result
  {
    let folder = FileManager.default.temporaryDirectory
    let tag = UUID().uuidString
    let paths = ["in", "out", "err"].map { folder.appendingPathComponent("a11ysim-\(tag).\($0)") }
    defer { for path in paths { try? FileManager.default.removeItem(at: path) } }
    try input.write(to: paths[0])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, paths[0].path, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, paths[1].path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(
      &actions, 2, paths[2].path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let environment =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in environment { free(pointer) }
    }
    // The caller may be a thread that blocks signals (every libdispatch worker does); the
    // child must not inherit that mask, or it could never be stopped with a signal.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, executable, &actions, &attributes, argv, environment)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let signal = status & 0x7f
    return Result(
      status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
      output: (try? Data(contentsOf: paths[1])) ?? Data(),
      errors: (try? Data(contentsOf: paths[2])) ?? Data())
  }
}
