import Foundation
import TestSupport
import Testing

/// `the transcript is:` and `the transcript contains:` with a `| reader | text |` table.
@Suite("Transcript tables")
struct TranscriptTableTests {
  static let feature = """
    Feature: Tables
      Scenario: The transcript as a table
        Given the component "quantity.yml"
        And the platform is Linux with Orca
        When I press "Tab"
        And I press "Up"
        Then the transcript is:
          | reader | text                 |
          | Orca   | Quantity spin button |
          | Orca   | 2                    |
          |        | 3                    |
        And the transcript contains:
          | text |
          | 3    |

      Scenario: The wrong reader fails
        Given the component "quantity.yml"
        And the platform is Linux with Orca
        When I press "Tab"
        Then the transcript contains:
          | reader   | text                 |
          | TalkBack | Quantity spin button |

    """

  @Test("A reader column is checked when given; the text as a listener hears it")
  func tables() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "tables.feature", in: folder)
    try ReportFiles.write(
      "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10\nplatforms: { linux: { variant: gtk-spinbutton } }\n",
      named: "quantity.yml", in: folder)
    let result = try RunCLI.run(
      ["run", "tables.feature", "--format", "summary"], directory: folder)
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.hasPrefix(
        """
        FAILED: The wrong reader fails  # tables.feature:16
          Then the transcript contains:  # tables.feature:20
            the transcript lacks "Quantity spin button" by TalkBack (in order)

        """))
    #expect(result.stdout.hasSuffix("1 passed, 1 failed\n"))
  }
}
