import ArgumentParser
import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Foundation
import Interactions
import ScreenReaders
import Screens
import Simulation
import TextFiles

/// The options that choose a component, its platforms and the interactions to run on it,
/// shared by `simulate`, `compare` and `explain`.
struct ComponentOptions: ParsableArguments {
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

  @OptionGroup var device: DeviceOptions

  func validate() throws {
    if let platform, Platform(named: platform) == nil {
      throw ValidationError(
        "unknown platform '\(platform)'; expected one of "
          + Platform.allCases.map(\.rawValue).joined(separator: ", "))
    }
    if variant != nil && platform == nil {
      throw ValidationError("--variant needs --platform")
    }
  }

  /// The device the component runs on: `--os-version`, `--reader-version`, or the documented
  /// defaults.
  func environment() throws -> PlatformEnvironment { try device.environment() }

  /// The chosen platform, if any.
  var chosenPlatform: Platform? { platform.flatMap(Platform.init(named:)) }

  /// Loads the component with the overrides (and `--variant`). With `--platform`, only that
  /// platform is set up: a setting is checked against the variant that runs, not against the
  /// default variants of platforms that do not run.
  func loadComponent() throws -> Component {
    let only = chosenPlatform.map { [$0] }
    let loaded: Component
    if let chosenPlatform, let variant {
      // `--variant` names one of the component's own control's variants on that platform; the
      // overrides apply to it, not to the platform's default variant.
      do {
        loaded = try load(
          overrides + ["platforms.\(chosenPlatform.rawValue).variant=\(variant.lowercased())"],
          only: only)
      } catch {
        // A variant the control does not have explains the failure best, where the component
        // can be read without it.
        if let plain = try? load(overrides, only: only) {
          try checkVariant(variant, on: chosenPlatform, of: plain)
        }
        throw error
      }
      try checkVariant(variant, on: chosenPlatform, of: loaded)
    } else {
      loaded = try load(overrides, only: only)
    }
    do {
      // A setting no variant that runs takes would change nothing: say so.
      try ComponentLoader.checkOverrides(
        overrides, on: platforms(of: loaded), of: loaded, schema: .shipped)
    } catch {
      throw CommandFailure.failed(error)
    }
    return loaded
  }

  /// The component file (or, without one, the default component) with `overrides`, set up on
  /// `only` those platforms where given.
  private func load(_ overrides: [String], only: [Platform]?) throws -> Component {
    do {
      if let component {
        return try ComponentLoader.load(
          path: component, overrides: overrides, only: only, schema: .shipped)
      }
      return try ComponentLoader.parse(
        "", source: "--set", overrides: overrides, only: only, schema: .shipped)
    } catch {
      throw CommandFailure.failed(error)
    }
  }

  /// Refuses a `--variant` that is not a variant of the component's control on `platform`,
  /// naming the ones that are.
  private func checkVariant(_ name: String, on platform: Platform, of component: Component)
    throws
  {
    let kind = component.control ?? ControlCatalog.shipped.all[0].kind
    guard let definition = ControlCatalog.shipped.definition(of: kind) else { return }
    if let found = definition.variant(named: name), found.platforms.contains(platform) {
      return
    }
    let names = definition.variants.filter { $0.platforms.contains(platform) }.map(\.id.rawValue)
    throw CommandFailure.unknownVariant(
      name: name, kind: "\(kind)", platform: platform, expected: names)
  }

  /// The platforms to run: the chosen one, or every platform the component ships on.
  func platforms(of component: Component) -> [Platform] {
    chosenPlatform.map { [$0] } ?? component.platformList
  }

  /// The screen to run: a screen file (one with a `screen:` key) as it is, else the component
  /// (with `--set` and `--variant`) as a screen of one.
  func loadScreen() throws -> Screen {
    guard let component, let text = try? TextFile.read(component), ScreenLoader.isScreen(text)
    else { return Screen(component: try loadComponent()) }
    guard overrides.isEmpty, variant == nil else {
      throw ValidationError(
        "--set and --variant change one component; in a screen file, give a component's "
          + "settings under it with set: (see Documentation/Screens.md)")
    }
    do {
      return try ScreenLoader.load(path: component)
    } catch {
      throw CommandFailure.failed(error)
    }
  }

  /// The platforms to run: the chosen one, or every platform the whole screen ships on.
  func platforms(of screen: Screen) -> [Platform] {
    chosenPlatform.map { [$0] } ?? screen.platformList
  }

  /// The interactions from `--script` and `--do`, in that order.
  func statements() throws -> [InteractionStatement] {
    var statements: [InteractionStatement] = []
    do {
      if let script {
        let text: String
        do {
          text = try TextFile.read(script)
        } catch {
          throw CommandFailure.cannotRead("the script", error)
        }
        statements += try InteractionParser.parse(
          text, source: script, parts: ControlCatalog.shipped.partVocabulary)
      }
      for (index, text) in interactions.enumerated() {
        statements += try InteractionParser.parse(
          text, source: "--do #\(index + 1)", parts: ControlCatalog.shipped.partVocabulary)
      }
    } catch let error as InteractionSyntaxError {
      throw CommandFailure.failed(error)
    }
    return statements
  }
}

/// `--os-version` and `--reader-version`: the device a component runs on and the reader's
/// release, shared by the commands that run one.
struct DeviceOptions: ParsableArguments {
  @Option(
    name: .customLong("os-version"),
    help:
      "The device's OS version, PLATFORM=VERSION (repeatable): ios=17, 18 or 26; android=8…16; linux=3 or 4 (GTK)."
  )
  var osVersions: [String] = []

  @Option(
    name: .customLong("reader-version"),
    help:
      "The screen reader's version, READER=VERSION (repeatable): orca=46…50; see 'a11ysim readers'."
  )
  var readerVersions: [String] = []

  func validate() throws { _ = try environment() }

  /// The versions given, or the documented defaults.
  func environment() throws -> PlatformEnvironment {
    var environment = PlatformEnvironment.standard
    for text in osVersions {
      do { try environment.set(parsing: text) } catch {
        throw ValidationError("--os-version '\(text)': \(error)")
      }
    }
    for text in readerVersions {
      do { try environment.setReaderVersion(parsing: text) } catch {
        throw ValidationError("--reader-version '\(text)': \(error)")
      }
    }
    return environment
  }
}

/// The options that choose and configure a screen reader.
struct ReaderOptions: ParsableArguments {
  @Option(
    name: .customLong("reader-setting"),
    help: "A reader setting: name=value (repeatable), e.g. hints=off; see 'a11ysim readers'.")
  var readerSettings: [String] = []

  @Option(
    parsing: .unconditional,
    help: "The speaking rate in words per minute, 20 to 2000 (for timing and cut-offs).")
  var rate: Double?

  @Option(help: "When the simulated user acts: listen (after speech ends) or immediate.")
  var pace: ReaderSimulation.Pace = .listen

  func validate() throws {
    for setting in readerSettings where !setting.contains("=") {
      throw ValidationError("expected name=value in --reader-setting '\(setting)'")
    }
    try SpeakingRate.check(rate)
  }

  /// The settings as name → value.
  var settings: [String: String] {
    Dictionary(
      readerSettings.map { setting -> (String, String) in
        let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
        return (parts[0], parts.count > 1 ? parts[1] : "")
      }, uniquingKeysWith: { $1 })
  }

  /// Runs `statements` on `component` on each platform with `reader` ("default": each
  /// platform's own). Settings a pack does not have are ignored when several packs run.
  func run(
    reader: String, screen: Screen, platforms: [Platform],
    statements: [InteractionStatement], environment: PlatformEnvironment
  ) throws -> [ReaderSimulation] {
    var pairs: [(Platform, RulePack)] = []
    for target in platforms {
      do {
        pairs.append(
          (target, try RulePacks.resolve(reader == "default" ? nil : reader, on: target)))
      } catch .otherPlatform where platforms.count > 1 {
        continue
      } catch {
        throw CommandFailure.failed(error)
      }
    }
    return try run(pairs, screen: screen, statements: statements, environment: environment)
  }

  /// Runs `statements` on `component` once per (platform, reader) pair, in order. Settings a
  /// pack does not have are ignored when several packs run.
  func run(
    _ pairs: [(Platform, RulePack)], screen: Screen, statements: [InteractionStatement],
    environment: PlatformEnvironment
  ) throws -> [ReaderSimulation] {
    var runs: [ReaderSimulation] = []
    for (target, pack) in pairs {
      var applicable = settings
      if pairs.count > 1 {
        let defaults = ReaderSettings(pack: pack)
        applicable = applicable.filter { defaults.has($0.key) }
      }
      do {
        var simulation = try ReaderSimulation(
          screen: screen, platform: target, pack: pack, settings: applicable,
          wordsPerMinute: rate, pace: pace, environment: environment, catalog: .shipped)
        try simulation.run(statements)
        runs.append(simulation)
      } catch {
        throw CommandFailure.failed(error)
      }
    }
    return runs
  }
}

extension ReaderSimulation.Pace: ExpressibleByArgument {}

/// Checks a reader name before anything runs: a name no pack has is a usage error that lists
/// the ids (and `default`, where the option takes it). Which pack it means on a platform is
/// ``RulePacks/resolve(_:on:)``'s to say.
func validateReaderName(_ name: String, allowsDefault: Bool) throws {
  if allowsDefault && name == "default" { return }
  guard RulePacks.candidates(name).isEmpty else { return }
  let known = RulePacks.all.map(\.id) + (allowsDefault ? ["default"] : [])
  throw ValidationError(ReaderResolutionError.unknown(name, known: known).description)
}

/// Output formats.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}
