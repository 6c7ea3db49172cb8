import Accessibility
import Core

// VoiceOver on macOS (Documentation/Evidence.md, "VoiceOver on macOS"). Apple documents
// NSAccessibility.Role.incrementor as the stepper role; its AX role reference makes the arrows
// children reached by interacting; one forum report (thread 825940) hears the value first,
// "[value], [name], stepper", then the interaction hint; ARIA-AT's VoiceOver commands interact
// with VO+Shift+Down and increment with VO+Up. Speech after an increment: no evidence found.

private let forumThread = Reference.page("https://developer.apple.com/forums/thread/825940")
private let ariaATCommands = Reference.code(
  .ariaAT, path: "tests/apg/quantity-spin-button/data/voiceover_macos-commands.csv", symbol: nil)
private let forum = Source("Apple Developer Forums thread 825940", .low, forumThread)
// VoiceOver's word for AXRequired (NSAccessibility isAccessibilityRequired): no source or
// transcript of VoiceOver on a required native field was found.
private let requiredGuess = Source(
  "NSAccessibility isAccessibilityRequired (AXRequired); no evidence of VoiceOver's word or "
    + "where it says it on a native field was found: \"required\" after the role is a guess",
  .low,
  .page(
    "https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityrequired"
  ))
private let role = Source(
  "NSAccessibility.Role.incrementor: \"The stepper role\"", .medium,
  .page(
    "https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/incrementor"
  ))
private let ariaAT = Source(
  "w3c/aria-at quantity-spin-button voiceover_macos-commands.csv", .medium, ariaATCommands)
private let keys = Source(
  "VoiceOver keyboard commands (VO = Control-Option)", .high,
  .page("https://support.apple.com/guide/voiceover/general-commands-cpvokys01/mac"))
// Heading navigation: VO+Command+H and VO+Command+Shift+H move the VoiceOver cursor to the next
// and previous heading; VO+Command+Home and VO+Command+End to the top and bottom of the window.
// What VoiceOver says when no heading is further: no evidence (silence, low).
private let headingKeys = Source(
  "VoiceOver commands: VO+Command+H / VO+Command+Shift+H, next / previous heading", .medium,
  keys.references[0], .page("https://www.tafn.org.uk/?p=109407"))
private let firstLastKeys = Source(
  "VoiceOver commands: VO+Command+Home / VO+Command+End, top / bottom of the window", .medium,
  .page("https://www.tafn.org.uk/?p=109407"), keys.references[0])
private let headingBoundary = Source(
  "no evidence of VoiceOver's words when no heading is further; silence", .low,
  keys.references[0])
// NSSwitch: no public transcript of VoiceOver on macOS reading a switch was found; the words
// and the pack's value-first order are assumed (low).
// A screen's heading and image: AXHeading (with AXDisclosureLevel) and AXImage; no public
// transcript of VoiceOver on macOS reading a native heading or image was found (low).
private let headingGuess = Source(
  "no transcript found of VoiceOver on macOS reading a native AXHeading or AXImage; "
    + "\"heading level N\" and \"image\" assumed", .low, keys.references[0])
private let switchGuess = Source(
  "no evidence found for VoiceOver reading an NSSwitch; \"switch\", \"on\"/\"off\" and the "
    + "pack's value-first order assumed", .low,
  .page("https://developer.apple.com/documentation/appkit/nsswitch"), forumThread)
// AppKit's accessibilityValueDescription (AXValueDescription) is "a more useful description
// of the element's raw value" (Apple: value 600, description "10 minutes"). No transcript of
// VoiceOver reading one on a stepper or a switch was found: that it replaces the number and the
// on/off word is assumed (low).
private let valueDescription = Source(
  "AppKit accessibilityValueDescription; VoiceOver speaking it in place of the value assumed",
  .low,
  .page(
    "https://developer.apple.com/documentation/appkit/nsaccessibility-c.protocol/accessibilityvaluedescription"
  ))

// NSButton checkbox: no native transcript found. Web reports hear "Parent unchecked, checkbox"
// (mui/material-ui #40048, macOS 14) and "ticked"/"unticked" on macOS 15 (cengage/react-magma
// #1566); the JDK's manual test expects the new state after Space (openjdk/jdk PR #23436).
// An NSButton radio (and SwiftUI's radio-group Picker) is AXRadioButton, value 1 when chosen,
// in an AXRadioGroup. No transcript of VoiceOver on one was found: "selected" before the name
// for the chosen one, nothing for the others, the role and "N of M" after (low).
private let popUpButtonGuess = Source(
  "NSAccessibility.Role.popUpButton and menuItem, whose role descriptions are \"pop up button\" "
    + "and \"menu item\"; what VoiceOver on macOS says of them was not heard", .low,
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/popupbutton"),
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/menuitem"))
private let comboBoxGuess = Source(
  "NSAccessibility.Role.comboBox, whose role description is \"combo box\", on an editable "
    + "pop-up (NSComboBox); the pop-up button's order is assumed. No recording or transcript of "
    + "VoiceOver on macOS on a combo box was found: low", .low,
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/combobox"),
  .page("https://developer.apple.com/documentation/appkit/nscombobox"))
private let radioButtonGuess = Source(
  "no VoiceOver (macOS) transcript of a radio button found; NSAccessibility radioButton role "
    + "in a radioGroup; words assumed", .low,
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/radiobutton"),
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/radiogroup"))
// An NSTabView's tab is an AXRadioButton with the AXTabButton subrole (role description
// "tab") in an AXTabGroup. No transcript of VoiceOver on one was found: "selected" before the
// name for the selected tab, the role description, and "N of M" after (low).
private let tabGuess = Source(
  "no VoiceOver (macOS) transcript of a tab found; NSAccessibility tabButton subrole in a "
    + "tabGroup; words assumed", .low,
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/subrole/tabbutton"),
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/tabgroup"))
private let checkboxReports = Source(
  "no native NSButton transcript; web reports hear \"<name> unchecked, checkbox\" "
    + "(material-ui #40048) and the new state after Space (openjdk/jdk #23436)", .low,
  .page("https://github.com/mui/material-ui/issues/40048"),
  .page("https://github.com/openjdk/jdk/pull/23436"),
  .page("https://developer.apple.com/documentation/appkit/nsbutton/setnextstate()"))
private let noEvidence = Source(
  "no evidence found; the new value is assumed", .low, forumThread, ariaATCommands)
// A disclosure triangle (NSButton with the disclosure bezel): NSAccessibility's role
// disclosureTriangle, whose role description is "disclosure triangle", with the expanded
// attribute. No transcript of VoiceOver reading one was found: its words for the role and the
// state, and the check box's order (name, state, role) and change (the new state), assumed.
private let disclosureTriangle = Source(
  "NSAccessibility.Role.disclosureTriangle (\"disclosure triangle\") and the expanded "
    + "attribute; what VoiceOver says of it was not heard: the check box's order assumed", .low,
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/disclosuretriangle"),
  .page(
    "https://developer.apple.com/documentation/appkit/nsaccessibility-c.protocol/accessibilityexpanded"
  ))
// A link (an NSTextView's AXLink, a SwiftUI Link): NSAccessibility's link role, whose role
// description is "link". No transcript of VoiceOver on macOS reading one was found: the word
// and the pack's label-first order are assumed. AppKit exposes no visited state for an app's
// link: none is said.
private let linkRole = Source(
  "NSAccessibility.Role.link (\"link\"); what VoiceOver says of it was not heard", .low,
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/link"))

// NSSlider: no public transcript of VoiceOver on macOS reading one was found; "slider", the
// pack's value-first order and the raw value are assumed (low). ARIA-AT's horizontal-slider
// commands interact with VO+Shift+Down, then VO+Up / VO+Down move it.
private let sliderGuess = Source(
  "no evidence found for VoiceOver reading an NSSlider; \"slider\" and the pack's value-first "
    + "order assumed", .low,
  .page("https://developer.apple.com/documentation/appkit/nsslider"), forumThread)
// Whether VoiceOver speaks an AXSlider's raw value or its percent is its own heuristic
// (openjdk/jfx PR 1226's review: "There is no way to tell VoiceOver if it is percent or the raw
// value"); JDK-7124293 reports VoiceOver reading percentages for Java sliders. Both are
// modelled, the raw value by default (low either way).
private let sliderValueChoice = Source(
  "openjdk/jfx PR 1226: VoiceOver itself decides between percent and raw value; JDK-7124293: "
    + "VoiceOver read percentages for sliders", .low,
  .page("https://github.com/openjdk/jfx/pull/1226"),
  .page("https://github.com/openjdk/jdk11u-dev/pull/1098"))
private let sliderCommands = Source(
  "w3c/aria-at horizontal-slider voiceover_macos-commands.csv: VO+Shift+Down, then VO+Up", .medium,
  .code(
    .ariaAT, path: "tests/apg/horizontal-slider/data/voiceover_macos-commands.csv", symbol: nil))

// Cursor tracking: by default the VoiceOver cursor and keyboard focus are synchronized, so
// VO+Right onto an element that can take keyboard focus moves keyboard focus there (Apple's
// VoiceOver User Guide; VoiceOver Utility › Navigation › "Synchronize keyboard focus and
// VoiceOver cursor"). A web developer sees the element receive a focus event as VoiceOver's
// cursor reaches it, and no longer does with the setting off (phetsims/ohms-law #114).
private let cursorTracking = Source(
  "Apple's VoiceOver User Guide: VoiceOver cursor and keyboard focus are synchronized by default "
    + "(cursor tracking)", .high,
  .page("https://support.apple.com/guide/voiceover/vo15534/mac"),
  .page("https://github.com/phetsims/ohms-law/issues/114"))

extension ReaderSettingKey {
  /// How VoiceOver on macOS's stepper hint names the interact keys (`forum`, `voModifier`).
  package static let hintKeys = ReaderSettingKey("hintKeys")
  /// Whether VoiceOver on macOS speaks a slider's raw value or its percent (`sliderValue`).
  package static let sliderValue = ReaderSettingKey("sliderValue")
}

extension RulePacks {
  /// VoiceOver on macOS.
  package static let voiceOverMac = voiceOverMac(words: .voiceOverMacEnglish)

  /// The pack speaking the words of `words` (``StringTable/voiceOverMacEnglish`` for English).
  package static func voiceOverMac(words: StringTable) -> RulePack {
    RulePack(
      id: "voiceover-macos", name: "VoiceOver", aliases: ["voiceover"], platform: .macos,
      language: words.language,
      summary: "VoiceOver on macOS: the stepper role; value-first order from one user report.",
      settings: [
        typingEchoSetting,
        ReaderSetting(
          .order,
          "valueFirst: \"[value], [name], stepper\" (forum report); labelFirst: seed 000's \"[Label], [value], stepper\".",
          values: ["valueFirst", "labelFirst"], default: "valueFirst", source: forum),
        ReaderSetting(
          .hints, "Speak hints after the element.", values: ["on", "off"], default: "on",
          source: Source(
            "VoiceOver Utility › Verbosity › Hints", .medium,
            .page("https://support.apple.com/guide/voiceover/welcome/mac"))),
        ReaderSetting(
          .hintKeys,
          "How the stepper hint names the interact keys. forum: \"Control-Shift-Down Arrow\", "
            + "word for word as the only report quotes it; voModifier: \"Control-Option-Shift-Down "
            + "Arrow\", the VO+Shift+Down chord spelled out (ARIA-AT's command), if the report "
            + "dropped \"Option\".",
          values: ["forum", "voModifier"], default: "forum", source: forum),
        ReaderSetting(
          .sliderValue,
          "How a slider's value is spoken. raw: the value (\"50\"); percent: its percent of the "
            + "range (\"50%\"), as JDK-7124293 reports VoiceOver doing. VoiceOver decides itself.",
          values: ["raw", "percent"], default: "raw", source: sliderValueChoice),
        ReaderSetting(
          .syncFocus,
          "Cursor tracking (\"Synchronize keyboard focus and VoiceOver cursor\"). on: VO+Right "
            + "onto an element that can take keyboard focus moves keyboard focus there too; off: "
            + "keyboard focus stays where it was.",
          values: ["on", "off"], default: "on", source: cursorTracking),
      ],
      vocabulary: Vocabulary(
        roles: [
          .incrementor: Word(words["role.stepper"], role),
          .spinButton: Word(words["role.stepper"], role),
          .button: Word(words["role.button"], keys), .editText: Word(words["role.editText"], keys),
          .radioButton: Word(words["role.radioButton"], radioButtonGuess),
          .popUpButton: Word(words["role.popUpButton"], popUpButtonGuess),
          .menuItem: Word(words["role.menuItem"], popUpButtonGuess),
          .tab: Word(words["role.tab"], tabGuess),
          .toggleSwitch: Word(words["role.switch"], switchGuess),
          .checkBox: Word(words["role.checkbox"], checkboxReports),
          .disclosureTriangle: Word(words["role.disclosureTriangle"], disclosureTriangle),
          .link: Word(words["role.link"], linkRole),
          .slider: Word(words["role.slider"], sliderGuess),
          .heading: Word(words["role.heading"], headingGuess),
          .image: Word(words["role.image"], headingGuess),
          .progressBar: Word(
            words["role.progressIndicator"],
            Source(
              "NSAccessibility.Role.progressIndicator, whose role description is \"progress "
                + "indicator\"; what VoiceOver says of it was not heard", .low,
              .page(
                "https://developer.apple.com/documentation/appkit/nsaccessibility/role/progressindicator"
              ))),
        ],
        disabled: Word(words["state.dimmed"], keys),
        states: StateWords(
          [
            .on: Word(words["state.on"], switchGuess), .off: Word(words["state.off"], switchGuess),
            .chosen: Word(words["state.selected"], radioButtonGuess),
            .selected: Word(words["state.selected"], tabGuess),
            .checked: Word(words["state.checked"], checkboxReports),
            .notChecked: Word(words["state.unchecked"], checkboxReports),
            .mixed: Word(words["state.mixed"], checkboxReports),
            .expanded: Word(words["state.expanded"], disclosureTriangle),
            .collapsed: Word(words["state.collapsed"], disclosureTriangle),
          ],
          roleReplacements: [.searchField: Word(words["role.searchField"], searchFieldWords)],
          valueDescription: ValueDescriptionWording(source: valueDescription)),
        headingLevel: Word(words["role.headingLevel"], headingGuess)),
      focusRules: [
        FocusRule(
          "focus.tab", when: .role([.tab]),
          [
            UtteranceTemplate(
              [.state, .name, .role, .disabledState, .positionInSet(words["position"])],
              joiner: ", ")
          ],
          source: tabGuess),
        FocusRule(
          "focus.radioButton", when: .role([.radioButton]),
          [
            UtteranceTemplate(
              [.state, .name, .role, .disabledState, .positionInSet(words["position"])],
              joiner: ", ")
          ],
          source: radioButtonGuess),
        FocusRule(
          "focus.noRole", when: .role([.plainView]),
          [UtteranceTemplate([.name, .disabledState], joiner: ", ")],
          source: Source(
            "no evidence found of what VoiceOver on macOS says for an element without a role; "
              + "the name alone assumed", .low,
            .page(
              "https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrole"
            ))),
        FocusRule(
          "focus.switch", when: .role([.toggleSwitch]),
          [UtteranceTemplate([.state, .name, .role, .disabledState], joiner: ", ")],
          source: switchGuess),
        FocusRule(
          "focus.disclosureTriangle", when: .role([.disclosureTriangle]),
          [UtteranceTemplate([.name, .state, .role, .disabledState], joiner: ", ")],
          source: disclosureTriangle),
        FocusRule(
          "focus.checkbox", when: .role([.checkBox]),
          [UtteranceTemplate([.name, .state, .role, .disabledState], joiner: ", ")],
          source: checkboxReports),
        FocusRule(
          "focus.slider.percent",
          when: .all([.role([.slider]), .hasRange, .setting(.sliderValue, is: "percent")]),
          [
            UtteranceTemplate(
              [.percentOfRange(words["percentOfRange"]), .name, .role, .disabledState], joiner: ", "
            )
          ],
          source: sliderValueChoice),
        // Text field: a required search field (AXRequired on an NSSearchField).
        FocusRule(
          "focus.searchField.required.labelFirst",
          when: .all([
            .setting(.order, is: "labelFirst"), .role([.editText]), .inState(.searchField),
            .inState(.required),
          ]),
          [
            UtteranceTemplate(
              [
                .name, .value, .text(words["role.searchField"]), .text(words["state.required"]),
                .disabledState,
              ], joiner: ", ")
          ],
          source: requiredGuess),
        FocusRule(
          "focus.searchField.required",
          when: .all([.role([.editText]), .inState(.searchField), .inState(.required)]),
          [
            UtteranceTemplate(
              [
                .value, .name, .text(words["role.searchField"]), .text(words["state.required"]),
                .disabledState,
              ], joiner: ", ")
          ],
          source: requiredGuess),
        // Text field: a search field (NSSearchField's AXSearchField subrole).
        FocusRule(
          "focus.searchField.labelFirst",
          when: .all([
            .setting(.order, is: "labelFirst"), .role([.editText]), .inState(.searchField),
          ]),
          [
            UtteranceTemplate(
              [.name, .value, .text(words["role.searchField"]), .disabledState], joiner: ", ")
          ],
          source: searchFieldWords),
        FocusRule(
          "focus.searchField", when: .all([.role([.editText]), .inState(.searchField)]),
          [
            UtteranceTemplate(
              [.value, .name, .text(words["role.searchField"]), .disabledState], joiner: ", ")
          ],
          source: searchFieldWords),
        // End of the text field's search-field rules.
        // Text field: a text area (NSTextView's AXTextArea role), its role description.
        FocusRule(
          "focus.textArea.labelFirst",
          when: .all([
            .setting(.order, is: "labelFirst"), .role([.editText]), .inState(.multiLine),
          ]),
          [
            UtteranceTemplate(
              [.name, .value, .text(words["role.textArea"]), .disabledState], joiner: ", ")
          ],
          source: textAreaWords),
        FocusRule(
          "focus.textArea", when: .all([.role([.editText]), .inState(.multiLine)]),
          [
            UtteranceTemplate(
              [.value, .name, .text(words["role.textArea"]), .disabledState], joiner: ", ")
          ],
          source: textAreaWords),
        // Dropdown: an editable pop-up is a combo box (NSComboBox's AXComboBox).
        FocusRule(
          "focus.comboBox.labelFirst",
          when: .all([.setting(.order, is: "labelFirst"), .role([.popUpButton]), .editable]),
          [
            UtteranceTemplate(
              [.name, .value, .text(words["role.comboBox"]), .disabledState], joiner: ", ")
          ],
          source: comboBoxGuess),
        FocusRule(
          "focus.comboBox", when: .all([.role([.popUpButton]), .editable]),
          [
            UtteranceTemplate(
              [.value, .name, .text(words["role.comboBox"]), .disabledState], joiner: ", ")
          ],
          source: comboBoxGuess),
        // Text field: required (AXRequired).
        FocusRule(
          "focus.editText.required.labelFirst",
          when: .all([
            .setting(.order, is: "labelFirst"), .role([.editText]), .inState(.required),
          ]),
          [
            UtteranceTemplate(
              [
                .name, .value, .role,
                .text(words["state.required"]),
                .disabledState,
              ], joiner: ", ")
          ],
          source: requiredGuess),
        FocusRule(
          "focus.editText.required", when: .all([.role([.editText]), .inState(.required)]),
          [
            UtteranceTemplate(
              [
                .value, .name, .role,
                .text(words["state.required"]),
                .disabledState,
              ], joiner: ", ")
          ],
          source: requiredGuess),
        // End of the text field's required rules.
        FocusRule(
          "focus.labelFirst", when: .setting(.order, is: "labelFirst"),
          [UtteranceTemplate([.name, .value, .role, .disabledState], joiner: ", ")],
          source: Source(
            "seed 000 macOS accessibility table; the seed names Apple's NSStepper documentation, "
              + "which gives no reading order", .low,
            .page("https://developer.apple.com/documentation/appkit/nsstepper"))),
        FocusRule(
          "focus.valueFirst",
          [UtteranceTemplate([.value, .name, .role, .disabledState], joiner: ", ")],
          source: forum),
      ],
      hintRules: [
        HintRule(
          "hint.off", when: .setting(.hints, is: "off"), UtteranceTemplate([], joiner: ""),
          source: keys),
        HintRule(
          "hint.stepper.voModifier",
          when: .all([
            .role([.incrementor]), .enabled, .not(.interacting),
            .setting(.hintKeys, is: "voModifier"),
          ]),
          UtteranceTemplate(
            [
              .appHint,
              .text(
                words["hint.stepper.voModifier"]
              ),
            ], joiner: " "),
          source: Source(
            "forum 825940's hint with the VO modifier spelled out (ARIA-AT: ctrl+opt+shift+down)",
            .low, forumThread, ariaATCommands)),
        HintRule(
          "hint.stepper", when: .all([.role([.incrementor]), .enabled, .not(.interacting)]),
          UtteranceTemplate(
            [
              .appHint,
              .text(
                words["hint.stepper"]
              ),
            ], joiner: " "),
          source: Source("forum 825940: \"…press Control-Shift-Down Arrow\"", .low, forumThread)),
        HintRule(
          "hint.app", when: .always, UtteranceTemplate([.appHint], joiner: " "), source: keys),
      ],
      inputRules: [
        InputRule(
          "key.next", .key(KeyChord(.right, modifiers: [.control, .alt])), .moveNext, source: keys),
        InputRule(
          "key.previous", .key(KeyChord(.left, modifiers: [.control, .alt])), .movePrevious,
          source: keys),
        InputRule(
          "key.next.vo", .key(KeyChord(.right, modifiers: [.voiceOver])), .moveNext, source: keys),
        InputRule(
          "key.previous.vo", .key(KeyChord(.left, modifiers: [.voiceOver])), .movePrevious,
          source: keys),
        InputRule(
          "key.activate", .key(KeyChord(.space, modifiers: [.voiceOver])), .activate, source: keys),
        InputRule(
          "key.interact", .key(KeyChord(.down, modifiers: [.voiceOver, .shift])), .startInteracting,
          source: ariaAT),
        InputRule(
          "key.stopInteracting", .key(KeyChord(.up, modifiers: [.voiceOver, .shift])),
          .stopInteracting,
          source: keys),
        InputRule(
          "key.increment", .key(KeyChord(.up, modifiers: [.voiceOver])),
          when: .all([.role([.incrementor]), .interacting]), .increment, source: ariaAT),
        InputRule(
          "key.decrement", .key(KeyChord(.down, modifiers: [.voiceOver])),
          when: .all([.role([.incrementor]), .interacting]), .decrement, source: ariaAT),
        InputRule(
          "key.increment.slider", .key(KeyChord(.up, modifiers: [.voiceOver])),
          when: .all([.role([.slider]), .interacting]), .increment, source: sliderCommands),
        InputRule(
          "key.decrement.slider", .key(KeyChord(.down, modifiers: [.voiceOver])),
          when: .all([.role([.slider]), .interacting]), .decrement, source: sliderCommands),
        InputRule(
          "key.nextHeading", .key(KeyChord(.h, modifiers: [.voiceOver, .command])),
          .moveNextHeading, source: headingKeys),
        InputRule(
          "key.previousHeading", .key(KeyChord(.h, modifiers: [.voiceOver, .command, .shift])),
          .movePreviousHeading, source: headingKeys),
        InputRule(
          "key.first", .key(KeyChord(.home, modifiers: [.voiceOver, .command])), .moveFirst,
          source: firstLastKeys),
        InputRule(
          "key.last", .key(KeyChord(.end, modifiers: [.voiceOver, .command])), .moveLast,
          source: firstLastKeys),
      ],
      reactionRules: typingRules(words: words) + [
        ReactionRule(
          "noMoreHeadings", on: .noMoreHeadings, .silence, priority: .queue,
          source: headingBoundary),
        ReactionRule(
          "keyboardFocus", on: .keyboardFocusMoved, .focusDescription, priority: .interrupt,
          source: keys),
        ReactionRule(
          "stateChanged.switch", on: .stateChanged, when: .all([.focused, .role([.toggleSwitch])]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt,
          source: switchGuess),
        ReactionRule(
          "stateChanged.disclosureTriangle", on: .stateChanged,
          when: .all([.focused, .role([.disclosureTriangle])]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt,
          source: disclosureTriangle),
        ReactionRule(
          "stateChanged.tab", on: .stateChanged,
          when: .all([.focused, .role([.tab]), .inState(.selected)]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt,
          source: tabGuess),
        ReactionRule(
          "stateChanged.radioButton", on: .stateChanged,
          when: .all([.focused, .role([.radioButton]), .inState(.chosen)]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt,
          source: radioButtonGuess),
        ReactionRule(
          "stateChanged.checkbox", on: .stateChanged, when: .all([.focused, .role([.checkBox])]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt,
          source: checkboxReports),
        ReactionRule(
          "adjusted.slider.percent", on: .readerAdjusted,
          when: .all([.role([.slider]), .hasRange, .setting(.sliderValue, is: "percent")]),
          .speak([UtteranceTemplate([.percentOfRange(words["percentOfRange"])], joiner: ", ")]),
          priority: .interrupt, source: sliderValueChoice),
        ReactionRule(
          "adjusted", on: .readerAdjusted, .speak([UtteranceTemplate([.value], joiner: ", ")]),
          priority: .interrupt, source: noEvidence),
        ReactionRule(
          "valueChanged", on: .valueChanged, when: .focused,
          .speak([UtteranceTemplate([.value], joiner: ", ")]), priority: .interrupt,
          source: noEvidence),
      ]
        + ReactionRule.applePriorityAnnouncements(joiner: ", ")
        + [
          ReactionRule(
            "announcement", on: .announcement,
            .speak([UtteranceTemplate([.notificationText], joiner: ", ")]), priority: .queue,
            source: Source(
              "NSAccessibility.post(.announcementRequested)", .medium,
              .page(
                "https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/announcementrequested"
              )))
        ],
      timing: Timing(
        hintDelay: .init(milliseconds: 1000),
        hintDelaySource: Source(
          "hint pause: no measurement found; 1 s assumed", .low,
          .page("https://support.apple.com/guide/voiceover/welcome/mac")),
        wordsPerMinute: 180),
      driving: ReaderDriving(
        inputMode: .keyboard,
        modifiers: [ReaderModifier(.voiceOver, keys: ["Control+Option", "Caps Lock"])],
        reach: .keys(next: KeyChord(.right, modifiers: [.voiceOver])),
        intents: IntentCommands(
          nextItem: "press VO+Right", previousItem: "press VO+Left", activate: "press VO+Space",
          increase: "press VO+Shift+Down; press VO+Up",
          decrease: "press VO+Shift+Down; press VO+Down",
          nextHeading: IntentCommand("press VO+Cmd+H", source: headingKeys),
          previousHeading: IntentCommand("press VO+Cmd+Shift+H", source: headingKeys),
          firstItem: IntentCommand("press VO+Cmd+Home", source: firstLastKeys),
          lastItem: IntentCommand("press VO+Cmd+End", source: firstLastKeys)),
        adjustsWhen: .always,
        focusFollowsCursor: FocusFollowsCursor(
          when: .setting(.syncFocus, is: "on"), source: cursorTracking),
        source: Source(
          "VoiceOver keyboard commands (VO+Right, VO+Space) and ARIA-AT's interact-then-increment "
            + "(VO+Shift+Down, VO+Up)", .high,
          .page("https://support.apple.com/guide/voiceover/general-commands-cpvokys01/mac"),
          ariaATCommands)),
      voice: ReaderVoice(.female1, pitch: 10),
      containers: containerSpeech(words: words),
      typingEcho: typingEcho(words: words))
  }
}

// Containers: no public transcript of VoiceOver on macOS entering a native AXList or AXGroup
// with VO-arrows was found; the rows assume it says a list with its item count and a named
// group after the element (low).
private let containerGuess = Source(
  "VoiceOver on macOS: container words not found in a transcript; \"list, N items\" "
    + "assumed", .low, keys.references[0])

// AppKit posts a window-created notification as a window (an NSAlert's) appears and a
// sheet-created one as a sheet does; VoiceOver moves there and says the alert then. Its cursor
// moving among an alert's elements afterwards is taken to say no alert words again: no
// transcript of it was found (low).
private let windowCreated = Source(
  "VoiceOver on macOS says an alert as AppKit announces its window or sheet created, not as "
    + "its cursor moves within it (assumed; no transcript found)", .low,
  .page(
    "https://developer.apple.com/documentation/appkit/nsaccessibility/notification/windowcreated"),
  .page(
    "https://developer.apple.com/documentation/appkit/nsaccessibility/notification/sheetcreated"))

/// What VoiceOver on macOS says entering a screen's containers (low).
private func containerSpeech(words: StringTable) -> ContainerSpeech {
  ContainerSpeech(
    rules: [
      ContainerRule(
        "container.list", .list,
        entering: ContainerPhrase(
          words["container.list"], named: "{name}, " + words["container.list"],
          count: (words["container.items(one)"], words["container.items(other)"])),
        source: containerGuess),
      ContainerRule(
        "container.group", .group,
        entering: ContainerPhrase(nil, named: "{name}, " + words["container.group"]),
        source: containerGuess),
      ContainerRule(
        "container.alertDialog", .alertDialog,
        entering: ContainerPhrase(
          words["container.alert"], named: words["container.alert"] + ", {name}",
          described: words["container.alert"] + ", {name}, {description}"),
        placement: .before, source: containerGuess),
    ], placement: .after, joiner: ", ", windowActivation: windowCreated)
}

// MARK: - Typing

// VoiceOver Utility's Verbosity > Text has a Typing setting (from nothing to characters and
// words) and a Cursor Movement setting whose default reads text as the cursor passes it
// (Tech Ease's page on the text verbosity settings). The typing default and how a deletion is
// read are assumed: low.
private let textVerbosity = Reference.page(
  "https://paperzz.com/doc/8218747/tech-ease-for-all-voiceover-text-verbosity-settings")

private let typingEchoSetting = ReaderSetting(
  .typingEcho,
  "Verbosity > Text > Typing: what is said as text goes into a field (none, characters, words, "
    + "charactersAndWords).", values: TypingEchoMode.allCases.map(\.rawValue),
  default: TypingEchoMode.charactersAndWords.rawValue,
  source: Source(
    "VoiceOver Utility's typing setting; its default of characters and words is assumed", .low,
    textVerbosity))

private func typingEcho(words: StringTable) -> TypingEcho {
  TypingEcho(
    characterNames: [" ": words["space"], "\n": words["new line"]],
    source: Source("VoiceOver names a typed space \"space\" (assumed)", .low, textVerbosity),
    secureCharacter: nil,
    secureSource: Source(
      "what VoiceOver on macOS says for a character typed into a secure text field is not in "
        + "a public source read: nothing is said, never the character", .low, textVerbosity))
}

private func typingRules(words: StringTable) -> [ReactionRule] {
  [
    ReactionRule(
      "keysTyped", on: .keysTyped, .silence, priority: .queue,
      source: Source(
        "VoiceOver echoes the text that goes into the field (assumed)", .low, textVerbosity)),
    ReactionRule(
      "textInserted", on: .textInserted, .typingEcho, priority: .interrupt,
      source: Source("typing feedback on the text that goes in", .low, textVerbosity)),
    ReactionRule(
      "textRemoved", on: .textRemoved, .speak([UtteranceTemplate([.spokenText], joiner: " ")]),
      priority: .interrupt,
      source: Source("Delete reads the character deleted (assumed)", .low, textVerbosity)),
    ReactionRule(
      "textRemovedAhead", on: .textRemovedAhead,
      .speak([UtteranceTemplate([.spokenText], joiner: " ")]), priority: .interrupt,
      source: Source(
        "Forward delete reads the character deleted (assumed)", .low, textVerbosity)),
    ReactionRule(
      "caretMoved", on: .caretMoved, .speak([UtteranceTemplate([.charactersPassed], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "Cursor Movement's default reads the text the cursor passes", .low, textVerbosity)),
    ReactionRule(
      "caretMovedByLine", on: .caretMovedByLine,
      .speak([UtteranceTemplate([.lineAtCaret(blank: "")], joiner: " ")]), priority: .interrupt,
      source: Source(
        "assumed: Up and Down in a text area read the line the cursor moves to; no source "
          + "read, and nothing is modelled for an empty line", .low, textVerbosity)),
  ]
}

// Text field: NSSearchField. AppKit gives the AXSearchField subrole the role description
// "search text field", which VoiceOver speaks in place of "edit text"; no recording of
// VoiceOver reading an NSSearchField was found (low). The order is the pack's value-first one.
private let textAreaWords = Source(
  "AppKit's role description of NSAccessibility.Role.textArea (an NSTextView), \"text entry "
    + "area\", in place of \"edit text\": a low guess, as no recording or source of what "
    + "VoiceOver says for a text area was found", .low,
  .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/textarea"))

private let searchFieldWords = Source(
  "AppKit role description of NSAccessibility.Subrole.searchField, \"search text field\" (no "
    + "VoiceOver recording of an NSSearchField found)", .low,
  .page(
    "https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/subrole/searchfield"
  ), .page("https://developer.apple.com/documentation/appkit/nssearchfield"))
