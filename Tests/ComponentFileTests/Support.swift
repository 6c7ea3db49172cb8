import ComponentModel
import ControlRegistry
import Controls
import StepperControl

@testable import ComponentFile

/// Parses `yaml` as `quantity.yml`.
func loadComponent(_ yaml: String, overrides: [String] = []) throws(ComponentFileError) -> Component
{
  try ComponentLoader.parse(yaml, source: "quantity.yml", overrides: overrides)
}

/// The error parsing `yaml` gives, or `nil` when it parses.
func failure(_ yaml: String, overrides: [String] = []) -> ComponentFileError? {
  do {
    _ = try loadComponent(yaml, overrides: overrides)
    return nil
  } catch {
    return error
  }
}

/// A place in `quantity.yml`.
func at(_ line: Int, _ column: Int) -> SourceLocation {
  SourceLocation(source: "quantity.yml", line: line, column: column)
}

/// A place in the `index`th `--set` argument (1-based).
func inSet(_ index: Int, _ column: Int) -> SourceLocation {
  SourceLocation(source: "--set #\(index)", line: 1, column: column)
}

/// Configurations compared with NaN values equal to each other (a NumberBox's empty value).
func same(_ a: StepperConfiguration?, _ b: StepperConfiguration) -> Bool {
  guard var a else { return false }
  var b = b
  if a.value.isNaN && b.value.isNaN {
    a.value = 0
    b.value = 0
  }
  return a == b
}

/// SplitMix64: a small seeded generator, so every run sees the same inputs.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &self)]
  }
}

extension PlatformSetup {
  /// The stepper configuration these tests describe.
  var stepperConfiguration: StepperConfiguration {
    configuration as? StepperConfiguration ?? StepperConfiguration()
  }
}

/// What an error shows the user: its place and its message, for tests about the text.
struct Shown: Equatable {
  var location: SourceLocation?
  var message: String
}

/// Whether `error` shows `shown`'s place and message.
func == (error: ComponentFileError?, shown: Shown) -> Bool {
  error.map { Shown(location: $0.location, message: $0.message) } == shown
}
