import Controls
import Core
import Testing

/// The note that a key did nothing because keyboard focus was elsewhere: its words, and the
/// typed cause a reader's run acts on (it no longer reads the words to find out).
@Suite("Keyboard focus elsewhere: the note and its cause")
struct KeyboardFocusElsewhereTests {
  @Test("The note names the key and the control, and carries its cause")
  func note() {
    let kind = KeyboardFocusElsewhere.ignored(KeyChord(.space), noun: "switch")
    #expect(
      kind
        == .inputIgnored(
          "Space does nothing: keyboard focus is not on the switch", cause: .keyboardFocusElsewhere)
    )
    // The same words with no cause are a different event: the cause is what is acted on.
    #expect(kind != .inputIgnored("Space does nothing: keyboard focus is not on the switch"))
  }
}
