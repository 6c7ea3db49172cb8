import Accessibility
import ComponentModel
import Core

/// A control an app drew itself in a plain view (``AccessibilitySettings/plainView``): an
/// Android `View` or `TextView`, an iOS `UIView` without traits, a UIA element of the Custom
/// control type without patterns, a GTK widget of the generic role. It behaves as the control it
/// wraps (the same presses, keys, values and app announcements: the app's code is the same),
/// but what it exposes says nothing of what it is (``PlainView/element(_:)``), and a reader's
/// increment and decrement reach no adjust action. ``ControlCatalog/make(on:setup:)`` wraps
/// every control a setup asks it of, so a new control gets it without code of its own.
package struct PlainViewControl<Base: Control>: Control {
  /// The control the app drew.
  package var base: Base

  /// The control `base` drawn in a plain view.
  package init(_ base: Base) { self.base = base }

  // Everything below, but for the headline, `perform` and `elements(in:)`, is the base
  // control's own: the app's code does not change with the view it draws in.

  package var platform: Platform { base.platform }
  package var setup: PlatformSetup { base.setup }
  package var value: ControlValue { base.value }
  package var now: SimulatedInstant { base.now }
  package var focusedPart: PartID? { base.focusedPart }
  package var notes: [String] { base.notes }
  package var parts: [PartID] { base.parts }
  package var wholeControlPart: PartID? { base.wholeControlPart }
  package var isHoldingButton: Bool { base.isHoldingButton }
  /// The control's headline, saying it is drawn in a plain view.
  package var headline: String { base.headline + " · in a plain view" }
  package var touchTarget: TouchTarget? { base.touchTarget }
  package var drawing: String { base.drawing }
  package var drawingTitle: String { base.drawingTitle }
  package func isEnabled(_ part: PartID) -> Bool { base.isEnabled(part) }

  package mutating func press(_ part: PartID) -> [ControlEvent] { base.press(part) }
  package mutating func release() -> [ControlEvent] { base.release() }
  package mutating func tap(_ part: PartID) -> [ControlEvent] { base.tap(part) }
  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    base.advance(by: duration)
  }
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] { base.pressKey(chord) }
  package mutating func type(_ text: String) -> [ControlEvent] { base.type(text) }
  package mutating func scroll(clicks: Int) -> [ControlEvent] { base.scroll(clicks: clicks) }
  package mutating func focus(_ part: PartID?) -> [ControlEvent] { base.focus(part) }
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    base.setByApp(value)
  }
  package func appValue(fromNumber number: Double) -> ControlValue {
    base.appValue(fromNumber: number)
  }

  /// A reader's activate does what it does to the control (a click, where the view has a click
  /// listener); increment and decrement reach nothing: a plain view has no adjust action.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate: return base.perform(action, on: part)
    case .increment, .decrement:
      return [
        ControlEvent(
          time: now,
          kind: .inputIgnored("a plain view has no adjust action for a reader's \(action.rawValue)")
        )
      ]
    }
  }

  /// The control's elements as a plain view exposes them.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    base.elements(in: environment).map(PlainView.element)
  }

  package func announcements(after event: ControlEvent) -> [String] {
    base.announcements(after: event)
  }

  package func announcementStyle(after event: ControlEvent) -> AnnouncementStyle {
    base.announcementStyle(after: event)
  }
}

extension PlainViewControl: RepeatingControl where Base: RepeatingControl {
  package var holdLimitReached: HoldLimitError? { base.holdLimitReached }
  package mutating func advanceToNextRepeat(before limit: SimulatedInstant) -> [ControlEvent]? {
    base.advanceToNextRepeat(before: limit)
  }
}

extension PlainViewControl: Toggleable where Base: Toggleable {
  package var noun: String { base.noun }
  package var stateWord: String { base.stateWord }
}

/// What a plain view exposes of an element a control would expose.
package enum PlainView {
  /// The roles a click works: a plain view drawn for one has a click listener, so it is
  /// clickable (TalkBack's "Double-tap to activate").
  static let clickedRoles: Set<AccessibleRole> = [.button, .toggleSwitch, .checkBox, .toggleButton]

  /// `element` in a plain view: no role (``AccessibleRole/plainView``) and no words of the
  /// toolkit's for its kind (``AccessibleElement/localizedControlType``), no value, no states
  /// (no checked or on, no range, no state description), not editable; clickable where the
  /// control is clicked. It keeps the name the app or its visible text gives it, but not a
  /// name only the platform's widget gives (UIStepper's "Increment"), its hint, its
  /// relations, its place in the control and in the focus order. Static text stays text.
  package static func element(_ element: AccessibleElement) -> AccessibleElement {
    guard element.role != .staticText else { return element }
    var plain = element
    plain.role = .plainView
    plain.value = nil
    plain.states = ElementStates()
    plain.isEditable = false
    plain.isImage = false
    plain.containerRole = nil
    // A view the app drew is not the toolkit's control: its peer's own words go with it.
    plain.localizedControlType = nil
    plain.isClickable = element.isClickable || clickedRoles.contains(element.role)
    if element.nameSource == .platformDefault {
      plain.name = nil
      plain.nameSource = .none
    }
    return plain
  }
}

extension Control {
  /// The control as `type`, seen through a presentation that wraps it (a plain view's): a
  /// control's own steps reach its own type this way.
  package func unwrapped<T: Control>(as type: T.Type) -> T? {
    if let control = self as? T { return control }
    return (self as? any WrappedControl)?.wrappedControl as? T
  }
}

/// A control wrapped by a presentation (``PlainViewControl``), with the control inside.
package protocol WrappedControl: Control {
  /// The control inside.
  var wrappedControl: any Control { get }
}

extension PlainViewControl: WrappedControl {
  package var wrappedControl: any Control { base }
}

extension ControlCatalog {
  /// `control` as the setup presents it: in a plain view when the app drew it in one.
  static func presented(_ control: some Control, setup: PlatformSetup) -> any Control {
    setup.accessibility.plainView ? PlainViewControl(control) : control
  }
}
