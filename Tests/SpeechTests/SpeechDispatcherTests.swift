import Controls
import Foundation
import ScreenReaders
import Testing

@testable import Speech

#if canImport(Glibc)
  import Glibc
#endif

@Suite("speech-dispatcher: faults that need no daemon")
struct SpeechDispatcherFaultTests {
  #if !SpeechDispatcher
    @Test("No library in the build: one line saying how to build with speech; no sound")
    func noLibraryInBuild() {
      #expect(!speechDispatcherInBuild)
      #expect(throws: SpeechError.notInBuild) { try SpeechDispatcherSpeaker() }
      let warnings = WarningLog()
      let output = SpeechOutput.open(environment: [:], warn: warnings.add)
      #expect(output.player == nil)
      #expect(output.play([entry(0, 500, "Quantity")]) == nil)
      #expect(warnings.lines == ["warning: no sound: \(SpeechError.notInBuild)"])
    }
  #else
    @Test("The library is in this build")
    func libraryInBuild() {
      #expect(speechDispatcherInBuild)
    }

    @Test("No daemon: the connection fails at once with libspeechd's reason (autospawn off)")
    func noDaemon() {
      let path = "/tmp/a11ysim-no-daemon-\(getpid()).sock"
      let started = ContinuousClock.now
      #expect(
        throws: SpeechError.noDaemon(
          "Can't connect to unix socket \(path): No such file or directory. Autospawn: "
            + "Autospawn disabled")
      ) {
        try SpeechDispatcherSpeaker(address: "unix_socket:\(path)", autospawn: false)
      }
      #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test("A hung daemon (a socket that never answers) times out instead of hanging us")
    func hungDaemon() throws {
      let socket = try HungDaemonSocket()
      defer { socket.close() }
      let started = ContinuousClock.now
      #expect(throws: SpeechError.daemonNotResponding(what: "the connection", seconds: 0.5)) {
        try SpeechDispatcherSpeaker(
          address: socket.address, autospawn: false, timeout: .milliseconds(500))
      }
      #expect(ContinuousClock.now - started < .seconds(10))
      let warnings = WarningLog()
      let output = SpeechOutput.open(
        environment: [
          "SPEECHD_ADDRESS": socket.address, "A11YSIM_SPEECH_AUTOSPAWN": "0",
          "A11YSIM_SPEECH_TIMEOUT": "0.5",
        ], warn: warnings.add)
      #expect(output.player == nil)
      #expect(
        warnings.lines == [
          "warning: no sound: speech-dispatcher did not answer the connection within 0.5 s; "
            + "wait longer with A11YSIM_SPEECH_TIMEOUT=SECONDS, or start a daemon of a11ysim's "
            + "own (Scripts/speech-daemon.sh start) and export SPEECHD_ADDRESS to it; do not "
            + "kill the daemon a screen reader may be using"
        ])
    }
  #endif
}

/// The daemon suites run one at a time: libspeechd reports events by client and message id,
/// which two daemons hand out alike, so connections to two daemons at once mix their events.
@Suite("speech-dispatcher daemons", .serialized)
struct SpeechDispatcherDaemonSuites {
  @Suite(
    "speech-dispatcher: speech through the test daemon (captured audio)", .serialized,
    .enabled(
      if: speechDispatcherInBuild,
      "built without the SpeechDispatcher trait: swift test --traits SpeechDispatcher --scratch-path .build-speech (.ci/run does)"
    ),
    .enabled(
      if: TestDaemon.address != nil,
      "no test daemon: run 'eval \"$(Scripts/speech-daemon.sh start)\"' and export SPEECHD_TEST_* (.ci/run does)"
    ))
  struct SpeechDispatcherDaemonTests {
    @Test("Speech happened: the capture grew by about 2.3 s of sound, and END arrived")
    func speaks() throws {
      let address = try #require(TestDaemon.address)
      let audio = try #require(TestDaemon.audio)
      let before = TestDaemon.settledSize(audio)
      let speaker = try SpeechDispatcherSpeaker(address: address, autospawn: false)
      defer { speaker.close() }
      let voice = VoiceProfile(reader: "test", wordsPerMinute: 170)
      let id = try speaker.say("Quantity, 3, adjustable", voice: voice)
      #expect(speaker.waitUntilDone(id, timeout: .seconds(20)) == .end)
      let grown = TestDaemon.settledSize(audio) - before
      // 2.3 s at 22050 Hz, 16-bit: about 101 000 bytes.
      #expect(grown >= 80_000)
      let stat = try TestDaemon.soxStat(audio, from: before)
      #expect(stat.rms > 0.01)
      #expect(speaker.events.contains(SpeechEvent(id: id, kind: .begin)))
      #expect(speaker.events.contains(SpeechEvent(id: id, kind: .end)))
    }

    @Test("The player speaks a transcript: every utterance ends, and the capture grows")
    func playsTranscript() throws {
      let address = try #require(TestDaemon.address)
      let audio = try #require(TestDaemon.audio)
      let before = TestDaemon.settledSize(audio)
      let speaker = try SpeechDispatcherSpeaker(address: address, autospawn: false)
      defer { speaker.close() }
      let transcript = [
        entry(0, 900, "Quantity, 2", reader: "VoiceOver"),
        entry(900, 1800, "Adjustable", reader: "VoiceOver", priority: .queue),
      ]
      let result = SpeechPlayer(speaker: speaker).play(transcript)
      #expect(result.failure == nil)
      #expect(result.lastEnding == .end)
      let ids = result.said.map(\.id)
      #expect(ids.count == 2)
      for id in ids { #expect(speaker.events.contains(SpeechEvent(id: id, kind: .end))) }
      #expect(TestDaemon.settledSize(audio) - before >= 40_000)
    }

    @Test("SSIP's dot escaping: lines that are only a dot do not break the connection")
    func dots() throws {
      let address = try #require(TestDaemon.address)
      let speaker = try SpeechDispatcherSpeaker(address: address, autospawn: false)
      defer { speaker.close() }
      let voice = VoiceProfile(reader: "test", wordsPerMinute: 300)
      for text in ["a\r\n.\r\nb", ".", "..\r\n.", "x\n.\nquit\n"] {
        _ = try speaker.say(text, voice: voice)
      }
      let last = try speaker.say("after the dots", voice: voice)
      #expect(speaker.waitUntilDone(last, timeout: .seconds(20)) == .end)
    }

    @Test(
      "A daemon with other defaults (dummy module, all punctuation): we speak with espeak-ng"
    )
    func pinnedModuleAndPunctuation() throws {
      let daemon = try TestDaemon.start([
        "--conf", "AddModule \"dummy\" \"sd_dummy\" \"\"", "--conf", "DefaultModule dummy",
        "--conf", "DefaultPunctuationMode \"all\"",
      ])
      defer { TestDaemon.stop(daemon.dir) }
      let (address, audio) = (daemon.address, daemon.audio)
      let speaker = try SpeechDispatcherSpeaker(address: address, autospawn: false)
      defer { speaker.close() }
      #expect(speaker.currentOutputModule == "espeak-ng")
      let voice = VoiceProfile(reader: "test", wordsPerMinute: 170)
      let text = "one, two, three, four."
      let id = try speaker.say(text, voice: voice)
      #expect(speaker.waitUntilDone(id, timeout: .seconds(20)) == .end)
      let bytes = TestDaemon.settledSize(audio)
      let own = try WAVRenderer.synthesize(
        text, voice: voice, espeak: try #require(WAVRenderer().espeakPath))
      // The dummy module says a 30 s message; read with all punctuation ("one comma two
      // comma …") it lasts half as long again as espeak-ng's own.
      let ratio = Double(bytes) / Double(own.samples.count * 2)
      #expect(ratio > 0.8 && ratio < 1.25, "daemon audio / espeak-ng audio = \(ratio)")
    }

    @Test("A daemon killed mid-run: calls fail with one line, and the process lives on")
    func daemonKilled() throws {
      let daemon = try TestDaemon.start()
      defer { TestDaemon.stop(daemon.dir) }
      let (dir, address) = (daemon.dir, daemon.address)
      let speaker = try SpeechDispatcherSpeaker(address: address, autospawn: false)
      defer { speaker.close() }
      let voice = VoiceProfile(reader: "test", wordsPerMinute: 170)
      let id = try speaker.say("Before the daemon dies", voice: voice)
      // A daemon that has just started may cancel its very first utterance; either way it answered.
      #expect(speaker.waitUntilDone(id, timeout: .seconds(20)) != nil)
      let pid = try String(contentsOfFile: dir + "/daemon.pid", encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      try TestDaemon.run("kill", ["-KILL", pid])
      Thread.sleep(forTimeInterval: 0.3)
      // The player meets the dead daemon: it stops with the reason instead of dying of SIGPIPE.
      let result = SpeechPlayer(speaker: speaker).play([entry(0, 500, "After the daemon died")])
      // Its first command is the text.
      #expect(result.failure == .daemonGone("it did not take the text"))
      #expect(throws: SpeechError.daemonGone("it did not take the text")) {
        try speaker.say("again", voice: voice)
      }
    }
  }

  @Suite(
    "speech-dispatcher: interruption on a real-time sink", .serialized,
    .enabled(
      if: speechDispatcherInBuild,
      "built without the SpeechDispatcher trait: swift test --traits SpeechDispatcher --scratch-path .build-speech (.ci/run does)"
    ),
    .enabled(
      if: TestDaemon.realtimeAddress != nil,
      "no real-time test daemon: eval \"$(Scripts/speech-daemon.sh start --realtime --prefix SPEECHD_RT)\" and export SPEECHD_RT_* (.ci/run does)"
    ))
  struct SpeechDispatcherRealtimeTests {
    @Test("An interrupting utterance cuts off the one before")
    func interruption() throws {
      let address = try #require(TestDaemon.realtimeAddress)
      let audio = try #require(TestDaemon.realtimeAudio)
      let speaker = try SpeechDispatcherSpeaker(address: address, autospawn: false)
      defer { speaker.close() }
      // The first utterance on a PulseAudio stream takes about a second to start: warm up.
      let warmUp = try speaker.say(
        "ready", voice: VoiceProfile(reader: "test", wordsPerMinute: 170))
      #expect(speaker.waitUntilDone(warmUp, timeout: .seconds(20)) == .end)
      Thread.sleep(forTimeInterval: 0.3)
      let long =
        "Quantity, 3, adjustable. Swipe up or down with one finger to adjust the value. "
        + "The value can be anything from zero to ten, in steps of one."
      let before = TestDaemon.size(audio)
      let transcript = [
        entry(0, 1000, long, reader: "TalkBack", interrupted: true),
        entry(1000, 1700, "Unlabelled, Button", reader: "TalkBack"),
      ]
      let result = SpeechPlayer(speaker: speaker).play(transcript)
      #expect(result.failure == nil)
      let ids = result.said.map(\.id)
      try #require(ids.count == 2)
      #expect(speaker.events.contains(SpeechEvent(id: ids[0], kind: .cancel)))
      #expect(!speaker.events.contains(SpeechEvent(id: ids[0], kind: .end)))
      #expect(result.lastEnding == .end)
      #expect(result.cut == [0])
      Thread.sleep(forTimeInterval: 0.3)
      // Said in full, the long one alone takes about 8 s; cut off, both together take about 2.
      let full = try WAVRenderer.synthesize(
        long, voice: VoiceProfiles.standard.voice(for: "TalkBack"),
        espeak: try #require(WAVRenderer().espeakPath))
      let fullSeconds = Double(full.samples.count) / Double(full.sampleRate)
      let voiced = try TestDaemon.voicedSeconds(audio, from: before)
      #expect(fullSeconds > 6)
      #expect(voiced > 0.5)
      #expect(voiced < fullSeconds / 2)
      #expect(try TestDaemon.soxStat(audio, from: before).rms > 0.01)
    }

    @Test("What the transcript does not mark interrupted is said to its end, by a slower voice")
    func notInterrupted() throws {
      let address = try #require(TestDaemon.realtimeAddress)
      let speaker = try SpeechDispatcherSpeaker(address: address, autospawn: false)
      defer { speaker.close() }
      // The model gives "Quantity" 0.34 s; espeak-ng takes about 0.9 s. The next focus comes
      // at 0.34 s with interrupting priority, but the transcript says "Quantity" was done.
      let transcript = [
        entry(0, 340, "Quantity", reader: "TalkBack"),
        entry(340, 1130, "Unlabelled, Button", reader: "TalkBack"),
      ]
      let result = SpeechPlayer(speaker: speaker).play(transcript)
      #expect(result.failure == nil)
      let ids = result.said.map(\.id)
      try #require(ids.count == 2)
      #expect(result.cut == [])
      for id in ids {
        #expect(speaker.events.contains(SpeechEvent(id: id, kind: .end)))
        #expect(!speaker.events.contains(SpeechEvent(id: id, kind: .cancel)))
      }
    }
  }
}
