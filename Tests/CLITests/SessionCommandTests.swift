import ChildProcesses
import Core
import Foundation
import TestSupport
import Testing

/// `a11ysim session` from the built binary: through a pipe, and in a real terminal (tmux).
@Suite("a11ysim session")
struct SessionCommandTests {
  @Test("Through a pipe: commands from standard input, the transcript printed; exit 0")
  func piped() throws {
    let result = try RunCLI.run(["session"], stdin: "swipe right\nswipe right\n:quit\n")
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        iOS · VoiceOver> swipe right
          VoiceOver   0.00s  Quantity
        iOS · VoiceOver> swipe right
          VoiceOver   0.33s  2
        iOS · VoiceOver> :quit

        """)
  }

  @Test("Through a pipe: a failing command makes the exit code 1; the rest still runs")
  func pipedFailure() throws {
    let result = try RunCLI.run(
      ["session", "--platform", "linux"], stdin: "presss Tab\npress Tab\n")
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("error: unknown interaction 'presss'"))
    #expect(result.stdout.contains("Orca        0.00s  Quantity spin button"))
  }
}

/// Drives the real binary in a tmux terminal.
@Suite("a11ysim session in a terminal", .serialized)
struct SessionTerminalTests {
  /// One tmux server per test, on a private socket in the test's own home.
  ///
  /// The server runs in the foreground (`tmux -D`), as a child of the test: a daemonising server
  /// needs `daemon(3)`, which fails ("No such device") where `/dev/null` is not the character
  /// device (some containers replace it with a plain file), and it would also share the user's
  /// default socket.
  struct Tmux {
    let name = "a11ysim-test-\(UUID().uuidString.prefix(8))"
    let home: URL
    let server: ChildProcess.Running
    var socket: String { home.appendingPathComponent("\(name).sock").path }

    /// Whether the terminal tests run: tmux is installed, or CI requires them
    /// (A11YSIM_REQUIRE_TMUX=1), in which case a missing tmux fails them.
    /// Why the terminal tests are skipped, and how to run them.
    static let skipReason: Comment =
      "tmux is not installed (Debian: apt-get install tmux); .ci/run installs it"

    static var available: Bool {
      FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
        || ProcessInfo.processInfo.environment["A11YSIM_REQUIRE_TMUX"] == "1"
    }

    /// Starts `a11ysim session` with `arguments` in a new terminal, in `home` (a folder of the
    /// test's own, which it removes after stopping the terminal).
    init(arguments: [String] = [], home: URL) throws {
      self.home = home
      let config = home.appendingPathComponent("tmux.conf")
      try "".write(to: config, atomically: false, encoding: .utf8)
      let log = home.appendingPathComponent("tmux-server.log")
      server = try ChildProcess.Running(
        "/usr/bin/tmux",
        ["-D", "-S", home.appendingPathComponent("\(name).sock").path, "-f", config.path],
        input: config.path, output: log.path, errors: log.path)
      // The server is ready once its socket exists.
      for _ in 0..<200 where !FileManager.default.fileExists(atPath: socket) {
        Thread.sleep(forTimeInterval: 0.02)
      }
      guard FileManager.default.fileExists(atPath: socket) else {
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        stop()
        throw TmuxFailure(message: "tmux server did not start: \(output)")
      }
      let binary = RunCLI.productsDirectory.appendingPathComponent("a11ysim").path
      let command = ([binary, "session"] + arguments).map { "'\($0)'" }.joined(separator: " ")
      let started = try tmux([
        "new-session", "-d", "-s", name, "-x", "160", "-y", "50", "-c", home.path,
        "env HOME='\(home.path)' XDG_STATE_HOME='\(home.path)/state' NO_COLOR=1 TERM=xterm \(command)",
      ])
      guard started.status == 0 else {
        stop()
        throw TmuxFailure(message: "tmux new-session failed: \(started.errors)")
      }
    }

    struct TmuxFailure: Error, CustomStringConvertible {
      let message: String
      var description: String { message }
    }

    /// Runs a tmux client against this test's server.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
      let result = try ChildProcess.run("/usr/bin/tmux", ["-S", socket] + arguments)
      return (result.status, result.stdout, result.stderr)
    }

    func send(_ keys: String...) throws {
      let result = try tmux(["send-keys", "-t", name] + keys)
      if result.status != 0 { Issue.record("tmux send-keys failed: \(result.errors)") }
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", name]).output }

    /// Waits (up to 10 s) until the screen contains `text` (trailing spaces do not count:
    /// capture-pane trims them from every line).
    func waitFor(_ text: String) throws -> String {
      var needle = text
      while needle.last == " " { needle.removeLast() }
      var last = ""
      for _ in 0..<200 {
        last = try screen()
        if last.contains(needle) { return last }
        Thread.sleep(forTimeInterval: 0.05)
      }
      Issue.record("the screen never showed \"\(text)\"; it shows:\n\(last)")
      return last
    }

    func stop() {
      _ = try? tmux(["kill-server"])
      server.send(SIGTERM)
      server.wait()
    }
  }

  @Test(
    "Line editing: type, fix a typo with arrows and Backspace, run",
    .enabled(if: Tmux.available, Tmux.skipReason))
  func editing() throws {
    let home = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(home) }
    let terminal = try Tmux(home: home)
    defer { terminal.stop() }
    _ = try terminal.waitFor("iOS · VoiceOver> ")
    try terminal.send("swipe rigth")
    try terminal.send("Left", "BSpace", "End", "t", "Enter")
    let screen = try terminal.waitFor("VoiceOver   0.00s  Quantity")
    #expect(screen.contains("iOS · VoiceOver> swipe right"))
  }

  @Test(
    "History is kept across sessions in the XDG state folder; Up recalls it",
    .enabled(if: Tmux.available, Tmux.skipReason))
  func history() throws {
    let home = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(home) }
    let first = try Tmux(home: home)
    _ = try first.waitFor("> ")
    try first.send("touch increment", "Enter")
    _ = try first.waitFor("Increment. Button.")
    try first.send("C-d")
    Thread.sleep(forTimeInterval: 0.3)
    first.stop()
    let saved = try String(
      contentsOf: first.home.appendingPathComponent("state/a11ysim/history"), encoding: .utf8)
    #expect(saved == "touch increment\n")
    // A new session in the same home reads the history back: Up recalls the last line.
    let second = try Tmux(home: home)
    defer { second.stop() }
    _ = try second.waitFor("> ")
    try second.send("Up")
    _ = try second.waitFor("iOS · VoiceOver> touch increment")
    try second.send("Enter")
    let screen = try second.waitFor("Increment. Button.")
    #expect(screen.contains("Increment. Button."))
    // A fresh home has none: Up there leaves the line empty.
    let freshHome = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(freshHome) }
    let fresh = try Tmux(home: freshHome)
    defer { fresh.stop() }
    _ = try fresh.waitFor("> ")
    try fresh.send("Up", "Enter")
    let freshScreen = try fresh.waitFor("iOS · VoiceOver>\niOS · VoiceOver>")
    #expect(!freshScreen.contains("touch increment"))
  }

  @Test(
    "Tab completes commands and element names; Ctrl-C cancels the line",
    .enabled(if: Tmux.available, Tmux.skipReason))
  func completion() throws {
    let home = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(home) }
    let terminal = try Tmux(home: home)
    defer { terminal.stop() }
    _ = try terminal.waitFor("> ")
    try terminal.send(":pla", "Tab")
    _ = try terminal.waitFor("> :platform ")
    try terminal.send("C-c")
    _ = try terminal.waitFor("^C")
    try terminal.send("touch \"Inc", "Tab", "Enter")
    _ = try terminal.waitFor("Increment. Button.")
  }

  @Test(
    "Key mode: real keys drive the control; Escape leaves",
    .enabled(if: Tmux.available, Tmux.skipReason))
  func keyMode() throws {
    let home = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(home) }
    let terminal = try Tmux(arguments: ["--platform", "linux"], home: home)
    defer { terminal.stop() }
    _ = try terminal.waitFor("Linux · Orca> ")
    try terminal.send(":keys", "Enter")
    _ = try terminal.waitFor("keys> ")
    try terminal.send("Tab")
    _ = try terminal.waitFor("Quantity spin button")
    try terminal.send("Up")
    _ = try terminal.waitFor("Orca        1.33s  3")
    try terminal.send("PageDown")
    _ = try terminal.waitFor("Orca        1.67s  0")
    try terminal.send("Escape")
    _ = try terminal.waitFor("left key mode")
    try terminal.send(":show", "Enter")
    _ = try terminal.waitFor("keyboard focus: field")
  }

  @Test(
    ":save writes a scenario, and a11ysim run passes it",
    .enabled(if: Tmux.available, Tmux.skipReason))
  func save() throws {
    let home = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(home) }
    let terminal = try Tmux(arguments: ["--platform", "android"], home: home)
    defer { terminal.stop() }
    _ = try terminal.waitFor("Android · TalkBack> ")
    try terminal.send("swipe right", "Enter")
    _ = try terminal.waitFor("TalkBack    0.00s  Quantity")
    try terminal.send("swipe right", "Enter")
    _ = try terminal.waitFor("Unlabelled, Button")
    let file = terminal.home.appendingPathComponent("saved.feature")
    try terminal.send(":save \(file.path)", "Enter")
    _ = try terminal.waitFor("saved 2 interactions")
    let run = try RunCLI.run(["run", file.path])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("1 scenario (1 passed)"))
  }
}
