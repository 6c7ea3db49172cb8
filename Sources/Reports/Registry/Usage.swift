import ScenarioRunner

extension ReportFormat {
  /// Which step definitions were used, how often and where.
  package static let usage = ReportFormat(
    name: "usage", fileExtension: "txt",
    help: "usage (which step definitions were used, how often and where, which were not, and "
      + "the undefined step texts)",
    detail: .steps
  ) { destination, _ in
    WholeTextWriter(destination) { TextFormats.usage($0) }
  }
}
