import OutputFiles
import Reports
import ScenarioRunner

/// A JUnit or HTML report's test cases, set aside in an anonymous temporary file while the run
/// goes (see ``SpillFile``): the report is written at the end without holding them in memory.
/// The first failure to write or read the file is kept, and what follows is ignored; the
/// report that owns the store asks ``failure`` before it commits its file.
final class SpilledParts: PartStore {
  private let file: SpillFile?
  /// Why the parts could not be kept or read back, if they could not.
  private(set) var failure: OutputFile.Failure?

  init() {
    do {
      file = try SpillFile()
    } catch {
      file = nil
      failure = error
    }
  }

  func keep(_ bytes: [UInt8]) {
    guard failure == nil, let file else { return }
    do { try file.write(bytes) } catch { failure = error }
  }

  func read(_ offsets: Range<Int>, _ body: (ArraySlice<UInt8>) -> Void) {
    guard failure == nil, let file else { return }
    do {
      try file.read(at: offsets.lowerBound, count: offsets.count, body)
    } catch {
      failure = error
    }
  }
}

/// Where a report written in pieces goes: its file, replaced only once it is whole, or
/// standard output. The first failure to open or write it is kept, and what follows is
/// ignored, so the formats write without handling errors; ``commit()`` reports it.
final class ReportDestination {
  private let target: ReportTarget
  private var stream: OutputFile.Stream?
  private var failure: OutputFile.Failure?

  /// Opens `target`'s file (or standard output).
  init(_ target: ReportTarget) {
    self.target = target
    do throws(OutputFile.Failure) { stream = try target.openStream() } catch { failure = error }
  }

  /// Appends `bytes`, unless writing has failed.
  func write(_ bytes: ArraySlice<UInt8>) {
    guard failure == nil, let stream else { return }
    do throws(OutputFile.Failure) { try stream.write(bytes) } catch { failure = error }
  }

  /// An output handed on in chunks of `chunk` bytes (see ``ReportOutput``).
  func output(chunk: Int = 1 << 16) -> ReportOutput {
    ReportOutput(chunk: chunk) { [self] bytes in write(bytes) }
  }

  /// Replaces the file with what was written; fails with the first failure, `alsoFailed` (a
  /// failure elsewhere that makes the report incomplete) or the rename's, leaving the file
  /// as it was.
  func commit(alsoFailed: OutputFile.Failure? = nil) throws {
    do throws(OutputFile.Failure) {
      if let failure = failure ?? alsoFailed { throw failure }
      try stream?.commit()
    } catch {
      stream?.abandon()
      throw ReportWriteFailure(target, reason: error.reason)
    }
  }

  /// Gives the report up, leaving its file as it was.
  func abandon() { stream?.abandon() }
}

/// A JUnit or HTML report written while the run goes, to be finished at its end.
final class StreamedDocument {
  let target: ReportTarget
  private var report: any StreamedReport
  private let parts: SpilledParts

  /// Starts `target`'s report (a JUnit or HTML format) of a run that is `strict` or not.
  init(_ target: ReportTarget, strict: Bool) {
    self.target = target
    let parts = SpilledParts()
    self.parts = parts
    switch target.format {
    case .html: report = HTMLFormat.Writer(strict: strict, store: parts)
    default: report = JUnitFormat.Writer(strict: strict, store: parts)
    }
  }

  /// Whether `format` can be written this way.
  static func streams(_ format: ReportTarget.Format) -> Bool {
    format == .junit || format == .html
  }

  func add(_ testCase: TestCaseReport) { report.add(testCase) }

  /// Writes the report to its file (replaced only once it is whole) or to standard output.
  func finish(_ run: RunReport) throws {
    let destination = ReportDestination(target)
    var output = destination.output()
    report.finish(run, to: &output)
    try destination.commit(alsoFailed: parts.failure)
  }
}

/// A pretty or progress report written as the run goes, to its file (replaced only once it is
/// whole) or to standard output, where each scenario shows as it finishes.
final class LiveTextReport {
  let target: ReportTarget
  private let destination: ReportDestination
  private var report: any LiveReport

  /// Whether `format` can be written this way.
  static func streams(_ format: ReportTarget.Format) -> Bool {
    format == .pretty || format == .progress
  }

  /// Opens `target` (a pretty or progress format) now; `styler` colours standard output,
  /// `verbose` adds each utterance's evidence to the pretty report.
  init(_ target: ReportTarget, styler: Styler, verbose: Bool) {
    self.target = target
    destination = ReportDestination(target)
    // A file is written in large pieces; a terminal (or a pipe) gets each scenario at once.
    let output = destination.output(chunk: target.path == nil ? 1 : 1 << 16)
    let styler = target.path == nil ? styler : Styler(enabled: false)
    switch target.format {
    case .progress: report = TextFormats.ProgressWriter(styler: styler, output: output)
    default: report = TextFormats.PrettyWriter(styler: styler, verbose: verbose, output: output)
    }
  }

  func add(_ testCase: TestCaseReport) { report.add(testCase) }

  /// Writes the end of the report and replaces its file.
  func finish(_ run: RunReport) throws {
    report.finish(run)
    try destination.commit()
  }

  /// Gives the report up, leaving its file as it was.
  func abandon() { destination.abandon() }
}
