import Accessibility
import ComponentModel
import Core
import Interactions

/// One screen reader's behaviour, as data: what it calls things, how it speaks a focused
/// element, what its gestures and keys do, and how it reacts to what the app and platform tell
/// it. Each reader is one file in `Packs/`; ``RulePacks/all`` lists them.
package struct RulePack: Sendable {
  /// A stable id: `voiceover-ios`, `talkback`, `orca`.
  package var id: String
  /// The reader's name as transcripts show it.
  package var name: String
  /// Other names that choose it on its platform (`voiceover` for VoiceOver on iOS and on
  /// macOS); ``RulePacks/resolve(_:on:)`` matches them with the id and the name.
  package var aliases: [String]
  /// The platform it runs on.
  package var platform: Platform
  /// The language of its words: the language of the ``StringTable`` it was built from.
  package var language: Language
  /// One sentence about the pack and its main evidence.
  package var summary: String
  /// The reader's settings and their defaults.
  package var settings: [ReaderSetting]
  /// The reader's versions A11ySim has evidence for, where they speak differently; `nil`
  /// where one wording holds for every version read. The version is the environment's
  /// (``PlatformEnvironment/readerVersion(of:)``), not a setting.
  package var versions: ReaderVersions?
  /// The words it speaks for roles and states.
  package var vocabulary: Vocabulary
  /// How a focused element is spoken; the first rule whose condition holds is used.
  package var focusRules: [FocusRule]
  /// The hint spoken after a focused element; the first rule whose condition holds is used.
  package var hintRules: [HintRule]
  /// What each gesture and key does; keys no rule claims go to the app.
  package var inputRules: [InputRule]
  /// What the reader says when the platform notifies it; the first matching rule is used, and
  /// no match means silence.
  package var reactionRules: [ReactionRule]
  /// Speech timing.
  package var timing: Timing
  /// How the reader is driven: touch or keyboard, its modifier keys, how a user reaches,
  /// activates and adjusts a part.
  package var driving: ReaderDriving
  /// The voice it speaks with (`--speak`, `--wav`).
  package var voice: ReaderVoice
  /// What it says entering and leaving a screen's containers, and an item's place in a list.
  package var containers: ContainerSpeech
  /// Its spatial review of the window (Orca's flat review), if it has one.
  package var review: FlatReview?
  /// How it speaks what is typed (its reaction rules say when), if it echoes typing.
  package var typingEcho: TypingEcho?

  /// Creates a pack.
  package init(
    id: String, name: String, aliases: [String] = [], platform: Platform,
    language: Language = .english, summary: String, settings: [ReaderSetting],
    versions: ReaderVersions? = nil, vocabulary: Vocabulary, focusRules: [FocusRule],
    hintRules: [HintRule], inputRules: [InputRule], reactionRules: [ReactionRule],
    timing: Timing, driving: ReaderDriving, voice: ReaderVoice,
    containers: ContainerSpeech = .silent, typingEcho: TypingEcho? = nil,
    review: FlatReview? = nil
  ) {
    self.containers = containers
    self.review = review
    self.typingEcho = typingEcho
    self.id = id
    self.name = name
    self.aliases = aliases
    self.platform = platform
    self.language = language
    self.summary = summary
    self.settings = settings
    self.versions = versions
    self.vocabulary = vocabulary
    self.focusRules = focusRules
    self.hintRules = hintRules
    self.inputRules = inputRules
    self.reactionRules = reactionRules
    self.timing = timing
    self.driving = driving
    self.voice = voice
  }

  /// The setting named `name`.
  package func setting(_ name: String) -> ReaderSetting? { settings.first { $0.name == name } }

  /// The setting `key`, if the pack declares it.
  package func setting(_ key: ReaderSettingKey) -> ReaderSetting? {
    settings.first { $0.key == key }
  }
}

/// A reader setting: its values and default.
package struct ReaderSetting: Sendable {
  /// Its key, as conditions name it.
  package var key: ReaderSettingKey
  /// The name used with `--reader-setting` and `:set`: `hints`, `descriptionOrder`.
  package var name: String { key.rawValue }
  /// What it changes.
  package var summary: String
  /// The values it takes; empty for a setting that takes a whole number (``wholeNumbers``).
  package var values: [String]
  /// The whole numbers it takes, for a setting that takes a number rather than a word (Orca's
  /// progress-bar update interval, 0 to 100 seconds); `nil` for one that takes ``values``.
  package var wholeNumbers: ClosedRange<Int>?
  /// The reader's default.
  package var defaultValue: String
  /// Where the default comes from.
  package var source: Source

  /// Creates a setting that takes one of `values`.
  package init(
    _ key: ReaderSettingKey, _ summary: String, values: [String], default defaultValue: String,
    source: Source
  ) {
    self.key = key
    self.summary = summary
    self.values = values
    self.defaultValue = defaultValue
    self.source = source
  }

  /// Creates a setting that takes a whole number in `wholeNumbers`.
  package init(
    _ key: ReaderSettingKey, _ summary: String, wholeNumbers: ClosedRange<Int>,
    default defaultValue: Int, source: Source
  ) {
    self.init(key, summary, values: [], default: String(defaultValue), source: source)
    self.wholeNumbers = wholeNumbers
  }

  /// The value as the setting keeps it, if it takes `value` (a word ignoring case, or a whole
  /// number in its range): `nil` when it does not.
  package func accepted(_ value: String) -> String? {
    if let wholeNumbers {
      guard let number = Int(value), wholeNumbers.contains(number) else { return nil }
      return String(number)
    }
    return values.first { $0.lowercased() == value.lowercased() }
  }

  /// What it takes, for people: "on, off"; "a whole number from 0 to 100".
  package var valuesText: String {
    wholeNumbers.map { "a whole number from \($0.lowerBound) to \($0.upperBound)" }
      ?? values.joined(separator: ", ")
  }
}

/// A word the reader speaks, with its source.
package struct Word: Sendable {
  /// The word as spoken.
  package var text: String
  /// Where it comes from.
  package var source: Source

  /// Creates a word.
  package init(_ text: String, _ source: Source) {
    self.text = text
    self.source = source
  }
}

/// The words a reader uses for roles and states.
package struct Vocabulary: Sendable {
  /// Role words; a role missing here is spoken with no role word.
  package var roles: [AccessibleRole: Word]
  /// Role words the reader spoke before one of its versions (``RulePack/versions``), in
  /// place of the word in ``roles``.
  package var roleWordChanges: [RoleWordChange]
  /// The word for a disabled element ("Dimmed", "disabled", "grayed", "unavailable").
  package var disabled: Word?
  /// What the reader says for an actionable element with no name ("Unlabelled").
  package var unlabelled: Word?
  /// Which unnamed elements get the `unlabelled` word (TalkBack: image buttons only; a plain
  /// Button with no text is just "Button").
  package var unlabelledWhen: Condition
  /// How it words an element's states (``Piece/state``): its state table, the app's state
  /// description, a range by its kind. Empty where the reader's evidence has none yet.
  package var states: StateWords
  /// How it says a heading's role with its level (``AccessibleElement/headingLevel``): a
  /// template with `{role}` (the heading's role word) and `{level}` (Orca's "heading 2",
  /// Narrator's "heading level 2"); `nil` for a reader that speaks no level, which says the
  /// role word alone.
  package var headingLevel: Word?
  /// Whether the reader speaks an element's own words for its kind
  /// (``AccessibleElement/localizedControlType``: UIA's LocalizedControlType, Android's
  /// roleDescription) in place of its
  /// role word, and the evidence that it does; `nil` for a reader that speaks its own word
  /// for the role whatever the platform says.
  package var localizedControlType: Source?

  /// Creates a vocabulary.
  package init(
    roles: [AccessibleRole: Word], roleWordChanges: [RoleWordChange] = [], disabled: Word?,
    unlabelled: Word? = nil, unlabelledWhen: Condition = .always,
    states: StateWords = StateWords(), headingLevel: Word? = nil,
    localizedControlType: Source? = nil
  ) {
    self.headingLevel = headingLevel
    self.localizedControlType = localizedControlType
    self.roles = roles
    self.roleWordChanges = roleWordChanges
    self.disabled = disabled
    self.unlabelled = unlabelled
    self.unlabelledWhen = unlabelledWhen
    self.states = states
  }
}

/// A row of a reader's state table: its word for one state.
package struct StateWord: Sendable {
  /// The state.
  package var key: StateKey
  /// The reader's word for it, with its source.
  package var word: Word

  /// Creates a row.
  package init(_ key: StateKey, _ word: Word) {
    self.key = key
    self.word = word
  }
}

/// How a reader words an element's states, each with its source: its state table, and whether
/// and how it speaks the app's descriptions and a range. ``Piece/state`` says the first that
/// applies, in this order: the app's state description (where the reader speaks it), a
/// toggle's value description (where the reader speaks it), the word of the table's first row
/// whose state the element is in, the range by its kind. A state with no row is not spoken.
package struct StateWords: Sendable {
  /// The reader's words for states, in the order it prefers them: the first row whose state
  /// the element is in is spoken. Empty where the reader's evidence has none yet.
  package var words: [StateWord]
  /// Words the reader says with the role rather than as the state (Orca's "horizontal" of
  /// "horizontal slider"), spoken by ``Piece/orientation``: the first row whose state the
  /// element is in.
  package var roleQualifiers: [StateWord]
  /// Words the reader says in place of the role's own word for an element in a state (a search
  /// field's "Search Field", "search text field", "entry"): the first row whose state the
  /// element is in. Its focus rules say them; this table is what tells a check that such a word
  /// conveys the role (``Compositor/roleWord(for:)-element``).
  package var roleReplacements: [StateWord]
  /// Set when the reader speaks the app's state description (Android `stateDescription`) in
  /// place of its own state words; its source.
  package var stateDescription: Source?
  /// How it words a range by its kind, where it words one itself.
  package var range: RangeWording?
  /// Set when the reader speaks the app's own words for a value (iOS `accessibilityValue`,
  /// macOS AXValueDescription, GTK 4 value text) in place of the number and of a toggle's
  /// state word, on the elements its condition picks.
  package var valueDescription: ValueDescriptionWording?

  /// Creates state words from a table in the reader's order (`[.on: Word("on", source)]`);
  /// everything not given is not spoken.
  package init(
    _ words: KeyValuePairs<StateKey, Word> = [:],
    roleQualifiers: KeyValuePairs<StateKey, Word> = [:],
    roleReplacements: KeyValuePairs<StateKey, Word> = [:],
    stateDescription: Source? = nil, range: RangeWording? = nil,
    valueDescription: ValueDescriptionWording? = nil
  ) {
    self.words = words.map { StateWord($0.key, $0.value) }
    self.roleQualifiers = roleQualifiers.map { StateWord($0.key, $0.value) }
    self.roleReplacements = roleReplacements.map { StateWord($0.key, $0.value) }
    self.stateDescription = stateDescription
    self.range = range
    self.valueDescription = valueDescription
  }

  /// The word of the first row of `table` whose state `states` contains.
  package static func first(in table: [StateWord], for states: ElementStates) -> Word? {
    table.first { states.contains($0.key) }?.word
  }
}

/// Where a reader speaks an app's value description (``ElementStates/valueDescription``) in
/// place of the value or a toggle's state word: on the elements `when` picks (Orca: not on a spin
/// button, whose text it reads first).
package struct ValueDescriptionWording: Sendable {
  /// The elements on which the reader speaks it.
  package var when: Condition
  /// Values a toggle's reader reads as one of its own states instead of as text (VoiceOver
  /// reads a switch-trait element's "1", "0" and "2" as "On.", "Off." and "Mixed."): the
  /// state's word from the pack's table is spoken.
  package var statesByValue: [String: StateKey]
  /// Where it comes from.
  package var source: Source

  /// Creates a wording.
  package init(
    when: Condition = .always, statesByValue: [String: StateKey] = [:], source: Source
  ) {
    self.when = when
    self.statesByValue = statesByValue
    self.source = source
  }
}

/// How a reader words a range (``ElementStates/RangeInfo``) by its kind.
package struct RangeWording: Sendable {
  /// The words for a percentage, with `{value}` for the number: "{value} percent".
  package var percent: String
  /// How numbers are written.
  package var numbers: NumberStyle
  /// Where it comes from.
  package var source: Source

  /// How a reader writes a range's number.
  package enum NumberStyle: Sendable {
    /// Java's `String.valueOf(float)` for percent and float ("50.0", "0.5") and
    /// `String.valueOf((int) current)` for int ("50"): TalkBack's SeekBarDescription.
    case javaFloat
  }

  /// Creates a range wording.
  package init(percent: String, numbers: NumberStyle, source: Source) {
    self.percent = percent
    self.numbers = numbers
    self.source = source
  }
}

/// A condition on the reader's settings and on an element.
package indirect enum Condition: Sendable {
  /// Always holds.
  case always
  /// The reader setting `key` has the value `value`.
  case setting(ReaderSettingKey, is: String)
  /// The element has one of the roles.
  case role([AccessibleRole])
  /// The element is enabled.
  case enabled
  /// The element's text is editable.
  case editable
  /// The element is clickable.
  case clickable
  /// The element is an image or image button.
  case image
  /// The element has a value.
  case hasValue
  /// The element is in the state (`.inState(.selected)`: iOS's `.selected` trait).
  case inState(StateKey)
  /// The element exposes a range (UIA RangeValue, Android RangeInfo, AT-SPI Value).
  case hasRange
  /// The app set a state description on the element (Android `stateDescription`).
  case hasStateDescription
  /// The app set a UIA ItemStatus on the element (WinUI `AutomationProperties.ItemStatus`).
  case hasItemStatus
  /// The element is the reader's focus.
  case focused
  /// The reader is interacting with (inside) the element (VoiceOver on macOS).
  case interacting
  /// The element's live-region setting is `politeness`.
  case liveRegion(LiveRegion)
  /// The element lives inside a widget with one of the roles (a NumberPicker's children).
  case inside([AccessibleRole])
  /// The user's last input came from `mode` (TalkBack words its hints for the input in use).
  case inputMode(InputMode)
  /// The reader's version (``RulePack/versions``) is lower than this one: a rule of an older
  /// release. Never holds for a reader without modelled versions.
  case versionBelow(Int)
  /// The notification is an app's announcement made in one of these ways.
  case announced([AnnouncementStyle])
  /// The notification's text is at most this many characters long.
  case textAtMost(Int)
  /// The element is in the window in front (its innermost window, ``AccessibleElement/windowID``,
  /// is the active one; an element of the app's own window when no other window is in front):
  /// Orca's progress-bar verbosity "window".
  case inActiveWindow
  /// The notification's text has fewer than this many words (runs of non-space characters).
  case wordsFewerThan(Int)
  /// The condition does not hold.
  case not(Condition)
  /// All the conditions hold.
  case all([Condition])
  /// Any of the conditions holds.
  case any([Condition])
}

/// Where the user's input comes from, as a reader that adapts its hints sees it.
package enum InputMode: String, Sendable, CaseIterable {
  /// Gestures and touch exploration.
  case touch
  /// A hardware keyboard.
  case keyboard
}

/// A piece of an utterance, filled from an element, the vocabulary or a notification.
package enum Piece: Sendable {
  /// The element's name; for an unnamed actionable element, the vocabulary's `unlabelled` word.
  case name
  /// The element's value.
  case value
  /// A piece, then `separator` and the element's value, as one part: VoiceOver's
  /// "Quantity: 2" (`.name`), Narrator's "edit 100" (`.role`). The value alone when the piece
  /// is empty; the piece alone when there is no value.
  indirect case withValue(Piece, separator: String)
  /// The vocabulary's word for the element's role.
  case role
  /// The vocabulary's disabled word, when the element is disabled.
  case disabledState
  /// The element's state in the reader's words (``Vocabulary/states``): the app's state
  /// description where the reader speaks it, else a toggle's value description where it speaks
  /// that, else the word of the first row of its state table the element is in, else its range
  /// worded by kind; nothing where the reader has no words for it.
  case state
  /// The first of the pieces that is not empty (TalkBack's state: the state description or
  /// the range, else the value).
  indirect case firstOf([Piece])
  /// The element's description (an AdwSpinRow's subtitle).
  case description
  /// A piece as it is when the element is not in the state; when it is, `format` with `{}` replaced
  /// by the piece (`Selected: {}`), or `alone` when the piece is empty: VoiceOver's
  /// "Selected: Accept terms", "Selected".
  indirect case inState(StateKey, Piece, format: String, alone: String)
  /// `text` with `{label}` replaced by the label that names the element (Android labelFor),
  /// attached to the piece before it without a joiner; nothing when nothing labels it.
  case labeledBy(String)
  /// The element's exposed error message in this template (`{error}` stands for it): TalkBack's
  /// "Error: …"; nothing when it has none.
  case errorMessage(String)
  /// Fixed text.
  case text(String)
  /// The hint the app set on the element.
  case appHint
  /// The app's UIA ItemStatus on the element (``ElementStates/itemStatus``).
  case itemStatus
  /// The notification's own text (an announcement, a live region's content, an error).
  case notificationText
  /// The notification's text as the reader reads text back (a deleted character): one
  /// character by its name ("space"), more as they are (``TypingEcho/spoken(text:)``).
  case spokenText
  /// The character just after the caret that moved, read as ``spokenText`` is; `end` at the
  /// end of the text (NVDA's "blank").
  case characterAtCaret(end: String)
  /// The characters the caret passed over, read as ``spokenText`` is.
  case charactersPassed
  /// `start` when the caret is now at the start of the text, `end` at its end, else nothing
  /// (TalkBack's "Beginning of field", "End of field").
  case caretAtEdge(start: String, end: String)
  /// The line the caret moved to (``ControlEvent/TextCaretMove/lineAtCaret``), or `blank`
  /// where the line is empty (NVDA's and Orca's "blank"); nothing when `blank` is empty too.
  case lineAtCaret(blank: String)
  /// The value's place in its range in whole percent, worked out by the reader's own
  /// `arithmetic`, written into `template` at `{value}` ("{value}%", "{value} percent."):
  /// Narrator's and Orca's percentage of a slider, and TalkBack's `template_seekbar_range` at
  /// a limit. Nothing without a range.
  case percentOfRange(String, PercentArithmetic = .ofRange)
  /// The vocabulary's word said with the role for the element's state (``StateWords/roleQualifiers``:
  /// Orca's "horizontal").
  case orientation
  /// The element's place in its set (``ElementStates/positionInSet``) in `template`, `{position}`
  /// and `{size}` standing for it ("2 of 3"): a radio button's place in its group; nothing
  /// without one.
  case positionInSet(String)
}

/// One utterance: pieces joined by `joiner`; an utterance that ends with a role or state word
/// ends with `terminator` (VoiceOver's model: "Decrement. Button.", "Button.", but "Quantity").
package struct UtteranceTemplate: Sendable {
  /// The pieces in order; empty pieces are dropped.
  package var pieces: [Piece]
  /// What goes between pieces (", ", ". ", " ").
  package var joiner: String
  /// What ends an utterance whose last piece is a role or state word ("." in VoiceOver's
  /// model, where each trait word ends with one), or nothing.
  package var terminator: String
  /// Drop a piece equal (ignoring case) to one already said (TalkBack's dedupJoin).
  package var dropsDuplicates: Bool

  /// Creates a template.
  package init(
    _ pieces: [Piece], joiner: String, terminator: String = "", dropsDuplicates: Bool = false
  ) {
    self.pieces = pieces
    self.joiner = joiner
    self.terminator = terminator
    self.dropsDuplicates = dropsDuplicates
  }
}

/// How a focused element is spoken, when `condition` holds.
package struct FocusRule: Sendable {
  /// The rule's id, shown by `explain`.
  package var id: String
  /// When it applies.
  package var condition: Condition
  /// The utterances, in order.
  package var utterances: [UtteranceTemplate]
  /// Its evidence.
  package var source: Source

  /// Creates a focus rule.
  package init(
    _ id: String, when condition: Condition = .always, _ utterances: [UtteranceTemplate],
    source: Source
  ) {
    self.id = id
    self.condition = condition
    self.utterances = utterances
    self.source = source
  }
}

/// The hint spoken after a focused element, when `condition` holds.
package struct HintRule: Sendable {
  /// The rule's id.
  package var id: String
  /// When it applies.
  package var condition: Condition
  /// The hint; an empty template says nothing.
  package var utterance: UtteranceTemplate
  /// When set, the hint goes on: the next rule that applies adds its hint after this separator
  /// (TalkBack joins an adjustable child's hint and its click hint with ", "). When `nil`, this
  /// rule's hint is the whole hint.
  package var joinsNext: String?
  /// Its evidence.
  package var source: Source

  /// Creates a hint rule.
  package init(
    _ id: String, when condition: Condition, _ utterance: UtteranceTemplate,
    joinsNext: String? = nil, source: Source
  ) {
    self.id = id
    self.condition = condition
    self.utterance = utterance
    self.joinsNext = joinsNext
    self.source = source
  }
}

/// A gesture or key, as input rules match it.
package enum Input: Sendable, Equatable {
  /// A touch-screen gesture.
  case gesture(Gesture.Kind)
  /// A key chord.
  case key(KeyChord)
}

/// What a reader does for an input.
package enum ReaderAction: String, Sendable, CaseIterable {
  /// Move the reader's focus to the next element and speak it.
  case moveNext
  /// Move the reader's focus to the previous element and speak it.
  case movePrevious
  /// Activate the focused element (click it).
  case activate
  /// Increment the focused element (accessibilityIncrement, ACTION_SCROLL_FORWARD).
  case increment
  /// Decrement the focused element.
  case decrement
  /// Press and hold the focused element for the gesture's duration (a pass-through touch).
  case longPress
  /// Focus the touched element and speak it (explore by touch).
  case touch
  /// Speak the focused element again.
  case speakFocused
  /// Start interacting with the focused element (VoiceOver on macOS: VO+Shift+Down).
  case startInteracting
  /// Stop interacting (VO+Shift+Up).
  case stopInteracting
  /// Send the key to the app (keyboard focus moves, the control takes arrows, …).
  case passToApp
  /// Stop speaking.
  case stopSpeech
  /// Move the reader's focus to the next heading and speak it.
  case moveNextHeading
  /// Move the reader's focus to the previous heading and speak it.
  case movePreviousHeading
  /// Move the reader's focus to the next element with a link (the link role) and speak it.
  case moveNextLink
  /// Move the reader's focus to the previous element with a link and speak it.
  case movePreviousLink
  /// Move the reader's focus to the first element and speak it.
  case moveFirst
  /// Move the reader's focus to the last element and speak it.
  case moveLast
  /// Move the review cursor to the next line of the window and speak it (Orca's flat review,
  /// ``RulePack/review``); focus stays.
  case reviewNextLine
  /// Move the review cursor to the previous line and speak it.
  case reviewPreviousLine
  /// Speak the review cursor's line.
  case reviewCurrentLine
  /// Move the review cursor to the first line and speak it.
  case reviewFirstLine
  /// Move the review cursor to the last line and speak it.
  case reviewLastLine
  /// Turn the rotor (VoiceOver) or reading control (TalkBack) to the gesture's choice: the
  /// reader's ``ReaderSettingKey/rotor`` setting.
  case chooseRotor
  /// The reader's escape (VoiceOver's two-finger scrub, which calls the app's
  /// `accessibilityPerformEscape`; TalkBack's global back): the app gets what the Escape key
  /// gives it, and a dialog that can be dismissed is.
  case escape
}

/// What an input does, when `condition` holds for the focused element.
package struct InputRule: Sendable {
  /// The rule's id.
  package var id: String
  /// The gesture or key.
  package var input: Input
  /// When it applies.
  package var condition: Condition
  /// What the reader does.
  package var action: ReaderAction
  /// Its evidence.
  package var source: Source

  /// Creates an input rule.
  package init(
    _ id: String, _ input: Input, when condition: Condition = .always, _ action: ReaderAction,
    source: Source
  ) {
    self.id = id
    self.input = input
    self.condition = condition
    self.action = action
    self.source = source
  }
}

/// The kinds of platform notification a reaction rule matches.
package enum NotificationKind: String, Sendable, CaseIterable {
  /// An element's value changed.
  case valueChanged
  /// An element's text or name changed.
  case textChanged
  /// A live region changed.
  case liveRegionChanged
  /// An element became enabled or disabled.
  case enabledChanged
  /// An element's states changed (checked, on, selected, expanded, pressed).
  case stateChanged
  /// An element was clicked.
  case clicked
  /// Keyboard focus moved.
  case keyboardFocusMoved
  /// The app posted an announcement.
  case announcement
  /// The control shows an error message.
  case errorShown
  /// The reader adjusted the focused element itself (swipe up/down, VO+Up).
  case readerAdjusted
  /// The reader was asked to adjust the focused element past its limit and nothing changed
  /// (TalkBack's NumberAdjustor says "100%").
  case adjustedAtLimit
  /// The reader was asked for the next or previous heading and there is none further (Orca's
  /// "No more headings."); its element is the reader's focus.
  case noMoreHeadings
  /// The reader was asked for the next or previous link and there is none further; its
  /// element is the reader's focus.
  case noMoreLinks
  /// Heading navigation went past the last heading and starts again at the first (Orca's
  /// "Wrapping to top."): a reader with a rule for this wraps, one without does not.
  case wrappedToTop
  /// Heading navigation went past the first heading and starts again at the last.
  case wrappedToBottom
  /// The rotor (VoiceOver) or reading control (TalkBack) moved to a new choice (VoiceOver and
  /// TalkBack say its name: "Headings").
  case rotorChanged
  /// The user typed on a keyboard (the key events, before the app takes the text).
  case keysTyped
  /// Text went into an editable element.
  case textInserted
  /// Text before the caret came out of an editable element (Backspace); the text is the
  /// notification's.
  case textRemoved
  /// Text after the caret came out of an editable element (Delete); the text is the
  /// notification's, and the caret's place is the context's.
  case textRemovedAhead
  /// The caret moved in an editable element's text.
  case caretMoved
  /// The caret moved to another line of a multi-line field (Up, Down): a reader without a rule
  /// for it says nothing.
  case caretMovedByLine
}

/// What a reaction speaks.
package enum Reaction: Sendable {
  /// Nothing (the rule documents a silence).
  case silence
  /// The element as it would be spoken on focus (focus rules).
  case focusDescription
  /// Utterances built from the element and the notification.
  case speak([UtteranceTemplate])
  /// The typed text echoed by the pack's ``RulePack/typingEcho``, as the reader's
  /// ``ReaderSettingKey/typingEcho`` setting says: an utterance a character or word.
  case typingEcho
}

/// How a reader reacts to a notification, when `condition` holds for its element.
package struct ReactionRule: Sendable {
  /// The rule's id.
  package var id: String
  /// The notification it matches.
  package var on: NotificationKind
  /// When it applies (to the notification's element, if it has one).
  package var condition: Condition
  /// What is said.
  package var reaction: Reaction
  /// Whether it interrupts current speech or waits for it.
  package var priority: SpeechPriority
  /// Its evidence.
  package var source: Source
  /// How often it is said again for the same element, if the reader limits it (Orca's
  /// progress-bar updates).
  package var throttle: ReactionThrottle?

  /// Creates a reaction rule.
  package init(
    _ id: String, on: NotificationKind, when condition: Condition = .always, _ reaction: Reaction,
    priority: SpeechPriority, throttle: ReactionThrottle? = nil, source: Source
  ) {
    self.id = id
    self.on = on
    self.condition = condition
    self.reaction = reaction
    self.priority = priority
    self.throttle = throttle
    self.source = source
  }
}

/// How often a reader says one rule's reaction again for the same element, on the simulated
/// clock (Orca's progress-bar updates): an element's percent already said is not said again; a
/// new one only once `interval` whole seconds (fixed, or a reader setting's) have passed since
/// the element's last one said, or
/// at once when it is `always`; and the first said of an element other than the one said last
/// is led by `newElement`, `{number}` standing for the element's place among those said so far
/// ("Progress bar 1."). The reader simulation keeps what was said when.
package struct ReactionThrottle: Sendable {
  /// The least whole seconds between two said for one element.
  package var interval: ThrottleInterval
  /// How the element's percent is worked out.
  package var arithmetic: PercentArithmetic
  /// A percent said whatever the interval (Orca's 100).
  package var always: Int?
  /// What leads the first said of an element other than the last one said, if anything.
  package var newElement: String?
  /// Its evidence.
  package var source: Source

  /// Creates a throttle.
  package init(
    interval: ThrottleInterval, arithmetic: PercentArithmetic, always: Int? = nil,
    newElement: String? = nil,
    source: Source
  ) {
    self.interval = interval
    self.arithmetic = arithmetic
    self.always = always
    self.newElement = newElement
    self.source = source
  }
}

/// The least whole seconds between two things a throttled reaction says for one element: fixed,
/// or the value of a reader setting that takes a whole number (Orca's
/// `progressBarUpdateInterval`).
package enum ThrottleInterval: Sendable {
  /// Always this many.
  case seconds(Int)
  /// The setting's value.
  case setting(ReaderSettingKey)

  /// The seconds under `settings`: a setting the reader lacks, or one that holds no whole
  /// number, counts as 0 (``ReaderSettingKeyTests`` shows every pack's are declared).
  package func seconds(in settings: ReaderSettings) -> Int {
    switch self {
    case .seconds(let seconds): seconds
    case .setting(let key): settings[key].flatMap { Int($0) } ?? 0
    }
  }
}

/// Whether an utterance interrupts what is being said or waits its turn.
package enum SpeechPriority: String, Sendable, Codable {
  /// Stop current speech (and drop what was queued), then speak.
  case interrupt
  /// Speak after what is being said and what is queued.
  case queue
  /// Speak after what is being said and queued; once queued, later speech that interrupts
  /// waits for it instead of cutting it (TalkBack's QUEUE_MODE_UNINTERRUPTIBLE_BY_NEW_SPEECH).
  case queueUninterruptible
  /// Stop current speech, then speak; nothing later cuts it (Apple's high-priority
  /// announcements; TalkBack's QUEUE_MODE_INTERRUPT_AND_UNINTERRUPTIBLE_BY_NEW_SPEECH).
  case interruptUninterruptible

  /// Whether it stops the speech before it.
  package var interrupts: Bool { self == .interrupt || self == .interruptUninterruptible }
  /// Whether later speech leaves it alone.
  package var isUninterruptible: Bool {
    self == .queueUninterruptible || self == .interruptUninterruptible
  }
}

/// A reader's speech timing.
package struct Timing: Sendable {
  /// The pause between a focused element and its hint.
  package var hintDelay: SimulatedDuration
  /// Its evidence.
  package var hintDelaySource: Source
  /// The speaking rate, in words per minute, used to estimate how long speech takes.
  package var wordsPerMinute: Double

  /// Creates timing.
  package init(hintDelay: SimulatedDuration, hintDelaySource: Source, wordsPerMinute: Double) {
    self.hintDelay = hintDelay
    self.hintDelaySource = hintDelaySource
    self.wordsPerMinute = wordsPerMinute
  }
}

/// How a reader works a value's percent out of its range: readers do not agree, and a test
/// that expects the true percent where the reader says another number would pass a component
/// the reader speaks differently.
package enum PercentArithmetic: Sendable, Equatable {
  /// `(value − minimum) ÷ (maximum − minimum) × 100`, rounded half away from zero; nothing for
  /// an empty range.
  case ofRange
  /// Orca's: `value ÷ (maximum − minimum) × 100` without taking the minimum off, truncated
  /// towards zero (Python's `int()`); nothing when the minimum equals the maximum. A 0…8 range
  /// at 1 is 12, a 50…100 range at 75 is 150.
  case orcaValueOverWidth

  /// The percent of `range` by this arithmetic.
  package func percent(of states: ElementStates) -> Int? {
    switch self {
    case .ofRange:
      return states.percentOfRange
    case .orcaValueOverWidth:
      guard let range = states.range, range.minimum != range.maximum,
        range.value.isFinite, range.minimum.isFinite, range.maximum.isFinite
      else { return nil }
      // The same operations in the same order as Orca's, in doubles as Python's floats are;
      // saturating where Python's int() of an infinite quotient would raise.
      let percent = (range.value / (range.maximum - range.minimum)) * 100
      return RangeArithmetic.saturatingInt(percent, rounding: .towardZero)
    }
  }
}
