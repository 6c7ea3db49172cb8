import Dispatch
import Foundation
import TestSupport
import Testing
import TextFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Every file a11ysim reads goes through ``TextFile``: a device is refused before a byte is
/// read, and a file or stream is read up to a limit, so `/dev/zero`-like input cannot take the
/// machine's memory and time. Device nodes are made with mknod in a temporary folder.
@Suite("Reading a file: devices refused, size bounded")
struct TextFileLimitTests {
  @Test("A character device (zero-like) is refused without reading it")
  func characterDevice() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("zero").path
    try #require(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 5)) == 0, "mknod needs root")
    #expect(throws: TextFile.Failure(path: path, reason: TextFile.notAFile)) {
      try TextFile.readData(path)
    }
  }

  @Test("A regular file above the limit is refused from its size, unread")
  func largeFile() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("big").path
    // Sparse: the size is set, nothing is written.
    try #require(FileManager.default.createFile(atPath: path, contents: nil))
    try #require(truncate(path, off_t(TextFile.sizeLimit + 1)) == 0)
    #expect(
      throws: TextFile.Failure(
        path: path, reason: "larger than 256 MiB, the most a11ysim reads of a file")
    ) { try TextFile.readData(path) }
    try #require(truncate(path, 3) == 0)
    #expect(try TextFile.readData(path).count == 3)
  }

  @Test("A FIFO is read to its end up to the limit, and refused past it")
  func fifo() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = folder.appendingPathComponent("stream").path
    try #require(mkfifo(path, 0o600) == 0)
    for (size, fits) in [(70_000, true), (70_001, false)] {
      let written = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        let writer = open(path, O_WRONLY)
        let bytes = [UInt8](repeating: 0x61, count: size)
        _ = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        close(writer)
        written.signal()
      }
      if fits {
        #expect(try TextFile.read(path, limit: 70_000).utf8.count == 70_000)
      } else {
        #expect(
          throws: TextFile.Failure(path: path, reason: TextFile.tooLarge(70_000))
        ) { try TextFile.read(path, limit: 70_000) }
      }
      written.wait()
    }
    #expect(
      TextFile.tooLarge(70_000) == "larger than 70000 bytes, the most a11ysim reads of a file")
  }
}
