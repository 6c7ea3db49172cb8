import Foundation
import Reports
import ScenarioRunner
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The JUnit and HTML reports are written as the run goes: each test case's part is handed to a
/// store when it can no longer change, and the document is written around the parts at the end,
/// grouped by feature whatever order the test cases finished in.
@Suite("Reports written as the run goes")
struct ReportWriterTests {
  /// A store that keeps what it is given where the test can see it.
  final class RecordingStore: PartStore {
    var bytes: [UInt8] = []
    var text: String { String(decoding: bytes, as: UTF8.self) }
    func keep(_ new: [UInt8]) { bytes += new }
    func read(_ offsets: Range<Int>, _ body: (ArraySlice<UInt8>) -> Void) { body(bytes[offsets]) }
  }

  /// Three test cases from two files, interleaved as a random order leaves them: the first
  /// file's two scenarios around the second file's one.
  static func interleaved() throws -> RunReport {
    var report = try ReportStatusTests.report(strict: false)
    var other = report.testCases[1]
    other.uri = "other.feature"
    other.featureName = "Other steps"
    report.testCases.insert(other, at: 1)
    return report
  }

  static func written(_ writer: inout some StreamedReport, _ report: RunReport) -> String {
    var bytes: [UInt8] = []
    var output = ReportOutput { bytes += $0 }
    writer.finish(report, to: &output)
    output.flush()
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("JUnit: a file's test cases go to the store once the next file's begin")
  func junitHandsOverParts() throws {
    let report = try Self.interleaved()
    let store = RecordingStore()
    var writer = JUnitFormat.Writer(strict: false, store: store)
    writer.add(report.testCases[0])
    #expect(store.bytes.isEmpty)
    writer.add(report.testCases[1])
    #expect(
      store.text.hasPrefix("    <testcase classname=\"Odd steps\" name=\"Two definitions match"))
    #expect(store.text.hasSuffix("    </testcase>\n"))
    #expect(store.text.components(separatedBy: "<testcase ").count == 2)
    writer.add(report.testCases[2])
    let document = try ReportStatusTests.parse(Self.written(&writer, report))
    #expect(
      ReportStatusTests.strings(document, "//testsuite/@name") == ["Odd steps", "Other steps"])
    #expect(ReportStatusTests.strings(document, "//testsuite/@tests") == ["2", "1"])
    #expect(
      ReportStatusTests.strings(document, "//testsuite[1]/testcase/@name") == [
        "Two definitions match [Android]", "Not written yet [iOS]",
      ])
    #expect(
      ReportStatusTests.strings(document, "//testsuite[2]/testcase/@name") == [
        "Not written yet [iOS]"
      ])
    #expect(ReportStatusTests.strings(document, "/testsuites/@tests") == ["3"])
  }

  @Test("A feature's parts copied with breaks: each break where it falls, across its ranges")
  func copyWithBreaks() throws {
    var parts = FeatureParts(RecordingStore())
    // Three files interleaved, so feature 0's bytes lie in three ranges of the store.
    parts.append("abc", uri: "a")
    parts.append("xx", uri: "b")
    parts.append("de", uri: "a")
    parts.append("yy", uri: "b")
    parts.append("fgh", uri: "a")
    var copied = ""
    parts.copy(
      feature: 0, breaks: [0, 3, 4, 5, 5, 8], to: { copied += String(decoding: $0, as: UTF8.self) },
      at: { copied += "|\($0)|" })
    #expect(copied == "|0|abc|1|d|2|e|3||4|fgh|5|")
    var plain = ""
    parts.copy(feature: 1) { plain += String(decoding: $0, as: UTF8.self) }
    #expect(plain == "xxyy")
  }

  @Test("HTML: scenarios numbered as they finished, each under its own file's feature")
  func htmlGroupsAndNumbers() throws {
    let report = try Self.interleaved()
    let store = RecordingStore()
    var writer = HTMLFormat.Writer(strict: false, store: store)
    writer.add(report.testCases[0])
    #expect(store.bytes.isEmpty)
    writer.add(report.testCases[1])
    #expect(
      store.text.hasPrefix(
        "<article class=\"scenario status-ambiguous fails-run\" tabindex=\"-1\" id=\"scenario-1\""))
    writer.add(report.testCases[2])
    let document = try ReportStatusTests.parse(Self.written(&writer, report))
    #expect(
      ReportStatusTests.strings(document, "//section[@class='feature']/h2") == [
        "Feature: Odd steps", "Feature: Other steps",
      ])
    #expect(
      ReportStatusTests.strings(document, "//section[@class='feature'][1]/article/@id") == [
        "scenario-1", "scenario-3",
      ])
    #expect(
      ReportStatusTests.strings(document, "//section[@class='feature'][2]/article/@id") == [
        "scenario-2"
      ])
    #expect(
      ReportStatusTests.strings(document, "//table[@class='counts']//tr[@class='total']/td") == [
        "3", "12",
      ])
  }
}
