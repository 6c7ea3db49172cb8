import Accessibility
import ComponentModel
import Controls
import Core
import DropdownControl
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The picker wheel (UIPickerView, SwiftUI's wheel Picker): one adjustable element that turns in
/// place, as MagentaA11y's date and time picker page and its VoiceOver recording describe it
/// (tmobile/magentaA11y@1581528,
/// public/content/documentation/native/controls/date-time-picker.md: "November, picker item,
/// adjustable"; public/content/assets/media/video/native/time-picker/time-picker_IosVoiceOver-en-US.vtt:
/// "November Picker item. Adjustable. Swipe up or down with one finger to adjust the value.",
/// then only the new value). Documentation/Evidence.md, "The dropdown".
@Suite("Dropdown picker wheel")
struct DropdownWheelTests {
  let months = ["September", "October", "November", "December"]
  let wheel =
    "control: dropdown\noptions: [September, October, November, December]\nselected: November\n"

  func on(_ variant: String) -> String { "platforms: { ios: { variant: \(variant) } }\n" }

  func make(
    _ variant: DropdownVariant, _ change: (inout DropdownConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> Dropdown {
    var configuration = DropdownConfiguration(options: months, selected: "November")
    change(&configuration)
    return try Dropdown(
      platform: variant.platform,
      setup: PlatformSetup(
        variant: variant.id, nativeName: variant.nativeName, configuration: configuration))
  }

  func choice(_ index: Int?) -> ControlValue {
    .choice(ChoiceValue(items: months, selectedIndex: index))
  }

  @Test("The wheel is one adjustable picker item; increment turns it one row; no list opens")
  func behaviour() throws {
    var picker = try make(.uikitPickerView)
    let elements = picker.elements(in: .standard)
    #expect(elements.map(\.id) == ["wheel"])
    #expect(elements[0].role == .adjustable)
    #expect(elements[0].name == nil)
    #expect(elements[0].value == "November")
    #expect(elements[0].states.contains(.pickerItem))
    #expect(!elements[0].states.contains(.collapsed))
    #expect(picker.drawing == "( September | October | [November] | December )")
    #expect(picker.headline == "uipickerview (UIPickerView) · no label · November")
    #expect(
      picker.perform(.increment, on: .control).map(\.kind) == [
        .valueChanged(from: choice(2), to: choice(3), cause: .button(.control))
      ])
    #expect(
      picker.perform(.increment, on: .control).map(\.kind) == [
        .inputIgnored("the wheel does not turn: the last option is chosen")
      ])
    #expect(
      picker.perform(.decrement, on: .control).map(\.kind) == [
        .valueChanged(from: choice(3), to: choice(2), cause: .button(.control))
      ])
    #expect(
      picker.tap(.control).map(\.kind) == [
        .inputIgnored("a UIPickerView opens nothing: it turns (swipe up or down)")
      ])
    #expect(!picker.isExpanded)
    #expect(
      picker.focus(.control).map(\.kind) == [
        .inputIgnored("the UIPickerView takes keyboard focus only with Full Keyboard Access")
      ])
  }

  @Test("A wheel refuses the list's settings, and a disabled or custom wheel does not turn")
  func refusals() throws {
    #expect(throws: ConfigurationError.self) {
      try make(.uikitPickerView) { $0.movesFocus = false }
    }
    #expect(throws: ConfigurationError.self) {
      try make(.swiftuiWheelPicker) { $0.returnsFocus = false }
    }
    var disabled = try make(.uikitPickerView) { $0.isEnabled = false }
    #expect(
      disabled.perform(.increment, on: .control).map(\.kind) == [
        .inputIgnored("the UIPickerView is disabled")
      ])
    var custom = try make(.uikitPickerView) { $0.exposesPopUp = false }
    #expect(custom.elements(in: .standard)[0].role == .staticText)
    #expect(custom.elements(in: .standard)[0].states.keys.isEmpty)
    #expect(
      custom.perform(.increment, on: .control).map(\.kind) == [
        .inputIgnored("the custom wheel is not adjustable: it has no increment or decrement")
      ])
  }

  @Test("VoiceOver: 'November. Picker item. Adjustable.', the hint, then only the new row")
  func voiceOver() throws {
    let run = try readerRun(
      wheel + on("uipickerview"), on: .ios, reader: "voiceover",
      script: "swipe right; swipe up; swipe up; swipe down")
    #expect(
      run.transcript.map(\.text) == [
        "November. Picker item. Adjustable.",
        "Swipe up or down with one finger to adjust the value.",
        "December", "November",
      ])
    #expect(run.transcript[0].rule == "voiceover-ios/element.pickerItem")
    #expect(run.transcript[1].rule == "voiceover-ios/hint.adjustable")
    #expect(run.transcript[2].rule == "voiceover-ios/adjusted")
    // SwiftUI's wheel Picker is the same wheel; the app's label comes first, as any label.
    #expect(
      try said(
        wheel + "accessibility: { label: Month }\n" + on("swiftui-wheel-picker"), on: .ios,
        reader: "voiceover", script: "swipe right; swipe down")
        == [
          "Month: November. Picker item. Adjustable.",
          "Swipe up or down with one finger to adjust the value.", "October",
        ])
  }

  @Test("VoiceOver: a dimmed wheel has no hint; a custom wheel is read as text and never turns")
  func voiceOverMisconfigured() throws {
    #expect(
      try said(
        wheel + "enabled: false\n" + on("uipickerview"), on: .ios, reader: "voiceover",
        script: "swipe right; swipe up")
        == ["November. Dimmed. Picker item. Adjustable."])
    #expect(
      try said(
        wheel + "exposesPopUp: false\n" + on("uipickerview"), on: .ios, reader: "voiceover",
        script: "swipe right; swipe up")
        == ["November"])
  }
}
