import CucumberMessages
import ScenarioRunner

/// One report format: its name (`--format NAME`), its usual file extension, what `run --help`
/// says of it, how much of each test case it reads at the run's end, and the writer that
/// writes it to the destination the command line opened. Each format is one file in
/// `Registry/`, listed once in ``ReportFormats/all``.
package struct ReportFormat: Sendable, Equatable {
  /// The name `--format` takes.
  package let name: String
  /// The usual file extension for this report.
  package let fileExtension: String
  /// What `run --help` says of it: its name, with what it is in brackets when the name does
  /// not say.
  package let help: String
  /// How much of each test case this report reads once the run has ended.
  package let detail: ReportDetail
  /// How it can be written while the run goes.
  package let streaming: ReportStreaming
  /// Whether it lists the run's warnings (a text report on standard output).
  package let listsWarnings: Bool
  /// Whether it may share standard output with another report (GitHub reads its workflow
  /// commands from anywhere in the log; two other reports there would interleave).
  package let sharesStandardOutput: Bool
  /// Makes the writer of one report of this format.
  package let writer: @Sendable (ReportDestination, ReportSettings) -> any ReportWriter

  /// A format; see the properties.
  package init(
    name: String, fileExtension: String, help: String? = nil, detail: ReportDetail,
    streaming: ReportStreaming = .atEnd, listsWarnings: Bool = false,
    sharesStandardOutput: Bool = false,
    writer: @escaping @Sendable (ReportDestination, ReportSettings) -> any ReportWriter
  ) {
    self.name = name
    self.fileExtension = fileExtension
    self.help = help ?? name
    self.detail = detail
    self.streaming = streaming
    self.listsWarnings = listsWarnings
    self.sharesStandardOutput = sharesStandardOutput
    self.writer = writer
  }

  /// Formats are the same when their names are.
  package static func == (left: ReportFormat, right: ReportFormat) -> Bool {
    left.name == right.name
  }
}

/// Every report format, in the order `--format`'s error and the help list them. A new format
/// is its file in `Registry/` and one line here.
package enum ReportFormats {
  /// The formats.
  package static let all: [ReportFormat] = [
    .pretty, .progress, .summary, .message, .junit, .html, .github, .rerun, .usage,
  ]

  /// The format called `name`, if there is one.
  package static func named(_ name: String) -> ReportFormat? {
    all.first { $0.name == name }
  }
}

/// How a format can be written while the run goes (the command line decides whether it is:
/// a baseline, for one, is compared only once every test case has run).
package enum ReportStreaming: Sendable {
  /// Only at the end, from the whole run.
  case atEnd
  /// Each test case as it finishes, to a destination opened at the start (pretty, progress).
  case live
  /// Each test case rendered as it finishes and set aside; the document written at the end,
  /// around them (junit, html).
  case document
  /// The message stream: every file before the run starts, then each test case as it
  /// finishes.
  case messages
}

/// What a writer needs beyond its destination.
package struct ReportSettings {
  /// Colour for standard output (a report to a file is never coloured).
  package var styler: Styler
  /// Whether the pretty report adds each utterance's evidence.
  package var verbose = false
  /// Whether undefined and pending steps fail the run.
  package var strict = false
  /// The process's environment (`$GITHUB_STEP_SUMMARY`).
  package var environment: [String: String] = [:]
  /// The message stream's `meta` message, worked out when the stream starts.
  package var meta: () -> MetaMessage
  /// Whether the run hands the writer each test case as it finishes (``ReportWriter/add(_:)``)
  /// rather than only the whole run at its end.
  package var streamed = false
  /// The run's step vocabulary (the message stream's step definitions, `usage`'s list).
  package var library: StepLibrary

  /// Settings; see the properties.
  package init(
    styler: Styler, verbose: Bool = false, strict: Bool = false,
    environment: [String: String] = [:], meta: @escaping () -> MetaMessage, streamed: Bool = false,
    library: StepLibrary
  ) {
    self.library = library
    self.styler = styler
    self.verbose = verbose
    self.strict = strict
    self.environment = environment
    self.meta = meta
    self.streamed = streamed
  }

  /// The styler for `destination`: none for a file.
  package func styler(for destination: ReportDestination) -> Styler {
    destination.path == nil ? styler : Styler(enabled: false)
  }
}

/// Writes one report. A streamed writer hears of the run as it goes; every writer is finished
/// with the whole run, or abandoned, leaving its file as it was.
package protocol ReportWriter: AnyObject {
  /// Whether it writes each file before the first test case starts (see
  /// ``RunSink/plansFiles``).
  var plansFiles: Bool { get }
  /// One file of the run's first pass (only when ``plansFiles``).
  func planned(_ file: PlannedFile)
  /// Before the first test case starts.
  func willRun(_ start: RunStart)
  /// A test case has finished (only when the writer is streamed).
  func add(_ testCase: TestCaseReport)
  /// Writes the report's end, or all of it, and replaces its file.
  func finish(_ report: RunReport) throws
  /// Gives the report up, leaving its file as it was.
  func abandon()
}

extension ReportWriter {
  package var plansFiles: Bool { false }
  package func planned(_ file: PlannedFile) {}
  package func willRun(_ start: RunStart) {}
  package func add(_ testCase: TestCaseReport) {}
  package func abandon() {}
}
