import CucumberMessages
import Foundation
import OutputFiles

/// Where one report goes, as the command line names it: a file, replaced only once the report
/// is whole, or standard output. The writer opens it when it starts writing. Written in pieces,
/// the first failure to open or write is kept and what follows is ignored, so the formats
/// write without handling errors; ``commit(alsoFailed:)`` reports it.
package final class ReportDestination {
  /// The format's name, for messages.
  package let format: String
  /// The file, or `nil` for standard output.
  package let path: String?
  private var stream: OutputFile.Stream?
  private var failure: OutputFile.Failure?

  /// The destination of a `format` report at `path` (`nil`: standard output); nothing is
  /// opened yet.
  package init(format: String, path: String?) {
    self.format = format
    self.path = path
  }

  /// The failure to write this report for `reason`.
  package func failure(_ reason: String) -> ReportWriteFailure {
    .report(format: format, path: path, reason: reason)
  }

  /// The file opened as a stream (see ``OutputFile/Stream``), or standard output.
  package func openStream() throws(OutputFile.Failure) -> OutputFile.Stream {
    guard let path else { return OutputFile.Stream(standardOutput: ()) }
    return try OutputFile.Stream(path)
  }

  /// Opens the file (or standard output) to be written in pieces.
  package func open() {
    do throws(OutputFile.Failure) { stream = try openStream() } catch { failure = error }
  }

  /// Appends `bytes`, unless writing has failed.
  package func write(_ bytes: ArraySlice<UInt8>) {
    guard failure == nil, let stream else { return }
    do throws(OutputFile.Failure) { try stream.write(bytes) } catch { failure = error }
  }

  /// An output handed on in chunks of `chunk` bytes (see ``ReportOutput``).
  package func output(chunk: Int = 1 << 16) -> ReportOutput {
    ReportOutput(chunk: chunk) { [self] bytes in write(bytes) }
  }

  /// Replaces the file with what was written; fails with the first failure, `alsoFailed` (a
  /// failure elsewhere that makes the report incomplete) or the rename's, leaving the file
  /// as it was.
  package func commit(alsoFailed: OutputFile.Failure? = nil) throws(ReportWriteFailure) {
    do throws(OutputFile.Failure) {
      if let failure = failure ?? alsoFailed { throw failure }
      try stream?.commit()
    } catch {
      stream?.abandon()
      throw self.failure(error.reason)
    }
  }

  /// Gives the report up, leaving its file as it was.
  package func abandon() { stream?.abandon() }

  /// Writes `text` whole to the file (creating folders; see ``OutputFile``) or to standard
  /// output. A reader of standard output that has gone away (`| head`) is not an error.
  package func emit(_ text: String) throws(ReportWriteFailure) {
    do throws(OutputFile.Failure) {
      if let path {
        try OutputFile.write(text, to: path)
      } else {
        try OutputFile.writeStandardOutput(Data(text.utf8))
      }
    } catch {
      throw failure(error.reason)
    }
  }

  /// Writes NDJSON to the file or standard output through a buffered writer, in chunks; a
  /// file is replaced only once everything is written (see ``OutputFile/Stream``).
  package func stream(_ body: (inout NDJSONWriter) throws -> Void) throws {
    do {
      let output = try openStream()
      var writer = NDJSONWriter(lending: { bytes in try output.write(bytes) })
      try body(&writer)
      try writer.finish()
      try output.commit()
    } catch let failure as OutputFile.Failure {
      throw self.failure(failure.reason)
    }
  }
}

/// A JUnit or HTML report's test cases, set aside in an anonymous temporary file while the run
/// goes (see ``SpillFile``): the report is written at the end without holding them in memory.
/// The first failure to write or read the file is kept, and what follows is ignored; the
/// report that owns the store asks ``failure`` before it commits its file.
package final class SpilledParts: PartStore {
  private let file: SpillFile?
  /// Why the parts could not be kept or read back, if they could not.
  package private(set) var failure: OutputFile.Failure?

  /// A store in a new temporary file.
  package init() {
    do {
      file = try SpillFile()
    } catch {
      file = nil
      failure = error
    }
  }

  package func keep(_ bytes: [UInt8]) {
    guard failure == nil, let file else { return }
    do { try file.write(bytes) } catch { failure = error }
  }

  package func read(_ offsets: Range<Int>, _ body: (ArraySlice<UInt8>) -> Void) {
    guard failure == nil, let file else { return }
    do {
      try file.read(at: offsets.lowerBound, count: offsets.count, body)
    } catch {
      failure = error
    }
  }
}
