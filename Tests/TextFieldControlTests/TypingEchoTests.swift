import Core
import TestSupport
import Testing

/// What each reader says as a user types, deletes and moves the caret in a text field, from
/// the evidence each pack's typing rules cite (Documentation/Evidence.md, "Typing").
@Suite("Typing echo in a text field, per reader")
struct TypingEchoTests {
  let field = "control: text-field\nlabel: Note\n"

  func on(_ platform: Platform, _ variant: String) -> String {
    "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  /// Each platform's variant and reader, and how the reader reaches the field and edits it.
  let readers: [(Platform, String, String, String)] = [
    (.ios, "uikit", "voiceover-ios", "next item; activate"),
    (.macos, "appkit", "voiceover-macos", "press Tab"),
    (.android, "edittext", "talkback", "next item; activate"),
    (.windows, "winui", "narrator", "press Tab"),
    (.windows, "winui", "nvda", "press Tab"),
    (.linux, "gtk-entry", "orca", "press Tab"),
  ]

  /// What `script` says after the reader reached the field.
  func heard(
    _ platform: Platform, _ variant: String, _ reader: String, reach: String, _ script: String,
    settings: [String: String] = [:]
  ) throws -> [String] {
    let yaml = field + on(platform, variant)
    let before = try said(yaml, on: platform, reader: reader, settings: settings, script: reach)
    let all = try said(
      yaml, on: platform, reader: reader, settings: settings, script: reach + "; " + script)
    #expect(Array(all.prefix(before.count)) == before, "\(reader)")
    return Array(all.dropFirst(before.count))
  }

  @Test("By default: characters everywhere, words too on VoiceOver and TalkBack (Ada Space)")
  func defaults() throws {
    let expected: [[String]] = [
      ["Cap H", "i", "space", "Hi", "y", "o", ".", "yo"],
      ["H", "i", "space", "Hi", "y", "o", ".", "yo"],
      ["H", "i", "Hi Space", "y", "o", "yo Period"],
      ["H", "i", "space", "y", "o", "."],
      ["H", "i", "space", "y", "o", "dot"],
      ["H", "i", "space", "y", "o", "."],
    ]
    for ((platform, variant, reader, reach), speech) in zip(readers, expected) {
      #expect(
        try heard(platform, variant, reader, reach: reach, "type \"Hi yo.\"") == speech,
        "\(reader)")
    }
  }

  @Test("The typingEcho setting: words only, or nothing at all")
  func setting() throws {
    let words: [[String]] = [
      ["Hi", "yo"], ["Hi", "yo"], ["Hi Space", "yo Period"], ["Hi", "yo"], ["Hi", "yo"],
      ["Hi", "yo"],
    ]
    for ((platform, variant, reader, reach), speech) in zip(readers, words) {
      #expect(
        try heard(
          platform, variant, reader, reach: reach, "type \"Hi yo.\"",
          settings: ["typingEcho": "words"]) == speech, "\(reader)")
      #expect(
        try heard(
          platform, variant, reader, reach: reach, "type \"Hi\"",
          settings: ["typingEcho": "none"]) == [], "\(reader)")
    }
  }

  @Test("Backspace says the character deleted (TalkBack: 'b deleted', even with echo off)")
  func backspace() throws {
    let expected: [[String]] = [["b"], ["b"], ["b deleted"], ["b"], ["b"], ["b"]]
    for ((platform, variant, reader, reach), speech) in zip(readers, expected) {
      let run = try heard(
        platform, variant, reader, reach: reach, "type \"ab\"; press Backspace",
        settings: ["typingEcho": "none"])
      #expect(run == speech, "\(reader)")
    }
  }

  @Test("Left says the character now at the caret (NVDA, Orca, Narrator) or the one crossed")
  func caret() throws {
    // "ab|" then Left: the caret is before "b"; then Home, then End (past the last: "blank").
    let expected: [[String]] = [
      ["b", "a", "ab"], ["b", "a", "ab"],
      ["b", "a, Beginning of field", "ab, End of field"],
      ["b", "a"], ["b", "a", "blank"], ["b", "a", "blank"],
    ]
    for ((platform, variant, reader, reach), speech) in zip(readers, expected) {
      let run = try heard(
        platform, variant, reader, reach: reach,
        "type \"ab\"; press Left; press Home; press End", settings: ["typingEcho": "none"])
      #expect(run == speech, "\(reader)")
    }
  }

  @Test("Delete: NVDA and Orca say the character now at the caret; TalkBack what went")
  func delete() throws {
    let expected: [[String]] = [["a"], ["a"], ["a deleted"], ["b"], ["b"], ["b"]]
    for ((platform, variant, reader, reach), speech) in zip(readers, expected) {
      let run = try heard(
        platform, variant, reader, reach: reach, "type \"ab\"; press Home; press Delete",
        settings: ["typingEcho": "none"])
      #expect(Array(run.dropFirst()) == speech, "\(reader)")
    }
  }
}
