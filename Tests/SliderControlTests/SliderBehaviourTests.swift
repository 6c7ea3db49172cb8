import ComponentModel
import Controls
import Core
import SliderControl
import StepperControl
import TestSupport
import Testing

/// The slider's behaviour without a screen reader: each variant's keys and steps (from its
/// platform's source, Documentation/Variants.md "Slider variants"), clamping, the reader's
/// increment, a disabled slider, and the set-ups it refuses.
@Suite("Slider behaviour")
struct SliderBehaviourTests {
  func make(
    _ variant: SliderVariant, _ change: (inout SliderConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> Slider {
    try build(variant, from: SliderConfiguration(), change, Slider.init(platform:setup:))
  }

  /// The values after Tab and then each key in turn.
  func values(_ slider: Slider, _ keys: [Key]) -> [Double] {
    var slider = slider
    _ = slider.pressKey(KeyChord(.tab))
    return keys.map { key in
      _ = slider.pressKey(KeyChord(key))
      return slider.current
    }
  }

  @Test("SeekBar: arrows move keyProgressIncrement (range/20 by default), no Page/Home/End keys")
  func seekBarKeys() throws {
    #expect(
      values(try make(.seekbar), [.right, .left, .left, .pageUp, .home, .up]) == [
        55, 50, 45, 45, 45, 45,
      ])
    #expect(values(try make(.seekbar) { $0.step = 1 }, [.right]) == [51])
    // A range of 0…10: max(1, round(10/20)) = 1.
    #expect(
      values(
        try make(.seekbar) {
          $0.maximum = 10
          $0.value = 3
        }, [.right]) == [4])
  }

  @Test("TalkBack's scroll action moves a SeekBar range/20, whatever the app's step")
  func seekBarReaderStep() throws {
    var slider = try make(.seekbar) { $0.step = 1 }
    _ = slider.perform(.increment, on: .control)
    #expect(slider.current == 55)
    // Material: one step if ≤ 20 steps, else round(steps/20) steps.
    var material = try make(.materialSlider) { $0.step = 10 }
    _ = material.perform(.increment, on: .control)
    #expect(material.value == .number(60))
    var continuous = try make(.materialSlider)
    _ = continuous.perform(.decrement, on: .control)
    #expect(continuous.value == .number(45))
    // Compose: one step, else a twentieth; UISlider: 10 % (assumed).
    var compose = try make(.compose) {
      $0.step = 20
      $0.value = 40
    }
    _ = compose.perform(.increment, on: .control)
    #expect(compose.value == .number(60))
    var uikit = try make(.uikit)
    _ = uikit.perform(.increment, on: .control)
    #expect(uikit.value == .number(60))
  }

  @Test("Compose: arrows 1 % when continuous, PageUp ten of them, Home and End the ends")
  func composeKeys() throws {
    #expect(
      values(try make(.compose), [.right, .pageUp, .pageDown, .end, .home]) == [51, 61, 51, 100, 0])
    // Steps of 20 (5 intervals): PageUp moves clamp(5/10, 1, 10) = 1 step.
    #expect(
      values(
        try make(.compose) {
          $0.step = 20
          $0.value = 40
        }, [.pageUp]) == [60])
  }

  @Test("WinUI: arrows SmallChange, Home/End; PageUp does nothing. GTK: PageUp ten steps")
  func desktopKeys() throws {
    #expect(values(try make(.winui), [.up, .pageUp, .end, .right]) == [51, 51, 100, 100])
    #expect(values(try make(.gtkScale), [.pageUp, .down, .home]) == [60, 59, 0])
  }

  @Test("Clamping at the limits says why nothing moved; a disabled slider does not move")
  func limits() throws {
    var slider = try make(.winui) { $0.value = 100 }
    _ = slider.pressKey(KeyChord(.tab))
    let events = slider.pressKey(KeyChord(.right))
    #expect(
      events.map(\.kind) == [.inputIgnored("the slider is at its maximum (100); it stays there")])
    var disabled = try make(.uikit) { $0.isEnabled = false }
    #expect(
      disabled.perform(.increment, on: .control).map(\.kind) == [
        .inputIgnored("the slider is disabled")
      ])
    #expect(disabled.value == .number(50))
    // The app's value is clamped too.
    _ = slider.setByApp(.number(150))
    #expect(slider.current == 100)
  }

  @Test("Set-ups it refuses, and a value outside the range clamped with a note")
  func configuration() throws {
    #expect(throws: ConfigurationError.self) { try make(.winui) { $0.maximum = -1 } }
    #expect(throws: ConfigurationError.self) { try make(.winui) { $0.step = -1 } }
    let clamped = try make(.gtkScale) { $0.value = 120 }
    #expect(clamped.value == .number(100))
    #expect(
      clamped.notes == ["value 120 is outside 0…100; the GtkScale clamps it to 100"])
    #expect(throws: ConfigurationError.self) {
      try Slider(
        platform: .ios,
        setup: PlatformSetup(
          variant: SliderVariant.winui.id, nativeName: "Slider",
          configuration: SliderConfiguration()))
    }
  }

  @Test("What it exposes: iOS's percent, SeekBar's Android 11 state description, none before")
  func exposure() throws {
    let uikit = try make(.uikit) {
      $0.maximum = 10
      $0.value = 3
    }
    #expect(uikit.elements(in: .standard).map(\.value) == ["30%"])
    let seekBar = try make(.seekbar)
    #expect(seekBar.elements(in: .standard)[0].states.stateDescription == "50%")
    #expect(
      seekBar.elements(in: PlatformEnvironment(androidVersion: 10))[0].states.stateDescription
        == nil)
    #expect(seekBar.elements(in: .standard)[0].states.range?.kind == .int)
    let hidden = try make(.seekbar) { $0.exposesValue = false }
    #expect(hidden.elements(in: .standard)[0].states.range == nil)
  }
}
