import ScenarioRunner

extension ReportFormat {
  /// JUnit XML as CI servers read it; rendered as the run goes when streamed.
  package static let junit = ReportFormat(
    name: "junit", fileExtension: "xml", detail: .full, streaming: .document
  ) { destination, settings in
    guard !settings.streamed else {
      let strict = settings.strict
      return DocumentWriter(destination) { JUnitFormat.Writer(strict: strict, store: $0) }
    }
    return WholeTextWriter(destination) { JUnitFormat.xml($0) }
  }
}
