import ScenarioRunner

extension ReportFormat {
  /// `file:line` of each scenario that did not pass, for `run @rerun.txt`.
  package static let rerun = ReportFormat(
    name: "rerun", fileExtension: "txt", detail: .outcome
  ) { destination, _ in
    WholeTextWriter(destination) { TextFormats.rerun($0) }
  }
}
