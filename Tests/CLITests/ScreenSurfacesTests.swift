import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A screen everywhere a component works: `explain` takes a screen file, a baseline records
/// the reading order a scenario heard, and the HTML report shows it as a table.
@Suite("Screens in explain, baselines and the HTML report")
struct ScreenSurfacesTests {
  @Test("explain: a screen file runs as a screen, each utterance with its rule")
  func explain() throws {
    let result = try RunCLI.run([
      "explain", "Scenarios/screens/checkout.yml", "--platform", "linux", "--do", "next item",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasPrefix(
        """
        Linux · screen "Checkout" · Orca
        > next item
        Orca        0.00s  Quantity spin button
            rule: orca/keyboardFocus+focus.editable · focus · interrupt
        """))
    #expect(result.stdout.contains("Orca        1.00s  2\n"))
  }

  /// A feature of two scenarios on the shipped checkout screen: one interacts first, one
  /// only reads the order.
  static func feature(in folder: URL) throws -> String {
    let screen = RunCLI.packageRoot.appendingPathComponent("Scenarios/screens/checkout.yml").path
    return try ReportFiles.write(
      """
      Feature: Checkout

        Scenario: TalkBack reads the screen
          Given the screen "\(screen)"
          And the platform is Android
          When I swipe right
          Then the reading order is:
            \"\"\"
            Review your order before you pay.
            Quantity
            Unlabelled, Button
            2
            Unlabelled, Button
            not checked, Accept terms, Check box
            Save, Button
            \"\"\"

        Scenario: NVDA tabs through it
          Given the screen "\(screen)"
          And the platform is Windows with NVDA
          Then the reading order is:
            \"\"\"
            Quantity Minimum0 Maximum10 edit 2
            Accept terms check box not checked
            Save button
            \"\"\"

      """, named: "checkout.feature", in: folder)
  }

  @Test("record: a reading-order scenario records what each move said, not (no speech)")
  func baseline() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    _ = try Self.feature(in: folder)
    let record = try RunCLI.run(
      ["record", "checkout.feature", "-o", "speech.txt"], directory: folder)
    #expect(record.stdout == "recorded 2 scenarios to speech.txt\n")
    #expect(
      try ReportFiles.read(folder.appendingPathComponent("speech.txt").path) == """
        # a11ysim baseline: what the screen readers said, one section per scenario and platform.
        # Review changes to it like code. Re-record: a11ysim record PATHS -o FILE

        == Checkout › TalkBack reads the screen [Android]
        TalkBack  0.00s  Checkout, Heading
        TalkBack  order 1  Review your order before you pay.
        TalkBack  order 2  Quantity
        TalkBack  order 3  Unlabelled, Button
        TalkBack  order 4  2
        TalkBack  order 5  Unlabelled, Button
        TalkBack  order 6  not checked, Accept terms, Check box
        TalkBack  order 7  Save, Button

        == Checkout › NVDA tabs through it [Windows]
        NVDA  order 1  Quantity Minimum0 Maximum10 edit 2
        NVDA  order 2  Accept terms check box not checked
        NVDA  order 3  Save button

        """)
    // The baseline gates the reading order: the same run matches it.
    let run = try RunCLI.run(
      ["run", "checkout.feature", "--baseline", "speech.txt", "--format", "summary"],
      directory: folder)
    #expect(run.exitCode == 0)
  }

  @Test("HTML: a screen scenario's section has its reading order as a captioned table")
  func html() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = try Self.feature(in: folder)
    let path = folder.appendingPathComponent("report.html").path
    let result = try RunCLI.run(["run", feature, "--format", "html:\(path)"])
    #expect(result.exitCode == 0)
    let document = try ReportFiles.parse(try ReportFiles.read(path))
    let table =
      "//article[h3/span[@class='name']='NVDA tabs through it']//table[@class='reading-order']"
    #expect(
      HTMLReportTests.texts(document, table + "/caption") == [
        "Reading order heard by NVDA on Windows (step 3)"
      ])
    #expect(
      HTMLReportTests.rows(document, table + "/thead/tr") == ["Position What was said"])
    #expect(document.all(table + "/thead/tr/th[@scope='col']").count == 2)
    #expect(
      HTMLReportTests.rows(document, table + "/tbody/tr") == [
        "1 Quantity Minimum0 Maximum10 edit 2", "2 Accept terms check box not checked",
        "3 Save button",
      ])
    #expect(document.all(table + "/tbody/tr/th[@scope='row']").count == 3)
    #expect(
      HTMLReportTests.texts(
        document,
        "//article[h3/span[@class='name']='NVDA tabs through it']//p[@class='transcript-empty']")
        == ["Besides the reading order, the reader said nothing in this scenario."])
    #expect(
      document.all(
        "//article[h3/span[@class='name']='TalkBack reads the screen']//table[@class='reading-order']/tbody/tr"
      ).count == 7)
  }

  @Test("merge-reports: the message stream carries the reading order, so the merged page has it")
  func merged() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    _ = try Self.feature(in: folder)
    let run = try RunCLI.run(
      ["run", "checkout.feature", "--format", "message:shard.ndjson"], directory: folder)
    #expect(run.exitCode == 0)
    let stream = try ReportFiles.read(folder.appendingPathComponent("shard.ndjson").path)
    #expect(
      stream.contains(
        #"{"attachment":{"body":"[\"Quantity Minimum0 Maximum10 edit 2\",\"Accept terms "#
          + #"check box not checked\",\"Save button\"]","contentEncoding":"IDENTITY","#
          + #""fileName":"reading-order.json","mediaType":"application/json","#))
    let merge = try RunCLI.run(
      ["merge-reports", "shard.ndjson", "--format", "html:merged.html"], directory: folder)
    #expect(merge.exitCode == 0)
    let document = try ReportFiles.parse(
      try ReportFiles.read(folder.appendingPathComponent("merged.html").path))
    #expect(
      HTMLReportTests.rows(
        document,
        "//article[h3/span[@class='name']='NVDA tabs through it']"
          + "//table[@class='reading-order']/tbody/tr") == [
          "1 Quantity Minimum0 Maximum10 edit 2", "2 Accept terms check box not checked",
          "3 Save button",
        ])
  }
}
