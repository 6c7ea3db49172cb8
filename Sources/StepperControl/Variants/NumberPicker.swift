import Accessibility
import Controls
import Core

// android.widget.NumberPicker (AOSP NumberPicker.java): mMinValue 0, mMaxValue 0, mValue 0,
// mWrapSelectorWheel true; it always steps by 1.
extension StepperVariantFacts {
  /// android.widget.NumberPicker.
  static let numberPicker = StepperVariantFacts(
    nativeName: "android.widget.NumberPicker", platforms: [.android],
    summary:
      "Android NumberPicker: a wheel with virtual increment/decrement buttons and an editable "
      + "centre; value 0, range 0…0, wraps, always steps by 1 (AOSP).",
    defaults: StepperConfiguration(
      value: 0, minimum: 0, maximum: 0, step: 1, wraps: true, continuous: true,
      autorepeat: true),
    fixedStep: (1, "NumberPicker always steps by 1"), canBeEmpty: false, touchTarget: .android,
    // AOSP NumberPicker.java: a tap on the upper/lower area steps on release; a long press
    // repeats (400 ms long-press timeout, then every 300 ms); DPAD Down increments and DPAD Up
    // decrements (the wheel turns); the centre text is editable. Wrapping needs at least
    // four values (max − min ≥ SELECTOR_WHEEL_ITEM_COUNT).
    behaviour: { _, _ in
      StepperBehaviour(
        parts: [.decrement, .field, .increment], focusOrder: [.field], stepsOn: .release,
        repeatSchedule: .androidLongPress, disablesButtonAtLimit: .never, wrapRule: .oppositeEnd,
        keyBindings: [
          KeyBinding(KeyChord(.down), on: [.field], .step(1)),
          KeyBinding(KeyChord(.up), on: [.field], .step(-1)),
          KeyBinding(KeyChord(.enter), on: [.field], .commitText),
        ] + StepperBehaviour.focusKeys(on: [.field], arrows: false),
        scrollWheel: .always, typedEntry: .numberPicker, outOfRangeValue: .clamp,
        allowsEmptyRange: true, minimumWrapSpan: 3)
    },
    exposure: { $0.numberPicker() },
    drawing: { sketch in
      sketch.label + sketch.button(.decrement, "‹") + " " + sketch.field + " "
        + sketch.button(.increment, "›")
    },
    defaultAnnouncements: noAnnouncements)
}

extension RepeatSchedule {
  /// Android long press: ViewConfiguration.DEFAULT_LONG_PRESS_TIMEOUT (400 ms on current
  /// Android, 500 on older), then NumberPicker's DEFAULT_LONG_PRESS_UPDATE_INTERVAL (300 ms).
  package static let androidLongPress = RepeatSchedule(
    firstDelay: .init(milliseconds: 400),
    phases: [Phase(after: .zero, interval: .init(milliseconds: 300))])
}

extension StepperExposureBuilder {
  // android.widget.NumberPicker: virtual increment/decrement buttons whose text is the next or
  // previous value, present only when the picker can move that way; the input EditText
  // (NumberPicker.java AccessibilityNodeProviderImpl).
  func numberPicker() -> [AccessibleElement] {
    let c = configuration
    let wraps = stepper.wraps
    func neighbour(_ offset: Double) -> String {
      var next = stepper.number + offset
      if next > c.maximum { next = c.minimum }
      if next < c.minimum { next = c.maximum }
      return DecimalStep.displayString(next)
    }
    let elements = labelElement()
    var picker: [AccessibleElement] = []
    if wraps || stepper.number > c.minimum {
      picker.append(button(.decrement, defaultName: neighbour(-1), keyboard: false))
    }
    picker.append(
      AccessibleElement(
        id: "field", role: .editText, name: shown, hint: appHint(.field),
        labeledBy: app.labelFor ? label : nil, isEnabled: controlEnabled, isEditable: true,
        takesKeyboardFocus: controlEnabled, isClickable: true, part: .field,
        nameSource: .visibleText))
    if wraps || stepper.number < c.maximum {
      picker.append(button(.increment, defaultName: neighbour(1), keyboard: false))
    }
    return elements
      + picker.map {
        var element = $0
        element.containerRole = .numberPicker
        return element
      }
  }
}
