import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `a11ysim run --format junit:PATH`, run as a user would, checked against the schema CI servers
/// validate JUnit with (Tests/Fixtures/junit.xsd) and read back attribute by attribute.
@Suite("JUnit report")
struct JUnitReportTests {
  /// One run's JUnit file.
  struct Run {
    var path: String
    var xml: String
    var exitCode: Int32
    var features: [String: String]
  }

  /// Runs the binary on the stepper and passing features, written into `folder`, with
  /// `options`.
  static func run(_ options: [String], in folder: URL) throws -> Run {
    let stepper = try ReportFiles.write(
      ReportFiles.stepperFeature, named: "stepper.feature", in: folder)
    let passing = try ReportFiles.write(
      ReportFiles.passingFeature, named: "passing.feature", in: folder)
    let path = folder.appendingPathComponent("reports/junit.xml").path
    let result = try RunCLI.run(
      ["run", stepper, passing, "--format", "junit:\(path)"] + options)
    return Run(
      path: path, xml: try ReportFiles.read(path), exitCode: result.exitCode,
      features: ["stepper": stepper, "passing": passing])
  }

  static let stepperSuite = "Quantity <b>stepper</b>"

  /// The counts on a suite element (or the root): tests, failures, errors, skipped.
  static func counts(_ node: XMLNode?) -> [String] {
    guard let element = node as? XMLElement else { return [] }
    return ["tests", "failures", "errors", "skipped"].map {
      element.attribute(forName: $0)?.stringValue ?? "missing"
    }
  }

  static func testCase(_ document: XMLDocument, named name: String) -> XMLElement? {
    document.all("/testsuites/testsuite/testcase").compactMap { $0 as? XMLElement }
      .first { $0.attribute(forName: "name")?.stringValue == name }
  }

  @Test(
    "Every kind of run writes JUnit that the CI servers' schema accepts",
    .enabled(if: XMLLint.shouldRun, XMLLint.skipReason),
    arguments: [
      [], ["--strict"], ["--dry-run"], ["--dry-run", "--strict"], ["--order", "random:7"],
    ]
  )
  func validatesAgainstTheSchema(options: [String]) throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let run = try Self.run(options, in: folder)
    let (valid, output) = try XMLLint.validate(run.path, schema: XMLLint.junitSchema)
    #expect(valid, "\(options): \(output)\n\(run.xml)")
  }

  @Test(
    "The file has no attribute junit-10.xsd lacks (testcase file/line, testsuites skipped)",
    .enabled(if: XMLLint.shouldRun, XMLLint.skipReason))
  func noExtensions() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let run = try Self.run([], in: folder)
    #expect(!run.xml.contains("<testcase classname=\"") || !run.xml.contains("\" line=\""))
    let document = try ReportFiles.parse(run.xml)
    #expect(document.all("/testsuites/testsuite/testcase/@file").isEmpty)
    #expect(document.all("/testsuites/testsuite/testcase/@line").isEmpty)
    #expect(document.all("/testsuites/@skipped").isEmpty)
  }

  @Test("Passed, failed and undefined scenarios: counts per suite and in total, and each case")
  func nonStrictCounts() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let run = try Self.run([], in: folder)
    #expect(run.exitCode == 1)
    let document = try ReportFiles.parse(run.xml)
    let suites = document.all("/testsuites/testsuite")
    #expect(suites.count == 2)
    #expect(Self.counts(document.all("/testsuites").first) == ["5", "2", "0", "missing"])
    #expect(Self.counts(suites.first) == ["4", "2", "0", "1"])
    #expect(Self.counts(suites.last) == ["1", "0", "0", "0"])
    #expect(suites.first?.text("@name") == Self.stepperSuite)
    #expect(suites.first?.text("@file") == run.features["stepper"])
    #expect(suites.last?.text("@name") == "Passing")

    let expected: [(name: String, line: String, feature: String, file: String?)] = [
      ("Swiping reads the stepper [Android]", "4", Self.stepperSuite, run.features["stepper"]),
      (
        "A wrong expectation <script>alert(1)</script> [iOS]", "11", Self.stepperSuite,
        run.features["stepper"]
      ),
      ("Nothing was said [Android]", "18", Self.stepperSuite, run.features["stepper"]),
      ("A step nobody wrote [Windows]", "23", Self.stepperSuite, run.features["stepper"]),
      ("Tabbing reads the stepper [macOS]", "3", "Passing", run.features["passing"]),
    ]
    let cases = document.all("/testsuites/testsuite/testcase")
    #expect(cases.map { $0.text("@name") } == expected.map(\.name))
    for (node, want) in zip(cases, expected) {
      #expect(node.text("@classname") == want.feature, "\(want.name)")
      #expect(
        node.text("system-out")?.hasPrefix("\(want.file ?? ""):\(want.line)\n") == true,
        "\(want.name)")
      #expect(node.text("@time").flatMap(Double.init) != nil, "\(want.name)")
      #expect(node.text("system-out")?.isEmpty == false, "\(want.name)")
    }

    let passed = Self.testCase(document, named: "Swiping reads the stepper [Android]")
    #expect(passed?.all("failure|error|skipped").isEmpty == true)
    #expect(passed?.text("system-out")?.contains("Transcript:\nTalkBack  0.00s  Quantity") == true)

    let failed = Self.testCase(
      document, named: "A wrong expectation <script>alert(1)</script> [iOS]")
    #expect(failed?.all("failure").count == 1)
    #expect(failed?.text("failure/@message") == "expected to hear \"Amount\", heard \"Quantity\"")
    #expect(failed?.text("failure/@type") == "failed")
    let body = failed?.text("failure") ?? ""
    #expect(body.contains("Then I hear \"Amount\" (\(run.features["stepper"] ?? ""):15)"))
    #expect(body.contains("expected:\nAmount"), "\(body)")
    #expect(body.contains("heard:\nQuantity"), "\(body)")

    let silent = Self.testCase(document, named: "Nothing was said [Android]")
    #expect(silent?.text("failure/@message") == "expected to hear \"Quantity\", heard nothing")
    #expect(silent?.text("failure")?.hasSuffix("expected:\nQuantity\nheard:\n(nothing)") == true)

    let undefined = Self.testCase(document, named: "A step nobody wrote [Windows]")
    #expect(undefined?.all("failure|error").isEmpty == true)
    #expect(undefined?.text("skipped/@message") == "undefined step: I wiggle the stepper")
  }

  @Test("--strict: an undefined scenario is an error, not skipped")
  func strictCounts() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let run = try Self.run(["--strict"], in: folder)
    #expect(run.exitCode == 1)
    let document = try ReportFiles.parse(run.xml)
    #expect(Self.counts(document.all("/testsuites").first) == ["5", "2", "1", "missing"])
    #expect(Self.counts(document.all("/testsuites/testsuite").first) == ["4", "2", "1", "0"])
    let undefined = Self.testCase(document, named: "A step nobody wrote [Windows]")
    #expect(undefined?.all("skipped|failure").isEmpty == true)
    #expect(undefined?.text("error/@message") == "undefined step: I wiggle the stepper")
    #expect(undefined?.text("error/@type") == "undefined")
  }

  @Test("--dry-run: every scenario is skipped; the undefined one says why")
  func dryRunCounts() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let run = try Self.run(["--dry-run"], in: folder)
    #expect(run.exitCode == 0)
    let document = try ReportFiles.parse(run.xml)
    #expect(Self.counts(document.all("/testsuites").first) == ["5", "0", "0", "missing"])
    #expect(Self.counts(document.all("/testsuites/testsuite").first) == ["4", "0", "0", "4"])
    #expect(Self.counts(document.all("/testsuites/testsuite").last) == ["1", "0", "0", "1"])
    let cases = document.all("/testsuites/testsuite/testcase")
    #expect(cases.allSatisfy { $0.all("skipped").count == 1 })
    #expect(
      cases.compactMap { $0.text("skipped/@message") } == ["undefined step: I wiggle the stepper"])
  }
}

@Suite("JUnit: files that could not be run")
struct JUnitLoadErrorTests {
  @Test("A parse error is a test case with an error in its own suite, and the file stays valid")
  func loadErrors() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try "Feature: Bad\n  Scenario: x\n    Given a step\n  Oops here\n".write(
      to: folder.appendingPathComponent("bad.feature"), atomically: true, encoding: .utf8)
    let result = try RunCLI.run(
      ["run", "bad.feature", "--format", "junit:junit.xml"], directory: folder)
    #expect(result.exitCode == 2)
    let xml = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
    let document = try ReportFiles.parse(xml)
    #expect(document.text("/testsuites/@tests") == "1")
    #expect(document.text("/testsuites/@errors") == "1")
    #expect(document.text("/testsuites/testsuite/@name") == "Files that could not be run")
    #expect(document.text("/testsuites/testsuite/testcase/@name") == "bad.feature")
    #expect(document.text("/testsuites/testsuite/testcase/error/@type") == "load")
    if XMLLint.shouldRun {
      let (valid, output) = try XMLLint.validate(
        folder.appendingPathComponent("junit.xml").path, schema: XMLLint.junitSchema)
      #expect(valid, "\(output)")
    }
  }
}
