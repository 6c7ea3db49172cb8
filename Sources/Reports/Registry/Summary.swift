import ScenarioRunner

extension ReportFormat {
  /// The failures and the counts.
  package static let summary = ReportFormat(
    name: "summary", fileExtension: "txt", help: "summary (default otherwise)",
    detail: .outcome, listsWarnings: true
  ) { destination, settings in
    let styler = settings.styler(for: destination)
    return WholeTextWriter(destination) { TextFormats.summary($0, styler: styler) }
  }
}
