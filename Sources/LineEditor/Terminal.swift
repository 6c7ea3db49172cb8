import Foundation
import OutputFiles
import TextFiles

/// The controlling terminal in raw mode: key-by-key input with no echo, restored on exit.
package final class Terminal: @unchecked Sendable {
  private var original = termios()
  private var isRaw = false
  private var decoder = KeyDecoder()
  private var queued: [TerminalKey] = []

  /// Whether standard input and output are terminals.
  package static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Creates a terminal handle.
  package init() {}

  /// Puts the terminal in raw mode (no echo, no line buffering, no signals from Ctrl-C).
  package func enableRawMode() {
    guard !isRaw, tcgetattr(STDIN_FILENO, &original) == 0 else { return }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    isRaw = true
  }

  /// Restores the terminal.
  package func restore() {
    guard isRaw else { return }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    isRaw = false
  }

  /// Writes text to the terminal.
  package func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Reads the next key; `nil` at the end of input. A lone Escape is told apart from an escape
  /// sequence by a 50 ms wait for more bytes.
  package func readKey() -> TerminalKey? {
    while queued.isEmpty {
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count <= 0 { return nil }
      queued += decoder.decode(Array(buffer[0..<count]))
      if decoder.hasPending && !Self.moreInput(withinMilliseconds: 50) {
        queued += decoder.flush()
      }
    }
    return queued.removeFirst()
  }

  private static func moreInput(withinMilliseconds milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }
}

/// Line history kept in a file (one line each), as the XDG state directory suggests.
package enum HistoryFile {
  /// `$XDG_STATE_HOME/a11ysim/history`, or `~/.local/state/a11ysim/history`.
  package static func defaultURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> URL
  {
    let base =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".local/state")
    return base.appendingPathComponent("a11ysim/history")
  }

  /// The most lines of history kept, in memory and in the file.
  package static let limit = 1000

  /// The lines in `url` (none if it does not exist), the last `limit`.
  package static func load(_ url: URL, limit: Int = limit) -> [String] {
    // Through the one reader of files: a history linked to a device (to keep none) reads as
    // none, and a huge one is not read at all.
    guard let text = try? TextFile.read(url.path) else { return [] }
    return Array(text.split(separator: "\n").map(String.init).suffix(limit))
  }

  /// Writes the last `limit` lines to `url`, creating its folder. A history linked to a null
  /// device (to keep none) stays linked: see ``OutputFile``.
  package static func save(_ lines: [String], to url: URL, limit: Int = limit) {
    try? OutputFile.write(lines.suffix(limit).joined(separator: "\n") + "\n", to: url.path)
  }
}
