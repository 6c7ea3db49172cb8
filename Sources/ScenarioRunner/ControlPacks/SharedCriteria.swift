import Core

/// The criteria MagentaA11y's native pages share: each control's list (its pack's
/// `…Criteria.swift`) takes them with its page's own wording, and words its own checks where
/// they differ from these.
extension Criterion {
  /// The check that the focused part did what a button does.
  package static let activated = ["the button is activated"]
  /// Why a gesture criterion is not checked on a desktop platform.
  package static let touchOnly = "touch-screen gestures are for iOS and Android"

  /// Tab, arrow keys or Ctrl+Tab: focus visibly moves to each part.
  package static func keyboardFocus(
    _ wording: String, platforms: Set<Platform> = Criteria.everywhere,
    notApplicable: String? = nil
  ) -> Criterion {
    Criterion(
      id: "keyboard-focus", group: "Keyboard", wording: wording, platforms: platforms,
      check: .keyboardFocus, answers: .focus, notApplicable: notApplicable)
  }

  /// Spacebar activates the part, on iOS and Android.
  package static func space(_ wording: String, notApplicable: String) -> Criterion {
    Criterion(
      id: "keyboard-space", group: "Keyboard", wording: wording, platforms: Criteria.mobile,
      check: .key("Space", expect: activated), answers: .space, notApplicable: notApplicable,
      platformsFromPage: true)
  }

  /// Enter activates the part, on Android.
  package static func enter(_ wording: String, notApplicable: String) -> Criterion {
    Criterion(
      id: "keyboard-enter", group: "Keyboard", wording: wording, platforms: [.android],
      check: .key("Enter", expect: activated), answers: .enter, notApplicable: notApplicable,
      platformsFromPage: true)
  }

  /// A swipe moves the reader to the part, which says its state.
  package static func swipe(
    _ wording: String, expect: [String] = ["focus is on \"{part}\"", "its state is expressed"]
  ) -> Criterion {
    Criterion(
      id: "gesture-swipe", group: "Gestures", wording: wording, platforms: Criteria.mobile,
      check: .swipe(expect: expect), answers: .swipe, notApplicable: touchOnly)
  }

  /// The reader's double-tap activates the part.
  package static func doubleTap(_ wording: String, expect: [String] = activated) -> Criterion {
    Criterion(
      id: "gesture-double-tap", group: "Gestures", wording: wording, platforms: Criteria.mobile,
      check: .gesture(.activate, expect: expect), answers: .doubleTap, notApplicable: touchOnly)
  }

  /// The part's name says its purpose.
  package static func name(_ wording: String) -> Criterion {
    Criterion(
      id: "output-name", group: "Output", wording: wording, platforms: Criteria.everywhere,
      check: .name, answers: .name)
  }

  /// The reader conveys the part's role.
  package static func role(_ wording: String, expect: [String] = ["its role is conveyed"])
    -> Criterion
  {
    Criterion(
      id: "output-role", group: "Output", wording: wording, platforms: Criteria.everywhere,
      check: .role(expect: expect), answers: .role)
  }

  /// The disabled part says its state. Orca is left out: it reaches a control by Tab, and a
  /// disabled GTK control takes no focus (`notApplicable` says so in the control's words).
  package static func state(
    _ wording: String, notApplicable: String, expect: [String] = ["its state is expressed"]
  ) -> Criterion {
    Criterion(
      id: "output-state", group: "Output", wording: wording,
      platforms: [.ios, .android, .macos, .windows], check: .state(expect: expect),
      answers: .state, notApplicable: notApplicable)
  }

  /// The control's value is spoken when it changes.
  package static func valueOnChange(_ wording: String, answers: PageTopic) -> Criterion {
    Criterion(
      id: "output-value-change", group: "Output", wording: wording,
      platforms: Criteria.everywhere,
      check: .valueOnChange(expect: ["its value is expressed when it changes"]),
      answers: answers)
  }

  /// Text can resize up to 200% without losing information (SHOULD: the simulator can only
  /// check that the app scales its text, not measure the layout).
  package static let textResize = Criterion(
    id: "text-resize", group: "Settings", priority: .should,
    wording: "Text resize: Text can resize up to 200% without losing information",
    platforms: Criteria.everywhere, check: .textResize, answers: .textResize)
}

extension Criteria {
  /// Worded alike on the pages of the controls that are, or have, push buttons.
  package static let doubleTapActivates = Criterion.doubleTap("Doubletap: Activates the button")

  /// Worded alike on the pages of the controls that are, or have, push buttons.
  package static let identifiesAsButton = Criterion.role(
    "Role: Identifies as a button in iOS and \"double tap to activate\" in Android")
}
