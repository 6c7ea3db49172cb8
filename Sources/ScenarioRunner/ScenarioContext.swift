import Accessibility
import ComponentFile
import ComponentModel
import Controls
import Core
import Foundation
import Interactions
import ScreenReaders
import Screens
import Simulation
import TextFiles

/// Everything one scenario has set up and done so far. A value: a criterion can try an action
/// on a copy and leave the scenario as it was.
package struct ScenarioContext: Sendable {
  /// The folder component paths are resolved from (the working directory).
  package var workingDirectory: URL
  /// The folder of the feature file (tried second for component paths).
  package var featureDirectory: URL
  /// The component a step described (a file's or a doc string's YAML, or settings given as
  /// values); `nil` for the schema's default component (``ComponentSchema/defaultComponent``).
  package var componentDescription: ComponentDescription?
  /// The name errors use for the component.
  package var componentSource = "scenario"
  /// The component file read, as resolved (so no report overwrites it).
  package var componentFile: String?
  /// The screen a step named (`Given the screen "…"`); `nil` when the scenario runs one
  /// component.
  package var screen: Screen?
  /// Settings changed by steps (`key=value`, as `--set` takes them).
  package var overrides: [ComponentOverride] = []
  /// The platform chosen by a step.
  package var platform: Platform?
  /// The reader chosen by a step: a pack id, `none`, or `nil` for the platform's own.
  package var readerID: String?
  /// Reader settings changed by steps.
  package var readerSettings: [String: String] = [:]
  /// The device's OS versions, set by steps.
  package var environment = PlatformEnvironment.standard
  /// When the simulated user acts.
  package var pace: ReaderSimulation.Pace = .listen
  /// Asked during long interactions, so Ctrl-C stops them.
  package var cancellation = Cancellation.never
  /// The running simulation, made at the first interaction or check.
  package private(set) var simulation: ReaderSimulation?
  /// Whether a simulation runs, with a reader or without (set where they are made): asked
  /// before every step, and cheaper than looking at the (large) simulation itself.
  private var hasStarted: Bool { hasReader || hasPlain }
  private var hasReader = false
  private var hasPlain = false
  /// The running simulation without a reader (`Given no screen reader`).
  package private(set) var plainSimulation: Simulation?
  /// Where the last interaction's speech starts in the transcript.
  package private(set) var lastGroupStart = 0
  /// Where the last interaction's events start in the log.
  package private(set) var lastEventStart = 0
  /// Whether any interaction has run.
  package private(set) var hasInteracted = false
  /// What the last `Then the reading order is:` heard, one line a move, for the step's report
  /// (baselines and the HTML report); the executor takes it after each step.
  package var heardReadingOrder: [String]?
  /// The component files read and components parsed so far, shared with the other scenarios
  /// of the run.
  package var components: ComponentCaches
  /// The kinds of control the run knows.
  package var catalog: ControlCatalog { components.schema.catalog }

  /// The run's step vocabulary and the control step packs it was built from.
  package let library: StepLibrary

  /// Creates an empty context, for components of `schema` and the steps of `library`.
  package init(
    workingDirectory: URL, featureDirectory: URL, schema: ComponentSchema, library: StepLibrary
  ) {
    self.library = library
    self.workingDirectory = workingDirectory
    self.featureDirectory = featureDirectory
    components = ComponentCaches(schema: schema)
  }

  /// Fails when the setup would change after the simulation started.
  package mutating func changeSetup(_ change: (inout ScenarioContext) throws(StepFailure) -> Void)
    throws(StepFailure)
  {
    if hasStarted {
      throw StepFailure(
        "set the component, platform and reader up before the first interaction or check")
    }
    try change(&self)
  }

  /// Records a reader setting, checking it at once when the reader is already known (a wrong
  /// name or value then fails this step, not the first interaction).
  mutating func setReaderSetting(_ name: String, to value: String) throws(StepFailure) {
    if let pack = chosenPack {
      var settings = ReaderSettings(pack: pack)
      do { try settings.set(name, to: value) } catch {
        throw .readerSetting(reader: pack.name, error)
      }
    }
    try changeSetup { context throws(StepFailure) in context.readerSettings[name] = value }
  }

  /// Loads the component file at `path`.
  package mutating func useComponentFile(_ path: String) throws(StepFailure) {
    let key = ComponentFileKey(
      path: path, workingDirectory: workingDirectory, featureDirectory: featureDirectory)
    let read = components.files.value(for: key) {
      Result { () throws(StepFailure) in try Self.readComponentFile(key) }
    }
    let file = try read.get()
    componentDescription = .yaml(file.yaml)
    screen = nil
    componentSource = path
    componentFile = file.path
  }

  /// Loads the screen file at `path` (a component file is a screen of one): from the working
  /// directory, else from the feature's; its component paths are relative to its own folder.
  package mutating func useScreenFile(_ path: String) throws(StepFailure) {
    let key = ComponentFileKey(
      path: path, workingDirectory: workingDirectory, featureDirectory: featureDirectory)
    let file = try Self.readComponentFile(key, what: "screen file")
    do {
      screen = try ScreenLoader.parse(
        file.yaml, source: path,
        folder: URL(fileURLWithPath: file.path).deletingLastPathComponent(),
        schema: components.schema)
    } catch {
      throw StepFailure(error.description, couldNotRun: true)
    }
    componentSource = path
    componentFile = file.path
  }

  /// Starts the screen a step named, without the run's cache of started simulations (a
  /// screen's components are not among its keys).
  private mutating func startScreen(_ screen: Screen) throws(StepFailure) {
    guard overrides.isEmpty else {
      throw StepFailure(
        "a setting step changes one component; in a screen, give a component's settings "
          + "with set: in the screen file", couldNotRun: true)
    }
    guard
      let chosen = platform ?? (screen.platformList.count == 1 ? screen.platformList.first : nil)
    else {
      throw StepFailure(
        "choose a platform (Given the platform is iOS); the screen \(screen.name) runs on "
          + screen.platformList.map(\.displayName).joined(separator: ", "), couldNotRun: true)
    }
    platform = chosen
    do {
      if readerID == "none" {
        plainSimulation = try Simulation(
          screen: screen, platform: chosen, environment: environment, catalog: catalog)
        hasPlain = true
        plainSimulation?.cancellation = cancellation
        return
      }
      guard let pack = chosenPack else {
        throw StepFailure(
          "no screen reader is modelled for \(chosen.displayName)", couldNotRun: true)
      }
      simulation = try ReaderSimulation(
        screen: screen, platform: chosen, pack: pack, settings: readerSettings, pace: pace,
        environment: environment, catalog: catalog)
      hasReader = true
      simulation?.cancellation = cancellation
    } catch let error as StepFailure {
      throw error
    } catch let error as SimulationError {
      throw .simulation(error)
    } catch {
      throw StepFailure("\(error)", couldNotRun: true)
    }
  }

  /// Reads the component file a step names: from the working directory, else from the
  /// feature's.
  private static func readComponentFile(_ key: ComponentFileKey, what: String = "component file")
    throws(StepFailure) -> (yaml: String, path: String)
  {
    let path = key.path
    let candidates = [
      FeatureLoader.url(path, key.workingDirectory), FeatureLoader.url(path, key.featureDirectory),
    ]
    var failure: TextFile.Failure?
    for candidate in candidates {
      do {
        return (try TextFile.read(candidate.path), candidate.path)
      } catch {
        // A file that is there but unreadable says why; a missing one, where it was looked for.
        if failure == nil || failure?.reason == TextFile.missing { failure = error }
      }
    }
    guard let failure, failure.reason != TextFile.missing else {
      let places = Set(candidates.map { $0.deletingLastPathComponent().path }).sorted()
      throw StepFailure(
        "cannot read the \(what) '\(path)': no such file in "
          + places.joined(separator: " or "), couldNotRun: true)
    }
    throw StepFailure(
      "cannot read the \(what) '\(path)'"
        + (failure.line.map { " (line \($0), column \(failure.column ?? 1))" } ?? "")
        + ": \(failure.reason)", couldNotRun: true)
  }

  /// What the component is read from, as the run's caches know it.
  private var componentSourceKey: ComponentSource {
    ComponentSource(
      description: componentDescription ?? components.schema.defaultComponent.description,
      name: componentSource, overrides: overrides)
  }

  /// The component with the steps' overrides.
  func component() throws(StepFailure) -> Component {
    let source = componentSourceKey
    let loaded = components.parsed.value(for: source) {
      Result { () throws(ComponentFileError) in
        try ComponentLoader.load(
          source.description, source: source.name, overrides: source.overrides,
          schema: components.schema)
      }
    }
    switch loaded {
    case .success(let component): return component
    case .failure(let error): throw settingFailure(error)
    }
  }

  /// A component error as a step failure. An override's error names it by its place
  /// (`--set #2`); a scenario's reader knows it as the setting a step made.
  private func settingFailure(_ error: ComponentFileError) -> StepFailure {
    if let source = error.location?.source, source.hasPrefix("--set #"),
      let number = Int(source.dropFirst("--set #".count)), overrides.indices.contains(number - 1)
    {
      return .component(error, setting: overrides[number - 1].description)
    }
    return .component(error, setting: nil)
  }

  /// Starts the simulation if it has not started.
  mutating func start() throws(StepFailure) {
    guard !hasStarted else { return }
    if let screen { return try startScreen(screen) }
    let component = try component()
    guard
      let chosen = platform ?? (component.platforms.count == 1 ? component.platformList.first : nil)
    else {
      throw StepFailure(
        "choose a platform (Given the platform is iOS); \(component.name) ships on "
          + component.platformList.map(\.displayName).joined(separator: ", "), couldNotRun: true)
    }
    platform = chosen
    // A setting the variant on this platform does not take would change nothing.
    do {
      try ComponentLoader.checkOverrides(
        overrides, on: [chosen], of: component, schema: components.schema)
    } catch {
      throw settingFailure(error)
    }
    var pack: RulePack?
    if readerID != "none" {
      guard let chosen = chosenPack else {
        throw StepFailure(
          "no screen reader is modelled for \(chosen.displayName)", couldNotRun: true)
      }
      pack = chosen
    }
    let start = SimulationStart(
      component: componentSourceKey, platform: chosen, reader: pack?.id,
      readerSettings: readerSettings, pace: pace, environment: environment)
    // Scenarios that set up alike start from a copy of one started simulation.
    let catalog = catalog
    let started = components.started.value(for: start) {
      Result { () throws(SimulationError) in
        guard let pack else {
          return .plain(
            try Simulation(
              component: component, platform: chosen, environment: environment, catalog: catalog))
        }
        return .reader(
          try ReaderSimulation(
            component: component, platform: chosen, pack: pack, settings: readerSettings,
            pace: pace, environment: environment, catalog: catalog))
      }
    }
    switch started {
    case .success(.plain(let plain)):
      plainSimulation = plain.restarted
      hasPlain = true
      plainSimulation?.cancellation = cancellation
    case .success(.reader(let reader)):
      simulation = reader.restarted
      hasReader = true
      simulation?.cancellation = cancellation
    case .failure(let error):
      // A reader setting's wrong value is a failing step (exit 1), as when its own step
      // finds it.
      throw .simulation(error)
    }
  }

  /// `text` parsed as interactions with `catalog`'s part words; a suite repeats its
  /// interactions, so each text is parsed once (for the first 4,096 texts and vocabularies).
  package static func statements(_ text: String, catalog: ControlCatalog)
    throws(InteractionSyntaxError) -> [InteractionStatement]
  {
    let key = InteractionKey(text: text, vocabulary: catalog.partVocabulary.identity)
    return try parsedInteractions.value(for: key) { () throws(InteractionSyntaxError) in
      try InteractionParser.parse(text, parts: catalog.partVocabulary)
    }
  }

  /// An interaction's text and the part words it was parsed with.
  private struct InteractionKey: Hashable, Sendable {
    var text: String
    var vocabulary: PartVocabulary.Identity
  }

  private static let parsedInteractions = Memo<InteractionKey, [InteractionStatement]>()

  /// Performs an interaction written in the interaction language.
  package mutating func perform(_ text: String) throws(StepFailure) {
    try start()
    let statements: [InteractionStatement]
    do {
      statements = try Self.statements(text, catalog: catalog)
    } catch {
      throw .notAnInteraction(text, error)
    }
    hasInteracted = true
    // In place: a copy (`var running = simulation`) would copy the whole log and transcript
    // at the first change, every step, and N steps would cost N² (issue 10). A step that
    // fails ends the scenario, so what it did before failing stays, as it happened.
    do {
      if hasReader {
        lastGroupStart = simulation?.speech.entries.count ?? 0
        lastEventStart = simulation?.log.count ?? 0
        try simulation?.run(statements)
      } else if plainSimulation != nil {
        lastEventStart = plainSimulation?.log.count ?? 0
        try plainSimulation?.run(statements)
      }
    } catch {
      if error == .interrupted { throw StepFailure.interrupted }
      throw .simulation(error)
    }
  }

  /// The running reader simulation (started if needed); fails without a reader.
  package mutating func reader() throws(StepFailure) -> ReaderSimulation {
    try start()
    guard let simulation else {
      throw StepFailure("this step needs a screen reader, and the scenario runs without one")
    }
    return simulation
  }

  /// The control as it is now.
  package mutating func control() throws(StepFailure) -> any Control {
    try start()
    if let simulation { return simulation.control }
    if let plainSimulation { return plainSimulation.control }
    throw StepFailure("no simulation is running")
  }

  /// The control's number now (NaN when its box is empty) and as it shows it (from its step
  /// pack), for the steps that check the value was spoken; fails for a control that shows no
  /// value.
  mutating func shownValue() throws(StepFailure) -> (value: Double, displayedValue: String) {
    let control = try control()
    guard let shown = library.shownValue(of: control) else {
      throw StepFailure(
        "this step is about a \(library.valueKinds), and the component is a "
          + "\(control.setup.variant.control)")
    }
    return (control.value.numeric ?? .nan, shown)
  }

  /// The accessibility tree now (the reader's, or projected from the control without one).
  package mutating func currentElements() throws(StepFailure) -> [AccessibleElement] {
    try start()
    if let simulation { return simulation.elements }
    if let plainSimulation {
      return plainSimulation.control.elements(in: plainSimulation.environment)
    }
    throw StepFailure("no simulation is running")
  }

  // The getters below that reach into the simulation are `mutating`: read through `inout`,
  // the optional simulation is looked into in place; a plain getter copied the whole
  // simulation (its control, log, transcript and rule pack) to read one field, every step.

  /// What the reader said in response to the last interaction.
  package var lastHeard: [TranscriptEntry] {
    mutating get {
      guard let transcript = simulation?.speech.entries else { return [] }
      return Array(transcript.dropFirst(lastGroupStart))
    }
  }

  /// When the last interaction started on the simulated clock (after any wait for speech).
  var lastInteractionTime: SimulatedInstant? {
    let log = simulation?.log ?? plainSimulation?.log ?? []
    return log.dropFirst(lastEventStart).first {
      if case .interaction = $0.kind { return true }
      return false
    }?.time
  }

  /// The control events the last interaction caused.
  package var lastEvents: [ControlEvent.Kind] {
    let log = simulation?.log ?? plainSimulation?.log ?? []
    return log.dropFirst(lastEventStart).compactMap {
      if case .event(let kind) = $0.kind { return kind }
      return nil
    }
  }

  /// The reader's name: the running one, else the chosen one, else the platform's own (so a
  /// report names it even when the scenario stopped before its first interaction).
  var readerName: String? {
    mutating get { simulation?.pack.name ?? chosenPack?.name }
  }

  /// The reader chosen so far: the named one, else the platform's own; `nil` without one.
  package var chosenPack: RulePack? {
    if readerID == "none" { return nil }
    // The reader step stores the id it resolved for its platform.
    if let readerID { return RulePacks.named(readerID) }
    return platform.flatMap { try? RulePacks.resolve(nil, on: $0) }
  }

  /// Whether the last interaction changed the value.
  package var lastChangedValue: Bool {
    lastEvents.contains { if case .valueChanged = $0 { true } else { false } }
  }

  /// Whether the last interaction moved keyboard focus onto a part of the control.
  var lastMovedFocusIntoControl: Bool {
    lastEvents.contains { if case .focusMoved(_, .some) = $0 { true } else { false } }
  }

  /// Everything the reader said so far.
  var transcript: [TranscriptEntry] {
    mutating get { simulation?.speech.entries ?? [] }
  }
}
