import Controls
import Core
import Foundation
import ScreenReaders

/// Writes a session as a Gherkin scenario whose `Then` steps are what was heard, so
/// `a11ysim run` replays it as a regression test.
enum ScenarioWriter {
  /// The scenario for `engine`'s session; `componentPath` is the component file as the saved
  /// feature should name it (by default the path the session was given).
  static func feature(_ engine: SessionEngine, componentPath: String? = nil) -> String {
    // Scalar by scalar: a backslash or quote followed by a combining mark is one Character,
    // which replacingOccurrences(of: "\\", …) does not match.
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        if scalar == "\\" || scalar == "\"" { out += "\\" }
        out.unicodeScalars.append(scalar)
      }
      return out + "\""
    }
    let pack = engine.simulation.pack
    var lines = [
      "# Recorded with a11ysim session; run it with: a11ysim run FILE",
      "Feature: Recorded session", "",
      "  Scenario: \(engine.platform.displayName) with \(pack.name)",
    ]
    if let path = componentPath ?? engine.componentPath {
      lines.append("    Given the \(engine.isScreen ? "screen" : "component") \(quoted(path))")
    } else {
      lines.append("    Given \(engine.schema.defaultComponent.givenStep)")
    }
    lines.append("    And the platform is \(engine.platform.displayName) with \(pack.name)")
    for assignment in engine.overrides {
      let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
      lines.append(
        "    And the setting \(quoted(parts[0])) is \(quoted(parts.count > 1 ? parts[1] : ""))")
    }
    if engine.environment.iosVersion != PlatformEnvironment.standard.iosVersion {
      lines.append("    And the iOS version is \(engine.environment.iosVersion)")
    }
    if engine.environment.androidVersion != PlatformEnvironment.standard.androidVersion {
      lines.append("    And the Android version is \(engine.environment.androidVersion)")
    }
    if let version = engine.environment.readerVersions[pack.id] {
      lines.append("    And the reader version is \(pack.name) \(version)")
    }
    for (name, value) in engine.readerSettings.sorted(by: { $0.key < $1.key }) {
      lines.append("    And the reader setting \(quoted(name)) is \(quoted(value))")
    }
    for step in engine.steps {
      lines.append("    When I do \(quoted(step.interaction))")
      if step.heard.isEmpty {
        lines.append("    Then I hear nothing")
      } else {
        for (index, entry) in step.heard.enumerated() {
          lines.append("    \(index == 0 ? "Then" : "And") I hear exactly \(quoted(entry.text))")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension ScenarioWriter {
  /// `file` as a path relative to the folder `folder` (`../components/q.yml`), so a saved
  /// scenario finds its component wherever `a11ysim run` is started: `run` looks beside the
  /// feature file too.
  static func relativePath(of file: URL, from folder: URL) -> String {
    let target = file.standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, base.count) && target[common] == base[common] {
      common += 1
    }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + target[common...]).joined(separator: "/")
  }
}
