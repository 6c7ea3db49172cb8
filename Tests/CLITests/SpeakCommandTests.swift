import ChildProcesses
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("a11ysim speak, simulate --speak and --wav", .serialized)
struct SpeakCommandTests {
  static let noDaemon = [
    "SPEECHD_ADDRESS": "unix_socket:/tmp/a11ysim-no-daemon.sock", "A11YSIM_SPEECH_AUTOSPAWN": "0",
  ]
  static var espeakInstalled: Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/espeak-ng")
    }
  }

  @Test("Without sound, speak prints what it would say, one warning line, and exits 0")
  func speakWithoutSound() throws {
    let result = try RunCLI.run(["speak", "Quantity, 3, adjustable"], environment: Self.noDaemon)
    #expect(result.exitCode == 0)
    #expect(result.stdout == "VoiceOver   0.00s  Quantity, 3, adjustable\n")
    #if SpeechDispatcher
      #expect(
        result.stderr
          == "warning: no sound: cannot reach the speech-dispatcher daemon (Can't connect to unix "
          + "socket /tmp/a11ysim-no-daemon.sock: No such file or directory. Autospawn: Autospawn "
          + "disabled); start it with 'speech-dispatcher' or install it: apt-get install "
          + "speech-dispatcher speech-dispatcher-espeak-ng\n")
    #else
      #expect(
        result.stderr
          == "warning: no sound: this a11ysim was built without speech; rebuild with 'swift build "
          + "--traits SpeechDispatcher' (needs: apt-get install libspeechd-dev speech-dispatcher "
          + "speech-dispatcher-espeak-ng)\n")
    #endif
  }

  @Test("simulate --speak without sound still prints the transcript and exits 0")
  func simulateSpeakWithoutSound() throws {
    let result = try RunCLI.run(
      [
        "simulate", "Scenarios/components/quantity.yml", "--platform", "android", "--reader",
        "talkback", "--do", "swipe right; swipe right", "--speak",
      ], environment: Self.noDaemon)
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Android · material (Material stepper) · "Quantity" · value 2 · 0…10 · step 1 · TalkBack
        > swipe right
        TalkBack    0.00s  Quantity
        > swipe right
        TalkBack    0.34s  Unlabelled, Button
        TalkBack    1.13s  Double-tap to activate

        """)
    #expect(result.stderr.hasPrefix("warning: no sound: "))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test("--speak without --reader speaks the platform's own reader; speak checks its reader")
  func usage() throws {
    let simulate = try RunCLI.run(
      ["simulate", "--platform", "ios", "--do", "swipe right", "--speak"],
      environment: Self.noDaemon)
    #expect(simulate.exitCode == 0)
    #expect(simulate.stdout.contains("VoiceOver   0.00s  Decrement. Dimmed. Button.\n"))
    let speak = try RunCLI.run(["speak", "x", "--reader", "jaws"])
    #expect(speak.exitCode == 64)
    #expect(
      speak.stderr.hasPrefix(
        "Error: unknown reader 'jaws'; expected one of voiceover-ios, voiceover-macos, talkback, narrator, nvda, orca\n"
      ))
  }

  @Test("A transcript that cannot be read is an error (exit 2)")
  func badTranscript() throws {
    let result = try RunCLI.run(["speak", "/nonexistent/t.json"])
    #expect(result.exitCode == 2)
    #expect(result.stderr == "error: cannot read '/nonexistent/t.json': no such file\n")
  }

  @Test("--wav without espeak-ng: the transcript, then one line saying how to get it (exit 2)")
  func wavWithoutEspeak() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let wav = folder.appendingPathComponent("never.wav").path
    let result = try RunCLI.run(
      ["speak", "Quantity", "--wav", wav], environment: ["PATH": "/nonexistent"])
    #expect(result.exitCode == 2)
    #expect(result.stdout == "VoiceOver   0.00s  Quantity\n")
    #expect(
      result.stderr
        == "error: espeak-ng is not installed, so no WAV was written; install it: apt-get "
        + "install espeak-ng\n")
    #expect(!FileManager.default.fileExists(atPath: wav))
  }

  @Test(
    "--wav on simulate, compare and run (the failing scenario's speech) writes a WAV file",
    .enabled(
      if: espeakInstalled,
      "espeak-ng is not installed (Debian: apt-get install espeak-ng; .ci/run installs it)"))
  func wavFromCommands() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    func riff(_ name: String) -> Bool {
      let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
      return data.count > 44 + 22050 && data.prefix(4) == Data("RIFF".utf8)
    }
    let simulate = try RunCLI.run([
      "simulate", "Scenarios/components/quantity.yml", "--platform", "linux", "--reader", "orca",
      "--do", "press Tab", "--wav", folder.appendingPathComponent("simulate.wav").path,
    ])
    #expect(simulate.exitCode == 0)
    #expect(simulate.stderr.hasPrefix("wrote \(folder.path)/simulate.wav: "))
    #expect(riff("simulate.wav"))
    let compare = try RunCLI.run([
      "compare", "Scenarios/components/quantity.yml", "--do", "press Tab", "--wav",
      folder.appendingPathComponent("compare.wav").path,
    ])
    #expect(compare.exitCode == 0)
    #expect(riff("compare.wav"))
    try """
    Feature: Render failures
      Scenario: Fails
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Linux with Orca
        When I press "Tab"
        Then I hear "Amount spin button"

    """.write(to: folder.appendingPathComponent("f.feature"), atomically: true, encoding: .utf8)
    let run = try RunCLI.run(
      ["run", "f.feature", "--format", "summary", "--wav", "run.wav"], directory: folder)
    #expect(run.exitCode == 1)
    #expect(riff("run.wav"))
  }

  @Test(
    "run --wav renders only the failing scenarios, --speak-all every one; --help says so",
    .enabled(
      if: espeakInstalled,
      "espeak-ng is not installed (Debian: apt-get install espeak-ng; .ci/run installs it)"))
  func runSpeaksFailingOnly() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try """
    Feature: Some pass
      Scenario: Passes
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Linux with Orca
        When I press "Tab"
        Then I hear "Quantity spin button"

      Scenario: Fails
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Linux with Orca
        When I press "Tab"
        When I press "Up"
        Then I hear "Amount spin button"

    """.write(to: folder.appendingPathComponent("f.feature"), atomically: true, encoding: .utf8)
    func utterances(_ extra: [String]) throws -> String {
      let run = try RunCLI.run(
        ["run", "f.feature", "--format", "summary:summary.txt", "--wav", "run.wav"] + extra,
        directory: folder)
      #expect(run.exitCode == 1)
      return run.stderr.components(separatedBy: ", ").dropFirst().first ?? run.stderr
    }
    // Only "Fails": focus (name, role, value…) then the new value.
    let failing = try utterances([])
    let all = try utterances(["--speak-all"])
    #expect(failing == "3 utterances")
    #expect(all == "5 utterances")
    let misuse = try RunCLI.run(["run", "f.feature", "--speak-all"], directory: folder)
    #expect(misuse.exitCode == 64)
    #expect(misuse.stderr.contains("--speak-all needs --speak or --wav"))
    let help = try RunCLI.run(["run", "--help"])
    let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      flat.contains(
        "--speak and --wav say only the failing scenarios' speech (what was heard where an "
          + "expectation failed), after the reports are written; --speak-all says every "
          + "scenario's."))
    #expect(flat.contains("--speak-all With --speak or --wav: every scenario's speech"))
  }

  @Test(
    "simulate --format json, then speak TRANSCRIPT.json --wav: cuts only what it marks",
    .enabled(
      if: espeakInstalled,
      "espeak-ng is not installed (Debian: apt-get install espeak-ng; .ci/run installs it)"))
  func wavFromTranscript() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let json = folder.appendingPathComponent("transcript.json")
    let wav = folder.appendingPathComponent("transcript.wav")
    let simulate = try RunCLI.run([
      "simulate", "Scenarios/components/quantity.yml", "--platform", "android", "--reader",
      "talkback", "--do", "swipe right; swipe right", "--format", "json",
    ])
    #expect(simulate.exitCode == 0)
    try simulate.stdout.write(to: json, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(["speak", json.path, "--wav", wav.path])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        TalkBack    0.00s  Quantity
        TalkBack    0.34s  Unlabelled, Button
        TalkBack    1.13s  Double-tap to activate

        """)
    let data = try Data(contentsOf: wav)
    let milliseconds = (data.count - 44) / 2 * 1000 / 22050
    let seconds = String(format: "%.2f", Double(milliseconds) / 1000)
    // The transcript marks nothing interrupted (the user listened to the end of each), so the
    // WAV cuts nothing, though espeak-ng says "Quantity" for longer than the model's 0.34 s.
    #expect(result.stderr == "wrote \(wav.path): \(seconds) s, 3 utterances, 0 cut off\n")
    // The hint starts at 1.13 s, so the file is longer than that.
    #expect(milliseconds > 1130)
    // A user who does not wait: the transcript marks two interrupted, and the WAV cuts two.
    let hasty = try RunCLI.run([
      "simulate", "Scenarios/components/quantity.yml", "--platform", "android", "--reader",
      "talkback", "--do", "swipe right; swipe right; swipe left", "--pace", "immediate",
      "--format", "json",
    ])
    try hasty.stdout.write(to: json, atomically: true, encoding: .utf8)
    let marked = hasty.stdout.components(separatedBy: "\"interrupted\" : true").count - 1
    #expect(marked == 2)
    let cut = try RunCLI.run(["speak", json.path, "--wav", wav.path])
    #expect(cut.stderr.hasSuffix(", 3 utterances, 2 cut off\n"), "\(cut.stderr)")
  }

  #if SpeechDispatcher
    @Test("A hung daemon: the command goes on without sound after the timeout")
    func hungDaemon() throws {
      let folder = try TemporaryFolder.create()
      defer { TemporaryFolder.remove(folder) }
      let path = folder.appendingPathComponent("hung.sock").path
      let listener = try Self.listen(path)
      defer { close(listener) }
      let result = try RunCLI.run(
        ["speak", "Quantity"],
        environment: [
          "SPEECHD_ADDRESS": "unix_socket:\(path)", "A11YSIM_SPEECH_AUTOSPAWN": "0",
          "A11YSIM_SPEECH_TIMEOUT": "0.5",
        ])
      #expect(result.exitCode == 0)
      #expect(result.stdout == "VoiceOver   0.00s  Quantity\n")
      #expect(
        result.stderr
          == "warning: no sound: speech-dispatcher did not answer the connection within 0.5 s; "
          + "wait longer with A11YSIM_SPEECH_TIMEOUT=SECONDS, or start a daemon of a11ysim's "
          + "own (Scripts/speech-daemon.sh start) and export SPEECHD_ADDRESS to it; do not "
          + "kill the daemon a screen reader may be using\n")
    }

    @Test(
      "speak and simulate --speak through the test daemon: the capture grows with sound",
      .enabled(
        if: ProcessInfo.processInfo.environment["SPEECHD_TEST_ADDRESS"] != nil,
        "no test daemon: eval \"$(Scripts/speech-daemon.sh start)\" and export SPEECHD_TEST_* (.ci/run does)"
      ))
    func speaksThroughDaemon() throws {
      let environment = ProcessInfo.processInfo.environment
      let address = try #require(environment["SPEECHD_TEST_ADDRESS"])
      let audio = try #require(environment["SPEECHD_TEST_AUDIO"])
      let daemon = ["SPEECHD_ADDRESS": address, "A11YSIM_SPEECH_AUTOSPAWN": "0"]
      let before = Self.settledSize(audio)
      let speak = try RunCLI.run(["speak", "Quantity, 3, adjustable"], environment: daemon)
      #expect(speak.exitCode == 0)
      #expect(speak.stderr == "")
      let afterSpeak = Self.settledSize(audio)
      #expect(afterSpeak - before >= 80_000)
      let simulate = try RunCLI.run(
        [
          "simulate", "Scenarios/components/quantity.yml", "--platform", "ios", "--reader",
          "voiceover-ios", "--do", "swipe right", "--speak",
        ], environment: daemon)
      #expect(simulate.exitCode == 0)
      #expect(simulate.stderr == "")
      let afterSimulate = Self.settledSize(audio)
      #expect(afterSimulate - afterSpeak >= 40_000)
      // compare speaks every platform's transcript in turn.
      let compare = try RunCLI.run(
        ["compare", "Scenarios/components/quantity.yml", "--do", "press Tab", "--speak"],
        environment: daemon)
      #expect(compare.exitCode == 0)
      #expect(compare.stderr == "")
      let afterCompare = Self.settledSize(audio)
      #expect(afterCompare - afterSimulate >= 80_000)
      // run speaks what was heard in the failing scenario, and only there.
      let folder = try TemporaryFolder.create()
      defer { TemporaryFolder.remove(folder) }
      try """
      Feature: Speak failures
        Scenario: Fails
          Given a stepper "Quantity" with value 2 from 0 to 10
          And the platform is Linux with Orca
          When I press "Tab"
          Then I hear "Amount spin button"

      """.write(
        to: folder.appendingPathComponent("f.feature"), atomically: true, encoding: .utf8)
      let run = try RunCLI.run(
        ["run", "f.feature", "--speak", "--format", "summary"], environment: daemon,
        directory: folder)
      #expect(run.exitCode == 1)
      #expect(run.stderr == "")
      let afterRun = Self.settledSize(audio)
      #expect(afterRun - afterCompare >= 40_000)
      // The session speaks each utterance once :speak is on.
      let session = try RunCLI.run(
        ["session", "--platform", "linux"], stdin: ":speak on\npress Tab\n:quit\n",
        environment: daemon)
      #expect(session.exitCode == 0)
      #expect(session.stdout.contains("Orca        0.00s  Quantity spin button"))
      #expect(Self.settledSize(audio) - afterRun >= 40_000)
    }

    @Test(
      "Ctrl-C or SIGTERM while speaking cancels our speech: the daemon falls silent (exit 130)",
      .enabled(
        if: ProcessInfo.processInfo.environment["SPEECHD_RT_ADDRESS"] != nil,
        "no real-time test daemon: eval \"$(Scripts/speech-daemon.sh start --realtime --prefix SPEECHD_RT)\" and export SPEECHD_RT_* (.ci/run does)"
      ),
      arguments: [
        (SIGINT, "SIGINT", "speak"), (SIGTERM, "SIGTERM", "speak"), (SIGINT, "SIGINT", "session"),
      ])
    func signalCancelsSpeech(signal: Int32, name: String, command: String) throws {
      // A daemon of its own: nothing else speaks into its capture.
      let script = RunCLI.packageRoot.appendingPathComponent("Scripts/speech-daemon.sh").path
      let started = try ChildProcess.run("/bin/bash", [script, "start", "--realtime"])
      let values = Dictionary(
        started.stdout.split(separator: "\n").compactMap { line -> (String, String)? in
          let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
          return parts.count == 2 ? (parts[0], parts[1]) : nil
        }, uniquingKeysWith: { $1 })
      let dir = try #require(values["SPEECHD_TEST_DIR"], "no daemon: \(started.stderr)")
      defer { _ = try? ChildProcess.run("/bin/bash", [script, "stop", dir]) }
      let address = try #require(values["SPEECHD_TEST_ADDRESS"])
      let audio = try #require(values["SPEECHD_TEST_AUDIO"])
      let folder = try TemporaryFolder.create()
      defer { TemporaryFolder.remove(folder) }
      // About 8 s when said in full.
      let long =
        "Quantity, 3, adjustable. Swipe up or down with one finger to adjust the value. "
        + "The value can be anything from zero to ten, in steps of one."
      // The session reads its commands from standard input, speaks the focus, and waits.
      try "label: \(long)\nvalue: 3\nminimum: 0\nmaximum: 10\n".write(
        to: folder.appendingPathComponent("long.yml"), atomically: true, encoding: .utf8)
      try ":speak on\nswipe right\n:quit\n".write(
        to: folder.appendingPathComponent("in"), atomically: true, encoding: .utf8)
      let arguments =
        command == "speak"
        ? ["speak", long, "--reader", "talkback"]
        : ["session", folder.appendingPathComponent("long.yml").path, "--platform", "android"]
      let child = try ChildProcess.Running(
        RunCLI.productsDirectory.appendingPathComponent("a11ysim").path, arguments,
        input: folder.appendingPathComponent("in").path,
        output: folder.appendingPathComponent("out").path,
        errors: folder.appendingPathComponent("err").path,
        environment: [
          "NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
          "SPEECHD_ADDRESS": address, "A11YSIM_SPEECH_AUTOSPAWN": "0",
        ].merging(
          ["TMPDIR", "XDG_RUNTIME_DIR"].compactMap { key in
            ProcessInfo.processInfo.environment[key].map { (key, $0) }
          }
        ) { $1 })
      // A safety net for a broken build only.
      DispatchQueue.global().asyncAfter(deadline: .now() + 600) { child.send(SIGKILL) }
      // Wait for the event: the daemon has started saying it.
      while child.isRunning, Self.voicedSeconds(audio, from: 0, to: Int.max) < 0.3 {
        Thread.sleep(forTimeInterval: 0.05)
      }
      try #require(child.isRunning, "the speech ended before the signal could be sent")
      child.send(signal)
      #expect(child.wait() == 130)
      let errors = try String(
        contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)
      #expect(errors == "a11ysim: \(name): speech cancelled\n")
      // The sink records in real time, silence included: wait for 2.5 s of its own clock
      // after the exit, and listen to the last 2 s of it (the first 0.5 s lets the sound
      // card's buffer drain).
      let exited = Self.size(audio)
      let second = 22050 * 2
      while Self.size(audio) < exited + second * 5 / 2 { Thread.sleep(forTimeInterval: 0.05) }
      let after = Self.voicedSeconds(audio, from: exited + second / 2, to: exited + second * 5 / 2)
      #expect(after < 0.1, "the daemon went on speaking for \(after) s after the exit")
    }

    static func size(_ path: String) -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    /// Seconds of raw S16_LE 22050 Hz mono audio in bytes `from..<to` of `path` whose 20 ms
    /// windows are louder than silence.
    static func voicedSeconds(_ path: String, from: Int, to: Int) -> Double {
      guard let data = FileManager.default.contents(atPath: path), data.count > from else {
        return 0
      }
      let bytes = [UInt8](data[from..<min(to, data.count)])
      let window = 441
      var voiced = 0
      var start = 0
      while start + window * 2 <= bytes.count {
        var sum = 0.0
        for index in 0..<window {
          let low = UInt16(bytes[start + index * 2])
          let high = UInt16(bytes[start + index * 2 + 1]) << 8
          let sample = Double(Int16(bitPattern: low | high)) / 32768
          sum += sample * sample
        }
        if (sum / Double(window)).squareRoot() > 0.01 { voiced += 1 }
        start += window * 2
      }
      return Double(voiced) * 0.02
    }

    static func settledSize(_ path: String) -> Int {
      func size() -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
      }
      var last = -1
      var current = size()
      var tries = 0
      while current != last && tries < 50 {
        Thread.sleep(forTimeInterval: 0.1)
        last = current
        current = size()
        tries += 1
      }
      return current
    }

    /// A listening Unix socket that never accepts or answers: a hung daemon.
    static func listen(_ path: String) throws -> Int32 {
      var address = sockaddr_un()
      // A socket's path and its final NUL must fit in sun_path (108 bytes on Linux).
      guard path.utf8.count < MemoryLayout.size(ofValue: address.sun_path) else {
        throw POSIXError(.ENAMETOOLONG)
      }
      unlink(path)
      let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      guard bound == 0, Glibc.listen(listener, 8) == 0 else { throw POSIXError(.EADDRINUSE) }
      return listener
    }
  #endif
}
