import Core

extension StepperBehaviour {
  /// The behaviour of `variant` on `platform` with `configuration`: the table every
  /// ``Stepper`` carries out. Each entry names its source.
  public static func of(
    _ variant: StepperVariant, on platform: Platform, configuration: StepperConfiguration
  ) -> StepperBehaviour {
    let buttons: [PartID] = [.decrement, .increment]
    switch variant {
    case .uikit, .swiftui:
      // Seed 000/001: tap steps, auto-repeat after ~0.5 s accelerating to ~0.1 s after ~2 s.
      // Seed 004: Tab, Ctrl+Tab or arrows move focus; Space activates on iOS (not Enter).
      return StepperBehaviour(
        parts: buttons, focusOrder: buttons, stepsOn: .press,
        repeatSchedule: .uikit, disablesButtonAtLimit: .unlessWrapping, wrapRule: .oppositeEnd,
        keyBindings: focusKeys(on: Set(buttons)) + activationKeys(for: platform, on: buttons),
        scrollWheel: .ignored, typedEntry: nil, outOfRangeValue: .clamp, allowsEmptyRange: false)
    case .appkit:
      // Seed 000 macOS: click steps; auto-repeat 0.5 s then ~10/s; Up/Down when focused;
      // at a limit the arrow is dimmed and non-interactive.
      return StepperBehaviour(
        parts: buttons, focusOrder: [.control], stepsOn: .press, repeatSchedule: .appkit,
        disablesButtonAtLimit: .unlessWrapping, wrapRule: .oppositeEnd,
        keyBindings: [
          KeyBinding(KeyChord(.up), on: [.control], .step(1)),
          KeyBinding(KeyChord(.down), on: [.control], .step(-1)),
        ] + focusKeys(on: [.control], arrows: false),
        scrollWheel: .ignored, typedEntry: nil, outOfRangeValue: .clamp, allowsEmptyRange: true)
    case .material:
      // Seed 000 Android: at a limit the button has the disabled appearance. Seed 004: Tab,
      // Ctrl+Tab or arrows move focus; Space and Enter activate on Android. Android buttons
      // click on release.
      return StepperBehaviour(
        parts: buttons, focusOrder: buttons, stepsOn: .release,
        repeatSchedule: configuration.autorepeat ? .androidLongPress : nil,
        disablesButtonAtLimit: .unlessWrapping, wrapRule: .oppositeEnd,
        keyBindings: focusKeys(on: Set(buttons)) + activationKeys(for: platform, on: buttons),
        scrollWheel: .ignored, typedEntry: nil, outOfRangeValue: .clamp, allowsEmptyRange: true)
    case .numberpicker:
      // AOSP NumberPicker.java: a tap on the upper/lower area steps on release; a long press
      // repeats (400 ms long-press timeout, then every 300 ms); DPAD Down increments and DPAD Up
      // decrements (the wheel turns); the centre text is editable. Wrapping needs at least
      // four values (max − min ≥ SELECTOR_WHEEL_ITEM_COUNT).
      return StepperBehaviour(
        parts: [.decrement, .field, .increment], focusOrder: [.field], stepsOn: .release,
        repeatSchedule: .androidLongPress, disablesButtonAtLimit: .never, wrapRule: .oppositeEnd,
        keyBindings: [
          KeyBinding(KeyChord(.down), on: [.field], .step(1)),
          KeyBinding(KeyChord(.up), on: [.field], .step(-1)),
          KeyBinding(KeyChord(.enter), on: [.field], .commitText),
        ] + focusKeys(on: [.field], arrows: false),
        scrollWheel: .always, typedEntry: .numberPicker, outOfRangeValue: .clamp,
        allowsEmptyRange: true, minimumWrapSpan: 3)
    case .numberbox:
      // Seed 000 Windows + NumberBox.cpp: Up/Down SmallChange, PageUp/PageDown LargeChange,
      // wheel only while the box has focus, Enter validates, Escape reverts; spin buttons are
      // RepeatButtons (step on press) that are not tab stops; a NaN value does not step.
      let spin: [PartID] = configuration.spinButtonPlacement == .hidden ? [] : buttons
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
        ] + focusKeys(on: [.field], arrows: false),
        scrollWheel: .whenFocused, typedEntry: .numberBox, outOfRangeValue: .clamp,
        allowsEmptyRange: true)
    case .gtkSpinButton, .adwSpinRow:
      // Seed 000 Linux + gtkspinbutton.c (GTK 4): Up/Down step, PageUp/PageDown page,
      // Ctrl+PageUp/Ctrl+End to the upper end, Ctrl+PageDown/Ctrl+Home to the lower end (plain
      // Home/End move the caret); the +/- buttons never take focus; Enter commits; the wheel
      // steps and grabs focus, except in an AdwSpinRow (adw-spin-row.c turns it off).
      // Every one of those keys is bound to the change-value signal, whose handler rings the
      // error bell and returns when the entry is not editable (GNOME/gtk gtk/gtkspinbutton.c,
      // gtk_spin_button_real_change_value); Orca's read-only case hears nothing after Up
      // (GNOME/orca tests/integration_tests/test_gui_spinbutton.py, test_readonly_spin_button).
      let changeValue: (KeyAction) -> KeyAction =
        configuration.isEditable
        ? { $0 }
        : { _ in
          .errorBell(
            reason:
              "the \(variant.nativeName) is read-only (editable is false): its keys ring the "
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
        scrollWheel: variant == .adwSpinRow ? .ignored : .always, typedEntry: .gtk,
        outOfRangeValue: .clamp, allowsEmptyRange: true)
    case .fiori:
      // Seed 003: − and + buttons disabled at the limits; typed value out of range shows an
      // error message. Buttons follow the host platform's activation keys (seed 004).
      let order: [PartID] = [.decrement, .field, .increment]
      return StepperBehaviour(
        parts: order, focusOrder: order, stepsOn: .release, repeatSchedule: nil,
        disablesButtonAtLimit: .unlessWrapping, wrapRule: .oppositeEnd,
        keyBindings: [KeyBinding(KeyChord(.enter), on: [.field], .commitText)]
          + focusKeys(on: Set(order), arrows: false)
          + activationKeys(for: platform, on: buttons),
        scrollWheel: .ignored, typedEntry: .fiori, outOfRangeValue: .refuse,
        allowsEmptyRange: true)
    }
  }

  /// Tab / Shift+Tab (and Ctrl+Tab, and arrows where they move focus between buttons).
  private static func focusKeys(on parts: Set<PartID>, arrows: Bool = true) -> [KeyBinding] {
    var keys = [
      KeyBinding(KeyChord(.tab), on: parts, .focusNext),
      KeyBinding(KeyChord(.tab, modifiers: [.shift]), on: parts, .focusPrevious),
      KeyBinding(KeyChord(.tab, modifiers: [.control]), on: parts, .focusNext),
      KeyBinding(KeyChord(.tab, modifiers: [.control, .shift]), on: parts, .focusPrevious),
    ]
    if arrows {
      keys += [
        KeyBinding(KeyChord(.right), on: parts, .focusNext),
        KeyBinding(KeyChord(.down), on: parts, .focusNext),
        KeyBinding(KeyChord(.left), on: parts, .focusPrevious),
        KeyBinding(KeyChord(.up), on: parts, .focusPrevious),
      ]
    }
    return keys
  }

  /// Seed 004: Space activates a focused button on iOS and Android; Enter only on Android.
  private static func activationKeys(for platform: Platform, on buttons: [PartID])
    -> [KeyBinding]
  {
    var keys = [KeyBinding(KeyChord(.space), on: Set(buttons), .activate)]
    if platform == .android {
      keys.append(KeyBinding(KeyChord(.enter), on: Set(buttons), .activate))
    }
    return keys
  }
}

extension RepeatSchedule {
  /// UIStepper (seed 000/001): first repeat after ~0.5 s, every ~0.5 s, then every ~0.1 s once
  /// the button has been held ~2 s.
  public static let uikit = RepeatSchedule(
    firstDelay: .init(milliseconds: 500),
    phases: [
      Phase(after: .zero, interval: .init(milliseconds: 500)),
      Phase(after: .init(milliseconds: 2000), interval: .init(milliseconds: 100)),
    ])

  /// NSStepper (seed 000 macOS): first repeat after 0.5 s, then ~10 per second.
  public static let appkit = RepeatSchedule(
    firstDelay: .init(milliseconds: 500),
    phases: [Phase(after: .zero, interval: .init(milliseconds: 100))])

  /// GtkSpinButton (gtkspinbutton.c): TIMEOUT_INITIAL 500 ms, then TIMEOUT_REPEAT 50 ms;
  /// with a climb rate, after the first repeat the step grows by the climb rate on every
  /// repeat that finds MAX_TIMER_CALLS (5) calls counted, i.e. every sixth.
  public static let gtk = RepeatSchedule(
    firstDelay: .init(milliseconds: 500),
    phases: [Phase(after: .zero, interval: .init(milliseconds: 50))], climbsEvery: 5)

  /// WinUI RepeatButton (DependencyProperty.cpp defaults): Delay 500 ms, Interval 33 ms.
  public static let winUIRepeatButton = RepeatSchedule(
    firstDelay: .init(milliseconds: 500),
    phases: [Phase(after: .zero, interval: .init(milliseconds: 33))])

  /// Android long press: ViewConfiguration.DEFAULT_LONG_PRESS_TIMEOUT (400 ms on current
  /// Android, 500 on older), then NumberPicker's DEFAULT_LONG_PRESS_UPDATE_INTERVAL (300 ms).
  public static let androidLongPress = RepeatSchedule(
    firstDelay: .init(milliseconds: 400),
    phases: [Phase(after: .zero, interval: .init(milliseconds: 300))])
}
