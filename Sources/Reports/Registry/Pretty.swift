import ScenarioRunner

extension ReportFormat {
  /// Every scenario with its steps and what was heard; shown as the run goes when streamed.
  package static let pretty = ReportFormat(
    name: "pretty", fileExtension: "txt", help: "pretty (default on a terminal)", detail: .full,
    streaming: .live, listsWarnings: true
  ) { destination, settings in
    let verbose = settings.verbose
    guard !settings.streamed else {
      return LiveWriter(destination, styler: settings.styler) { output, styler in
        TextFormats.PrettyWriter(styler: styler, verbose: verbose, output: output)
      }
    }
    let styler = settings.styler(for: destination)
    return WholeTextWriter(destination) { TextFormats.pretty($0, styler: styler, verbose: verbose) }
  }
}
