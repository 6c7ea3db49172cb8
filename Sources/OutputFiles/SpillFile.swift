import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes set aside on disk to be read back once, in order: what a report must write later
/// than it learns it, without holding it in memory (a message stream's `testCase` messages,
/// learnt file by file and written after the run's start).
///
/// The file is anonymous (the system's temporary folder, unlinked at once): it leaves nothing
/// behind, whatever happens to the process.
package final class SpillFile {
  private var file: UnsafeMutablePointer<FILE>?

  /// Creates an empty spill file.
  package init() throws(OutputFile.Failure) {
    guard let file = tmpfile() else {
      throw OutputFile.Failure(
        path: "a temporary file", reason: String(cString: strerror(errno)))
    }
    self.file = file
  }

  deinit { if let file { fclose(file) } }

  /// Appends `bytes`.
  package func write(_ bytes: [UInt8]) throws(OutputFile.Failure) {
    guard let file else { return }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    if written != bytes.count {
      throw OutputFile.Failure(
        path: "a temporary file", reason: String(cString: strerror(errno)))
    }
  }

  /// Hands everything written, in chunks, to `body`, and lets the file go.
  package func drain(_ body: ([UInt8]) throws -> Void) throws {
    guard let file else { return }
    defer {
      fclose(file)
      self.file = nil
    }
    guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else {
      throw OutputFile.Failure(
        path: "a temporary file", reason: String(cString: strerror(errno)))
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count > 0 { try body(count == chunk.count ? chunk : Array(chunk[..<count])) }
      if count < chunk.count {
        if ferror(file) != 0 {
          throw OutputFile.Failure(
            path: "a temporary file", reason: String(cString: strerror(errno)))
        }
        return
      }
    }
  }
}
