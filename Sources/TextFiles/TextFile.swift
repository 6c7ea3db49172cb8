import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the text files a user names (features, component files, rerun lists, baselines,
/// scripts) and says exactly why one cannot be read: missing, not allowed, a folder, a link
/// loop, a device, larger than ``sizeLimit``, or not UTF-8 (with the line and column of the
/// first bad byte). FIFOs and other streams (`<(…)`) are read to their end, up to the limit.
package enum TextFile {
  /// Why a file could not be read.
  package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    package var path: String
    /// The 1-based line of the first byte that is not UTF-8, for ``reason`` `notUTF8`.
    package var line: Int?
    /// The 1-based column (in characters) of that byte.
    package var column: Int?
    /// What is wrong, in words (`no such file`, `permission denied`, …).
    package var reason: String

    /// Creates a failure.
    package init(path: String, line: Int? = nil, column: Int? = nil, reason: String) {
      self.path = path
      self.line = line
      self.column = column
      self.reason = reason
    }

    /// `PATH[:LINE:COLUMN]: REASON`.
    package var description: String {
      path + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "") + ": " + reason
    }
  }

  /// The reason given for a path where nothing is.
  package static let missing = "no such file"

  /// The reason given for bytes that are not UTF-8.
  package static let notUTF8 = "not UTF-8 text (save the file as UTF-8)"

  /// The most bytes a file read here may hold: 256 MiB, far above any feature, component,
  /// baseline or shard's message stream, so a device or endless stream named by mistake (or by
  /// a pull request) cannot take the machine's memory and time.
  package static let sizeLimit = 256 << 20

  /// Reads `path` as UTF-8 text, refusing more than `limit` bytes.
  package static func read(_ path: String, limit: Int = sizeLimit) throws(Failure) -> String {
    let data = try readData(path, limit: limit)
    if let text = String(validating: data, as: UTF8.self) { return text }
    let (line, column) = firstInvalidByte(in: data)
    throw Failure(path: path, line: line, column: column, reason: notUTF8)
  }

  /// Reads `path`'s bytes: a regular file or a FIFO (`<(…)`), at most `limit` of them.
  package static func readData(_ path: String, limit: Int = sizeLimit) throws(Failure) -> Data {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, reason: reason(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: throw Failure(path: path, reason: "is a folder, not a file")
    case S_IFREG, S_IFIFO: break
    default: throw Failure(path: path, reason: notAFile)
    }
    let tooLarge = Failure(path: path, reason: tooLarge(limit))
    if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit { throw tooLarge }
    var data = Data()
    // Read into memory that is not zeroed first: zeroing 64 KiB cost more than reading a
    // feature file.
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
    defer { buffer.deallocate() }
    while true {
      let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(path: path, reason: reason(errno))
      }
      if count == 0 { break }
      // A file that grows while it is read, or a stream: stop at the limit.
      if data.count + count > limit { throw tooLarge }
      data.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
    }
    return data
  }

  /// The reason given for a device or socket: read, it could be endless.
  package static let notAFile =
    "is a device or socket, not a file (name a regular file, or a FIFO or <(…) for a stream)"

  /// The reason given for a file larger than `limit` bytes.
  package static func tooLarge(_ limit: Int) -> String {
    let size =
      limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    return "larger than \(size), the most a11ysim reads of a file"
  }

  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: missing
    case EACCES, EPERM: "permission denied"
    case ELOOP: "a symbolic link loop"
    case ENOTDIR: "a folder in the path is a file"
    case EISDIR: "is a folder, not a file"
    default: String(cString: strerror(code))
    }
  }

  /// The 1-based line and column (counting Unicode scalars) of the first byte that is not
  /// UTF-8.
  static func firstInvalidByte(in data: Data) -> (line: Int, column: Int) {
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var line = 1
    var column = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput, .error:
        return (line, column)
      }
    }
  }
}

/// `read(2)`, named apart from ``TextFile/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
