import Accessibility
import ComponentFile
import ComponentModel
import Controls
import Core
import Foundation
import Interactions
import OutputFiles
import ScreenReaders
import Screens
import Simulation
import Suggestions

/// The interactive session's brain, with no terminal in it: it takes a line (an interaction or
/// a `:command`) and answers with lines to print. The terminal front end, scripts and tests all
/// drive it the same way.
package struct SessionEngine: Sendable {
  /// What a line produced.
  package struct Output: Sendable, Equatable {
    /// Lines to print.
    package var lines: [String] = []
    /// New utterances, for speaking aloud.
    package var speech: [TranscriptEntry] = []
    /// Whether the line failed (an unknown command, a syntax error, an unknown name).
    package var failed = false
    /// Whether the session should end.
    package var quit = false
    /// Whether the front end should enter key mode.
    package var enterKeyMode = false
    /// Whether speech output was turned on (`true`) or off (`false`) by the line.
    package var speakChanged: Bool?

    static func error(_ message: String) -> Output {
      Output(lines: ["error: \(message)"], failed: true)
    }
  }

  /// The component file's path, if it came from one.
  package let componentPath: String?
  /// The component's name in errors: its file's path, or the default component's name.
  package var componentName: String { componentPath ?? schema.defaultComponent.name }
  /// The component: its file's YAML, or the schema's default component
  /// (``ComponentFile/ComponentSchema/defaultComponent``).
  package let component: ComponentDescription
  /// Settings changed in the session (`:config key=value`).
  package private(set) var overrides: [String] = []
  /// The platform now.
  package private(set) var platform: Platform
  /// The reader now (a pack id), or `nil` for none.
  package private(set) var readerID: String?
  /// The device's OS versions.
  package private(set) var environment: PlatformEnvironment
  /// Reader settings changed in the session.
  package private(set) var readerSettings: [String: String] = [:]
  /// Whether speech output is on.
  package private(set) var speaks = false
  /// The simulation now.
  package private(set) var simulation: ReaderSimulation
  /// The screen the simulation runs: the screen file's, or the component as a screen of one.
  package private(set) var screen: Screen
  /// Whether the session runs a screen file (not a component alone): `:tree` shows the screen.
  package var isScreen: Bool { screen.soleComponent == nil }
  /// How many interactions ran while a copy of the simulation was alive (each copied its log and
  /// transcript in full): 0 when undo keeps checkpoints, not copies.
  package var simulationCopies: Int { simulation.copiedChanges }
  /// A checkpoint before each interaction, for `:undo`: the simulation without its log and
  /// transcript, which only grow (a full snapshot per interaction made 8,000 piped lines take
  /// 3 GB).
  private var history: [ReaderSimulation.Checkpoint] = []
  /// The checkpoint before the first interaction, for `:reset` once the oldest are dropped.
  private var start: ReaderSimulation.Checkpoint?
  /// The most interactions a session keeps, with what each made the reader say, their undo
  /// checkpoints, log and transcript: past it the oldest is dropped, so a long paste cannot
  /// take the machine's memory (each kept interaction costs a few KB).
  package static let interactionLimit = 1_000
  /// The interactions this session keeps (``interactionLimit``; tests lower it).
  package var keptInteractions = interactionLimit
  /// How many of the oldest interactions were dropped since the control last started afresh;
  /// `:save` refuses then, as the scenario would not start where the control did.
  package private(set) var droppedInteractions = 0
  /// The longest line the session takes, in bytes of UTF-8: one interaction or command is far
  /// shorter, and a paste of megabytes is refused whole.
  package static let lineLimit = 4_096
  /// The files this session's `:save` wrote (device and inode), which a later `:save` may
  /// replace without `:save!`.
  package internal(set) var savedFiles: Set<FileIdentity> = []
  /// The controls the session knows and what a component file may say of them.
  package let schema: ComponentSchema
  /// The interactions so far, with what each made the reader say.
  package private(set) var steps: [(interaction: String, heard: [TranscriptEntry])] = []

  /// Starts a session on `component` (from `componentPath`, if any; by default the schema's
  /// default component, as a scenario without a component) on `platform` with `reader` (`nil`:
  /// the platform's own), knowing the controls of `schema`.
  package init(
    component: ComponentDescription? = nil, componentPath: String? = nil,
    platform: Platform = .ios, reader: String? = nil,
    environment: PlatformEnvironment = .standard, schema: ComponentSchema
  ) throws(SessionError) {
    self.schema = schema
    let component = component ?? schema.defaultComponent.description
    self.component = component
    self.environment = environment
    self.componentPath = componentPath
    self.platform = platform
    let pack = try Self.pack(reader, on: platform)
    readerID = pack.id
    screen = try Self.loadScreen(
      component, source: componentPath ?? schema.defaultComponent.name, overrides: [],
      schema: schema)
    simulation = try Self.makeSimulation(
      screen: screen, platform: platform, pack: pack, settings: [:], environment: environment,
      schema: schema)
  }

  private static func pack(_ reader: String?, on platform: Platform) throws(SessionError)
    -> RulePack
  {
    do {
      return try RulePacks.resolve(reader, on: platform)
    } catch {
      throw .reader(error)
    }
  }

  /// The screen `description` describes: a screen file's (component paths relative to
  /// `source`'s folder), or the component with `overrides` as a screen of one. A screen file
  /// takes no `:config`: its components' settings are in the file.
  static func loadScreen(
    _ description: ComponentDescription, source: String, overrides: [String],
    schema: ComponentSchema
  ) throws(SessionError) -> Screen {
    if case .yaml(let text) = description, ScreenLoader.isScreen(text) {
      guard overrides.isEmpty else { throw .screenSettings }
      do {
        let folder = URL(fileURLWithPath: source).deletingLastPathComponent()
        return try ScreenLoader.parse(text, source: source, folder: folder, schema: schema)
      } catch {
        throw .screen(error)
      }
    }
    do {
      return Screen(
        component: try ComponentLoader.load(
          description, source: source, overrides: overrides, schema: schema))
    } catch {
      throw .component(error)
    }
  }

  private static func makeSimulation(
    screen: Screen, platform: Platform, pack: RulePack, settings: [String: String],
    environment: PlatformEnvironment, schema: ComponentSchema
  ) throws(SessionError) -> ReaderSimulation {
    do {
      return try ReaderSimulation(
        screen: screen, platform: platform, pack: pack, settings: settings,
        environment: environment, catalog: schema.catalog)
    } catch {
      throw .simulation(error)
    }
  }

  /// The prompt: `iOS · VoiceOver> `.
  package var prompt: String { "\(platform.displayName) · \(simulation.pack.name)> " }

  /// Handles one line.
  package mutating func handle(_ line: String) -> Output {
    guard line.utf8.count <= Self.lineLimit else {
      return .error(
        "the line is \(line.utf8.count) bytes long; a line takes at most \(Self.lineLimit): "
          + "type one interaction or command a line")
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return Output() }
    if trimmed.hasPrefix(":") { return command(trimmed) }
    return interact(trimmed)
  }

  // MARK: - Interactions

  private mutating func interact(_ text: String) -> Output {
    let statements: [InteractionStatement]
    do {
      statements = try InteractionParser.parse(
        text, source: "input", parts: schema.catalog.partVocabulary)
    } catch {
      var message = "\(error.message) (column \(error.column))"
      if error.message.hasPrefix("unknown interaction") {
        let word = text.split(separator: " ").first.map(String.init) ?? text
        let commands = SessionCommands.all.map { ":" + $0.name }
        let nearest = Suggestions.closest(to: ":" + word, among: commands, limit: 1)
        if let nearest = nearest.first { message += "; or did you mean the command \(nearest)?" }
      }
      return .error(message)
    }
    var output = Output()
    for statement in statements {
      let before = simulation.checkpoint()
      let spoken = simulation.transcript.count
      let logged = simulation.log.count
      do {
        try simulation.perform(statement)
      } catch {
        simulation.restore(before)
        output.lines.append("error: \(error.message)")
        output.failed = true
        break
      }
      if start == nil { start = before }
      history.append(before)
      let heard = Array(simulation.transcript.dropFirst(spoken))
      steps.append((statement.text, heard))
      output.speech += heard
      let added = simulation.log.suffix(from: min(simulation.log.count, logged))
      // A silence says why: the rule that kept the reader quiet, or that none reacts.
      let why = added.compactMap { entry -> String? in
        if case .silence(let reason) = entry.kind { return reason }
        return nil
      }.first
      output.lines +=
        heard.isEmpty
        ? ["  (silence\(why.map { ": \($0)" } ?? ""))"]
        : heard.map { "  " + TranscriptFormat.line($0) }
      let notes = added.compactMap { entry -> String? in
        if case .note(let text) = entry.kind { return "  note: \(text)" }
        return nil
      }
      output.lines += notes
    }
    dropOldest(into: &output)
    return output
  }

  /// Drops the oldest interactions past ``keptInteractions``, with their checkpoints and the
  /// log and transcript entries from before the oldest kept; says so the first time.
  private mutating func dropOldest(into output: inout Output) {
    let excess = steps.count - keptInteractions
    guard excess > 0 else { return }
    if droppedInteractions == 0 {
      output.lines.append(
        "  note: the session keeps the last \(keptInteractions) interactions; the oldest are "
          + "dropped (:undo reaches back that far; :reset starts afresh)")
    }
    steps.removeFirst(excess)
    history.removeFirst(excess)
    droppedInteractions += excess
    if let oldest = history.first { simulation.forget(before: oldest) }
  }

  /// Forgets the interactions (the control was rebuilt or started afresh).
  private mutating func clearInteractions() {
    history = []
    steps = []
    start = nil
    droppedInteractions = 0
  }

  /// Presses a key through the reader (key mode).
  package mutating func press(_ chord: KeyChord) -> Output {
    interact("press \(chord)")
  }

  // MARK: - Commands

  private mutating func command(_ text: String) -> Output {
    let words = text.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
    let name = words.first?.lowercased() ?? ""
    let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
    guard
      let command = SessionCommands.all.first(where: {
        $0.name == name || $0.aliases.contains(name)
      })
    else {
      let nearest = Suggestions.closest(to: name, among: SessionCommands.all.map(\.name), limit: 1)
      return .error(
        "unknown command ':\(name)'"
          + (nearest.first.map { "; did you mean :\($0)? (:help lists them)" }
            ?? "; :help lists the commands"))
    }
    return command.run(&self, argument)
  }

  mutating func switchTo(platform newPlatform: Platform, reader: String?) -> Output {
    do {
      let pack = try Self.pack(reader, on: newPlatform)
      let settings = readerSettings.filter { ReaderSettings(pack: pack).has($0.key) }
      let rebuilt = try Self.makeSimulation(
        screen: screen, platform: newPlatform, pack: pack, settings: settings,
        environment: environment, schema: schema)
      platform = newPlatform
      readerID = pack.id
      readerSettings = settings
      simulation = rebuilt
      clearInteractions()
      return Output(lines: [
        "\(newPlatform.displayName) with \(pack.name); the control starts afresh"
      ])
    } catch {
      return .error(error.message)
    }
  }

  mutating func setReaderSetting(_ name: String, _ value: String) -> Output {
    var settings = readerSettings
    settings[name] = value
    do {
      let pack = simulation.pack
      var check = ReaderSettings(pack: pack)
      for (key, value) in settings { try check.set(key, to: value) }
      let rebuilt = try Self.makeSimulation(
        screen: screen, platform: platform, pack: pack, settings: settings,
        environment: environment, schema: schema)
      readerSettings = settings
      simulation = rebuilt
      clearInteractions()
      return Output(lines: [
        "\(name) = \(check.value(named: name) ?? ""); the control starts afresh"
      ])
    } catch let error as ReaderSettingError {
      return .error(error.message)
    } catch {
      return .error("\(error)")
    }
  }

  mutating func setEnvironment(_ text: String) -> Output {
    var changed = environment
    do {
      try changed.set(parsing: text)
      let rebuilt = try Self.makeSimulation(
        screen: screen, platform: platform, pack: simulation.pack, settings: readerSettings,
        environment: changed, schema: schema)
      environment = changed
      simulation = rebuilt
      clearInteractions()
      return Output(lines: ["\(text); the control starts afresh"])
    } catch let error as EnvironmentError {
      return .error(error.description)
    } catch {
      return .error("\(error)")
    }
  }

  mutating func configure(_ assignment: String) -> Output {
    do {
      let changed = try Self.loadScreen(
        component, source: componentName, overrides: overrides + [assignment], schema: schema)
      let rebuilt = try Self.makeSimulation(
        screen: changed, platform: platform, pack: simulation.pack, settings: readerSettings,
        environment: environment, schema: schema)
      overrides.append(assignment)
      screen = changed
      simulation = rebuilt
      clearInteractions()
      return Output(lines: ["\(assignment); the control starts afresh"])
    } catch {
      return .error(error.message)
    }
  }

  mutating func undo() -> Output {
    guard let previous = history.popLast() else { return .error("nothing to undo") }
    simulation.restore(previous)
    let undone = steps.removeLast()
    return Output(lines: ["undid '\(undone.interaction)'"])
  }

  mutating func reset() -> Output {
    if let start { simulation.restore(start) }
    clearInteractions()
    return Output(lines: ["the control starts afresh"])
  }

  mutating func setSpeaks(_ on: Bool) { speaks = on }
}

/// Why a session cannot start or rebuild its simulation: the layer at fault, with its own error.
package enum SessionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The reader name gives no reader on the platform.
  case reader(ReaderResolutionError)
  /// The component file or its overrides cannot be used.
  case component(ComponentFileError)
  /// The screen file cannot be used.
  case screen(ScreenFileError)
  /// `:config` on a screen file, whose components' settings are in the file.
  case screenSettings
  /// The simulation cannot start (the component does not ship there, a reader setting is wrong).
  case simulation(SimulationError)

  /// What the user reads: the wrapped error's own text.
  package var description: String {
    switch self {
    case .reader(let error): error.description
    case .component(let error): error.description
    case .screen(let error): error.description
    case .screenSettings:
      ":config changes one component; in a screen file, give a component's settings under it "
        + "with set: (see Documentation/Screens.md)"
    case .simulation(let error): error.description
    }
  }

  /// The message (``description``).
  package var message: String { description }
}
