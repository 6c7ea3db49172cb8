import Accessibility
import ComponentFile
import ComponentModel
import Controls
import Core
import Foundation
import Interactions
import OutputFiles
import ScreenReaders
import Simulation

/// The session's `:commands`, as a table: name, usage, what it does, and how.
package enum SessionCommands {
  /// One command.
  package struct Command: Sendable {
    /// The name after the colon.
    package var name: String
    /// Other names.
    package var aliases: [String] = []
    /// How it is written.
    package var usage: String
    /// What it does.
    package var summary: String
    let run: @Sendable (inout SessionEngine, String) -> SessionEngine.Output
  }

  /// Every command, in the order `:help` lists them.
  package static let all: [Command] = [
    Command(
      name: "help", aliases: ["h", "?"], usage: ":help [COMMAND]",
      summary: "List the commands, or explain one."
    ) {
      _, argument in help(argument)
    },
    Command(
      name: "platform", usage: ":platform ios|macos|android|windows|linux",
      summary: "Switch platform (and to its reader); the control starts afresh."
    ) {
      engine, argument in
      guard let platform = Platform(named: argument) else {
        return .error(
          "expected a platform: " + Platform.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return engine.switchTo(platform: platform, reader: nil)
    },
    Command(
      name: "reader", usage: ":reader NAME",
      summary: "Switch screen reader (voiceover-ios, talkback, orca, …)."
    ) {
      engine, argument in
      // A reader of another platform switches platform too; a name several readers share
      // (voiceover) keeps the platform when one of them runs on it.
      let packs = RulePacks.candidates(argument)
      guard let pack = packs.first(where: { $0.platform == engine.platform }) ?? packs.first
      else {
        return .error("expected a reader: " + RulePacks.all.map(\.id).joined(separator: ", "))
      }
      return engine.switchTo(platform: pack.platform, reader: pack.id)
    },
    Command(
      name: "set", usage: ":set SETTING VALUE",
      summary: "Change a reader setting (:set hints off); :set alone lists them."
    ) {
      engine, argument in
      let words = argument.split(whereSeparator: { $0 == " " || $0 == "=" }).map(String.init)
      guard words.count == 2 else {
        let settings = ReaderSettings(pack: engine.simulation.pack)
        let lines = engine.simulation.pack.settings.map {
          "  \($0.name) = \(engine.readerSettings[$0.name] ?? settings[$0.key] ?? "")  (\($0.wholeNumbers == nil ? $0.values.joined(separator: " | ") : $0.valuesText))"
        }
        return SessionEngine.Output(
          lines: lines.isEmpty ? ["\(engine.simulation.pack.name) has no settings"] : lines,
          failed: !argument.isEmpty)
      }
      return engine.setReaderSetting(words[0], words[1])
    },
    Command(
      name: "config", usage: ":config KEY=VALUE",
      summary: "Change a component setting, as --set does (:config value=5)."
    ) {
      engine, argument in
      guard argument.contains("=") else {
        return .error("expected KEY=VALUE, e.g. :config wraps=true")
      }
      return engine.configure(argument)
    },
    Command(
      name: "show", usage: ":show",
      summary: "Draw the control: its parts, value, focus and dimmed parts."
    ) {
      engine, _ in SessionEngine.Output(lines: ControlDrawing.lines(engine.simulation))
    },
    Command(name: "tree", usage: ":tree", summary: "List the accessible elements the app exposes.")
    {
      engine, _ in
      SessionEngine.Output(
        lines: engine.isScreen
          ? ScreenTree.lines(engine.screen, engine.simulation)
          : ControlDrawing.tree(engine.simulation))
    },
    Command(name: "transcript", usage: ":transcript", summary: "Everything the reader said so far.")
    {
      engine, _ in
      let lines = engine.simulation.transcript.map { TranscriptFormat.line($0) }
      return SessionEngine.Output(lines: lines.isEmpty ? ["(nothing said yet)"] : lines)
    },
    Command(
      name: "compare", usage: ":compare",
      summary: "The last interaction on every platform with its reader, side by side."
    ) {
      engine, _ in compare(engine)
    },
    Command(
      name: "explain", usage: ":explain",
      summary: "The rule, source and confidence behind the last utterances."
    ) {
      engine, _ in
      guard let last = engine.steps.last else { return .error("nothing to explain yet") }
      if last.heard.isEmpty {
        return SessionEngine.Output(lines: [
          "'\(last.interaction)': nothing was said (no rule speaks for it)"
        ])
      }
      var lines: [String] = []
      for entry in last.heard {
        lines.append(TranscriptFormat.line(entry))
        lines += TranscriptFormat.explanation(entry)
      }
      return SessionEngine.Output(lines: lines)
    },
    Command(name: "undo", usage: ":undo", summary: "Take the last interaction back.") { engine, _ in
      engine.undo()
    },
    Command(name: "reset", usage: ":reset", summary: "Start the control afresh.") { engine, _ in
      engine.reset()
    },
    Command(
      name: "os", usage: ":os PLATFORM=VERSION",
      summary: "Set the device's OS version (ios=26, android=11); the control starts afresh."
    ) { engine, argument in
      engine.setEnvironment(argument)
    },
    Command(
      name: "speak", usage: ":speak on|off",
      summary: "Speak utterances aloud through speech-dispatcher."
    ) {
      engine, argument in
      switch argument.lowercased() {
      case "on":
        engine.setSpeaks(true)
        return SessionEngine.Output(lines: ["speech on"], speakChanged: true)
      case "off":
        engine.setSpeaks(false)
        return SessionEngine.Output(lines: ["speech off"], speakChanged: false)
      default: return .error("expected :speak on or :speak off")
      }
    },
    Command(
      name: "save", usage: ":save FILE.feature",
      summary:
        "Save the session as a Gherkin scenario whose checks are what was heard (a new file)."
    ) {
      engine, argument in save(&engine, to: argument, replacing: false)
    },
    Command(
      name: "save!", usage: ":save! FILE.feature",
      summary: "Save over an existing file (never over the component file)."
    ) {
      engine, argument in save(&engine, to: argument, replacing: true)
    },
    Command(
      name: "keys", usage: ":keys",
      summary:
        "Key mode: real keys (Tab, arrows, PageUp/Down, Space, Enter) drive the control; Escape leaves."
    ) {
      _, _ in
      SessionEngine.Output(
        lines: [
          "key mode: Tab, Shift+Tab, arrows, PageUp/PageDown, Home/End, Space and Enter go to the control; Escape leaves"
        ],
        enterKeyMode: true)
    },
    Command(
      name: "quit", aliases: ["q", "exit"], usage: ":quit",
      summary: "Leave the session (Ctrl-D too)."
    ) {
      _, _ in SessionEngine.Output(quit: true)
    },
  ]

  static func help(_ argument: String) -> SessionEngine.Output {
    let name = argument.trimmingCharacters(in: CharacterSet(charactersIn: ": "))
    if !name.isEmpty {
      guard let command = all.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
        return .error("no command :\(name)")
      }
      return SessionEngine.Output(lines: ["\(command.usage)  \(command.summary)"])
    }
    let width = all.map(\.usage.count).max() ?? 0
    var lines = [
      "Type an interaction (swipe right, double-tap, press Tab, type \"5\", hold increment 2s) or a command:"
    ]
    lines += all.map {
      "  " + $0.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary
    }
    lines.append(
      "Interactions: " + InteractionParser.verbs.map(\.names[0]).joined(separator: ", ")
        + " (a11ysim interactions).")
    return SessionEngine.Output(lines: lines)
  }

  /// Writes the session's scenario to `path`. Never onto the component file the session reads
  /// (compared by device and inode, so a link to it is caught), and onto another existing file
  /// only when `replacing` (`:save!`) or it is what this session saved there before.
  static func save(_ engine: inout SessionEngine, to path: String, replacing: Bool)
    -> SessionEngine.Output
  {
    guard path.hasSuffix(".feature") else {
      return .error("expected a file name ending in .feature")
    }
    guard engine.droppedInteractions == 0 else {
      return .error(
        "the session dropped its oldest \(engine.droppedInteractions) interactions (it keeps "
          + "\(engine.keptInteractions)), so a saved scenario would not start where the control "
          + "did: :reset, then save at most \(engine.keptInteractions) interactions")
    }
    let existing = OutputFile.identity(of: path)
    if let existing, let component = engine.componentPath,
      OutputFile.identity(of: component) == existing
    {
      return .error(
        "\(path) is the session's component file \(component); saving there would destroy it: "
          + "choose another name")
    }
    if let existing, !replacing, !engine.savedFiles.contains(existing) {
      return .error("\(path) already exists; :save! \(path) replaces it")
    }
    let url = URL(fileURLWithPath: path)
    let component = engine.componentPath.map {
      ScenarioWriter.relativePath(
        of: URL(fileURLWithPath: $0), from: url.deletingLastPathComponent())
    }
    let text = ScenarioWriter.feature(engine, componentPath: component)
    do {
      try OutputFile.write(text, to: path)
    } catch {
      return .error("cannot write \(error)")
    }
    if let written = OutputFile.identity(of: path) { engine.savedFiles.insert(written) }
    let count = engine.steps.count
    return SessionEngine.Output(lines: [
      "saved \(count) interaction\(count == 1 ? "" : "s") to \(path); run it with: a11ysim run \(path)"
    ])
  }

  static func compare(_ engine: SessionEngine) -> SessionEngine.Output {
    guard !engine.steps.isEmpty else { return .error("nothing to compare yet: interact first") }
    let screen = engine.screen
    let statements = engine.steps.compactMap {
      try? InteractionParser.parseOne($0.interaction, parts: engine.schema.catalog.partVocabulary)
    }
    .enumerated().map {
      InteractionStatement(
        interaction: $0.element, text: engine.steps[$0.offset].interaction, line: 1, column: 1)
    }
    var runs: [ReaderSimulation] = []
    for platform in screen.platformList {
      guard let pack = RulePacks.default(for: platform) else { continue }
      let settings = engine.readerSettings.filter { ReaderSettings(pack: pack).has($0.key) }
      guard
        var run = try? ReaderSimulation(
          screen: screen, platform: platform, pack: pack, settings: settings,
          environment: engine.environment, catalog: engine.schema.catalog)
      else { continue }
      try? run.run(statements)
      runs.append(run)
    }
    let lines = ComparisonFormat.lines(runs)
    guard let lastStart = lines.lastIndex(where: { $0.hasPrefix("> ") }) else {
      return SessionEngine.Output(lines: lines)
    }
    return SessionEngine.Output(lines: Array(lines[lastStart...]))
  }

  /// Command names for completion: `:help`, `:platform`, ….
  package static var completionWords: [String] { all.map { ":" + $0.name } }
}
