import Accessibility
import Core

// NVDA reads no UIA ItemStatus on a stepper or a switch (only UIColumnHeader's description adds
// it: nvaccess/nvda@0057dd93e2f89da38963cc6d756d2569c0de272d:source/NVDAObjects/UIA/__init__.py),
// so this pack has no words for an app's ItemStatus (Documentation/Evidence.md, "States").

// NVDA on Windows, a cross-check (Documentation/Evidence.md, "NVDA"). controlTypes/role.py and
// state.py give "spin button" and "unavailable"; speech/speech.py getPropertiesSpeech orders name,
// role, value, states; NVDAObjects event_valueChange speaks the focused object's value only, and
// UIA objects with a text pattern return early, so a NumberBox's edit may say nothing (inferred,
// low).

private func nvda(_ path: String, commit: String, _ symbol: String? = nil) -> Reference {
  .code(Repository("nvaccess/nvda", commit: commit), path: path, symbol: symbol)
}
/// controlTypes/state.py at the commit read: the states' labels and bits.
private let stateLabels = nvda(
  "source/controlTypes/state.py", commit: "d09ad5badca317f2d436d5c04d8a6a31987e423d")
/// controlTypes/processAndLabelStates.py at the commit read: `symbol` is the function.
private func labelStates(_ symbol: String) -> Reference {
  nvda(
    "source/controlTypes/processAndLabelStates.py",
    commit: "79de59f928bcdea1cb594dd8393976491626138e", symbol)
}
/// processAndLabelStates, which sorts the states it labels by their bits.
private let statesByBit = labelStates("processAndLabelStates")
private let roleNames = Source(
  "NVDA source/controlTypes/role.py, state.py", .high,
  .code(.nvda, path: "source/controlTypes/role.py", symbol: "_roleLabels"),
  stateLabels)
private let speechOrder = nvda(
  "source/speech/speech.py", commit: "643d3235aa8b69094b81be9f9e7dfb4e46323ef1",
  "getPropertiesSpeech")
private let valueChangeEvent = nvda(
  "source/NVDAObjects/__init__.py", commit: "d3a2832fa03cbf9f07df1510a52637c6014d89a1",
  "event_valueChange")
// A WinUI ToggleSwitch is a UIA Button with the Toggle pattern: NVDA reports a UIA button
// with a toggle pattern as a toggle button (nvaccess/nvda #5441, fixed 2015; #6981) with the
// pressed state, and still says "pressed"/"not pressed" for Windows toggle switches
// (nvdajp/nvdajp #457, 2024). NVDA's "switch, on/off" (PR #14282, merged 2022, released in
// 2023.1) is for ARIA switches in browsers through IAccessible2, not UIA, so a native
// ToggleSwitch is not affected, and the pack has no versions.
private let toggleButton = Source(
  "NVDA: a UIA button with the Toggle pattern is a \"toggle button\", pressed or not pressed "
    + "(#5441, nvdajp #457; PR #14282 changed only ARIA switches)", .medium,
  .code(.nvda, path: "source/controlTypes/role.py", symbol: "_roleLabels"),
  .page("https://github.com/nvaccess/nvda/issues/5441"),
  .page("https://github.com/nvdajp/nvdajp/issues/457"),
  .page("https://github.com/nvaccess/nvda/pull/14282"))
// A check box: state.py's "checked", "half checked" and the negative "not checked", which
// _processNegativeStates speaks for a check box unless it is half checked; processAndLabelStates
// sorts state labels by their bit, so "unavailable" comes before "not checked". The UIA
// ToggleState → CHECKED / HALFCHECKED mapping was not re-read (medium).
private let checkStates = Source(
  "NVDA controlTypes/state.py CHECKED \"checked\", HALFCHECKED \"half checked\", negative "
    + "\"not checked\"; processAndLabelStates orders labels by state bit", .medium,
  stateLabels,
  labelStates("_processNegativeStates"))

// A WinUI Slider has RangeValue and no Value pattern, so NVDA's UIA _get_value speaks the
// rounded RangeValue, the raw number without "%" (the percent is only in its ProgressBar
// overlay); "slider" is role.py's label. Python's round() goes half to even, so 0.5 is "0":
// fractional values are not modelled (WinUI's SmallChange is 1 by default).
private let sliderValue = Source(
  "NVDA role.py \"slider\"; NVDAObjects/UIA _get_value: round(RangeValue.Value) without a "
    + "Value pattern", .high,
  .code(.nvda, path: "source/controlTypes/role.py", symbol: "_roleLabels"),
  nvda(
    "source/NVDAObjects/UIA/__init__.py", commit: "6211acdb988d766b92e587923dfb5561554cc1d6",
    "_get_value"))
// NVDA hears a toggle only through UIA's property-changed event: UIAHandler maps
// UIA_ToggleToggleStatePropertyId to NVDA's stateChange event, and NVDAObject.event_stateChange
// speaks the states of the focus object. A provider that never raises the event (the element's
// raisesStateChangeEvents) sends no stateChange, so these rules never run and NVDA is silent.
private let uiaToggleEvent = nvda(
  "source/UIAHandler/__init__.py", commit: "122d72b10b4d274fb36ded36077d80adcdce78b0",
  "UIAPropertyIdsToNVDAEventNames")
private let stateChangeEvent = nvda(
  "source/NVDAObjects/__init__.py", commit: "d3a2832fa03cbf9f07df1510a52637c6014d89a1",
  "event_stateChange")
// A radio button: role.py's RADIOBUTTON "radio button"; UIA's SelectionItem IsSelected on a
// radio button is NVDA's CHECKED state (UIA.py's states), so "checked" / "not checked"; the
// position from UIA PositionInSet/SizeOfSet (positionInfo) after the states, "1 of 3"
// (speech.py getPropertiesSpeech's order: name, role, states, position).
/// A UIA ComboBox is NVDA's combo box; its list's items are list items, a role NVDA leaves
/// unspoken on focus (`silentRolesOnFocus`), so `menuItem` has no word.
private let comboBoxRole = Source(
  "NVDA controlTypes Role.COMBOBOX (\"combo box\"); Role.LISTITEM and Role.MENUITEM are in "
    + "silentRolesOnFocus; getPropertiesSpeech: name, role, value, states (unavailable "
    + "first, by bit), then the place "
    + "(reportObjectPositionInformation, on by default)", .medium,
  .code(.nvda, path: "source/controlTypes/role.py", symbol: "Role.COMBOBOX"),
  .code(.nvda, path: "source/controlTypes/role.py", symbol: "silentRolesOnFocus"))
// A list or menu item that can be selected does not say "selected" when it gets focus: NVDA
// drops that state for selectable list, tree, menu and row items except on a change
// (_processPositiveStates). A tab is not among them, so a tab says it.
private let listItemNotSelected = Source(
  "NVDA controlTypes processAndLabelStates._processPositiveStates: State.SELECTED discarded "
    + "for a selectable LISTITEM or MENUITEM unless the reason is a change", .high,
  .code(
    .nvda, path: "source/controlTypes/processAndLabelStates.py",
    symbol: "_processPositiveStates"))
private let radioButton = Source(
  "NVDA controlTypes Role.RADIOBUTTON, State.CHECKED and its negative; UIA SelectionItem "
    + "IsSelected as CHECKED, after \"unavailable\" (processAndLabelStates sorts by bit); "
    + "positionInfo \"{number} of {total}\" last", .medium,
  .page("https://github.com/nvaccess/nvda/blob/master/source/controlTypes/role.py"),
  .page("https://github.com/nvaccess/nvda/blob/master/source/NVDAObjects/UIA/__init__.py"),
  .page("https://github.com/nvaccess/nvda/blob/master/source/speech/speech.py"))
// A tab: role.py's TAB "tab" (a UIA TabItem), in a TABCONTROL "tab control" (a UIA Tab);
// state.py's SELECTED "selected", which processAndLabelStates keeps for a focused tab (it drops
// it only for list items, tree items, menu items, table rows and check boxes); the position
// from PositionInSet/SizeOfSet last (getPropertiesSpeech's order).
private let tab = Source(
  "NVDA controlTypes Role.TAB, Role.TABCONTROL, State.SELECTED kept on focus for a tab "
    + "(_processPositiveStates), after \"unavailable\" (states sorted by bit); positionInfo "
    + "last", .medium,
  nvda("source/controlTypes/role.py", commit: "264df4ad55e96c223969034f54519a673ee521dd"),
  nvda(
    "source/controlTypes/processAndLabelStates.py",
    commit: "264df4ad55e96c223969034f54519a673ee521dd", "_processPositiveStates"),
  nvda("source/controlTypes/state.py", commit: "264df4ad55e96c223969034f54519a673ee521dd"))
// The states in processAndLabelStates' order, by bit: UNAVAILABLE 0x1 comes before every other
// state ("unavailable pressed", "unavailable selected").
private let order = Source(
  "NVDA speech/speech.py getPropertiesSpeech (name, role, value, states); "
    + "processAndLabelStates sorts the states by bit, unavailable first", .high, speechOrder,
  statesByBit)
// A UIA element with the ExpandCollapse pattern (a WinUI Expander): state.py's EXPANDED
// "expanded" and COLLAPSED "collapsed", after the role and, by state bit, after "unavailable";
// UIAHandler maps the ExpandCollapseState property-changed event to event_stateChange, which
// speaks the focused object's changed state.
private let expandCollapseStates = Source(
  "NVDA controlTypes/state.py EXPANDED \"expanded\", COLLAPSED \"collapsed\"; "
    + "getPropertiesSpeech name, role, states in bit order", .medium,
  stateLabels,
  speechOrder,
  statesByBit)
private let expandCollapseChanged = Source(
  "NVDA UIAPropertyIdsToNVDAEventNames: ExpandCollapseState → stateChange; event_stateChange "
    + "speaks the focused object's new state", .medium, uiaToggleEvent, stateChangeEvent,
  stateLabels)
private let expandable = Condition.any([.inState(.expanded), .inState(.collapsed)])
// A UIA element of the Hyperlink control type (a WinUI HyperlinkButton or Hyperlink) is
// Role.LINK, "link" (role.py), spoken after the name. UIA has no visited state, so NVDA's
// State.VISITED is never heard from a WinUI link. Browse mode's K (next link) is a document's:
// a native app window has no browse mode, so it is not modelled.
private let linkRole = Source(
  "NVDA controlTypes/role.py Role.LINK \"link\"; UIA Hyperlink control type", .medium,
  .code(.nvda, path: "source/controlTypes/role.py", symbol: "_roleLabels"),
  .page("https://learn.microsoft.com/windows/win32/winauto/uiauto-supporthyperlinkcontroltype"))
// A UIA element of the Custom control type (a control an app drew in a plain view) is
// Role.UNKNOWN (UIAHandler's UIAControlTypesToNVDARoles), one of silentRolesOnFocus, whose role
// getPropertiesSpeech drops on focus when the object has a name: the name alone. Whether NVDA's
// UIA object takes a role text from the localized control type was not read: medium.
private let unknownRole = Source(
  "NVDA: UIA Custom is Role.UNKNOWN, in silentRolesOnFocus: not spoken on focus with a name",
  .medium,
  nvda(
    "source/UIAHandler/__init__.py", commit: "122d72b10b4d274fb36ded36077d80adcdce78b0",
    "UIAControlTypesToNVDARoles"),
  .code(.nvda, path: "source/controlTypes/role.py", symbol: "silentRolesOnFocus"), speechOrder)
// A screen's heading and image: role.py labels Role.HEADING "heading" and Role.GRAPHIC
// "graphic"; getPropertiesSpeech says a level (positionInfo_level) as "level %s" after the
// role. Whether a UIA element's HeadingLevel reaches positionInfo was not read (medium).
private let headingWords = Source(
  "NVDA role.py HEADING \"heading\", GRAPHIC \"graphic\"; getPropertiesSpeech \"level %s\" "
    + "after the role", .medium,
  .code(.nvda, path: "source/controlTypes/role.py", symbol: "_roleLabels"), speechOrder)
private let valueChange = Source(
  "NVDA NVDAObjects/__init__.py event_valueChange", .high, valueChangeEvent)
private let keys = Source(
  "NVDA commands (NVDA key = Insert)", .high,
  .page("https://www.nvaccess.org/files/nvda/documentation/userGuide.html"))

// Heading navigation: H and Shift+H are browse mode's single-letter navigation, for documents
// (web pages, Word); an app's own controls are in focus mode, where NVDA passes the letter to the
// app, so it moves nothing. No first- or last-object command outside browse mode and review was
// found (Home and End go to the app).
private let userGuide = Reference.page(
  "https://www.nvaccess.org/files/nvda/documentation/userGuide.html")
private let quickNavigation = Source(
  "NVDA user guide: single letter navigation (H, Shift+H) is a browse mode command; in focus "
    + "mode keys go to the control", .high, userGuide)
private let noFirstLast = Source(
  "NVDA user guide: no command for the first or last object outside browse mode and review",
  .medium, userGuide)

// Object navigation: NVDA+Numpad6 / NVDA+Numpad4 (laptop layout NVDA+Shift+Right / Left) move
// the navigator object to the next / previous object and speak it, whether or not it takes
// keyboard focus; keyboard focus stays. The simulation walks the screen's exposed elements in
// order (NVDA's simple review mode flattens layout objects; the hierarchy is not modelled).
private let objectNavigation = Source(
  "NVDA user guide, object navigation: next / previous object NVDA+Numpad6 / NVDA+Numpad4, "
    + "laptop NVDA+Shift+Right / NVDA+Shift+Left; the object is reported as on focus", .medium,
  userGuide)

// A UIA notification: NVDA speaks its display string as a message (after what it is saying);
// with MostRecent or ImportantMostRecent processing it first cancels speech, as those
// supersede earlier notifications; notifications from an app other than the focused one are
// dropped (not modelled: the simulated app has focus).
private let uiaNotification = Source(
  "NVDA UIA.event_UIA_notification: cancelSpeech for MostRecent and ImportantMostRecent, then "
    + "ui.message(displayString); background apps ignored", .high,
  .code(
    Repository("nvaccess/nvda", commit: "0057dd93e2f89da38963cc6d756d2569c0de272d"),
    path: "source/NVDAObjects/UIA/__init__.py", symbol: "UIA.event_UIA_notification"))

extension RulePacks {
  /// NVDA.
  package static let nvda = nvda(words: .nvdaEnglish)

  /// The pack speaking the words of `words` (``StringTable/nvdaEnglish`` for English).
  package static func nvda(words: StringTable) -> RulePack {
    RulePack(
      id: "nvda", name: "NVDA", platform: .windows, language: words.language,
      summary: "NVDA, from its role names, property order and value-change handling.",
      settings: [
        typingEchoSetting,
        ReaderSetting(
          .navigation,
          "What next and previous item use. focus: Tab and Shift+Tab, which visit only what "
            + "takes keyboard focus; object: object navigation (laptop keys NVDA+Shift+Right and "
            + "Left), which visits every exposed element, text and headings too, and leaves "
            + "keyboard focus where it is.",
          values: ["focus", "object"], default: "focus", source: objectNavigation),
        ReaderSetting(
          .hints,
          "Usage hints. This pack has no hint rules (no evidence of hint wording for these "
            + "controls), so both values are silent; the setting exists so that a scenario written "
            + "for every platform can say 'hints are off'.",
          values: ["on", "off"], default: "on",
          source: Source(
            "no hint wording found for a spin button or its buttons", .low, speechOrder)),
      ],
      vocabulary: Vocabulary(
        roles: [
          .spinButton: Word(words["Role.SPINBUTTON"], roleNames),
          .editText: Word(words["Role.EDITABLETEXT"], roleNames),
          .button: Word(words["Role.BUTTON"], roleNames),
          .link: Word(words["Role.LINK"], linkRole),
          .toggleSwitch: Word(words["Role.TOGGLEBUTTON"], toggleButton),
          .checkBox: Word(words["Role.CHECKBOX"], roleNames),
          .slider: Word(words["Role.SLIDER"], sliderValue),
          .heading: Word(words["Role.HEADING"], headingWords),
          .image: Word(words["Role.GRAPHIC"], headingWords),
          .progressBar: Word(words["Role.PROGRESSBAR"], roleNames),
          .radioButton: Word(words["Role.RADIOBUTTON"], radioButton),
          .popUpButton: Word(words["Role.COMBOBOX"], comboBoxRole),
          .tab: Word(words["Role.TAB"], tab),
        ],
        disabled: Word(words["State.UNAVAILABLE"], roleNames),
        states: StateWords([
          .on: Word(words["State.PRESSED"], toggleButton),
          .off: Word(words["negative State.PRESSED"], toggleButton),
          .checked: Word(words["State.CHECKED"], checkStates),
          .notChecked: Word(words["negative State.CHECKED"], checkStates),
          .mixed: Word(words["State.HALFCHECKED"], checkStates),
          .expanded: Word(words["State.EXPANDED"], expandCollapseStates),
          .collapsed: Word(words["State.COLLAPSED"], expandCollapseStates),
          .chosen: Word(words["State.CHECKED"], radioButton),
          .notChosen: Word(words["negative State.CHECKED"], radioButton),
          .secure: Word(words["State.PROTECTED"], protectedField),
          .invalid: Word(words["State.INVALID_ENTRY"], invalidEntry),
          .selected: Word(words["State.SELECTED"], tab),
        ]),
        headingLevel: Word(words["level %s"], headingWords)),
      focusRules: [
        FocusRule(
          "focus.radioButton", when: .role([.radioButton]),
          [
            UtteranceTemplate(
              [.name, .role, .disabledState, .state, .positionInSet(words["{number} of {total}"])],
              joiner: " ")
          ],
          source: radioButton),
        FocusRule(
          "focus.checkBox", when: .role([.checkBox]),
          [UtteranceTemplate([.name, .role, .disabledState, .state], joiner: " ")],
          source: order),
        FocusRule(
          "focus.comboBox", when: .role([.popUpButton]),
          [UtteranceTemplate([.name, .role, .value, .disabledState, .state], joiner: " ")],
          source: comboBoxRole),
        FocusRule(
          "focus.listItem", when: .role([.menuItem]),
          [
            UtteranceTemplate(
              [.name, .disabledState, .positionInSet(words["{number} of {total}"])],
              joiner: " ")
          ],
          source: listItemNotSelected),
        FocusRule(
          "focus.expandCollapse", when: expandable,
          [UtteranceTemplate([.name, .role, .disabledState, .state], joiner: " ")],
          source: expandCollapseStates),
        FocusRule(
          "focus.unknown", when: .role([.plainView]),
          [UtteranceTemplate([.name, .disabledState], joiner: " ")], source: unknownRole),
        // An edit field: its states, each said (the vocabulary's `.state` says only one), in
        // processAndLabelStates' bit order (unavailable, protected, required, invalid entry),
        // then its text: getObjectSpeech speaks the properties, then the text content of an
        // object with navigable text (an edit field always has), so the text comes last.
        FocusRule(
          "focus.editText", when: .role([.editText]),
          [
            UtteranceTemplate(
              [
                .name, .role, .disabledState,
                .inState(
                  .secure, .firstOf([]), format: words["State.PROTECTED"],
                  alone: words["State.PROTECTED"]),
                .inState(
                  .required, .firstOf([]), format: words["State.REQUIRED"],
                  alone: words["State.REQUIRED"]),
                .inState(
                  .invalid, .firstOf([]), format: words["State.INVALID_ENTRY"],
                  alone: words["State.INVALID_ENTRY"]),
                .value,
              ], joiner: " ")
          ],
          source: editStates),
        FocusRule(
          "focus",
          [UtteranceTemplate([.name, .role, .value, .disabledState, .state], joiner: " ")],
          source: order),
      ],
      hintRules: [],
      inputRules: [
        InputRule(
          "key.nextObject", .key(KeyChord(.right, modifiers: [.insert, .shift])), .moveNext,
          source: objectNavigation),
        InputRule(
          "key.previousObject", .key(KeyChord(.left, modifiers: [.insert, .shift])), .movePrevious,
          source: objectNavigation),
        InputRule(
          "key.reportFocus", .key(KeyChord(.tab, modifiers: [.insert])), .speakFocused, source: keys
        ),
        InputRule(
          "key.readLine", .key(KeyChord(.up, modifiers: [.insert])), .speakFocused, source: keys),
      ],
      reactionRules: typingRules(words: words) + [
        ReactionRule(
          "keyboardFocus", on: .keyboardFocusMoved, .focusDescription, priority: .interrupt,
          source: order),
        ReactionRule(
          "stateChanged.focused", on: .stateChanged,
          when: .all([.focused, .role([.toggleSwitch])]),
          .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
          source: Source(
            "NVDA reports a toggled UIA button's new state, \"pressed\" / \"not pressed\" "
              + "(#5441's expected behaviour, fixed), on the ToggleState property-changed "
              + "event (UIAPropertyIdsToNVDAEventNames → event_stateChange)", .medium,
            .page("https://github.com/nvaccess/nvda/issues/5441"), uiaToggleEvent,
            stateChangeEvent)),
        ReactionRule(
          "stateChanged.expandCollapse", on: .stateChanged, when: .all([.focused, expandable]),
          .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
          source: expandCollapseChanged),
        ReactionRule(
          "stateChanged.tab", on: .stateChanged,
          when: .all([.focused, .role([.tab]), .inState(.selected)]),
          .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt, source: tab),
        ReactionRule(
          "stateChanged.radioButton", on: .stateChanged,
          when: .all([.focused, .role([.radioButton]), .inState(.chosen)]),
          .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
          source: radioButton),
        ReactionRule(
          "stateChanged.checkBox", on: .stateChanged, when: .all([.focused, .role([.checkBox])]),
          .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
          source: Source(
            "NVDA state.py \"checked\" / \"not checked\", spoken by event_stateChange on "
              + "the ToggleState property-changed event (UIAPropertyIdsToNVDAEventNames)",
            .medium, references: checkStates.references + [uiaToggleEvent, stateChangeEvent])),
        ReactionRule(
          "valueChanged.uiaEdit", on: .valueChanged, when: .role([.editText]), .silence,
          priority: .queue,
          source: Source(
            "NVDA event_valueChange returns early for UIA text objects (inferred)", .low,
            valueChangeEvent)),
        ReactionRule(
          "valueChanged.progressBar", on: .valueChanged, when: .role([.progressBar]), .silence,
          priority: .queue,
          source: Source(
            "NVDA's progress bar updates default to beeps, not speech (configSpec "
              + "progressBarUpdates progressBarOutputMode default \"beep\"); the beeps are not "
              + "modelled", .medium,
            .code(.nvda, path: "source/config/configSpec.py", symbol: "progressBarOutputMode"),
            .code(.nvda, path: "source/NVDAObjects/behaviors.py", symbol: "ProgressBar"))),
        ReactionRule(
          "valueChanged", on: .valueChanged, when: .focused,
          .speak([UtteranceTemplate([.value], joiner: " ")]), priority: .interrupt,
          source: valueChange),
        ReactionRule(
          "announcement.mostRecent", on: .announcement,
          when: .announced([.mostRecent, .importantMostRecent]),
          .speak([UtteranceTemplate([.notificationText], joiner: " ")]), priority: .interrupt,
          source: uiaNotification),
        ReactionRule(
          "announcement", on: .announcement,
          .speak([UtteranceTemplate([.notificationText], joiner: " ")]), priority: .queue,
          source: uiaNotification),
      ],
      timing: Timing(hintDelay: .zero, hintDelaySource: order, wordsPerMinute: 180),
      // NVDA follows keyboard focus: Tab reaches a part, the app's own keys act on it.
      driving: ReaderDriving(
        inputMode: .keyboard, modifiers: [ReaderModifier(.insert, keys: ["Insert"])],
        reach: .keys(next: KeyChord(.tab)),
        // Activating is the app's own key, as with any keyboard user: Space, which buttons,
        // check boxes and switches all take (Microsoft's keyboard interactions guidance,
        // https://learn.microsoft.com/en-us/windows/apps/design/input/keyboard-interactions;
        // GTK's buttons and check buttons activate on Space), where Enter is ignored by a WinUI
        // CheckBox and a GtkCheckButton (their control models); medium.
        intents: IntentCommands(
          nextItem: "press Tab", previousItem: "press Shift+Tab", activate: "press Space",
          increase: "press Up", decrease: "press Down",
          nextHeading: IntentCommand("press H", source: quickNavigation),
          previousHeading: IntentCommand("press Shift+H", source: quickNavigation),
          firstItem: .none(noFirstLast), lastItem: .none(noFirstLast),
          modes: [
            NavigationMode(
              .navigation, is: "object", nextItem: "press Insert+Shift+Right",
              previousItem: "press Insert+Shift+Left", source: objectNavigation)
          ]),
        adjustsWhen: .not(.role([.button])),
        // Its next item is Tab, which moves keyboard focus itself; browse mode's option to move
        // focus with the cursor ("automatically set system focus to focusable elements") was off
        // by default, then removed.
        focusFollowsCursor: .never(
          Source(
            "NVDA's next item here is Tab, which moves keyboard focus itself; browse mode's "
              + "\"automatically set system focus to focusable elements\" was off by default, "
              + "then removed (nvda #11190, #17598)", .medium,
            .page("https://github.com/nvaccess/nvda/pull/11190"),
            .page("https://github.com/nvaccess/nvda/pull/17598"))),
        source: keys),
      voice: ReaderVoice(.male3),
      containers: containerSpeech(words: words),
      typingEcho: typingEcho(words: words))
  }
}

// Containers: on a focus change NVDA speaks each new focus ancestor (eventHandler.doPreGainFocus
// speaks the ancestors past the focus difference level with reason FOCUSENTERED), outermost
// first, before the focused object, as name then role. An ancestor that is layout
// (_get_presentationType: an unnamed grouping, panel or region) is not presentable
// (_get_isPresentableFocusAncestor) and is passed silently; nothing is said on leaving. An
// item's position is getPropertiesSpeech's "{number} of {total}" (report object position
// information, on by default). A landmark's words were not read: nothing, low.
private let focusAncestors = Source(
  "NVDA doPreGainFocus speaks new focus ancestors; unnamed groupings are layout; "
    + "getPropertiesSpeech \"{number} of {total}\"", .medium,
  .code(.nvda, path: "source/eventHandler.py", symbol: "doPreGainFocus"),
  .code(.nvda, path: "source/NVDAObjects/__init__.py", symbol: "_get_isPresentableFocusAncestor"),
  .code(.nvda, path: "source/controlTypes/role.py", symbol: "_roleLabels"), speechOrder)
// A dialog's window coming to the foreground: NVDA's foreground event leaves the speaking to
// the focus that follows (NVDAObject.event_foreground says so), where the dialog is a new focus
// ancestor (doPreGainFocus); with focus staying in one window no ancestor is new (medium).
private let foregroundWindow = Source(
  "NVDA says a dialog as focus moves into its window when it comes to the foreground, as a new "
    + "focus ancestor; not again while focus stays in it", .medium,
  .code(.nvda, path: "source/NVDAObjects/__init__.py", symbol: "NVDAObject.event_foreground"),
  .code(.nvda, path: "source/eventHandler.py", symbol: "doPreGainFocus"))
private let noLandmarkWords = Source(
  "NVDA: a UIA landmark's words in focus ancestry not read", .low,
  .code(.nvda, path: "source/eventHandler.py", symbol: "doPreGainFocus"))

// A dialog that comes to the foreground is spoken with its name, role and description, which
// for NVDA's Dialog behaviour is the dialog's text (getDialogText: its static texts), before
// the element focused in it. A11ySim's alert dialog gives its message as that text; NVDA's
// walk also collects a title exposed as a static text child (not modelled): medium.
private let dialogText = Source(
  "NVDA Dialog._get_description is getDialogText (the dialog's static texts), spoken with "
    + "the dialog's name and role as a new focus ancestor", .medium,
  .code(.nvda, path: "source/NVDAObjects/behaviors.py", symbol: "Dialog.getDialogText"),
  .code(.nvda, path: "source/eventHandler.py", symbol: "doPreGainFocus"))

/// What NVDA says entering a screen's containers.
private func containerSpeech(words: StringTable) -> ContainerSpeech {
  var speech = ContainerSpeech.namingAncestors(
    words: [
      (.list, words["Role.LIST"]), (.group, words["Role.GROUPING"]),
      (.tabBar, words["Role.TABCONTROL"]), (.toolbar, words["Role.TOOLBAR"]),
      (.dialog, words["Role.DIALOG"]),
    ], unnamedSilent: [.group], positions: [.list, .tabBar], source: focusAncestors,
    landmark: noLandmarkWords,
    position: PositionWording(words["{number} of {total}"], source: focusAncestors),
    windowActivation: foregroundWindow)
  speech.rules.append(
    ContainerRule(
      "container.alertDialog", .alertDialog,
      entering: ContainerPhrase(
        words["Role.DIALOG"], named: "{name} " + words["Role.DIALOG"],
        described: "{name} " + words["Role.DIALOG"] + " {description}"),
      source: dialogText))
  return speech
}

// MARK: - Typing

// NVDA echoes the keys typed, not the field's text changes: speakTypedCharacters is on and
// speakTypedWords off by default, and a typed character interrupts speech
// (speechInterruptForCharacters). Backspace says the character it deleted, spelled
// (EditableText._backspaceScriptHelper); Delete and a caret move by character say the
// character now at the caret (script_caret_delete, _caretMovementScriptHelper), "blank" at
// the end of the text.
private let configSpec = Reference.code(.nvda, path: "source/config/configSpec.py", symbol: nil)
private let editableText = Reference.code(
  .nvda, path: "source/editableText.py", symbol: "EditableText")

private let typingEchoSetting = ReaderSetting(
  .typingEcho,
  "Speak typed characters and speak typed words (none, characters, words, "
    + "charactersAndWords).", values: TypingEchoMode.allCases.map(\.rawValue),
  default: TypingEchoMode.characters.rawValue,
  source: Source(
    "configSpec [keyboard] speakTypedCharacters default true, speakTypedWords default false",
    .high, configSpec))

// A UIA Edit with IsPassword (WinUI's PasswordBox) is in NVDA's protected state: state.py's
// "protected", said after the role; speech.speakTypedCharacters echoes PROTECTED_CHAR, "*",
// for each character typed while the focus is protected (api.isTypingProtected), and never
// builds a word of them. The UIA IsPassword → PROTECTED mapping was not re-read (medium).
private let protectedField = Source(
  "NVDA controlTypes/state.py PROTECTED \"protected\"; UIA IsPassword makes a protected "
    + "edit", .medium, .code(.nvda, path: "source/controlTypes/state.py", symbol: "PROTECTED"),
  speechOrder)

// A UIA element whose IsDataValidForForm is false is in NVDA's invalid-entry state
// (NVDAObjects/UIA `UIA._get_states`), which state.py names "invalid entry" and which is said
// among the states, after the role and before the field's text. No stock WinUI control reports it: an app
// gives its TextBox its own automation peer overriding IsDataValidForFormCore. That path was not
// run on Windows (medium).
private let invalidEntry = Source(
  "NVDA controlTypes/state.py INVALID_ENTRY \"invalid entry\"; NVDAObjects/UIA _get_states adds "
    + "it when IsDataValidForForm is false", .medium,
  .code(.nvda, path: "source/controlTypes/state.py", symbol: "INVALID_ENTRY"),
  .code(.nvda, path: "source/NVDAObjects/UIA/__init__.py", symbol: "UIA._get_states"),
  speechOrder)

// A UIA element whose IsRequiredForForm is true (WinUI's AutomationProperties.IsRequiredForForm)
// is in NVDA's required state (NVDAObjects/UIA `UIA._get_states`), state.py's "required".
// processAndLabelStates speaks the states sorted by their bits: UNAVAILABLE 0x1, PROTECTED
// 0x4000, REQUIRED 0x8000, INVALID_ENTRY 0x20000. An edit field always has navigable text
// (NVDAObject._get__hasNavigableText), so getObjectSpeech leaves its value out of the
// properties and speaks its line of text after them: "Email edit required ada@". Not run on
// Windows (medium).
private let editStates = Source(
  "NVDA controlTypes/state.py REQUIRED \"required\" (0x8000, between PROTECTED and "
    + "INVALID_ENTRY); NVDAObjects/UIA _get_states adds it when IsRequiredForForm is true; "
    + "processAndLabelStates says states sorted by bit; getObjectSpeech speaks an edit field's "
    + "text after its properties and states", .medium,
  .code(.nvda, path: "source/controlTypes/state.py", symbol: "REQUIRED"),
  .code(.nvda, path: "source/NVDAObjects/UIA/__init__.py", symbol: "UIA._get_states"),
  .code(
    .nvda, path: "source/controlTypes/processAndLabelStates.py", symbol: "processAndLabelStates"),
  nvda(
    "source/speech/speech.py", commit: "643d3235aa8b69094b81be9f9e7dfb4e46323ef1",
    "getObjectSpeech"),
  .code(.nvda, path: "source/NVDAObjects/__init__.py", symbol: "NVDAObject._get__hasNavigableText"))

private func typingEcho(words: StringTable) -> TypingEcho {
  TypingEcho(
    characterNames: [
      " ": words["symbol space"], ".": words["symbol ."], ",": words["symbol ,"],
      "@": words["symbol @"], "-": words["symbol -"], "!": words["symbol !"],
      "?": words["symbol ?"], "'": words["symbol '"],
    ],
    source: Source(
      "NVDA speaks a typed character at character level, by its symbol name (symbols.dic: "
        + "space, dot, comma, at, dash, bang, question, tick), and a word when a separator is "
        + "typed after it", .medium, configSpec,
      .code(.nvda, path: "source/locale/en/symbols.dic", symbol: nil)),
    secureCharacter: words["symbol *"],
    secureSource: Source(
      "speech.speakTypedCharacters: in a protected field each typed character is "
        + "PROTECTED_CHAR \"*\", spoken by its symbol name \"star\"", .high,
      .code(.nvda, path: "source/speech/speech.py", symbol: "speakTypedCharacters"),
      .code(.nvda, path: "source/locale/en/symbols.dic", symbol: nil)))
}

private func typingRules(words: StringTable) -> [ReactionRule] {
  [
    ReactionRule(
      "keysTyped", on: .keysTyped, .typingEcho, priority: .interrupt,
      source: Source(
        "typed characters are spoken from the keyboard (speech.speakTypedCharacters), "
          + "interrupting speech (speechInterruptForCharacters default true)", .high, configSpec,
        .code(.nvda, path: "source/speech/speech.py", symbol: "speakTypedCharacters"))),
    ReactionRule(
      "textInserted", on: .textInserted, .silence, priority: .queue,
      source: Source(
        "text going into a UIA edit field is not spoken again: the typed keys were", .medium,
        configSpec)),
    ReactionRule(
      "textRemoved", on: .textRemoved, .speak([UtteranceTemplate([.spokenText], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "EditableText._backspaceScriptHelper spells the character Backspace deleted", .high,
        .code(.nvda, path: "source/editableText.py", symbol: "_backspaceScriptHelper"))),
    ReactionRule(
      "textRemovedAhead", on: .textRemovedAhead,
      .speak([UtteranceTemplate([.characterAtCaret(end: words["blank"])], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "EditableText.script_caret_delete speaks the character now at the caret", .high,
        .code(.nvda, path: "source/editableText.py", symbol: "script_caret_delete"))),
    ReactionRule(
      "caretMoved", on: .caretMoved,
      .speak([UtteranceTemplate([.characterAtCaret(end: words["blank"])], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "EditableText._caretMovementScriptHelper speaks the character at the new caret, "
          + "\"blank\" past the last", .high, editableText)),
    ReactionRule(
      "caretMovedByLine", on: .caretMovedByLine,
      .speak([UtteranceTemplate([.lineAtCaret(blank: words["blank"])], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "EditableText.script_caret_moveByLine: Up and Down speak the line the caret is on "
          + "(textInfos.UNIT_LINE), \"blank\" for an empty one", .high,
        .code(.nvda, path: "source/editableText.py", symbol: "script_caret_moveByLine"))),
  ]
}
