import Accessibility
import Core

// VoiceOver on iOS and iPadOS (Documentation/Evidence.md, "VoiceOver on iOS"). The textual model
// of cashapp/AccessibilitySnapshot: the label, ": " and the value, then trait words each ending
// with "." ("Dimmed." first, then "Button.", "Text Field.", "Adjustable."), the hint apart; its
// UIStepper reference images; and createwithswift.com's "Accessibility Value" article on
// adjustable value changes (cited by title: its address could not be confirmed), with Apple's
// documentation of the adjustable trait.

private let descriptionModel = Reference.snapshot(
  "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
  "accessibilityDescription")
private let snapshotStrings = Reference.snapshot(
  "Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings")
private let stepperTests = Reference.snapshot(
  "Example/SnapshotTests/DefaultControlsTests.swift", "testStepperAtMin")
private let gestureGuide = Reference.page(
  "https://support.apple.com/guide/iphone/learn-voiceover-gestures-iph3e2e2281/ios")
private let ipadKeys = Reference.page(
  "https://support.apple.com/guide/iphone/use-voiceover-with-an-external-keyboard-iph6c494dc6/ios")
// The MagentaA11y pages this pack cites as evidence (the controls' modules cite their own).
private let magentaStepper = Reference.magentaA11yNative("stepper.md")
private let magentaToggleSwitch = Reference.magentaA11yNative("toggle-switch.md")
private let magentaCheckbox = Reference.magentaA11yNative("checkbox.md")

private let snapshot = Source(
  "AccessibilitySnapshot UIAccessibility+SnapshotAdditions.swift, Localizable.strings", .medium,
  descriptionModel, snapshotStrings)
// A text view (UITextView, SwiftUI TextEditor) has the private text-area trait beside text
// entry: AccessibilitySnapshot reads it as "Text Field." like any field, with a longer hint.
// MagentaA11y's recording of VoiceOver on a web textarea in Safari heard "Multi line text
// field"; that is WebKit's element, not UIKit's, and it is not modelled.
private let textAreaHint = Source(
  "AccessibilitySnapshot accessibilityDescription: a text-entry element with the text-area trait "
    + "(UITextView, TextEditor) has textAreaTraitHint", .medium,
  .snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
    "textAreaTraitHint"), snapshotStrings)
// An app's accessibilityValue is the value VoiceOver reads: AccessibilitySnapshot composes it
// after the label ("Quantity: 2 items"); on an element with the switch-button trait it reads
// "On."/"Off." for "1"/"0" and, since iOS 17, any other value as it is, after the traits
// ("Wi-Fi. Switch Button. Enabled."; before iOS 17 such a value was not read at all).
private let appValue = Source(
  "AccessibilitySnapshot accessibilityDescription: the app's accessibilityValue after the label; "
    + "on a switch, a value other than 1/0/2 read after the traits from iOS 17", .medium,
  descriptionModel,
  .page("https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue")
)
// A screen's heading and image: AccessibilitySnapshot's accessibilityDescription adds the
// header trait's "Heading." and the image trait's "Image." after the label, as for any
// trait (Localizable.strings trait.header.description, trait.image.description). UIKit has no
// public heading level, so none is spoken.
private let headingImageTraits = Source(
  "AccessibilitySnapshot accessibilityDescription: the header and image traits' words after "
    + "the label (trait.header.description, trait.image.description)", .medium,
  descriptionModel, snapshotStrings)
private let snapshotStepper = Source(
  "AccessibilitySnapshot DefaultControlsTests testStepper* reference images", .medium,
  stepperTests)
private let adjustableValue = Source(
  "createwithswift.com \"Accessibility Value\": VoiceOver announces the new value", .medium,
  .page("https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable"))
private let noEvidence = Source(
  "no evidence found that VoiceOver speaks this; silence", .low, stepperTests)
private let gestures = Source("Apple VoiceOver gestures", .high, gestureGuide)
// Heading navigation: the rotor (a two-finger rotate) chooses what swiping down and up moves
// by; on Headings they go to the next and previous heading. The rotor says its choice's name
// (AccessibilitySnapshot's rotor.heading.description "Headings"). A four-finger tap near the
// top or the bottom of the screen goes to the first or last item.
private let headingRotor = Source(
  "Apple VoiceOver gestures: the rotor chooses what swipe down/up move by (Headings); "
    + "AccessibilitySnapshot Localizable.strings rotor.heading.description", .high, gestureGuide,
  snapshotStrings)
// Link navigation: on the rotor's Links, swiping down and up go to the next and previous
// element with the link trait (AccessibilitySnapshot's rotor.link.description "Links").
private let linkRotor = Source(
  "Apple VoiceOver gestures: the rotor's Links moves between links with swipe down/up; "
    + "AccessibilitySnapshot Localizable.strings rotor.link.description", .high, gestureGuide,
  snapshotStrings)
private let linkBoundary = Source(
  "no evidence of words when no link is further (VoiceOver plays a boundary sound, not "
    + "modelled); silence", .low, gestureGuide)
private let firstLastTap = Source(
  "Apple VoiceOver gestures: a four-finger tap near the top or bottom of the screen selects the "
    + "first or last item", .high, gestureGuide)
private let headingBoundary = Source(
  "no evidence of words when no heading is further (VoiceOver plays a boundary sound, not "
    + "modelled); silence", .low, gestureGuide)
// A switch: accessibilityDescription adds "Switch Button." only when the switch-button trait
// comes with .button (a UISwitch; SwiftUI's Toggle has no .button), then "On."/"Off." from
// the value "1"/"0", which it does not read as a value; the hint "Double tap to toggle
// setting." (or "<hint>. Double tap to toggle setting.") unless dimmed.
private let switchModel = Source(
  "AccessibilitySnapshot accessibilityDescription: \"Switch Button.\" with .button, then "
    + "\"On.\"/\"Off.\"; switch hint unless not enabled", .medium, descriptionModel,
  snapshotStrings)
// The switch-button trait's values: "1", "0" and "2" read as "On.", "Off." and "Mixed."
// (accessibilityDescription's switch on accessibilityValue; the testSwitchControls reference
// images on iOS 18.5 and 26.2 show a custom switch-trait view with value "2" as "Mixed.").
private let switchValues = Source(
  "AccessibilitySnapshot accessibilityDescription: on the switch-button trait, value \"1\", "
    + "\"0\", \"2\" read \"On.\", \"Off.\", \"Mixed.\"; testSwitchControls reference images",
  .medium, descriptionModel,
  .snapshot(
    "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_26_2_402x874@3x.png"
  ))
private let switchToggled = Source(
  "no public transcript of VoiceOver after a UISwitch toggles; the new state is assumed, as "
    + "VoiceOver speaks an adjustable element's new value", .low, descriptionModel,
  magentaToggleSwitch)
// A custom checkbox: a button with the .selected trait reads "Selected: <label>" (or
// "Selected." unnamed) before its traits, and an unchecked one says no state at all; one whose
// accessibilityValue holds the state reads "<label>: Unchecked". After a toggle, no public
// transcript: the new value (MagentaA11y's caption hears "Checked.") or "Selected" is assumed.
private let checkboxToggled = Source(
  "MagentaA11y's checkbox caption hears the new state (\"Checked.\") after a double-tap; "
    + "which traits the app used is unknown, so the words are assumed", .low, magentaCheckbox,
  descriptionModel)
private let ipadKeyboard = Source("VoiceOver keyboard commands on iPad", .medium, ipadKeys)
// An element's expanded status (UIKit's accessibilityExpandedStatus, iOS 18; a SwiftUI
// DisclosureGroup): AccessibilitySnapshot's reading of it (an open pull request, with reference
// images of a DisclosureGroup on iOS 17.5, 18.5 and 26.2) appends "Expanded." or "Collapsed."
// after the traits and "Double tap to collapse." / "Double tap to expand." to the hint.
// MagentaA11y's expandable video hears "Double tap to expand." What VoiceOver says when the
// status changes under its cursor was not found: the new state, as for a switch (low).
private let expandedStatus = Source(
  "AccessibilitySnapshot PR 324: the expanded status after the traits, its hint; "
    + "UIAccessibility.ExpandedStatus (iOS 18)", .medium,
  .page("https://github.com/cashapp/AccessibilitySnapshot/pull/324"),
  .page("https://developer.apple.com/documentation/uikit/uiaccessibility/expandedstatus"),
  .code(
    .magentaA11yCurrent,
    path: "public/content/assets/media/video/native/expandable/expandable-iOSVoiceover-en-US.vtt",
    symbol: nil))
private let expandedStatusChanged = Source(
  "no evidence of what VoiceOver says when an element's expanded status changes; the new "
    + "status assumed, as for a switch", .low,
  .page("https://github.com/cashapp/AccessibilitySnapshot/pull/324"))
/// A UIButton whose menu changes its selection: MagentaA11y's recording of VoiceOver hears
/// "Search by, record locator, pop up button", then "Double tap to activate the picker."
private let popUpButton = Source(
  "MagentaA11y dropdown VoiceOver caption: \"… pop up button. Double tap to activate the "
    + "picker.\"", .high,
  .magentaA11yCaption("dropdown/dropdown-iOSVoiceover-en-US.vtt"))
private let expandable = Condition.any([.inState(.expanded), .inState(.collapsed)])
// A link (SwiftUI Link, a UITextView with a .link attribute): AccessibilitySnapshot speaks the
// link trait as "Link." after the label, with "Dimmed." before it when disabled; MagentaA11y's
// VoiceOver captions hear a text that is all link, then "Link", and its page gives "Label,
// link" and "Label, dimmed, link". UIKit has no visited trait for an app's link: none is said.
private let linkTrait = Source(
  "AccessibilitySnapshot accessibilityDescription: trait.link.description after the label; "
    + "MagentaA11y link captions and announcement examples", .medium, descriptionModel,
  snapshotStrings,
  .code(
    .magentaA11yCurrent,
    path: "public/content/assets/media/video/native/link/linkIosVoiceOver-en-US.vtt", symbol: nil))

extension RulePacks {
  /// VoiceOver on iOS.
  package static let voiceOverIOS = voiceOverIOS(words: .voiceOverIOSEnglish)

  /// The pack speaking the words of `words` (``StringTable/voiceOverIOSEnglish`` for English).
  package static func voiceOverIOS(words: StringTable) -> RulePack {
    RulePack(
      id: "voiceover-ios", name: "VoiceOver", aliases: ["voiceover"], platform: .ios,
      language: words.language,
      summary: "VoiceOver on iOS, as AccessibilitySnapshot models its description and hint.",
      settings: [
        typingEchoSetting,
        ReaderSetting(
          .hints, "Speak hints after the element.", values: ["on", "off"], default: "on",
          source: Source(
            "iOS Settings › Accessibility › VoiceOver › Verbosity › Speak Hints", .medium,
            .page(
              "https://support.apple.com/guide/iphone/change-voiceover-settings-iph3e2e2329/ios"))
        ),
        ReaderSetting(
          .rotor,
          "The rotor's choice, which the rotor gesture sets. headings: swipe down and up move to "
            + "the next and previous heading (on an adjustable element they still adjust it); "
            + "links: to the next and previous link; other: a choice this simulation does not "
            + "model.",
          values: ["other", "headings", "links"], default: "other", source: headingRotor),
      ],
      vocabulary: Vocabulary(
        roles: [
          .button: Word(words["trait.button.description"], snapshot),
          .adjustable: Word(words["trait.adjustable.description"], snapshot),
          .editText: Word(words["trait.text_field.description"], snapshot),
          .toggleSwitch: Word(words["trait.switch_button.description"], switchModel),
          .heading: Word(words["trait.header.description"], headingImageTraits),
          .image: Word(words["trait.image.description"], headingImageTraits),
          .link: Word(words["trait.link.description"], linkTrait),
          .popUpButton: Word(words["popup_button.description"], popUpButton),
        ],
        disabled: Word(words["trait.not_enabled.description"], snapshot),
        states: StateWords(
          [
            .on: Word(words["trait.switch_button.state_on.description"], switchModel),
            .off: Word(words["trait.switch_button.state_off.description"], switchModel),
            .mixed: Word(words["trait.switch_button.state_mixed.description"], switchValues),
            .expanded: Word(words["expanded_status.expanded.description"], expandedStatus),
            .collapsed: Word(words["expanded_status.collapsed.description"], expandedStatus),
            .editing: Word(words["trait.text_field_is_editing.description"], editingState),
          ],
          roleReplacements: [
            .searchField: Word(words["trait.search_field.description"], snapshot)
          ],
          valueDescription: ValueDescriptionWording(
            statesByValue: ["1": .on, "0": .off, "2": .mixed], source: appValue))),
      focusRules: pickerWheelFocusRules(words: words) + [
        FocusRule(
          "element.toggleWithoutButtonTrait",
          when: .all([.role([.toggleSwitch]), .not(.clickable)]),
          [
            UtteranceTemplate(
              [.withValue(.name, separator: ": "), .disabledState, .state], joiner: ". ",
              terminator: ".")
          ],
          source: Source(
            "AccessibilitySnapshot: the switch-button trait without .button reads the state only; "
              + "MagentaA11y: SwiftUI Toggle \"Label, off\"", .medium, descriptionModel,
            magentaToggleSwitch)),
        FocusRule(
          "element",
          [
            UtteranceTemplate(
              [
                .inState(
                  .selected,
                  .withValue(.name, separator: ": "), format: words["trait.selected.format"],
                  alone: words["trait.selected.description"]),
                .disabledState,
                .inState(
                  .secure,
                  .inState(
                    .searchField, .role, format: words["trait.search_field.description"],
                    alone: words["trait.search_field.description"]),
                  format: words["trait.secure_text_field.description"],
                  alone: words["trait.secure_text_field.description"]),
                .state,
              ], joiner: ". ", terminator: ".")
          ],
          source: snapshot),
      ],
      hintRules: [
        HintRule(
          "hint.off", when: .setting(.hints, is: "off"), UtteranceTemplate([], joiner: ""),
          source: snapshot),
        HintRule(
          "hint.adjustable", when: .all([.role([.adjustable]), .enabled]),
          UtteranceTemplate(
            [.appHint, .text(words["trait.adjustable.hint"])], joiner: ". "),
          source: snapshot),
        HintRule(
          "hint.switch", when: .all([.role([.toggleSwitch]), .enabled]),
          UtteranceTemplate([.appHint, .text(words["trait.switch_button.hint"])], joiner: ". "),
          source: switchModel),
        HintRule(
          "hint.textArea",
          when: .all([
            .role([.editText]), .inState(.multiLine), .enabled, .not(.inState(.editing)),
          ]),
          UtteranceTemplate([.appHint, .text(words["trait.text_area.hint"])], joiner: ". "),
          source: textAreaHint),
        HintRule(
          "hint.textField", when: .all([.role([.editText]), .enabled, .not(.inState(.editing))]),
          UtteranceTemplate([.appHint, .text(words["trait.text_field.hint"])], joiner: ". "),
          source: snapshot),
        HintRule(
          "hint.popUpButton", when: .all([.role([.popUpButton]), .enabled]),
          UtteranceTemplate([.appHint, .text(words["popup_button.hint"])], joiner: ". "),
          source: popUpButton),
        HintRule(
          "hint.collapsed", when: .all([.inState(.collapsed), .enabled]),
          UtteranceTemplate(
            [.appHint, .text(words["expanded_status.collapsed.hint"])], joiner: ". "),
          source: expandedStatus),
        HintRule(
          "hint.expanded", when: .all([.inState(.expanded), .enabled]),
          UtteranceTemplate(
            [.appHint, .text(words["expanded_status.expanded.hint"])], joiner: ". "),
          source: expandedStatus),
        HintRule(
          "hint.app", when: .always, UtteranceTemplate([.appHint], joiner: ". "),
          source: snapshot),
      ],
      inputRules: [
        InputRule(
          "swipe.next", .gesture(.swipeRight), .moveNext,
          source: gestures),
        InputRule(
          "swipe.previous", .gesture(.swipeLeft), .movePrevious,
          source: gestures),
        InputRule(
          "doubleTap", .gesture(.doubleTap), .activate,
          source: gestures),
        InputRule(
          "doubleTapAndHold", .gesture(.doubleTapAndHold), .longPress,
          source: Source(
            "Apple VoiceOver gestures: double-tap and hold passes the touch through", .high,
            gestureGuide)),
        InputRule(
          "touch", .gesture(.touch), .touch,
          source: Source("Apple VoiceOver: explore by touch", .high, gestureGuide)),
        InputRule(
          "swipe.increment", .gesture(.swipeUp), when: .role([.adjustable]), .increment,
          source: snapshot),
        InputRule(
          "swipe.decrement", .gesture(.swipeDown), when: .role([.adjustable]), .decrement,
          source: snapshot),
        InputRule(
          "twoFingerTap", .gesture(.twoFingerTap), .stopSpeech,
          source: gestures),
        InputRule(
          "twoFingerScrub", .gesture(.twoFingerScrub), .escape,
          source: Source(
            "Apple VoiceOver gestures: two-finger scrub goes back or dismisses an alert; "
              + "UIKit accessibilityPerformEscape", .high, gestureGuide,
            .page(
              "https://developer.apple.com/documentation/objectivec/nsobject/1615091-accessibilityperformescape"
            ))),
        InputRule("rotor", .gesture(.rotor), .chooseRotor, source: headingRotor),
        InputRule(
          "swipe.nextHeading", .gesture(.swipeDown), when: .setting(.rotor, is: "headings"),
          .moveNextHeading, source: headingRotor),
        InputRule(
          "swipe.previousHeading", .gesture(.swipeUp), when: .setting(.rotor, is: "headings"),
          .movePreviousHeading, source: headingRotor),
        InputRule(
          "swipe.nextLink", .gesture(.swipeDown), when: .setting(.rotor, is: "links"),
          .moveNextLink, source: linkRotor),
        InputRule(
          "swipe.previousLink", .gesture(.swipeUp), when: .setting(.rotor, is: "links"),
          .movePreviousLink, source: linkRotor),
        InputRule(
          "fourFingerTap.top", .gesture(.fourFingerTapTop), .moveFirst, source: firstLastTap),
        InputRule(
          "fourFingerTap.bottom", .gesture(.fourFingerTapBottom), .moveLast, source: firstLastTap),
        InputRule(
          "key.next", .key(KeyChord(.right, modifiers: [.voiceOver])), .moveNext,
          source: ipadKeyboard),
        InputRule(
          "key.previous", .key(KeyChord(.left, modifiers: [.voiceOver])), .movePrevious,
          source: ipadKeyboard),
        InputRule(
          "key.activate", .key(KeyChord(.space, modifiers: [.voiceOver])), .activate,
          source: ipadKeyboard),
        InputRule(
          "key.increment", .key(KeyChord(.up, modifiers: [.voiceOver])), when: .role([.adjustable]),
          .increment, source: Source("VoiceOver keyboard commands on iPad", .low, ipadKeys)),
        InputRule(
          "key.decrement", .key(KeyChord(.down, modifiers: [.voiceOver])),
          when: .role([.adjustable]),
          .decrement, source: Source("VoiceOver keyboard commands on iPad", .low, ipadKeys)),
      ],
      reactionRules: typingRules(words: words) + [
        ReactionRule(
          "adjusted", on: .readerAdjusted, .speak([UtteranceTemplate([.value], joiner: " ")]),
          priority: .interrupt, source: adjustableValue),
        ReactionRule(
          "keyboardFocus", on: .keyboardFocusMoved, .focusDescription, priority: .interrupt,
          source: Source(
            "VoiceOver follows keyboard focus (Full Keyboard Access)", .medium,
            .page(
              "https://support.apple.com/guide/iphone/control-iphone-with-an-external-keyboard-ipha4375873f/ios"
            ))),
      ]
        + ReactionRule.applePriorityAnnouncements(joiner: " ")
        + [
          ReactionRule(
            "announcement", on: .announcement,
            .speak([UtteranceTemplate([.notificationText], joiner: " ")]), priority: .queue,
            source: Source(
              "UIAccessibility.post(notification: .announcement); MagentaA11y's stepper notes",
              .medium,
              .page(
                "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement"
              ),
              magentaStepper)),
          ReactionRule(
            "clicked", on: .clicked, .silence, priority: .queue,
            source: Source(
              "no evidence that a stock control posts its new value on a click", .medium,
              stepperTests)),
          ReactionRule(
            "stateChanged.switch", on: .stateChanged,
            when: .all([.focused, .role([.toggleSwitch])]),
            .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
            source: switchToggled),
          ReactionRule(
            "stateChanged.expandedStatus", on: .stateChanged, when: .all([.focused, expandable]),
            .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
            source: expandedStatusChanged),
          ReactionRule(
            "stateChanged.selected", on: .stateChanged,
            when: .all([.focused, .role([.button]), .inState(.selected)]),
            .speak([UtteranceTemplate([.text(words["trait.selected.description"])], joiner: " ")]),
            priority: .interrupt,
            source: checkboxToggled),
          ReactionRule(
            "valueChanged.button", on: .valueChanged, when: .all([.focused, .role([.button])]),
            .speak([UtteranceTemplate([.value], joiner: " ")]), priority: .interrupt,
            source: checkboxToggled),
          ReactionRule(
            "valueChanged", on: .valueChanged, .silence, priority: .queue, source: noEvidence),
          ReactionRule(
            "textChanged", on: .textChanged, .silence, priority: .queue, source: noEvidence),
          ReactionRule(
            "enabledChanged", on: .enabledChanged, .silence, priority: .queue, source: noEvidence),
          ReactionRule(
            "liveRegion", on: .liveRegionChanged, .silence, priority: .queue,
            source: Source(
              "iOS has no live regions; an app must post an announcement", .medium,
              .page(
                "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement"
              ))),
          ReactionRule("error", on: .errorShown, .silence, priority: .queue, source: noEvidence),
          ReactionRule(
            "rotor.headings", on: .rotorChanged, when: .setting(.rotor, is: "headings"),
            .speak([UtteranceTemplate([.text(words["rotor.heading.description"])], joiner: "")]),
            priority: .interrupt, source: headingRotor),
          ReactionRule(
            "noMoreHeadings", on: .noMoreHeadings, .silence, priority: .queue,
            source: headingBoundary),
          ReactionRule(
            "rotor.links", on: .rotorChanged, when: .setting(.rotor, is: "links"),
            .speak([UtteranceTemplate([.text(words["rotor.link.description"])], joiner: "")]),
            priority: .interrupt, source: linkRotor),
          ReactionRule(
            "noMoreLinks", on: .noMoreLinks, .silence, priority: .queue, source: linkBoundary),
        ],
      timing: Timing(
        hintDelay: .init(milliseconds: 1000),
        hintDelaySource: Source(
          "hint pause: no measurement found; 1 s assumed", .low, descriptionModel),
        wordsPerMinute: 180),
      driving: ReaderDriving(
        inputMode: .touch,
        modifiers: [ReaderModifier(.voiceOver, keys: ["Control+Option", "Caps Lock"])],
        reach: .touch,
        intents: IntentCommands(
          nextItem: "swipe right", previousItem: "swipe left", activate: "double-tap",
          increase: "swipe up", decrease: "swipe down",
          nextHeading: IntentCommand("rotor headings; swipe down", source: headingRotor),
          previousHeading: IntentCommand("rotor headings; swipe up", source: headingRotor),
          firstItem: IntentCommand("four-finger tap top", source: firstLastTap),
          lastItem: IntentCommand("four-finger tap bottom", source: firstLastTap)),
        adjustsWhen: .role([.adjustable]), next: "swipe right",
        roleHints: [words["trait.switch_button.hint(role part)"]],
        // VoiceOver's cursor on iOS is its own: a web page sees no focus event when VoiceOver
        // moves onto a focusable element (phetsims/a11y-research #130). No Apple statement found.
        focusFollowsCursor: .never(
          Source(
            "no Apple statement found; VoiceOver on iOS moving onto a focusable element sends it "
              + "no focus (phetsims/a11y-research #130)", .low,
            .page("https://github.com/phetsims/a11y-research/issues/130"))),
        source: Source(
          "Apple VoiceOver gestures (explore by touch, double-tap, swipe up on an adjustable) and "
            + "iPad keyboard commands (VO = Control-Option or Caps Lock)", .high, gestureGuide,
          ipadKeys)),
      voice: ReaderVoice(.female1, pitch: 10),
      containers: containerSpeech(words: words),
      typingEcho: typingEcho(words: words))
  }
}

// Containers, from AccessibilitySnapshot's model of VoiceOver (AccessibilityHierarchyParser's
// Context and UIAccessibility+SnapshotAdditions' accessibilityDescription): the first element
// of a list container gets "List Start." after its description, the last "List End."; a
// landmark's first and last "Landmark." and "End."; an element of a tab bar container is
// spoken with "Tab." in place of "Button." and then "N of M." (context.series.description_format).
// Before "List Start." and its kin the description gets a trailing period if it has none.
// Nothing is said on entering or leaving a group, toolbar or dialog in that model: low.
private let snapshotContext = Source(
  "AccessibilitySnapshot Context listStart/listEnd, landmarkStart/landmarkEnd, tab: "
    + "context.* strings after the description", .high,
  .snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift",
    "Context"),
  .snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift",
    "accessibilityDescription"),
  .snapshot("Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings"))
private let noSnapshotContext = Source(
  "AccessibilitySnapshot gives a semantic group, toolbar or dialog no context words", .low,
  .snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift",
    "Context"))

// An alert (UIAlertController) takes VoiceOver's focus to its title, said after "Alert"
// (MagentaA11y's alert dialog page: "Alert, title" as the alert appears, then the body and the
// button as separate focus areas; its VoiceOver caption: "alert error", then the message and
// "OK button"): medium, one recording.
private let alertArrival = Source(
  "MagentaA11y alert dialog: VoiceOver says \"Alert, title\" on arrival, then body and button "
    + "one swipe each; its recorded VoiceOver caption", .medium,
  .magentaA11yCaption("alert-dialog/alert-dialog_IosVoiceOver-en-US.vtt"),
  .magentaAlertDialogPage,
  .page(
    "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/1620198-screenchanged"
  ))

// VoiceOver says "Alert" as an alert appears: the screen change posted for the new modal view
// moves its cursor in and it speaks the arrival; swiping among the alert's elements afterwards
// says each element only (MagentaA11y's caption: "alert error", then the message, then "OK
// button", each once). Medium: one recording and Apple's notification documentation.
private let screenChange = Source(
  "VoiceOver speaks an alert's arrival on the screen change that presents it, not on each "
    + "swipe within it (MagentaA11y's VoiceOver alert caption)", .medium,
  .magentaA11yCaption("alert-dialog/alert-dialog_IosVoiceOver-en-US.vtt"),
  .page(
    "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/1620198-screenchanged"
  ))

// A UISegmentedControl's segments are a series in AccessibilitySnapshot's parser: each
// segment's place after its traits ("Selected: Day. Button. 1 of 2."), as MagentaA11y's
// VoiceOver caption hears it: "Selected last 24 hours button one of two".
private let segmentedSeries = Source(
  "AccessibilitySnapshot: a UISegmentedControl's elements have the series context, "
    + "\"N of M.\" after the traits; MagentaA11y segmented-control VoiceOver caption", .high,
  .snapshot(
    "Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift",
    "Context.series"),
  .magentaA11yCaption("segmented-control/segmented-control_IosVoiceOver-en-US.vtt"))

/// What VoiceOver on iOS says about a screen's containers.
private func containerSpeech(words: StringTable) -> ContainerSpeech {
  ContainerSpeech(
    rules: [
      ContainerRule(
        "container.list", .list, firstItem: words["context.list_start.description"],
        lastItem: words["context.list_end.description"], source: snapshotContext),
      ContainerRule(
        "container.landmark", .landmark,
        firstItem: words["context.landmark_start.description"],
        lastItem: words["context.landmark_end.description"], source: snapshotContext),
      ContainerRule(
        "container.tabBar", .tabBar, itemRole: words["trait.tab.description"],
        speaksPosition: true, source: snapshotContext),
      ContainerRule(
        "container.segmentedControl", .segmentedControl, speaksPosition: true,
        source: segmentedSeries),
      ContainerRule("container.group", .group, source: noSnapshotContext),
      ContainerRule("container.toolbar", .toolbar, source: noSnapshotContext),
      ContainerRule("container.dialog", .dialog, source: noSnapshotContext),
      ContainerRule(
        "container.alertDialog", .alertDialog,
        entering: ContainerPhrase(words["alert.description"]), placement: .before,
        source: alertArrival),
    ], placement: .after, joiner: " ",
    position: PositionWording(
      words["context.series.description_format(position)"], source: snapshotContext),
    edgeTerminator: ".", windowActivation: screenChange)
}

// MARK: - Typing

// VoiceOver echoes what goes into a text field. A recording of real VoiceOver typing a capital
// Z into a field says "Cap Z" (MagentaA11y's field-errors captions): capitals are said with
// "Cap". Typing Feedback's default (characters and words), how a deletion and a caret move
// are read: low, no source read.
private let fieldErrorsCaption = Reference.magentaA11yCaption(
  "field-errors/field-errors-iOS-Voiceover-en-US.vtt")

// A text field being edited: AccessibilitySnapshot reads "Is editing." after its trait and drops
// the "Double tap to edit." hint; a real recording (MagentaA11y text-input) has VoiceOver say
// "text field is editing" when focus arrives in an editing field. The recording goes on with
// "insertion point at start", which this pack does not say (not modelled).
private let editingState = Source(
  "AccessibilitySnapshot is-editing trait (\"Is editing.\", no edit hint); MagentaA11y "
    + "text-input VoiceOver recording \"text field is editing\"", .medium, descriptionModel,
  snapshotStrings, .magentaA11yCaption("text-input/text-input_IosVoiceOver-en-US.vtt"))
// A secure text field: AccessibilitySnapshot reads "Secure Text Field." in place of "Text
// Field." (the element rule). No public source gives what VoiceOver says for a character typed
// into one: the pack says nothing for it rather than guess, and never the character.
private let secureEcho = Source(
  "what VoiceOver on iOS says for a character typed into a secure field is not in a public "
    + "source read: nothing is said, never the character", .low, descriptionModel)

private let typingEchoSetting = ReaderSetting(
  .typingEcho,
  "Typing feedback: what is said as text goes into a field (none, characters, words, "
    + "charactersAndWords).", values: TypingEchoMode.allCases.map(\.rawValue),
  default: TypingEchoMode.charactersAndWords.rawValue,
  source: Source(
    "VoiceOver's typing feedback; the recording echoes a typed character, the default of "
      + "characters and words is assumed", .low, fieldErrorsCaption))

private func typingEcho(words: StringTable) -> TypingEcho {
  TypingEcho(
    characterNames: [" ": words["space"], "\n": words["new line"]],
    capitalTemplate: words["Cap {}"],
    source: Source(
      "a recording of VoiceOver typing a capital Z says \"Cap Z\"", .medium, fieldErrorsCaption),
    secureCharacter: nil, secureSource: secureEcho)
}

private func typingRules(words: StringTable) -> [ReactionRule] {
  let assumed = Source(
    "how VoiceOver reads a deletion or a caret move in a field is assumed (no source read)",
    .low, fieldErrorsCaption)
  return [
    ReactionRule(
      "keysTyped", on: .keysTyped, .silence, priority: .queue,
      source: Source(
        "VoiceOver echoes the text that goes into the field, not the keys", .low,
        fieldErrorsCaption)),
    ReactionRule(
      "textInserted", on: .textInserted, .typingEcho, priority: .interrupt,
      source: Source(
        "the recording says the typed character as it goes into the field", .medium,
        fieldErrorsCaption)),
    ReactionRule(
      "textRemoved", on: .textRemoved, .speak([UtteranceTemplate([.spokenText], joiner: " ")]),
      priority: .interrupt, source: assumed),
    ReactionRule(
      "textRemovedAhead", on: .textRemovedAhead,
      .speak([UtteranceTemplate([.spokenText], joiner: " ")]), priority: .interrupt,
      source: assumed),
    ReactionRule(
      "caretMoved", on: .caretMoved, .speak([UtteranceTemplate([.charactersPassed], joiner: " ")]),
      priority: .interrupt, source: assumed),
    ReactionRule(
      "caretMovedByLine", on: .caretMovedByLine,
      .speak([UtteranceTemplate([.lineAtCaret(blank: "")], joiner: " ")]), priority: .interrupt,
      source: Source(
        "assumed: Up and Down on a hardware keyboard in a text view read the line the caret "
          + "moves to (no source read); nothing is modelled for an empty line", .low, ipadKeys)),
  ]
}

// A picker wheel (UIPickerView, SwiftUI's wheel Picker): MagentaA11y's VoiceOver caption of a
// date picker's wheels hears the row, "Picker item", "Adjustable" and the adjustable hint
// ("November Picker item. Adjustable. Swipe up or down with one finger to adjust the value."),
// and its page's announcement example is "November, picker item, adjustable"; after a swipe,
// only the new row. "Picker item" comes before the trait words; "Dimmed." before it as before
// any trait (no recording of a dimmed wheel: that order is the description model's).
private let pickerWheel = Source(
  "MagentaA11y date and time picker page (\"November, picker item, adjustable\") and its "
    + "VoiceOver caption (\"November Picker item. Adjustable.\" and the adjustable hint)",
  .medium,
  .code(
    .magentaA11yCurrent, path: "public/content/documentation/native/controls/date-time-picker.md",
    symbol: nil),
  .magentaA11yCaption("time-picker/time-picker_IosVoiceOver-en-US.vtt"))

extension RulePacks {
  /// VoiceOver's focus speech for a picker wheel's row: before the general element rule.
  fileprivate static func pickerWheelFocusRules(words: StringTable) -> [FocusRule] {
    [
      FocusRule(
        "element.pickerItem", when: .inState(.pickerItem),
        [
          UtteranceTemplate(
            [
              .withValue(.name, separator: ": "), .disabledState,
              .text(words["picker_item.description"]), .role,
            ], joiner: ". ", terminator: ".")
        ],
        source: pickerWheel)
    ]
  }
}
