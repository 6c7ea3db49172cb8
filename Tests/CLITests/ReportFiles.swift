import ChildProcesses
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Feature files written for the report tests, and the tools that check the reports.
enum ReportFiles {
  /// Writes `text` to `name` in `folder` and returns its path.
  @discardableResult
  static func write(_ text: String, named name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// Reads a report the binary wrote.
  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Parses `text` as XML (the HTML page is written to be well-formed XML too).
  static func parse(_ text: String) throws -> XMLDocument {
    try XMLDocument(data: Data(text.utf8), options: [.nodePreserveWhitespace])
  }

  /// A feature with a passing, a failing (with something heard), a failing (with nothing heard)
  /// and an undefined scenario, on three platforms, with tags and markup in its names.
  static let stepperFeature = """
    @stepper
    Feature: Quantity <b>stepper</b>

      Scenario: Swiping reads the stepper
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Android with TalkBack
        When I swipe right
        Then I hear "Quantity"

      @wip
      Scenario: A wrong expectation <script>alert(1)</script>
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS with VoiceOver
        When I swipe right
        Then I hear "Amount"
        And I hear "Quantity"

      Scenario: Nothing was said
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Android with TalkBack
        Then I hear "Quantity"

      Scenario: A step nobody wrote
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is Windows with Narrator
        When I wiggle the stepper
        Then I hear "Quantity"

    """

  /// A second feature, all passing, on macOS.
  static let passingFeature = """
    Feature: Passing

      Scenario: Tabbing reads the stepper
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is macOS with VoiceOver
        When I press "Tab"
        Then I hear "2, Quantity, stepper"

    """

  /// A feature file the parser rejects.
  static let brokenFeature = """
    Feature: Broken
      Scenario: Half written
        Given a stepper "Quantity" with value 2 from 0 to 10
      Examples oops

    """
}

/// `xmllint` (Debian's libxml2-utils), which validates XML against an XSD. CI installs it;
/// tests that need it are skipped, saying so, where it is missing.
enum XMLLint {
  /// Its path, if it is on PATH.
  static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init)
    return folders.map { $0 + "/xmllint" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Whether the schema tests run: when `xmllint` is installed, or when `.ci/run` demands it
  /// (`A11YSIM_REQUIRE_XMLLINT=1`), so CI fails rather than skips if the install went wrong.
  static var shouldRun: Bool {
    path != nil || ProcessInfo.processInfo.environment["A11YSIM_REQUIRE_XMLLINT"] == "1"
  }

  /// Why the schema tests were skipped.
  static let skipReason: Comment =
    "xmllint is not installed (Debian: apt-get install libxml2-utils); .ci/run installs it"

  /// `xmllint` is required but missing.
  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "xmllint is required (A11YSIM_REQUIRE_XMLLINT=1) but not on PATH: install libxml2-utils"
    }
  }

  /// The schema the JUnit report is checked against.
  static var junitSchema: URL {
    RunCLI.packageRoot.appendingPathComponent("Tests/Fixtures/junit.xsd")
  }

  /// Validates `file` against `schema`: whether it is valid, and what xmllint said.
  static func validate(_ file: String, schema: URL) throws -> (valid: Bool, output: String) {
    guard let path else { throw Missing() }
    let result = try ChildProcess.run(path, ["--noout", "--schema", schema.path, file])
    return (result.status == 0, result.stdout + result.stderr)
  }
}

extension XMLNode {
  /// The nodes at `xpath`, or none if the expression is wrong.
  func all(_ xpath: String) -> [XMLNode] { (try? nodes(forXPath: xpath)) ?? [] }

  /// The first node's string value at `xpath`.
  func text(_ xpath: String) -> String? { all(xpath).first?.stringValue }
}
