import Accessibility
import ComponentModel
import Controls
import Core
import StepperControl
import Testing

/// Every stepper variant keeps all its facts in one file (`Sources/Controls/Stepper/Variants/`);
/// the compiler refuses a variant without them, and these tests refuse facts that are there but
/// wrong: a touch variant without a touch target, a variant whose defaults cannot be built, a
/// variant that exposes or draws nothing.
@Suite("Stepper variant registry")
struct StepperVariantRegistryTests {
  @Test("Touch platforms' variants have the platform's touch target; desktop ones have none")
  func touchTargets() throws {
    let expected: [StepperVariant: TouchTarget?] = [
      .uikit: .ios, .swiftui: .ios, .fiori: .ios, .material: .android, .numberpicker: .android,
      .appkit: nil, .numberbox: nil, .gtkSpinButton: nil, .adwSpinRow: nil,
    ]
    for variant in StepperVariant.allCases {
      let target = try #require(expected[variant], "\(variant) is missing from this test")
      #expect(variant.facts.touchTarget == target, "\(variant)")
      let touchOnly = variant.platforms.allSatisfy { [.ios, .android].contains($0) }
      #expect(touchOnly == (variant.facts.touchTarget != nil), "\(variant)")
    }
  }

  @Test("Every variant is built from its defaults on each of its platforms, exposes and draws")
  func defaultsBuild() throws {
    for variant in StepperVariant.allCases {
      #expect(!variant.facts.summary.isEmpty, "\(variant) has no summary")
      #expect(!variant.platforms.isEmpty, "\(variant) has no platform")
      for platform in variant.platforms {
        var configuration = variant.defaults
        configuration.label = "Quantity"
        let stepper = try Stepper(
          variant: variant, platform: platform, configuration: configuration)
        #expect(stepper.touchTarget == variant.facts.touchTarget)
        #expect(stepper.drawing.hasPrefix("Quantity  "), "\(variant): \(stepper.drawing)")
        let elements = stepper.elements(in: .standard)
        #expect(elements.contains { $0.isActionable }, "\(variant) exposes nothing to act on")
        #expect(
          StepperBehaviour.of(variant, on: platform, configuration: configuration)
            == stepper.behaviour)
      }
    }
  }

  @Test("Each platform's default variant is the first listed for it, and every platform has one")
  func defaultIsFirstListed() {
    for platform in Platform.allCases {
      let first = StepperVariant.allCases.first { $0.platforms.contains(platform) }
      #expect(first != nil, "\(platform) has no stepper variant")
      #expect(StepperVariant.default(for: platform) == first)
      #expect(Stepper.definition.defaultVariant(on: platform)?.id == first?.id)
    }
  }

  @Test("The catalog lists every variant with its facts")
  func catalog() {
    #expect(Stepper.definition.variants.map(\.id) == StepperVariant.allCases.map(\.id))
    #expect(
      Stepper.definition.variants.map(\.nativeName) == StepperVariant.allCases.map(\.nativeName))
  }

  @Test("A fixed step is refused with the variant's reason; only a NumberBox may be empty")
  func fixedStepAndEmpty() {
    var picker = StepperVariant.numberpicker.defaults
    picker.step = 2
    #expect(throws: ConfigurationError(field: "step", message: "NumberPicker always steps by 1")) {
      try Stepper(variant: .numberpicker, platform: .android, configuration: picker)
    }
    #expect(StepperVariant.allCases.filter(\.facts.canBeEmpty) == [.numberbox])
  }
}
