import CucumberMessages
import Foundation
import TextFiles

/// The `meta` message of the streams this binary writes, from the process's environment: read
/// here, at the edge, and handed to the formatter as a value.
enum MessagesMeta {
  /// The meta message for a run in `environment`: this binary, the kernel's release, and the
  /// CI build the variables describe (GitHub Actions, GitLab, Jenkins, …).
  static func current(environment: [String: String]) -> MetaMessage {
    var event: String?
    if environment["GITHUB_EVENT_NAME"] == "pull_request",
      let path = environment["GITHUB_EVENT_PATH"], !path.isEmpty
    {
      event = try? TextFile.read(path)
    }
    return MetaMessage(
      implementation: Product(name: "a11ysim", version: A11ySimVersion.current),
      osVersion: kernelRelease(),
      ci: CIEnvironment.detect(in: environment, gitHubEvent: event))
  }

  /// `uname -r`, or `nil` when it cannot be had.
  static func kernelRelease() -> String? {
    var name = utsname()
    guard uname(&name) == 0 else { return nil }
    let release = withUnsafeBytes(of: &name.release) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return release.isEmpty ? nil : release
  }
}
