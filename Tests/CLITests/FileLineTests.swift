import Foundation
import TestSupport
import Testing

/// `FILE:LINE` selects what cucumber selects for that line.
@Suite("FILE:LINE")
struct FileLineTests {
  static let feature = """
    Feature: Lines
      Rule: Parts
        Scenario Outline: Touch <part>
          Given I am on a screen with a stepper
          And the platform is iOS
          When I touch the <part> button
          Then I hear "<word>"
          Examples: First
            | part      | word               |
            | increment | Increment. Button. |
          Examples: Second
            | part      | word               |
            | decrement | Decrement. Button. |

      Rule: Other
        Scenario: Swipe
          Given I am on a screen with a stepper
          And the platform is iOS
          When I swipe right
          Then I hear "Quantity"

    """

  @Test(
    "A Rule line runs its scenarios, an outline's step line every row, an Examples line its rows",
    arguments: [
      (2, ["Touch increment", "Touch decrement"]), (3, ["Touch increment", "Touch decrement"]),
      (6, ["Touch increment", "Touch decrement"]), (8, ["Touch increment"]),
      (9, ["Touch increment"]), (10, ["Touch increment"]), (11, ["Touch decrement"]),
      (15, ["Swipe"]), (19, ["Swipe"]),
    ])
  func selects(line: Int, scenarios: [String]) throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "lines.feature", in: folder)
    let result = try RunCLI.run(
      [
        "run", "lines.feature:\(line)", "--format", "rerun", "--format", "progress:p.txt",
        "--format", "junit:j.xml",
      ], directory: folder)
    #expect(result.exitCode == 0, "\(result.stderr)")
    let junit = try ReportFiles.read(folder.appendingPathComponent("j.xml").path)
    let names = junit.components(separatedBy: "<testcase ").dropFirst().compactMap {
      $0.components(separatedBy: " name=\"").dropFirst().first?.components(separatedBy: " (")
        .first?.components(separatedBy: " [").first
    }
    #expect(names == scenarios)
  }
}
