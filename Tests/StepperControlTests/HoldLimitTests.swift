import Core
import StepperControl
import Testing

@testable import Controls

/// Long holds (issue 10: `hold increment 100000s` on a wrapping stepper ran for minutes and
/// grew memory without bound). A hold that keeps changing the value stops at
/// ``HoldLimitError/repeatLimit`` repeats with an error; a hold stalled at a limit costs nothing,
/// however long.
@Suite("Hold limits")
struct HoldLimitTests {
  @Test("A wrapping UIStepper held for 24 hours: the limit, and the longest hold within it")
  func wrappingHold() throws {
    var stepper = try makeStepper(.uikit) { $0.wraps = true }
    // The first repeat at 0.5 s, every 0.5 s to 2 s, then every 0.1 s: the 10,000th comes at
    // 1001.6 s, so 1001.7 s is the longest hold that stays within the limit.
    let expected = HoldLimitError(part: .increment, longestHold: .init(milliseconds: 1_001_700))
    #expect(throws: expected) { try stepper.hold(.increment, for: .seconds(86_400)) }
    #expect(
      expected.description
        == "holding the increment button that long auto-repeats it more than 10000 times, "
        + "a11ysim's limit for one hold; hold it for at most 1001.7s")
    // The button was released; a hold within the limit works.
    #expect(stepper.heldPart == nil)
    var fresh = try makeStepper(.uikit) { $0.wraps = true }
    let events = try fresh.hold(.increment, for: .init(milliseconds: 1_001_700))
    #expect(
      events.filter { if case .valueChanged = $0.kind { true } else { false } }.count == 10_001)
    #expect(fresh.holdLimitReached == nil)
  }

  @Test("An unbounded stepper (maximum .inf) stops at the limit too")
  func unboundedHold() throws {
    var stepper = try makeStepper(.uikit) { $0.maximum = .infinity }
    #expect(throws: HoldLimitError(part: .increment, longestHold: .init(milliseconds: 1_001_700))) {
      try stepper.hold(.increment, for: .seconds(3600))
    }
  }

  @Test("A NumberPicker stalled at its maximum for 24 hours: two events, the clock at the end")
  func stalledHold() throws {
    var stepper = try makeStepper(.numberpicker) {
      $0.value = 9
      $0.maximum = 10
      $0.wraps = false
    }
    let events = try stepper.hold(.increment, for: .seconds(86_400))
    #expect(
      EventText.render(events, includeIgnored: true) == [
        "0.40s value 9→10 (auto-repeat increment)",
        "0.70s ignored: the value is already at the maximum (10)",
      ])
    #expect(stepper.now.milliseconds == 86_400_000)
    #expect(stepper.holdLimitReached == nil)
  }

  @Test("Stalled repeats are skipped to the same last repeat as firing them one by one")
  func stalledSkipKeepsTheSchedule() throws {
    var stepper = try makeStepper(.numberpicker) {
      $0.value = 10
      $0.maximum = 10
      $0.wraps = false
    }
    let schedule = try #require(stepper.behaviour.repeatSchedule)
    let end = SimulatedInstant(milliseconds: 86_400_000)
    // The schedule by hand: the repeat times before the end, the last of which the clock
    // stops at when the caller looks at the control between repeats.
    var last = SimulatedInstant.zero
    var next = SimulatedInstant.zero.advanced(by: schedule.firstDelay)
    while next < end {
      last = next
      next = next.advanced(by: schedule.interval(afterHolding: next.duration(since: .zero)))
    }
    _ = stepper.press(.increment)
    var calls = 0
    while stepper.advanceToNextRepeat(before: end) != nil { calls += 1 }
    #expect(stepper.now == last)
    // The first repeat, its note, and then one call skips the rest.
    #expect(calls == 2)
    #expect(EventText.render(stepper.advance(by: end.duration(since: stepper.now))) == [])
    #expect(stepper.now == end)
  }
}
