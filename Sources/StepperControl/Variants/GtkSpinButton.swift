import Accessibility
import Controls
import Core

// GTK 4 GtkSpinButton (gtkspinbutton.c): GtkAdjustment value 0, lower 0, upper 100, step 1,
// page 10, climb rate 0, 0 digits; a pointer-and-keyboard control.
extension StepperVariantFacts {
  /// GtkSpinButton.
  static let gtkSpinButton = StepperVariantFacts(
    nativeName: "GtkSpinButton", platforms: [.linux],
    summary:
      "Linux GTK 4 GtkSpinButton: an entry with − and +; value 0, 0…100, step 1, page 10, "
      + "climb rate 0, 0 digits (seed 000).",
    defaults: .gtk, fixedStep: nil, canBeEmpty: false, touchTarget: nil,
    behaviour: { _, configuration in
      StepperBehaviour.gtk(nativeName: "GtkSpinButton", scrollWheel: .always, configuration)
    },
    exposure: { $0.gtk(isRow: false) },
    drawing: { sketch in
      sketch.label + sketch.field + sketch.button(.decrement, "−")
        + sketch.button(.increment, "+")
    },
    defaultAnnouncements: noAnnouncements)
}

extension StepperConfiguration {
  /// A GtkAdjustment's defaults as a GtkSpinButton (and an AdwSpinRow) starts with them.
  static let gtk = StepperConfiguration(
    value: 0, minimum: 0, maximum: 100, step: 1, largeStep: 10, wraps: false,
    continuous: true, autorepeat: true, climbRate: 0, digits: 0, numeric: false,
    snapToTicks: false, updatePolicy: .always, orientation: .horizontal)
}

extension StepperBehaviour {
  /// GtkSpinButton's table (AdwSpinRow's too, with its own wheel). Seed 000 Linux +
  /// gtkspinbutton.c (GTK 4): Up/Down step, PageUp/PageDown page, Ctrl+PageUp/Ctrl+End to the
  /// upper end, Ctrl+PageDown/Ctrl+Home to the lower end (plain Home/End move the caret); the
  /// +/- buttons never take focus; Enter commits.
  /// Every one of those keys is bound to the change-value signal, whose handler rings the
  /// error bell and returns when the entry is not editable (GNOME/gtk gtk/gtkspinbutton.c,
  /// gtk_spin_button_real_change_value); Orca's read-only case hears nothing after Up
  /// (GNOME/orca tests/integration_tests/test_gui_spinbutton.py, test_readonly_spin_button).
  static func gtk(
    nativeName: String, scrollWheel: ScrollWheel, _ configuration: StepperConfiguration
  ) -> StepperBehaviour {
    let changeValue: (KeyAction) -> KeyAction =
      configuration.isEditable
      ? { $0 }
      : { _ in
        .errorBell(
          reason:
            "the \(nativeName) is read-only (editable is false): its keys ring the "
            + "error bell and leave the value")
      }
    return StepperBehaviour(
      parts: [.field] + buttons, focusOrder: [.field], stepsOn: .press,
      repeatSchedule: .gtk, disablesButtonAtLimit: .unlessWrapping, wrapRule: .clampThenWrap,
      keyBindings: [
        KeyBinding(KeyChord(.up), on: [.field], changeValue(.step(1))),
        KeyBinding(KeyChord(.down), on: [.field], changeValue(.step(-1))),
        KeyBinding(KeyChord(.pageUp), on: [.field], changeValue(.largeStep(1))),
        KeyBinding(KeyChord(.pageDown), on: [.field], changeValue(.largeStep(-1))),
        KeyBinding(
          KeyChord(.pageUp, modifiers: [.control]), on: [.field], changeValue(.toMaximum)),
        KeyBinding(KeyChord(.end, modifiers: [.control]), on: [.field], changeValue(.toMaximum)),
        KeyBinding(
          KeyChord(.pageDown, modifiers: [.control]), on: [.field], changeValue(.toMinimum)),
        KeyBinding(
          KeyChord(.home, modifiers: [.control]), on: [.field], changeValue(.toMinimum)),
        KeyBinding(KeyChord(.enter), on: [.field], .commitText),
      ] + focusKeys(on: [.field], arrows: false),
      scrollWheel: scrollWheel, typedEntry: .gtk, outOfRangeValue: .clamp,
      allowsEmptyRange: true)
  }
}

extension RepeatSchedule {
  /// GtkSpinButton (gtkspinbutton.c): TIMEOUT_INITIAL 500 ms, then TIMEOUT_REPEAT 50 ms;
  /// with a climb rate, after the first repeat the step grows by the climb rate on every
  /// repeat that finds MAX_TIMER_CALLS (5) calls counted, i.e. every sixth.
  package static let gtk = RepeatSchedule(
    firstDelay: .init(milliseconds: 500),
    phases: [Phase(after: .zero, interval: .init(milliseconds: 50))], climbsEvery: 5)
}

extension StepperExposureBuilder {
  // GTK 4 GtkSpinButton: one spin button (role SPIN_BUTTON, value-now/min/max, always
  // editable unless read-only) whose −/+ buttons have role NONE and never take focus
  // (gtkspinbutton.c, gtkatspicontext.c). An AdwSpinRow's spin button is labelled by the row's
  // title and described by its subtitle (adw-spin-row.ui, adw-action-row.ui).
  func gtk(isRow: Bool) -> [AccessibleElement] {
    var elements = isRow ? [] : labelElement()
    elements.append(
      AccessibleElement(
        id: "field", role: .spinButton, name: fill(settings.label) ?? label,
        // The value is the adjustment's (value-now), not the text being typed: GTK changes it
        // on commit, and Orca ignores a spin button's text events (Orca's source and tests).
        value: shown, hint: fill(settings.hint),
        description: isRow ? configuration.subtitle : nil, isEnabled: controlEnabled,
        isEditable: configuration.isEditable, isNavigable: controlEnabled,
        takesKeyboardFocus: controlEnabled,
        part: .field,
        nameSource: settings.label != nil ? .app : (label == nil ? .none : .visibleText),
        // GTK 4: the app's GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, AT-SPI Value's Text
        // (gtkatspivalue.c). GTK 3's ATK has no property an app sets for it.
        states: ElementStates(
          valueDescription: gtkVersion >= 4 ? fill(app.stateDescription) : nil)))
    return elements
  }
}
