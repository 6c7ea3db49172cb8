import Accessibility
import Controls
import Core

// Android has no Material stepper: this is a custom Material 3 − / value / + control. The
// seeds give no value defaults; A11ySim uses UIStepper's (0, 0…100, step 1) and no
// auto-repeat, because a plain Android button does nothing while held. Its buttons are 48 dp.
extension StepperVariantFacts {
  /// A custom Material 3 stepper.
  static let materialStepper = StepperVariantFacts(
    nativeName: "Material stepper", platforms: [.android],
    summary:
      "Android custom Material 3 − / value / + control (Android has no Material stepper): "
      + "UIStepper's value defaults, no auto-repeat, buttons click on release.",
    defaults: StepperConfiguration(
      value: 0, minimum: 0, maximum: 100, step: 1, wraps: false, continuous: true,
      autorepeat: false),
    fixedStep: nil, canBeEmpty: false, touchTarget: .android,
    // Seed 000 Android: at a limit the button has the disabled appearance. Seed 004: Tab,
    // Ctrl+Tab or arrows move focus; Space and Enter activate on Android. Android buttons click
    // on release.
    behaviour: { platform, configuration in
      let buttons = StepperBehaviour.buttons
      return StepperBehaviour(
        parts: buttons, focusOrder: buttons, stepsOn: .release,
        repeatSchedule: configuration.autorepeat ? .androidLongPress : nil,
        disablesButtonAtLimit: .unlessWrapping, wrapRule: .oppositeEnd,
        keyBindings: StepperBehaviour.focusKeys(on: Set(buttons))
          + StepperBehaviour.activationKeys(for: platform, on: buttons),
        scrollWheel: .ignored, typedEntry: nil, outOfRangeValue: .clamp, allowsEmptyRange: true)
    },
    exposure: { $0.material() },
    drawing: { sketch in
      sketch.label + sketch.button(.decrement, "−") + " \(sketch.value) "
        + sketch.button(.increment, "+")
    },
    defaultAnnouncements: noAnnouncements)
}

extension StepperExposureBuilder {
  // Android, a custom Material control: two (Image)Buttons named only by what the app sets
  // (contentDescription), a value TextView with the app's live-region setting, and the label,
  // which may name the value through labelFor (seed 004 developer notes).
  func material() -> [AccessibleElement] {
    if app.presentation == .adjustable {
      // One node with RangeInfo and ACTION_SET_PROGRESS: TalkBack calls it a Slider and
      // speaks its value as the state (TalkBack's source, AccessibilityNodeFeedbackUtils).
      // The app builds the RangeInfo and picks its type (`rangeKind`); TalkBack then words the
      // value by that type. Without one, the node is modelled as before: its value text is the
      // state TalkBack speaks ("2", not a float's "2.0"; which one a real app gets depends on
      // the RangeInfo it builds, and no source read settles it).
      // Its stateDescription, if it sets one, replaces the value TalkBack speaks.
      let range = app.rangeKind.map { kind in
        ElementStates.RangeInfo(
          minimum: configuration.minimum, maximum: configuration.maximum, value: stepper.number,
          kind: kind)
      }
      return labelElement() + [
        AccessibleElement(
          id: "stepper", role: .slider, name: fill(settings.label) ?? label, value: shown,
          hint: fill(settings.hint), isEnabled: controlEnabled, takesKeyboardFocus: controlEnabled,
          part: .control,
          nameSource: settings.label != nil ? .app : (label == nil ? .none : .visibleText),
          states: ElementStates(range: range, stateDescription: fill(app.stateDescription)))
      ]
    }
    // The − and + are icon buttons (ImageButtons): unnamed, TalkBack says "Unlabelled". Each
    // may carry the app's stateDescription (View.setStateDescription).
    func button(_ part: PartID) -> AccessibleElement {
      var element = self.button(part, defaultName: nil, image: true)
      element.states.stateDescription = fill(app.partStateDescriptions[part])
      return element
    }
    var elements = labelElement()
    elements.append(button(.decrement))
    // The value is drawn between the buttons whether or not the app gives it a label.
    if showsValueText(drawsValue: true) {
      elements.append(
        AccessibleElement(
          id: "value", role: .staticText, name: shown,
          labeledBy: app.labelFor ? label : nil, liveRegion: app.valueLiveRegion,
          nameSource: .visibleText))
    }
    elements.append(button(.increment))
    return elements
  }
}
