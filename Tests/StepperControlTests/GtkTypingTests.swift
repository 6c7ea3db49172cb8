import StepperControl
import Testing

@testable import Controls

/// Typing into a numeric GtkSpinButton decides each keystroke from a few facts about the text,
/// not from a copy of it (issue 10: 20,000 typed digits took 67 s, 40,000 took 246 s).
@Suite("GTK numeric typing")
struct GtkTypingTests {
  @Test("Keystroke by keystroke, the same decisions as inserting at the end")
  func sameAsInsert() {
    var seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: seed >> 33) % bound
    }
    let keys: [Character] = ["0", "5", "9", "-", "+", ".", "a", " ", "1\u{301}", "٣", "e"]
    for _ in 0..<2000 {
      let digits = next(5) - 1
      var typing = GtkSpinText.NumericTyping(digits: digits)
      var text = ""
      for _ in 0..<next(12) {
        let key = keys[next(keys.count)]
        let expected: GtkSpinText.InsertionRejection?
        switch GtkSpinText.insert(
          String(key), into: text, at: text.count, digits: digits, numeric: true)
        {
        case .accepted(let newText, _):
          text = newText
          expected = nil
        case .rejected(let why): expected = why
        }
        #expect(typing.type(key) == expected, "\(text.debugDescription) + \(key), digits \(digits)")
        #expect(typing.text == text)
      }
    }
  }

  @Test("100,000 digits typed into a numeric GtkSpinButton")
  func longText() throws {
    var stepper = try makeStepper(.gtkSpinButton) {
      $0.numeric = true
      $0.digits = 2
    }
    let events = stepper.type(String(repeating: "7", count: 100_000) + ".123")
    // Counts and ends, so that a failure prints a line, not the text.
    let text = stepper.fieldText ?? ""
    #expect(text.count == 100_003)
    #expect(text.hasSuffix("77.12"))
    #expect(text.allSatisfy { $0 == "7" || $0 == "." || $0 == "1" || $0 == "2" })
    #expect(
      EventText.render(events, includeIgnored: true).filter { $0.contains("rejected") } == [
        "0.00s ignored: numeric: \"3\" rejected (tooManyFractionDigits)"
      ])
  }
}
