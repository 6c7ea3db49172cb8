import Accessibility
import Core

/// The input every control with one part (``PartID/control``) handles alike — a button, a
/// switch: pressing and releasing it, keyboard focus moving in and out with Tab, the variant's
/// keys activating it, the simulated clock, and the inputs it ignores. The control keeps one
/// and says what an activation does to it.
package struct OnePartInput: Sendable {
  /// What the control is called in the explanations of ignored input: `button`, `switch`.
  package let noun: String
  /// The variant's native name, for the same explanations.
  package let nativeName: String
  /// The keys that activate it while it has keyboard focus.
  package let activationKeys: [Key]
  /// Whether Tab reaches it on a stock device.
  package let takesKeyboardFocus: Bool
  /// Whether it is enabled.
  package let isEnabled: Bool
  /// The part with keyboard focus.
  private(set) var focusedPart: PartID?
  /// The simulated time now.
  private(set) var now = SimulatedInstant.zero
  /// Whether it is held down.
  private(set) var isPressed = false

  /// The input of a control called `noun`, of the variant `nativeName`, activated by
  /// `activationKeys` while it has keyboard focus.
  package init(
    noun: String, nativeName: String, activationKeys: [Key], takesKeyboardFocus: Bool,
    isEnabled: Bool
  ) {
    self.noun = noun
    self.nativeName = nativeName
    self.activationKeys = activationKeys
    self.takesKeyboardFocus = takesKeyboardFocus
    self.isEnabled = isEnabled
  }

  /// What a key did: events to report, or an activation for the control to carry out.
  package enum KeyOutcome {
    case events([ControlEvent])
    case activate
  }

  package func event(_ kind: ControlEvent.Kind) -> ControlEvent {
    ControlEvent(time: now, kind: kind)
  }

  package func ignored(_ reason: String) -> [ControlEvent] { [event(.inputIgnored(reason))] }

  /// Holds it down, if it is the part and enabled.
  package mutating func press(_ part: PartID) -> [ControlEvent] {
    guard part == .control else { return ignored("a \(noun) has no \(part.rawValue) part") }
    guard isEnabled else { return ignored("the \(noun) is disabled") }
    isPressed = true
    return []
  }

  /// Lets it go; `true` when that is a click (it was held).
  package mutating func release() -> Bool {
    guard isPressed else { return false }
    isPressed = false
    return true
  }

  /// Lets time pass; nothing repeats.
  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    now = now.advanced(by: duration)
    return []
  }

  /// Tab moves keyboard focus in and out; the variant's keys activate it while it has focus.
  package mutating func pressKey(_ chord: KeyChord) -> KeyOutcome {
    let isTab = chord.key == .tab && (chord.modifiers.isEmpty || chord.modifiers == [.shift])
    guard focusedPart == .control else {
      // Tab from outside reaches it, where the platform lets it take focus.
      if isTab { return .events(focus(.control)) }
      return .events([event(KeyboardFocusElsewhere.ignored(chord, noun: noun))])
    }
    if isTab { return .events(focus(nil)) }
    guard chord.modifiers.isEmpty, activationKeys.contains(chord.key) else {
      return .events(ignored("\(chord) does nothing on a \(nativeName)"))
    }
    return .activate
  }

  /// Moves keyboard focus to it (if Tab can reach it) or out of it.
  package mutating func focus(_ part: PartID?) -> [ControlEvent] {
    guard let part else {
      guard let from = focusedPart else { return [] }
      focusedPart = nil
      return [event(.focusMoved(from: from, to: nil))]
    }
    guard part == .control else { return ignored("a \(noun) has no \(part.rawValue) part") }
    guard isEnabled else { return ignored("a disabled \(noun) does not take keyboard focus") }
    guard takesKeyboardFocus else {
      return ignored("the \(nativeName) takes keyboard focus only with Full Keyboard Access")
    }
    guard focusedPart != part else { return [] }
    let from = focusedPart
    focusedPart = part
    return [event(.focusMoved(from: from, to: part))]
  }

  /// It takes no text.
  package func type(_ text: String) -> [ControlEvent] { ignored("a \(noun) takes no text") }

  /// The wheel does nothing to it.
  package func scroll(clicks: Int) -> [ControlEvent] {
    ignored("the scroll wheel does nothing to a \(noun)")
  }
}

/// A control whose input is a ``OnePartInput`` (button, switch, check box, slider): its one
/// part, the clock, holding, text, the wheel and keyboard focus are the input's, it never
/// repeats (it is no ``RepeatingControl``), and a key that activates it is a tap on its one
/// part. A control with keys of its own (the slider) declares its own
/// ``Control/pressKey(_:)``; one with set-up notes (the slider) declares its own
/// ``Control/notes``. A reader's activate taps it and its announcement follows each activation,
/// unless it declares its own ``Control/perform(_:on:)`` and
/// ``Control/announcements(after:)`` (the slider's follow changes of value).
package protocol OnePartControl: Control {
  /// The input it keeps.
  var input: OnePartInput { get set }
  /// What the app announces after each activation, if anything.
  var announcement: String? { get }
  /// How the app announces it (``AnnouncementStyle/standard`` unless the component says).
  var announcedAs: AnnouncementStyle { get }
}

extension OnePartControl {
  /// Its one part.
  package var parts: [PartID] { [.control] }
  /// The control itself.
  package var wholeControlPart: PartID? { .control }
  /// Whether it is held down.
  package var isHoldingButton: Bool { input.isPressed }
  /// The part with keyboard focus.
  package var focusedPart: PartID? { input.focusedPart }
  /// The simulated time now.
  package var now: SimulatedInstant { input.now }
  /// Nothing is adjusted when it is set up.
  package var notes: [String] { [] }

  /// An event at the time now.
  package func event(_ kind: ControlEvent.Kind) -> ControlEvent { input.event(kind) }

  /// The note that an input did nothing, and why.
  package func ignored(_ reason: String) -> [ControlEvent] { input.ignored(reason) }

  /// Enabled or not, as configured; it has no other part.
  package func isEnabled(_ part: PartID) -> Bool { part == .control && input.isEnabled }

  /// Holds it down, if it is enabled.
  package mutating func press(_ part: PartID) -> [ControlEvent] { input.press(part) }

  /// A reader's activate taps it; increment and decrement do nothing.
  package mutating func perform(_ action: ControlAction, on part: PartID?) -> [ControlEvent] {
    switch action {
    case .activate: tap(.control)
    case .increment, .decrement: ignored("a \(input.noun) cannot be adjusted")
    }
  }

  /// The app's announcement after each activation.
  package func announcements(after event: ControlEvent) -> [String] {
    guard case .activated = event.kind, let announcement else { return [] }
    return [announcement]
  }

  /// The platform's call at its default urgency, unless the control says otherwise.
  package var announcedAs: AnnouncementStyle { .standard }

  /// How the app makes its announcements.
  package func announcementStyle(after event: ControlEvent) -> AnnouncementStyle { announcedAs }

  /// Lets time pass; a held one-part control does nothing more.
  package mutating func advance(by duration: SimulatedDuration) -> [ControlEvent] {
    input.advance(by: duration)
  }

  /// The variant's keys activate it while it has keyboard focus; Tab moves focus in and out.
  package mutating func pressKey(_ chord: KeyChord) -> [ControlEvent] {
    switch input.pressKey(chord) {
    case .events(let events): events
    case .activate: tap(.control)
    }
  }

  /// It takes no text.
  package mutating func type(_ text: String) -> [ControlEvent] { input.type(text) }

  /// The wheel does nothing to it.
  package mutating func scroll(clicks: Int) -> [ControlEvent] { input.scroll(clicks: clicks) }

  /// Moves keyboard focus to it (if Tab can reach it) or out of it.
  package mutating func focus(_ part: PartID?) -> [ControlEvent] { input.focus(part) }
}
