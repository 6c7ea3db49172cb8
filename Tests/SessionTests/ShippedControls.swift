import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Foundation
import ScenarioRunner
import Session

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

extension SessionEngine {
  /// Starts a session with the shipped controls.
  init(
    component: ComponentDescription? = nil, componentPath: String? = nil,
    platform: Platform = .ios, reader: String? = nil,
    environment: PlatformEnvironment = .standard
  ) throws(SessionError) {
    try self.init(
      component: component, componentPath: componentPath, platform: platform, reader: reader,
      environment: environment, schema: .shipped)
  }
}

extension ScenarioContext {
  /// An empty context with the shipped controls.
  init(workingDirectory: URL, featureDirectory: URL) {
    self.init(
      workingDirectory: workingDirectory, featureDirectory: featureDirectory, schema: .shipped,
      library: .shipped)
  }
}

extension Runner {
  /// A runner for the shipped controls.
  convenience init() { self.init(schema: .shipped, library: .shipped) }
}

extension StepLibrary {
  /// The steps of the shipped controls.
  static let shipped = StepLibrary(packs: ControlRegistry.shipped.packs)
}
