import Core
import Testing

@testable import Controls

/// The clock's arithmetic saturates instead of trapping, whatever a library caller passes.
@Suite struct SimulatedTimeTests {
  @Test("Adding or subtracting past the ends of Int stops at them")
  func saturates() {
    let late = SimulatedInstant(milliseconds: .max - 1)
    #expect(
      late.advanced(by: SimulatedDuration(milliseconds: 9_000_000_000_000_000_000))
        == .init(milliseconds: .max))
    #expect(
      SimulatedInstant(milliseconds: .min).advanced(by: SimulatedDuration(milliseconds: -1))
        == .init(milliseconds: .min))
    #expect(late.duration(since: SimulatedInstant(milliseconds: -10)).milliseconds == .max)
    #expect(
      SimulatedInstant(milliseconds: -10).duration(since: late).milliseconds == .min)
    #expect(late.duration(since: .zero).milliseconds == .max - 1)
  }

  @Test("Seconds beyond Int, infinite or NaN make a duration without trapping")
  func fromSeconds() {
    #expect(SimulatedDuration.seconds(1e300).milliseconds == .max)
    #expect(SimulatedDuration.seconds(-.infinity).milliseconds == .min)
    #expect(SimulatedDuration.seconds(.nan) == .zero)
    #expect(SimulatedDuration.seconds(1.2345).milliseconds == 1235)
  }

  @Test("The extremes print")
  func descriptions() {
    #expect(SimulatedDuration(milliseconds: .min).description == "-9223372036854775.81s")
    #expect(SimulatedDuration(milliseconds: .max).description == "9223372036854775.81s")
    #expect(SimulatedDuration(milliseconds: 1505).description == "1.51s")
    #expect(SimulatedDuration(milliseconds: -50).description == "-0.05s")
  }
}
