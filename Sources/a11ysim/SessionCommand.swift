import ArgumentParser
import ComponentFile
import ControlRegistry
import Controls
import Core
import Foundation
import LineEditor
import OutputFiles
import Session
import Speech
import TextFiles

/// `a11ysim session`: explore a component or a screen with a simulated screen reader.
struct SessionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "session",
    abstract:
      "Explore a component or a screen with a simulated screen reader, then keep it as a "
      + "scenario.",
    discussion: """
      Type interactions (swipe right, double-tap, press Tab, type "5", hold increment 2s) and \
      hear what the reader says; :help lists the commands (\(SessionCommand.commandNames)). \
      A screen file (Documentation/Screens.md) runs as a screen: next item walks all of it, \
      :tree shows its elements. Without a component, the seeds' Quantity stepper (0…10, value 2) on iOS with VoiceOver. \
      A session keeps its last 1,000 interactions and takes lines of at most 4,096 bytes.

      On a terminal: line editing, history (kept in $XDG_STATE_HOME/a11ysim/history), Tab \
      completion, Ctrl-C cancels the line, Ctrl-D leaves. Otherwise commands are read from \
      standard input, one per line, and the exit code is 1 if any failed.
      """)

  @Argument(
    help: "The component or screen file (YAML).", completion: .file(extensions: ["yml", "yaml"]))
  var component: String?

  @Option(help: "The platform to start on (default: ios, or the component's only platform).")
  var platform: String?

  @Option(help: "The screen reader (default: the platform's own).")
  var reader: String?

  @OptionGroup var device: DeviceOptions

  func validate() throws {
    if let platform, Platform(named: platform) == nil {
      throw ValidationError(
        "unknown platform '\(platform)'; expected one of "
          + Platform.allCases.map(\.rawValue).joined(separator: ", "))
    }
  }

  func run() throws {
    var description: ComponentDescription?
    if let component {
      do {
        description = .yaml(try TextFile.read(component))
      } catch {
        throw CommandFailure.cannotReadComponent(path: component, error)
      }
    }
    var engine: SessionEngine
    let environment = try device.environment()
    do {
      engine = try SessionEngine(
        component: description, componentPath: component,
        platform: platform.flatMap(Platform.init(named:)) ?? .ios, reader: reader,
        environment: environment, schema: .shipped)
    } catch {
      throw CommandFailure.session(error)
    }
    if Terminal.isInteractive {
      interactive(&engine)
    } else if try !scripted(&engine) {
      throw ExitCode(1)
    }
  }

  /// Reads commands from standard input; returns whether all succeeded.
  private func scripted(_ engine: inout SessionEngine) throws -> Bool {
    var allSucceeded = true
    let voice = SessionVoice()
    defer { voice.close() }
    while let line = readLine() {
      let prompt = engine.prompt
      let output = engine.handle(line)
      // Written unbuffered, so each command's output is out before it is spoken. (Not print +
      // fflush(nil): that locks every C stream, libspeechd's socket too, which its reader
      // thread holds while it waits for the daemon: a deadlock with :speak on.)
      // Control characters from the input (or a component file) are shown, never obeyed.
      // A line past the limit is refused; its echo is cut, not megabytes of it.
      let echo =
        line.utf8.count > SessionEngine.lineLimit ? String(line.prefix(80)) + "…" : line
      let text = ([prompt + echo] + output.lines).map {
        VisibleText.escapingControls($0) + "\n"
      }.joined()
      // A reader that went away (`| head`) ends the session; so does a failing output.
      guard (try? OutputFile.writeStandardOutput(Data(text.utf8))) == true else { break }
      voice.handle(output, speaks: engine.speaks)
      if output.failed { allSucceeded = false }
      if output.quit { break }
    }
    return allSucceeded
  }

  private func interactive(_ engine: inout SessionEngine) {
    let terminal = Terminal()
    let historyURL = HistoryFile.defaultURL()
    var editor = LineEditor(
      history: HistoryFile.load(historyURL), completer: SessionCompleter.completer(for: engine))
    editor.lengthLimit = SessionEngine.lineLimit
    terminal.write(
      "A11ySim session: \(engine.prompt.dropLast(2)). :help lists the commands, Ctrl-D leaves.\r\n")
    let voice = SessionVoice()
    terminal.enableRawMode()
    defer {
      voice.close()
      terminal.restore()
      HistoryFile.save(editor.history, to: historyURL)
    }
    terminal.write(editor.rendering(prompt: engine.prompt))
    while let key = terminal.readKey() {
      switch editor.handle(key) {
      case .redraw, .none:
        terminal.write(editor.rendering(prompt: engine.prompt))
      case .candidates(let candidates):
        terminal.write(
          "\r\n"
            + candidates.map { $0.split(separator: " ").last.map(String.init) ?? $0 }.joined(
              separator: "  ") + "\r\n")
        terminal.write(editor.rendering(prompt: engine.prompt))
      case .cancel:
        terminal.write("^C\r\n" + editor.rendering(prompt: engine.prompt))
      case .tooLong(let limit):
        terminal.write(
          "\r\nerror: a line takes at most \(limit) characters; the rest was dropped\r\n"
            + editor.rendering(prompt: engine.prompt))
      case .endOfInput:
        terminal.write("\r\n")
        return
      case .submit(let line):
        terminal.write("\r\n")
        let output = engine.handle(line)
        for text in output.lines { terminal.write(VisibleText.escapingControls(text) + "\r\n") }
        voice.handle(output, speaks: engine.speaks)
        if output.quit { return }
        if output.enterKeyMode { keyMode(&engine, terminal: terminal, voice: voice) }
        // What completion needs, not a copy of the engine (see SessionCompleter.Snapshot).
        editor.completer = SessionCompleter.completer(for: engine)
        terminal.write(editor.rendering(prompt: engine.prompt))
      }
    }
  }

  /// Key mode: keys drive the control until Escape.
  private func keyMode(_ engine: inout SessionEngine, terminal: Terminal, voice: SessionVoice) {
    terminal.write("keys> ")
    while let key = terminal.readKey() {
      let chord: KeyChord?
      switch key {
      case .escape, .endOfInput, .interrupt:
        terminal.write("\r\nleft key mode\r\n")
        return
      case .tab: chord = KeyChord(.tab)
      case .shiftTab: chord = KeyChord(.tab, modifiers: [.shift])
      case .up: chord = KeyChord(.up)
      case .down: chord = KeyChord(.down)
      case .left: chord = KeyChord(.left)
      case .right: chord = KeyChord(.right)
      case .pageUp: chord = KeyChord(.pageUp)
      case .pageDown: chord = KeyChord(.pageDown)
      case .home: chord = KeyChord(.home)
      case .end: chord = KeyChord(.end)
      case .enter: chord = KeyChord(.enter)
      case .character(" "): chord = KeyChord(.space)
      default: chord = nil
      }
      guard let chord else { continue }
      terminal.write("\(chord)\r\n")
      let output = engine.press(chord)
      for line in output.lines { terminal.write(line + "\r\n") }
      voice.handle(output, speaks: engine.speaks)
      terminal.write("keys> ")
    }
  }
}

/// Speaks a session's utterances while `:speak on`: opens speech-dispatcher the first time it
/// is needed; without sound, one warning line and silence after.
/// A signal while it speaks cancels what it queued (see ``SpeechSignalGuard``).
final class SessionVoice {
  private var output: SpeechOutput?
  private var guardian: SpeechSignalGuard?

  func handle(_ result: SessionEngine.Output, speaks: Bool) {
    guard speaks, !result.speech.isEmpty else { return }
    if output == nil {
      let opened = SpeechOutput.open(warn: SpeechOptions.note)
      output = opened
      guardian = opened.player.map { SpeechSignalGuard(speaker: $0.speaker) }
    }
    output?.play(result.speech)
  }

  func close() {
    guardian?.stop()
    guardian = nil
    output?.close()
  }
}

extension SessionCommand {
  /// The session's commands besides `:help`, as `session --help` lists them: from the
  /// session's own table, so a new command is never missing there.
  static var commandNames: String {
    SessionCommands.all.filter { $0.name != "help" }.map { ":" + $0.name }
      .joined(separator: ", ")
  }
}
