import Accessibility
import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import TestSupport
import Testing
import TextFieldControl

/// The Compose Material 3 text field and the touch platforms' clear buttons, per reader, from
/// the evidence each variant cites (Documentation/Evidence.md, "The text field: Compose and
/// clear buttons").
@Suite("Text field: Compose and clear buttons")
struct TextFieldComposeClearTests {
  let compose = "control: text-field\nplatforms: { android: { variant: compose } }\n"

  func talkBack(_ yaml: String, _ script: String = "next item") throws -> [String] {
    try said(yaml, on: .android, reader: "talkback", script: script)
  }

  @Test("Compose TextField: an Edit box named by its label, its text first, as an EditText")
  func composeFocus() throws {
    // The delegate gives a node with EditableText the class android.widget.EditText; its merged
    // label is the node's text while empty and its hint once it holds text; TalkBack's
    // EditTextDescription reads it as any edit text.
    #expect(
      try talkBack(compose + "label: Full name\nplaceholder: Ada Lovelace\n")
        == ["Full name, Edit box", "Double-tap to edit text"])
    #expect(
      try talkBack(compose + "label: Full name\ntext: Ada\n")
        == ["Ada, Full name, Edit box", "Double-tap to edit text"])
    // MISCONFIGURED: with no label, Material shows the placeholder, which names the field.
    #expect(
      try talkBack(compose + "placeholder: Email\n") == [
        "Email, Edit box", "Double-tap to edit text",
      ])
    #expect(
      try talkBack(compose + "label: Full name\nenabled: false\n")
        == ["Full name, Edit box, disabled"])
  }

  @Test("Compose TextField: editing says \"Editing\"; typing echoes each character")
  func composeEditing() throws {
    let yaml = compose + "label: Full name\n"
    #expect(
      try talkBack(yaml, "press Tab") == [
        "Editing, Full name, Edit box", "Double-tap to edit text",
      ])
    let run = try readerRun(
      yaml, on: .android, reader: "talkback", script: "press Tab; type \"Ada\"")
    #expect(Array(run.transcript.map(\.text).dropFirst(2)) == ["A", "d", "a"])
    #expect(run.control.value == .text(TextValue(text: "Ada")))
  }

  @Test("Compose TextField: its own error message via semantics, or isError's \"Invalid input\"")
  func composeError() throws {
    let yaml = compose + "label: Email\ntext: ada@\nerror: Enter a complete email address\n"
    // Modifier.semantics { error(message) }: the node's error is the app's message.
    #expect(
      try talkBack(yaml)
        == [
          "ada@, Email, Edit box, Error: Enter a complete email address", "Double-tap to edit text",
        ])
    // MISCONFIGURED: isError with the message only in supportingText: Material's
    // defaultErrorSemantics gives Compose's default_error_message.
    #expect(
      try talkBack(yaml + "exposesError: false\n")
        == ["ada@, Email, Edit box, Error: Invalid input", "Double-tap to edit text"])
  }

  // MARK: Clear buttons

  let clearable =
    "control: text-field\nlabel: Full name\ntext: Ada Lovelace\nclearButton: true\n"

  @Test(
    "TextInputLayout's clear-text icon: only while editing; a swipe reaches it; it empties the field"
  )
  func textInputLayoutClear() throws {
    let yaml = clearable + "platforms: { android: { variant: textinputlayout } }\n"
    // ClearTextEndIconDelegate: shown while the edit text has text and focus; not editing, the
    // swipe after the field finds nothing.
    #expect(
      try talkBack(yaml, "next item; next item")
        == ["Ada Lovelace, Full name, Edit box", "Double-tap to edit text"])
    // clear_text_end_icon_content_description "Clear text"; its click clears the text. The icon
    // is gone with TalkBack's focus on it: the swipe back reaches the field, now empty.
    let run = try readerRun(
      yaml, on: .android, reader: "talkback",
      script: "next item; activate; next item; activate; previous item")
    #expect(
      run.transcript.map(\.text) == [
        "Ada Lovelace, Full name, Edit box", "Double-tap to edit text", "Clear text, Button",
        "Double-tap to activate", "Editing, Full name, Edit box", "Double-tap to edit text",
      ])
    #expect(run.control.value == .text(TextValue(text: "")))
  }

  @Test("UIKit: clearButton true shows \"Clear text\" while editing; without it there is none")
  func uikitClear() throws {
    let ios = "platforms: { ios: { variant: uikit } }\n"
    let script = "next item; activate; next item; activate; next item"
    // clearButtonMode .whileEditing; VoiceOver's words for it are low (no public source).
    #expect(
      try said(clearable + ios, on: .ios, reader: "voiceover-ios", script: script) == [
        "Full name: Ada Lovelace. Text Field.", "Double tap to edit.", "Clear text. Button.",
        "Full name. Text Field. Is editing.",
      ])
    let plain = "control: text-field\nlabel: Full name\ntext: Ada Lovelace\n" + ios
    #expect(
      try said(plain, on: .ios, reader: "voiceover-ios", script: "next item; activate; next item")
        == ["Full name: Ada Lovelace. Text Field.", "Double tap to edit."])
  }

  @Test(
    "SearchView's close button: \"Clear query\" while the query has text; it empties and focuses it"
  )
  func searchViewClose() throws {
    let yaml =
      "control: text-field\naccessibility: { label: Search }\n"
      + "platforms: { android: { variant: searchview } }\n"
    // updateCloseButton: hidden while the query is empty.
    #expect(
      try talkBack(yaml, "next item; next item") == ["Search, Edit box", "Double-tap to edit text"])
    // onCloseClicked: setText(""), then the query field requests focus, so TalkBack follows
    // the field's keyboard focus and says it editing.
    let run = try readerRun(
      yaml + "text: cat\n", on: .android, reader: "talkback",
      script: "next item; next item; activate")
    #expect(
      run.transcript.map(\.text) == [
        "cat, Search, Edit box", "Double-tap to edit text", "Clear query, Button",
        "Double-tap to activate", "Editing, Search, Edit box", "Double-tap to edit text",
      ])
    #expect(run.control.value == .text(TextValue(text: "")))
  }

  @Test("UISearchTextField: its clear button while it holds text, editing or not")
  func uikitSearchClear() throws {
    let yaml =
      "control: text-field\naccessibility: { label: Search }\ntext: cat\n"
      + "platforms: { ios: { variant: uikit-search } }\n"
    #expect(
      try said(
        yaml, on: .ios, reader: "voiceover-ios",
        script: "next item; next item; activate; previous item")
        == [
          "Search: cat. Search Field.", "Double tap to edit.", "Clear text. Button.",
          "Search. Search Field.", "Double tap to edit.",
        ])
  }

  @Test("The clear button is a second part only while shown; a tap on it empties the field")
  func clearButtonPart() throws {
    var field = try TextField(
      platform: .android,
      setup: PlatformSetup(
        variant: TextFieldVariant.textinputlayout.id, nativeName: "TextInputLayout",
        configuration: TextFieldConfiguration(label: "Name", text: "Ada", clearButton: true)))
    #expect(field.parts == [.control])
    #expect(
      field.tap(.clearButton).map(\.kind) == [
        .inputIgnored("the text field's clear button is not shown")
      ])
    _ = field.tap(.control)
    #expect(field.parts == [.control, .clearButton])
    #expect(field.elements(in: .standard).map(\.id) == ["field", "clear"])
    #expect(field.drawing == "*Name [Ada|]* [×]")
    #expect(
      field.headline
        == "textinputlayout (TextInputLayout) · \"Name\" · \"Ada\" · \"Clear text\" shown")
    _ = field.tap(.clearButton)
    #expect(field.text == "" && field.parts == [.control])
  }

  @Test("Refused: clearButton true where the platform has none, false where it always has one")
  func clearButtonRefused() throws {
    func error(_ yaml: String) -> String {
      do {
        _ = try ComponentLoader.parse("control: text-field\n" + yaml, source: "test.yml")
        return "no error"
      } catch { return "\(error)" }
    }
    #expect(
      error("clearButton: true\nplatforms: { android: { variant: compose } }\n")
        == "test.yml:2:1: error: clearButton on Android (compose): Compose TextField has no clear "
        + "button of its own; the variants with one are uikit, textinputlayout")
    #expect(
      error("clearButton: false\nplatforms: { android: { variant: searchview } }\n")
        == "test.yml:2:1: error: clearButton on Android (searchview): SearchView always shows its "
        + "\"Clear query\" button while it holds text; leave clearButton out")
    #expect(
      error("clearButton: false\nplatforms: { linux: { variant: gtk-entry } }\n") == "no error")
  }

  // MARK: WinUI's invalid entry

  @Test("NVDA: a TextBox whose own automation peer reports it invalid is an \"invalid entry\"")
  func winUIInvalidEntry() throws {
    let yaml =
      "control: text-field\nlabel: Email\ntext: ada@\nerror: Enter a complete email address\n"
      + "platforms: { windows: { variant: winui } }\n"
    // NVDAObjects/UIA _get_states: IsDataValidForForm false is INVALID_ENTRY, state.py's
    // "invalid entry", said among the states, and the text last (getObjectSpeech speaks an
    // edit field's line of text after its properties).
    #expect(
      try said(
        yaml + "peerReportsInvalid: true\n", on: .windows, reader: "nvda", script: "press Tab")
        == ["Email edit invalid entry ada@"])
    // The stock TextBox: the error is drawn only.
    #expect(
      try said(yaml, on: .windows, reader: "nvda", script: "press Tab") == ["Email edit ada@"])
    // Narrator's words for it were not found: nothing more is said.
    #expect(
      try said(
        yaml + "peerReportsInvalid: true\n", on: .windows, reader: "narrator", script: "press Tab")
        == ["Email, edit ada@"])
    do {
      _ = try ComponentLoader.parse(
        "control: text-field\npeerReportsInvalid: true\nplatforms: { android: { variant: edittext } }\n",
        source: "test.yml")
      Issue.record("peerReportsInvalid on an EditText was accepted")
    } catch {
      #expect(
        "\(error)"
          == "test.yml:2:1: error: peerReportsInvalid on Android (edittext): only a WinUI TextBox "
          + "(winui) takes an app's automation peer that reports the entry invalid; EditText "
          + "does not")
    }
  }
}
