import Core

/// A touch-screen gesture a screen reader interprets (VoiceOver on iOS, TalkBack).
package enum Gesture: Equatable, Sendable {
  /// A one-finger swipe.
  case swipe(SwipeDirection)
  /// A one-finger double tap.
  case doubleTap
  /// A double tap whose second touch stays down for a while (a pass-through long press).
  case doubleTapAndHold(SimulatedDuration)
  /// Touching an element to hear it (explore by touch).
  case touch(InteractionTarget)
  /// A two-finger tap (pauses speech).
  case twoFingerTap
  /// Turning the reader's rotor (VoiceOver's two-finger rotate, TalkBack's reading controls)
  /// until it is on `choice`.
  case rotor(RotorChoice)
  /// A four-finger tap near the top (`true`) or the bottom of the screen.
  case fourFingerTap(top: Bool)
  /// VoiceOver's two-finger scrub (a Z drawn with two fingers): the escape gesture, which
  /// dismisses an alert or a modal view (`accessibilityPerformEscape`).
  case twoFingerScrub
  /// Android's back (the back gesture or button, TalkBack's global back action): dismisses a
  /// dialog.
  case back

  /// The gesture's kind, without its arguments, for matching rules.
  package var kind: Kind {
    switch self {
    case .swipe(.right): .swipeRight
    case .swipe(.left): .swipeLeft
    case .swipe(.up): .swipeUp
    case .swipe(.down): .swipeDown
    case .doubleTap: .doubleTap
    case .doubleTapAndHold: .doubleTapAndHold
    case .touch: .touch
    case .twoFingerTap: .twoFingerTap
    case .rotor: .rotor
    case .fourFingerTap(let top): top ? .fourFingerTapTop : .fourFingerTapBottom
    case .twoFingerScrub: .twoFingerScrub
    case .back: .back
    }
  }

  /// Gestures without their arguments.
  package enum Kind: String, Sendable, CaseIterable {
    /// Swipe right.
    case swipeRight = "swipe right"
    /// Swipe left.
    case swipeLeft = "swipe left"
    /// Swipe up.
    case swipeUp = "swipe up"
    /// Swipe down.
    case swipeDown = "swipe down"
    /// Double tap.
    case doubleTap = "double-tap"
    /// Double tap and hold.
    case doubleTapAndHold = "double-tap and hold"
    /// Touch an element.
    case touch = "touch"
    /// Two-finger tap.
    case twoFingerTap = "two-finger tap"
    /// Turn the rotor.
    case rotor = "rotor"
    /// Four-finger tap near the top of the screen.
    case fourFingerTapTop = "four-finger tap top"
    /// Four-finger tap near the bottom of the screen.
    case fourFingerTapBottom = "four-finger tap bottom"
    /// Two-finger scrub (VoiceOver's escape).
    case twoFingerScrub = "two-finger scrub"
    /// Android's back.
    case back = "back"
  }
}

/// The direction of a swipe.
package enum SwipeDirection: String, Sendable, CaseIterable {
  /// Right.
  case right
  /// Left.
  case left
  /// Up.
  case up
  /// Down.
  case down
}

/// What a reader's rotor (VoiceOver) or reading control (TalkBack) can be set to, as far as
/// A11ySim models it: the choice decides what swiping down and up does.
package enum RotorChoice: String, Sendable, CaseIterable {
  /// Headings: swiping down and up moves to the next and previous heading.
  case headings
  /// Links: swiping down and up moves to the next and previous element with a link.
  case links
}
