import Core

/// One thing a person does to a control, parsed from the interaction language.
///
/// The same language drives `a11ysim simulate --do`, scripts, the interactive session and
/// Gherkin steps: `tap increment`, `hold increment 3s`, `press PageUp`, `type "2^3"`,
/// `scroll up 2`, `wait 1.5s`, `focus field`, `blur`, and screen-reader gestures: `swipe right`,
/// `double-tap`, `double-tap and hold 2s`, `touch "Increment"`, `two-finger tap`; and intents,
/// which each reader carries out its own way: `next item`, `previous item`, `activate`,
/// `increase`, `decrease`.
package enum Interaction: Equatable, Sendable {
  /// Tap or click a part once.
  case tap(InteractionTarget)
  /// Press a part and keep it held for a while, then release it.
  case hold(InteractionTarget, SimulatedDuration)
  /// Press a key, with modifiers.
  case press(KeyChord)
  /// Type text into the field (replacing what it held).
  case type(String)
  /// Turn the scroll wheel: positive clicks up, negative down.
  case scroll(clicks: Int)
  /// Let time pass.
  case wait(SimulatedDuration)
  /// Move keyboard focus to a part.
  case focus(InteractionTarget)
  /// Move keyboard focus out of the control.
  case blur
  /// A screen-reader gesture.
  case gesture(Gesture)
  /// The app sets the value in code (not the user): a programmatic change, as when data
  /// arrives from a server.
  case appSetsValue(Double)
  /// What the person means to do (`next item`, `activate`), carried out with the running
  /// reader's own gesture or keys.
  case intent(UserIntent)

  /// The most times one statement repeats something (`scroll up 10000`), and the most times a
  /// step presses a key (`I press "Up" 10000 times`): each repeat is an event to log and speak,
  /// so a count of a billion would run for hours.
  package static let maximumCount = 10_000
}

/// What an interaction is aimed at: a part by its role, or an element by its name.
package enum InteractionTarget: Equatable, Sendable, CustomStringConvertible {
  /// A part of the control (`increment`, `decrement`, `field`, `control`).
  case part(PartID)
  /// An element by its accessible name or visible text (`"Increase quantity"`).
  case named(String)

  /// The target as it is written in the language.
  package var description: String {
    switch self {
    case .part(let part): part.rawValue
    case .named(let name): QuotedText.quote(name)
    }
  }
}

/// An interaction with where it was written.
package struct InteractionStatement: Equatable, Sendable {
  /// The interaction.
  package var interaction: Interaction
  /// The text of the statement as written, trimmed.
  package var text: String
  /// The 1-based line it starts on.
  package var line: Int
  /// The 1-based column (in Unicode scalars) it starts at.
  package var column: Int

  /// Creates a statement.
  package init(interaction: Interaction, text: String, line: Int, column: Int) {
    self.interaction = interaction
    self.text = text
    self.line = line
    self.column = column
  }
}

extension Interaction: CustomStringConvertible {
  /// The interaction in canonical form: parsing it gives the same interaction back.
  package var description: String {
    switch self {
    case .tap(let target): "tap \(target)"
    case .hold(let target, let duration): "hold \(target) \(InteractionDuration.format(duration))"
    case .press(let chord): "press \(chord)"
    case .type(let text): "type \(QuotedText.quote(text))"
    case .scroll(let clicks):
      "scroll \(clicks >= 0 ? "up" : "down")\(clicks.magnitude == 1 ? "" : " \(clicks.magnitude)")"
    case .wait(let duration): "wait \(InteractionDuration.format(duration))"
    case .focus(let target): "focus \(target)"
    case .blur: "blur"
    case .appSetsValue(let value):
      "set value \(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))"
    case .gesture(.swipe(let direction)): "swipe \(direction.rawValue)"
    case .gesture(.doubleTap): "double-tap"
    case .gesture(.doubleTapAndHold(let duration)):
      "double-tap and hold \(InteractionDuration.format(duration))"
    case .gesture(.touch(let target)): "touch \(target)"
    case .gesture(.twoFingerTap): "two-finger tap"
    case .gesture(.twoFingerScrub): "two-finger scrub"
    case .gesture(.back): "back"
    case .gesture(.rotor(let choice)): "rotor \(choice.rawValue)"
    case .gesture(.fourFingerTap(let top)): "four-finger tap \(top ? "top" : "bottom")"
    case .intent(let intent): intent.rawValue
    }
  }
}
