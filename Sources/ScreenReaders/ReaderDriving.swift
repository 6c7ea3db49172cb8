import Accessibility
import Core
import Interactions

/// How a reader is driven, as data: by touch or by keyboard, with which modifier keys, and the
/// interactions a user makes — and the criteria `a11ysim check` writes — to reach a part,
/// activate it and change its value. Written in the interaction language, so a criterion's
/// step is the same text a person would type.
package struct ReaderDriving: Sendable {
  /// Whether the reader is driven by touch gestures (VoiceOver on iOS, TalkBack) or by the
  /// keyboard.
  package var inputMode: InputMode
  /// The reader's own modifier keys, as the key parser writes them (`VO`, `Narrator`,
  /// `Insert`), with the physical keys that act as them.
  package var modifiers: [ReaderModifier]
  /// How a user puts the reader on a part of a control.
  package var reach: ReachMethod
  /// What the reader does for each ``UserIntent``: the gesture or keys a user of this reader
  /// makes to move to the next item, activate it, increase it.
  package var intents: IntentCommands
  /// The interaction that activates the focused element (`double-tap`, `press Narrator+Enter`).
  package var activate: String { intents.activate }
  /// The interaction that raises the focused element's value (`swipe up`,
  /// `press VO+Shift+Down; press VO+Up`, `press Up`).
  package var adjust: String { intents.increase }
  /// Which focused elements a user changes with ``adjust`` rather than ``activate``.
  package var adjustsWhen: Condition
  /// The touch gesture that moves the reader to the next element (`swipe right`), which
  /// MagentaA11y's gesture criteria use; `nil` for a reader driven by the keyboard.
  package var next: String?
  /// Words of a hint that convey an element's role by saying how to use it (TalkBack's
  /// "Double-tap to activate", VoiceOver's and TalkBack's "… to toggle" on a switch), which
  /// MagentaA11y's role criteria accept in place of the role word, as its pages list them;
  /// empty for a reader whose hints do not stand for the role.
  package var roleHints: [String]
  /// Whether keyboard focus goes along when the reader's own navigation (its next-item key,
  /// a touch) lands on an element that can take it: Narrator's and VoiceOver on macOS's sync of
  /// their cursor and the system focus, on by default; TalkBack's separate accessibility focus.
  package var focusFollowsCursor: FocusFollowsCursor
  /// Where the keys and gestures come from.
  package var source: Source

  /// Creates a description of how a reader is driven.
  package init(
    inputMode: InputMode, modifiers: [ReaderModifier], reach: ReachMethod,
    intents: IntentCommands, adjustsWhen: Condition, next: String? = nil,
    roleHints: [String] = [], focusFollowsCursor: FocusFollowsCursor, source: Source
  ) {
    self.inputMode = inputMode
    self.modifiers = modifiers
    self.reach = reach
    self.intents = intents
    self.adjustsWhen = adjustsWhen
    self.next = next
    self.roleHints = roleHints
    self.focusFollowsCursor = focusFollowsCursor
    self.source = source
  }
}

/// Whether a reader moves keyboard focus along with its own cursor, as data: where ``when``
/// holds for the element the reader's navigation lands on, and the element can take keyboard
/// focus, keyboard focus moves there too (the control gets its focus event), so keys such as Up
/// then reach it.
package struct FocusFollowsCursor: Sendable {
  /// When keyboard focus follows (`.setting(.syncFocus, is: "on")`); never for a reader whose
  /// cursor is separate from keyboard focus.
  package var when: Condition
  /// The evidence for it.
  package var source: Source

  /// Keyboard focus follows the reader's cursor where `when` holds.
  package init(when: Condition, source: Source) {
    self.when = when
    self.source = source
  }

  /// Keyboard focus never follows the reader's cursor: it moves only by its own keys (Tab),
  /// and the reader follows it.
  package static func never(_ source: Source) -> FocusFollowsCursor {
    FocusFollowsCursor(when: .not(.always), source: source)
  }

  /// Whether keyboard focus can never follow (``never(_:)``).
  package var isNever: Bool {
    if case .not(.always) = when { true } else { false }
  }
}

/// The interactions, in the interaction language, that carry out each ``UserIntent`` with one
/// reader (`swipe right`, `press VO+Right`, `press Tab`). Each intent is a field, so a reader
/// that forgets one does not compile.
package struct IntentCommands: Sendable, Equatable {
  /// Moves the reader to the next item.
  package var nextItem: String
  /// Moves the reader to the previous item.
  package var previousItem: String
  /// Activates the item the reader is on.
  package var activate: String
  /// Raises its value.
  package var increase: String
  /// Lowers its value.
  package var decrease: String
  /// Moves the reader to the next heading.
  package var nextHeading: IntentCommand
  /// Moves the reader to the previous heading.
  package var previousHeading: IntentCommand
  /// Moves the reader to the first item.
  package var firstItem: IntentCommand
  /// Moves the reader to the last item.
  package var lastItem: IntentCommand
  /// Other next- and previous-item (and first- and last-item) commands, each used while a
  /// reader setting has a value (NVDA's object navigation with `navigation=object`, Orca's
  /// flat review with `navigation=flatReview`); the first that holds wins.
  package var modes: [NavigationMode]

  /// Creates the commands of one reader.
  package init(
    nextItem: String, previousItem: String, activate: String, increase: String,
    decrease: String, nextHeading: IntentCommand, previousHeading: IntentCommand,
    firstItem: IntentCommand, lastItem: IntentCommand, modes: [NavigationMode] = []
  ) {
    self.modes = modes
    self.nextItem = nextItem
    self.previousItem = previousItem
    self.activate = activate
    self.increase = increase
    self.decrease = decrease
    self.nextHeading = nextHeading
    self.previousHeading = previousHeading
    self.firstItem = firstItem
    self.lastItem = lastItem
  }

  /// The interactions that carry out `intent`; `nil` when the reader has none by default.
  package subscript(intent: UserIntent) -> String? {
    switch intent {
    case .nextItem: nextItem
    case .previousItem: previousItem
    case .activate: activate
    case .increase: increase
    case .decrease: decrease
    case .nextHeading: nextHeading.command
    case .previousHeading: previousHeading.command
    case .firstItem: firstItem.command
    case .lastItem: lastItem.command
    }
  }

  /// The interactions that carry out `intent` with the reader's `settings`: a
  /// ``NavigationMode``'s next and previous item where its setting has its value, else the
  /// default (``subscript(intent:)``).
  package func command(for intent: UserIntent, settings: ReaderSettings) -> String? {
    if let mode = modes.first(where: { settings[$0.setting] == $0.value }),
      let command = mode[intent]
    {
      return command
    }
    return self[intent]
  }

  /// The evidence for `intent`'s command, where it has its own (the driving data's source
  /// covers the others).
  package func source(of intent: UserIntent) -> Source? {
    switch intent {
    case .nextItem, .previousItem, .activate, .increase, .decrease: nil
    case .nextHeading: nextHeading.source
    case .previousHeading: previousHeading.source
    case .firstItem: firstItem.source
    case .lastItem: lastItem.source
    }
  }
}

/// A reader's next- and previous-item commands while one of its settings has a value: NVDA's
/// object navigation (`navigation=object`) moves by every object, not by Tab.
package struct NavigationMode: Sendable, Equatable {
  /// The setting.
  package var setting: ReaderSettingKey
  /// The value it must have.
  package var value: String
  /// The next-item interactions then.
  package var nextItem: String
  /// The previous-item interactions then.
  package var previousItem: String
  /// The first-item interactions then, if the mode has its own.
  package var firstItem: String?
  /// The last-item interactions then, if the mode has its own.
  package var lastItem: String?
  /// The evidence.
  package var source: Source

  /// Next and previous item (and first and last, where given) while `setting` is `value`.
  package init(
    _ setting: ReaderSettingKey, is value: String, nextItem: String, previousItem: String,
    firstItem: String? = nil, lastItem: String? = nil, source: Source
  ) {
    self.setting = setting
    self.value = value
    self.nextItem = nextItem
    self.previousItem = previousItem
    self.firstItem = firstItem
    self.lastItem = lastItem
    self.source = source
  }

  /// The interactions for `intent` in this mode, where it has its own.
  package subscript(intent: UserIntent) -> String? {
    switch intent {
    case .nextItem: nextItem
    case .previousItem: previousItem
    case .firstItem: firstItem
    case .lastItem: lastItem
    default: nil
    }
  }
}

/// One intent's command with its own evidence, or the evidence that the reader has none by
/// default (TalkBack's first-in-screen action has no gesture until the user assigns one).
package struct IntentCommand: Sendable, Equatable {
  /// The interactions, or `nil` when the reader has no default command for the intent.
  package var command: String?
  /// The evidence.
  package var source: Source

  /// The interactions `command`, as `source` gives them.
  package init(_ command: String, source: Source) {
    self.command = command
    self.source = source
  }

  /// No default command, as `source` shows.
  package static func none(_ source: Source) -> IntentCommand {
    var result = IntentCommand("", source: source)
    result.command = nil
    return result
  }
}

/// A reader's modifier key: the name the key parser takes and the keys that act as it.
package struct ReaderModifier: Sendable, Equatable {
  /// The modifier in chords (`VO+Right`, `Narrator+Enter`, `Insert+Tab`).
  package var modifier: KeyModifier
  /// The physical keys that act as it: `Control+Option` and `Caps Lock` for VO.
  package var keys: [String]

  /// Creates a modifier.
  package init(_ modifier: KeyModifier, keys: [String]) {
    self.modifier = modifier
    self.keys = keys
  }
}

/// How a user puts a reader on a part of a control.
package enum ReachMethod: Sendable, Equatable {
  /// Explore by touch: touch the part (`touch increment`).
  case touch
  /// Press `next` until the reader is on the part; a disabled part, which `next` skips when it
  /// is Tab, is reached with `disabled` (Narrator's next-item key).
  case keys(next: KeyChord, disabled: KeyChord? = nil)

  /// The key that reaches a part, `nil` for touch.
  package func key(disabled: Bool) -> KeyChord? {
    switch self {
    case .touch: nil
    case .keys(let next, let disabledKey): disabled ? (disabledKey ?? next) : next
    }
  }
}

/// A speech-dispatcher voice type (`SPDVoiceType`); each synthesizer maps it to a voice of its
/// own.
package enum SpeechVoice: String, Sendable, CaseIterable {
  /// A man's voice.
  case male1, male2, male3
  /// A woman's voice.
  case female1, female2, female3
}

/// The voice a reader speaks with in A11ySim, chosen so that readers in one comparison are easy
/// to tell apart (not the reader's own default voice).
package struct ReaderVoice: Sendable, Equatable {
  /// The kind of voice.
  package var voice: SpeechVoice
  /// Pitch from -100 (lowest) to 100 (highest), 0 being the synthesizer's normal pitch.
  package var pitch: Int

  /// Creates a voice.
  package init(_ voice: SpeechVoice, pitch: Int = 0) {
    self.voice = voice
    self.pitch = pitch
  }
}

extension Compositor {
  /// The interaction that changes the focused `element`'s value with this reader: its
  /// ``ReaderDriving/adjust`` where ``ReaderDriving/adjustsWhen`` holds, else its
  /// ``ReaderDriving/activate``.
  package func valueChangeInteraction(for element: AccessibleElement) -> String {
    let driving = pack.driving
    let adjusts = holds(
      driving.adjustsWhen,
      in: Context(element: element, isFocused: true, inputMode: driving.inputMode))
    return adjusts ? driving.adjust : driving.activate
  }
}
