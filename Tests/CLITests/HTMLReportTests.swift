import Core
import Foundation
import StepperControl
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `a11ysim run --format html:PATH`, run as a user would. The page is written to be well-formed
/// XML as well as HTML5, so most checks read it with XPath.
@Suite("HTML report")
struct HTMLReportTests {
  /// One run's page.
  struct Page {
    var html: String
    var document: XMLDocument
    var stepper: String
    var exitCode: Int32
  }

  static func run(_ options: [String] = [], broken: Bool = false) throws -> Page {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let stepper = try ReportFiles.write(
      ReportFiles.stepperFeature, named: "stepper.feature", in: folder)
    let passing = try ReportFiles.write(
      ReportFiles.passingFeature, named: "passing.feature", in: folder)
    var paths = [stepper, passing]
    if broken {
      paths.append(
        try ReportFiles.write(ReportFiles.brokenFeature, named: "broken.feature", in: folder))
    }
    let path = folder.appendingPathComponent("report.html").path
    let result = try RunCLI.run(["run"] + paths + ["--format", "html:\(path)"] + options)
    let html = try ReportFiles.read(path)
    return Page(
      html: html, document: try ReportFiles.parse(html), stepper: stepper,
      exitCode: result.exitCode)
  }

  /// The text of every element at `xpath`, with runs of white space made single spaces.
  static func texts(_ node: XMLNode, _ xpath: String) -> [String] {
    node.all(xpath).map {
      ($0.stringValue ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
  }

  /// Each table row at `xpath` as its cells' texts joined by single spaces.
  static func rows(_ node: XMLNode, _ xpath: String) -> [String] {
    node.all(xpath).map {
      texts($0, "th|td").joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
  }

  static func scenario(_ page: Page, named name: String) -> XMLNode? {
    page.document.all("//article[h3/span[@class='name']='\(name)']").first
  }

  @Test("One self-contained HTML5 page; the only outside addresses are links to evidence")
  func selfContained() throws {
    let page = try Self.run()
    #expect(
      page.html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>"))
    #expect(page.document.all("/html/body/header").count == 1)
    #expect(page.document.all("/html/body/main").count == 1)
    #expect(page.document.all("//style").count == 1)
    #expect(page.document.all("//script").count == 1)
    #expect(page.document.all("//*[@src]").isEmpty)
    #expect(page.document.all("//*[not(self::a)][@href[not(starts-with(., '#'))]]").isEmpty)
    #expect(page.document.all("//link|//img|//iframe|//object").isEmpty)
    // Links to evidence open only when followed, and only public https addresses.
    let outside = page.document.all("//a[@href[not(starts-with(., '#'))]]")
    #expect(!outside.isEmpty)
    #expect(
      outside.allSatisfy {
        (($0 as? XMLElement)?.attribute(forName: "href")?.stringValue ?? "").hasPrefix("https://")
      })
    let withoutLinks = page.html.replacingOccurrences(
      of: "<a href=\"https://[^\"]*\">", with: "", options: .regularExpression)
    #expect(withoutLinks.range(of: "http", options: .caseInsensitive) == nil)
    #expect(page.html.range(of: "url(", options: .caseInsensitive) == nil)
    #expect(page.html.contains("@import") == false)
    #expect(page.document.text("/html/head/title") == "A11ySim run failed: 2 of 5 scenarios passed")
  }

  @Test("Headings: h1 for the run, h2 per feature, h3 per scenario with its status in words")
  func headings() throws {
    let page = try Self.run()
    #expect(Self.texts(page.document, "//h1") == ["A11ySim run: failed"])
    #expect(
      Self.texts(page.document, "//h2") == [
        "Filter the scenarios", "Feature: Quantity <b>stepper</b>", "Feature: Passing",
      ])
    #expect(
      Self.texts(page.document, "//h3") == [
        "passed Swiping reads the stepper",
        "failed A wrong expectation <script>alert(1)</script>",
        "failed Nothing was said",
        "undefined A step nobody wrote",
        "passed Tabbing reads the stepper",
      ])
    // Every h3 sits in an article inside a feature section, labelled by its heading.
    #expect(page.document.all("//section[@class='feature']/article/h3").count == 5)
    for article in page.document.all("//article") {
      #expect(article.text("@aria-labelledby") == article.text("h3/@id"))
    }
  }

  @Test("Markup in names is escaped: a <script> in a scenario name stays text")
  func escaping() throws {
    let page = try Self.run()
    #expect(page.html.contains("A wrong expectation &lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.html.contains("<script>alert") == false)
    #expect(page.html.contains("Quantity &lt;b&gt;stepper&lt;/b&gt;"))
    #expect(page.document.all("//b").isEmpty)
  }

  @Test("The summary: counts by status, duration, strict mode, order, stopped early")
  func summary() throws {
    let page = try Self.run(["--order", "random:7", "--strict"])
    let header = try #require(page.document.all("/html/body/header").first)
    #expect(
      Self.rows(header, ".//table[@class='counts']/tbody/tr") == [
        "failed 2 2", "undefined 1 1", "skipped 0 2", "passed 2 15", "total 5 20",
      ])
    #expect(header.all(".//table//th[@scope='col']").count == 3)
    #expect(header.all(".//table/tbody/tr/th[@scope='row']").count == 5)
    #expect(
      Self.texts(header, ".//dl/div/dt") == ["Started", "Duration", "Strict mode", "Order"])
    #expect(
      Self.texts(header, ".//dl/div/dd").dropFirst(2) == [
        "on: undefined and pending steps fail the run", "random, seed 7",
      ])
    #expect(header.text(".//dl/div[dt='Duration']/dd")?.hasSuffix(" s") == true)
    #expect(
      Self.texts(header, "p[@class='verdict']") == ["5 scenarios, 2 passed, 3 failing the run."])

    let relaxed = try Self.run()
    #expect(
      relaxed.document.text("//header//dl/div[dt='Strict mode']/dd")
        == "off: undefined and pending steps do not fail the run")
    #expect(relaxed.document.text("//header//dl/div[dt='Order']/dd") == "as defined")
  }

  @Test("Per scenario: location, platform, reader, tags; steps with keyword, text and status")
  func scenarioDetails() throws {
    let page = try Self.run()
    let failed = try #require(
      Self.scenario(page, named: "A wrong expectation <script>alert(1)</script>"))
    #expect(failed.text("@data-status") == "failed")
    #expect(failed.text("@data-platform") == "iOS")
    #expect(
      Self.texts(failed, "dl/div") == [
        "Location \(page.stepper):11", "Platform iOS", "Reader VoiceOver", "Tags @stepper @wip",
      ] + Self.texts(failed, "dl/div[dt='Duration']"))
    #expect(
      Self.texts(failed, "ol/li/p[@class='step-line']") == [
        "passed Given a stepper \"Quantity\" with value 2 from 0 to 10 line 12",
        "passed And the platform is iOS with VoiceOver line 13",
        "passed When I swipe right line 14",
        "failed Then I hear \"Amount\" line 15",
        "skipped And I hear \"Quantity\" line 16",
      ])
    #expect(failed.text("ol/@aria-label") == "Steps")
  }

  @Test("The speech heard during a step, and the whole transcript in a details element")
  func transcript() throws {
    let page = try Self.run()
    let passed = try #require(Self.scenario(page, named: "Swiping reads the stepper"))
    #expect(
      Self.texts(passed, "ol/li[3]/ul[@class='heard']/li") == [
        "TalkBack 0.00s Quantity (talkback/focus.stateNameRole, high confidence)"
      ])
    #expect(
      passed.text("ol/li[3]/ul/li/span[@class='evidence confidence-high']/@title")
        == "TalkBack TreeNodesDescription, RoleDescriptionExtractor; donottranslate.xml")
    #expect(passed.text("ol/li[3]/ul/@aria-label") == "Heard during this step")
    #expect(passed.text("ol/li[3]/ul/li/q") == "Quantity")
    #expect(Self.texts(passed, "details/summary") == ["Transcript: 1 utterance"])
    #expect(
      Self.texts(passed, "details/table/thead/tr/th[@scope='col']") == [
        "Time", "Reader", "Speech", "Note", "Rule", "Confidence", "Evidence",
      ])
    #expect(
      Self.rows(passed, "details/table/tbody/tr") == [
        "0.00s TalkBack Quantity  talkback/focus.stateNameRole high TalkBack TreeNodesDescription, "
          + "RoleDescriptionExtractor; donottranslate.xml (TreeNodesDescription.java "
          + "(aggregateNodeTreeDescription), RoleDescriptionExtractor.java "
          + "(nodeRoleDescriptionText), donottranslate.xml)"
      ])
    #expect(
      passed.text("details/table/tbody/tr/td[7]/a[3]/@href")
        == "https://github.com/google/talkback/blob/26a27dc009d5b3605e744222541f045a3c24e038/"
        + "talkback/src/main/res/values/donottranslate.xml")

    let silent = try #require(Self.scenario(page, named: "Nothing was said"))
    #expect(silent.all("details").isEmpty)
    #expect(
      Self.texts(silent, "p[@class='transcript-empty']") == [
        "The reader said nothing in this scenario."
      ])
  }

  @Test("A failure: its message, and expected versus heard side by side in a table")
  func expectedVersusHeard() throws {
    let page = try Self.run()
    let failed = try #require(
      Self.scenario(page, named: "A wrong expectation <script>alert(1)</script>"))
    let failure = try #require(failed.all("ol/li[4]/div[@class='failure']").first)
    #expect(
      Self.texts(failure, "p[@class='message']") == [
        "Failure: expected to hear \"Amount\", heard \"Quantity\""
      ])
    #expect(failure.text("table/caption") == "Expected versus heard")
    #expect(Self.texts(failure, "table/thead/tr/th[@scope='col']") == ["Expected", "Heard"])
    #expect(Self.texts(failure, "table/tbody/tr/td/pre") == ["Amount", "Quantity"])

    let silent = try #require(Self.scenario(page, named: "Nothing was said"))
    #expect(
      Self.texts(silent, ".//div[@class='failure']/table/tbody/tr/td/pre") == [
        "Quantity", "(nothing)",
      ])
  }

  @Test("An undefined step lists the closest defined steps")
  func undefinedSuggestions() throws {
    let page = try Self.run()
    let undefined = try #require(Self.scenario(page, named: "A step nobody wrote"))
    let step = try #require(undefined.all("ol/li[p//strong='When']").first)
    #expect(step.text("p/span[1]") == "undefined")
    // "I wiggle the stepper" is like no defined step: nothing unrelated is proposed.
    #expect(
      Self.texts(step, "div[@class='problem']/p") == [
        "No step definition matches this text, and none is close."
      ])
    #expect(step.all("div/ul/li/code").isEmpty)
  }

  @Test("A mistyped step lists the closest defined steps, its own kind first")
  func mistypedSuggestions() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(
      """
      Feature: Typos
        Scenario: A typo
          Given a stepper "Quantity" with value 2 from 0 to 10
          And the platform is Windows with Narrator
          When I tapp the increment button

      """, named: "typo.feature", in: folder)
    _ = try RunCLI.run(["run", "typo.feature", "--format", "html:r.html"], directory: folder)
    let page = try ReportFiles.parse(
      try ReportFiles.read(folder.appendingPathComponent("r.html").path))
    let step = try #require(page.all("//ol/li[p//strong='When']").first)
    #expect(
      Self.texts(step, "div[@class='problem']/p") == [
        "No step definition matches this text. The closest defined steps:"
      ])
    #expect(
      Self.texts(step, "div/ul/li/code") == [
        "When I tap the increment button", "When I touch the increment button",
        "When I tap the increment button 3 times",
      ])
  }

  @Test("Filters: labelled checkboxes in fieldsets, hidden until the script shows them")
  func filters() throws {
    let page = try Self.run()
    let form = try #require(page.document.all("//main/form[@id='filters']").first)
    #expect(form.text("@hidden") == "hidden")
    #expect(Self.texts(form, "fieldset/legend") == ["Status", "Platform", "Reader"])
    #expect(
      Self.texts(form, "fieldset[legend='Status']//label") == [
        "failed (2)", "undefined (1)", "passed (2)",
      ])
    #expect(
      Self.texts(form, "fieldset[legend='Platform']//label") == [
        "Android (2)", "iOS (1)", "Windows (1)", "macOS (1)",
      ])
    let inputs = form.all(".//input")
    #expect(inputs.count == 10)
    for input in inputs {
      #expect(input.text("@type") == "checkbox")
      #expect(input.text("@checked") == "checked")
      let id = try #require(input.text("@id"))
      #expect(form.all(".//label[@for='\(id)']").count == 1, "\(id) has no label")
    }
    let live = try #require(form.all(".//*[@aria-live]").first)
    #expect(live.text("@aria-live") == "polite")
    #expect(live.text("@role") == "status")
    #expect(live.text("@id") == "shown")
    #expect(live.stringValue == "5 of 5 scenarios shown")
    // The script fills the live region and unhides the form; it filters on these attributes.
    let script = page.document.text("//script") ?? ""
    #expect(script.contains("form.hidden = false"))
    #expect(script.contains("\" of \" + scenarios.length"))
    #expect(
      page.document.all("//article[@data-status and @data-platform]").count
        == page.document.all("//article").count)
  }

  @Test("Load errors are listed before the scenarios")
  func loadErrors() throws {
    let page = try Self.run(broken: true)
    #expect(page.exitCode == 2)
    let section = try #require(page.document.all("//main/section[@class='load-errors']").first)
    #expect(section.text("h2") == "Files that could not be loaded")
    let item = Self.texts(section, "ul/li")
    #expect(item.count == 1)
    #expect(item.first?.hasPrefix("error ") == true)
    #expect(item.first?.contains("broken.feature:4:") == true)
    #expect(
      page.document.all("//main/*").first?.text("@class") == "load-errors",
      "load errors come first in main")
  }

  @Test("No scenarios: the page says so and has no filters")
  func empty() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write("Feature: Empty\n", named: "empty.feature", in: folder)
    let path = folder.appendingPathComponent("report.html").path
    let result = try RunCLI.run(
      ["run", "empty.feature", "--format", "html:\(path)"], directory: folder)
    #expect(result.exitCode == 2)
    let document = try ReportFiles.parse(try ReportFiles.read(path))
    #expect(Self.texts(document, "//h1") == ["A11ySim run: failed"])
    #expect(
      Self.texts(document, "//main/p") == ["No scenarios ran: no scenarios in empty.feature."])
    #expect(document.all("//form").isEmpty)

    let allowed = try RunCLI.run(
      ["run", "empty.feature", "--pass-with-no-scenarios", "--format", "html:\(path)"],
      directory: folder)
    #expect(allowed.exitCode == 0)
    let page = try ReportFiles.parse(try ReportFiles.read(path))
    #expect(Self.texts(page, "//h1") == ["A11ySim run: passed"])
  }
}
