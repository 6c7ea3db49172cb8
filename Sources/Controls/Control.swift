import Accessibility
import ComponentModel
import Core

/// A native control on one platform, as a value: inputs go in through mutating functions that
/// return the events the platform sends, and its accessibility tree is a function of its state.
///
/// A control knows nothing of screen readers. The simulation drives any control through this
/// protocol; each control's variants are listed in its ``ControlDefinition``, and
/// ``Controls/all`` lists the definitions.
package protocol Control: Sendable {
  /// The platform it runs on.
  var platform: Platform { get }
  /// How the component set it up.
  var setup: PlatformSetup { get }
  /// The control's value, of the kind it has: a stepper's number (``ControlValue/empty`` for
  /// an empty box), a switch's or checkbox's ``ControlValue/toggle(_:)``, a button's
  /// ``ControlValue/nothing``.
  var value: ControlValue { get }
  /// The simulated clock's time now.
  var now: SimulatedInstant { get }
  /// The part with keyboard focus, or `nil` when focus is outside the control.
  var focusedPart: PartID? { get }
  /// Notes about the setup (a value clamped into range), logged before the first interaction.
  var notes: [String] { get }
  /// The parts it shows.
  var parts: [PartID] { get }
  /// The part that stands for the whole control when a person names "the control", or `nil`
  /// when focus moves between several parts.
  var wholeControlPart: PartID? { get }
  /// Whether a part is held down (pressed and not yet released). A control whose held part
  /// repeats is a ``RepeatingControl``.
  var isHoldingButton: Bool { get }
  /// Whether time alone will change it: a held part that repeats, a toast that disappears when
  /// its time is up. A screen keeps such a control's clock with its own, and a reader that
  /// waits for its speech to end lets that time pass through it.
  var hasTimedWork: Bool { get }
  /// One line about the control for the head of a log: `uikit (UIStepper) · "Quantity" · value 2`.
  var headline: String { get }
  /// The touch target a touch variant draws and the platform minimum it is held to; `nil`
  /// for a variant driven by pointer and keyboard (macOS, Windows, Linux). Every variant says
  /// which, so none silently escapes the touch-target criterion.
  var touchTarget: TouchTarget? { get }
  /// The control drawn as one line of text for the session's `:show`, focus marked with `*`.
  var drawing: String { get }
  /// A heading for the drawing: `UIStepper · value 2 · 0…10`.
  var drawingTitle: String { get }
  /// Whether `part` is enabled now.
  func isEnabled(_ part: PartID) -> Bool

  /// Presses `part` down and keeps it held until ``release()``.
  mutating func press(_ part: PartID) -> [ControlEvent]
  /// Releases the held part.
  mutating func release() -> [ControlEvent]
  /// Presses and releases `part` at once.
  mutating func tap(_ part: PartID) -> [ControlEvent]
  /// Lets `duration` pass (auto-repeats of a held part fire).
  mutating func advance(by duration: SimulatedDuration) -> [ControlEvent]
  /// Presses a key on the focused part.
  mutating func pressKey(_ chord: KeyChord) -> [ControlEvent]
  /// Types text into the focused part.
  mutating func type(_ text: String) -> [ControlEvent]
  /// Turns the scroll wheel over the control (a control the wheel does nothing to says so).
  mutating func scroll(clicks: Int) -> [ControlEvent]
  /// Moves keyboard focus to `part` (`nil`: out of the control).
  mutating func focus(_ part: PartID?) -> [ControlEvent]
  /// The app sets the value in code (a value of another kind than the control's is ignored,
  /// with the reason).
  mutating func setByApp(_ value: ControlValue) -> [ControlEvent]
  /// The value the interaction `app sets value N` asks for: the number itself for a control
  /// with a number (``ControlValue/empty`` for NaN); a control of another kind says what the
  /// number means for it (a switch: 0 off, else on).
  func appValue(fromNumber number: Double) -> ControlValue
  /// What a screen reader's own action does: activate, increment or decrement `part`.
  mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent]

  /// The accessibility tree the control exposes now, in reading order, on a device in
  /// `environment`.
  func elements(in environment: PlatformEnvironment) -> [AccessibleElement]
  /// What the app announces after `event` (its value-changed and limit announcements).
  func announcements(after event: ControlEvent) -> [String]
  /// How the app makes the announcements after `event`: the platform call and its urgency
  /// (``AnnouncementStyle/standard`` unless the control says otherwise).
  func announcementStyle(after event: ControlEvent) -> AnnouncementStyle
  /// The tree now, as a change to `previous` (the tree this control gave last, by
  /// ``elements(in:)`` or this function): a control made of many (a screen) replaces only what
  /// its changes since then touched, so a move on a large screen costs what it changed. The
  /// default replaces the whole tree.
  mutating func takeElementsUpdate(
    from previous: [AccessibleElement], in environment: PlatformEnvironment
  ) -> ElementsUpdate
}

/// A change to a control's accessibility tree: the elements at `replaced` (offsets into the
/// tree before) are now `elements`; the rest is as it was.
package struct ElementsUpdate: Sendable {
  /// The offsets in the tree before that changed.
  package var replaced: Range<Int>
  /// What is there now.
  package var elements: [AccessibleElement]

  /// Creates an update.
  package init(replaced: Range<Int>, elements: [AccessibleElement]) {
    self.replaced = replaced
    self.elements = elements
  }
}

/// A touch target: the size a variant draws and the platform's minimum.
package struct TouchTarget: Equatable, Sendable {
  /// The size the variant draws, in `unit`.
  package var size: Double
  /// The platform's minimum (44 pt on iOS, 48 dp on Android).
  package var minimum: Double
  /// `pt` or `dp`.
  package var unit: String

  /// Creates a touch target.
  package init(size: Double, minimum: Double, unit: String) {
    self.size = size
    self.minimum = minimum
    self.unit = unit
  }

  /// iOS's 44 × 44 pt (Human Interface Guidelines), drawn at that size.
  package static let ios = TouchTarget(size: 44, minimum: 44, unit: "pt")
  /// Android's 48 × 48 dp (Material), drawn at that size.
  package static let android = TouchTarget(size: 48, minimum: 48, unit: "dp")
}

/// What a screen reader asks a control to do, apart from the user's own presses and keys.
package enum ControlAction: String, Sendable, CaseIterable {
  /// The element's default action (a double-tap, VO-Space, Enter in browse mode).
  case activate
  /// Raise the value (swipe up on an adjustable element, VO-Up).
  case increment
  /// Lower the value.
  case decrement
}

extension Control {
  /// Time changes it only while a part is held.
  package var hasTimedWork: Bool { isHoldingButton }

  /// The platform's announcement call at its default urgency.
  package func announcementStyle(after event: ControlEvent) -> AnnouncementStyle { .standard }

  /// The whole tree, replacing all of `previous`.
  package mutating func takeElementsUpdate(
    from previous: [AccessibleElement], in environment: PlatformEnvironment
  ) -> ElementsUpdate {
    ElementsUpdate(replaced: previous.indices, elements: elements(in: environment))
  }

  /// Presses and releases `part` at once.
  package mutating func tap(_ part: PartID) -> [ControlEvent] { press(part) + release() }

  /// The number as the value (``ControlValue/empty`` for NaN).
  package func appValue(fromNumber number: Double) -> ControlValue { .numberOrEmpty(number) }
}

/// Why a key did nothing when keyboard focus is outside the control: `Up does nothing: keyboard
/// focus is not on the stepper`. The event says so by its cause, so that the reader
/// simulation can add where the reader's focus is without reading the text.
package enum KeyboardFocusElsewhere {
  /// The note that `chord` did nothing, for a control called `noun`.
  package static func ignored(_ chord: KeyChord, noun: String) -> ControlEvent.Kind {
    .inputIgnored(
      "\(chord) does nothing: keyboard focus is not on the \(noun)", cause: .keyboardFocusElsewhere)
  }
}
