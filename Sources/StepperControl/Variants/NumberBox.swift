import Accessibility
import Controls
import Core
import Foundation

// WinUI 3 NumberBox (seed 000 Windows and NumberBox.cpp): Value NaN, Minimum −∞, Maximum +∞,
// SmallChange 1, LargeChange 10, spin buttons hidden; a pointer-and-keyboard control.
extension StepperVariantFacts {
  /// WinUI NumberBox.
  static let numberBox = StepperVariantFacts(
    nativeName: "WinUI NumberBox", platforms: [.windows],
    summary:
      "Windows WinUI 3 NumberBox: a text box with optional spin buttons; Value NaN, −∞…+∞, "
      + "SmallChange 1, LargeChange 10, spin buttons hidden (seed 000).",
    defaults: StepperConfiguration(
      value: .nan, minimum: -.infinity, maximum: .infinity, step: 1, largeStep: 10,
      wraps: false, continuous: true, autorepeat: true, acceptsExpression: false,
      validationMode: .invalidInputOverwritten, spinButtonPlacement: .hidden,
      placeholderText: ""),
    fixedStep: nil, canBeEmpty: true, touchTarget: nil,
    // Seed 000 Windows + NumberBox.cpp: Up/Down SmallChange, PageUp/PageDown LargeChange,
    // wheel only while the box has focus, Enter validates, Escape reverts; spin buttons are
    // RepeatButtons (step on press) that are not tab stops; a NaN value does not step.
    behaviour: { _, configuration in
      let spin: [PartID] =
        configuration.spinButtonPlacement == .hidden ? [] : StepperBehaviour.buttons
      return StepperBehaviour(
        parts: [.field] + spin, focusOrder: [.field], stepsOn: .press,
        repeatSchedule: .winUIRepeatButton,
        disablesButtonAtLimit: .unlessWrappingOrValidationDisabled, wrapRule: .oppositeEnd,
        keyBindings: [
          KeyBinding(KeyChord(.up), on: [.field], .step(1)),
          KeyBinding(KeyChord(.down), on: [.field], .step(-1)),
          KeyBinding(KeyChord(.pageUp), on: [.field], .largeStep(1)),
          KeyBinding(KeyChord(.pageDown), on: [.field], .largeStep(-1)),
          KeyBinding(KeyChord(.enter), on: [.field], .commitText),
          KeyBinding(KeyChord(.escape), on: [.field], .revertText),
        ] + StepperBehaviour.focusKeys(on: [.field], arrows: false),
        scrollWheel: .whenFocused, typedEntry: .numberBox, outOfRangeValue: .clamp,
        allowsEmptyRange: true)
    },
    exposure: { $0.numberBox() },
    drawing: { sketch in
      let c = sketch.configuration
      let spin =
        c.spinButtonPlacement == .hidden
        ? "" : sketch.button(.increment, "▲") + sketch.button(.decrement, "▼")
      return (c.header ?? c.label).map { $0 + "  " + sketch.field + spin } ?? sketch.field + spin
    },
    defaultAnnouncements: noAnnouncements)
}

extension RepeatSchedule {
  /// WinUI RepeatButton (DependencyProperty.cpp defaults): Delay 500 ms, Interval 33 ms.
  package static let winUIRepeatButton = RepeatSchedule(
    firstDelay: .init(milliseconds: 500),
    phases: [Phase(after: .zero, interval: .init(milliseconds: 33))])
}

extension StepperExposureBuilder {
  // WinUI NumberBox: keyboard focus is in the inner TextBox (an Edit) whose UIA Name is the
  // Name (or Header) + " Minimum<min> Maximum<max>" with %G numbers, parts left out for
  // infinite bounds (NumberBox.cpp ReevaluateForwardedUIAProperties; NumberBoxTests.cs). Spin
  // buttons are RepeatButtons named "Increase"/"Decrease" that are not tab stops; compact
  // mode's popup buttons get no name. No live region (NumberBox sets no LiveSetting).
  func numberBox() -> [AccessibleElement] {
    let c = configuration
    let header = c.header ?? label
    var elements: [AccessibleElement] = []
    if let header, !settings.labelHidden {
      elements.append(
        AccessibleElement(id: "label", role: .staticText, name: header, nameSource: .visibleText))
    }
    var name = fill(settings.label) ?? header ?? ""
    var nameSource: AccessibleElement.NameSource =
      settings.label != nil ? .app : (header == nil ? .none : .visibleText)
    if !name.isEmpty {
      if c.minimum.isFinite { name += " Minimum" + String(format: "%G", c.minimum) }
      if c.maximum.isFinite { name += " Maximum" + String(format: "%G", c.maximum) }
    } else if !c.placeholderText.isEmpty {
      // With neither Name nor Header, NumberBox forwards no name and the TextBox's own peer
      // falls back to its placeholder: microsoft-ui-xaml #3470 heard "0.00, edit 100".
      name = c.placeholderText
      nameSource = .visibleText
    }
    name = name.trimmingCharacters(in: .whitespaces)
    elements.append(
      AccessibleElement(
        id: "field", role: .editText, name: name.isEmpty ? nil : name,
        value: stepper.fieldText ?? shown, hint: fill(settings.hint), isEnabled: controlEnabled,
        isEditable: true, takesKeyboardFocus: controlEnabled,
        liveRegion: app.valueLiveRegion, part: .field, nameSource: nameSource))
    switch c.spinButtonPlacement {
    case .hidden: break
    case .inline:
      elements.append(button(.increment, defaultName: "Increase", keyboard: false))
      elements.append(button(.decrement, defaultName: "Decrease", keyboard: false))
    case .compact where stepper.focusedPart == .field:
      elements.append(button(.increment, defaultName: nil, keyboard: false))
      elements.append(button(.decrement, defaultName: nil, keyboard: false))
    case .compact: break
    }
    return elements
  }
}
