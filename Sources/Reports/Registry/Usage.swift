import ScenarioRunner

extension ReportFormat {
  /// Which step definitions were used, how often and where.
  package static let usage = ReportFormat(
    name: "usage", fileExtension: "txt",
    help: "usage (which step definitions were used, how often and where, which were not, and "
      + "the undefined step texts)",
    detail: .steps
  ) { destination, settings in
    let library = settings.library
    return WholeTextWriter(destination) { TextFormats.usage($0, library: library) }
  }
}
