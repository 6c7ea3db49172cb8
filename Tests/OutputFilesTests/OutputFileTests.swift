import Foundation
import OutputFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Device nodes and FIFOs are made in a temporary folder: never the machine's own `/dev/null`.
@Suite("OutputFile: reports never destroy what they are written to")
final class OutputFileTests {
  let folder: String

  init() throws {
    folder = try TemporaryFolder.create("OutputFileTests").path
  }

  deinit { TemporaryFolder.remove(URL(fileURLWithPath: folder)) }

  /// Makes a character device `major:minor` (Linux's numbering for small numbers).
  func device(_ name: String, major: UInt32, minor: UInt32) throws -> String {
    let path = folder + "/" + name
    let made = mknod(path, S_IFCHR | 0o666, dev_t(major << 8 | minor))
    try #require(made == 0, "mknod needs root (or CAP_MKNOD): \(String(cString: strerror(errno)))")
    return path
  }

  func info(_ path: String, follow: Bool = false) -> stat {
    var result = stat()
    _ = follow ? stat(path, &result) : lstat(path, &result)
    return result
  }

  @Test("A null device stays the same device")
  func nullDevice() throws {
    let null = try device("null", major: 1, minor: 3)
    let before = info(null)
    try OutputFile.write("<testsuites/>\n", to: null)
    let after = info(null)
    #expect(after.st_mode & S_IFMT == S_IFCHR)
    #expect(after.st_ino == before.st_ino)
    #expect(after.st_rdev == before.st_rdev)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["null"])
  }

  @Test("A full device: the write fails with the system's reason, the device stays")
  func fullDevice() throws {
    let full = try device("full", major: 1, minor: 7)
    #expect(throws: OutputFile.Failure(path: full, reason: "No space left on device")) {
      try OutputFile.write("report\n", to: full)
    }
    #expect(info(full).st_mode & S_IFMT == S_IFCHR)
  }

  @Test("A symbolic link to a device is written through, and stays a link")
  func linkToDevice() throws {
    let null = try device("null", major: 1, minor: 3)
    let link = folder + "/stdout"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: null)
    try OutputFile.write("report\n", to: link)
    #expect(info(link).st_mode & S_IFMT == S_IFLNK)
    #expect(info(null).st_mode & S_IFMT == S_IFCHR)
  }

  @Test("A FIFO gets the report and stays a FIFO")
  func fifo() throws {
    let path = folder + "/pipe"
    try #require(mkfifo(path, 0o600) == 0)
    // Open the reading end first (without blocking) so the writer's open does not wait.
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    try OutputFile.write("passed passed\n", to: path)
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "passed passed\n")
    #expect(info(path).st_mode & S_IFMT == S_IFIFO)
  }

  @Test("A regular file is replaced whole, keeping its mode and owner")
  func regularFile() throws {
    let path = folder + "/junit.xml"
    try "old report, longer than the new one\n".write(
      toFile: path, atomically: false, encoding: .utf8)
    try #require(chmod(path, 0o640) == 0)
    try #require(chown(path, 1234, 5678) == 0)
    try OutputFile.write("new\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    let after = info(path)
    #expect(after.st_mode & 0o7777 == 0o640)
    #expect(after.st_uid == 1234 && after.st_gid == 5678)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["junit.xml"])
  }

  @Test("A link to a regular file stays a link; the file it names is replaced")
  func linkToFile() throws {
    let target = folder + "/real.txt"
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    let link = folder + "/report.txt"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try OutputFile.write("new\n", to: link)
    #expect(info(link).st_mode & S_IFMT == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
  }

  @Test("A new path gets its folders")
  func newPath() throws {
    let path = folder + "/reports/deep/junit.xml"
    try OutputFile.write("x\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "x\n")
  }

  @Test("A folder is refused with what to give instead")
  func folderRefused() throws {
    #expect(
      throws: OutputFile.Failure(
        path: folder, reason: "is a folder; give a file name, e.g. \(folder)/report.txt")
    ) {
      try OutputFile.write("x\n", to: folder)
    }
  }

  @Test("A link loop is named as such")
  func linkLoop() throws {
    let path = folder + "/loop"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
    #expect(
      throws: OutputFile.Failure(
        path: path, reason: "is a symbolic link to nothing (or a link loop)")
    ) {
      try OutputFile.write("x\n", to: path)
    }
  }

  @Test("Two spellings of one path have the same key; other paths do not")
  func sameFileKey() throws {
    let path = folder + "/a.xml"
    try "x".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(OutputFile.sameFileKey(path) == OutputFile.sameFileKey(folder + "/./a.xml"))
    #expect(
      OutputFile.sameFileKey(folder + "/new.xml")
        == OutputFile.sameFileKey(folder + "/x/../new.xml"))
    #expect(OutputFile.sameFileKey(path) != OutputFile.sameFileKey(folder + "/new.xml"))
  }

  @Test("A stream replaces the file only when committed, in one rename")
  func streamCommits() throws {
    let path = folder + "/report.ndjson"
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    let stream = try OutputFile.Stream(path)
    try stream.write(Array("{\"a\":1}\n".utf8))
    // Half a report is never seen: the file keeps its old text while the stream is open.
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    try stream.write(Array("{\"b\":2}\n".utf8))
    try stream.commit()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"a\":1}\n{\"b\":2}\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.ndjson"])
  }

  @Test("An abandoned stream leaves the old file and no temporary file")
  func streamAbandons() throws {
    let path = folder + "/report.ndjson"
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    do {
      let stream = try OutputFile.Stream(path)
      try stream.write(Array("partial".utf8))
      stream.abandon()
    }
    do {
      // One that is dropped without a commit is abandoned too (a run that threw).
      let stream = try OutputFile.Stream(path)
      try stream.write(Array("partial".utf8))
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.ndjson"])
  }

  @Test("A stream to a null device writes through it, and it stays the same device")
  func streamToDevice() throws {
    let null = try device("null", major: 1, minor: 3)
    let before = info(null)
    let stream = try OutputFile.Stream(null)
    try stream.write(Array("x\n".utf8))
    try stream.commit()
    #expect(info(null).st_ino == before.st_ino)
    #expect(info(null).st_mode & S_IFMT == S_IFCHR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["null"])
  }

  @Test("A stream to a full device fails with the system's reason")
  func streamToFullDevice() throws {
    let full = try device("full", major: 1, minor: 7)
    let stream = try OutputFile.Stream(full)
    #expect(throws: OutputFile.Failure(path: full, reason: "No space left on device")) {
      try stream.write(Array("report\n".utf8))
    }
    #expect(info(full).st_mode & S_IFMT == S_IFCHR)
  }

  @Test("A stream to a folder is refused before anything is written")
  func streamToFolder() throws {
    #expect(
      throws: OutputFile.Failure(
        path: folder, reason: "is a folder; give a file name, e.g. \(folder)/report.txt")
    ) {
      _ = try OutputFile.Stream(folder)
    }
  }
}

@Suite("Spill files")
struct SpillFileTests {
  @Test("Bytes read back from any offset, across chunks, also after more were written")
  func readsBackRanges() throws {
    let spill = try SpillFile()
    let first = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    try spill.write(first)
    var read: [UInt8] = []
    try spill.read(at: 1_000, count: 150_000) { read += $0 }
    #expect(read == Array(first[1_000..<151_000]))
    try spill.write([1, 2, 3])
    read = []
    try spill.read(at: 199_999, count: 4) { read += $0 }
    #expect(read == [first[199_999], 1, 2, 3])
  }

  @Test("Reading past what was written is an error, not short data")
  func readingPastTheEnd() throws {
    let spill = try SpillFile()
    try spill.write([1, 2, 3])
    #expect(throws: OutputFile.Failure.self) { try spill.read(at: 2, count: 5) { _ in } }
  }
}
