import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import ScreenReaders
import Simulation

// The shipped controls for this target's tests, and the seams' calls without them spelled
// out: the tests exercise what the command-line tool ships.

extension ControlCatalog {
  /// The shipped controls' catalog.
  static var shipped: ControlCatalog { ControlRegistry.shipped.catalog }
}

extension ComponentSchema {
  /// What component files of the shipped controls may say.
  static var shipped: ComponentSchema { ControlRegistry.shipped.schema }
}

extension ComponentLoader {
  /// Loads `path` with the shipped controls.
  static func load(path: String, overrides: [String]) throws(ComponentFileError) -> Component {
    try load(path: path, overrides: overrides, schema: .shipped)
  }

  /// Loads `path` with the shipped controls.
  static func load(path: String, overrides: [ComponentOverride] = [])
    throws(ComponentFileError) -> Component
  {
    try load(path: path, overrides: overrides, schema: .shipped)
  }

  /// Parses `text` with the shipped controls.
  static func parse(
    _ text: String, source: String, overrides: [String], fallbackName: String = "component"
  ) throws(ComponentFileError) -> Component {
    try parse(
      text, source: source, overrides: overrides, fallbackName: fallbackName, schema: .shipped)
  }

  /// Parses `text` with the shipped controls.
  static func parse(
    _ text: String, source: String, overrides: [ComponentOverride] = [],
    fallbackName: String = "component"
  ) throws(ComponentFileError) -> Component {
    try parse(
      text, source: source, overrides: overrides, fallbackName: fallbackName, schema: .shipped)
  }

  /// Loads `description` with the shipped controls.
  static func load(_ description: ComponentDescription, source: String, overrides: [String])
    throws(ComponentFileError) -> Component
  {
    try load(description, source: source, overrides: overrides, schema: .shipped)
  }

  /// Refuses overrides that change nothing, with the shipped controls.
  static func checkOverrides(
    _ overrides: [String], on platforms: [Platform], of component: Component
  ) throws(ComponentFileError) {
    try checkOverrides(overrides, on: platforms, of: component, schema: .shipped)
  }
}

extension Simulation {
  /// Starts `component` with the shipped controls.
  init(component: Component, platform: Platform, environment: PlatformEnvironment = .standard)
    throws(SimulationError)
  {
    try self.init(
      component: component, platform: platform, environment: environment, catalog: .shipped)
  }
}

extension ReaderSimulation {
  /// Starts `component` with the shipped controls.
  init(
    component: Component, platform: Platform, pack: RulePack, settings: [String: String] = [:],
    wordsPerMinute: Double? = nil, pace: Pace = .listen,
    environment: PlatformEnvironment = .standard
  ) throws(SimulationError) {
    try self.init(
      component: component, platform: platform, pack: pack, settings: settings,
      wordsPerMinute: wordsPerMinute, pace: pace, environment: environment, catalog: .shipped)
  }
}
