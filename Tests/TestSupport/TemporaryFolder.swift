import Foundation
import Testing

/// A folder of one test's own under the temporary folder (`TMPDIR`, else `/tmp`), removed with
/// everything in it when the test ends, whether it passes, fails or throws:
///
///     let folder = try TemporaryFolder.create()
///     defer { TemporaryFolder.remove(folder) }
///
/// A suite whose `init` makes one for each of its tests is a `final class` that removes it in
/// `deinit`. The function that makes a folder removes it: a helper that fills one takes it from
/// the test.
/// Every test target that makes temporary folders uses this one.
/// `.ci/run` runs `swift test` with a fresh `TMPDIR` and fails if anything is left in it.
package enum TemporaryFolder {
  /// Makes a new, empty folder named after `name` (the calling function by default) and the
  /// caller's test target, so whatever is left behind says which test left it:
  /// `a11ysim-CLITests-NAME-1A2B3C4D`.
  package static func create(_ name: String = #function, fileID: String = #fileID) throws
    -> URL
  {
    let target = fileID.prefix { $0 != "/" }
    let letters = name.prefix { $0 != "(" }.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11ysim-\(target)-\(letters.prefix(24))-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    return folder
  }

  /// Removes `folder` and everything in it (a symbolic link in it, not what it points to). A
  /// folder that is still there afterwards is an issue of the test that made it.
  package static func remove(_ folder: URL) {
    do {
      try FileManager.default.removeItem(at: folder)
    } catch {
      if FileManager.default.fileExists(atPath: folder.path) {
        Issue.record("could not remove the temporary folder \(folder.path): \(error)")
      }
    }
  }
}
