import Accessibility
import Controls
import Core

// macOS AppKit NSStepper: stacked up/down arrows beside the app's value field.
extension StepperVariantFacts {
  /// NSStepper.
  static let appKitStepper = StepperVariantFacts(
    nativeName: "NSStepper", platforms: [.macos],
    summary:
      "macOS AppKit NSStepper: stacked up/down arrows; value 0, range 0…59, increment 1, "
      + "auto-repeat, no wrap (seed 000).",
    defaults: StepperConfiguration(
      value: 0, minimum: 0, maximum: 59, step: 1, wraps: false, continuous: true,
      autorepeat: true),
    fixedStep: nil, canBeEmpty: false, touchTarget: nil,
    // Seed 000 macOS: click steps; auto-repeat 0.5 s then ~10/s; Up/Down when focused; at a
    // limit the arrow is dimmed and non-interactive.
    behaviour: { _, _ in
      StepperBehaviour(
        parts: StepperBehaviour.buttons, focusOrder: [.control], stepsOn: .press,
        repeatSchedule: .appkit, disablesButtonAtLimit: .unlessWrapping, wrapRule: .oppositeEnd,
        keyBindings: [
          KeyBinding(KeyChord(.up), on: [.control], .step(1)),
          KeyBinding(KeyChord(.down), on: [.control], .step(-1)),
        ] + StepperBehaviour.focusKeys(on: [.control], arrows: false),
        scrollWheel: .ignored, typedEntry: nil, outOfRangeValue: .clamp, allowsEmptyRange: true)
    },
    exposure: { $0.appkit() },
    drawing: { sketch in
      let control = sketch.stepper.focusedPart == .control ? "*▲▼*" : "▲▼"
      return sketch.label + "[ \(sketch.value) ]" + "[\(control)]"
    },
    defaultAnnouncements: noAnnouncements)
}

extension RepeatSchedule {
  /// NSStepper (seed 000 macOS): first repeat after 0.5 s, then ~10 per second.
  package static let appkit = RepeatSchedule(
    firstDelay: .init(milliseconds: 500),
    phases: [Phase(after: .zero, interval: .init(milliseconds: 100))])
}

extension StepperExposureBuilder {
  // NSStepper is one incrementor ("the stepper role") with label and value; its arrows are
  // children reached by interacting (Apple's AX role reference; Core-AAM).
  func appkit() -> [AccessibleElement] {
    labelElement() + [
      AccessibleElement(
        id: "stepper", role: .incrementor, name: fill(settings.label) ?? label, value: shown,
        hint: fill(settings.hint), isEnabled: controlEnabled,
        takesKeyboardFocus: controlEnabled, part: .control,
        nameSource: settings.label != nil ? .app : (label == nil ? .none : .visibleText),
        // The app's accessibilityValueDescription (AXValueDescription).
        states: ElementStates(valueDescription: fill(app.stateDescription))),
      button(.increment, defaultName: "Increment", keyboard: false, navigable: false),
      button(.decrement, defaultName: "Decrement", keyboard: false, navigable: false),
    ]
  }
}
