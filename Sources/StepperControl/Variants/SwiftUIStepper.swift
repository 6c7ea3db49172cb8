import Controls
import Core

// iOS SwiftUI Stepper: UIStepper underneath, with its label built in.
extension StepperVariantFacts {
  /// SwiftUI Stepper.
  static let swiftUIStepper = StepperVariantFacts(
    nativeName: "SwiftUI Stepper", platforms: [.ios],
    summary:
      "iOS SwiftUI Stepper(\"Quantity: 2\", value:in:): UIStepper's behaviour and defaults "
      + "with a built-in label (seed 000).",
    defaults: uikitStepper.defaults, fixedStep: nil, canBeEmpty: false, touchTarget: .ios,
    behaviour: StepperBehaviour.uikit,
    // One adjustable element by default: seed 000's "[Label], [value], adjustable" (no
    // evidence either way for SwiftUI).
    exposure: { $0.ios(defaultPresentation: .adjustable, builtInLabel: true) },
    drawing: uikitStepper.drawing,
    defaultAnnouncements: noAnnouncements)
}
