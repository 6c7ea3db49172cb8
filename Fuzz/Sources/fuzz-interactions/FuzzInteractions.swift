import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import FuzzSupport
import Interactions
import ScreenReaders
import Simulation

/// Every variant of every control on its platform, with its platform's readers.
let setups: [(platform: Platform, control: ControlKind, variant: String, reader: RulePack)] =
  ControlRegistry.shipped.catalog.all.flatMap { definition in
    definition.variants.flatMap { variant in
      variant.platforms.flatMap { platform in
        RulePacks.all.filter { $0.platform == platform }.map {
          (platform, definition.kind, variant.id.rawValue, $0)
        }
      }
    }
  }

/// The largest finite number, as a component file writes it.
let largest = "1.7976931348623157e308"

/// Settings the script runs against, per control: the variant's own defaults, ordinary ones,
/// and the extremes a component file accepts (ranges wider than the largest number, steps at
/// the smallest subnormal or the largest number, an empty range with a step), which must
/// never trap. Byte 1 picks one; settings a variant cannot take fall back to its defaults.
let configurations: [ControlKind: [String]] = [
  .stepper: [
    "",
    "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10\n",
    "label: Amount\nvalue: 0.5\nminimum: -1\nmaximum: 1\nstep: 0.25\nwraps: true\n",
    "value: 0\nminimum: -\(largest)\nmaximum: \(largest)\nstep: 1e308\nwraps: true\n",
    "value: 1e308\nminimum: -.inf\nmaximum: .inf\nstep: \(largest)\nlargeStep: \(largest)\n"
      + "climbRate: 1e308\n",
    "value: 0\nminimum: -1e-300\nmaximum: 1e-300\nstep: 5e-324\nwraps: true\n",
  ],
  .slider: [
    "",
    "label: Volume\nvalue: 50\nminimum: 0\nmaximum: 100\nstep: 5\n",
    "label: Volume\nvalue: 0\nminimum: -1e300\nmaximum: 1e300\n",
    "value: 0\nminimum: -\(largest)\nmaximum: \(largest)\nstep: 5e-324\n",
    "value: \(largest)\nminimum: 0\nmaximum: \(largest)\nstep: 1e308\nrangeKind: int\n",
    "value: 5\nminimum: 5\nmaximum: 5\nstep: 1\n",
    "value: -1e300\nminimum: -1e300\nmaximum: -1e-300\nstep: 1e-310\nrangeKind: percent\n",
    "label: Volume\nvalue: 3\nvalueText: \"{value} of {label}\"\nstateDescription: \"{valueInWords}\"\n"
      + "announcement: \"{value}\"\nenabled: false\n",
  ],
  .toggleSwitch: [
    "", "label: Wi-Fi\non: true\n", "label: Wi-Fi\nenabled: false\n",
    "stateDescription: \"{value}\"\nannouncement: \"{label} {value}\"\ntooltip: Wi-Fi\n",
  ],
  .checkbox: [
    "", "label: Agree\nstate: checked\n", "label: All\nstate: mixed\nallowsMixed: true\n",
    "enabled: false\nstateDescription: \"{value}\"\nannouncement: \"{label}\"\n",
  ],
  .button: [
    "", "label: Save\n", "label: Save\nenabled: false\n",
    "tooltip: Save\nannouncement: \"Saved {label}\"\n",
  ],
]

/// The interaction language driving every variant: byte 0 picks the variant and reader,
/// byte 1 the settings, the rest is a script (`hold increment 3s; type "2^3"; scroll up 4`).
/// A statement must print in a form that parses back to itself; what runs must not crash.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzInteractions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard size >= 2, let data else { return 0 }
  let setup = setups[Int(data[0]) % setups.count]
  let choices = configurations[setup.control] ?? ["", "label: Save\n"]
  let configuration = choices[Int(data[1]) % choices.count]
  let script = text(data + 2, size - 2)
  guard
    let statements = try? InteractionParser.parse(
      script, source: "fuzz", parts: ControlRegistry.shipped.catalog.partVocabulary)
  else { return 0 }
  for statement in statements {
    let printed = statement.interaction.description
    guard
      let again = try? InteractionParser.parseOne(
        printed, parts: ControlRegistry.shipped.catalog.partVocabulary),
      again == statement.interaction
    else { fatalError("\(printed.debugDescription) does not parse back to \(statement.text)") }
  }
  guard withinKnownBounds(statements) else { return 0 }
  let variant =
    "control: \(setup.control)\nplatforms:\n  \(setup.platform.rawValue): "
    + "{ variant: \(setup.variant) }\n"
  // Settings a variant cannot take (a decimal step on NumberPicker, rangeKind off Android) are
  // left out, one line at a time, so it still gets the extremes it can take.
  guard
    let component =
      (try? ComponentLoader.parse(
        configuration + variant, source: "fuzz.yml", schema: ControlRegistry.shipped.schema))
        ?? (try? ComponentLoader.parse(
          accepted(configuration, variant) + variant, source: "fuzz.yml",
          schema: ControlRegistry.shipped.schema)),
    var simulation = try? ReaderSimulation(
      component: component, platform: setup.platform, pack: setup.reader,
      catalog: ControlRegistry.shipped.catalog)
  else { fatalError("the \(setup.variant) component does not load on \(setup.platform)") }
  for statement in statements {
    do { try simulation.perform(statement) } catch { _ = error.message }
  }
  _ = TranscriptFormat.lines(for: simulation, events: true)
  return 0
}

/// The lines of `configuration` that `variant` takes, each tried with those kept before it.
func accepted(_ configuration: String, _ variant: String) -> String {
  var kept = ""
  for line in configuration.split(separator: "\n") {
    let candidate = kept + line + "\n"
    if (try? ComponentLoader.parse(
      candidate + variant, source: "fuzz.yml", schema: ControlRegistry.shipped.schema)) != nil
    {
      kept = candidate
    }
  }
  return kept
}

/// Skips scripts that run into issue 10's known unbounded costs, owned by the bounds work
/// (times past Int.max, `hold increment 100000s`, `scroll up 999999999999`; see
/// the fuzzing notes): at most 200 statements, two minutes of simulated time and 200 clicks.
/// Raise these once those are bounded with a clear error.
func withinKnownBounds(_ statements: [InteractionStatement]) -> Bool {
  var milliseconds = 0
  var clicks = 0
  for statement in statements {
    switch statement.interaction {
    case .hold(_, let duration), .wait(let duration), .gesture(.doubleTapAndHold(let duration)):
      milliseconds += min(duration.milliseconds, 120_001)
    case .scroll(let count): clicks += min(abs(count), 201)
    default: break
    }
  }
  return statements.count <= 200 && milliseconds <= 120_000 && clicks <= 200
}

@main enum FuzzInteractions {
  static func main() { runFuzzer(fuzzInteractions) }
}
