import ComponentModel
import Controls
import Core
import Foundation

/// A stepper on a simulated clock: it takes presses, holds, keys, typing and focus, and
/// answers with the events its platform would send.
///
/// Every method is a pure state transition that returns the events it caused; nothing here
/// sleeps or reads the wall clock. What the variant does is read from its
/// ``StepperBehaviour`` table.
///
/// ```swift
/// var stepper = try Stepper(variant: .uikit, platform: .ios,
///                           configuration: StepperVariant.uikit.defaults)
/// let events = stepper.hold(.increment, for: .seconds(3))  // 15 value changes
/// ```
package struct Stepper: Sendable {
  /// Which native control this is.
  package let variant: StepperVariant
  /// The platform it runs on.
  package let platform: Platform
  /// The configuration it was created with (``number`` holds the current value).
  package let configuration: StepperConfiguration
  /// How this variant behaves.
  package let behaviour: StepperBehaviour
  /// How the component set it up: labels, hints and the app's accessibility settings.
  package let setup: PlatformSetup
  /// The current number (`NaN` for an empty NumberBox, whose `Value` is NaN); ``value`` is it
  /// typed.
  package private(set) var number: Double
  /// The text in the field, for variants with one; `nil` otherwise.
  package private(set) var fieldText: String?
  /// Whether the field holds typed text that is not yet committed.
  package private(set) var isEditing = false
  /// The part with keyboard focus; `nil` when focus is outside the control.
  package private(set) var focusedPart: PartID?
  /// The simulated time now.
  package private(set) var now = SimulatedInstant.zero
  /// Adjustments made to the configuration, such as a value clamped into range.
  package private(set) var notes: [String] = []
  private var hold: Hold?
  private var enabledParts: [PartID: Bool] = [:]
  /// Set when the held button reached ``HoldLimitError/repeatLimit``; it then stops repeating.
  package private(set) var holdLimitReached: HoldLimitError?

  private struct Hold: Sendable {
    var part: PartID
    var start: SimulatedInstant
    var nextRepeat: SimulatedInstant?
    var repeats = 0
    var valueAtStart: Double
    var step: Double
    var climbCalls = 0
    var stalled = false
    /// The last repeat only said why it did nothing: every later one will do the same.
    var stuck = false
  }

  /// Creates a stepper, checking that the configuration can exist on this variant.
  ///
  /// - Throws: ``ConfigurationError`` naming the field: minimum above maximum, a step of
  ///   zero or below or not finite, a value outside the range where the platform refuses it.
  package init(
    variant: StepperVariant, platform: Platform, configuration: StepperConfiguration
  ) throws(ConfigurationError) {
    try self.init(
      platform: platform,
      setup: PlatformSetup(variant: variant, configuration: configuration))
  }

  /// Creates the stepper a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` as ``init(variant:platform:configuration:)``, and
  ///   when the setup is not a stepper's.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    guard let variant = setup.stepperVariant,
      let given = setup.configuration as? StepperConfiguration
    else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a stepper variant")
    }
    guard variant.platforms.contains(platform) else {
      throw ConfigurationError(
        field: "variant",
        message: "\(variant.rawValue) does not exist on \(platform.displayName); "
          + "\(platform.displayName) has "
          + StepperVariant.allCases.filter { $0.platforms.contains(platform) }
          .map(\.rawValue).joined(separator: ", "))
    }
    let behaviour = StepperBehaviour.of(variant, on: platform, configuration: given)
    var configuration = given
    var notes: [String] = []
    try Stepper.validate(&configuration, variant: variant, behaviour: behaviour, notes: &notes)
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.behaviour = behaviour
    var setup = setup
    setup.configuration = configuration
    self.setup = setup
    self.number = configuration.value
    self.notes = notes
    if behaviour.parts.contains(.field) { fieldText = display(configuration.value) }
    for part in Set(behaviour.parts + behaviour.focusOrder) {
      enabledParts[part] = computeEnabled(part)
    }
    try checkAndroidStates()
  }

  /// The app's state descriptions (value descriptions outside Android) and RangeInfo type
  /// must land on an element the variant exposes: a setting no element carries would change
  /// nothing, silently.
  private func checkAndroidStates() throws(ConfigurationError) {
    let app = configuration.accessibility
    guard app.stateDescription != nil || !app.partStateDescriptions.isEmpty || app.rangeKind != nil
    else { return }
    let elements = StepperExposure.elements(of: self)
    let presentation = app.presentation ?? (variant == .swiftui ? .adjustable : .buttons)
    let shape =
      "the \(variant.rawValue) stepper with accessibility.presentation "
      + presentation.rawValue
    let adjustable = "set accessibility.presentation: adjustable"
    let wholeControl = elements.filter { $0.part != .increment && $0.part != .decrement }
    if app.stateDescription != nil,
      !wholeControl.contains(where: {
        $0.states.stateDescription != nil || $0.states.valueDescription != nil
      })
    {
      let perButton =
        variant == .material
        ? ", or give each button its own (increment.stateDescription, "
          + "decrement.stateDescription)" : ""
      throw .init(
        field: "stateDescription",
        message: "\(shape) exposes no element for the whole control: \(adjustable)\(perButton)")
    }
    for part in app.partStateDescriptions.keys.sorted(by: { $0.rawValue < $1.rawValue })
    where !elements.contains(where: { $0.part == part && $0.states.stateDescription != nil }) {
      throw .init(
        field: "\(part.rawValue).stateDescription",
        message: "\(shape) exposes no \(part.rawValue) button to describe: use stateDescription "
          + "(the whole control's) instead")
    }
    if app.rangeKind != nil, !elements.contains(where: { $0.states.range != nil }) {
      throw .init(
        field: "rangeKind",
        message: "\(shape) exposes no node with RangeInfo: \(adjustable)")
    }
  }

  private static func validate(
    _ configuration: inout StepperConfiguration, variant: StepperVariant,
    behaviour: StepperBehaviour, notes: inout [String]
  ) throws(ConfigurationError) {
    let c = configuration
    if c.minimum.isNaN { throw .init(field: "minimum", message: "must be a number") }
    if c.maximum.isNaN { throw .init(field: "maximum", message: "must be a number") }
    if c.minimum == .infinity {
      throw .init(field: "minimum", message: "must be a number or -∞, not +∞")
    }
    if c.maximum == -.infinity {
      throw .init(field: "maximum", message: "must be a number or +∞, not -∞")
    }
    if c.minimum > c.maximum {
      throw .init(
        field: "minimum",
        message: "the minimum (\(format(c.minimum))) is greater than the maximum "
          + "(\(format(c.maximum)))")
    }
    if c.minimum == c.maximum && !behaviour.allowsEmptyRange {
      throw .init(
        field: "maximum",
        message: "\(variant.nativeName) needs a maximum above the minimum "
          + "(both are \(format(c.minimum)))")
    }
    if !c.step.isFinite { throw .init(field: "step", message: "must be a finite number") }
    if c.step < 0 {
      throw .init(
        field: "step", message: "negative increments are not allowed (got \(format(c.step)))")
    }
    if c.step == 0 { throw .init(field: "step", message: "must be greater than zero") }
    if let fixed = variant.facts.fixedStep, c.step != fixed.step {
      throw .init(field: "step", message: fixed.reason)
    }
    if let large = c.largeStep, !(large.isFinite && large > 0) {
      throw .init(field: "largeStep", message: "must be a finite number greater than zero")
    }
    if c.climbRate < 0 || !c.climbRate.isFinite {
      throw .init(field: "climbRate", message: "must be zero or a positive number")
    }
    if let digits = c.digits, !(0...20).contains(digits) {
      throw .init(field: "digits", message: "must be between 0 and 20 (GTK's limit)")
    }
    if c.value.isNaN {
      guard variant.facts.canBeEmpty else {
        throw .init(field: "value", message: "must be a number (only a NumberBox can be empty)")
      }
      return
    }
    if c.value.isInfinite { throw .init(field: "value", message: "must be finite") }
    try checkStepChanges(c.value, step: c.step)
    guard c.value < c.minimum || c.value > c.maximum else { return }
    let bound = c.value < c.minimum ? c.minimum : c.maximum
    switch behaviour.outOfRangeValue {
    case .refuse:
      throw .init(
        field: "value",
        message: "\(format(c.value)) is outside \(format(c.minimum))…\(format(c.maximum))")
    case .clamp:
      notes.append(
        "value \(format(c.value)) is outside \(format(c.minimum))…\(format(c.maximum)); "
          + "\(variant.nativeName) clamps it to \(format(bound))")
      configuration.value = bound
    }
  }

  /// Fails when one step cannot change `value`: a double keeps about 15 significant digits,
  /// so a tiny step (5e-324) or a huge value (2^63) would make every step a no-op that looks
  /// like a limit.
  private static func checkStepChanges(_ value: Double, step: Double)
    throws(ConfigurationError)
  {
    guard value + step == value || value - step == value else { return }
    // Beyond 2^53 not every whole number exists: the value is what is out of reach.
    throw .init(
      field: abs(value) > 0x1p53 ? "value" : "step",
      message: stepCannotChange(value, step: step))
  }

  /// Why a step did not change `value` when it is not at a limit.
  static func stepCannotChange(_ value: Double, step: Double) -> String {
    func short(_ number: Double) -> String {
      let text = number.description
      return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    return "a step of \(short(step)) cannot change a value of \(short(value)): numbers keep "
      + "about 15 significant digits; use a larger step or a smaller value"
  }

  private static func format(_ value: Double) -> String { DecimalStep.displayString(value) }

  // MARK: - State

  /// Whether `part` is enabled now (the whole control's state included).
  package func isEnabled(_ part: PartID) -> Bool { enabledParts[part] ?? false }

  /// The value as the control shows it (empty for a NaN NumberBox).
  package var displayedValue: String { display(number) }

  /// The part being held down, if any.
  package var heldPart: PartID? { hold?.part }

  private func display(_ value: Double) -> String {
    if value.isNaN { return "" }
    switch behaviour.typedEntry {
    case .numberBox:
      return (configuration.numberFormat ?? .numberBoxDefault).numberBoxDisplayText(value)
    case .gtk:
      return GtkSpinText.format(value, digits: configuration.digits ?? 0)
    default: return DecimalStep.displayString(value)
    }
  }

  /// Whether stepping past an end wraps: `wraps`, where the range is wide enough for it.
  package var wraps: Bool {
    guard configuration.wraps else { return false }
    guard let span = behaviour.minimumWrapSpan else { return true }
    return configuration.maximum - configuration.minimum >= span
  }

  private func computeEnabled(_ part: PartID) -> Bool {
    guard configuration.isEnabled else { return false }
    let blocksAtLimit: Bool
    switch behaviour.disablesButtonAtLimit {
    case .unlessWrapping: blocksAtLimit = !wraps
    case .unlessWrappingOrValidationDisabled:
      if part.isButton && number.isNaN { return false }
      blocksAtLimit = !wraps && configuration.validationMode == .invalidInputOverwritten
    case .never: blocksAtLimit = false
    }
    switch part {
    case .increment: return !(blocksAtLimit && number >= configuration.maximum)
    case .decrement: return !(blocksAtLimit && number <= configuration.minimum)
    default: return true
    }
  }

  // MARK: - Buttons

  /// Presses `part` down and keeps it held until ``release()``.
  package mutating func press(_ part: PartID) -> [ControlEvent] {
    var events: [ControlEvent] = []
    if let held = hold?.part { events += release() + [note("\(held.rawValue) was released")] }
    guard part.isButton, behaviour.parts.contains(part) else {
      if part == .field, behaviour.parts.contains(.field) {
        return events + [note("the field is not a button; use focus field or type")]
      }
      return events + [note("the \(variant.nativeName) has no \(part.rawValue) button here")]
    }
    guard configuration.isEnabled else { return events + [note("the stepper is disabled")] }
    guard isEnabled(part) else {
      let end = part == .increment ? "maximum" : "minimum"
      return events + [note("the \(part.rawValue) button is disabled at the \(end)")]
    }
    let schedule = repeatSchedule
    holdLimitReached = nil
    hold = Hold(
      part: part, start: now, nextRepeat: schedule.map { now.advanced(by: $0.firstDelay) },
      valueAtStart: number, step: configuration.step)
    if behaviour.stepsOn == .press {
      events += step(by: part.direction * configuration.step, cause: .button(part))
    }
    return events
  }

  private var repeatSchedule: RepeatSchedule? {
    configuration.autorepeat ? behaviour.repeatSchedule : nil
  }

  /// Releases the held button: a click on variants that step on release, and the single
  /// value-changed event of a non-continuous stepper.
  package mutating func release() -> [ControlEvent] {
    guard let held = hold else { return [] }
    var events: [ControlEvent] = []
    if behaviour.stepsOn == .release && held.repeats == 0 {
      events += step(by: held.part.direction * configuration.step, cause: .button(held.part))
    }
    hold = nil
    if !configuration.continuous && !sameValue(held.valueAtStart, number) {
      let cause: ControlEvent.ChangeCause =
        held.repeats == 0 ? .button(held.part) : .release(held.part)
      events.append(
        event(
          .valueChanged(
            from: .numberOrEmpty(held.valueAtStart), to: .numberOrEmpty(number), cause: cause)))
    }
    return events
  }

  /// Whether a button is held down (pressed and not yet released).
  package var isHoldingButton: Bool { hold != nil }

  /// Holds `part` for `duration`, firing every auto-repeat in between, then releases it.
  ///
  /// - Throws: ``HoldLimitError`` when the hold would fire more than
  ///   ``HoldLimitError/repeatLimit`` auto-repeats (the button is released).
  package mutating func hold(_ part: PartID, for duration: SimulatedDuration)
    throws(HoldLimitError) -> [ControlEvent]
  {
    let events = press(part)
    guard hold != nil else { return events }
    let held = events + advance(by: duration)
    if let error = holdLimitReached {
      _ = release()
      throw error
    }
    return held + release()
  }

  /// Lets `duration` pass: a held button repeats at its schedule's times before the end, at
  /// most ``HoldLimitError/repeatLimit`` times in one hold (then ``holdLimitReached`` says
  /// so); repeats that can change nothing (at a limit whose button stays enabled) are skipped
  /// at no cost (a hold stalled at a limit, as NumberPicker's timer runs on, is not counted).
  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    advance(until: now.advanced(by: duration), onlyOneRepeat: false)
  }

  /// Fires the held button's next repeat if it comes before `limit`, leaving the clock at the
  /// repeat; `nil` when no repeat comes before `limit` (the clock does not move then). Lets a
  /// caller look at the control between repeats.
  package mutating func advanceToNextRepeat(before limit: SimulatedInstant) -> [ControlEvent]? {
    guard let next = hold?.nextRepeat, next < limit, repeatSchedule != nil else { return nil }
    return advance(until: limit, onlyOneRepeat: true)
  }

  private mutating func advance(until target: SimulatedInstant, onlyOneRepeat: Bool)
    -> [ControlEvent]
  {
    var events: [ControlEvent] = []
    while let held = hold, let next = held.nextRepeat, next < target,
      let schedule = repeatSchedule
    {
      if held.stuck && (schedule.climbsEvery == nil || configuration.climbRate == 0) {
        // Stuck at a limit whose button stays enabled, nothing changes from one repeat to the
        // next: skip them all at once, however long the hold.
        skipStalledRepeats(before: target, schedule)
        if onlyOneRepeat { return events }
        break
      }
      if held.repeats >= HoldLimitError.repeatLimit {
        holdLimitReached = HoldLimitError(
          part: held.part, longestHold: next.duration(since: held.start))
        hold?.nextRepeat = nil
        break
      }
      now = next
      let amount = held.part.direction * held.step
      hold?.repeats += 1
      let stepped = step(by: amount, cause: .autorepeat(held.part))
      if !isEnabled(held.part) {
        // The held button was disabled at the limit: it stops tracking and repeating.
        hold?.nextRepeat = nil
        events +=
          stepped + [note("the \(held.part.rawValue) button is disabled; the hold stops repeating")]
        break
      }
      hold?.stuck = !stepped.isEmpty && stepped.allSatisfy(\.isIgnoredInput)
      if stepped.allSatisfy(\.isIgnoredInput) {
        // At a limit whose button stays enabled (NumberPicker): the timer runs on silently.
        if !held.stalled { events += stepped }
        hold?.stalled = true
      } else {
        events += stepped
        hold?.stalled = false
      }
      climb(schedule)
      hold?.nextRepeat = next.advanced(
        by: schedule.interval(afterHolding: next.duration(since: held.start)))
      if onlyOneRepeat { return events }
    }
    if !onlyOneRepeat { now = target }
    return events
  }

  /// Moves a stuck hold past every repeat before `target`, phase by phase of its schedule,
  /// leaving the clock at the last one (as firing them one by one would).
  private mutating func skipStalledRepeats(
    before target: SimulatedInstant, _ schedule: RepeatSchedule
  ) {
    guard let held = hold, var next = held.nextRepeat else { return }
    var repeats = held.repeats
    var last = now
    while next < target {
      let heldFor = next.duration(since: held.start)
      let interval = max(1, schedule.interval(afterHolding: heldFor).milliseconds)
      let phaseEnd = schedule.phases.first { $0.after > heldFor }.map {
        held.start.advanced(by: $0.after)
      }
      let stop = min(target, phaseEnd ?? target)
      let count = (stop.duration(since: next).milliseconds + interval - 1) / interval
      last = next.advanced(by: SimulatedDuration(milliseconds: (count - 1) * interval))
      next = next.advanced(by: SimulatedDuration(milliseconds: count * interval))
      repeats += count
    }
    now = last
    hold?.repeats = repeats
    hold?.nextRepeat = next
  }

  /// GTK's climb (gtk_spin_button_timer): from the second repeat on, while the step is below
  /// the page increment, count calls up to `climbsEvery`; at that count, reset it and grow the
  /// step by `climbRate`. The step may so end one climb above the page increment, as in GTK.
  private mutating func climb(_ schedule: RepeatSchedule) {
    guard let every = schedule.climbsEvery, configuration.climbRate > 0, let held = hold,
      held.repeats > 1
    else { return }
    if held.step >= configuration.largeStep ?? .infinity { return }
    if held.climbCalls < every {
      hold?.climbCalls += 1
    } else {
      let grown = DecimalStep.add(held.step, configuration.climbRate)
      hold?.climbCalls = 0
      hold?.step = grown
    }
  }

  // MARK: - Stepping

  private mutating func step(by amount: Double, cause: ControlEvent.ChangeCause)
    -> [ControlEvent]
  {
    var events: [ControlEvent] = []
    guard configuration.isEnabled else { return [note("the stepper is disabled")] }
    if isEditing { events += commitText() }
    let c = configuration
    if number.isNaN {
      return events + [note("a \(variant.nativeName) with no value does not step")]
    }
    let start = number
    var target = DecimalStep.add(start, amount)
    if target > c.maximum && (wraps || clampsSteps) {
      target = wrapped(from: start, toward: c.maximum, other: c.minimum)
    } else if target < c.minimum && (wraps || clampsSteps) {
      target = wrapped(from: start, toward: c.minimum, other: c.maximum)
    }
    if sameValue(target, number) {
      let atEnd = amount > 0 ? number >= c.maximum : number <= c.minimum
      if !atEnd, number + amount == number {
        return events + [note(Self.stepCannotChange(number, step: abs(amount)))]
      }
      let end = amount > 0 ? "maximum" : "minimum"
      return events + [note("the value is already at the \(end) (\(display(number)))")]
    }
    return events + setValue(target, cause: cause)
  }

  /// Whether a step past an end stops at the end. A NumberBox in ValidationMode Disabled does
  /// not: StepValue sets the value and CoerceValue clamps only in InvalidInputOverwritten.
  private var clampsSteps: Bool {
    !(behaviour.typedEntry == .numberBox && configuration.validationMode == .disabled)
  }

  private func wrapped(from start: Double, toward end: Double, other: Double) -> Double {
    guard wraps else { return end }
    switch behaviour.wrapRule {
    case .oppositeEnd: return other
    case .clampThenWrap: return sameValue(start, end) ? other : end
    }
  }

  private func sameValue(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

  /// Sets the value, refreshes the field and the buttons, and reports it (respecting
  /// `continuous` while a button is held).
  private mutating func setValue(_ newValue: Double, cause: ControlEvent.ChangeCause)
    -> [ControlEvent]
  {
    let old = number
    number = newValue
    if fieldText != nil { fieldText = display(newValue) }
    var events: [ControlEvent] = []
    if configuration.continuous || hold == nil {
      events.append(
        event(
          .valueChanged(from: .numberOrEmpty(old), to: .numberOrEmpty(newValue), cause: cause)))
    }
    return events + refreshEnabledParts()
  }

  private mutating func refreshEnabledParts() -> [ControlEvent] {
    var events: [ControlEvent] = []
    for part in behaviour.parts where part.isButton {
      let enabled = computeEnabled(part)
      if enabledParts[part] != enabled {
        enabledParts[part] = enabled
        events.append(event(.enabledChanged(part, isEnabled: enabled)))
      }
    }
    return events
  }

  /// The app sets the value in code: clamped into the range as every modelled control's
  /// setter does (UIStepper, NSStepper, GtkAdjustment, NumberBox's CoerceValue, NumberPicker),
  /// allowed while disabled, and reported like any change (cause `program`).
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    let newValue: Double
    switch value {
    case .number(let number): newValue = number
    case .empty: newValue = .nan
    case .text, .choice, .toggle, .nothing:
      return [note("a stepper's value is a number")]
    }
    var target = newValue
    var events: [ControlEvent] = []
    let c = configuration
    if target > c.maximum || target < c.minimum {
      target = min(max(target, c.minimum), c.maximum)
      events.append(
        note("the app's \(display(newValue)) is outside the range; clamped to \(display(target))"))
    }
    if sameValue(target, number) {
      return events + [note("the value is already \(display(number))")]
    }
    return events + setValue(target, cause: .program)
  }

  // MARK: - Keys, wheel and focus

  /// Presses a key (with modifiers) with keyboard focus where it is.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    guard configuration.isEnabled else { return [note("the stepper is disabled")] }
    guard let focus = focusedPart else {
      // Tab from outside enters the control at its first (or, backwards, last) part.
      switch behaviour.keyBindings.first(where: { $0.chord == chord })?.action {
      case .focusNext?: return moveFocus(by: 1)
      case .focusPrevious?: return moveFocus(by: -1)
      default: return [event(KeyboardFocusElsewhere.ignored(chord, noun: "stepper"))]
      }
    }
    guard
      let binding = behaviour.keyBindings.first(where: {
        $0.chord == chord && $0.focus.contains(focus)
      })
    else {
      return [note("\(chord) does nothing on the \(variant.nativeName)'s \(focus.rawValue)")]
    }
    switch binding.action {
    case .step(let direction):
      return step(by: direction * configuration.step, cause: .key(chord))
    case .largeStep(let direction):
      guard let large = configuration.largeStep else {
        return [note("\(chord) does nothing: the \(variant.nativeName) has no large step")]
      }
      return step(by: direction * large, cause: .key(chord))
    case .toMinimum:
      return jump(to: configuration.minimum, cause: .key(chord))
    case .toMaximum:
      return jump(to: configuration.maximum, cause: .key(chord))
    case .activate:
      return tap(focus)
    case .commitText:
      return isEditing ? commitText() : [note("\(chord): there is no typed text to commit")]
    case .revertText:
      return revertText()
    case .focusNext:
      return moveFocus(by: 1)
    case .focusPrevious:
      return moveFocus(by: -1)
    case .errorBell(let reason):
      return [note(reason)]
    }
  }

  private mutating func jump(to target: Double, cause: ControlEvent.ChangeCause)
    -> [ControlEvent]
  {
    guard target.isFinite else { return [note("there is no finite bound to go to")] }
    var events: [ControlEvent] = []
    if isEditing { events += commitText() }
    if sameValue(target, number) {
      return events + [note("the value is already \(display(number))")]
    }
    return events + setValue(target, cause: cause)
  }

  /// Turns the scroll wheel by `clicks` notches, up (positive) or down (negative).
  package mutating func scroll(clicks: Int) -> [ControlEvent] {
    guard configuration.isEnabled else { return [note("the stepper is disabled")] }
    switch behaviour.scrollWheel {
    case .ignored:
      return [note("the scroll wheel does nothing on the \(variant.nativeName)")]
    case .whenFocused where focusedPart == nil:
      return [note("the scroll wheel steps the \(variant.nativeName) only when it has focus")]
    case .whenFocused, .always:
      var events: [ControlEvent] = []
      if focusedPart == nil, let first = behaviour.focusOrder.first { events += setFocus(first) }
      let direction: Double = clicks > 0 ? 1 : -1
      for _ in 0..<clicks.magnitude {
        events += step(by: direction * configuration.step, cause: .scroll)
      }
      return events
    }
  }

  /// Moves keyboard focus to `part`, or out of the control with `nil` (committing typed text,
  /// as a focus loss does).
  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    // "The control" is the part that stands for it on this variant (GTK's spin button).
    let part = part == .control ? behaviour.wholeControlPart ?? .control : part
    if let part {
      guard configuration.isEnabled else { return [note("the stepper is disabled")] }
      guard behaviour.parts.contains(part) || part == .control else {
        return [note("the \(variant.nativeName) has no \(part.rawValue)")]
      }
      guard behaviour.focusOrder.contains(part) else {
        return [
          note("the \(variant.nativeName)'s \(part.rawValue) does not take keyboard focus")
        ]
      }
      guard isEnabled(part) else {
        return [note("the \(part.rawValue) button is disabled and cannot take focus")]
      }
    }
    return setFocus(part)
  }

  private mutating func setFocus(_ part: PartID?) -> [ControlEvent] {
    guard part != focusedPart else { return [] }
    var events: [ControlEvent] = []
    if focusedPart == .field && isEditing { events += commitText() }
    events.append(event(.focusMoved(from: focusedPart, to: part)))
    focusedPart = part
    return events
  }

  private mutating func moveFocus(by offset: Int) -> [ControlEvent] {
    let order = behaviour.focusOrder.filter { isEnabled($0) }
    guard let current = focusedPart, let index = order.firstIndex(of: current) else {
      return setFocus(offset > 0 ? order.first : order.last)
    }
    let next = index + offset
    return setFocus(order.indices.contains(next) ? order[next] : nil)
  }

  // MARK: - Typed entry

  /// Types `text` into the field, replacing what it held (focus moves to the field first).
  package mutating func type(_ text: String) -> [ControlEvent] {
    guard configuration.isEnabled else { return [note("the stepper is disabled")] }
    guard let entry = behaviour.typedEntry else {
      return [note("the \(variant.nativeName) has no text field to type into")]
    }
    guard configuration.isEditable else {
      return [note("the \(variant.nativeName)'s text is read-only (editable is false)")]
    }
    var events: [ControlEvent] = []
    if focusedPart != .field { events += setFocus(.field) }
    var accepted = text
    switch entry {
    case .gtk where configuration.numeric:
      // Keystroke by keystroke, as gtk_spin_button_insert_text sees them.
      var typing = GtkSpinText.NumericTyping(digits: configuration.digits ?? 0)
      for character in text {
        if let why = typing.type(character) {
          events.append(note("numeric: \(String(reflecting: character)) rejected (\(why))"))
        }
      }
      accepted = typing.text
    case .numberPicker:
      // NumberPicker's input filter: digits only, no longer than the maximum's digits, and
      // never above the maximum. Android filters UTF-16 characters, not what a person sees as
      // one: a digit with a combining mark keeps the digit and drops the mark.
      accepted = ""
      let longest = DecimalStep.displayString(configuration.maximum).count
      for scalar in text.unicodeScalars {
        let typed = String(scalar)
        let candidate = accepted + typed
        if !("0"..."9").contains(scalar) {
          events.append(note("\(String(reflecting: typed)) rejected: digits only"))
        } else if candidate.count > longest || (Double(candidate) ?? 0) > configuration.maximum {
          events.append(
            note("\(String(reflecting: typed)) rejected: \(candidate) is above the maximum"))
        } else {
          accepted = candidate
        }
      }
    default: break
    }
    // Typing replaces what the field held, as if it were all selected first.
    let edit = ControlEvent.TextEdit(part: .field, inserted: accepted, removed: fieldText ?? "")
    fieldText = accepted
    isEditing = true
    events.append(event(.textEdited(accepted, edit)))
    return events
  }

  /// Commits typed text as Enter or a focus loss would.
  private mutating func commitText() -> [ControlEvent] {
    guard isEditing, let text = fieldText, let entry = behaviour.typedEntry else { return [] }
    isEditing = false
    let c = configuration
    switch entry {
    case .numberBox:
      // NumberBox::ValidateInput: one parser (the expression parser when AcceptsExpression,
      // else the formatter); empty text means NaN; CoerceValue clamps only in
      // InvalidInputOverwritten mode.
      switch NumberExpression.numberBoxInput(
        text, acceptsExpression: c.acceptsExpression, format: c.numberFormat ?? .numberBoxDefault)
      {
      case .empty:
        return commit(text: text, value: .nan)
      case .invalid:
        if c.validationMode == .invalidInputOverwritten { return revertText() }
        return [event(.textRejected(text: text, message: "not a number; left for the app"))]
      case .value(let number):
        let coerced =
          c.validationMode == .invalidInputOverwritten && !number.isNaN
          ? min(max(number, c.minimum), c.maximum) : number
        return commit(text: text, value: coerced)
      }
    case .gtk:
      let result = GtkSpinText.update(
        text: text, current: number,
        configuration: GtkSpinText.Configuration(
          lower: c.minimum, upper: c.maximum, stepIncrement: c.step, digits: c.digits ?? 0,
          numeric: c.numeric, snapToTicks: c.snapToTicks,
          updatePolicy: c.updatePolicy == .always ? .always : .ifValid))
      switch result.disposition {
      case .committed:
        return commit(text: text, value: result.value)
      case .unchanged:
        fieldText = result.text
        return [event(.textCommitted(text: text, value: .numberOrEmpty(number)))]
      case .rejected:
        return revertText()
      }
    case .fiori:
      guard let number = Double(text.trimmingCharacters(in: .whitespaces)) else {
        return revertText()
      }
      if number < c.minimum || number > c.maximum {
        if c.typedOutOfRange == .clamp {
          return commit(text: text, value: min(max(number, c.minimum), c.maximum))
        }
        let template =
          c.errorMessage
          ?? (number > c.maximum
            ? StepperConfiguration.fioriAboveMaximumMessage
            : StepperConfiguration.fioriBelowMinimumMessage)
        let message = template.replacingOccurrences(of: "{minimum}", with: display(c.minimum))
          .replacingOccurrences(of: "{maximum}", with: display(c.maximum))
        return [event(.textRejected(text: text, message: message))]
      }
      return commit(text: text, value: number)
    case .numberPicker:
      guard let number = Double(text), number >= c.minimum, number <= c.maximum else {
        return revertText()
      }
      return commit(text: text, value: number)
    }
  }

  private mutating func commit(text: String, value newValue: Double) -> [ControlEvent] {
    var events = [event(.textCommitted(text: text, value: .numberOrEmpty(newValue)))]
    if sameValue(newValue, number) {
      fieldText = display(number)
      return events
    }
    events += setValue(newValue, cause: .typedText)
    return events
  }

  private mutating func revertText() -> [ControlEvent] {
    isEditing = false
    let shown = display(number)
    guard fieldText != shown else { return [] }
    fieldText = shown
    return [event(.textReverted(to: shown))]
  }

  // MARK: - Helpers

  private func event(_ kind: ControlEvent.Kind) -> ControlEvent {
    ControlEvent(time: now, kind: kind)
  }

  private func note(_ reason: String) -> ControlEvent { event(.inputIgnored(reason)) }
}

extension StepperConfiguration {
  /// The message for a typed value above the maximum of a Fiori cell when none is configured.
  /// Seed 003 says an error message appears but not its words; these are SAP's own for its web
  /// stepper, sap.m.StepInput (`EnterNumberMax` in sap.ui.core's messagebundle.properties).
  package static let fioriAboveMaximumMessage = "Enter a number with a maximum value of {maximum}"
  /// The message for a typed value below the minimum (`EnterNumberMin`, as above).
  package static let fioriBelowMinimumMessage = "Enter a number with a minimum value of {minimum}"
}
