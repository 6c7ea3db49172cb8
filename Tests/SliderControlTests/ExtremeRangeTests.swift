import Accessibility
import Core
import Simulation
import TestSupport
import Testing

@testable import ScreenReaders

/// Sliders whose accepted settings are at the ends of what a number holds: a range wider than
/// the largest number, a value beyond Java's int, an empty range with a step. Each reader
/// adjusts them without trapping and speaks the percent as if the arithmetic were exact.
@Suite("Extreme slider ranges")
struct ExtremeRangeTests {
  func slider(_ variant: String, on platform: Platform, _ settings: String) -> String {
    "control: slider\nlabel: Volume\n" + settings
      + "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  @Test("VoiceOver adjusts a UISlider from -1e300 to 1e300: 60%, not a trap")
  func voiceOverHugeRange() throws {
    let run = try readerRun(
      slider("uikit", on: .ios, "minimum: -1e300\nmaximum: 1e300\nvalue: 0\n"), on: .ios,
      reader: "voiceover-ios", settings: ["hints": "off"], script: "swipe right; swipe up")
    #expect(run.transcript.map(\.text) == ["Volume: 50%. Adjustable.", "60%"])
    #expect(run.control.value == .number(2e299))
  }

  @Test("VoiceOver adjusts a UISlider from 0 to the largest number up to its maximum")
  func voiceOverLargestMaximum() throws {
    let run = try readerRun(
      slider("uikit", on: .ios, "minimum: 0\nmaximum: 1.7976931348623157e308\nvalue: 0\n"),
      on: .ios, reader: "voiceover-ios", settings: ["hints": "off"],
      script: "swipe right" + String(repeating: "; swipe up", count: 11))
    #expect(run.transcript.map(\.text).prefix(3) == ["Volume: 0%. Adjustable.", "10%", "20%"])
    #expect(run.transcript.last?.text == "100%")
    #expect(run.control.value == .number(1.7976931348623157e308))
  }

  @Test("A range wider than the largest number: 0 in -1.7e308…1.7e308 is 50%, not 0%")
  func percentOfOverflowingRange() throws {
    #expect(
      try said(
        slider("uikit", on: .ios, "minimum: -1.7e308\nmaximum: 1.7e308\nvalue: 0\n"), on: .ios,
        reader: "voiceover-ios", settings: ["hints": "off"], script: "swipe right")
        == ["Volume: 50%. Adjustable."])
    #expect(
      try said(
        slider("winui", on: .windows, "minimum: -1.7e308\nmaximum: 1.7e308\nvalue: 0\n"),
        on: .windows, reader: "narrator", settings: ["hints": "off"], script: "press Tab")
        == ["Volume, slider, 50%"])
    let states = ElementStates(
      range: ElementStates.RangeInfo(minimum: -1.7e308, maximum: 1.7e308, value: 0, kind: .float))
    #expect(states.percentOfRange == 50)
    // Orca's value ÷ width: the width overflows to infinity, so 0 ÷ ∞ is 0, as in Python.
    #expect(PercentArithmetic.orcaValueOverWidth.percent(of: states) == 0)
    // An infinite quotient saturates instead of trapping (Python's int() of it raises, and
    // Orca then says no percent: no slider shows such a range).
    let tiny = ElementStates(
      range: ElementStates.RangeInfo(minimum: 0, maximum: 1e-300, value: 1e300, kind: .float))
    #expect(PercentArithmetic.orcaValueOverWidth.percent(of: tiny) == .max)
    let empty = ElementStates(
      range: ElementStates.RangeInfo(minimum: 5, maximum: 5, value: 5, kind: .float))
    #expect(PercentArithmetic.orcaValueOverWidth.percent(of: empty) == nil)
  }

  @Test("TalkBack adjusts a SeekBar and a Compose slider from -1e300 to 1e300")
  func talkBackHugeRange() throws {
    #expect(
      try said(
        slider("seekbar", on: .android, "minimum: -1e300\nmaximum: 1e300\nvalue: 0\n"),
        on: .android, reader: "talkback", settings: ["hints": "off"],
        script: "swipe right; swipe up")
        == ["50%, Volume, Slider", "55%"])
    #expect(
      try said(
        slider("compose", on: .android, "minimum: -1e300\nmaximum: 1e300\nvalue: 0\nstep: 1\n"),
        on: .android, reader: "talkback", settings: ["hints": "off"],
        script: "swipe right; swipe up")
        == ["50 percent., Volume, Slider", "50 percent."])
    #expect(
      try said(
        slider(
          "material-slider", on: .android, "minimum: -1e300\nmaximum: 1e300\nvalue: 0\n"),
        on: .android, reader: "talkback", settings: ["hints": "off"],
        script: "swipe right; swipe up"
      )
      .count == 2)
  }

  @Test("TalkBack says a SeekBar's int beyond Java's int as Java's cast does: 2147483647")
  func talkBackIntBeyondJavaInt() throws {
    #expect(
      try said(
        slider("seekbar", on: .android, "minimum: 0\nmaximum: 1e300\nvalue: 1e300\n"),
        on: .android, reader: "talkback", settings: ["hints": "off"], script: "swipe right",
        environment: PlatformEnvironment(androidVersion: 10))
        == ["2147483647, Volume, Slider"])
    #expect(
      try said(
        slider("seekbar", on: .android, "minimum: -1e300\nmaximum: 0\nvalue: -1e300\n"),
        on: .android, reader: "talkback", settings: ["hints": "off"], script: "swipe right",
        environment: PlatformEnvironment(androidVersion: 10))
        == ["-2147483648, Volume, Slider"])
  }

  @Test("Compose with a step and an empty range: its keys do nothing, no 0/0 step")
  func composeEmptyRange() throws {
    let run = try readerRun(
      slider("compose", on: .android, "minimum: 5\nmaximum: 5\nvalue: 5\nstep: 1\n"),
      on: .android, reader: "talkback", settings: ["hints": "off"],
      script: "press Tab; press Right; press PageUp; swipe up")
    #expect(run.transcript.map(\.text) == ["0 percent., Volume, Slider", "0 percent."])
    #expect(run.control.value == .number(5))
  }

  @Test("TalkBack's float beyond a float's range is Java's \"Infinity\", not Swift's \"inf\"")
  func javaFloatBeyondFloat() {
    #expect(Compositor.javaFloatString(1e300) == "Infinity")
    #expect(Compositor.javaFloatString(-1e300) == "-Infinity")
    #expect(Compositor.javaFloatString(50) == "50.0")
  }
}
