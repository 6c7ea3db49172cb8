import Foundation
import TestSupport
import Testing

/// An inline component, reader settings as a table, and a timing assertion.
@Suite("Inline component, settings table, timing")
struct SetupTablesTests {
  static let feature = """
    Feature: Inline
      Scenario: An inline component and reader settings from a table
        Given the component:
          \"\"\"
          label: Attendees
          value: 1
          minimum: 0
          maximum: 8
          platforms: { android: { variant: material } }
          \"\"\"
        And the platform is Android with TalkBack
        And the reader settings are:
          | setting          | value        |
          | descriptionOrder | nameRoleState |
        When I swipe right
        Then I hear exactly "Attendees"
        When I swipe right
        Then I hear exactly "Unlabelled, Button"
        And "Double-tap to activate" is heard within 1.2 seconds

      Scenario: A hint that comes too late
        Given the component:
          \"\"\"
          label: Attendees
          value: 1
          platforms: { android: { variant: material } }
          \"\"\"
        And the platform is Android with TalkBack
        When I swipe right 2 times
        Then "Double-tap to activate" is heard within 0.5 seconds

      Scenario: A broken inline component and an unknown setting
        Given the component:
          \"\"\"
          label: Attendees
          maximm: 8
          \"\"\"
        And the reader settings are:
          | setting | value |
          | nonsense | 1 |

    """

  @Test("The inline component and the settings table apply; a late hint fails with its timing")
  func run() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "inline.feature", in: folder)
    let passing = try RunCLI.run(
      ["run", "inline.feature:2", "--format", "summary"], directory: folder)
    #expect(passing.exitCode == 0, "\(passing.stdout)")
    let late = try RunCLI.run(
      ["run", "inline.feature:21", "--format", "summary"], directory: folder)
    #expect(late.exitCode == 1)
    #expect(
      late.stdout.contains(
        "\"Double-tap to activate\" starts 0.79s after the interaction, later than 0.5 s"))
    let broken = try RunCLI.run(
      ["run", "inline.feature:32", "--dry-run", "--format", "pretty", "--no-color"],
      directory: folder)
    #expect(broken.exitCode == 2)
    #expect(
      broken.stdout.contains(
        "the step 'Given the component:': the scenario's component:2:1: error: unknown key "
          + "'maximm' (did you mean 'maximum'?)"))
  }
}
