import Foundation
import Reports
import TestSupport
import Testing

/// A format listed in the registry is a format of the command line: `--format` takes it, the
/// help names it, and a report of it is written, with no other place to add it to.
@Suite("Report format registry")
struct ReportFormatRegistryTests {
  static let feature = "Scenarios/button.feature"

  /// The help's text with its line breaks and indentation made single spaces.
  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test("Every registered format is written to a file by run --format NAME:PATH")
  func everyFormatIsWritten() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    for format in ReportFormats.all {
      let path = folder.appendingPathComponent("report-\(format.name).\(format.fileExtension)").path
      let result = try RunCLI.run(["run", Self.feature, "--format", "\(format.name):\(path)"])
      #expect(result.exitCode == 0, "\(format.name): \(result.stderr)")
      #expect(result.stdout == "", "\(format.name)")
      #expect(FileManager.default.fileExists(atPath: path), "\(format.name)")
    }
  }

  @Test("run --help lists every registered format, in the registry's order, with its help")
  func helpListsEveryFormat() throws {
    let result = try RunCLI.run(["run", "--help"])
    #expect(result.exitCode == 0)
    let expected =
      "Formats, several at once, are NAME or NAME:PATH: "
      + ReportFormats.all.map(\.help).joined(separator: ", ") + "."
    #expect(Self.flattened(result.stdout).contains(expected))
    #expect(
      ReportFormats.all.map(\.name) == [
        "pretty", "progress", "summary", "message", "junit", "html", "github", "rerun", "usage",
      ])
  }

  @Test("merge-reports --help and the unknown-format error name every registered format")
  func mergeHelpAndErrorListEveryFormat() throws {
    let names = ReportFormats.all.map(\.name).joined(separator: ", ")
    let help = try RunCLI.run(["merge-reports", "--help"])
    #expect(Self.flattened(help.stdout).contains("(its times apart): \(names). See"))
    let unknown = try RunCLI.run(["run", Self.feature, "--format", "nope"])
    #expect(unknown.exitCode == 64)
    #expect(unknown.stderr.hasPrefix("Error: unknown format 'nope'; expected one of \(names)\n"))
  }

  @Test("A registered format's name is parsed to that format, and nothing else is")
  func namesResolve() {
    for format in ReportFormats.all {
      #expect(ReportFormats.named(format.name) == format)
    }
    #expect(ReportFormats.named("Pretty") == nil)
    #expect(ReportFormats.named("") == nil)
  }
}
