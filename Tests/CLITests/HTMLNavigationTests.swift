import Core
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Finding one's way in a large HTML report: the table of features, the links from failure to
/// failure, the filters by feature, reader and tag, features' descriptions and pending steps.
@Suite("HTML report: navigation")
struct HTMLNavigationTests {
  typealias Report = HTMLReportTests

  @Test("A table of features near the top: each linked to its section, with its counts")
  func featureTable() throws {
    let page = try Report.run()
    let table = try #require(page.document.all("/html/body/main/table[@class='features']").first)
    #expect(table.text("caption") == "Results by feature")
    #expect(
      Report.texts(table, "thead/tr/th[@scope='col']") == [
        "Feature", "Scenarios", "Passed", "Failing the run", "Other", "Platforms",
      ])
    #expect(
      Report.rows(table, "tbody/tr") == [
        "Quantity <b>stepper</b> 4 1 2 1 Android 2, iOS 1, Windows 1", "Passing 1 1 0 0 macOS 1",
      ])
    #expect(
      Report.texts(table, "tbody/tr/th[@scope='row']/a/@href") == ["#feature-1", "#feature-2"])
    #expect(Report.texts(table, "tbody/tr/@class") == ["failing"])
    for href in ["feature-1", "feature-2"] {
      #expect(page.document.all("//section[@class='feature']/h2[@id='\(href)']").count == 1)
    }
  }

  @Test("From the top to the first failure, and from each failure to the next and previous")
  func failureLinks() throws {
    let page = try Report.run()
    let first = try #require(page.document.all("/html/body/header/p[@class='jump']/a").first)
    #expect(first.stringValue == "Go to the first failure")
    #expect(first.text("@href") == "#scenario-2")
    #expect(first.text("@data-failure") == "first")
    let failing = page.document.all("//article[contains(@class, 'fails-run')]")
    #expect(failing.map { $0.text("@id") } == ["scenario-2", "scenario-3"])
    #expect(failing.allSatisfy { $0.text("@tabindex") == "-1" })
    #expect(page.document.all("//article[not(contains(@class, 'fails-run'))][@tabindex]").isEmpty)
    // Right after the heading, so a reader hears it with the scenario's name.
    #expect(
      Report.texts(page.document, "//article/p[@class='failure-nav']") == [
        "Failure 1 of 2: Next failure", "Failure 2 of 2: Previous failure",
      ])
    #expect(
      page.document.all("//article/p[@class='failure-nav']").allSatisfy {
        $0.all("preceding-sibling::*").count == 1
      })
    #expect(
      Report.texts(page.document, "//article[@id='scenario-2']/p[@class='failure-nav']/a/@href")
        == ["#scenario-3"])
    #expect(
      Report.texts(page.document, "//article[@id='scenario-3']/p[@class='failure-nav']/a/@href")
        == ["#scenario-2"])
    #expect(
      Report.texts(page.document, "//p[@class='failure-nav']/a/@data-failure") == [
        "next", "previous",
      ])
  }

  @Test("With the files interleaved by a random order, the links follow the page's order")
  func failureLinksInPageOrder() throws {
    let page = try Report.run(["--order", "random:4", "--strict"])
    // The passing file's scenario ran second: the stepper file's parts are split around it.
    #expect(
      page.document.all("//article").compactMap { $0.text("@id") } == [
        "scenario-1", "scenario-3", "scenario-4", "scenario-5", "scenario-2",
      ])
    let failing = page.document.all("//article[contains(@class, 'fails-run')]").compactMap {
      $0.text("@id")
    }
    #expect(failing.count == 3)
    #expect(
      page.document.text("/html/body/header/p[@class='jump']/a/@href") == "#" + failing[0])
    for (index, id) in failing.enumerated() {
      let article = try #require(page.document.all("//article[@id='\(id)']").first)
      let nav = try #require(article.all("p[@class='failure-nav']").first)
      #expect(
        nav.text("a[@data-failure='next']/@href")
          == failing.dropFirst(index + 1).first.map { "#" + $0 })
      #expect(
        nav.text("a[@data-failure='previous']/@href")
          == (index > 0 ? "#" + failing[index - 1] : nil))
      #expect(
        (nav.stringValue ?? "").hasPrefix("Failure \(index + 1) of 3"), "\(nav.stringValue ?? "")")
    }
    // Nothing else was cut or doubled where the links went in.
    #expect(page.document.all("//article").count == 5)
    #expect(page.document.all("//article/h3").count == 5)
  }

  @Test("No failure: no link to a first failure, no failure links")
  func noFailures() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(ReportFiles.passingFeature, named: "passing.feature", in: folder)
    _ = try RunCLI.run(
      ["run", "passing.feature", "--format", "html:r.html"], directory: folder)
    let document = try ReportFiles.parse(
      try ReportFiles.read(folder.appendingPathComponent("r.html").path))
    #expect(
      document.all("//a[@data-failure]|//p[@class='jump']|//*[@tabindex='-1'][self::article]")
        .isEmpty)
    #expect(
      Report.rows(document, "//table[@class='features']/tbody/tr") == ["Passing 1 1 0 0 macOS 1"])
  }

  @Test("Filters by reader (checkboxes), feature and tag (labelled selects)")
  func moreFilters() throws {
    let page = try Report.run()
    let form = try #require(page.document.all("//main/form[@id='filters']").first)
    #expect(Report.texts(form, "fieldset/legend") == ["Status", "Platform", "Reader"])
    #expect(
      Report.texts(form, "fieldset[legend='Reader']//label") == [
        "TalkBack (2)", "VoiceOver (2)", "Narrator (1)",
      ])
    #expect(
      Report.texts(form, "fieldset[legend='Reader']//input/@value") == [
        "TalkBack", "VoiceOver", "Narrator",
      ])
    #expect(Report.texts(form, "div[@class='pick']/label") == ["Feature", "Tag"])
    #expect(
      Report.texts(form, "div[@class='pick']/label/@for") == ["filter-feature", "filter-tag"])
    #expect(
      Report.texts(form, "div[@class='pick']/select/@id") == ["filter-feature", "filter-tag"])
    #expect(
      Report.texts(form, "div/select[@name='feature']/option") == [
        "every feature (5)", "Quantity <b>stepper</b> (4)", "Passing (1)",
      ])
    #expect(Report.texts(form, "div/select[@name='feature']/option/@value") == ["", "1", "2"])
    #expect(
      Report.texts(form, "div/select[@name='tag']/option") == [
        "any or no tag (5)", "@stepper (4)", "@wip (1)",
      ])
    #expect(
      Report.texts(form, "div/select[@name='tag']/option/@value") == ["", "@stepper", "@wip"])
    // What the script filters on.
    let failed = try #require(
      Report.scenario(page, named: "A wrong expectation <script>alert(1)</script>"))
    #expect(failed.text("@data-reader") == "VoiceOver")
    #expect(failed.text("@data-feature") == "1")
    #expect(failed.text("@data-tags") == "@stepper @wip")
    let passing = try #require(Report.scenario(page, named: "Tabbing reads the stepper"))
    #expect(passing.text("@data-feature") == "2")
    #expect(passing.text("@data-tags") == "")
    let script = page.document.text("//script") ?? ""
    #expect(script.contains("chosen(\"reader\")"))
    #expect(script.contains("picked(\"feature\")"))
    #expect(script.contains("picked(\"tag\")"))
  }

  static let described = """
    Feature: Described
      The first line of the description
        goes on here.

      A second paragraph.

      Scenario: Waits for a person
        Given a stepper "Quantity" with value 2 from 0 to 10
        And the platform is iOS with VoiceOver
        Then pending "the focus ring is visual"
        And I hear "Quantity"

    """

  @Test("A feature's description under its heading, paragraph by paragraph")
  func description() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.described, named: "described.feature", in: folder)
    _ = try RunCLI.run(
      ["run", "described.feature", "--format", "html:r.html"], directory: folder)
    let document = try ReportFiles.parse(
      try ReportFiles.read(folder.appendingPathComponent("r.html").path))
    let section = try #require(document.all("//section[@class='feature']").first)
    #expect(
      Report.texts(section, "div[@class='description']/p") == [
        "The first line of the description goes on here.", "A second paragraph.",
      ])
    #expect(section.all("div[@class='description']/p/br").count == 1)
    #expect(section.all("div[@class='description']/preceding-sibling::*").count == 2)
  }

  @Test("A pending step's reason is labelled Pending, in a neutral box, not as a failure")
  func pendingReason() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(Self.described, named: "described.feature", in: folder)
    _ = try RunCLI.run(
      ["run", "described.feature", "--format", "html:r.html"], directory: folder)
    let html = try ReportFiles.read(folder.appendingPathComponent("r.html").path)
    let document = try ReportFiles.parse(html)
    let step = try #require(document.all("//article//ol/li[p//strong='Then']").first)
    #expect(step.text("@class") == "step status-pending")
    #expect(
      Report.texts(step, "div[@class='note']/p[@class='message']") == [
        "Pending: the focus ring is visual"
      ])
    #expect(document.all("//div[@class='failure']").isEmpty)
    #expect(html.contains("Failure:") == false)
  }
}
