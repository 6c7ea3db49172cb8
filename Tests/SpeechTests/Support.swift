import ChildProcesses
import Controls
import Core
import Foundation
import ScreenReaders
import Synchronization
import TestSupport
import Testing

@testable import Speech

#if canImport(Glibc)
  import Glibc
#endif

/// A speaker that only writes down what the player told it and when, for testing the player's
/// scheduling. It makes no sound; each text takes the milliseconds `lengths` gives it (0 when
/// not given) on the stepped clock, as a synthesizer slower or faster than the timing model
/// would. The daemon tests use the real ``SpeechDispatcherSpeaker``.
final class RecordingSpeaker: Speaker {
  private let state = Mutex<[String]>([])
  private let failure = Mutex<(afterSays: Int, error: SpeechError)?>(nil)
  /// Each said utterance: when it ends, and whether a cancel cut it.
  private let utterances = Mutex<[(ends: Int, cut: Bool)]>([])
  let clock: SteppedClock
  let lengths: [String: Int]

  init(
    clock: SteppedClock, failAfterSays: Int? = nil, with error: SpeechError = .closed,
    answers: Bool = true, lengths: [String: Int] = [:]
  ) {
    self.clock = clock
    self.answers = answers
    self.lengths = lengths
    if let failAfterSays { failure.withLock { $0 = (failAfterSays, error) } }
  }

  /// What happened, as `400 cancel` and `400 say "Quantity" (TalkBack)`.
  var log: [String] { state.withLock { $0 } }

  func say(_ text: String, voice: VoiceProfile) throws(SpeechError) -> Int {
    let says = log.filter { $0.contains(" say ") }.count
    if let failure = failure.withLock({ $0 }), says >= failure.afterSays { throw failure.error }
    state.withLock { $0.append("\(clock.now()) say \"\(text)\" (\(voice.reader))") }
    let now = clock.now()
    utterances.withLock { $0.append((now + (lengths[text] ?? 0), false)) }
    return says + 1
  }

  func cancel() throws(SpeechError) {
    let now = clock.now()
    state.withLock { $0.append("\(now) cancel") }
    utterances.withLock {
      for index in $0.indices where $0[index].ends > now {
        $0[index].cut = true
        $0[index].ends = now
      }
    }
  }

  func waitUntilDone(_ id: Int, timeout: Duration) -> SpeechEvent.Kind? {
    state.withLock { $0.append("\(clock.now()) wait #\(id)") }
    waited.withLock { $0.append(timeout) }
    guard answers else { return nil }
    guard let utterance = utterances.withLock({ $0.indices.contains(id - 1) ? $0[id - 1] : nil })
    else { return nil }
    clock.sleep(until: utterance.ends)
    return utterance.cut ? .cancel : .end
  }

  /// How long each wait was allowed to take.
  var timeouts: [Duration] { waited.withLock { $0 } }
  private let waited = Mutex<[Duration]>([])
  /// Whether waits end (false: a daemon that never reports the end).
  let answers: Bool

  func close() {}
}

/// A clock that jumps to whatever time is waited for, so tests run instantly.
final class SteppedClock: PlaybackClock {
  private let time = Mutex(0)

  func now() -> Int { time.withLock { $0 } }

  func sleep(until milliseconds: Int) { time.withLock { $0 = max($0, milliseconds) } }
}

/// A transcript entry for tests.
func entry(
  _ milliseconds: Int, _ end: Int, _ text: String, reader: String = "TalkBack",
  kind: UtteranceKind = .focus, priority: SpeechPriority = .interrupt, interrupted: Bool = false
) -> TranscriptEntry {
  TranscriptEntry(
    time: SimulatedInstant(milliseconds: milliseconds), end: SimulatedInstant(milliseconds: end),
    reader: reader, text: text, parts: [], kind: kind, priority: priority, rule: "test/rule",
    source: Source("test", .high), isInterrupted: interrupted)
}

/// The private daemons `.ci/run` starts with `Scripts/speech-daemon.sh`.
enum TestDaemon {
  /// The ALSA-capture daemon's address, when one runs.
  static var address: String? { ProcessInfo.processInfo.environment["SPEECHD_TEST_ADDRESS"] }
  /// Its captured audio.
  static var audio: String? { ProcessInfo.processInfo.environment["SPEECHD_TEST_AUDIO"] }
  /// The real-time (PulseAudio null sink) daemon's address, when one runs.
  static var realtimeAddress: String? { ProcessInfo.processInfo.environment["SPEECHD_RT_ADDRESS"] }
  /// Its captured audio.
  static var realtimeAudio: String? { ProcessInfo.processInfo.environment["SPEECHD_RT_AUDIO"] }

  /// The package's root folder.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The size of a file in bytes (0 if missing).
  static func size(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
  }

  /// Waits until the file stops growing (the ALSA capture has no clock) and returns its size.
  static func settledSize(_ path: String) -> Int {
    var last = -1
    var current = size(path)
    var tries = 0
    while current != last && tries < 50 {
      Thread.sleep(forTimeInterval: 0.1)
      last = current
      current = size(path)
      tries += 1
    }
    return current
  }

  /// sox's `stat` of raw S16_LE 22050 Hz mono bytes from `offset` of `path`: length in
  /// seconds and RMS amplitude.
  static func soxStat(_ path: String, from offset: Int) throws -> (seconds: Double, rms: Double) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let slice = folder.appendingPathComponent("slice.raw")
    try data.dropFirst(offset).write(to: slice)
    let output = try run(
      "sox",
      [
        "-t", "raw", "-r", "22050", "-e", "signed", "-b", "16", "-c", "1", "-L", slice.path,
        "-n", "stat",
      ])
    func value(_ label: String) -> Double {
      let line = output.split(separator: "\n").first { $0.hasPrefix(label) }
      return line.flatMap {
        Double($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
      } ?? -1
    }
    return (value("Length (seconds)"), value("RMS     amplitude"))
  }

  /// Seconds of `path` from `offset` in which 20 ms windows are louder than silence.
  static func voicedSeconds(_ path: String, from offset: Int) throws -> Double {
    let data = try Data(contentsOf: URL(fileURLWithPath: path)).dropFirst(offset)
    let samples = stride(from: data.startIndex, to: data.endIndex - 1, by: 2).map {
      Double(Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8)) / 32768
    }
    let window = 441
    var voiced = 0
    for start in stride(from: 0, to: samples.count - window, by: window) {
      let rms = (samples[start..<start + window].reduce(0) { $0 + $1 * $1 } / Double(window))
        .squareRoot()
      if rms > 0.01 { voiced += 1 }
    }
    return Double(voiced) * 0.02
  }

  /// Starts a private daemon of the test's own with `Scripts/speech-daemon.sh start`
  /// (`arguments` after `start`), for a test that kills it or gives it other defaults.
  static func start(_ arguments: [String] = []) throws -> (
    dir: String, address: String, audio: String
  ) {
    let script = packageRoot.appendingPathComponent("Scripts/speech-daemon.sh").path
    let lines = try run("bash", [script, "start", "--prefix", "OWN"] + arguments)
    let values = Dictionary(
      lines.split(separator: "\n").compactMap { line -> (String, String)? in
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
      }, uniquingKeysWith: { $1 })
    let dir = try #require(values["OWN_DIR"], "the daemon did not start: \(lines)")
    return (dir, try #require(values["OWN_ADDRESS"]), try #require(values["OWN_AUDIO"]))
  }

  /// Stops a daemon ``start(_:)`` started.
  static func stop(_ dir: String) {
    let script = packageRoot.appendingPathComponent("Scripts/speech-daemon.sh").path
    _ = try? run("bash", [script, "stop", dir])
  }

  /// Runs a program to the end, returning its standard output and standard error.
  @discardableResult
  static func run(_ program: String, _ arguments: [String]) throws -> String {
    let result = try ChildProcess.run(program, arguments)
    return String(decoding: result.output + result.errors, as: UTF8.self)
  }
}

/// A Unix socket that accepts connections and never answers: a hung daemon. It lives in a
/// temporary folder of its own, removed by ``close()``.
final class HungDaemonSocket {
  let folder: URL
  let path: String
  private let listener: Int32

  init() throws {
    folder = try TemporaryFolder.create("HungDaemonSocket")
    path = folder.appendingPathComponent("hung.sock").path
    var address = sockaddr_un()
    // A socket's path and its final NUL must fit in sun_path (108 bytes on Linux).
    guard path.utf8.count < MemoryLayout.size(ofValue: address.sun_path) else {
      TemporaryFolder.remove(folder)
      throw POSIXError(.ENAMETOOLONG)
    }
    listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(listener, 8) == 0 else {
      close()
      throw POSIXError(.EADDRINUSE)
    }
  }

  /// `unix_socket:PATH`.
  var address: String { "unix_socket:\(path)" }

  /// Stops listening and removes the socket's folder.
  func close() {
    Glibc.close(listener)
    TemporaryFolder.remove(folder)
  }
}
