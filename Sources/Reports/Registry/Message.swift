import CucumberMessages
import ScenarioRunner

extension ReportFormat {
  /// Cucumber Messages as NDJSON; streamed as the run goes when it can be.
  package static let message = ReportFormat(
    name: "message", fileExtension: "ndjson",
    help: "message (Cucumber Messages NDJSON, protocol 34.2.1, with meta.ci from the CI's "
      + "variables)",
    detail: .full, streaming: .messages
  ) { destination, settings in
    guard !settings.streamed else {
      return MessageStreamWriter(destination, meta: settings.meta(), library: settings.library)
    }
    let meta = settings.meta
    return EndMessageWriter(destination, meta: meta, library: settings.library)
  }
}

/// The message report written at the run's end: envelopes go out through a buffered writer as
/// they are made, so the run's stream is never held whole.
final class EndMessageWriter: ReportWriter {
  private let destination: ReportDestination
  private let meta: () -> MetaMessage
  private let library: StepLibrary

  init(_ destination: ReportDestination, meta: @escaping () -> MetaMessage, library: StepLibrary) {
    self.destination = destination
    self.meta = meta
    self.library = library
  }

  func finish(_ report: RunReport) throws {
    let meta = meta()
    try destination.stream { writer throws in
      try MessagesFormat.write(report, meta: meta, library: library, to: &writer)
    }
  }
}
