import Foundation
import TestSupport
import Testing

/// Control characters and markup from inputs are shown, never obeyed: a scenario name cannot
/// clear the terminal, retitle it, rewrite a line with CR, or put HTML into GitHub's summary.
@Suite("Control characters and markup from inputs are made visible")
struct ControlCharacterTests {
  let feature =
    "Feature: Evil\n"
    + "  Scenario: Evil <img src=x> \u{1B}]0;pwned\u{7} A\rB | x\n"
    + "    Given a stepper \"Quantity\" with value 2 from 0 to 10\n"
    + "    And the platform is Linux with Orca\n"
    + "    When I press \"Tab\"\n"
    + "    Then I hear \"Nope \u{1B}[2J\"\n"

  let shownName = "Evil <img src=x> \\u{1B}]0;pwned\\u{7} A\\u{D}B | x"

  func hidden(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }
  }

  @Test("pretty: the name and step with escapes shown")
  func pretty() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(feature, named: "evil.feature", in: folder)
    let result = try RunCLI.run(["run", "evil.feature", "--format", "pretty"], directory: folder)
    #expect(result.exitCode == 1)
    #expect(!hidden(result.stdout))
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("  Scenario: \(shownName) [Linux with Orca]  # evil.feature:2  FAILED"))
    #expect(lines.contains("    Then I hear \"Nope \\u{1B}[2J\"  FAILED"))
  }

  @Test("github: annotations and the step-summary table show the text, not markup or escapes")
  func github() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(feature, named: "evil.feature", in: folder)
    let summary = folder.appendingPathComponent("summary.md").path
    let result = try RunCLI.run(
      ["run", "evil.feature", "--format", "github"],
      environment: ["GITHUB_STEP_SUMMARY": summary], directory: folder)
    #expect(result.exitCode == 1)
    #expect(!hidden(result.stdout))
    #expect(
      result.stdout.hasPrefix("::error file=evil.feature,line=6,title=\(shownName) [Linux]::"))
    let table = try ReportFiles.read(summary)
    #expect(!hidden(table))
    #expect(
      table.split(separator: "\n").last.map(String.init)
        == #"| Evil &lt;img src\=x&gt; \\u\{1B\}\]0;pwned\\u\{7\} A\\u\{D\}B \| x "#
        + #"(`evil.feature:2`) | Linux | failed | Then I hear "Nope \\u\{1B\}\[2J" |"#)
  }

  @Test("session: what the user typed is echoed with escapes shown")
  func session() throws {
    let result = try RunCLI.run(["session"], stdin: "tap \u{1B}[2Jx\n")
    #expect(
      result.stdout
        == "iOS · VoiceOver> tap \\u{1B}[2Jx\n"
        + "error: expected a part (increment, decrement, field, control, clear, option1, "
        + "option2, option3, option4, option5, option6, option7, option8, option9, option10, "
        + "option11, option12, dialogTitle, dialogMessage, confirm, cancel, dismissPopup, action, close, item1, item2, item3, "
        + "item4, item5, item6, item7, item8, item9, item10, item11, item12, item13, item14, "
        + "item15, item16, item17, item18, item19, item20, item21, item22, item23, item24, "
        + "dismissMenu, tab1, tab2, tab3, tab4, tab5, tab6, tab7, tab8, tab9, tab10, tab11, "
        + "tab12) or a quoted name, "
        + "found '\\u{1B}[2Jx' (column 5)\n")
  }

  @Test("A feature naming a secret file as its component copies none of it into any report")
  func secretComponent() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(
      "root:x:0:0:root:/root:/bin/bash\nci:TOKEN=s3cr3t\n", named: "passwd", in: folder)
    try ReportFiles.write("API_KEY=sk-live-123\n", named: ".env", in: folder)
    try ReportFiles.write(
      "Feature: Leak\n  Scenario: Leak\n    Given the component \"passwd\"\n"
        + "    And the platform is Linux with Orca\n    When I press \"Tab\"\n"
        + "  Scenario: Env\n    Given the component \".env\"\n"
        + "    And the platform is Linux with Orca\n    When I press \"Tab\"\n",
      named: "leak.feature", in: folder)
    let result = try RunCLI.run(
      [
        "run", "leak.feature", "--format", "summary", "--format", "junit:j.xml", "--format",
        "html:h.html", "--format", "message:m.ndjson",
      ], directory: folder)
    // A component that does not load cannot run: exit 2.
    #expect(result.exitCode == 2)
    #expect(
      result.stdout.contains(
        "    passwd:1:1: error: not a component file: expected a YAML mapping of settings "
          + "(control: …, label: …, value: …), found text\n"))
    #expect(
      result.stdout.contains(
        "    .env:1:1: error: not a component file: expected a YAML mapping of settings "
          + "(control: …, label: …, value: …), found text\n"))
    for report in ["j.xml", "h.html", "m.ndjson"] {
      let text = try ReportFiles.read(folder.appendingPathComponent(report).path)
      for secret in ["s3cr3t", "root:x", "API_KEY", "sk-live"] {
        #expect(!text.contains(secret), "\(report): \(secret)")
      }
    }
    for secret in ["s3cr3t", "root:x", "API_KEY", "sk-live"] {
      #expect(!result.stdout.contains(secret) && !result.stderr.contains(secret))
    }
  }
}

/// Bidirectional controls (U+202E and the other embeddings, overrides, isolates and marks) in
/// a name, a step or speech: the HTML report shows each as `\u{202E}`, as the console does,
/// and isolates the user's text in `<bdi>`, so no name can read as something it does not say.
@Suite("Bidirectional controls in reports")
struct BidiControlTests {
  static let controls = ["\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}"]
  static let feature =
    "Feature: Pay \u{202E}deliaf\u{202C}\n"
    + "  Rule: R \u{2067}x\u{2069}\n"
    + "    Scenario: Total \u{202E}dessap\u{202C} \u{200E}\u{200F}\u{061C}\u{2066}y\u{2069}\u{202A}\u{202B}\u{202D}\u{2068}\n"
    + "      Given a stepper \"Quantity\" with value 2 from 0 to 10\n"
    + "      And the platform is Linux with Orca\n"
    + "      When I press \"Tab\"\n"
    + "      Then I hear \"Nope \u{202E}kO\"\n"

  static let shownName =
    "Total \\u{202E}dessap\\u{202C} \\u{200E}\\u{200F}\\u{61C}\\u{2066}y\\u{2069}"
    + "\\u{202A}\\u{202B}\\u{202D}\\u{2068}"

  @Test("HTML: every bidi control shown as \\u{…}, names, steps and speech in <bdi>")
  func html() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.feature, named: "bidi.feature", in: folder)
    let result = try RunCLI.run(
      ["run", "bidi.feature", "--format", "html:report.html", "--format", "pretty:pretty.txt"],
      directory: folder)
    #expect(result.exitCode == 1)
    let html = try ReportFiles.read(folder.appendingPathComponent("report.html").path)
    for bidi in Self.controls + ["\u{202B}", "\u{202C}", "\u{202D}", "\u{2067}", "\u{2068}"] {
      #expect(!html.unicodeScalars.contains(bidi.unicodeScalars.first!), "\(bidi.debugDescription)")
    }
    let page = try ReportFiles.parse(html)
    #expect(
      HTMLReportTests.texts(page, "//h2/bdi") == ["Pay \\u{202E}deliaf\\u{202C}"])
    #expect(HTMLReportTests.texts(page, "//article/h3/span[@class='name']/bdi") == [Self.shownName])
    #expect(HTMLReportTests.texts(page, "//dd/bdi") == ["R \\u{2067}x\\u{2069}"])
    #expect(
      HTMLReportTests.texts(page, "//p[@class='step-line']/bdi").last
        == "I hear \"Nope \\u{202E}kO\"")
    #expect(
      HTMLReportTests.texts(page, "//table[@class='compare']//pre").first
        == "Nope \\u{202E}kO")
    let pretty = try ReportFiles.read(folder.appendingPathComponent("pretty.txt").path)
    for bidi in Self.controls {
      #expect(!pretty.unicodeScalars.contains(bidi.unicodeScalars.first!))
    }
    #expect(pretty.contains("  Scenario: \(Self.shownName) [Linux with Orca]  # bidi.feature:3"))
  }
}
