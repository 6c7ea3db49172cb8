import Controls
import Core

/// How one variant of stepper behaves, as data: which parts it has, which take focus, when a
/// press changes the value, how a held button repeats, what keys do, how typed text is read.
///
/// ``StepperBehaviour/of(_:on:configuration:)`` is the one place that says it for every
/// variant; ``Stepper`` only carries the table out.
package struct StepperBehaviour: Equatable, Sendable {
  /// The parts the control shows.
  package var parts: [PartID]
  /// The parts that take keyboard focus, in Tab order.
  package var focusOrder: [PartID]
  /// Whether a button steps when pressed down or when released (a click).
  package var stepsOn: ButtonTrigger
  /// How a held button repeats; `nil` when holding does nothing more.
  package var repeatSchedule: RepeatSchedule?
  /// What happens at a limit: whether the button at that end becomes disabled.
  package var disablesButtonAtLimit: DisableAtLimit
  /// How stepping past an end lands when wrapping is on.
  package var wrapRule: WrapRule
  /// What each key does, depending on which part has focus.
  package var keyBindings: [KeyBinding]
  /// Whether the scroll wheel steps the value, and when.
  package var scrollWheel: ScrollWheel
  /// How typed text is read and committed; `nil` when the control has no editable text.
  package var typedEntry: TypedEntry?
  /// What a configured value outside the range becomes.
  package var outOfRangeValue: OutOfRangeValue
  /// Whether the minimum may equal the maximum (UIKit refuses it).
  package var allowsEmptyRange: Bool
  /// The smallest `maximum − minimum` at which wrapping takes effect (NumberPicker: 3, its
  /// selector wheel's item count); `nil` when wrapping always works.
  package var minimumWrapSpan: Double?

  /// Creates a behaviour table.
  package init(
    parts: [PartID], focusOrder: [PartID], stepsOn: ButtonTrigger,
    repeatSchedule: RepeatSchedule?, disablesButtonAtLimit: DisableAtLimit, wrapRule: WrapRule,
    keyBindings: [KeyBinding], scrollWheel: ScrollWheel, typedEntry: TypedEntry?,
    outOfRangeValue: OutOfRangeValue, allowsEmptyRange: Bool, minimumWrapSpan: Double? = nil
  ) {
    self.parts = parts
    self.focusOrder = focusOrder
    self.stepsOn = stepsOn
    self.repeatSchedule = repeatSchedule
    self.disablesButtonAtLimit = disablesButtonAtLimit
    self.wrapRule = wrapRule
    self.keyBindings = keyBindings
    self.scrollWheel = scrollWheel
    self.typedEntry = typedEntry
    self.outOfRangeValue = outOfRangeValue
    self.allowsEmptyRange = allowsEmptyRange
    self.minimumWrapSpan = minimumWrapSpan
  }

  /// The part that stands for the whole control when a person names "the control" (or "the
  /// stepper"): `.control` where the variant has one (NSStepper), otherwise its only part that
  /// takes keyboard focus (GTK's spin button, NumberBox's text box), or `nil` when focus moves
  /// between several parts (UIStepper's two segments).
  package var wholeControlPart: PartID? {
    if parts.contains(.control) || focusOrder.contains(.control) { return .control }
    return focusOrder.count == 1 ? focusOrder[0] : nil
  }

  /// When a press on a button changes the value.
  package enum ButtonTrigger: String, Sendable {
    /// On touch-down / mouse-down (UIStepper, NSStepper, GTK, WinUI RepeatButton).
    case press
    /// On release, as a click (Android buttons, Fiori buttons).
    case release
  }

  /// When the button at a reached limit is disabled.
  package enum DisableAtLimit: String, Sendable {
    /// Whenever the value is at that limit and wrapping is off.
    case unlessWrapping
    /// WinUI NumberBox (UpdateSpinButtonEnabled): both disabled while the value is NaN; both
    /// enabled when wrapping or ValidationMode is Disabled; otherwise disabled at the limit.
    case unlessWrappingOrValidationDisabled
    /// Never: the button stays enabled and a press at the limit does nothing.
    case never
  }

  /// Where a step past one end lands when wrapping is on.
  package enum WrapRule: String, Sendable {
    /// Past the maximum goes to the minimum and past the minimum to the maximum
    /// (UIKit `wraps`, AppKit `valueWraps`, WinUI `IsWrapEnabled`, NumberPicker).
    case oppositeEnd
    /// GTK: a step that would pass the end first stops at the end; only a step from exactly
    /// the end goes to the other end (`gtk_spin_button_real_spin`).
    case clampThenWrap
  }

  /// When the scroll wheel steps the value.
  package enum ScrollWheel: String, Sendable {
    /// Never.
    case ignored
    /// Only while the control has keyboard focus (WinUI NumberBox).
    case whenFocused
    /// Whenever the pointer is over the control; it takes keyboard focus too (GTK).
    case always
  }

  /// What a configured value outside the range becomes.
  package enum OutOfRangeValue: String, Sendable {
    /// It is clamped to the nearest bound (and A11ySim notes it).
    case clamp
    /// It is a configuration error.
    case refuse
  }

  /// How typed text is handled.
  package enum TypedEntry: String, Sendable {
    /// WinUI NumberBox: formatter, optional expression, validation mode, Escape reverts.
    case numberBox
    /// GTK: numeric filter, update policy, snap to ticks, digits.
    case gtk
    /// SAP Fiori: an out-of-range value shows the error message and keeps the old value.
    case fiori
    /// Android NumberPicker: digits only; an invalid value is dropped.
    case numberPicker
  }
}

/// A held button's repeat timing, on the simulated clock.
///
/// The first repeat comes `firstDelay` after the press; after that, each repeat waits the
/// interval of the last phase whose `after` has passed since the press.
package struct RepeatSchedule: Equatable, Sendable {
  /// The time from the press to the first repeat.
  package var firstDelay: SimulatedDuration
  /// Repeat intervals by time held: `(after, interval)`, `after` ascending from zero.
  package var phases: [Phase]
  /// GTK's acceleration by `climb_rate`: after every `callsPerClimb` repeats the step grows by
  /// the climb rate, up to the page increment.
  package var climbsEvery: Int?

  /// One phase of a repeat schedule.
  package struct Phase: Equatable, Sendable {
    /// How long the button has been held when this phase starts.
    package var after: SimulatedDuration
    /// The time between repeats in this phase.
    package var interval: SimulatedDuration

    /// Creates a phase.
    package init(after: SimulatedDuration, interval: SimulatedDuration) {
      self.after = after
      self.interval = interval
    }
  }

  /// Creates a schedule.
  package init(firstDelay: SimulatedDuration, phases: [Phase], climbsEvery: Int? = nil) {
    self.firstDelay = firstDelay
    self.phases = phases
    self.climbsEvery = climbsEvery
  }

  /// The interval to the next repeat when the button has been held for `held`.
  package func interval(afterHolding held: SimulatedDuration) -> SimulatedDuration {
    phases.last(where: { $0.after <= held })?.interval ?? firstDelay
  }
}

/// What a key does when a given part has focus.
package struct KeyBinding: Equatable, Sendable {
  /// The key and modifiers.
  package var chord: KeyChord
  /// The parts that must have focus for the binding to apply.
  package var focus: Set<PartID>
  /// What the key does.
  package var action: KeyAction

  /// Creates a binding.
  package init(_ chord: KeyChord, on focus: Set<PartID>, _ action: KeyAction) {
    self.chord = chord
    self.focus = focus
    self.action = action
  }
}

/// What a key press does to a stepper.
package enum KeyAction: Equatable, Sendable {
  /// Step by `step` up (+1) or down (−1).
  case step(Double)
  /// Step by `largeStep` up (+1) or down (−1).
  case largeStep(Double)
  /// Go to the minimum.
  case toMinimum
  /// Go to the maximum.
  case toMaximum
  /// Press and release the focused button.
  case activate
  /// Commit the typed text.
  case commitText
  /// Put the field's text back to the current value.
  case revertText
  /// Move keyboard focus to the next part (or out of the control after the last).
  case focusNext
  /// Move keyboard focus to the previous part (or out of the control before the first).
  case focusPrevious
  /// Nothing changes; the control rings its error bell. `reason` says why (A11ySim's note).
  case errorBell(reason: String)
}
