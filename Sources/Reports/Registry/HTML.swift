import ScenarioRunner

extension ReportFormat {
  /// One self-contained HTML page; rendered as the run goes when streamed.
  package static let html = ReportFormat(
    name: "html", fileExtension: "html", detail: .full, streaming: .document
  ) { destination, settings in
    guard !settings.streamed else {
      let strict = settings.strict
      return DocumentWriter(destination) { HTMLFormat.Writer(strict: strict, store: $0) }
    }
    return WholeTextWriter(destination) { HTMLFormat.page($0) }
  }
}
