// swift-tools-version: 6.1
// A11ySim's fuzz targets: a package of its own so that the main package's `swift build` and
// `swift test` never build them. `Scripts/fuzz.sh` builds them with libFuzzer and
// AddressSanitizer in `.build-fuzz`; see Fuzz/README.md.

import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder (in lower case), so the checkout's folder
/// name is the identity products are looked up by (`main`, `a11ysim`, a worktree's name…).
let a11ysim = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent.lowercased()

func fuzzTarget(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: a11ysim) },
    path: "Sources/\(name)")
}

let package = Package(
  name: "A11ySimFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "CLibFuzzer"),
    .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
    fuzzTarget("fuzz-gherkin", ["Gherkin"]),
    fuzzTarget("fuzz-tags", ["TagExpressions"]),
    fuzzTarget(
      "fuzz-interactions",
      [
        "Core", "Interactions", "ComponentFile", "ComponentModel", "Controls", "ScreenReaders",
        "Simulation",
      ]
    ),
    fuzzTarget(
      "fuzz-component",
      [
        "Core", "ComponentFile", "ComponentModel", "Controls", "Interactions", "ScreenReaders",
        "Simulation",
      ]
    ),
    fuzzTarget("fuzz-session", ["Session", "Controls", "Core"]),
    fuzzTarget("fuzz-messages", ["CucumberMessages", "ScenarioRunner"]),
    fuzzTarget("fuzz-criteria", ["CriteriaPages"]),
  ]
)
