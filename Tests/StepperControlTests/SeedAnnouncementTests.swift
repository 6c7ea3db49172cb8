import ScreenReaders
import StepperControl
import TestSupport
import Testing

/// Every announcement in the seeds, reached through a documented configuration, and the
/// misconfigurations users rely on A11ySim to hear.
@Suite("Seed announcements and misconfigurations")
struct SeedAnnouncementTests {
  private func heard(_ heard: [String], matches expected: [String]) -> Bool {
    heard.count == expected.count
      && zip(heard, expected).allSatisfy { SpeechEquivalence.spoken.matches($0, $1) }
  }

  @Test("000 iOS: '[Label], [value], adjustable' — presentation adjustable")
  func seed000Adjustable() throws {
    let yaml =
      "label: Quantity\nvalue: 2\nmaximum: 10\naccessibility: { presentation: adjustable, labelHidden: true }"
    let text = try said(
      yaml, on: .ios, reader: "voiceover-ios", settings: ["hints": "off"], script: "swipe right")
    #expect(heard(text, matches: ["Quantity, 2, adjustable"]))
    #expect(text == ["Quantity: 2. Adjustable."])
  }

  @Test("000 iOS: 'Minimum value' / 'Maximum value' at a limit — app announcements")
  func seed000Limits() throws {
    let yaml = """
      value: 1
      maximum: 10
      accessibility:
        presentation: adjustable
        announce: { atMinimum: Minimum value, atMaximum: Maximum value }
      platforms: { ios: { variant: swiftui } }
      """
    let text = try said(
      yaml, on: .ios, reader: "voiceover-ios", settings: ["hints": "off"],
      script: "swipe right; swipe down")
    #expect(text == ["1. Adjustable.", "0", "Minimum value"])
  }

  @Test("000 macOS: '[Label], [value], stepper' — order labelFirst")
  func seed000Mac() throws {
    let yaml =
      "label: Quantity\nvalue: 2\naccessibility: { labelHidden: true }\nplatforms: { macos: { variant: appkit } }"
    #expect(
      try said(
        yaml, on: .macos, reader: "voiceover-macos",
        settings: ["order": "labelFirst", "hints": "off"], script: "press Tab")
        == ["Quantity, 2, stepper"])
  }

  @Test("003 Fiori: default labels, the value announcement and 'Reached maximum value'")
  func seed003Defaults() throws {
    let yaml = "label: Attendees\nvalue: 9\nmaximum: 10\nplatforms: { android: { variant: fiori } }"
    let run = try readerRun(
      yaml, on: .android, reader: "talkback", settings: ["hints": "off"],
      script: "touch \"Increase value by one\"; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "Increase value by one, Button", "10", "Reached maximum value",
      ])
    #expect(run.transcript.suffix(2).allSatisfy { $0.kind == .announcement })
    #expect(run.elements.first { $0.id == "decrement" }?.name == "Decrease value by one")
  }

  @Test("Fiori on iOS defaults to SAP's SwiftUI cell, which posts no announcement")
  func fioriSwiftUIDefaultsSilent() throws {
    let yaml = "label: Attendees\nvalue: 1\nmaximum: 10\nplatforms: { ios: { variant: fiori } }"
    let run = try readerRun(
      yaml, on: .ios, reader: "voiceover-ios", script: "touch increment; double-tap")
    #expect(run.transcript.map(\.text) == ["Stepper increase: Increase the value by 1. Button."])
    #expect(run.control.value == .number(2))
    let guideline = try said(
      yaml + "\naccessibility: { fioriLabels: guideline }", on: .ios, reader: "voiceover-ios",
      script: "touch increment; double-tap")
    #expect(guideline == ["Increase value by one. Button.", "2"])
  }

  @Test("003 Fiori: custom labels 'Add one attendee' and 'Attendees set to two'")
  func seed003Custom() throws {
    let yaml = """
      label: Attendees
      value: 1
      maximum: 10
      increment: { label: Add one attendee }
      decrement: { label: Remove one attendee }
      accessibility: { announce: { valueChanged: "Attendees set to {valueInWords}" } }
      platforms: { ios: { variant: fiori } }
      """
    let text = try said(
      yaml, on: .ios, reader: "voiceover-ios", script: "touch \"Add one attendee\"; double-tap")
    #expect(text == ["Add one attendee: Increase the value by 1. Button.", "Attendees set to two"])
  }

  @Test("004 iOS: 'Label with current value, Increment, Button' — an app label with {value}")
  func seed004IOS() throws {
    let yaml = """
      label: Quantity
      value: 2
      maximum: 10
      increment: { label: "{label} {value}, Increment" }
      accessibility: { labelHidden: true, valueText: false, announce: { valueChanged: "{value}" } }
      platforms: { ios: { variant: uikit } }
      """
    let text = try said(
      yaml, on: .ios, reader: "voiceover-ios", script: "touch increment; double-tap")
    #expect(text == ["Quantity 2, Increment. Button.", "3"])
    #expect(heard(Array(text.prefix(1)), matches: ["Quantity 2, Increment, Button"]))
  }

  @Test("004 Android: 'Label with value, Increase, Double tap to activate' and 'disabled'")
  func seed004Android() throws {
    let yaml = """
      label: Quantity
      value: 9
      maximum: 10
      increment: { label: "{label} {value}, Increase" }
      accessibility: { labelHidden: true, valueText: false, valueLiveRegion: polite }
      platforms: { android: { variant: material } }
      """
    // The seed's wording has no role word: TalkBack speaks it unless roles are off.
    let noRoles = try said(
      yaml, on: .android, reader: "talkback", settings: ["speakRoles": "off"],
      script: "touch increment")
    #expect(noRoles == ["Quantity 9, Increase", "Double-tap to activate"])
    #expect(heard(noRoles, matches: ["Quantity 9, Increase", "Double tap to activate"]))
    let activated = try said(
      yaml, on: .android, reader: "talkback", script: "touch increment; double-tap; touch increment"
    )
    #expect(activated.last == "Quantity 10, Increase, Button, disabled")
  }

  @Test("Misconfigured: a value change with no live region and no announcement is silent")
  func silentValueChange() throws {
    let yaml =
      "value: 2\nincrement: { label: Increase }\nplatforms: { android: { variant: material } }"
    let run = try readerRun(
      yaml, on: .android, reader: "talkback", settings: ["hints": "off"],
      script: "touch increment; double-tap; double-tap")
    #expect(run.transcript.map(\.text) == ["Increase, Button"])
    #expect(run.control.value == .number(4))
  }

  @Test("Misconfigured: the label read twice, once by itself and once in the control's name")
  func labelReadTwice() throws {
    let twice =
      "label: Quantity\nvalue: 2\naccessibility: { presentation: adjustable }\nplatforms: { ios: { variant: uikit } }"
    let text = try said(
      twice, on: .ios, reader: "voiceover-ios", settings: ["hints": "off"],
      script: "swipe right; swipe right")
    #expect(text == ["Quantity", "Quantity: 2. Adjustable."])
    let fixed = twice.replacingOccurrences(
      of: "presentation: adjustable", with: "presentation: adjustable, labelHidden: true")
    #expect(
      try said(
        fixed, on: .ios, reader: "voiceover-ios", settings: ["hints": "off"],
        script: "swipe right; swipe right") == ["Quantity: 2. Adjustable."])
  }

  @Test("Misconfigured: an icon button without a label on VoiceOver is only 'Button.'")
  func unlabelledOnIOS() throws {
    let yaml =
      "value: 2\naccessibility: { fioriLabels: guideline }\nincrement: { label: \"\" }\nplatforms: { ios: { variant: fiori } }"
    let text = try said(yaml, on: .ios, reader: "voiceover-ios", script: "touch increment")
    #expect(text == ["Button."])
  }
}
