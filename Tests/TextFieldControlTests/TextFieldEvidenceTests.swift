import Core
import TestSupport
import Testing

/// The text field on every platform with every reader: exact speech for focus (empty, with
/// text, disabled), typing, the field named only by its placeholder and the error, from the
/// evidence each variant and pack rule cites (Documentation/Evidence.md, "The text field").
@Suite("Text field evidence")
struct TextFieldEvidenceTests {
  let named = "control: text-field\nlabel: Full name\n"

  func on(_ platform: Platform, _ variant: String) -> String {
    "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  /// Each platform's variant and reader for the tables below.
  let readers: [(Platform, String, String)] = [
    (.ios, "uikit", "voiceover-ios"), (.macos, "appkit", "voiceover-macos"),
    (.android, "edittext", "talkback"), (.windows, "winui", "narrator"),
    (.windows, "winui", "nvda"), (.linux, "gtk-entry", "orca"),
  ]

  @Test("Focus on an empty field with a placeholder: label, role, the placeholder where exposed")
  func focusEmpty() throws {
    // AccessibilitySnapshot: "Text Field.", "Double tap to edit."; TalkBack EditTextDescription
    // and its edit-text hint; NSTextField's placeholder value; UIA Edit; AT-SPI text.
    let expected: [[String]] = [
      ["Full name: Ada Lovelace. Text Field.", "Double tap to edit."],
      ["Ada Lovelace, Full name, edit text"],
      ["Full name, Edit box", "Double-tap to edit text"],
      ["Full name, edit"], ["Full name edit"], ["Full name text"],
    ]
    for ((platform, variant, reader), speech) in zip(readers, expected) {
      let yaml = named + "placeholder: Ada Lovelace\n" + on(platform, variant)
      #expect(
        try said(yaml, on: platform, reader: reader, script: "next item") == speech, "\(reader)")
    }
  }

  @Test("Focus on a field holding text: its text is read with the label")
  func focusWithText() throws {
    // TalkBack reads the node text first (EditTextDescription.nameDescription).
    let expected: [[String]] = [
      ["Full name: Ada. Text Field.", "Double tap to edit."], ["Ada, Full name, edit text"],
      ["Ada, Full name, Edit box", "Double-tap to edit text"], ["Full name, edit Ada"],
      ["Full name edit Ada"], ["Full name text", "Ada"],
    ]
    for ((platform, variant, reader), speech) in zip(readers, expected) {
      let yaml = named + "text: Ada\n" + on(platform, variant)
      #expect(
        try said(yaml, on: platform, reader: reader, script: "next item") == speech, "\(reader)")
    }
  }

  @Test("Typing: each reader echoes each character, not the whole new text; VoiceOver iOS says Cap")
  func typing() throws {
    // TalkBack and VoiceOver echo what went into the field, NVDA, Narrator and Orca the keys;
    // the field's value change is no longer read as a value (TypingEchoTests has the rest).
    let expected: [[String]] = [
      ["Cap A", "d", "a"], ["A", "d", "a"], ["A", "d", "a"], ["A", "d", "a"], ["A", "d", "a"],
      ["A", "d", "a"],
    ]
    for ((platform, variant, reader), speech) in zip(readers, expected) {
      let run = try readerRun(
        named + on(platform, variant), on: platform, reader: reader,
        script: "next item; type \"Ada\"")
      let focus = try said(
        named + on(platform, variant), on: platform, reader: reader, script: "next item")
      #expect(Array(run.transcript.map(\.text).dropFirst(focus.count)) == speech, "\(reader)")
      #expect(run.control.value == .text(TextValue(text: "Ada")), "\(reader)")
    }
  }

  @Test("MISCONFIGURED placeholder only: named by it everywhere but GTK, where Orca hears 'text'")
  func placeholderOnly() throws {
    let yaml = "control: text-field\nplaceholder: Email\n"
    let expected: [[String]] = [
      ["Email. Text Field.", "Double tap to edit."], ["Email, edit text"],
      ["Email, Edit box", "Double-tap to edit text"], ["Email, edit"], ["Email edit"],
      ["text"],
    ]
    for ((platform, variant, reader), speech) in zip(readers, expected) {
      #expect(
        try said(yaml + on(platform, variant), on: platform, reader: reader, script: "next item")
          == speech, "\(reader)")
    }
  }

  @Test("Disabled: VoiceOver 'Dimmed', TalkBack 'disabled'; GTK skips it")
  func disabled() throws {
    let yaml = named + "enabled: false\n"
    #expect(
      try said(yaml + on(.ios, "uikit"), on: .ios, reader: "voiceover-ios", script: "next item")
        == ["Full name. Dimmed. Text Field."])
    #expect(
      try said(
        yaml + on(.macos, "appkit"), on: .macos, reader: "voiceover-macos", script: "next item")
        == ["Full name, edit text, dimmed"])
    #expect(
      try said(
        yaml + on(.android, "textinputlayout"), on: .android, reader: "talkback",
        script: "next item") == ["Full name, Edit box, disabled"])
    #expect(
      try said(yaml + on(.linux, "gtk-entry"), on: .linux, reader: "orca", script: "next item")
        == [])
  }
}
