import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes set aside on disk to be read back: what a report must write later than it learns it,
/// without holding it in memory (a message stream's `testCase` messages, learnt file by file
/// and written after the run's start; the JUnit and HTML reports' test cases, written inside
/// counts known only at the end).
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

  /// Appends `bytes` (memory lent for the call).
  package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFile.Failure) {
    guard let file, !bytes.isEmpty else { return }
    let written = fwrite(bytes.baseAddress, 1, bytes.count, file)
    if written != bytes.count {
      throw OutputFile.Failure(
        path: "a temporary file", reason: String(cString: strerror(errno)))
    }
  }

  /// Hands the `count` bytes written at `offset` (from the first byte written) to `body`, in
  /// chunks; the file stays open, and more can be written after.
  package func read(
    at offset: Int, count: Int, _ body: (ArraySlice<UInt8>) -> Void
  ) throws(OutputFile.Failure) {
    guard let file, count > 0 else { return }
    guard fflush(file) == 0 else {
      throw OutputFile.Failure(
        path: "a temporary file", reason: String(cString: strerror(errno)))
    }
    let descriptor = fileno(file)
    var done = 0
    while done < count {
      let wanted = min(1 << 16, count - done)
      var got = 0
      var code: Int32 = 0
      // Read straight into the chunk's memory: zeroing 64 KiB first cost more than the read.
      let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
        got = pread(descriptor, buffer.baseAddress, wanted, off_t(offset + done))
        code = errno
        initialized = max(0, got)
      }
      if got < 0 && code == EINTR { continue }
      guard got > 0 else {
        throw OutputFile.Failure(
          path: "a temporary file",
          reason: got == 0 ? "it ended before what was written" : String(cString: strerror(code)))
      }
      body(chunk[...])
      done += got
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
