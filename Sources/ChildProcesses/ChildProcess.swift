import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs programs with `posix_spawn` and `waitpid`, their output in temporary files: espeak-ng
/// for WAV rendering, and every child program the tests start.
///
/// Foundation's `Process` learns that a child ended from SIGCHLD; with several children alive at
/// once (a tmux server beside its clients, tests running in parallel) or threads that do not
/// block the signal (libspeechd's), that notice can be lost and `waitUntilExit()` waits for good. `waitpid` on the child's own id cannot miss it, and files
/// instead of pipes mean no child can hold a pipe open after its parent is done with it.
package enum ChildProcess {
  /// What a finished program left behind.
  package struct Result: Sendable {
    /// Its exit status, or 128 + the signal if a signal ended it.
    package var status: Int32
    /// What it wrote on standard output.
    package var output: Data
    /// What it wrote on standard error.
    package var errors: Data

    /// Standard output as UTF-8 text.
    package var stdout: String { String(decoding: output, as: UTF8.self) }
    /// Standard error as UTF-8 text.
    package var stderr: String { String(decoding: errors, as: UTF8.self) }
  }

  /// Why a program could not be started.
  package struct SpawnFailure: Error, CustomStringConvertible {
    /// The program.
    package var executable: String
    /// `errno` from `posix_spawn`.
    package var code: Int32
    /// The program and the reason it did not start.
    package var description: String {
      "could not start \(executable): \(String(cString: strerror(code)))"
    }
  }

  /// Runs `executable` (a path, or a name looked up on `PATH`) to its end, with `input` on
  /// standard input.
  ///
  /// - Parameters:
  ///   - environment: the whole environment of the child; `nil` passes this process's on.
  ///   - directory: the child's working folder; `nil` keeps this process's.
  package static func run(
    _ executable: String, _ arguments: [String], input: Data = Data(),
    environment: [String: String]? = nil, directory: String? = nil
  ) throws -> Result {
    let files = TemporaryFiles()
    defer { files.remove() }
    try input.write(to: URL(fileURLWithPath: files.input))
    let child = try Running(
      executable, arguments, input: files.input, output: files.output, errors: files.errors,
      environment: environment, directory: directory)
    let status = child.wait()
    return Result(
      status: status,
      output: FileManager.default.contents(atPath: files.output) ?? Data(),
      errors: FileManager.default.contents(atPath: files.errors) ?? Data())
  }

  /// Three temporary file names for one child's standard streams.
  struct TemporaryFiles {
    let input: String
    let output: String
    let errors: String

    init() {
      let base = FileManager.default.temporaryDirectory
        .appendingPathComponent("a11ysim-child-\(UUID().uuidString)").path
      input = base + ".in"
      output = base + ".out"
      errors = base + ".err"
    }

    func remove() {
      for path in [input, output, errors] { try? FileManager.default.removeItem(atPath: path) }
    }
  }

  /// A program started and not yet waited for.
  package final class Running: @unchecked Sendable {
    /// Its process id.
    package let pid: pid_t
    private let lock = NSLock()
    private var finished: Int32?

    /// Starts `executable` with its standard streams on the named files (created or
    /// truncated for output; `input` opened for reading).
    package init(
      _ executable: String, _ arguments: [String], input: String, output: String,
      errors: String, environment: [String: String]? = nil, directory: String? = nil
    ) throws {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      if !FileManager.default.fileExists(atPath: input) {
        FileManager.default.createFile(atPath: input, contents: nil)
      }
      posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      if errors == output {
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
      } else {
        posix_spawn_file_actions_addopen(
          &actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      }
      // posix_spawn_file_actions_addchdir_np is not visible from Swift: a shell changes folder
      // and then becomes the program.
      let command =
        directory.map { ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", $0, executable] }
        ?? [executable]
      let argv = (command + arguments).map { strdup($0) } + [nil]
      let variables = environment ?? ProcessInfo.processInfo.environment
      let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        for pointer in argv { free(pointer) }
        for pointer in envp { free(pointer) }
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
      let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, argv, envp)
      guard spawned == 0 else { throw SpawnFailure(executable: executable, code: spawned) }
      self.pid = pid
    }

    /// Whether it is still running (reaps it if it has ended).
    package var isRunning: Bool {
      lock.lock()
      defer { lock.unlock() }
      if finished != nil { return false }
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        finished = Self.decode(status)
        return false
      }
      return true
    }

    /// Sends `signal` (SIGTERM unless told) if it is still running.
    package func send(_ signal: Int32 = SIGTERM) {
      if isRunning { kill(pid, signal) }
    }

    /// Waits for it to end and gives its exit status (128 + signal when a signal ended it).
    @discardableResult
    package func wait() -> Int32 {
      lock.lock()
      defer { lock.unlock() }
      if let finished { return finished }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      let decoded = Self.decode(status)
      finished = decoded
      return decoded
    }

    private static func decode(_ status: Int32) -> Int32 {
      let signal = status & 0x7f
      return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
  }
}
