import ChildProcesses
import Foundation

/// Runs the built `a11ysim` binary as a user would and captures what it printed.
enum RunCLI {
  /// What one run of the binary produced.
  struct Result {
    var stdout: String
    var stderr: String
    var exitCode: Int32
  }

  /// The folder SwiftPM put the built products in (the test bundle's own folder).
  static var productsDirectory: URL {
    let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
    if let bundle { return bundle.bundleURL.deletingLastPathComponent() }
    return Bundle.main.bundleURL
  }

  /// Runs `a11ysim` with `arguments`, `stdin` as standard input and `environment` added to a
  /// minimal environment (NO_COLOR set; PATH, TMPDIR and XDG_RUNTIME_DIR the tests'), in
  /// `directory` (the package root by default). The binary's own temporary files (espeak-ng's
  /// WAV files) go where the tests' do, so `.ci/run` sees them if any is left behind.
  static func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
    directory: URL? = nil
  ) throws -> Result {
    let tests = ProcessInfo.processInfo.environment
    var env = ["NO_COLOR": "1", "PATH": tests["PATH"] ?? "/usr/bin"]
    // XDG_RUNTIME_DIR too: without it PulseAudio's client library (which espeak-ng loads even
    // to write a WAV file) makes its runtime folder, pulse-ID, in TMPDIR and may leave it there.
    for key in ["TMPDIR", "XDG_RUNTIME_DIR"] { env[key] = tests[key] }
    env.merge(environment) { $1 }
    let result = try ChildProcess.run(
      productsDirectory.appendingPathComponent("a11ysim").path, arguments,
      input: Data((stdin ?? "").utf8), environment: env,
      directory: (directory ?? packageRoot).path)
    return Result(stdout: result.stdout, stderr: result.stderr, exitCode: result.status)
  }

  /// The package's root folder, found from this source file's path.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}

/// A run's closing summary (`12 scenarios (12 passed)`, `79 steps (79 passed)`, `12 passed,
/// 0 failed`) read back, so a test of the shipped scenarios checks that every one passed (or,
/// in a dry run, was skipped) without pinning how many there are: adding a scenario must not
/// break it.
struct RunSummary: Equatable {
  /// How many scenarios ran.
  var scenarios: Int
  /// How many steps ran.
  var steps: Int

  /// The summary at the end of `output` when every scenario and step ended as `outcome`
  /// (`passed`, or `skipped` in a dry run) and at least one ran; `nil` otherwise.
  init?(uniform outcome: String, in output: String) {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).suffix(4)
    guard lines.count == 4, lines.last == "" else { return nil }
    let texts = lines.dropLast().map(String.init)
    func count(_ line: String, _ noun: String) -> Int? {
      let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2, let number = Int(parts[0]), number > 0,
        parts[1] == "\(noun)\(number == 1 ? "" : "s") (\(number) \(outcome))"
      else { return nil }
      return number
    }
    guard let scenarios = count(texts[0], "scenario"), let steps = count(texts[1], "step")
    else { return nil }
    let passed = outcome == "passed" ? scenarios : 0
    guard texts[2] == "\(passed) passed, 0 failed" else { return nil }
    self.scenarios = scenarios
    self.steps = steps
  }
}
