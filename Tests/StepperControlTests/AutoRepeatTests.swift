import Controls
import Core
import StepperControl
import Testing

/// Long presses on the simulated clock: each variant's repeat schedule, GTK's climb rate, and
/// `continuous` deciding when value-changed events are sent.
@Suite("Auto-repeat")
struct AutoRepeatTests {
  /// The times (in ms) of the value changes in `events`.
  private func changeTimes(_ events: [ControlEvent]) -> [Int] {
    events.compactMap {
      if case .valueChanged = $0.kind { return $0.time.milliseconds }
      return nil
    }
  }

  @Test("UIKit: a step on touch-down, repeats every 0.5 s, then every 0.1 s after 2 s (seed 000)")
  func uikitSchedule() throws {
    var stepper = try makeStepper(.uikit)
    let events = try stepper.hold(.increment, for: .seconds(3))
    #expect(
      changeTimes(events) == [
        0, 500, 1000, 1500, 2000, 2100, 2200, 2300, 2400, 2500, 2600, 2700, 2800, 2900,
      ])
    #expect(stepper.number == 14)
    #expect(stepper.now.milliseconds == 3000)
    #expect(stepper.heldPart == nil)
  }

  @Test("AppKit: a step on mouse-down, the first repeat after 0.5 s, then 10 per second")
  func appkitSchedule() throws {
    var stepper = try makeStepper(.appkit)
    #expect(
      changeTimes(try stepper.hold(.increment, for: .seconds(1))) == [0, 500, 600, 700, 800, 900])
  }

  @Test("GTK: a step on press, the first repeat after 500 ms, then every 50 ms")
  func gtkSchedule() throws {
    var stepper = try makeStepper(.gtkSpinButton)
    #expect(
      changeTimes(try stepper.hold(.increment, for: .seconds(1))) == [
        0, 500, 550, 600, 650, 700, 750, 800, 850, 900, 950,
      ])
    #expect(stepper.number == 11)
  }

  @Test("GTK climb rate: from the 2nd repeat, every 6th repeat grows the step by climb_rate")
  func gtkClimbRate() throws {
    var stepper = try makeStepper(.gtkSpinButton) { $0.climbRate = 1 }
    let values = try stepper.hold(.increment, for: .seconds(1)).compactMap { event -> Double? in
      if case .valueChanged(_, let to, _) = event.kind { return to.numeric }
      return nil
    }
    #expect(values == [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14])
    // A new press starts again from step_increment.
    _ = try stepper.hold(.increment, for: .seconds(0.6))
    #expect(stepper.number == 17)
  }

  @Test("WinUI RepeatButton: Click on press, Delay 500 ms, Interval 33 ms")
  func numberBoxRepeatButton() throws {
    var stepper = try makeStepper(.numberbox) {
      $0.value = 0
      $0.minimum = 0
      $0.maximum = 100
      $0.spinButtonPlacement = .inline
    }
    let times = changeTimes(try stepper.hold(.increment, for: .seconds(1)))
    #expect(times == [0] + (0...15).map { 500 + 33 * $0 })
    #expect(stepper.number == 17)
  }

  @Test("NumberPicker: a tap steps on release; a long press repeats after 400 ms, every 300 ms")
  func numberPicker() throws {
    var stepper = try makeStepper(.numberpicker) { $0.maximum = 100 }
    #expect(EventText.render(stepper.tap(.increment)) == ["0.00s value 0→1 (increment)"])
    let events = try stepper.hold(.increment, for: .seconds(1))
    #expect(
      EventText.render(events) == [
        "0.40s value 1→2 (auto-repeat increment)", "0.70s value 2→3 (auto-repeat increment)",
      ])
  }

  @Test("Material: no auto-repeat by default; the click comes on release, however long held")
  func materialClickOnRelease() throws {
    var stepper = try makeStepper(.material)
    #expect(
      EventText.render(try stepper.hold(.increment, for: .seconds(3))) == [
        "3.00s value 0→1 (increment)", "3.00s decrement enabled",
      ])
  }

  @Test("Material with autorepeat on uses Android's long-press timing")
  func materialAutorepeat() throws {
    var stepper = try makeStepper(.material) { $0.autorepeat = true }
    #expect(changeTimes(try stepper.hold(.increment, for: .seconds(1))) == [400, 700])
  }

  @Test("UIKit with autorepeat off steps once however long the press")
  func autorepeatOff() throws {
    var stepper = try makeStepper(.uikit) { $0.autorepeat = false }
    #expect(changeTimes(try stepper.hold(.increment, for: .seconds(3))) == [0])
    #expect(stepper.number == 1)
  }

  @Test("continuous off: the value moves during the hold, one event comes on release")
  func nonContinuous() throws {
    var stepper = try makeStepper(.uikit) { $0.continuous = false }
    let events = try stepper.hold(.increment, for: .seconds(1.2))
    #expect(
      EventText.render(events) == [
        "0.00s decrement enabled", "1.20s value 0→3 (release increment)",
      ])
    #expect(EventText.render(stepper.tap(.increment)) == ["1.20s value 3→4 (increment)"])
  }

  @Test("A hold that reaches the limit disables its button and stops repeating")
  func holdStopsAtLimit() throws {
    var stepper = try makeStepper(.uikit) {
      $0.value = 8
      $0.maximum = 10
    }
    let events = try stepper.hold(.increment, for: .seconds(3))
    #expect(
      EventText.render(events, includeIgnored: true) == [
        "0.00s value 8→9 (increment)", "0.50s value 9→10 (auto-repeat increment)",
        "0.50s increment disabled",
        "0.50s ignored: the increment button is disabled; the hold stops repeating",
      ])
  }

  @Test("Waiting moves the clock and, with nothing held, changes nothing")
  func waiting() throws {
    var stepper = try makeStepper(.uikit)
    #expect(stepper.advance(by: .seconds(1.5)).isEmpty)
    #expect(stepper.now.milliseconds == 1500)
  }
}
