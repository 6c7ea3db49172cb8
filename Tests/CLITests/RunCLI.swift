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
  /// minimal environment (NO_COLOR set; PATH and TMPDIR the tests'), in `directory` (the package
  /// root by default). The binary's own temporary files (espeak-ng's WAV files) go where the
  /// tests' do, so `.ci/run` sees them if any is left behind.
  static func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
    directory: URL? = nil
  ) throws -> Result {
    let tests = ProcessInfo.processInfo.environment
    var env = ["NO_COLOR": "1", "PATH": tests["PATH"] ?? "/usr/bin"]
    if let temporary = tests["TMPDIR"] { env["TMPDIR"] = temporary }
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
