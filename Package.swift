// swift-tools-version: 6.1
// A11ySim: simulates what screen readers say for native controls.

import PackageDescription

let package = Package(
  name: "A11ySim",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "a11ysim", targets: ["a11ysim"])
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
        .product(name: "ArgumentParser", package: "swift-argument-parser")
      ]
    ),
    .testTarget(name: "CLITests", dependencies: ["a11ysim"]),
    // Control models: pure value types (typed entry, formatting, stepping).
    .target(name: "Controls"),
    .testTarget(name: "ControlsTests", dependencies: ["Controls"]),
  ]
)
