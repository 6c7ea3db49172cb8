import Foundation

/// The fixtures written for this project, with the outputs cucumber's reference gave for them
/// (see Scripts/regenerate-gherkin-fixture-expectations.py).
enum Fixtures {
  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  }

  static func text(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  static let good = [
    "stepper.feature", "both-arguments.feature", "french-crlf.feature", "stepper.feature.md",
    "empty.feature",
  ]
  static let bad = [
    "bad-recovery.feature", "bad-eof.feature", "bad-tag.feature", "bad-language.feature",
  ]
}
