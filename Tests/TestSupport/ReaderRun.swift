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
