import ComponentFile
import ComponentModel
import Controls
import Core
import CriteriaChecks
import CriteriaPages
import Foundation
import Interactions
import ScenarioRunner
import ScreenReaders
import Screens
import Session
import Simulation

// The shipped controls given to the seams, declared once for the tool and the tests: each seam
// takes its controls as an argument (a catalog, a schema, a step library), and these are its
// calls with the shipped ones (``ControlRegistry/shipped``).

extension ControlCatalog {
  /// The shipped controls' catalog.
  package static var shipped: ControlCatalog { ControlRegistry.shipped.catalog }
}

extension ComponentSchema {
  /// What component files of the shipped controls may say.
  package static var shipped: ComponentSchema { ControlRegistry.shipped.schema }
}

extension StepLibrary {
  /// The steps of the shipped controls.
  package static let shipped = StepLibrary(packs: ControlRegistry.shipped.packs)
}

extension ComponentLoader {
  /// Loads `path` with the shipped controls.
  package static func load(path: String, overrides: [String]) throws(ComponentFileError)
    -> Component
  {
    try load(path: path, overrides: overrides, schema: .shipped)
  }

  /// Loads `path` with the shipped controls.
  package static func load(path: String, overrides: [ComponentOverride] = [])
    throws(ComponentFileError) -> Component
  {
    try load(path: path, overrides: overrides, schema: .shipped)
  }

  /// Parses `text` with the shipped controls.
  package static func parse(
    _ text: String, source: String, overrides: [String], fallbackName: String = "component"
  ) throws(ComponentFileError) -> Component {
    try parse(
      text, source: source, overrides: overrides, fallbackName: fallbackName, schema: .shipped)
  }

  /// Parses `text` with the shipped controls.
  package static func parse(
    _ text: String, source: String, overrides: [ComponentOverride] = [],
    fallbackName: String = "component"
  ) throws(ComponentFileError) -> Component {
    try parse(
      text, source: source, overrides: overrides, fallbackName: fallbackName, schema: .shipped)
  }

  /// Loads `description` with the shipped controls.
  package static func load(
    _ description: ComponentDescription, source: String, overrides: [String]
  ) throws(ComponentFileError) -> Component {
    try load(description, source: source, overrides: overrides, schema: .shipped)
  }

  /// Refuses overrides that change nothing, with the shipped controls.
  package static func checkOverrides(
    _ overrides: [String], on platforms: [Platform], of component: Component
  ) throws(ComponentFileError) {
    try checkOverrides(overrides, on: platforms, of: component, schema: .shipped)
  }
}

extension InteractionParser {
  /// Parses `script` with the shipped controls' part words, as the tool does.
  package static func parse(_ script: String, source: String? = nil)
    throws(InteractionSyntaxError) -> [InteractionStatement]
  {
    try parse(script, source: source, parts: ControlCatalog.shipped.partVocabulary)
  }
}

extension Simulation {
  /// Starts `component` with the shipped controls.
  package init(
    component: Component, platform: Platform, environment: PlatformEnvironment = .standard
  ) throws(SimulationError) {
    try self.init(
      component: component, platform: platform, environment: environment, catalog: .shipped)
  }
}

extension ReaderSimulation {
  /// Starts `component` with the shipped controls.
  package init(
    component: Component, platform: Platform, pack: RulePack, settings: [String: String] = [:],
    wordsPerMinute: Double? = nil, pace: Pace = .listen,
    environment: PlatformEnvironment = .standard
  ) throws(SimulationError) {
    try self.init(
      component: component, platform: platform, pack: pack, settings: settings,
      wordsPerMinute: wordsPerMinute, pace: pace, environment: environment, catalog: .shipped)
  }
}

extension ScenarioContext {
  /// An empty context with the shipped controls.
  package init(workingDirectory: URL, featureDirectory: URL) {
    self.init(
      workingDirectory: workingDirectory, featureDirectory: featureDirectory, schema: .shipped,
      library: .shipped)
  }
}

extension Runner {
  /// A runner for the shipped controls.
  package convenience init() { self.init(schema: .shipped, library: .shipped) }
}

extension SessionEngine {
  /// Starts a session with the shipped controls (by default on their default component).
  package init(
    component: ComponentDescription? = nil, componentPath: String? = nil,
    platform: Platform = .ios, reader: String? = nil,
    environment: PlatformEnvironment = .standard
  ) throws(SessionError) {
    try self.init(
      component: component, componentPath: componentPath, platform: platform, reader: reader,
      environment: environment, schema: .shipped)
  }
}

extension CriteriaSuite {
  /// The criteria of the component at `componentPath`, with the shipped controls.
  package init(
    componentPath: String, platforms names: [String]?, workingDirectory: URL,
    criteria criteriaKind: String? = nil, packs: [ControlStepPack] = ControlRegistry.shipped.packs
  ) throws(CriteriaSuiteError) {
    try self.init(
      componentPath: componentPath, platforms: names, workingDirectory: workingDirectory,
      criteria: criteriaKind, packs: packs, schema: .shipped)
  }
}

extension CriteriaImport {
  /// `page` for the component at `componentPath`, with the shipped controls.
  package init(
    page: CriteriaPage, pageURI: String, componentPath: String, workingDirectory: URL,
    packs: [ControlStepPack] = ControlRegistry.shipped.packs
  ) throws(CriteriaImportError) {
    try self.init(
      page: page, pageURI: pageURI, componentPath: componentPath,
      workingDirectory: workingDirectory, packs: packs, schema: .shipped)
  }
}

extension ScreenLoader {
  /// Loads the screen (or component) file at `path` with the shipped controls.
  package static func load(path: String) throws(ScreenFileError) -> Screen {
    try load(path: path, schema: .shipped)
  }
}
