import OutputFiles
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
    do throws(OutputFile.Failure) {
      let output =
        try target.path.map { path throws(OutputFile.Failure) in
          try OutputFile.Stream(path)
        } ?? OutputFile.Stream(standardOutput: ())
      var failure: OutputFile.Failure?
      var text = ReportOutput { bytes in
        guard failure == nil else { return }
        do throws(OutputFile.Failure) { try output.write(bytes) } catch { failure = error }
      }
      report.finish(run, to: &text)
      if let failure = failure ?? parts.failure {
        output.abandon()
        throw failure
      }
      try output.commit()
    } catch {
      throw ReportWriteFailure(
        message: "cannot write the \(target.format.rawValue) report to "
          + "\(target.path ?? "standard output"): \(error.reason)")
    }
  }
}

/// A pretty or progress report written as the run goes, to its file (replaced only once it is
/// whole) or to standard output, where each scenario shows as it finishes.
final class LiveTextReport {
  /// Where the text goes, and the first failure to write it.
  private final class Destination {
    var stream: OutputFile.Stream?
    var failure: OutputFile.Failure?

    func write(_ bytes: ArraySlice<UInt8>) {
      guard failure == nil, let stream else { return }
      do throws(OutputFile.Failure) { try stream.write(bytes) } catch { failure = error }
    }
  }

  let target: ReportTarget
  private let destination = Destination()
  private var report: any LiveReport

  /// Whether `format` can be written this way.
  static func streams(_ format: ReportTarget.Format) -> Bool {
    format == .pretty || format == .progress
  }

  /// Opens `target` (a pretty or progress format) now; `styler` colours standard output,
  /// `verbose` adds each utterance's evidence to the pretty report.
  init(_ target: ReportTarget, styler: Styler, verbose: Bool) {
    self.target = target
    let destination = destination
    do throws(OutputFile.Failure) {
      destination.stream =
        try target.path.map { path throws(OutputFile.Failure) in try OutputFile.Stream(path) }
        ?? OutputFile.Stream(standardOutput: ())
    } catch {
      destination.failure = error
    }
    // A file is written in large pieces; a terminal (or a pipe) gets each scenario at once.
    let output = ReportOutput(chunk: target.path == nil ? 1 : 1 << 16) { bytes in
      destination.write(bytes)
    }
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
    do throws(OutputFile.Failure) {
      if let failure = destination.failure { throw failure }
      try destination.stream?.commit()
    } catch {
      destination.stream?.abandon()
      throw ReportWriteFailure(
        message: "cannot write the \(target.format.rawValue) report to "
          + "\(target.path ?? "standard output"): \(error.reason)")
    }
  }

  /// Gives the report up, leaving its file as it was.
  func abandon() { destination.stream?.abandon() }
}
