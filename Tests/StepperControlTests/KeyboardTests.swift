import Controls
import Core
import StepperControl
import Testing

/// Keys, focus and the scroll wheel per variant (seed 000 behaviour tables; seed 004's keyboard
/// criteria; NumberBox.cpp, gtkspinbutton.c and NumberPicker.java for the details).
@Suite("Keys, focus and wheel")
struct KeyboardTests {
  private func press(_ stepper: inout Stepper, _ keys: String...) -> [String] {
    keys.flatMap { name -> [String] in
      let parts = name.split(separator: "+").map(String.init)
      guard let key = Key(named: parts.last ?? "") else {
        Issue.record("unknown key in test: \(name)")
        return []
      }
      let modifiers = parts.dropLast().compactMap(KeyModifier.init(named:))
      return EventText.render(stepper.pressKey(KeyChord(key, modifiers: modifiers)))
    }
  }

  @Test("NumberBox: Up/Down by SmallChange, PageUp/PageDown by LargeChange")
  func numberBoxKeys() throws {
    var stepper = try makeStepper(.numberbox) {
      $0.value = 50
      $0.minimum = 0
      $0.maximum = 100
    }
    #expect(EventText.render(stepper.focus(.field)) == ["0.00s focus outside→field"])
    #expect(
      press(&stepper, "Up", "PageUp", "Down", "PageDown", "PageDown") == [
        "0.00s value 50→51 (key Up)", "0.00s value 51→61 (key PageUp)",
        "0.00s value 61→60 (key Down)", "0.00s value 60→50 (key PageDown)",
        "0.00s value 50→40 (key PageDown)",
      ])
    #expect(press(&stepper, "Home", "End") == [])
  }

  @Test(
    "GTK: Up/Down step, PageUp/PageDown page, Ctrl+PageUp/Ctrl+End and Ctrl+PageDown/Ctrl+Home to the ends"
  )
  func gtkKeys() throws {
    var stepper = try makeStepper(.gtkSpinButton) { $0.value = 50 }
    _ = stepper.focus(.field)
    #expect(
      press(&stepper, "Up", "PageDown", "Ctrl+PageUp", "Ctrl+Home", "Ctrl+End", "Ctrl+PageDown")
        == [
          "0.00s value 50→51 (key Up)", "0.00s value 51→41 (key PageDown)",
          "0.00s value 41→100 (key Ctrl+PageUp)", "0.00s increment disabled",
          "0.00s value 100→0 (key Ctrl+Home)", "0.00s decrement disabled",
          "0.00s increment enabled",
          "0.00s value 0→100 (key Ctrl+End)", "0.00s decrement enabled", "0.00s increment disabled",
          "0.00s value 100→0 (key Ctrl+PageDown)", "0.00s decrement disabled",
          "0.00s increment enabled",
        ])
    // Plain Home/End move the caret in the entry; Up at the maximum is silent (Orca's test).
    #expect(press(&stepper, "Home", "End") == [])
  }

  @Test("The GTK spin button's buttons never take focus")
  func gtkButtonsNotFocusable() throws {
    var stepper = try makeStepper(.gtkSpinButton)
    #expect(
      EventText.render(stepper.focus(.increment), includeIgnored: true) == [
        "0.00s ignored: the GtkSpinButton's increment does not take keyboard focus"
      ])
    #expect(stepper.behaviour.focusOrder == [.field])
  }

  @Test("AppKit: Up and Down step the focused stepper")
  func appkitKeys() throws {
    var stepper = try makeStepper(.appkit) { $0.value = 5 }
    _ = stepper.focus(.control)
    #expect(
      press(&stepper, "Up", "Down", "Down") == [
        "0.00s value 5→6 (key Up)", "0.00s value 6→5 (key Down)", "0.00s value 5→4 (key Down)",
      ])
  }

  @Test("NumberPicker: DPAD Down increments and DPAD Up decrements (the wheel turns)")
  func numberPickerKeys() throws {
    var stepper = try makeStepper(.numberpicker) {
      $0.maximum = 9
      $0.value = 4
    }
    _ = stepper.focus(.field)
    #expect(
      press(&stepper, "Down", "Up", "Up") == [
        "0.00s value 4→5 (key Down)", "0.00s value 5→4 (key Up)", "0.00s value 4→3 (key Up)",
      ])
  }

  @Test("iOS: Tab and arrows move focus between the segments, Space activates, Enter does not")
  func iosKeyboard() throws {
    var stepper = try makeStepper(.uikit) {
      $0.value = 0
      $0.maximum = 10
    }
    // Tab from outside enters the control; the decrement segment is disabled at the minimum,
    // so Tab skips it.
    #expect(press(&stepper, "Tab") == ["0.00s focus outside→increment"])
    #expect(
      press(&stepper, "Space", "Enter") == [
        "0.00s value 0→1 (increment)", "0.00s decrement enabled",
      ])
    #expect(
      press(&stepper, "Shift+Tab", "Tab", "Ctrl+Tab") == [
        "0.00s focus increment→decrement", "0.00s focus decrement→increment",
        "0.00s focus increment→outside",
      ])
  }

  @Test("Android: Space and Enter both activate a focused button")
  func androidActivation() throws {
    var stepper = try makeStepper(.material) { $0.value = 5 }
    _ = stepper.focus(.increment)
    #expect(
      press(&stepper, "Space", "Enter") == [
        "0.00s value 5→6 (increment)", "0.00s value 6→7 (increment)",
      ])
  }

  @Test("Fiori follows its host: Enter activates on Android but not on iOS")
  func fioriActivation() throws {
    var android = try makeStepper(.fiori, on: .android) { $0.value = 5 }
    _ = android.focus(.increment)
    #expect(press(&android, "Enter") == ["0.00s value 5→6 (increment)"])
    var ios = try makeStepper(.fiori, on: .ios) { $0.value = 5 }
    _ = ios.focus(.increment)
    #expect(press(&ios, "Enter") == [])
    #expect(press(&ios, "Space") == ["0.00s value 5→6 (increment)"])
    #expect(ios.behaviour.focusOrder == [.decrement, .field, .increment])
  }

  @Test("Keys do nothing while focus is outside the control")
  func noFocus() throws {
    var stepper = try makeStepper(.numberbox) { $0.value = 1 }
    #expect(
      EventText.render(stepper.pressKey(KeyChord(.up)), includeIgnored: true) == [
        "0.00s ignored: Up does nothing: keyboard focus is not on the stepper"
      ])
  }

  @Test("NumberBox: the wheel steps by SmallChange only while the box has focus")
  func numberBoxWheel() throws {
    var stepper = try makeStepper(.numberbox) { $0.value = 3 }
    #expect(EventText.render(stepper.scroll(clicks: 1)) == [])
    _ = stepper.focus(.field)
    #expect(
      EventText.render(stepper.scroll(clicks: 2) + stepper.scroll(clicks: -1)) == [
        "0.00s value 3→4 (scroll)", "0.00s value 4→5 (scroll)", "0.00s value 5→4 (scroll)",
      ])
  }

  @Test("GTK: the wheel steps and takes focus; AdwSpinRow turns the wheel off")
  func gtkWheel() throws {
    var spin = try makeStepper(.gtkSpinButton) { $0.value = 3 }
    #expect(
      EventText.render(spin.scroll(clicks: -1)) == [
        "0.00s focus outside→field", "0.00s value 3→2 (scroll)",
      ])
    var row = try makeStepper(.adwSpinRow) { $0.value = 3 }
    #expect(EventText.render(row.scroll(clicks: 1)) == [])
    #expect(row.value == .number(3))
  }
}
