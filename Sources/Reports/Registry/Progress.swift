import ScenarioRunner

extension ReportFormat {
  /// One mark per scenario, then the failures and the counts.
  package static let progress = ReportFormat(
    name: "progress", fileExtension: "txt", detail: .outcome, streaming: .live,
    listsWarnings: true
  ) { destination, settings in
    guard !settings.streamed else {
      return LiveWriter(destination, styler: settings.styler) { output, styler in
        TextFormats.DotsWriter(styler: styler, output: output)
      }
    }
    let styler = settings.styler(for: destination)
    return WholeTextWriter(destination) { TextFormats.progress($0, styler: styler) }
  }
}
