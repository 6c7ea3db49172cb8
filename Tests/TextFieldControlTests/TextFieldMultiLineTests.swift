import Accessibility
import ComponentFile
import ComponentModel
import Controls
import Core
import TestSupport
import Testing
import TextFieldControl

/// Text fields that hold lines: the text views (UITextView, SwiftUI TextEditor, NSTextView,
/// GtkTextView) and `multiLine: true` on EditText, TextInputLayout, Compose TextField and
/// WinUI TextBox, per reader, from the evidence each rule cites (Documentation/Evidence.md,
/// "The text field: multi-line").
@Suite("Text field: multi-line")
struct TextFieldMultiLineTests {
  let notes = "control: text-field\nlabel: Notes\n"

  func on(_ platform: Platform, _ variant: String) -> String {
    "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  /// What `script` says after the reader reached the field.
  func heard(
    _ yaml: String, _ platform: Platform, _ reader: String, reach: String, _ script: String
  ) throws -> [String] {
    let before = try said(yaml, on: platform, reader: reader, script: reach)
    let all = try said(yaml, on: platform, reader: reader, script: reach + "; " + script)
    #expect(Array(all.prefix(before.count)) == before, "\(reader)")
    return Array(all.dropFirst(before.count))
  }

  func make(
    _ variant: TextFieldVariant, _ change: (inout TextFieldConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> TextField {
    var configuration = TextFieldConfiguration(label: "Notes")
    change(&configuration)
    return try TextField(
      platform: variant.facts.platform,
      setup: PlatformSetup(
        variant: variant.id, nativeName: variant.facts.nativeName, configuration: configuration))
  }

  @Test("Return types a new line; Up and Down move by line, keeping the column")
  func lines() throws {
    var field = try make(.gtkTextView)
    _ = field.pressKey(KeyChord(.tab))
    _ = field.type("Milk")
    let enter = field.pressKey(KeyChord(.enter))
    #expect(
      enter.map(\.kind).first
        == .textEdited(
          "Milk\n", ControlEvent.TextEdit(part: .control, inserted: "\n", preceding: "Milk")))
    _ = field.type("Eggs and ham")
    #expect(field.text == "Milk\nEggs and ham")
    #expect(field.drawing == "*Notes [Milk⏎Eggs and ham|]*")
    // Up from column 12 of "Eggs and ham" goes to the end of "Milk" (offset 4).
    #expect(
      field.pressKey(KeyChord(.up)).map(\.kind) == [
        .caretMoved(
          ControlEvent.TextCaretMove(
            part: .control, text: "Milk\nEggs and ham", from: 17, to: 4, isByLine: true))
      ])
    #expect(
      field.pressKey(KeyChord(.up)).map(\.kind) == [.inputIgnored("the caret is on the first line")]
    )
    _ = field.pressKey(KeyChord(.home))
    #expect(field.caret == 0)
    _ = field.pressKey(KeyChord(.right))
    _ = field.pressKey(KeyChord(.down))
    #expect(field.caret == 6)
    _ = field.pressKey(KeyChord(.end))
    #expect(field.caret == 17)
    #expect(
      field.pressKey(KeyChord(.down)).map(\.kind) == [
        .inputIgnored("the caret is on the last line")
      ])
  }

  @Test("A one-line field: Return types nothing, Up and Down do not move the caret by line")
  func oneLine() throws {
    var field = try make(.gtkEntry)
    _ = field.pressKey(KeyChord(.tab))
    _ = field.type("Milk")
    _ = field.pressKey(KeyChord(.enter))
    _ = field.pressKey(KeyChord(.up))
    #expect(field.text == "Milk")
    #expect(!field.holdsLines)
  }

  @Test("The exposed multi-line state: AT-SPI, isMultiLine, text-area trait, AXTextArea; not UIA")
  func exposure() throws {
    for (variant, exposed) in [
      (TextFieldVariant.gtkTextView, true), (.uikitTextView, true), (.swiftuiTextEditor, true),
      (.swiftui, true),
      (.appkitTextView, true), (.edittext, true), (.textinputlayout, true), (.compose, true),
      (.winui, false),
    ] {
      let field = try make(variant) {
        $0.multiLine = variant.facts.multiLine == .always ? nil : true
      }
      #expect(field.holdsLines, "\(variant)")
      let element = field.elements(in: .standard)[0]
      #expect(element.states.contains(.multiLine) == exposed, "\(variant)")
    }
    #expect(try !make(.edittext).elements(in: .standard)[0].states.contains(.multiLine))
  }

  @Test("multiLine: refused where the field holds one line, false refused on a text view")
  func refused() {
    let cases: [(String, String, String, String)] = [
      (
        "ios", "uikit", "multiLine: true\n",
        "multiLine on iOS (uikit): UITextField holds one line only; the fields that hold lines are "
          + "swiftui, edittext, textinputlayout, winui, compose, uikit-textview, swiftui-texteditor, "
          + "appkit-textview, gtk-textview"
      ),
      (
        "linux", "gtk-textview", "multiLine: false\n",
        "multiLine on Linux (gtk-textview): GtkTextView always holds lines; leave multiLine out, or use a "
          + "one-line field"
      ),
      (
        "ios", "uikit-textview", "placeholder: Add a note\n",
        "placeholder on iOS (uikit-textview): UITextView has no placeholder; give it a label, and put an example "
          + "under accessibility: hint"
      ),
    ]
    for (platform, variant, line, message) in cases {
      do {
        _ = try ComponentLoader.parse(
          "control: text-field\n" + line + "platforms: { \(platform): { variant: \(variant) } }\n",
          source: "test.yml")
        Issue.record("\(line) on \(variant) was accepted")
      } catch {
        #expect("\(error)" == "test.yml:2:1: error: " + message, "\(error)")
      }
    }
  }

  /// The readers on the multi-line field of each platform, reached as each reaches it.
  let readers: [(Platform, String, String, String)] = [
    (.ios, "uikit-textview", "voiceover-ios", "swipe right; double-tap"),
    (.android, "edittext", "talkback", "swipe right; double-tap"),
    (.windows, "winui", "nvda", "press Tab"),
    (.windows, "winui", "narrator", "press Tab"),
    (.linux, "gtk-textview", "orca", "press Tab"),
    (.macos, "appkit-textview", "voiceover-macos", "press Tab"),
  ]

  func field(_ platform: Platform, _ variant: String) -> String {
    let lines = [.android, .windows].contains(platform) ? "multiLine: true\n" : ""
    return notes + lines + on(platform, variant)
  }

  @Test("Focus: only VoiceOver's hint (iOS) and role description (macOS) tell a text view")
  func focus() throws {
    let expected: [[String]] = [
      // AccessibilitySnapshot: text entry with the text-area trait: "Text Field." and
      // textAreaTraitHint.
      ["Notes. Text Field.", "Double tap to edit., Use the rotor to access Misspelled Words"],
      // TalkBack never reads isMultiLine (only its braille display does): an Edit box.
      ["Notes, Edit box", "Double-tap to edit text"],
      // UIA has no multi-line property: a TextBox with AcceptsReturn is any TextBox (low).
      ["Notes edit"], ["Notes, edit"],
      // Orca reads AT-SPI's multi-line state for navigation only: "text" as a GtkEntry.
      ["Notes text"],
      // AXTextArea's role description, "text entry area" (low: a guess).
      ["Notes, text entry area"],
    ]
    for ((platform, variant, reader, reach), speech) in zip(readers, expected) {
      let script = reach.replacingOccurrences(of: "; double-tap", with: "")
      #expect(
        try said(field(platform, variant), on: platform, reader: reader, script: script)
          == speech, "\(reader)")
    }
    // SwiftUI's TextEditor is a UITextView underneath.
    #expect(
      try said(
        notes + on(.ios, "swiftui-texteditor"), on: .ios, reader: "voiceover-ios",
        script: "swipe right")
        == ["Notes. Text Field.", "Double tap to edit., Use the rotor to access Misspelled Words"])
    // SwiftUI's TextField(axis: .vertical) is a UITextView underneath from iOS 16
    // (siteline/swiftui-introspect@642551e TextFieldWithVerticalAxisType): the text-area hint;
    // its title still names it (low). On one line it is a UITextField's "Double tap to edit."
    #expect(
      try said(
        notes + "multiLine: true\n" + on(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
        script: "swipe right")
        == ["Notes. Text Field.", "Double tap to edit., Use the rotor to access Misspelled Words"])
    #expect(
      try said(
        "control: text-field\nplaceholder: Add a note\nmultiLine: true\n" + on(.ios, "swiftui"),
        on: .ios, reader: "voiceover-ios", script: "swipe right")
        == [
          "Add a note. Text Field.",
          "Double tap to edit., Use the rotor to access Misspelled Words",
        ])
    #expect(
      try said(
        notes + on(.ios, "swiftui"), on: .ios, reader: "voiceover-ios", script: "swipe right")
        == ["Notes. Text Field.", "Double tap to edit."])
    // Disabled: dimmed, and no hint at all, as for any field.
    #expect(
      try said(
        notes + "enabled: false\n" + on(.ios, "uikit-textview"), on: .ios,
        reader: "voiceover-ios", script: "swipe right") == ["Notes. Dimmed. Text Field."])
  }

  @Test("Return: the echo of a new line, where the reader echoes the text that went in")
  func newLine() throws {
    let expected: [[String]] = [
      // A word ends at the new line; "new line" is a low guess for VoiceOver.
      ["new line", "Milk"],
      // SpeechCleanupUtils.characterToName: symbol_new_line, "New line", named after the word.
      ["Milk New line"],
      // NVDA, Narrator and Orca echo keys, and Return is no typed character: nothing.
      [], [], [],
      ["new line", "Milk"],
    ]
    for ((platform, variant, reader, reach), speech) in zip(readers, expected) {
      let yaml = field(platform, variant)
      #expect(
        try heard(yaml, platform, reader, reach: reach + "; type \"Milk\"", "press Enter")
          == speech, "\(reader)")
    }
  }

  @Test(
    "Up and Down read the line the caret moves to; NVDA and Orca say \"blank\" for an empty one")
  func byLine() throws {
    let expected: [[String]] = [
      ["Milk"], ["Milk"], ["blank", "Milk", "blank"], ["Milk"], ["blank", "Milk", "blank"],
      ["Milk"],
    ]
    for ((platform, variant, reader, reach), speech) in zip(readers, expected) {
      let yaml = field(platform, variant)
      #expect(
        try heard(
          yaml, platform, reader,
          reach: reach + "; type \"Milk\"; press Enter; press Enter; type \"Eggs\"",
          "press Up; press Up; press Down") == speech, "\(reader)")
    }
  }

  @Test("MISCONFIGURED: an unlabelled text view has no placeholder to fall back on")
  func unlabelled() throws {
    #expect(
      try said(
        "control: text-field\n" + on(.ios, "uikit-textview"), on: .ios,
        reader: "voiceover-ios", script: "swipe right")
        == ["Text Field.", "Double tap to edit., Use the rotor to access Misspelled Words"])
    #expect(
      try said(
        "control: text-field\n" + on(.linux, "gtk-textview"), on: .linux, reader: "orca",
        script: "press Tab") == ["text"])
  }
}
