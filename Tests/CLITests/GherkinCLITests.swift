import Foundation
import TestSupport
import Testing

@Suite struct GherkinCLITests {
  static func write(_ text: String, name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func tokensPrintsTheTokenStream() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = try Self.write(
      "Feature: F\n  Scenario: S\n    Given g\n", name: "t.feature", in: folder)
    let result = try RunCLI.run(["gherkin", "tokens", path])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout
        == "(1:1)FeatureLine:()Feature/F/\n(2:3)ScenarioLine:()Scenario/S/\n"
        + "(3:5)StepLine:(Context)Given /g/\nEOF\n")
  }

  @Test func eventsPrintsNDJSON() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = try Self.write(
      "Feature: F\n  Scenario: S\n    Given g\n", name: "e.feature", in: folder)
    let result = try RunCLI.run(["gherkin", "events", path])
    #expect(result.exitCode == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix(#"{"source":"#))
    #expect(lines[1].hasPrefix(#"{"gherkinDocument":"#))
    #expect(lines[2].contains(#""id":"3""#))
  }

  @Test func checkReportsFileLineColumn() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let bad = try Self.write(
      "Feature: F\n  oops\n  Scenario: S\n  Given x\n  | a |\n  | b | c |\n", name: "b.feature",
      in: folder)
    let result = try RunCLI.run(["gherkin", "check", bad])
    #expect(result.exitCode == 2)
    #expect(result.stdout == "\(bad):6:3: error: inconsistent cell count within the table\n")
    let good = try Self.write("Feature: F\n", name: "g.feature", in: folder)
    #expect(try RunCLI.run(["gherkin", "check", good]).exitCode == 0)
  }

  @Test func unreadableFileExitsTwo() throws {
    let result = try RunCLI.run(["gherkin", "events", "/no/such/file.feature"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("cannot read"))
  }

  @Test func tagsParseAndEvaluate() throws {
    let parsed = try RunCLI.run(["tags", "parse", "@a and not @b"])
    #expect(parsed.stdout == "( @a and not ( @b ) )\n")
    let truth = try RunCLI.run(["tags", "evaluate", "@a and not @b", "@a"])
    #expect(truth.stdout == "true\n")
    let noTags = try RunCLI.run(["tags", "evaluate", "@a"])
    #expect(noTags.stdout == "false\n")
    let broken = try RunCLI.run(["tags", "parse", "@a or"])
    #expect(broken.exitCode == 2)
    #expect(
      broken.stderr
        == "Tag expression \"@a or\" could not be parsed because of syntax error: Expected operand.\n"
    )
  }

  @Test func missingArgumentIsAUsageError() throws {
    #expect(try RunCLI.run(["gherkin", "check"]).exitCode == 64)
  }
}
