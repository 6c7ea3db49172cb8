import ArgumentParser
import ComponentFile
import ComponentModel
import Controls
import Foundation
import Interactions
import ScreenReaders
import Simulation

/// `a11ysim simulate`: run interactions on a component and print the control's events.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run interactions on a component and print what the control does.",
    discussion: """
      Each line of the log is one interaction (>) or one event the platform sends, with its \
      time on the simulated clock. Without --platform, every platform the component ships on \
      is run in turn.

      Examples:
        a11ysim simulate Scenarios/components/quantity.yml --platform ios --do 'hold increment 3s'
        a11ysim simulate --platform windows --set value=5 --do 'focus field' --do 'press PageUp'
        a11ysim simulate quantity.yml --platform linux --script steps.txt --format json
      """)

  @Argument(
    help: "The component file (YAML). Without one, the variant's defaults and --set are used.",
    completion: .file(extensions: ["yml", "yaml"]))
  var component: String?

  @Option(help: "The platform: ios, macos, android, windows or linux.")
  var platform: String?

  @Option(help: "The native variant on that platform (uikit, swiftui, appkit, material, …).")
  var variant: String?

  @Option(name: .customLong("do"), help: "An interaction, e.g. 'tap increment'. Repeatable.")
  var interactions: [String] = []

  @Option(help: "A file of interactions, one per line (# comments).", completion: .file())
  var script: String?

  @Option(name: .customLong("set"), help: "Override a setting: key=value (dotted keys nest).")
  var overrides: [String] = []

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Option(
    help:
      "A screen reader (voiceover-ios, talkback, …; see 'a11ysim readers'); 'default' picks the platform's own."
  )
  var reader: String?

  @Option(
    name: .customLong("reader-setting"),
    help: "A reader setting: name=value (repeatable), e.g. hints=off.")
  var readerSettings: [String] = []

  @Flag(help: "With --reader, show the control's events beside the speech.")
  var events = false

  @Option(help: "With --reader, the speaking rate in words per minute (for timing and cut-offs).")
  var rate: Double?

  @Option(help: "With --reader, when the user acts: listen (after speech ends) or immediate.")
  var pace: ReaderSimulation.Pace = .listen

  // Speech (issue 7): --speak and --wav FILE, with --reader.
  @OptionGroup(title: "Speech") var speech: SpeechOptions

  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  func validate() throws {
    if speech.isRequested && reader == nil {
      throw ValidationError("--speak and --wav need --reader")
    }
    if let reader, reader != "default", RulePacks.named(reader) == nil {
      throw ValidationError(
        "unknown reader '\(reader)'; expected one of "
          + RulePacks.all.map(\.id).joined(separator: ", "))
    }
    for setting in readerSettings where !setting.contains("=") {
      throw ValidationError("expected name=value in --reader-setting '\(setting)'")
    }
    if let rate, !(rate > 0) {
      throw ValidationError("--rate must be a positive number of words per minute")
    }
    if let platform, Platform(named: platform) == nil {
      throw ValidationError(
        "unknown platform '\(platform)'; expected one of "
          + Platform.allCases.map(\.rawValue).joined(separator: ", "))
    }
    if variant != nil && platform == nil {
      throw ValidationError("--variant needs --platform")
    }
    if let variant, StepperVariant(rawValue: variant.lowercased()) == nil {
      throw ValidationError(
        "unknown variant '\(variant)'; expected one of "
          + StepperVariant.allCases.map(\.rawValue).joined(separator: ", "))
    }
  }

  func run() throws {
    var allOverrides = overrides
    let chosenPlatform = platform.flatMap(Platform.init(named:))
    if let chosenPlatform, let variant {
      allOverrides.append("platforms.\(chosenPlatform.rawValue).variant=\(variant.lowercased())")
    }
    let loaded: Component
    do {
      if let component {
        loaded = try ComponentLoader.load(path: component, overrides: allOverrides)
      } else {
        var defaults = allOverrides
        if let chosenPlatform, variant == nil {
          defaults.append(
            "platforms.\(chosenPlatform.rawValue).variant="
              + StepperVariant.default(for: chosenPlatform).rawValue)
        }
        loaded = try ComponentLoader.parse("", source: "--set", overrides: defaults)
      }
    } catch {
      throw CommandFailure.couldNotRun(error.description)
    }
    let statements = try readStatements()
    let platforms = chosenPlatform.map { [$0] } ?? loaded.platformList
    if let reader {
      try runWithReader(reader, component: loaded, platforms: platforms, statements: statements)
      return
    }
    var runs: [Simulation] = []
    for target in platforms {
      do {
        var simulation = try Simulation(component: loaded, platform: target)
        try simulation.run(statements)
        runs.append(simulation)
      } catch {
        throw CommandFailure.couldNotRun(error.description)
      }
    }
    switch format {
    case .json:
      print(EventLogFormat.json(for: runs))
    case .text:
      for (index, run) in runs.enumerated() {
        if index > 0 { print() }
        print(EventLogFormat.heading(for: run))
        for line in EventLogFormat.lines(for: run.log) { print(line) }
      }
    }
  }

  private func runWithReader(
    _ reader: String, component: Component, platforms: [Platform],
    statements: [InteractionStatement]
  ) throws {
    let settings = Dictionary(
      readerSettings.map { setting -> (String, String) in
        let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
        return (parts[0], parts.count > 1 ? parts[1] : "")
      }, uniquingKeysWith: { $1 })
    var runs: [ReaderSimulation] = []
    for target in platforms {
      let pack: RulePack
      if reader == "default" {
        guard let platformPack = RulePacks.default(for: target) else {
          throw CommandFailure.couldNotRun("no screen reader is modelled for \(target.displayName)")
        }
        pack = platformPack
      } else if let chosen = RulePacks.named(reader) {
        guard chosen.platform == target else {
          if platforms.count > 1 { continue }
          throw CommandFailure.couldNotRun(
            "\(chosen.name) runs on \(chosen.platform.displayName), not \(target.displayName)")
        }
        pack = chosen
      } else {
        throw CommandFailure.couldNotRun("unknown reader '\(reader)'")
      }
      do {
        var simulation = try ReaderSimulation(
          component: component, platform: target, pack: pack, settings: settings,
          wordsPerMinute: rate, pace: pace)
        try simulation.run(statements)
        runs.append(simulation)
      } catch {
        throw CommandFailure.couldNotRun(error.description)
      }
    }
    switch format {
    case .json:
      print(TranscriptFormat.json(for: runs, events: events))
    case .text:
      for (index, run) in runs.enumerated() {
        if index > 0 { print() }
        print(
          EventLogFormat.heading(
            platform: run.platform, setup: run.setup, stepper: run.initialStepper)
            + " · \(run.pack.name)")
        for line in TranscriptFormat.lines(for: run, events: events) { print(line) }
      }
    }
    try speech.deliver(runs.map(\.transcript), wordsPerMinute: rate)
  }

  private func readStatements() throws -> [InteractionStatement] {
    var statements: [InteractionStatement] = []
    do {
      if let script {
        guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
          throw CommandFailure.couldNotRun("cannot read the script '\(script)'")
        }
        statements += try InteractionParser.parse(text, source: script)
      }
      for (index, text) in interactions.enumerated() {
        statements += try InteractionParser.parse(text, source: "--do #\(index + 1)")
      }
    } catch let error as InteractionSyntaxError {
      throw CommandFailure.couldNotRun(error.description)
    }
    return statements
  }
}

/// A command that could not do its work: printed as one line on standard error, exit code 2.
enum CommandFailure: Error, CustomStringConvertible {
  /// Bad input (a file that cannot be read or parsed, an unknown platform).
  case couldNotRun(String)

  var description: String {
    switch self {
    case .couldNotRun(let message): message
    }
  }
}

extension ReaderSimulation.Pace: ExpressibleByArgument {}
