import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputFile {
  /// A file written in pieces, with ``OutputFile``'s care: a regular file or a new path is
  /// written to a temporary file beside it and renamed over it only by ``commit()`` (a reader
  /// never sees half a report, and a run that fails keeps the old file); a device or FIFO is
  /// opened and written directly. A stream neither committed nor abandoned is abandoned when
  /// it goes away.
  package final class Stream {
    private enum Target {
      /// A temporary file, renamed over `path` at the end.
      case replacing(path: String, temporary: String, folder: String)
      /// A device or FIFO, written in place.
      case direct
      /// Standard output; `gone` once its reader has left (`| head`).
      case standardOutput(gone: Bool)
    }

    private var descriptor: Int32
    private var target: Target
    private let shown: String
    private var finished = false

    /// Opens `path` for writing (creating its folders); a folder, or a link to nothing, is
    /// refused.
    package init(_ path: String) throws(Failure) {
      shown = path
      var link = stat()
      if lstat(path, &link) != 0 {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, OutputFile.kind(of: folder) == nil {
          do {
            try FileManager.default.createDirectory(
              atPath: folder, withIntermediateDirectories: true)
          } catch {
            throw Failure(path: path, reason: "cannot create its folder \(folder)")
          }
        }
        (descriptor, target) = try Self.temporary(beside: path, keeping: nil, shownAs: path)
        return
      }
      switch OutputFile.kind(of: path) {
      case .regular?:
        var existing = stat()
        _ = stat(path, &existing)
        // Follow a link to the file it names, so the link stays a link.
        let real = OutputFile.resolved(path) ?? path
        // The folder named as the user named it, unless the path is a link to elsewhere.
        let shownFolder =
          link.st_mode & S_IFMT == S_IFLNK ? real : path
        if let refusal = Self.stickyRefusal(
          replacing: real, owner: existing.st_uid, shownAs: shownFolder)
        {
          throw Failure(path: path, reason: refusal)
        }
        (descriptor, target) = try Self.temporary(beside: real, keeping: existing, shownAs: path)
      case .directory?:
        throw Failure(
          path: path, reason: "is a folder; give a file name, e.g. \(path)/report.txt")
      case .special(let what)?:
        descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
          let code = errno
          throw Failure(
            path: path,
            reason: code == ENXIO
              ? "is \(what) that cannot be opened for writing"
              : String(cString: strerror(code)))
        }
        target = .direct
      case nil:
        throw Failure(path: path, reason: "is a symbolic link to nothing (or a link loop)")
      }
    }

    /// A stream to standard output; a reader that has gone away (`EPIPE`) is not an error,
    /// and what follows is dropped.
    package init(standardOutput: Void) {
      shown = "standard output"
      descriptor = STDOUT_FILENO
      target = .standardOutput(gone: false)
    }

    deinit { if !finished { abandon() } }

    /// Appends `bytes`.
    package func write(_ bytes: [UInt8]) throws(Failure) { try append(bytes) }

    /// Appends `bytes`.
    package func write(_ bytes: ArraySlice<UInt8>) throws(Failure) { try append(bytes) }

    /// Appends `bytes` (memory lent for the call).
    package func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) { try append(bytes) }

    /// Appends `data`.
    package func write(_ data: Data) throws(Failure) { try append(data) }

    /// Appends `bytes` as they are, without a copy.
    private func append(_ bytes: some ContiguousBytes) throws(Failure) {
      precondition(!finished, "write after commit or abandon")
      if case .standardOutput(gone: true) = target { return }
      do {
        try OutputFile.writeAll(bytes, to: descriptor)
      } catch {
        if case .standardOutput = target, error.code == EPIPE {
          target = .standardOutput(gone: true)
          return
        }
        let code = error.code
        abandon()
        if case .replacing(_, _, let folder) = target {
          throw Failure(path: shown, reason: OutputFile.reason(code, folder: folder))
        }
        throw Failure(path: shown, reason: String(cString: strerror(code)))
      }
    }

    /// Ends the file: a temporary file is closed and renamed over the path.
    package func commit() throws(Failure) {
      guard !finished else { return }
      finished = true
      switch target {
      case .standardOutput: return
      case .direct:
        close(descriptor)
      case .replacing(let path, let temporary, let folder):
        var failure: Int32?
        if close(descriptor) != 0 { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        OutputFile.underWay.withLock { _ = $0.remove(temporary) }
        if let failure {
          unlink(temporary)
          throw Failure(path: shown, reason: OutputFile.reason(failure, folder: folder))
        }
      }
    }

    /// Gives the file up: a temporary file is removed and the path left as it was.
    package func abandon() {
      guard !finished else { return }
      finished = true
      switch target {
      case .standardOutput: return
      case .direct: close(descriptor)
      case .replacing(_, let temporary, _):
        close(descriptor)
        unlink(temporary)
        OutputFile.underWay.withLock { _ = $0.remove(temporary) }
      }
    }

    /// Why a file of `owner` at `path` (named `shown`, whose folder the reason names) cannot
    /// be replaced by rename, if that is so: in a sticky
    /// folder (mode 1777, like `/tmp`) only the file's owner, the folder's owner or root may
    /// replace or remove it, whoever may write to it.
    static func stickyRefusal(replacing path: String, owner: uid_t, shownAs shown: String)
      -> String?
    {
      let user = geteuid()
      guard user != 0, owner != user else { return nil }
      func folder(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
      }
      var info = stat()
      guard stat(folder(of: path), &info) == 0, info.st_mode & S_ISVTX != 0, info.st_uid != user
      else { return nil }
      return "cannot be replaced: it belongs to another user (uid \(owner)) and "
        + "\(folder(of: shown)) is a "
        + "sticky folder (like /tmp), where only a file's owner may replace it; write the "
        + "report to another path, or have the file's owner remove it"
    }

    /// Creates a temporary file beside `path` with `existing`'s owner and mode (or the usual
    /// mode for a new file).
    private static func temporary(
      beside path: String, keeping existing: stat?, shownAs shown: String
    ) throws(Failure) -> (Int32, Target) {
      let folder = (path as NSString).deletingLastPathComponent
      let name = (path as NSString).lastPathComponent
      let temporary =
        (folder.isEmpty ? "" : folder + "/") + ".\(name).a11ysim-\(UUID().uuidString.prefix(8))"
      let mode: mode_t = existing.map { $0.st_mode & 0o7777 } ?? 0o666
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      guard descriptor >= 0 else {
        throw Failure(path: shown, reason: OutputFile.reason(errno, folder: folder))
      }
      if let existing {
        // Keep who may read the report: its owner and group when allowed (as root; otherwise
        // the group, when the user is in it), then its mode exactly (the umask applied to
        // open; after the owner, as changing it clears set-user-ID bits).
        if getuid() == 0 {
          _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        } else {
          _ = fchown(descriptor, uid_t.max, existing.st_gid)
        }
        if fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
          let code = errno
          close(descriptor)
          unlink(temporary)
          throw Failure(path: shown, reason: OutputFile.reason(code, folder: folder))
        }
      }
      underWay.withLock { _ = $0.insert(temporary) }
      return (descriptor, .replacing(path: path, temporary: temporary, folder: folder))
    }
  }

  /// The temporary files of the streams being written, removed by ``removeTemporaries()``.
  private static let underWay = Mutex<Set<String>>([])

  /// Removes the temporary file of every stream not yet committed or abandoned: for a process
  /// that ends at once (a second Ctrl-C), so that it leaves no half-written report behind.
  package static func removeTemporaries() {
    underWay.withLock { paths in
      for path in paths { unlink(path) }
      paths.removeAll()
    }
  }
}
