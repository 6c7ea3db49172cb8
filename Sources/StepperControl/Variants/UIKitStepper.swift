import Accessibility
import ComponentModel
import Controls
import Core

// iOS UIKit UIStepper: two segments, − and +, each padded to 44 pt (seed 000's metrics).
extension StepperVariantFacts {
  /// UIStepper.
  static let uikitStepper = StepperVariantFacts(
    nativeName: "UIStepper", platforms: [.ios],
    summary:
      "iOS UIKit UIStepper: two segments, − and +; value 0, range 0…100, step 1, no wrap, "
      + "continuous, auto-repeat (seeds 000, 001, 002).",
    defaults: StepperConfiguration(
      value: 0, minimum: 0, maximum: 100, step: 1, wraps: false, continuous: true,
      autorepeat: true),
    fixedStep: nil, canBeEmpty: false, touchTarget: .ios,
    behaviour: StepperBehaviour.uikit,
    // AccessibilitySnapshot's UIStepper images: two buttons unless the app makes it adjustable.
    exposure: { $0.ios(defaultPresentation: .buttons, builtInLabel: false) },
    drawing: { sketch in
      sketch.label + "\(sketch.value)  " + sketch.button(.decrement, "−")
        + sketch.button(.increment, "+")
    },
    defaultAnnouncements: noAnnouncements)
}

extension StepperBehaviour {
  /// UIStepper's table, SwiftUI's Stepper too. Seed 000/001: tap steps, auto-repeat after
  /// ~0.5 s accelerating to ~0.1 s after ~2 s. Seed 004: Tab, Ctrl+Tab or arrows move focus;
  /// Space activates on iOS (not Enter).
  static let uikit: @Sendable (Platform, StepperConfiguration) -> StepperBehaviour = {
    platform, _ in
    StepperBehaviour(
      parts: buttons, focusOrder: buttons, stepsOn: .press,
      repeatSchedule: .uikit, disablesButtonAtLimit: .unlessWrapping, wrapRule: .oppositeEnd,
      keyBindings: focusKeys(on: Set(buttons)) + activationKeys(for: platform, on: buttons),
      scrollWheel: .ignored, typedEntry: nil, outOfRangeValue: .clamp, allowsEmptyRange: false)
  }
}

extension RepeatSchedule {
  /// UIStepper (seed 000/001): first repeat after ~0.5 s, every ~0.5 s, then every ~0.1 s once
  /// the button has been held ~2 s.
  package static let uikit = RepeatSchedule(
    firstDelay: .init(milliseconds: 500),
    phases: [
      Phase(after: .zero, interval: .init(milliseconds: 500)),
      Phase(after: .init(milliseconds: 2000), interval: .init(milliseconds: 100)),
    ])
}

extension StepperExposureBuilder {
  // iOS: UIStepper's segments are separate buttons named "Decrement" and "Increment", without
  // the value (AccessibilitySnapshot DefaultControlsTests + reference images); the segment at a
  // limit is Dimmed on iOS 17/18, not on 26. An adjustable presentation is one element with
  // label, value and the adjustable trait. A SwiftUI Stepper's label is built in: it names the
  // adjustable element and is no text beside it.
  func ios(
    defaultPresentation: StepperAccessibility.Presentation, builtInLabel: Bool
  ) -> [AccessibleElement] {
    switch app.presentation ?? defaultPresentation {
    case .adjustable:
      var elements = builtInLabel ? [] : labelElement()
      elements.append(
        AccessibleElement(
          id: "stepper", role: .adjustable, name: fill(settings.label) ?? label, value: shown,
          hint: fill(settings.hint), isEnabled: controlEnabled,
          nameSource: settings.label != nil ? .app : (label == nil ? .none : .visibleText),
          // The app's accessibilityValue (UIKit) or .accessibilityValue(_:) (SwiftUI), in
          // place of the number VoiceOver would read.
          states: ElementStates(valueDescription: fill(app.stateDescription)),
          standsForControl: true))
      return elements
    case .buttons:
      var elements = labelElement()
      if showsValueText() && !builtInLabel {
        elements.append(
          AccessibleElement(
            id: "value", role: .staticText, name: shown,
            liveRegion: app.valueLiveRegion, nameSource: .visibleText))
      }
      let dims = StepperExposure.segmentsDimAtLimit(iosVersion: iosVersion)
      for part in [PartID.decrement, .increment] {
        let enabled = controlEnabled && (stepper.isEnabled(part) || !dims)
        elements.append(
          button(
            part, defaultName: part == .increment ? "Increment" : "Decrement", enabled: enabled))
      }
      return elements
    }
  }
}
