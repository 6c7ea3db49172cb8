import Controls
import Core
import StepperControl
import Testing

/// Configurations that cannot exist get an error naming the field; values a platform clamps
/// are clamped with a note.
@Suite("Configuration checks")
struct ConfigurationValidationTests {
  private func error(
    _ variant: StepperVariant, on platform: Platform? = nil,
    _ change: (inout StepperConfiguration) -> Void
  ) -> ConfigurationError? {
    do {
      _ = try makeStepper(variant, on: platform, change)
      return nil
    } catch {
      return error
    }
  }

  @Test("minimum above maximum")
  func minimumAboveMaximum() {
    #expect(
      error(.uikit) {
        $0.minimum = 10
        $0.maximum = 5
      }?.description
        == "minimum: the minimum (10) is greater than the maximum (5)")
  }

  @Test("Steps of zero, below zero, or not finite")
  func badSteps() {
    #expect(error(.uikit) { $0.step = 0 }?.description == "step: must be greater than zero")
    #expect(
      error(.fiori) { $0.step = -1 }?.description
        == "step: negative increments are not allowed (got -1)")
    #expect(error(.gtkSpinButton) { $0.step = .infinity }?.field == "step")
    #expect(error(.gtkSpinButton) { $0.step = .nan }?.field == "step")
    #expect(error(.numberbox) { $0.largeStep = 0 }?.field == "largeStep")
    #expect(
      error(.numberpicker) { $0.step = 2 }?.description == "step: NumberPicker always steps by 1")
  }

  @Test("UIKit refuses a maximum equal to the minimum; GTK and NumberPicker allow it")
  func emptyRange() {
    #expect(
      error(.uikit) {
        $0.minimum = 3
        $0.maximum = 3
        $0.value = 3
      }?.description
        == "maximum: UIStepper needs a maximum above the minimum (both are 3)")
    #expect(
      error(.gtkSpinButton) {
        $0.minimum = 3
        $0.maximum = 3
        $0.value = 3
      } == nil)
    #expect(error(.numberpicker) { _ in } == nil)
  }

  @Test("A value outside the range: UIKit clamps it (with a note), Fiori refuses it")
  func outOfRangeValue() throws {
    let stepper = try makeStepper(.uikit) { $0.value = 120 }
    #expect(stepper.number == 100)
    #expect(stepper.notes == ["value 120 is outside 0…100; UIStepper clamps it to 100"])
    #expect(
      error(.fiori) { $0.value = 120 }?.description == "value: 120 is outside 0…100")
  }

  @Test("Only a NumberBox may have no value")
  func nanValue() {
    #expect(
      error(.gtkSpinButton) { $0.value = .nan }?.description
        == "value: must be a number (only a NumberBox can be empty)")
    #expect(error(.numberbox) { $0.value = .nan } == nil)
  }

  @Test("A variant on a platform it does not exist on")
  func wrongPlatform() {
    #expect(
      error(.numberbox, on: .ios) { _ in }?.description
        == "variant: numberbox does not exist on iOS; iOS has uikit, swiftui, fiori")
  }

  @Test("GTK digits are limited to 0…20 and the climb rate cannot be negative")
  func gtkLimits() {
    #expect(error(.gtkSpinButton) { $0.digits = 21 }?.field == "digits")
    #expect(error(.gtkSpinButton) { $0.climbRate = -1 }?.field == "climbRate")
  }
}
