import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the files a user asked for (reports, baselines, rerun lists, saved sessions, WAV
/// audio) without destroying anything else.
///
/// A regular file, or a path where nothing is yet, is written to a temporary file in the same
/// folder and renamed over it, so a reader never sees half a report; a file that is replaced
/// keeps its mode, and its owner and group where allowed (as root; else the group, when the
/// user is in it). Another user's file in a sticky folder (`/tmp`) is refused, saying why. Anything else that exists (a character or block device such as a
/// null device, a FIFO, or a symbolic link to one, like `/proc/self/fd/1`) is opened and
/// written directly, never renamed over: run as root, a rename would turn `/dev/null` into a
/// regular file for the whole machine. A symbolic link to a regular file stays a link; the
/// file it points to is replaced.
package enum OutputFile {
  /// Why a file could not be written, in words for the user.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    /// The path as given.
    package var path: String
    /// Why (`is a folder`, `No space left on device`, …).
    package var reason: String

    /// Creates a failure.
    package init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    /// `PATH: REASON`.
    package var description: String { "\(path): \(reason)" }
  }

  /// What `path` is, following symbolic links: `nil` when nothing is there.
  package enum Kind: Equatable, Sendable {
    /// A regular file.
    case regular
    /// A folder.
    case directory
    /// A device, FIFO or socket: written directly.
    case special(String)
  }

  /// What is at `path` (following links), or `nil` when nothing is.
  package static func kind(of path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFCHR: return .special("a character device")
    case S_IFBLK: return .special("a block device")
    case S_IFIFO: return .special("a FIFO")
    case S_IFSOCK: return .special("a socket")
    default: return .special("not a regular file")
    }
  }

  /// Writes `text` as UTF-8 to `path` (see ``write(_:to:)-(Data,_)``).
  package static func write(_ text: String, to path: String) throws(Failure) {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `data` to `path`, creating its folders: atomically for a regular file or a new
  /// path, directly for a device or FIFO; a folder is refused.
  package static func write(_ data: Data, to path: String) throws(Failure) {
    let stream = try Stream(path)
    try stream.write(data)
    try stream.commit()
  }

  /// Appends `data` to `path` (a file GitHub made, a FIFO, a device), creating a file that is not
  /// there; never replaces anything.
  package static func append(_ data: Data, to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      let folder = (path as NSString).deletingLastPathComponent
      throw Failure(
        path: path,
        reason: code == ENOENT && !folder.isEmpty && kind(of: folder) == nil
          ? "its folder \(folder) does not exist" : reason(code, folder: folder))
    }
    defer { close(descriptor) }
    do { try writeAll(data, to: descriptor) } catch {
      throw Failure(path: path, reason: String(cString: strerror(error.code)))
    }
  }

  /// Writes `data` to standard output; `false` when the reader has gone (`EPIPE`, e.g.
  /// `| head`), which is not an error. Throws for any other failure (a full disk, a closed
  /// standard output).
  @discardableResult
  package static func writeStandardOutput(_ data: Data) throws(Failure) -> Bool {
    do {
      try writeAll(data, to: STDOUT_FILENO)
    } catch {
      if error.code == EPIPE { return false }
      throw Failure(path: "standard output", reason: String(cString: strerror(error.code)))
    }
    return true
  }

  /// Keeps a closed standard input, output or error closed to writes: without this, the next
  /// file the process opens would take its number, and a report meant for standard output
  /// would go into it. The number is held by one end of a pipe that refuses the stream's
  /// direction, so writing fails with `EBADF` as on a closed descriptor.
  package static func holdClosedStandardDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return }
      // Standard input gets the writing end (it cannot be read), the others the reading end.
      let kept = descriptor == STDIN_FILENO ? ends[1] : ends[0]
      if kept != descriptor { _ = dup2(kept, descriptor) }
      for end in ends where end != descriptor { close(end) }
    }
  }

  /// Writes `text` to standard error, ignoring failures: there is nowhere left to report them.
  package static func writeStandardError(_ text: String) {
    try? writeAll(Data(text.utf8), to: STDERR_FILENO)
  }

  /// The file's identity (device and inode, following links), to tell whether two paths are
  /// the same file; `nil` when nothing is there.
  package static func identity(of path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// A key that is equal for two paths naming the same file: its identity when it exists,
  /// else its absolute path with the folder's links resolved.
  package static func sameFileKey(_ path: String) -> String {
    if let identity = identity(of: path) { return "\(identity.device):\(identity.inode)" }
    let absolute =
      path.hasPrefix("/")
      ? path : FileManager.default.currentDirectoryPath + "/" + path
    let standard = (absolute as NSString).standardizingPath
    // `sub/../x` names `x` once `sub` is created (as writing creates it).
    if let identity = identity(of: standard) { return "\(identity.device):\(identity.inode)" }
    let folder = (standard as NSString).deletingLastPathComponent
    let name = (standard as NSString).lastPathComponent
    if let identity = identity(of: folder) {
      return "\(identity.device):\(identity.inode)/\(name)"
    }
    return standard
  }

  // MARK: - Private

  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  static func reason(_ code: Int32, folder: String) -> String {
    switch code {
    case EACCES, EPERM:
      "permission denied: cannot create a file in \(folder.isEmpty ? "." : folder)"
    default: String(cString: strerror(code))
    }
  }

  /// Writes every byte, retrying after interruptions; throws `errno` on failure.
  static func writeAll(_ data: some ContiguousBytes, to descriptor: Int32) throws(SystemError) {
    let failure: Int32? = data.withUnsafeBytes { buffer -> Int32? in
      guard var pointer = buffer.baseAddress else { return nil }
      var left = buffer.count
      while left > 0 {
        let written = systemWrite(descriptor, pointer, left)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        left -= written
        pointer += written
      }
      return nil
    }
    if let failure { throw SystemError(code: failure) }
  }
}

/// A file's device and inode: the same for every path (and link) that names it.
package struct FileIdentity: Hashable, Sendable {
  /// The device it is on.
  package var device: UInt64
  /// Its inode on that device.
  package var inode: UInt64
}

/// `write(2)`, named apart from ``OutputFile``'s own `write` methods.
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, pointer, count)
}

/// An `errno` value, thrown.
struct SystemError: Error {
  var code: Int32
}
