import Accessibility
import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A stepper (spin button): a value changed in steps.
  package static let stepper: ControlKind = "stepper"
}

extension StepperConfiguration: ControlConfiguration {}

extension PlatformSetup {
  /// A stepper's setup.
  package init(
    variant: StepperVariant, configuration: StepperConfiguration,
    parts: [PartID: PartSettings] = [:], accessibility: AccessibilitySettings = .init()
  ) {
    self.init(
      variant: variant.id, nativeName: variant.nativeName, configuration: configuration,
      parts: parts, accessibility: accessibility)
  }

  /// The stepper variant, when this sets up a stepper.
  package var stepperVariant: StepperVariant? {
    variant.control == .stepper ? StepperVariant(rawValue: variant.rawValue) : nil
  }
}

extension StepperVariant {
  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .stepper, rawValue: rawValue) }
}

extension Stepper: RepeatingControl {
  /// Its number, or ``ControlValue/empty`` for an empty NumberBox.
  package var value: ControlValue { .numberOrEmpty(number) }

  /// The parts it shows.
  package var parts: [PartID] { behaviour.parts }

  /// The part that stands for the whole control (see ``StepperBehaviour/wholeControlPart``).
  package var wholeControlPart: PartID? { behaviour.wholeControlPart }

  /// `uikit (UIStepper) · "Quantity" · value 2 · 0…10 · step 1`: read it from the control as
  /// it started.
  package var headline: String {
    let c = configuration
    func number(_ value: Double) -> String {
      value.isNaN ? "empty" : DecimalStep.displayString(value)
    }
    var parts = [
      "\(variant.rawValue) (\(variant.nativeName))",
      "value \(number(c.value))",
      "\(number(c.minimum))…\(number(c.maximum))",
      "step \(number(c.step))",
    ]
    if let label = c.label { parts.insert("\"\(label)\"", at: 1) }
    if let text = fieldText, !c.value.isNaN, text != number(c.value) {
      parts.insert("shows \(String(reflecting: text))", at: parts.count - 2)
    }
    if c.wraps { parts.append("wraps") }
    if !c.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// A reader's own action: activating a button taps it; increment and decrement tap those
  /// buttons (a reader adjusting an adjustable element or a spin button).
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate:
      guard let part, part.isButton else { return [] }
      return tap(part)
    case .increment: return tap(.increment)
    case .decrement: return tap(.decrement)
    }
  }

  /// The accessibility tree (``StepperExposure``).
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    StepperExposure.elements(of: self, in: environment)
  }

  /// The app's announcements after a value change: the value-changed template, then the limit
  /// one.
  package func announcements(after event: ControlEvent) -> [String] {
    guard case .valueChanged(_, let newValue, _) = event.kind else { return [] }
    // An empty NumberBox's number is NaN: no `{valueInWords}`, and at neither limit.
    let value = newValue.numeric ?? .nan
    let templates = appAnnouncements
    let c = configuration
    let shown = displayedValue
    func fill(_ template: String) -> String {
      TextTemplate.fill(template, label: c.label, value: shown, number: value)
    }
    var result: [String] = []
    if let changed = templates.valueChanged { result.append(fill(changed)) }
    if value == c.minimum, let atMinimum = templates.atMinimum { result.append(fill(atMinimum)) }
    if value == c.maximum, let atMaximum = templates.atMaximum { result.append(fill(atMaximum)) }
    return result
  }
}
extension Stepper {
  /// The announcements the app posts: the component's `announce:`, or, when it sets none, the
  /// variant's default (its file in `Variants/` says; only a Fiori cell made to the design
  /// guideline announces anything unasked, seed 003).
  package var appAnnouncements: StepperAccessibility.Announcements {
    let app = configuration.accessibility
    if app.setsAnnouncements { return app.announcements }
    return variant.facts.defaultAnnouncements(app.fioriLabels ?? .default(on: platform))
  }
}

extension Stepper {
  /// The stepper in the catalog.
  package static let definition = ControlDefinition(
    kind: .stepper,
    summary: "A value changed in steps: − and + buttons, arrows, a spin button.",
    variants: StepperVariant.allCases.map {
      VariantDefinition(
        id: $0.id, nativeName: $0.nativeName, platforms: $0.platforms, defaults: $0.defaults)
    },
    partIDs: partIDs,
    versionEffects: [
      VersionEffect(
        platform: .ios, summary: "17 and 18 dim UIStepper's segment at a limit; 26 does not.",
        source: Source(
          "AccessibilitySnapshot DefaultControlsTests testStepperAtMin reference images",
          .medium,
          .snapshot("Example/SnapshotTests/DefaultControlsTests.swift", "testStepperAtMin")))
    ],
    partWords: [
      "increase": .increment, "plus": .increment, "+": .increment, "up": .increment,
      "decrease": .decrement, "minus": .decrement, "-": .decrement, "down": .decrement,
      "value": .field, "text": .field, "entry": .field, "stepper": .control,
    ]
  ) { platform, setup throws(ConfigurationError) in
    try Stepper(platform: platform, setup: setup)
  }
}
