import Foundation
import TestSupport
import Testing

/// A report never overwrites what the command reads, nor another report: exit 64, nothing
/// touched.
@Suite("Report paths that would overwrite an input or each other are refused")
final class ReportPathTests {
  let folder: URL
  let feature = """
    Feature: Victim
      Scenario: Tabbing reads the stepper
        Given the component "quantity.yml"
        And the platform is macOS with VoiceOver
        When I press "Tab"
        Then I hear "2, Quantity, stepper"

    """
  let component =
    "label: Quantity\nvalue: 2\nminimum: 0\nmaximum: 10\nplatforms: { macos: { variant: appkit } }\n"

  init() throws {
    folder = try TemporaryFolder.create("ReportPathTests")
    try ReportFiles.write(feature, named: "victim.feature", in: folder)
    try ReportFiles.write(component, named: "quantity.yml", in: folder)
  }

  deinit { TemporaryFolder.remove(folder) }

  func unchanged() throws {
    #expect(try ReportFiles.read(folder.appendingPathComponent("victim.feature").path) == feature)
    #expect(try ReportFiles.read(folder.appendingPathComponent("quantity.yml").path) == component)
  }

  /// The first line ArgumentParser prints for a refused usage.
  func firstLine(_ result: RunCLI.Result) -> String {
    String(result.stderr.split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  @Test("A report onto the feature being run", arguments: ["junit", "rerun", "html"])
  func ontoFeature(format: String) throws {
    let result = try RunCLI.run(
      ["run", "victim.feature", "--format", "\(format):victim.feature"], directory: folder)
    #expect(result.exitCode == 64)
    #expect(
      firstLine(result)
        == "Error: --format \(format):victim.feature would overwrite victim.feature, which this "
        + "command reads; give it another path")
    try unchanged()
  }

  @Test("A report onto a feature found in a folder being run, by another spelling")
  func ontoFeatureInFolder() throws {
    let result = try RunCLI.run(
      ["run", ".", "--format", "junit:./sub/../victim.feature"], directory: folder)
    #expect(result.exitCode == 64)
    #expect(
      firstLine(result)
        == "Error: --format junit:./sub/../victim.feature would overwrite ./victim.feature, which "
        + "this command reads; give it another path")
    try unchanged()
  }

  @Test("A report onto the component file a scenario reads")
  func ontoComponent() throws {
    let result = try RunCLI.run(
      ["run", "victim.feature", "--format", "html:quantity.yml"], directory: folder)
    #expect(result.exitCode == 64)
    #expect(
      result.stderr
        == "error: --format html:quantity.yml would overwrite "
        + "\(folder.appendingPathComponent("quantity.yml").path), which this command reads; "
        + "give it another path\n")
    try unchanged()
  }

  @Test("A report onto the baseline being compared with")
  func ontoBaseline() throws {
    try ReportFiles.write("", named: "baseline.txt", in: folder)
    let result = try RunCLI.run(
      ["run", "victim.feature", "--baseline", "baseline.txt", "--format", "rerun:baseline.txt"],
      directory: folder)
    #expect(result.exitCode == 64)
    #expect(
      firstLine(result)
        == "Error: --format rerun:baseline.txt would overwrite baseline.txt, which this command "
        + "reads; give it another path")
  }

  @Test("check: a report onto the component being checked")
  func checkOntoComponent() throws {
    let result = try RunCLI.run(
      ["check", "quantity.yml", "--format", "junit:quantity.yml"], directory: folder)
    #expect(result.exitCode == 64)
    #expect(
      firstLine(result)
        == "Error: --format junit:quantity.yml would overwrite quantity.yml, which this command "
        + "reads; give it another path")
    try unchanged()
  }

  @Test("record: the baseline onto the component or feature being recorded")
  func recordOntoInput() throws {
    let component = try RunCLI.run(
      ["record", "quantity.yml", "-o", "quantity.yml"], directory: folder)
    #expect(component.exitCode == 64)
    #expect(
      firstLine(component)
        == "Error: --output quantity.yml would overwrite quantity.yml, which this command reads; "
        + "give it another path")
    let feature = try RunCLI.run(
      ["record", "victim.feature", "-o", "victim.feature"], directory: folder)
    #expect(feature.exitCode == 64)
    let used = try RunCLI.run(
      ["record", "victim.feature", "-o", "quantity.yml"], directory: folder)
    #expect(used.exitCode == 64)
    #expect(
      used.stderr
        == "error: --output quantity.yml would overwrite "
        + "\(folder.appendingPathComponent("quantity.yml").path), which this command reads; "
        + "give it another path\n")
    try unchanged()
  }

  @Test("Two reports to the same file")
  func twoFormatsOnePath() throws {
    let result = try RunCLI.run(
      ["run", "victim.feature", "--format", "junit:out.xml", "--format", "html:./out.xml"],
      directory: folder)
    #expect(result.exitCode == 64)
    #expect(
      firstLine(result)
        == "Error: --format junit:out.xml and --format html:./out.xml would write the same file; "
        + "give each report its own path")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.xml").path))
  }

  @Test("The retry loop: run @rerun.txt may write the new rerun list over it; no other report")
  func rerunOverRerunList() throws {
    try ReportFiles.write("victim.feature:2\n", named: "rerun.txt", in: folder)
    let retry = try RunCLI.run(
      ["run", "@rerun.txt", "--format", "rerun:@rerun.txt"], directory: folder)
    #expect(retry.exitCode == 0)
    #expect(try ReportFiles.read(folder.appendingPathComponent("rerun.txt").path) == "")
    try ReportFiles.write("victim.feature:2\n", named: "rerun.txt", in: folder)
    let junit = try RunCLI.run(
      ["run", "@rerun.txt", "--format", "junit:rerun.txt"], directory: folder)
    #expect(junit.exitCode == 64)
    #expect(
      firstLine(junit)
        == "Error: --format junit:rerun.txt would overwrite rerun.txt, which this command reads; "
        + "give it another path")
    let feature = try RunCLI.run(
      ["run", "@rerun.txt", "--format", "rerun:victim.feature"], directory: folder)
    #expect(feature.exitCode == 64)
    try unchanged()
  }
}
