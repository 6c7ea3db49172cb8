import Foundation
import TestSupport
import Testing

/// A run whose reports all go to files (or to GitHub, off GitHub Actions) says where they went
/// on standard error, so it never ends without a word.
@Suite("Where the reports went")
struct ReportsWrittenTests {
  static let feature = "Scenarios/button.feature"

  @Test("html to a file and github off GitHub Actions: one line says where each went")
  func offGitHub() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let html = folder.appendingPathComponent("reports/a11y.html").path
    let result = try RunCLI.run(
      ["run", Self.feature, "--format", "html:\(html)", "--format", "github"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "reports written: html → \(html); github: 0 annotations on standard output, no step "
        + "summary ($GITHUB_STEP_SUMMARY is not set: not on GitHub Actions)\n")
  }

  @Test("A failure off GitHub Actions: its annotation is counted")
  func failureOffGitHub() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let junit = folder.appendingPathComponent("junit.xml").path
    let feature = folder.appendingPathComponent("failing.feature")
    try """
    Feature: F
      Scenario: S
        Given the component "\(RunCLI.packageRoot.path)/Scenarios/components/save-button.yml"
        And the platform is iOS with VoiceOver
        When I swipe right
        Then I hear "Cancel"
    """.write(to: feature, atomically: true, encoding: .utf8)
    let result = try RunCLI.run(
      ["run", feature.path, "--format", "junit:\(junit)", "--format", "github"])
    #expect(result.exitCode == 1, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("::error file="), "\(result.stdout)")
    #expect(
      result.stderr
        == "reports written: junit → \(junit); github: 1 annotation on standard output, no step "
        + "summary ($GITHUB_STEP_SUMMARY is not set: not on GitHub Actions)\n")
  }

  @Test("On GitHub Actions, with a step summary, the run says nothing more")
  func onGitHub() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let summary = folder.appendingPathComponent("summary.md").path
    let html = folder.appendingPathComponent("a11y.html").path
    let result = try RunCLI.run(
      ["run", Self.feature, "--format", "html:\(html)"],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "")
    #expect(result.stderr == "")
    #expect(FileManager.default.fileExists(atPath: summary))
  }

  @Test("A report on standard output: no line")
  func reportOnStandardOutput() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let html = folder.appendingPathComponent("a11y.html").path
    let result = try RunCLI.run(
      ["run", Self.feature, "--format", "html:\(html)", "--format", "summary"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("1"))
    #expect(result.stderr == "")
  }
}
