import Foundation
import TestSupport
import Testing

/// The reader's version from the command line (`--reader-version orca=46`) and from a scenario
/// step (`Given the reader version is Orca 46`): it changes what Orca says, and a reader or
/// version A11ySim has no evidence for is refused with the values it knows.
@Suite("a11ysim --reader-version")
struct ReaderVersionCommandTests {
  let save = [
    "simulate", "--platform", "linux", "--variant", "gtk-button", "--set", "control=button",
    "--set", "label=Save",
    "--reader", "orca", "--do", "press Tab",
  ]

  @Test("--reader-version orca=46 says 'Save push button'; the default (50) 'Save button'")
  func simulate() throws {
    let current = try RunCLI.run(save)
    #expect(current.exitCode == 0)
    #expect(current.stdout.hasSuffix("Orca        0.00s  Save button\n"))
    let orca46 = try RunCLI.run(save + ["--reader-version", "orca=46"])
    #expect(orca46.exitCode == 0)
    #expect(orca46.stdout.hasSuffix("Orca        0.00s  Save push button\n"))
  }

  @Test("An unknown reader, a reader without versions or an unmodelled version: exit 64")
  func refused() throws {
    for (value, message) in [
      ("orca=45", "Orca 45 is not modelled; expected one of 46, 47, 48, 49, 50"),
      ("talkback=15", "A11ySim models no TalkBack versions; reader versions are set for orca"),
      (
        "jaws=1",
        "unknown reader 'jaws'; expected one of voiceover-ios, voiceover-macos, talkback, "
          + "narrator, nvda, orca"
      ),
      ("orca", "'orca' is not READER=VERSION (e.g. orca=46)"),
    ] {
      let result = try RunCLI.run(save + ["--reader-version", value])
      #expect(result.exitCode == 64)
      #expect(result.stderr.hasPrefix("Error: --reader-version '\(value)': \(message)\n"))
    }
  }

  static let feature = """
    Feature: Orca's versions

      Background:
        Given the component:
          \"\"\"
          control: button
          label: Save
          platforms: { linux: { variant: gtk-button } }
          \"\"\"
        And the platform is Linux with Orca

      Scenario: Orca 46
        Given the reader version is Orca 46
        When I press "Tab"
        Then I hear "Save push button"

      Scenario: Orca 50
        Given the reader version is orca 50
        When I press "Tab"
        Then I hear "Save button"

    """

  @Test("'Given the reader version is Orca 46' runs Orca 46")
  func step() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try Self.feature.write(
      to: folder.appendingPathComponent("versions.feature"), atomically: true, encoding: .utf8)
    let result = try RunCLI.run(["run", "versions.feature"], directory: folder)
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.hasSuffix("2 scenarios (2 passed)\n10 steps (10 passed)\n2 passed, 0 failed\n"))
  }

  @Test("A version or reader the step cannot run is a scenario that cannot run: exit 2")
  func stepRefused() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = Self.feature.replacingOccurrences(of: "Orca 46", with: "Orca 45")
      .replacingOccurrences(of: "orca 50", with: "NVDA 2023")
    try feature.write(
      to: folder.appendingPathComponent("versions.feature"), atomically: true, encoding: .utf8)
    let result = try RunCLI.run(
      ["run", "versions.feature", "--format", "pretty"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stdout.contains(
        "the step 'Given the reader version is Orca 45': Orca 45 is not modelled; expected one of "
          + "46, 47, 48, 49, 50"))
    #expect(
      result.stdout.contains(
        "the step 'Given the reader version is NVDA 2023': A11ySim models no NVDA versions; "
          + "reader versions are set for orca"))
  }
}
