import ComponentFile
import Core
import TestSupport
import Testing

/// A text field the app marks required (`required: true`), per reader, from the evidence each
/// rule cites (Documentation/Evidence.md, "The text field: required").
@Suite("Text field: required")
struct TextFieldRequiredTests {
  let email = "control: text-field\nlabel: Email\ntext: ada@\n"

  func on(_ platform: String, _ variant: String) -> String {
    "platforms: { \(platform): { variant: \(variant) } }\n"
  }

  @Test("NVDA: UIA IsRequiredForForm is \"required\", before \"invalid entry\"")
  func nvda() throws {
    let winui = email + on("windows", "winui")
    // NVDAObjects/UIA _get_states: IsRequiredForForm is REQUIRED, state.py's "required";
    // processAndLabelStates sorts states by bit: REQUIRED 0x8000 before INVALID_ENTRY 0x20000,
    // and getObjectSpeech says the field's text after them.
    #expect(
      try said(winui + "required: true\n", on: .windows, reader: "nvda", script: "press Tab")
        == ["Email edit required ada@"])
    #expect(
      try said(
        winui + "required: true\nerror: Enter a complete email address\npeerReportsInvalid: true\n",
        on: .windows, reader: "nvda", script: "press Tab")
        == ["Email edit required invalid entry ada@"])
    // PROTECTED 0x4000 comes before REQUIRED: a required PasswordBox.
    #expect(
      try said(
        "control: text-field\nlabel: Password\nrequired: true\n" + on("windows", "winui-password"),
        on: .windows, reader: "nvda", script: "press Tab")
        == ["Password edit protected required"])
    // UNAVAILABLE 0x1 comes first; the field's text always last (getObjectSpeech speaks an edit
    // field's line of text after its properties). A disabled field takes no Tab: object
    // navigation reaches it.
    #expect(
      try said(
        winui + "required: true\nenabled: false\n", on: .windows, reader: "nvda",
        script: "press Insert+Shift+Right")
        == ["Email edit unavailable required ada@"])
    // Not required: nothing more.
    #expect(
      try said(winui, on: .windows, reader: "nvda", script: "press Tab") == ["Email edit ada@"])
  }

  @Test("Narrator: \"required\" after the control type (low: a guess)")
  func narrator() throws {
    #expect(
      try said(
        email + "required: true\n" + on("windows", "winui"), on: .windows, reader: "narrator",
        script: "press Tab")
        == ["Email, edit ada@, required"])
  }

  @Test("Orca: AT-SPI's required state is \"required\" after the text line, before the error")
  func orca() throws {
    let gtk = email + on("linux", "gtk-entry")
    // generator._generate_state_required: STATE_REQUIRED_SPEECH "required"; _generate_entry
    // says it after the text line, then a pause and the invalid state.
    #expect(
      try said(gtk + "required: true\n", on: .linux, reader: "orca", script: "press Tab")
        == ["Email text", "ada@ required"])
    #expect(
      try said(
        gtk + "required: true\nerror: Enter a complete email address\n", on: .linux,
        reader: "orca", script: "press Tab")
        == ["Email text", "ada@ required", "invalid entry: Enter a complete email address"])
    // _generate_password_text says it in the same place.
    #expect(
      try said(
        "control: text-field\nlabel: Password\nrequired: true\n" + on("linux", "gtk-password"),
        on: .linux, reader: "orca", script: "press Tab")
        == ["Password password text", "required"])
  }

  @Test("VoiceOver on macOS: AXRequired is \"required\" after the role (low: a guess)")
  func voiceOverMac() throws {
    #expect(
      try said(
        email + "required: true\n" + on("macos", "appkit"), on: .macos,
        reader: "voiceover-macos", script: "press Tab")
        == ["ada@, Email, edit text, required"])
    // A required NSSearchField: the search field's words, then "required" (the same guess).
    #expect(
      try said(
        email + "required: true\n" + on("macos", "appkit-search"), on: .macos,
        reader: "voiceover-macos", script: "press Tab")
        == ["ada@, Email, search text field, required"])
    #expect(
      try said(
        email + "required: true\n" + on("macos", "appkit-search"), on: .macos,
        reader: "voiceover-macos", settings: ["order": "labelFirst"], script: "press Tab")
        == ["Email, ada@, search text field, required"])
  }

  @Test("iOS and Android refuse required: they have no property for it")
  func touchPlatformsRefuse() {
    for (platform, variant, name) in [
      ("ios", "uikit", "UITextField"), ("android", "edittext", "EditText"),
    ] {
      do {
        _ = try ComponentLoader.parse(
          "control: text-field\nrequired: true\n" + on(platform, variant), source: "test.yml")
        Issue.record("required on \(variant) was accepted")
      } catch {
        #expect(
          "\(error)".hasPrefix("test.yml:2:1: error: required on "),
          "\(error)")
        #expect(
          "\(error)".hasSuffix(
            "\(name) has no property that marks a field required (neither UIKit nor Android's "
              + "AccessibilityNodeInfo has one): say it in the label (\"Email, required\") or "
              + "under accessibility: hint"),
          "\(error)")
      }
    }
  }
}
