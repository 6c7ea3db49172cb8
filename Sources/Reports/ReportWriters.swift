import CucumberMessages
import OutputFiles
import ScenarioRunner

/// A report written whole at the run's end: its text, made from the whole run.
package final class WholeTextWriter: ReportWriter {
  private let destination: ReportDestination
  private let text: (RunReport) -> String

  /// Writes `text` of the run to `destination` at the end.
  package init(_ destination: ReportDestination, text: @escaping (RunReport) -> String) {
    self.destination = destination
    self.text = text
  }

  package func finish(_ report: RunReport) throws { try destination.emit(text(report)) }
}

/// A pretty or progress report written as the run goes, to its file (replaced only once it is
/// whole) or to standard output, where each scenario shows as it finishes.
package final class LiveWriter: ReportWriter {
  private let destination: ReportDestination
  private var report: any LiveReport

  /// Opens `destination` now; `make` makes the report on its output, coloured by `styler`
  /// on standard output.
  package init(
    _ destination: ReportDestination, styler: Styler,
    make: (ReportOutput, Styler) -> any LiveReport
  ) {
    self.destination = destination
    destination.open()
    // A file is written in large pieces; a terminal (or a pipe) gets each scenario at once.
    let output = destination.output(chunk: destination.path == nil ? 1 : 1 << 16)
    report = make(output, destination.path == nil ? styler : Styler(enabled: false))
  }

  package func add(_ testCase: TestCaseReport) { report.add(testCase) }

  package func finish(_ run: RunReport) throws {
    report.finish(run)
    try destination.commit()
  }

  package func abandon() { destination.abandon() }
}

/// A JUnit or HTML report written while the run goes: each test case rendered as it finishes
/// and set aside on disk; the document, whose counts need the whole run, written at the end
/// around them.
package final class DocumentWriter: ReportWriter {
  private let destination: ReportDestination
  private var report: any StreamedReport
  private let parts: SpilledParts

  /// Starts the report `make` makes on a store on disk.
  package init(_ destination: ReportDestination, make: (SpilledParts) -> any StreamedReport) {
    self.destination = destination
    let parts = SpilledParts()
    self.parts = parts
    report = make(parts)
  }

  package func add(_ testCase: TestCaseReport) { report.add(testCase) }

  /// Writes the report to its file (replaced only once it is whole) or to standard output.
  package func finish(_ run: RunReport) throws {
    destination.open()
    var output = destination.output()
    report.finish(run, to: &output)
    try destination.commit(alsoFailed: parts.failure)
  }
}

/// A message report written while the run goes: each file's source, document and pickles
/// before the run starts, each test case's envelopes as it finishes, in the order they are
/// reported.
package final class MessageStreamWriter: ReportWriter {
  private let destination: ReportDestination
  private let meta: MetaMessage
  private var output: OutputFile.Stream?
  private var writer = NDJSONWriter()
  private var messages: MessagesFormat.Stream
  private let library: StepLibrary
  private var failure: ReportWriteFailure?
  /// The `testCase` messages of the files planned so far, written after the run's start.
  private var testCases: (spill: SpillFile, writer: NDJSONWriter)?
  /// The definitions' expressions of the step texts planned so far, by text.
  private var stepExpressions: [String: [String]] = [:]

  /// Opens `destination` now; the stream starts with `meta` and lists the steps of `library`.
  package init(_ destination: ReportDestination, meta: MetaMessage, library: StepLibrary) {
    self.destination = destination
    self.meta = meta
    self.library = library
    messages = MessagesFormat.Stream(library: library)
    do {
      let output = try destination.openStream()
      self.output = output
      writer = NDJSONWriter(lending: { bytes in try output.write(bytes) })
    } catch {
      fail(error)
    }
  }

  package var plansFiles: Bool { true }

  /// Writes meta and sets up where the `testCase` messages wait, once: before the first
  /// planned file (or at the run's start, when no file had anything to plan).
  private func beginPlanning() throws {
    guard testCases == nil else { return }
    try messages.begin(meta: meta, baselineName: nil, to: &writer)
    let spill = try SpillFile()
    testCases = (spill, NDJSONWriter(lending: { bytes in try spill.write(bytes) }))
  }

  /// Runs `body` unless the report has already failed; a failure ends the report.
  private func attempt(_ body: () throws -> Void) {
    guard failure == nil else { return }
    do { try body() } catch { fail(error) }
  }

  private func fail(_ error: any Error) {
    let reason = (error as? OutputFile.Failure)?.reason ?? "\(error)"
    failure = destination.failure(reason)
    output?.abandon()
    output = nil
  }

  package func planned(_ file: PlannedFile) {
    let plans = file.plans(library, known: &stepExpressions)
    attempt {
      try beginPlanning()
      // Taken out while written to, so that its buffer has one owner and is never copied.
      guard var planned = testCases.take() else { return }
      defer { testCases = planned }
      try messages.plan(
        uri: file.uri, source: file.source, document: file.document, testCases: plans,
        to: &writer, testCasesTo: &planned.writer)
    }
  }

  package func willRun(_ start: RunStart) {
    if start.planned {
      attempt {
        try beginPlanning()
        try messages.startRun(
          loadErrors: start.loadErrors, startedAt: start.startedAt, to: &writer)
        if var planned = testCases {
          try planned.writer.finish()
          try planned.spill.drain { bytes in try writer.writeLines(bytes) }
          testCases = nil
        }
      }
      return
    }
    let plans = start.plans(library)
    attempt {
      try messages.start(
        meta: meta, documents: start.documents, loadErrors: start.loadErrors, testCases: plans,
        baselineName: nil, startedAt: start.startedAt, to: &writer)
    }
  }

  package func add(_ testCase: TestCaseReport) {
    attempt { try messages.add(testCase, to: &writer) }
  }

  /// Ends the stream with the run's end and replaces its file.
  package func finish(_ report: RunReport) throws {
    attempt {
      try messages.finish(report, to: &writer)
      try writer.finish()
      try output?.commit()
    }
    if let failure { throw failure }
  }

  package func abandon() { output?.abandon() }
}
