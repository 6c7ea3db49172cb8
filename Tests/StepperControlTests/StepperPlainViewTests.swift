import TestSupport
import Testing

/// A custom stepper the app drew in plain views (`accessibility.plainView`): its buttons keep
/// the app's labels and their clicks but say no "Button"; the one adjustable element of the
/// SwiftUI stepper loses its value and its swipe (Documentation/Evidence.md, "Plain views").
@Suite("Stepper in plain views")
struct StepperPlainViewTests {
  let labelled = labelledQuantity + "accessibility: { plainView: true }\n"

  @Test("TalkBack: 'Increase quantity' and the click hint, no 'Button'; the click still steps")
  func talkBack() throws {
    let run = try readerRun(
      labelled + "platforms: { android: { variant: material } }", on: .android,
      reader: "talkback", script: "touch \"Increase quantity\"; double-tap")
    #expect(run.transcript.map(\.text) == ["Increase quantity", "Double-tap to activate"])
    #expect(run.control.value == .number(3))
  }

  @Test("VoiceOver iOS, SwiftUI stepper: 'Quantity', no value, no adjustable hint, no swipe")
  func voiceOverAdjustable() throws {
    let run = try readerRun(
      labelled + "platforms: { ios: { variant: swiftui } }", on: .ios, reader: "voiceover-ios",
      script: "swipe right; swipe up")
    #expect(run.transcript.map(\.text) == ["Quantity"])
    #expect(run.control.value == .number(2))
  }
}
