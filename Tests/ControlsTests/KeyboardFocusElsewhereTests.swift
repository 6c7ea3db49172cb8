import Controls
import Core
import Testing

/// The reason a key did nothing because keyboard focus was elsewhere, and the check a reader's
/// run uses to explain it further.
@Suite("Keyboard focus elsewhere: the reason and its recognition")
struct KeyboardFocusElsewhereTests {
  @Test("A reason ending with the control's noun is recognised; one explained further is not")
  func explains() {
    let reason = KeyboardFocusElsewhere.reason(KeyChord(.space), noun: "switch")
    #expect(reason == "Space does nothing: keyboard focus is not on the switch")
    #expect(KeyboardFocusElsewhere.explains(reason))
    // Already explained (a clause after ';'), no noun, or not this reason at all.
    #expect(!KeyboardFocusElsewhere.explains(reason + "; press Tab first"))
    #expect(!KeyboardFocusElsewhere.explains("Space does nothing: keyboard focus is not on the "))
    #expect(!KeyboardFocusElsewhere.explains("Space does nothing"))
    #expect(!KeyboardFocusElsewhere.explains(""))
    // The last occurrence decides, and text that is not ASCII is compared as it is.
    #expect(
      KeyboardFocusElsewhere.explains(
        "x: keyboard focus is not on the a; y: keyboard focus is not on the Schalter für Wi‑Fi"))
    #expect(
      !KeyboardFocusElsewhere.explains(
        "x: keyboard focus is not on the a: keyboard focus is not on the b; z"))
  }
}
