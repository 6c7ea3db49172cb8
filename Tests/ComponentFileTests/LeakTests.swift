import Foundation
import Testing

@testable import ComponentFile

/// A feature can name any file as its component; its errors reach reports CI uploads, so they
/// quote at most a short excerpt of the offending line, with control characters made visible.
@Suite("Component errors quote at most the offending line")
struct ComponentLeakTests {
  @Test("A passwd-like file: only its first line, trimmed")
  func passwdLike() {
    let text = "root:x:0:0:root:/root:/bin/bash\nsecret:TOKEN=abc123\ndaemon:x:1:1\n"
    ComponentFileErrorTests.check(
      text, at(1, 1),
      "expected a mapping of settings (label: …, value: …), found "
        + "'root:x:0:0:root:/root:/bin/bash'")
    #expect(failure(text)?.description.contains("TOKEN") == false)
  }

  @Test("A long first line is cut at 40 characters")
  func longLine() {
    ComponentFileErrorTests.check(
      "  " + String(repeating: "k", count: 50) + "  \nsecond", at(1, 3),
      "expected a mapping of settings (label: …, value: …), found '"
        + String(repeating: "k", count: 40) + "…'")
  }

  @Test("A NUL-separated environment file: where, and libyaml's reason, nothing of the content")
  func environLike() {
    ComponentFileErrorTests.check(
      "A=1\0SECRET=xyz\0", at(1, 4), "not valid YAML: control characters are not allowed")
  }

  @Test("Nesting too deep is said in words, not with libyaml's internals")
  func deepNesting() {
    ComponentFileErrorTests.check(
      "a: " + String(repeating: "[", count: 1200), at(1, 5),
      "not valid YAML: the settings nest too deeply (more than 1000 levels); a component needs "
        + "a few")
  }

  @Test("A value with terminal escapes is quoted with them visible")
  func controlCharacters() {
    ComponentFileErrorTests.check(
      "maximum: \"te\\e[2Jn\"", at(1, 10),
      "expected a number for 'maximum', found the string \"te\\u{1B}[2Jn\"")
  }
}
