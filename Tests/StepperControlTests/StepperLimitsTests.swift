import Controls
import Core
import StepperControl
import Testing

/// Stepping, clamping, wrapping and the buttons' enabled state at the limits (seed 000 state
/// tables; gtkspinbutton.c; NumberBox.cpp UpdateSpinButtonEnabled; NumberPicker.java).
@Suite("Limits and wrapping")
struct StepperLimitsTests {
  @Test("Tapping steps by the step and disables the button at the maximum")
  func clampAndDisable() throws {
    var stepper = try makeStepper(.uikit) {
      $0.value = 9
      $0.maximum = 10
    }
    #expect(
      EventText.render(stepper.tap(.increment)) == [
        "0.00s value 9→10 (increment)", "0.00s increment disabled",
      ])
    #expect(!stepper.isEnabled(.increment))
    #expect(
      EventText.render(stepper.tap(.increment), includeIgnored: true) == [
        "0.00s ignored: the increment button is disabled at the maximum"
      ])
    #expect(stepper.number == 10)
    #expect(
      EventText.render(stepper.tap(.decrement)) == [
        "0.00s value 10→9 (decrement)", "0.00s increment enabled",
      ])
  }

  @Test("The app sets the value: clamped into the range, buttons updated, cause 'set by the app'")
  func appSetsValue() throws {
    var stepper = try makeStepper(.gtkSpinButton) {
      $0.value = 2
      $0.maximum = 10
    }
    #expect(EventText.render(stepper.setByApp(.number(7))) == ["0.00s value 2→7 (set by the app)"])
    #expect(stepper.fieldText == "7")
    #expect(
      EventText.render(stepper.setByApp(.number(50)), includeIgnored: true) == [
        "0.00s ignored: the app's 50 is outside the range; clamped to 10",
        "0.00s value 7→10 (set by the app)", "0.00s increment disabled",
      ])
    #expect(
      EventText.render(stepper.setByApp(.number(10)), includeIgnored: true) == [
        "0.00s ignored: the value is already 10"
      ])
  }

  @Test("The decrement button starts disabled at the minimum")
  func startsDisabledAtMinimum() throws {
    let stepper = try makeStepper(.uikit)
    #expect(!stepper.isEnabled(.decrement) && stepper.isEnabled(.increment))
  }

  @Test(
    "Wrapping goes from the maximum to the minimum and back, and keeps both buttons enabled",
    arguments: [StepperVariant.uikit, .appkit, .material, .numberbox])
  func wrapsToOppositeEnd(variant: StepperVariant) throws {
    var stepper = try makeStepper(variant) {
      $0.value = 10
      $0.minimum = 0
      $0.maximum = 10
      $0.wraps = true
      $0.spinButtonPlacement = .inline
    }
    #expect(stepper.isEnabled(.increment) && stepper.isEnabled(.decrement))
    #expect(EventText.render(stepper.tap(.increment)) == ["0.00s value 10→0 (increment)"])
    #expect(EventText.render(stepper.tap(.decrement)) == ["0.00s value 0→10 (decrement)"])
  }

  @Test("A step that overshoots wraps straight to the other end on UIKit and NumberBox")
  func overshootWraps() throws {
    var uikit = try makeStepper(.uikit) {
      $0.value = 9
      $0.maximum = 10
      $0.step = 3
      $0.wraps = true
    }
    #expect(EventText.render(uikit.tap(.increment)) == ["0.00s value 9→0 (increment)"])
    var box = try makeStepper(.numberbox) {
      $0.value = 1
      $0.minimum = 0
      $0.maximum = 10
      $0.step = 3
      $0.wraps = true
      $0.spinButtonPlacement = .inline
    }
    #expect(EventText.render(box.tap(.decrement)) == ["0.00s value 1→10 (decrement)"])
  }

  @Test("GTK stops at the end first, and wraps only from exactly the end")
  func gtkClampThenWrap() throws {
    var stepper = try makeStepper(.gtkSpinButton) {
      $0.value = 9
      $0.maximum = 10
      $0.step = 3
      $0.wraps = true
    }
    #expect(EventText.render(stepper.tap(.increment)) == ["0.00s value 9→10 (increment)"])
    #expect(EventText.render(stepper.tap(.increment)) == ["0.00s value 10→0 (increment)"])
    #expect(EventText.render(stepper.tap(.decrement)) == ["0.00s value 0→10 (decrement)"])
  }

  @Test("GTK without wrap makes the button insensitive at the end")
  func gtkInsensitive() throws {
    var stepper = try makeStepper(.gtkSpinButton) { $0.value = 99 }
    #expect(
      EventText.render(stepper.tap(.increment)) == [
        "0.00s value 99→100 (increment)", "0.00s increment disabled",
      ])
  }

  @Test("NumberPicker wraps only with at least four values (max − min ≥ 3)")
  func numberPickerWrapSpan() throws {
    var narrow = try makeStepper(.numberpicker) {
      $0.value = 2
      $0.maximum = 2
    }
    #expect(!narrow.wraps)
    #expect(EventText.render(narrow.tap(.increment)) == [])
    #expect(narrow.value == .number(2))
    var wide = try makeStepper(.numberpicker) {
      $0.value = 3
      $0.maximum = 3
    }
    #expect(wide.wraps)
    #expect(EventText.render(wide.tap(.increment)) == ["0.00s value 3→0 (increment)"])
  }

  @Test("NumberPicker's areas never become disabled; a tap at the end does nothing")
  func numberPickerNeverDisables() throws {
    var stepper = try makeStepper(.numberpicker) {
      $0.value = 5
      $0.maximum = 5
      $0.wraps = false
    }
    #expect(stepper.isEnabled(.increment))
    #expect(
      EventText.render(stepper.tap(.increment), includeIgnored: true) == [
        "0.00s ignored: the value is already at the maximum (5)"
      ])
  }

  @Test("A disabled control ignores every input and all its parts are disabled")
  func disabledControl() throws {
    var stepper = try makeStepper(.gtkSpinButton) {
      $0.value = 5
      $0.isEnabled = false
    }
    for part in Stepper.partIDs { #expect(!stepper.isEnabled(part)) }
    var events = try stepper.tap(.increment) + stepper.hold(.increment, for: .seconds(2))
    events += stepper.focus(.field) + stepper.pressKey(KeyChord(.up)) + stepper.type("7")
    events += stepper.scroll(clicks: 3)
    #expect(EventText.render(events) == [])
    #expect(events.allSatisfy(\.isIgnoredInput) && !events.isEmpty)
    #expect(stepper.number == 5)
  }

  @Test("NumberBox: both spin buttons disabled while the value is NaN, and no step from NaN")
  func numberBoxNaN() throws {
    var stepper = try makeStepper(.numberbox) { $0.spinButtonPlacement = .inline }
    #expect(!stepper.isEnabled(.increment) && !stepper.isEnabled(.decrement))
    _ = stepper.focus(.field)
    #expect(
      EventText.render(stepper.pressKey(KeyChord(.up)), includeIgnored: true) == [
        "0.00s ignored: a WinUI NumberBox with no value does not step"
      ])
    #expect(stepper.number.isNaN && stepper.fieldText == "")
  }

  @Test("NumberBox in ValidationMode Disabled keeps its buttons and steps past the bounds")
  func numberBoxValidationDisabled() throws {
    var stepper = try makeStepper(.numberbox) {
      $0.value = 10
      $0.minimum = 0
      $0.maximum = 10
      $0.spinButtonPlacement = .inline
      $0.validationMode = .disabled
    }
    #expect(stepper.isEnabled(.increment))
    #expect(EventText.render(stepper.tap(.increment)) == ["0.00s value 10→11 (increment)"])
  }

  @Test("NumberBox with hidden spin buttons has no buttons to press")
  func numberBoxHiddenButtons() throws {
    var stepper = try makeStepper(.numberbox) { $0.value = 1 }
    #expect(stepper.behaviour.parts == [.field])
    #expect(
      EventText.render(stepper.tap(.increment), includeIgnored: true) == [
        "0.00s ignored: the WinUI NumberBox has no increment button here"
      ])
  }

  @Test("Decimal steps never drift: 0.1 + 0.2 is 0.3, and 100 taps of 0.1 reach exactly 10")
  func decimalSteps() throws {
    var stepper = try makeStepper(.uikit) { $0.step = 0.1 }
    let events = stepper.tap(.increment) + stepper.tap(.increment) + stepper.tap(.increment)
    #expect(
      EventText.render(events) == [
        "0.00s value 0→0.1 (increment)", "0.00s decrement enabled",
        "0.00s value 0.1→0.2 (increment)", "0.00s value 0.2→0.3 (increment)",
      ])
    #expect(stepper.number == 0.3)
    for _ in 3..<100 { _ = stepper.tap(.increment) }
    #expect(stepper.number == 10)
    var fiori = try makeStepper(.fiori) {
      $0.step = 0.25
      $0.value = 0.5
    }
    _ = fiori.tap(.decrement)
    _ = fiori.tap(.decrement)
    #expect(fiori.value == .number(0) && !fiori.isEnabled(.decrement))
  }
}
