import Accessibility
import Controls

// VoiceOver on iOS and iPadOS.
//
// Evidence (../shared/research/screen-readers.md §3): cashapp/AccessibilitySnapshot
// `UIAccessibility+SnapshotAdditions.swift` (accessibilityDescription) and
// `Assets/en.lproj/Localizable.strings` @5b03db8 — label ": " value, then trait words each ending
// with "." ("Dimmed." first, then "Button.", "Text Field.", "Adjustable."), the hint separate;
// its UIStepper reference images; createwithswift.com on adjustable value changes.

private let snapshot = Source(
  "AccessibilitySnapshot UIAccessibility+SnapshotAdditions.swift, Localizable.strings", .medium)
private let snapshotStepper = Source(
  "AccessibilitySnapshot DefaultControlsTests testStepper* reference images", .medium)
private let adjustableValue = Source(
  "createwithswift.com \"Accessibility Value\": VoiceOver announces the new value", .medium)
private let noEvidence = Source("no evidence found that VoiceOver speaks this; silence", .low)

extension RulePacks {
  /// VoiceOver on iOS.
  public static let voiceOverIOS = RulePack(
    id: "voiceover-ios", name: "VoiceOver", platform: .ios,
    summary: "VoiceOver on iOS, as AccessibilitySnapshot models its description and hint.",
    settings: [
      ReaderSetting(
        "hints", "Speak hints after the element.", values: ["on", "off"], default: "on",
        source: Source(
          "iOS Settings › Accessibility › VoiceOver › Verbosity › Speak Hints", .medium)),
      ReaderSetting(
        "osVersion", "The iOS version: 17 and 18 dim UIStepper's segment at a limit, 26 does not.",
        values: ["17", "18", "26"], default: "18", source: snapshotStepper),
    ],
    vocabulary: Vocabulary(
      roles: [
        .button: Word("Button", snapshot), .adjustable: Word("Adjustable", snapshot),
        .editText: Word("Text Field", snapshot),
      ],
      disabled: Word("Dimmed", snapshot)),
    focusRules: [
      FocusRule(
        "element",
        [
          UtteranceTemplate(
            [.withValue(.name, separator: ": "), .disabledState, .role], joiner: ". ",
            terminator: ".")
        ],
        source: snapshot)
    ],
    hintRules: [
      HintRule(
        "hint.off", when: .setting("hints", is: "off"), UtteranceTemplate([], joiner: ""),
        source: snapshot),
      HintRule(
        "hint.adjustable", when: .all([.role([.adjustable]), .enabled]),
        UtteranceTemplate(
          [.appHint, .text("Swipe up or down with one finger to adjust the value.")], joiner: ". "),
        source: snapshot),
      HintRule(
        "hint.textField", when: .all([.role([.editText]), .enabled]),
        UtteranceTemplate([.appHint, .text("Double tap to edit.")], joiner: ". "),
        source: snapshot),
      HintRule(
        "hint.app", when: .always, UtteranceTemplate([.appHint], joiner: ". "),
        source: snapshot),
    ],
    inputRules: [
      InputRule(
        "swipe.next", .gesture(.swipeRight), .moveNext,
        source: Source("Apple VoiceOver gestures", .high)),
      InputRule(
        "swipe.previous", .gesture(.swipeLeft), .movePrevious,
        source: Source("Apple VoiceOver gestures", .high)),
      InputRule(
        "doubleTap", .gesture(.doubleTap), .activate,
        source: Source("Apple VoiceOver gestures", .high)),
      InputRule(
        "doubleTapAndHold", .gesture(.doubleTapAndHold), .longPress,
        source: Source(
          "Apple VoiceOver gestures: double-tap and hold passes the touch through", .high)),
      InputRule(
        "touch", .gesture(.touch), .touch,
        source: Source("Apple VoiceOver: explore by touch", .high)),
      InputRule(
        "swipe.increment", .gesture(.swipeUp), when: .role([.adjustable]), .increment,
        source: snapshot),
      InputRule(
        "swipe.decrement", .gesture(.swipeDown), when: .role([.adjustable]), .decrement,
        source: snapshot),
      InputRule(
        "twoFingerTap", .gesture(.twoFingerTap), .stopSpeech,
        source: Source("Apple VoiceOver gestures", .high)),
      InputRule(
        "key.next", .key(KeyChord(.right, modifiers: [.voiceOver])), .moveNext,
        source: Source("VoiceOver keyboard commands on iPad", .medium)),
      InputRule(
        "key.previous", .key(KeyChord(.left, modifiers: [.voiceOver])), .movePrevious,
        source: Source("VoiceOver keyboard commands on iPad", .medium)),
      InputRule(
        "key.activate", .key(KeyChord(.space, modifiers: [.voiceOver])), .activate,
        source: Source("VoiceOver keyboard commands on iPad", .medium)),
      InputRule(
        "key.increment", .key(KeyChord(.up, modifiers: [.voiceOver])), when: .role([.adjustable]),
        .increment, source: Source("VoiceOver keyboard commands on iPad", .low)),
      InputRule(
        "key.decrement", .key(KeyChord(.down, modifiers: [.voiceOver])), when: .role([.adjustable]),
        .decrement, source: Source("VoiceOver keyboard commands on iPad", .low)),
    ],
    reactionRules: [
      ReactionRule(
        "adjusted", on: .readerAdjusted, .speak([UtteranceTemplate([.value], joiner: " ")]),
        priority: .interrupt, source: adjustableValue),
      ReactionRule(
        "keyboardFocus", on: .keyboardFocusMoved, .focusDescription, priority: .interrupt,
        source: Source("VoiceOver follows keyboard focus (Full Keyboard Access)", .medium)),
      ReactionRule(
        "announcement", on: .announcement,
        .speak([UtteranceTemplate([.notificationText], joiner: " ")]), priority: .queue,
        source: Source("UIAccessibility.post(notification: .announcement); seed 004", .medium)),
      ReactionRule(
        "clicked", on: .clicked, .silence, priority: .queue,
        source: Source(
          "no evidence that stock UIStepper posts its new value (research §3)", .medium)),
      ReactionRule(
        "valueChanged", on: .valueChanged, .silence, priority: .queue, source: noEvidence),
      ReactionRule("textChanged", on: .textChanged, .silence, priority: .queue, source: noEvidence),
      ReactionRule(
        "enabledChanged", on: .enabledChanged, .silence, priority: .queue, source: noEvidence),
      ReactionRule(
        "liveRegion", on: .liveRegionChanged, .silence, priority: .queue,
        source: Source("iOS has no live regions; an app must post an announcement", .medium)),
      ReactionRule("error", on: .errorShown, .silence, priority: .queue, source: noEvidence),
    ],
    timing: Timing(
      hintDelay: .init(milliseconds: 1000),
      hintDelaySource: Source("hint pause: no measurement found; 1 s assumed", .low),
      wordsPerMinute: 180))
}
