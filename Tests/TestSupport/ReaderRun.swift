import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Interactions
import ScreenReaders
import Simulation
import Testing

/// Runs `script` on the component `yaml` on `platform` with `reader`, and returns the run.
package func readerRun(
  _ yaml: String, on platform: Platform, reader: String, settings: [String: String] = [:],
  script: String, pace: ReaderSimulation.Pace = .listen, overrides: [String] = [],
  environment: PlatformEnvironment = .standard
) throws -> ReaderSimulation {
  let component = try ComponentLoader.parse(yaml, source: "test.yml", overrides: overrides)
  guard let pack = RulePacks.named(reader) else {
    Issue.record("no pack \(reader)")
    throw SimulationError.readerSetting(.unknownSetting(reader, available: []))
  }
  var run = try ReaderSimulation(
    component: component, platform: platform, pack: pack, settings: settings, pace: pace,
    environment: environment)
  try run.run(try InteractionParser.parse(script))
  return run
}

/// What was said, text only, in order.
package func said(
  _ yaml: String, on platform: Platform, reader: String, settings: [String: String] = [:],
  script: String, pace: ReaderSimulation.Pace = .listen, overrides: [String] = [],
  environment: PlatformEnvironment = .standard
) throws -> [String] {
  try readerRun(
    yaml, on: platform, reader: reader, settings: settings, script: script, pace: pace,
    overrides: overrides, environment: environment
  ).transcript.map(\.text)
}

/// Starts `reader` on the screen file at `path` (relative to the package root) on `platform`,
/// with the shipped controls, runs `script` and returns the run.
package func screenRun(
  _ path: String, on platform: Platform, reader: String, settings: [String: String] = [:],
  pace: ReaderSimulation.Pace = .listen, script: String = ""
) throws -> ReaderSimulation {
  let screen = try ScreenLoader.load(path: path)
  var run = try ReaderSimulation(
    screen: screen, platform: platform, pack: try RulePacks.resolve(reader, on: platform),
    settings: settings, pace: pace, catalog: .shipped)
  try run.run(try InteractionParser.parse(script, parts: ControlCatalog.shipped.partVocabulary))
  return run
}

/// What `reader` says on the screen file at `path` for each of `steps`, one entry a step:
/// its utterances joined by " / ", or `""` for a step that says nothing.
package func heardPerStep(
  screen path: String, on platform: Platform, reader: String,
  settings: [String: String] = [:], _ steps: [String]
) throws -> [String] {
  var run = try screenRun(path, on: platform, reader: reader, settings: settings)
  var heard: [String] = []
  for step in steps {
    let before = run.transcript.count
    try run.run(try InteractionParser.parse(step, parts: ControlCatalog.shipped.partVocabulary))
    heard.append(run.transcript[before...].map(\.text).joined(separator: " / "))
  }
  return heard
}
