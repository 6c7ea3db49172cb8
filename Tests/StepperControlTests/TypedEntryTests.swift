import Controls
import Core
import StepperControl
import Testing

/// Typing a value: NumberBox validation and expressions (NumberBox.cpp, NumberBoxParser.cpp),
/// GTK's numeric filter, update policy and snapping (gtkspinbutton.c), Fiori's error message
/// (seed 003; wording from sap.m.StepInput), NumberPicker's input filter.
@Suite("Typed entry")
struct TypedEntryTests {
  private func numberBox(_ change: (inout StepperConfiguration) -> Void = { _ in }) throws
    -> Stepper
  {
    try makeStepper(.numberbox) {
      $0.value = 5
      $0.minimum = 0
      $0.maximum = 10
      change(&$0)
    }
  }

  @Test("NumberBox: Enter commits, an out-of-range value is clamped (InvalidInputOverwritten)")
  func numberBoxCommitClamps() throws {
    var stepper = try numberBox()
    let events = stepper.type("42") + stepper.pressKey(KeyChord(.enter))
    #expect(
      EventText.render(events) == [
        "0.00s focus outside→field", "0.00s edited 42", "0.00s committed 42=10",
        "0.00s value 5→10 (typed text)",
      ])
    #expect(stepper.fieldText == "10")
  }

  @Test("NumberBox: invalid text reverts to the last valid value")
  func numberBoxInvalidReverts() throws {
    var stepper = try numberBox()
    let events = stepper.type("abc") + stepper.pressKey(KeyChord(.enter))
    #expect(EventText.render(events).suffix(2) == ["0.00s edited abc", "0.00s reverted 5"])
    #expect(stepper.number == 5 && stepper.fieldText == "5")
  }

  @Test("NumberBox: ValidationMode Disabled leaves invalid text and does not clamp")
  func numberBoxValidationDisabled() throws {
    var stepper = try numberBox { $0.validationMode = .disabled }
    var events = stepper.type("abc") + stepper.pressKey(KeyChord(.enter))
    #expect(EventText.render(events).last == "0.00s rejected abc: not a number; left for the app")
    #expect(stepper.fieldText == "abc" && stepper.number == 5)
    events = stepper.type("42") + stepper.pressKey(KeyChord(.enter))
    #expect(stepper.number == 42)
  }

  @Test("NumberBox: Escape puts the text back; focus loss commits")
  func numberBoxEscapeAndBlur() throws {
    var stepper = try numberBox()
    var events = stepper.type("7") + stepper.pressKey(KeyChord(.escape))
    #expect(EventText.render(events).last == "0.00s reverted 5")
    #expect(stepper.number == 5)
    events = stepper.type("7") + stepper.focus(nil)
    #expect(
      EventText.render(events).suffix(3) == [
        "0.00s committed 7=7", "0.00s value 5→7 (typed text)", "0.00s focus field→outside",
      ])
  }

  @Test("NumberBox: empty text makes the value NaN")
  func numberBoxEmpty() throws {
    var stepper = try numberBox()
    _ = stepper.type("")
    _ = stepper.pressKey(KeyChord(.enter))
    #expect(stepper.number.isNaN && stepper.fieldText == "")
  }

  @Test(
    "NumberBox with AcceptsExpression evaluates + - * / ^ with precedence",
    arguments: [("2^3", 8.0), ("1+2*3", 7), ("(1+2)*3", 9), ("10/4", 2.5), ("2^3^2", 64)])
  func numberBoxExpressions(text: String, expected: Double) throws {
    var stepper = try numberBox {
      $0.maximum = 100
      $0.acceptsExpression = true
    }
    _ = stepper.type(text)
    _ = stepper.pressKey(KeyChord(.enter))
    #expect(stepper.number == expected)
  }

  @Test("NumberBox without AcceptsExpression treats an expression as invalid")
  func numberBoxExpressionOff() throws {
    var stepper = try numberBox()
    _ = stepper.type("2^3")
    #expect(EventText.render(stepper.pressKey(KeyChord(.enter))) == ["0.00s reverted 5"])
  }

  @Test("NumberBox: a NumberFormatter decides the shown text")
  func numberBoxFormatter() throws {
    var stepper = try numberBox {
      $0.step = 0.25
      $0.numberFormat = NumberFormat(kind: .decimal, integerDigits: 1, fractionDigits: 2)
    }
    #expect(stepper.fieldText == "5.00")
    _ = stepper.focus(.field)
    _ = stepper.pressKey(KeyChord(.up))
    #expect(stepper.fieldText == "5.25")
    var money = try numberBox { $0.numberFormat = .currency("USD") }
    #expect(money.fieldText == "$5.00")
    _ = money.type("$7.50")
    _ = money.pressKey(KeyChord(.enter))
    #expect(money.value == .number(7.5) && money.fieldText == "$7.50")
  }

  @Test("GTK numeric: characters that cannot be part of a number are refused as typed")
  func gtkNumeric() throws {
    var stepper = try makeStepper(.gtkSpinButton) { $0.numeric = true }
    let events = stepper.type("1a2.5")
    #expect(
      EventText.render(events, includeIgnored: true) == [
        "0.00s focus outside→field",
        "0.00s ignored: numeric: \"a\" rejected (invalidCharacter(\"a\"))",
        "0.00s ignored: numeric: \".\" rejected (decimalPointNotAllowed)",
        "0.00s edited 125",
      ])
  }

  @Test("GTK update policy: Always clamps, IfValid keeps the old value")
  func gtkUpdatePolicy() throws {
    var always = try makeStepper(.gtkSpinButton) { $0.value = 5 }
    _ = always.type("150")
    #expect(
      EventText.render(always.pressKey(KeyChord(.enter))) == [
        "0.00s committed 150=100", "0.00s value 5→100 (typed text)", "0.00s increment disabled",
      ])
    var ifValid = try makeStepper(.gtkSpinButton) {
      $0.value = 5
      $0.updatePolicy = .ifValid
    }
    _ = ifValid.type("150")
    #expect(EventText.render(ifValid.pressKey(KeyChord(.enter))) == ["0.00s reverted 5"])
    #expect(ifValid.value == .number(5))
  }

  @Test("GTK: snap_to_ticks snaps typed values to the step from the lower bound; digits format")
  func gtkSnapAndDigits() throws {
    var stepper = try makeStepper(.gtkSpinButton) {
      $0.step = 5
      $0.snapToTicks = true
    }
    _ = stepper.type("12")
    _ = stepper.pressKey(KeyChord(.enter))
    #expect(stepper.number == 10)
    _ = stepper.type("12.5")
    _ = stepper.pressKey(KeyChord(.enter))
    #expect(stepper.number == 15)
    let twoDigits = try makeStepper(.gtkSpinButton) {
      $0.value = 75
      $0.digits = 2
    }
    #expect(twoDigits.fieldText == "75.00")
  }

  @Test("Fiori: an out-of-range value shows the error message and keeps the old value")
  func fioriOutOfRange() throws {
    var stepper = try makeStepper(.fiori) {
      $0.value = 5
      $0.maximum = 10
    }
    _ = stepper.type("12")
    #expect(
      EventText.render(stepper.pressKey(KeyChord(.enter))) == [
        "0.00s rejected 12: Enter a number with a maximum value of 10"
      ])
    #expect(stepper.number == 5)
    _ = stepper.type("-1")
    #expect(
      EventText.render(stepper.focus(nil)) == [
        "0.00s rejected -1: Enter a number with a minimum value of 0",
        "0.00s focus field→outside",
      ])
    var custom = try makeStepper(.fiori) {
      $0.value = 5
      $0.maximum = 10
      $0.errorMessage = "Pick {minimum} to {maximum} attendees"
    }
    _ = custom.type("11")
    #expect(
      EventText.render(custom.pressKey(KeyChord(.enter))) == [
        "0.00s rejected 11: Pick 0 to 10 attendees"
      ])
  }

  @Test("Fiori with typedOutOfRange clamp: SAP's SwiftUI cell clamps without a message")
  func fioriClamp() throws {
    var stepper = try makeStepper(.fiori) {
      $0.value = 5
      $0.maximum = 10
      $0.typedOutOfRange = .clamp
    }
    _ = stepper.type("12")
    #expect(
      EventText.render(stepper.pressKey(KeyChord(.enter))) == [
        "0.00s committed 12=10", "0.00s value 5→10 (typed text)", "0.00s increment disabled",
      ])
  }

  @Test("NumberPicker: digits only, and never past the maximum's digits or value")
  func numberPickerFilter() throws {
    var stepper = try makeStepper(.numberpicker) { $0.maximum = 50 }
    #expect(
      EventText.render(stepper.type("7a"), includeIgnored: true).suffix(2) == [
        "0.00s ignored: \"a\" rejected: digits only", "0.00s edited 7",
      ])
    #expect(
      EventText.render(stepper.type("51"), includeIgnored: true).suffix(2) == [
        "0.00s ignored: \"1\" rejected: 51 is above the maximum", "0.00s edited 5",
      ])
    // The filter sees UTF-16 characters: a digit's combining mark is refused on its own, and
    // the digit stays (it was taken whole, mark and all, as a digit).
    #expect(
      EventText.render(stepper.type("1\u{301}2"), includeIgnored: true).suffix(2) == [
        "0.00s ignored: \"\\u{0301}\" rejected: digits only", "0.00s edited 12",
      ])
  }

  @Test("Variants without a field refuse typing")
  func noField() throws {
    var stepper = try makeStepper(.uikit)
    #expect(
      EventText.render(stepper.type("3"), includeIgnored: true) == [
        "0.00s ignored: the UIStepper has no text field to type into"
      ])
  }
}
