import Foundation
import Testing

@testable import ComponentFile

/// A feature can name any file as its component; its errors reach reports CI uploads, so they
/// quote nothing of a file that is not recognisably a component file, and at most a short
/// excerpt of the offending line of one that is, with control characters made visible.
@Suite("Component errors quote at most the offending line")
struct ComponentLeakTests {
  let notAComponent =
    "not a component file: expected a YAML mapping of settings (control: …, label: …, "
    + "value: …), found "

  @Test("A passwd-like file: not a component file, none of its content")
  func passwdLike() {
    let text = "root:x:0:0:root:/root:/bin/bash\nsecret:TOKEN=abc123\ndaemon:x:1:1\n"
    ComponentFileErrorTests.check(text, at(1, 1), notAComponent + "text")
    #expect(failure(text)?.description.contains("root") == false)
  }

  @Test("A .env file: not a component file, without its first line")
  func environmentFile() {
    ComponentFileErrorTests.check(
      "  API_KEY=sk-live-123\nOTHER=2\n", at(1, 3), notAComponent + "text")
  }

  @Test("A YAML mapping of some other file: neither its keys nor its values")
  func otherYAML() {
    let text = "database:\n  password: hunter2\nuser: admin\n"
    ComponentFileErrorTests.check(
      text, at(1, 1), notAComponent + "a mapping with none of the settings a component takes")
  }

  @Test("A duplicate key in some other file is not named; in a component it is")
  func duplicateKeyOfAnotherFile() {
    ComponentFileErrorTests.check(
      "token: a\ntoken: b\n", at(1, 1), "a key is given more than once in one mapping")
    ComponentFileErrorTests.check(
      "label: a\nlabel: b\n", at(1, 1), "the key 'label' is given more than once in one mapping")
  }

  @Test("A typo in a real component still names the key")
  func typoInComponent() {
    ComponentFileErrorTests.check(
      "label: Q\nmaximun: 5", at(2, 1), "unknown key 'maximun' (did you mean 'maximum'?)")
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
