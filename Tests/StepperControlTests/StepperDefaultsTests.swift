import Controls
import Core
import StepperControl
import Testing

/// Each variant's defaults, straight from the seeds' value-configuration tables (seed 000 for
/// iOS, macOS, Windows and Linux; 002 for UIKit's Attributes Inspector; 003 for Fiori), and the
/// documented choices where the seeds give none (material, numberpicker, fiori bounds).
@Suite("Variant defaults")
struct StepperDefaultsTests {
  @Test("UIKit and SwiftUI: value 0, 0…100, step 1, no wrap, continuous, auto-repeat")
  func uikit() {
    for variant in [StepperVariant.uikit, .swiftui] {
      let c = variant.defaults
      #expect(c.value == 0 && c.minimum == 0 && c.maximum == 100 && c.step == 1)
      #expect(!c.wraps && c.continuous && c.autorepeat && c.isEnabled)
      #expect(variant.platforms == [.ios])
    }
  }

  @Test("AppKit: maximum 59, increment 1, auto-repeat, valueWraps false")
  func appkit() {
    let c = StepperVariant.appkit.defaults
    #expect(c.value == 0 && c.minimum == 0 && c.maximum == 59 && c.step == 1)
    #expect(c.autorepeat && !c.wraps)
  }

  @Test("Material: iOS's value defaults (the seeds give none) and no auto-repeat")
  func material() {
    let c = StepperVariant.material.defaults
    #expect(c.value == 0 && c.minimum == 0 && c.maximum == 100 && c.step == 1)
    #expect(!c.autorepeat && !c.wraps)
  }

  @Test("NumberPicker: AOSP's 0, 0…0 and a wrapping selector wheel")
  func numberPicker() {
    let c = StepperVariant.numberpicker.defaults
    #expect(c.value == 0 && c.minimum == 0 && c.maximum == 0 && c.step == 1 && c.wraps)
  }

  @Test("NumberBox: Value NaN, −∞…+∞, SmallChange 1, LargeChange 10, spin buttons hidden")
  func numberBox() {
    let c = StepperVariant.numberbox.defaults
    #expect(c.value.isNaN)
    #expect(c.minimum == -.infinity && c.maximum == .infinity)
    #expect(c.step == 1 && c.largeStep == 10)
    #expect(c.spinButtonPlacement == .hidden && !c.acceptsExpression && !c.wraps)
    #expect(c.validationMode == .invalidInputOverwritten)
    #expect(c.header == nil && c.placeholderText == "" && c.numberFormat == nil)
  }

  @Test("GtkSpinButton and AdwSpinRow: GtkAdjustment 0, 0…100, step 1, page 10, 0 digits")
  func gtk() {
    for variant in [StepperVariant.gtkSpinButton, .adwSpinRow] {
      let c = variant.defaults
      #expect(c.value == 0 && c.minimum == 0 && c.maximum == 100 && c.step == 1)
      #expect(c.largeStep == 10 && c.climbRate == 0 && c.digits == 0)
      #expect(!c.numeric && !c.snapToTicks && !c.wraps)
      #expect(c.updatePolicy == .always && c.orientation == .horizontal)
    }
  }

  @Test("Fiori: step 1 on iOS and Android, no auto-repeat")
  func fiori() {
    let c = StepperVariant.fiori.defaults
    #expect(c.step == 1 && !c.autorepeat)
    #expect(StepperVariant.fiori.platforms == [.ios, .android])
  }

  @Test(
    "Each platform's default variant",
    arguments: [
      (Platform.ios, StepperVariant.uikit), (.macos, .appkit), (.android, .material),
      (.windows, .numberbox), (.linux, .gtkSpinButton),
    ])
  func defaultVariant(platform: Platform, variant: StepperVariant) {
    #expect(StepperVariant.default(for: platform) == variant)
  }
}
