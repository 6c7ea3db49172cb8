import Core
import TestSupport
import Testing

/// Search fields on the desktop: NSSearchField, WinUI's AutoSuggestBox and GtkSearchEntry, with
/// each desktop reader, from the evidence each variant and pack rule cites
/// (Documentation/Evidence.md, "The text field: search fields on the desktop").
@Suite("Text field: desktop search fields")
struct TextFieldDesktopSearchTests {
  let search = "control: text-field\naccessibility: { label: Search }\n"

  func on(_ platform: Platform, _ variant: String) -> String {
    "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  /// Each desktop reader and its platform's search variant.
  let readers: [(Platform, String, String)] = [
    (.macos, "appkit-search", "voiceover-macos"), (.windows, "winui-autosuggest", "narrator"),
    (.windows, "winui-autosuggest", "nvda"), (.linux, "gtk-search", "orca"),
  ]

  @Test("Tab into an empty search field with a placeholder: each reader's words")
  func focusEmpty() throws {
    // VoiceOver on macOS: AppKit's role description of AXSearchField, "search text field", and
    // the placeholder as AXPlaceholderValue (low). WinUI: the AutoSuggestBox's TextBox is a UIA
    // Edit, no search word (AutoSuggestBoxAutomationPeer, AutoSuggestBox.OnApplyTemplate).
    // Orca: GTK_ACCESSIBLE_ROLE_SEARCH_BOX is ATSPI_ROLE_ENTRY, "entry"; HAS_POPUP gives
    // "opens popup" (speech_generator._generate_state_has_popup).
    let expected: [[String]] = [
      ["Search for files, Search, search text field"], ["Search, edit"], ["Search edit"],
      ["Search entry", "opens popup"],
    ]
    for ((platform, variant, reader), speech) in zip(readers, expected) {
      let yaml = search + "placeholder: Search for files\n" + on(platform, variant)
      #expect(
        try said(yaml, on: platform, reader: reader, script: "press Tab") == speech, "\(reader)")
    }
  }

  @Test("A search field holding text: the text is read with the field")
  func focusWithText() throws {
    let expected: [[String]] = [
      ["cats, Search, search text field"], ["Search, edit cats"], ["Search edit cats"],
      ["Search entry", "cats", "opens popup"],
    ]
    for ((platform, variant, reader), speech) in zip(readers, expected) {
      let yaml = search + "text: cats\n" + on(platform, variant)
      #expect(
        try said(yaml, on: platform, reader: reader, script: "press Tab") == speech, "\(reader)")
    }
  }

  @Test("Typing into a search field is echoed as in any text field")
  func typing() throws {
    for (platform, variant, reader) in readers {
      let yaml = search + on(platform, variant)
      let focus = try said(yaml, on: platform, reader: reader, script: "press Tab")
      let run = try readerRun(
        yaml, on: platform, reader: reader, script: "press Tab; type \"Ada\"")
      #expect(
        Array(run.transcript.map(\.text).dropFirst(focus.count)) == ["A", "d", "a"], "\(reader)")
      #expect(run.control.value == .text(TextValue(text: "Ada")), "\(reader)")
    }
  }

  @Test("MISCONFIGURED placeholder only: named by it on macOS and Windows; Orca hears 'entry'")
  func placeholderOnly() throws {
    // GTK exposes placeholder-text as the placeholder property, never as the name.
    let yaml = "control: text-field\nplaceholder: Search\n"
    let expected: [[String]] = [
      ["Search, search text field"], ["Search, edit"], ["Search edit"],
      ["entry", "opens popup"],
    ]
    for ((platform, variant, reader), speech) in zip(readers, expected) {
      #expect(
        try said(yaml + on(platform, variant), on: platform, reader: reader, script: "press Tab")
          == speech, "\(reader)")
    }
  }

  @Test("Disabled: VoiceOver 'dimmed'; an insensitive GtkSearchEntry is skipped")
  func disabled() throws {
    let yaml = search + "enabled: false\n"
    #expect(
      try said(
        yaml + on(.macos, "appkit-search"), on: .macos, reader: "voiceover-macos",
        script: "next item") == ["Search, search text field, dimmed"])
    #expect(
      try said(yaml + on(.linux, "gtk-search"), on: .linux, reader: "orca", script: "press Tab")
        == [])
  }

  @Test("Orca: a GtkSearchEntry whose error is exposed says 'invalid entry' before 'opens popup'")
  func orcaInvalidSearchEntry() throws {
    // speech_generator._generate_entry: text line, pause, invalid state, pause, then the
    // default suffix with has-popup.
    let yaml = search + "text: zz\nerror: Enter a word\n" + on(.linux, "gtk-search")
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab")
        == ["Search entry", "zz", "invalid entry: Enter a word", "opens popup"])
  }
}
