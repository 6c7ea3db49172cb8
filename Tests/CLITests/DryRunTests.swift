import Foundation
import TestSupport
import Testing

/// `--dry-run` checks everything that does not need the simulation to run: steps match, their
/// arguments are possible, component files load with the scenario's settings, platforms,
/// readers and reader settings exist. It stops before the first interaction.
@Suite("a11ysim run --dry-run")
struct DryRunTests {
  private static let feature = """
    Feature: Dry

      Scenario: Missing component file
        Given the component "missing.yml"
        And the platform is iOS
        When I swipe right

      Scenario: Unknown reader
        Given the component "quantity.yml"
        And the platform is iOS with JAWS
        When I swipe right

      Scenario: Unknown key
        Given the component "quantity.yml"
        And the platform is iOS
        When I press "Nope"

      Scenario: Unknown setting
        Given the component "quantity.yml"
        And the platform is iOS
        And the setting "nonsense" is "1"
        When I swipe right

      Scenario: Unknown variant
        Given the component "quantity.yml"
        And the platform is iOS
        And the variant is abacus
        When I swipe right

      Scenario: Unknown reader setting
        Given the component "quantity.yml"
        And the platform is iOS
        And the reader setting "nonsense" is "1"
        When I swipe right

      Scenario: Unknown iOS version
        Given the component "quantity.yml"
        And the platform is iOS
        And the iOS version is 5
        When I swipe right

      Scenario: Fine, though it would fail when run
        Given the component "quantity.yml"
        And the platform is iOS
        When I swipe right
        Then I hear "Nothing like it"

    """

  @Test("Each problem fails its scenario; a scenario without one is skipped; exit 2")
  func validates() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "dry.feature", in: folder)
    try ReportFiles.write(
      "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10\nplatforms: { ios: { variant: uikit } }\n",
      named: "quantity.yml", in: folder)
    let result = try RunCLI.run(
      ["run", "dry.feature", "--dry-run", "--format", "progress"], directory: folder)
    #expect(result.exitCode == 2)
    let failures = try RunCLI.run(
      ["run", "dry.feature", "--dry-run", "--format", "pretty"], directory: folder
    ).stdout.split(separator: "\n").filter { $0.hasPrefix("      ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .map { $0.replacingOccurrences(of: folder.path, with: "FOLDER") }
    #expect(
      failures == [
        "cannot read the component file 'missing.yml': no such file in FOLDER",
        "the step 'And the platform is iOS with JAWS': unknown reader 'JAWS'; expected one of voiceover-ios, voiceover-macos, talkback, narrator, nvda, orca",
        "the step 'When I press \"Nope\"': 'press Nope' is not an interaction: unknown key 'Nope'; expected one of: Up, Down, Left, Right, PageUp, PageDown, Home, End, Enter, Escape, Tab, Space, Backspace, Delete, H, KP7, KP8, KP9 (did you mean 'Home'?)",
        "the scenario's setting 'nonsense=1': unknown key 'nonsense'",
        "the scenario's setting 'platforms.ios.variant=abacus': unknown variant 'abacus'; expected one of uikit, swiftui, appkit, material, numberpicker, numberbox, gtk-spinbutton, adw-spinrow, fiori",
        "VoiceOver: unknown setting 'nonsense'; this reader has hints, rotor, typingEcho",
        "the step 'And the iOS version is 5': iOS 5 is not modelled; expected one of 17, 18, 26",
      ])
    let summary = try RunCLI.run(["run", "dry.feature", "--dry-run"], directory: folder)
    #expect(
      summary.stdout.split(separator: "\n").suffix(3) == [
        "8 scenarios (7 failed, 1 skipped)", "29 steps (7 failed, 22 skipped)",
        "0 passed, 7 failed",
      ])
  }

  @Test("The shipped scenarios pass a dry run")
  func shipped() throws {
    let result = try RunCLI.run(["run", "Scenarios", "--dry-run"])
    #expect(result.exitCode == 0)
    #expect(RunSummary(uniform: "skipped", in: result.stdout) != nil, "\(result.stdout)")
  }
}
