import Foundation
import TestSupport
import Testing

/// A run may be told any path, directly or in a rerun file; its errors reach reports CI
/// uploads, so a file that is not recognisably a feature file is named, never quoted, and a
/// feature file's parse errors quote at most a trimmed excerpt of their line.
@Suite("Parse errors quote nothing of a file that is not a feature file")
struct FeatureLeakTests {
  static let secret = (1...12).map { "line\($0) TOKEN=s3cr3t-\($0)" }.joined(separator: "\n")
  static let notFeature =
    "not a feature file: expected Gherkin with a 'Feature:' line (in any language); name "
    + "feature files (.feature, .feature.md) or folders of them"

  @Test("A rerun entry naming a secret file: one error, none of its lines, in every report")
  func rerunEntry() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    _ = try ReportFiles.write(Self.secret, named: "secret.txt", in: folder)
    _ = try ReportFiles.write(
      "Feature: F\n  Scenario: S\n    Given the platform is Linux with Orca\n",
      named: "a.feature", in: folder)
    _ = try ReportFiles.write("a.feature:2\nsecret.txt:1\n", named: "rerun.txt", in: folder)
    let result = try RunCLI.run(
      ["run", "@rerun.txt", "--format", "summary", "--format", "junit:j.xml"],
      directory: folder)
    #expect(result.exitCode == 2)
    #expect(result.stdout.contains("secret.txt: error: " + Self.notFeature + "\n"))
    let junit = try ReportFiles.read(folder.appendingPathComponent("j.xml").path)
    #expect(
      junit.contains(
        "secret.txt: error: "
          + Self.notFeature.replacingOccurrences(of: "'", with: "&#39;") + "</error>"))
    #expect(!junit.contains("s3cr3t") && !result.stdout.contains("s3cr3t"))
    #expect(!result.stderr.contains("s3cr3t"))
  }

  @Test("A path to a file of comments only, not named .feature, is not run as an empty feature")
  func commentsOnly() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    _ = try ReportFiles.write("# TOKEN=s3cr3t\n", named: "notes.txt", in: folder)
    let result = try RunCLI.run(
      ["run", "notes.txt", "--format", "message:m.ndjson"], directory: folder)
    #expect(result.exitCode == 2)
    let messages = try ReportFiles.read(folder.appendingPathComponent("m.ndjson").path)
    #expect(messages.contains("not a feature file: expected Gherkin"))
    #expect(!messages.contains("s3cr3t"))
  }

  @Test("A rerun file that lists no feature file is refused without quoting it")
  func rerunFileOfSecrets() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    _ = try ReportFiles.write("root:x:0:0:s3cr3t\n", named: "passwd", in: folder)
    let result = try RunCLI.run(["run", "@passwd"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(
      result.stdout.contains(
        "passwd: error: not a rerun file: expected feature files with lines "
          + "(features/a.feature:3), one a line or separated by spaces\n"))
    #expect(!result.stderr.contains("s3cr3t") && !result.stdout.contains("s3cr3t"))
  }

  @Test("A feature file's parse error quotes its line trimmed to 80 characters")
  func trimmedExcerpt() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let long = String(repeating: "x", count: 100)
    _ = try ReportFiles.write(
      "Feature: F\n  Scenario: S\n    Given the platform is Linux with Orca\n    " + long
        + "\n",
      named: "bad.feature", in: folder)
    let result = try RunCLI.run(["run", "bad.feature"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(result.stdout.contains("found '" + String(repeating: "x", count: 80) + "…'\n"))
    #expect(!result.stdout.contains(long))
  }
}

extension FeatureLeakTests {
  @Test("A Markdown file without Gherkin, or a file with a Feature line in another language")
  func markdownAndDialects() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    _ = try ReportFiles.write(
      "# Notes\n\nTOKEN=s3cr3t\n```\nunclosed\n", named: "notes.md", in: folder)
    _ = try ReportFiles.write(
      "# language: de\nFunktionalität: F\n  Szenario: S\n    Angenommen x\n    s3cr3t line\n",
      named: "de.txt",
      in: folder)
    let result = try RunCLI.run(["run", "notes.md", "de.txt"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(!result.stdout.contains("TOKEN"))
    // A German feature is recognisably Gherkin: its error quotes the line.
    #expect(result.stdout.contains("found 's3cr3t line'"))
  }
}
