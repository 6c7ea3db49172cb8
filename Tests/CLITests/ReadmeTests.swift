import Foundation
import Testing

/// The README's examples keep working.
@Suite("README")
struct ReadmeTests {
  private var readme: String {
    get throws {
      try String(
        contentsOf: RunCLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }
  }

  @Test("The first screen names the main job and the tests")
  func firstScreen() throws {
    let firstScreen = try readme.split(separator: "\n").prefix(20).joined(separator: "\n")
    #expect(firstScreen.contains("swift run a11ysim run Scenarios"))
    #expect(firstScreen.contains("swift test"))
  }

  @Test("The Gherkin example passes")
  func gherkinExample() throws {
    let text = try readme
    let start = try #require(text.range(of: "```gherkin\n"))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "readme-\(UUID().uuidString).feature")
    try String(text[start.upperBound..<end.lowerBound]).write(
      to: file, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(["run", file.path])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.hasPrefix("1 scenario (1 passed)\n8 steps (8 passed)"))
  }

  @Test("The main job passes")
  func mainJob() throws {
    let result = try RunCLI.run(["run", "Scenarios", "--strict", "--jobs", "2"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.contains(" failed)") == false)
  }
}
