import Accessibility
import ComponentFile
import ControlRegistry
import Core
import ScreenReaders
import Simulation
import StepperControl
import TestSupport
import Testing

/// VoiceOver on iOS (AccessibilitySnapshot: AccessibilitySnapshot's description model, its UIStepper
/// reference images, Localizable.strings) and on macOS.
@Suite("VoiceOver evidence")
struct VoiceOverEvidenceTests {
  let stock = "platforms: { ios: { variant: uikit } }"

  @Test("Stock UIStepper: two buttons, 'Decrement. Button.' and 'Increment. Button.', no value")
  func stockStepper() throws {
    #expect(
      try said(
        "value: 5\n" + stock, on: .ios, reader: "voiceover-ios", script: "swipe right; swipe right")
        == ["Decrement. Button.", "Increment. Button."])
  }

  @Test(
    "At the minimum: 'Decrement. Dimmed. Button.' on iOS 17 and 18, 'Decrement. Button.' on 26",
    arguments: [
      (17, "Decrement. Dimmed. Button."), (18, "Decrement. Dimmed. Button."),
      (26, "Decrement. Button."),
    ])
  func dimmedByVersion(version: Int, expected: String) throws {
    #expect(
      try said(
        "value: 0\n" + stock, on: .ios, reader: "voiceover-ios",
        script: "touch decrement", environment: PlatformEnvironment(iosVersion: version))
        == [expected])
  }

  @Test("The iOS version is the device's, not VoiceOver's: no reader on iOS 26 builds 26's tree")
  func versionWithoutReader() throws {
    let component = try ComponentLoader.parse("value: 0\n" + stock, source: "test.yml")
    for (version, dimmed) in [(18, true), (26, false)] {
      let plain = try Simulation(
        component: component, platform: .ios,
        environment: PlatformEnvironment(iosVersion: version))
      let elements = plain.control.elements(in: plain.environment)
      #expect(elements.first { $0.id == "decrement" }?.isEnabled == !dimmed)
    }
  }

  @Test("osVersion as a VoiceOver setting says where the OS version went")
  func osVersionIsNotAReaderSetting() throws {
    #expect(throws: SimulationError.readerSetting(.osVersionMoved)) {
      try said(
        stock, on: .ios, reader: "voiceover-ios", settings: ["osVersion": "26"], script: "")
    }
  }

  @Test("Activating a segment says nothing: no evidence that UIStepper posts its value")
  func activationSilent() throws {
    let run = try readerRun(
      "value: 5\n" + stock, on: .ios, reader: "voiceover-ios", script: "touch increment; double-tap"
    )
    #expect(run.transcript.map(\.text) == ["Increment. Button."])
    #expect(run.control.value == .number(6))
  }

  let adjustable = """
    label: Quantity
    value: 2
    maximum: 10
    accessibility: { presentation: adjustable, labelHidden: true }
    platforms: { ios: { variant: uikit } }
    """

  @Test("Adjustable: 'Quantity: 2. Adjustable.' and the adjustable hint verbatim")
  func adjustableElement() throws {
    #expect(
      try said(adjustable, on: .ios, reader: "voiceover-ios", script: "swipe right") == [
        "Quantity: 2. Adjustable.", "Swipe up or down with one finger to adjust the value.",
      ])
  }

  @Test("Adjustable: swipe up and down speak the new value")
  func adjust() throws {
    let run = try readerRun(
      adjustable, on: .ios, reader: "voiceover-ios",
      script: "swipe right; swipe up; swipe down; swipe down")
    #expect(run.transcript.map(\.text).suffix(3) == ["3", "2", "1"])
    #expect(run.transcript.last?.rule == "voiceover-ios/adjusted")
  }

  @Test("Disabled adjustable: 'Dimmed.' before the trait, and no adjustable hint")
  func disabledAdjustable() throws {
    #expect(
      try said(
        adjustable + "\nenabled: false", on: .ios, reader: "voiceover-ios", script: "swipe right")
        == ["Quantity: 2. Dimmed. Adjustable."])
  }

  @Test("An app hint comes before the adjustable hint")
  func appHint() throws {
    let yaml = adjustable.replacingOccurrences(
      of: "labelHidden: true", with: "labelHidden: true, hint: Changes the number of tickets")
    #expect(
      try said(yaml, on: .ios, reader: "voiceover-ios", script: "swipe right").last
        == "Changes the number of tickets. Swipe up or down with one finger to adjust the value.")
  }

  @Test("Hints off")
  func hintsOff() throws {
    #expect(
      try said(
        adjustable, on: .ios, reader: "voiceover-ios", settings: ["hints": "off"],
        script: "swipe right")
        == ["Quantity: 2. Adjustable."])
  }

  @Test("Fiori on iOS with SAP's SwiftUI labels: buttons with values, a text field")
  func fioriSwiftUI() throws {
    let yaml =
      "label: Quantity\nvalue: 2\nmaximum: 10\naccessibility: { labelHidden: true }\nplatforms: { ios: { variant: fiori } }"
    #expect(
      try said(
        yaml, on: .ios, reader: "voiceover-ios", script: "swipe right; swipe right; swipe right")
        == [
          "Stepper decrease: Decrease the value by 1. Button.",
          "Select specific value: 2. Text Field.", "Double tap to edit.",
          "Stepper increase: Increase the value by 1. Button.",
        ])
  }

  @Test("macOS: value first, 'stepper', then the interaction hint (forum 825940)")
  func macValueFirst() throws {
    let yaml =
      "label: Quantity\nvalue: 2\nmaximum: 10\naccessibility: { labelHidden: true }\nplatforms: { macos: { variant: appkit } }"
    let run = try readerRun(yaml, on: .macos, reader: "voiceover-macos", script: "press VO+Right")
    #expect(
      run.transcript.map(\.text) == [
        "2, Quantity, stepper",
        "You are currently on a stepper. To begin interacting with this stepper, press Control-Shift-Down Arrow.",
      ])
    #expect(run.transcript[0].source.confidence == .low)
    // The VO chord spelled out, as a setting.
    let spelledOut = try readerRun(
      yaml, on: .macos, reader: "voiceover-macos", settings: ["hintKeys": "voModifier"],
      script: "press VO+Right")
    #expect(
      spelledOut.transcript.last?.text
        == "You are currently on a stepper. To begin interacting with this stepper, press Control-Option-Shift-Down Arrow."
    )
    // Interact, then VO+Up increments (ARIA-AT's VoiceOver commands); the new value is spoken once.
    let adjusted = try readerRun(
      yaml, on: .macos, reader: "voiceover-macos", settings: ["hints": "off"],
      script: "press VO+Right; press VO+Shift+Down; press VO+Up")
    #expect(adjusted.transcript.map(\.text) == ["2, Quantity, stepper", "3"])
    // Without interacting, VO+Up does not step the stepper.
    let notInteracting = try readerRun(
      yaml, on: .macos, reader: "voiceover-macos", settings: ["hints": "off"],
      script: "press VO+Right; press VO+Up")
    #expect(notInteracting.control.value == .number(2))
  }
}

/// AccessibilitySnapshot's example app tables, headed "VoiceOver Description" (AccessibilitySnapshot:
/// ButtonAccessibilityTraitsViewController.swift), at the compositor: the same rules that speak
/// the stepper speak these elements word for word.
@Suite("VoiceOver description model")
struct VoiceOverDescriptionTableTests {
  let compositor = Compositor(
    pack: RulePacks.voiceOverIOS, settings: ReaderSettings(pack: RulePacks.voiceOverIOS))

  @Test("A dimmed button labelled 24: '24. Dimmed. Button.'")
  func dimmedButton() {
    let element = AccessibleElement(
      id: "b", role: .button, name: "24", isEnabled: false, isClickable: true)
    #expect(
      compositor.describe(element, context: .init(element: element)).map(\.text) == [
        "24. Dimmed. Button."
      ])
    #expect(compositor.hint(for: element, context: .init(element: element)) == nil)
  }

  @Test("An adjustable element with value 15 and no label: '15. Adjustable.', then the hint")
  func adjustableValueOnly() {
    let element = AccessibleElement(id: "a", role: .adjustable, value: "15")
    let context = Compositor.Context(element: element, isFocused: true)
    #expect(compositor.describe(element, context: context).map(\.text) == ["15. Adjustable."])
    #expect(
      compositor.hint(for: element, context: context)?.text
        == "Swipe up or down with one finger to adjust the value.")
  }
}
