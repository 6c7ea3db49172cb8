import Foundation
import TestSupport
import Testing

/// A step skipped with its reason (`Then not applicable "…"`, what `check` writes for a
/// criterion that does not fit the component's configuration) travels through the message
/// stream: `merge-reports` rebuilds the skipped test case with its reason, where it refused
/// the stream before (a SKIPPED result with a message, a failure the attachment listed).
@Suite("merge-reports: a step skipped with its reason")
struct NotApplicableMergeTests {
  static let feature = """
    Feature: Spinner
      Scenario: Its value
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS with VoiceOver
        Then not applicable "a busy spinner has no value"
        And I hear "Quantity"
    """

  @Test("The merged JUnit report skips it with the reason, as the run's own does")
  func merges() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "a.feature", in: folder)
    let run = try RunCLI.run(
      ["run", "a.feature", "--format", "message:w.ndjson", "--format", "junit:run.xml"],
      directory: folder)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let merged = try RunCLI.run(
      ["merge-reports", "w.ndjson", "--format", "junit:merged.xml"], directory: folder)
    #expect(merged.exitCode == 0, "\(merged.stderr)")
    let junit = try ReportFiles.read(folder.appendingPathComponent("merged.xml").path)
    #expect(junit.contains("<skipped message=\"a busy spinner has no value\"/>"))
    #expect(junit.contains("skipped=\"1\""))
  }
}
