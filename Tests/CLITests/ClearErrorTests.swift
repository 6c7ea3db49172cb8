import ChildProcesses
import Foundation
import TestSupport
import Testing

/// Each error says what is wrong, where, and what to do: never a misleading reason.
@Suite("Clear errors")
final class ClearErrorTests {
  let folder: URL

  init() throws {
    folder = try TemporaryFolder.create("ClearErrorTests")
    try ReportFiles.write(ReportFiles.passingFeature, named: "a.feature", in: folder)
  }

  deinit { TemporaryFolder.remove(folder) }

  var binary: String { RunCLI.productsDirectory.appendingPathComponent("a11ysim").path }

  func write(_ bytes: [UInt8], named name: String) throws {
    try Data(bytes).write(to: folder.appendingPathComponent(name))
  }

  @Test("A feature that is not UTF-8: line and column of the first bad byte")
  func featureNotUTF8() throws {
    try write(Array("Feature: X\n  Scenario: caf".utf8) + [0xE9, 0x0A], named: "latin1.feature")
    let result = try RunCLI.run(["run", "latin1.feature"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stdout.hasPrefix(
        "latin1.feature:2:16: error: cannot read the feature file: not UTF-8 text (save the "
          + "file as UTF-8)\n"))
  }

  @Test("A component file that is not UTF-8 is not 'no such readable file'")
  func componentNotUTF8() throws {
    try write(Array("label: Qty\nmaximum: 1".utf8) + [0xFF, 0x0A], named: "latin1.yml")
    let result = try RunCLI.run(["check", "latin1.yml"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "error: latin1.yml:2:11: cannot read the component file 'latin1.yml': not UTF-8 text "
        + "(save the file as UTF-8)\n")
  }

  @Test(
    "A feature that cannot be read for permissions says so, not 'cannot read as UTF-8'",
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "needs root and setpriv to run a11ysim as another user: run the tests as root (CI does)"))
  func permissionDenied() throws {
    try #require(chmod(folder.path, 0o755) == 0)
    try #require(chmod(folder.appendingPathComponent("a.feature").path, 0o000) == 0)
    let result = try ChildProcess.run(
      "/usr/bin/setpriv",
      ["--reuid=65534", "--regid=65534", "--clear-groups", binary, "run", "a.feature"],
      environment: ["NO_COLOR": "1"], directory: folder.path)
    #expect(result.status == 2)
    #expect(
      result.stdout.hasPrefix("a.feature: error: cannot read the feature file: permission denied\n")
    )
  }

  @Test("A symbolic link loop and a line number too large are named as such")
  func linkLoopAndHugeLine() throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop.feature").path,
      withDestinationPath: "loop.feature")
    let loop = try RunCLI.run(["run", "loop.feature"], directory: folder)
    #expect(loop.exitCode == 2)
    #expect(
      loop.stdout.hasPrefix("loop.feature: error: a symbolic link to nothing (or a link loop)\n"))
    let huge = try RunCLI.run(["run", "a.feature:99999999999999999999"], directory: folder)
    #expect(huge.exitCode == 2)
    #expect(
      huge.stdout.hasPrefix(
        "a.feature: error: '99999999999999999999' is not a line number: it is larger than any "
          + "file\n"))
  }

  @Test("--rate -5, inf, nan and 1e300 are rates out of range, not a missing value")
  func rateOutOfRange() throws {
    for command in [["simulate", "--do", "tap increment"], ["speak", "hello"]] {
      for rate in ["-5", "inf", "nan", "1e300", "19.9", "2001"] {
        let result = try RunCLI.run(command + ["--rate", rate], directory: folder)
        #expect(result.exitCode == 64, "\(command[0]) --rate \(rate)")
        #expect(
          result.stderr.hasPrefix(
            "Error: --rate must be a number of words per minute from 20 to 2000\n"),
          "\(command[0]) --rate \(rate)")
      }
      let fastest = try RunCLI.run(command + ["--rate", "2000"], directory: folder)
      #expect(fastest.exitCode == 0, "\(command[0]) --rate 2000: \(fastest.stderr)")
    }
  }

  @Test("A transcript with a wrong value says which and what was expected")
  func badTranscriptValue() throws {
    try ReportFiles.write(
      #"[{"transcript": [{"timeMilliseconds": "0", "endMilliseconds": 1, "reader": "x", "text": "a"}]}]"#,
      named: "t.json", in: folder)
    try ReportFiles.write(
      #"{"transcript": [{"timeMilliseconds": 0, "endMilliseconds": 1, "reader": null, "text": "a"}]}"#,
      named: "u.json", in: folder)
    let wrong = try RunCLI.run(["speak", "t.json"], directory: folder)
    #expect(wrong.exitCode == 2)
    #expect(
      wrong.stderr
        == "error: 't.json' is not a transcript: expected a whole number (milliseconds) at "
        + "[0].transcript[0].timeMilliseconds\n")
    let null = try RunCLI.run(["speak", "u.json"], directory: folder)
    #expect(
      null.stderr
        == "error: 'u.json' is not a transcript: expected text (a JSON string) at "
        + ".transcript[0].reader, found null\n")
  }

  @Test(
    "--wav creates its folder, as reports do",
    .enabled(
      if: SpeakCommandTests.espeakInstalled,
      "espeak-ng is not installed (Debian: apt-get install espeak-ng; .ci/run installs it)"))
  func wavFolder() throws {
    let result = try RunCLI.run(
      [
        "simulate", "--platform", "linux", "--reader", "orca", "--do", "press Tab", "--wav",
        "new/deeper/speech.wav",
      ], directory: folder)
    #expect(result.exitCode == 0)
    #expect(result.stderr.hasPrefix("wrote new/deeper/speech.wav: "))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("new/deeper/speech.wav").path))
  }

  @Test("simulate --reader jaws is bad usage (64), as the README says")
  func unknownReader() throws {
    let result = try RunCLI.run(["simulate", "--reader", "jaws"], directory: folder)
    #expect(result.exitCode == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: unknown reader 'jaws'; expected one of voiceover-ios, voiceover-macos, "
          + "talkback, narrator, nvda, orca, default\n"))
    let readme = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme.contains(
        "Exit codes: 0 done, 2 could not run (unreadable or invalid file or script, with\n"
          + "`file:line:column`), 64 bad usage (an unknown option, or an unknown platform, variant "
          + "or\nreader).\n"))
  }

  @Test("A typed value a tiny step cannot change is not 'already at the maximum'")
  func tinyStepAtRunTime() throws {
    let result = try RunCLI.run(
      [
        "simulate", "--platform", "windows", "--set", "step=5e-324", "--do", "press Tab", "--do",
        "type \"1\"", "--do", "press Enter", "--do", "press Up",
      ], directory: folder)
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        "  0.00s  > press Up\n  0.00s  ignored: a step of 5e-324 cannot change a value of 1: "
          + "numbers keep about 15 significant digits; use a larger step or a smaller value\n"))
  }

  @Test("A script, a session's component and a baseline that cannot be read say why")
  func otherFiles() throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder.yml"), withIntermediateDirectories: true)
    let script = try RunCLI.run(["simulate", "--script", "missing.txt"], directory: folder)
    #expect(script.exitCode == 2)
    #expect(script.stderr == "error: cannot read the script missing.txt: no such file\n")
    let session = try RunCLI.run(["session", "folder.yml"], directory: folder)
    #expect(session.exitCode == 2)
    #expect(
      session.stderr
        == "error: cannot read the component file 'folder.yml': is a folder, not a file\n")
    let baseline = try RunCLI.run(
      ["run", "a.feature", "--baseline", "folder.yml"], directory: folder)
    #expect(baseline.exitCode == 2)
    #expect(
      baseline.stderr == "error: cannot read the baseline 'folder.yml': is a folder, not a file\n")
  }
}
