import Core
import TestSupport
import Testing
import TextFieldControl

/// The editing state and secure (password) fields, per reader, from the evidence each rule
/// cites (Documentation/Evidence.md, "The text field: editing and secure fields").
@Suite("Text field editing state and secure fields")
struct TextFieldEditingSecureTests {
  let named = "control: text-field\nlabel: Full name\n"

  func on(_ platform: Platform, _ variant: String) -> String {
    "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  @Test("Keyboard focus arriving in an editing field: VoiceOver 'Is editing', TalkBack 'Editing'")
  func editingOnFocus() throws {
    // AccessibilitySnapshot's is-editing trait and MagentaA11y's VoiceOver recording ("text
    // field is editing"): no "Double tap to edit." hint while editing. TalkBack
    // EditTextDescription.stateDescription: value_edit_box_editing in the state's place.
    #expect(
      try said(named + on(.ios, "uikit"), on: .ios, reader: "voiceover-ios", script: "press Tab")
        == ["Full name. Text Field. Is editing."])
    #expect(
      try said(
        named + on(.android, "edittext"), on: .android, reader: "talkback", script: "press Tab")
        == ["Editing, Full name, Edit box", "Double-tap to edit text"])
  }

  @Test("A swipe reaches a field that is not editing: no editing word, as before")
  func notEditingOnSwipe() throws {
    #expect(
      try said(
        named + on(.ios, "uikit"), on: .ios, reader: "voiceover-ios", script: "next item")
        == ["Full name. Text Field.", "Double tap to edit."])
    #expect(
      try said(
        named + on(.android, "edittext"), on: .android, reader: "talkback", script: "next item")
        == ["Full name, Edit box", "Double-tap to edit text"])
  }

  @Test("Desktop readers say no editing state: a focused desktop field always edits")
  func desktopNoEditingWord() throws {
    let readers: [(Platform, String, String, String)] = [
      (.macos, "appkit", "voiceover-macos", "Full name, edit text"),
      (.windows, "winui", "narrator", "Full name, edit"),
      (.windows, "winui", "nvda", "Full name edit"),
      (.linux, "gtk-entry", "orca", "Full name text"),
    ]
    for (platform, variant, reader, heard) in readers {
      #expect(
        try said(named + on(platform, variant), on: platform, reader: reader, script: "press Tab")
          == [heard], "\(reader)")
    }
  }

  /// Each platform's secure variant and reader, how it reaches the field, what it says on
  /// focus, and what it says for "ab" typed there.
  let secure: [(Platform, String, String, String, [String], [String])] = [
    // AccessibilitySnapshot: "Secure Text Field."; no evidence of VoiceOver's echo: nothing.
    (
      .ios, "uikit-secure", "voiceover-ios", "next item",
      ["Full name. Secure Text Field.", "Double tap to edit."], []
    ),
    (
      .ios, "swiftui-secure", "voiceover-ios", "next item",
      ["Full name. Secure Text Field.", "Double tap to edit."], []
    ),
    (.macos, "appkit-secure", "voiceover-macos", "press Tab", ["Full name, edit text"], []),
    // TalkBack: "password" before the label; InputTextPasswordFeedbackRules: "Bullet".
    (
      .android, "edittext-password", "talkback", "next item",
      ["password, Full name, Edit box", "Double-tap to edit text"], ["Bullet", "Bullet"]
    ),
    // NVDA: State.PROTECTED "protected"; speakTypedCharacters: "*" is "star".
    (
      .windows, "winui-password", "nvda", "press Tab", ["Full name edit protected"],
      ["star", "star"]
    ),
    (.windows, "winui-password", "narrator", "press Tab", ["Full name, edit"], []),
    // Orca: "password text"; no echo of a printable key in password text.
    (.linux, "gtk-password", "orca", "press Tab", ["Full name password text"], []),
  ]

  @Test("A secure field: its role words, and typing never says a typed character")
  func secureFocusAndTyping() throws {
    for (platform, variant, reader, reach, focus, typed) in secure {
      let yaml = named + on(platform, variant)
      #expect(try said(yaml, on: platform, reader: reader, script: reach) == focus, "\(reader)")
      let run = try said(yaml, on: platform, reader: reader, script: reach + "; type \"ab\"")
      // After the reach: from the activation on touch platforms, the typed text's echo.
      let echo = Array(run.dropFirst(focus.count))
      #expect(echo == typed, "\(variant) \(reader)")
    }
  }

  @Test("A secure field's text is never spoken: not on focus, typing, Backspace or caret moves")
  func secureNeverLeaks() throws {
    let script = "type \"Sw0rdfish is\"; press Backspace; press Left; press Home; press End"
    for (platform, variant, reader, reach, _, _) in secure {
      let yaml = named + "text: hunter2\n" + on(platform, variant)
      for echo in ["characters", "words", "charactersAndWords"] {
        let heard = try said(
          yaml, on: platform, reader: reader, settings: ["typingEcho": echo],
          script: reach + "; " + script)
        // Every word spoken, split at anything not a letter or digit.
        let words = Set(
          heard.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }.map(
            String.init))
        let secrets = [
          "hunter2", "hunter", "Sw0rdfish", "Sw0rd", "fish", "is", "Cap", "h", "S", "w", "0",
          "r", "d", "f", "i", "s", "2",
        ]
        #expect(
          words.isDisjoint(with: secrets), "\(variant) \(reader) \(echo): \(heard)")
      }
    }
  }

  @Test("Every secure variant is in the table the leak check walks, so a new one is checked")
  func everySecureVariantIsChecked() {
    let secureVariants = Set(
      TextFieldVariant.allCases.filter { $0.facts.isSecure }.map(\.rawValue))
    #expect(secureVariants == Set(secure.map(\.1)))
  }

  @Test("TalkBack says 'Bullet deleted' for Backspace in a password field")
  func talkBackBulletDeleted() throws {
    let yaml = named + on(.android, "edittext-password")
    let heard = try said(
      yaml, on: .android, reader: "talkback", script: "next item; type \"ab\"; press Backspace")
    #expect(heard.suffix(3) == ["Bullet", "Bullet", "Bullet deleted"])
  }

  @Test("A search field: VoiceOver 'Search Field.' in place of 'Text Field.'; TalkBack 'Edit box'")
  func searchField() throws {
    // AccessibilitySnapshot's search-field trait; MagentaA11y's VoiceOver recording "Search
    // search field." and example "Search, Search field, double tap to edit".
    let search = "control: text-field\naccessibility: { label: Search }\n"
    #expect(
      try said(
        search + on(.ios, "uikit-search"), on: .ios, reader: "voiceover-ios", script: "next item")
        == ["Search. Search Field.", "Double tap to edit."])
    #expect(
      try said(
        "control: text-field\nplaceholder: Search\n" + on(.ios, "swiftui-search"), on: .ios,
        reader: "voiceover-ios", script: "next item") == [
          "Search. Search Field.", "Double tap to edit.",
        ])
    // SearchView's field is an EditText: "Edit box", as MagentaA11y's recording says.
    #expect(
      try said(
        search + on(.android, "searchview"), on: .android, reader: "talkback", script: "next item")
        == ["Search, Edit box", "Double-tap to edit text"])
    #expect(
      try said(
        search + on(.ios, "uikit-search"), on: .ios, reader: "voiceover-ios", script: "press Tab")
        == ["Search. Search Field. Is editing."])
  }

  @Test("Orca: a GtkEntry whose error is exposed (invalid state, error-message relation)")
  func orcaInvalidEntry() throws {
    // generator._generate_state_invalid: "invalid entry", then ": " and the error message,
    // after the text line (speech_generator._generate_entry).
    let yaml = named + "text: Ada\nerror: Enter your full name\n" + on(.linux, "gtk-entry")
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab")
        == ["Full name text", "Ada", "invalid entry: Enter your full name"])
    // Drawn only (exposesError: false): no invalid state, nothing said of it.
    #expect(
      try said(
        yaml + "exposesError: false\n", on: .linux, reader: "orca", script: "press Tab")
        == ["Full name text", "Ada"])
  }
}
