// swift-tools-version: 6.1
// A11ySim: simulates what screen readers say for native controls.

import PackageDescription

let package = Package(
  name: "A11ySim",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "a11ysim", targets: ["a11ysim"]),
    // Gherkin: the standalone parser, tag expressions and Cucumber Messages.
    .library(name: "Gherkin", targets: ["Gherkin"]),
    .library(name: "TagExpressions", targets: ["TagExpressions"]),
    .library(name: "CucumberMessages", targets: ["CucumberMessages"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    // The command-line tool.
    .executableTarget(
      name: "a11ysim",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        // Gherkin
        "Gherkin",
        "TagExpressions",
        "CucumberMessages",
      ]
    ),
    .testTarget(name: "CLITests", dependencies: ["a11ysim"]),
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
