import ControlRegistry
import Core
import CriteriaChecks
import CucumberMessages
import Foundation
import Reports
import ScenarioRunner
import TestSupport
import Testing

/// A criterion a control's pack says does not apply to how the component sets it up
/// (`ControlCriteria.inapplicable`): an indeterminate progress indicator has no current value,
/// so "State: Expresses its current value" is not applicable to it, with the reason, in every
/// output `check` writes, never a pass and never dropped. Before, `check` failed the loading
/// spinner's output-value on iOS, macOS and Android. A determinate progress bar that exposes no
/// value still fails it.
@Suite("check: criteria that do not apply to the component's configuration")
struct CheckInapplicableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let reason =
    "the component's progress indicator is indeterminate (busy with no value): it has no "
    + "current value to express"

  static func report(_ name: String) throws -> (RunReport, CriteriaSuite) {
    let suite = try CriteriaSuite(
      componentPath: "Scenarios/components/\(name)", platforms: nil, workingDirectory: root)
    let report = Runner().run(
      documents: suite.documents, options: RunOptions(paths: [], workingDirectory: root))
    return (report, suite)
  }

  static var valueCriterion: Criterion {
    get throws {
      try #require(StepLibrary.shipped.criterion(named: "output-value", of: "progress"))
    }
  }

  @Test("An indeterminate spinner: output-value is n/a with its reason, and check passes")
  func spinnerNotApplicable() throws {
    let (report, suite) = try Self.report("loading-spinner.yml")
    let criterion = try Self.valueCriterion
    for platform in [Platform.ios, .macos, .android] {
      #expect(suite.notApplicable(criterion, on: platform) == Self.reason)
      #expect(CriteriaFormat.cell(criterion, platform, in: report, suite: suite) == .notApplicable)
    }
    // Windows and Linux keep their own, platform reason.
    #expect(
      suite.notApplicable(criterion, on: .windows)?.hasPrefix(
        "Narrator, NVDA and Orca reach a control in the generated scenarios by Tab") == true)
    let cases = report.testCases.filter { $0.name == "output-value: not applicable" }
    #expect(cases.map(\.platform) == ["iOS", "macOS", "Android"])
    #expect(cases.allSatisfy { $0.status == .skipped && $0.skipReason == Self.reason })
    #expect(report.testCases.filter { $0.failsRun(strict: true) }.map(\.name) == [])
    #expect(CriteriaFormat.exitCode(report, strict: true) == 0)
  }

  @Test("The text reports give the reason and count it as not applicable, never as passed")
  func spinnerText() throws {
    let (report, suite) = try Self.report("loading-spinner.yml")
    let text = CriteriaFormat.summary(
      report, suite: suite, strict: false, styler: Styler(enabled: false))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("output-value    MUST      n/a      n/a      n/a      n/a      n/a"))
    #expect(lines.contains("n/a: output-value as set up on iOS, macOS, Android: " + Self.reason))
    #expect(
      lines.contains(
        "6 criteria × 5 platforms: 12 passed, 0 failed (0 MUST, 0 SHOULD), 18 not applicable"))
    #expect(lines.last(where: { !$0.isEmpty }) == "check passed")
  }

  @Test("JUnit, HTML and the message stream skip it with the reason")
  func spinnerReports() throws {
    let (report, _) = try Self.report("loading-spinner.yml")
    let junit = JUnitFormat.xml(report)
    let skippedLine =
      "<skipped message=\"the component&#39;s progress indicator is indeterminate (busy with no "
      + "value): it has no current value to express\"/>"
    #expect(junit.components(separatedBy: skippedLine).count - 1 == 3)
    let html = HTMLFormat.page(report)
    #expect(html.contains("<strong>Skipped:</strong> the component"))
    let messages = MessagesFormat.ndjson(
      report, meta: MetaMessage(implementation: Product(name: "a11ysim")), library: .shipped)
    let skipped = messages.split(separator: "\n").filter {
      $0.contains("\"testStepFinished\"") && $0.contains("\"SKIPPED\"")
        && $0.contains("it has no current value to express")
    }
    #expect(skipped.count == 3)
  }

  /// UIActivityIndicatorView (`activity-indicator`) and AppKit's spinning style are spinners
  /// whatever the component says: the variant's facts make them indeterminate.
  @Test("A spinner variant is indeterminate without 'indeterminate: true': output-value is n/a")
  func spinnerVariants() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let file = folder.appendingPathComponent("spinner.yml")
    try """
    control: progress
    label: Loading
    platforms:
      ios: { variant: activity-indicator }
      macos: { variant: appkit-spinner }
    """.write(to: file, atomically: true, encoding: .utf8)
    let suite = try CriteriaSuite(
      componentPath: file.path, platforms: nil, workingDirectory: Self.root)
    let report = Runner().run(
      documents: suite.documents, options: RunOptions(paths: [], workingDirectory: Self.root))
    let criterion = try Self.valueCriterion
    for platform in [Platform.ios, .macos] {
      #expect(suite.notApplicable(criterion, on: platform) == Self.reason)
      #expect(CriteriaFormat.cell(criterion, platform, in: report, suite: suite) == .notApplicable)
    }
    #expect(CriteriaFormat.exitCode(report, strict: true) == 0)
  }

  @Test("A determinate bar that exposes no value still fails output-value")
  func noValueStillFails() throws {
    let (report, suite) = try Self.report("progress-no-value.yml")
    let criterion = try Self.valueCriterion
    for platform in [Platform.ios, .macos, .android] {
      #expect(suite.notApplicable(criterion, on: platform) == nil)
      #expect(CriteriaFormat.cell(criterion, platform, in: report, suite: suite) == .fail)
    }
    #expect(
      report.testCases.filter { $0.failsRun(strict: true) }.map {
        "\($0.name) [\($0.platform ?? "")]"
      } == [
        "output-value: the progress indicator [iOS]",
        "output-value: the progress indicator [macOS]",
        "output-value: the progress indicator [Android]",
      ])
    #expect(!report.testCases.contains { $0.name.hasSuffix("not applicable") })
  }

  @Test("The generated scenario says why, in a step, after the component and platform")
  func generatedScenario() throws {
    let (_, suite) = try Self.report("loading-spinner.yml")
    let ios = try #require(suite.documents.first { $0.uri.hasSuffix("#ios") }).source
    #expect(
      ios.contains(
        """
          @output-value @must
          Scenario: output-value: not applicable
            # State: Expresses its current value
            Given the component "Scenarios/components/loading-spinner.yml"
            And the platform is iOS
            Then not applicable "\(Self.reason)"
        """))
  }
}
