// swift-tools-version: 6.1
// A11ySim: simulates what screen readers say for native controls.

import Foundation
import PackageDescription

// The controls A11ySim ships, each a folder of its own: its behaviour, variants, exposure,
// component-file settings, step pack and MagentaA11y criteria in `Sources/<Name>Control`, and
// its tests with the evidence of what readers say in `Tests/<Name>ControlTests`
// (`ControlRegistryWalkTests` requires both). Adding a control is one line here and one in
// `Sources/ControlRegistry/ControlRegistry.swift`.
let controls: [(name: String, uses: [Target.Dependency], testsUse: [Target.Dependency])] = [
  // Typed entry (NumberBox's formatter and expressions, GTK's spin text) suggests names.
  ("Stepper", ["Suggestions"], []),
  ("Button", [], []),
  ("Switch", [], []),
  ("Checkbox", [], []),
  // The slider's tests compare it with the stepper it shares value rules with.
  ("Slider", [], ["StepperControl"]),
  ("Progress", [], []),
  ("Disclosure", [], []),
  ("TextField", [], []),
  ("Link", [], []),
  ("RadioGroup", [], []),
  ("Dialog", [], []),
  ("Toast", [], []),
  ("Dropdown", [], []),
  ("Tabs", [], []),
]

/// What every control's module builds on: the control model, its exposure, its component-file
/// settings, the step vocabulary its step pack extends, and the readers and simulation its
/// evidence helpers drive. All of them are below `ScenarioRunner`, so listing them all costs no
/// build order.
let controlModuleDependencies: [Target.Dependency] = [
  "Core", "ComponentModel", "Accessibility", "Controls", "ComponentFile", "ScenarioRunner",
  "ScreenReaders", "Simulation", "Screens", "Interactions",
]

/// What every control's tests use besides the control: `TestSupport` (which already needs the
/// registry) and the modules the exact-speech tests drive.
let controlTestDependencies: [Target.Dependency] = [
  "TestSupport", "ControlRegistry", "Core", "Controls", "Accessibility", "ComponentModel",
  "ComponentFile", "ScreenReaders", "Simulation", "Screens", "Interactions",
]

let package = Package(
  name: "A11ySim",
  platforms: [.macOS(.v13)],
  // The command-line tool is the one product: every module is internal to the package
  // (`package` access), so nothing outside it builds against them.
  products: [
    .executable(name: "a11ysim", targets: ["a11ysim"])
  ],
  // Speech through speech-dispatcher is optional: `swift build --traits SpeechDispatcher`.
  traits: [
    .trait(
      name: "SpeechDispatcher",
      description: "Speak through speech-dispatcher with libspeechd (needs libspeechd-dev)"),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    // The primitives every module shares: platform and its environment, the simulated clock,
    // keys and chords, live regions, evidence (source, confidence, references). Depends on nothing.
    .target(name: "Core"),
    // The behaviour of native controls: values, limits, wrap, auto-repeat, keys, typed entry
    // and the events a platform sends. Depends on nothing third-party.
    .target(name: "Controls", dependencies: ["Core", "ComponentModel", "Accessibility"]),
    // "Did you mean …?" suggestions for mistyped names.
    .target(name: "Suggestions"),
    // The interaction language (`tap increment`, `hold increment 3s`, `press PageUp`, …).
    .target(
      name: "Interactions", dependencies: ["Core", "Suggestions"]),
    // A component as a team ships it: per platform, a variant, its settings and the app-side
    // accessibility settings.
    .target(
      name: "ComponentModel", dependencies: ["Core"]),
    // What each variant exposes to assistive technology, and the notifications control events
    // cause. Knows nothing of any particular screen reader.
    .target(
      name: "Accessibility", dependencies: ["Core"]),
    // Screen readers: one rule pack (data) per reader, the compositor that reads them, the
    // speech queue on the simulated clock, and transcripts.
    .target(
      name: "ScreenReaders",
      dependencies: ["Core", "Accessibility", "ComponentModel", "Interactions"]),
    // Component descriptions in YAML and `--set key=value` overrides.
    .target(
      name: "ComponentFile",
      dependencies: [
        "Core",
        "Controls", "ComponentModel", "Accessibility", "Suggestions", "TextFiles", "Screens",
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // Screens: components, text, headings and images in reading order, and the screen as one
    // control that the simulations drive. Names no control.
    .target(
      name: "Screens",
      dependencies: ["Core", "ComponentModel", "Accessibility", "Controls"]),
    // Drives a control with interactions on a simulated clock and collects what happens.
    .target(
      name: "Simulation",
      dependencies: [
        "Core",
        "Controls", "ComponentModel", "Interactions", "Accessibility", "ScreenReaders", "Screens",
      ]
    ),
    // Runs Gherkin scenarios against the simulator: the step vocabulary, the runner and the
    // accessibility criteria. It produces a run's results; the report formats read them.
    .target(
      name: "ScenarioRunner",
      dependencies: [
        "Core",
        "Gherkin", "TagExpressions", "CucumberMessages", "Simulation", "ComponentFile",
        "ComponentModel", "Controls", "Interactions", "Accessibility", "ScreenReaders", "Screens",
        "Suggestions", "TextFiles", "CriteriaPages",
      ]),
    // `a11ysim check` and `import magentaa11y`: the scenarios each control's MagentaA11y
    // criteria become, the importer of criteria pages and the criteria × platforms report.
    .target(
      name: "CriteriaChecks",
      dependencies: [
        "Core", "ScenarioRunner", "Reports", "CriteriaPages", "ComponentFile", "ComponentModel",
        "Controls", "Gherkin", "ScreenReaders", "TextFiles",
      ]),
    // The report formats, one file each, listed in one registry, and `merge-reports`, which
    // rebuilds a run's results from its shards' message streams. Reads the runner's results.
    .target(
      name: "Reports",
      dependencies: [
        "Core", "ScenarioRunner", "Gherkin", "CucumberMessages", "ScreenReaders", "Controls",
        "TextFiles", "OutputFiles",
      ]),
    // Reads MagentaA11y's criteria pages (front matter or the Condensed list) into criteria
    // with their lines. Knows nothing of controls or screen readers.
    // Quoted text is decoded by Yams, as the component files' YAML is.
    .target(
      name: "CriteriaPages",
      dependencies: ["Suggestions", .product(name: "Yams", package: "Yams")]),
    // The interactive session's engine (no terminal in it) and a small line editor.
    .target(
      name: "Session",
      dependencies: [
        "Core",
        "Simulation", "ScreenReaders", "Accessibility", "ComponentFile", "ComponentModel",
        "Controls", "Interactions", "Suggestions", "OutputFiles", "Screens",
      ]),
    .target(name: "LineEditor", dependencies: ["OutputFiles", "TextFiles"]),
    // Writes report, baseline, session and audio files without destroying devices, FIFOs or
    // the owner and mode of a file it replaces; standard output that fails or goes away.
    .target(name: "OutputFiles"),
    // Reads the text files a user names, saying exactly why one cannot be read.
    .target(name: "TextFiles"),
    // One folder per control (`Sources/<Name>Control`, tests in `Tests/<Name>ControlTests`):
    // see `controls` below the package.
    // The controls A11ySim ships, one line each, and the seams' calls with them (a catalog, a
    // schema, a step library): the tool and the tests use these, and no copy of them.
    .target(
      name: "ControlRegistry",
      dependencies: [
        "Core", "Controls", "ComponentModel", "ComponentFile", "Interactions", "Simulation",
        "Screens", "ScreenReaders", "ScenarioRunner", "Session", "CriteriaPages", "CriteriaChecks",
      ] + controls.map { .byName(name: "\($0.name)Control") }),
    // `a11ysim calibrate`: captures of what readers said on devices (A11ySim's YAML, or a
    // tool's log imported), run again in A11ySim and compared utterance by utterance.
    .target(
      name: "Calibration",
      dependencies: [
        "Core", "ComponentFile", "ComponentModel", "Interactions", "ScreenReaders", "Simulation",
        "ScenarioRunner", "TextFiles", "CucumberMessages", .product(name: "Yams", package: "Yams"),
      ]),
    // The command-line tool.
    .executableTarget(
      name: "a11ysim",
      dependencies: [
        "Core", "ControlRegistry",
        "Controls", "ComponentModel", "Interactions", "ComponentFile", "Simulation", "Screens",
        "Gherkin",
        "Accessibility", "ScreenReaders", "ScenarioRunner", "Reports", "Session", "LineEditor",
        "TagExpressions",
        "CucumberMessages", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        "Speech", "OutputFiles", "TextFiles", "CriteriaPages",
        "CriteriaChecks", "Calibration",
      ],
      // A release build carries the Swift runtime and Foundation inside: loading and binding
      // their shared libraries was a quarter of a one-scenario run (about 5 of 19 ms).
      swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
      linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
    ),
    // Speech: what the transcript says, at its pace, through speech-dispatcher (trait) or to a
    // WAV file with espeak-ng.
    .systemLibrary(
      name: "CSpeechd", pkgConfig: "speech-dispatcher", providers: [.apt(["libspeechd-dev"])]),
    // Runs programs with posix_spawn and waitpid (espeak-ng; tests' children).
    .target(name: "ChildProcesses"),
    .target(
      name: "Speech",
      dependencies: [
        "Core",
        "ScreenReaders", "ChildProcesses", "OutputFiles", "TextFiles",
        .target(name: "CSpeechd", condition: .when(traits: ["SpeechDispatcher"])),
      ]),
    .testTarget(
      name: "SpeechTests",
      dependencies: [
        "TestSupport", "ControlRegistry", "StepperControl", "ComponentModel",
        "Core",
        "Speech", "ScreenReaders", "Controls", "ChildProcesses", "Simulation", "ComponentFile",
        "Interactions",
      ]),
    .testTarget(name: "ControlsTests", dependencies: ["ControlRegistry", "Core", "Controls"]),
    .testTarget(name: "SuggestionsTests", dependencies: ["Suggestions"]),
    .testTarget(
      name: "InteractionsTests",
      dependencies: [
        "Core", "Interactions",
      ]),
    .testTarget(
      name: "ScreensTests",
      dependencies: [
        "TestSupport", "ControlRegistry", "Screens", "Simulation", "ComponentFile",
        "ScreenReaders", "Interactions", "Core", "Controls", "Accessibility",
      ]),
    .testTarget(
      name: "ComponentFileTests",
      dependencies: [
        "TestSupport", "ButtonControl",
        "ControlRegistry", "StepperControl", "Controls",
        "Core", "ComponentFile", "ComponentModel", .product(name: "Yams", package: "Yams"),
      ]),
    .testTarget(
      name: "SimulationTests",
      dependencies: [
        "ControlRegistry", "StepperControl", "Controls", "ComponentModel", "ScreenReaders",
        "Core", "Simulation", "ComponentFile",
      ]),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "TestSupport", "ControlRegistry", "StepperControl",
        "Core", "a11ysim", "ChildProcesses", "Controls", "ScreenReaders", "Session", "Reports",
        "ComponentModel", "ComponentFile", "ScenarioRunner",
      ]),
    .testTarget(
      name: "ScenarioRunnerTests",
      dependencies: [
        "TestSupport", "ControlRegistry", "StepperControl", "ComponentModel",
        "Core", "ScenarioRunner", "Reports", "Gherkin", "CucumberMessages", "ChildProcesses",
        "Controls", "ComponentFile",
      ]),
    .testTarget(
      name: "SessionTests",
      dependencies: [
        "TestSupport", "ControlRegistry", "StepperControl", "ComponentModel",
        "Core", "Session", "ScenarioRunner", "Controls", "ComponentFile",
      ]),
    .testTarget(name: "LineEditorTests", dependencies: ["TestSupport", "LineEditor"]),
    .testTarget(
      name: "CalibrationTests",
      dependencies: [
        "TestSupport", "Calibration", "ControlRegistry", "ComponentFile", "Core", "ScenarioRunner",
        "ScreenReaders",
      ]),
    .testTarget(name: "CriteriaPagesTests", dependencies: ["CriteriaPages"]),
    .testTarget(
      name: "CriteriaChecksTests",
      dependencies: [
        "TestSupport", "ControlRegistry", "StepperControl", "ComponentFile",
        "Core", "CriteriaChecks", "Reports", "ScenarioRunner", "CriteriaPages", "ComponentModel",
        "Controls",
        "Gherkin", "CucumberMessages",
      ]),
    .testTarget(
      name: "OutputFilesTests", dependencies: ["TestSupport", "OutputFiles", "TextFiles"]),
    .testTarget(
      name: "ScreenReaderTests",
      dependencies: [
        "TestSupport", "ControlRegistry", "StepperControl",
        "Core",
        "ScreenReaders", "Accessibility", "Simulation", "ComponentFile", "ComponentModel",
        "Controls", "Interactions",
      ]),
    // What the test targets share: what a reader says for a component (`said`, `readerRun`)
    // and `TemporaryFolder`. A library only test targets depend on; its source is with them.
    .target(
      name: "TestSupport",
      dependencies: [
        "ComponentFile", "ComponentModel", "ControlRegistry", "Controls", "Core", "Interactions",
        "ScreenReaders", "Screens", "Simulation",
      ],
      path: "Tests/TestSupport"),
    // Gherkin: parser, tag expressions, Cucumber Messages, their tests and the benchmark.
    .target(name: "Gherkin", exclude: ["LICENSE-gherkin-languages.txt"]),
    .target(name: "TagExpressions"),
    .target(name: "CucumberMessages", dependencies: ["Gherkin"]),
    .executableTarget(
      name: "gherkin-benchmark", dependencies: ["Gherkin"], path: "Benchmarks/GherkinBenchmark"),
    .testTarget(name: "GherkinTests", dependencies: ["Gherkin"], resources: [.copy("Fixtures")]),
    .testTarget(name: "TagExpressionsTests", dependencies: ["TagExpressions"]),
    .testTarget(name: "CucumberMessagesTests", dependencies: ["CucumberMessages", "Gherkin"]),
  ]
)

package.targets += controls.flatMap { control in
  [
    Target.target(
      name: "\(control.name)Control", dependencies: controlModuleDependencies + control.uses),
    Target.testTarget(
      name: "\(control.name)ControlTests",
      dependencies: [.byName(name: "\(control.name)Control")] + controlTestDependencies
        + control.testsUse),
  ]
}

// Release builds reach type metadata through its accessor, not by mangled name: resolving a
// name checks the generic requirements (`Platform: Hashable` for a `[Platform: …]`) by scanning
// every protocol conformance in the binary, 6,500 records, once per type and protocol. This
// package's code made 17 of the 73 such scans of a one-scenario run (about 1.3 ms).
for target in package.targets where target.type != .test && target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
        .when(configuration: .release))
    ]
}

// The fuzz harnesses (`Fuzz/`): built only when `A11YSIM_FUZZ=1` is set, as `Scripts/fuzz.sh`
// does with libFuzzer and AddressSanitizer in `.build-fuzz`, so the normal `swift build` and
// `swift test` never build them. They are targets of this package, so they reach the modules
// through `package` access without making the modules products.
if ProcessInfo.processInfo.environment["A11YSIM_FUZZ"] == "1" {
  func fuzzTarget(_ name: String, _ modules: [Target.Dependency]) -> Target {
    .executableTarget(
      name: name, dependencies: ["FuzzSupport"] + modules, path: "Fuzz/Sources/\(name)")
  }
  package.targets += [
    .target(name: "CLibFuzzer", path: "Fuzz/Sources/CLibFuzzer"),
    .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Fuzz/Sources/FuzzSupport"),
    fuzzTarget("fuzz-gherkin", ["Gherkin"]),
    fuzzTarget("fuzz-tags", ["TagExpressions"]),
    fuzzTarget(
      "fuzz-interactions",
      [
        "Core", "ControlRegistry", "Interactions", "ComponentFile", "ComponentModel", "Controls",
        "ScreenReaders",
        "Simulation",
      ]),
    fuzzTarget(
      "fuzz-component",
      [
        "Core", "ControlRegistry", "ComponentFile", "ComponentModel", "Controls", "Interactions",
        "ScreenReaders",
        "Simulation", "StepperControl",
      ]),
    fuzzTarget("fuzz-session", ["Session", "Controls", "Core", "ControlRegistry"]),
    fuzzTarget(
      "fuzz-messages", ["CucumberMessages", "ScenarioRunner", "Reports", "ControlRegistry"]),
    fuzzTarget("fuzz-merge", ["CucumberMessages", "ScenarioRunner", "Reports", "ControlRegistry"]),
    fuzzTarget("fuzz-criteria", ["CriteriaPages"]),
    fuzzTarget("fuzz-capture", ["Calibration", "ComponentFile", "ControlRegistry"]),
    fuzzTarget(
      "fuzz-screen",
      [
        "Core", "ControlRegistry", "ComponentFile", "Interactions", "ScreenReaders", "Screens",
        "Simulation",
      ]),
  ]
}
