import Accessibility
import Core

// Narrator on Windows (Documentation/Evidence.md, "Narrator"). The evidence is strong for what a
// NumberBox exposes (NumberBoxAutomationPeer.cpp, NumberBox.cpp) and weak for what Narrator says:
// microsoft-ui-xaml #3470 ("0.00, edit 100": name, "edit", value), #1882 (no announcement of the
// new value after Increase/Decrease), #10945 ("new line" after clicking the arrows). Narrator's
// word for a disabled element: no evidence found.

private let narratorGuide = Reference.page(
  "https://support.microsoft.com/en-us/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1"
)
private let numberBoxPeer = Reference.winUI("controls/dev/NumberBox/NumberBoxAutomationPeer.cpp")
private let issue3470 = Source(
  "microsoft-ui-xaml #3470: Narrator read \"0.00, edit 100\"", .low,
  .page("https://github.com/microsoft/microsoft-ui-xaml/issues/3470"))
// Narrator's word for UIA IsRequiredForForm: no Narrator source or transcript was found; the
// word and its place after the control type are a guess.
private let requiredGuess = Source(
  "UIA IsRequiredForForm (WinUI AutomationProperties.IsRequiredForForm); no evidence of "
    + "Narrator's word or where it says it was found: \"required\" after the control type is a "
    + "guess", .low,
  .page(
    "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-automation-element-propids"))
private let issue1882 = Source(
  "microsoft-ui-xaml #1882: no announcement after Increase/Decrease", .low,
  .page("https://github.com/microsoft/microsoft-ui-xaml/issues/1882"))
private let keys = Source(
  "Narrator keyboard commands (Narrator key = Caps Lock or Insert)", .high,
  .page(
    "https://support.microsoft.com/en-us/windows/appendix-b-narrator-keyboard-commands-and-touch-gestures-8bdab3f4-b3e9-4554-7f28-8b15bd37410a"
  ))
// A screen's heading and image: UIA's HeadingLevel property (HeadingLevel1…9) and the Image
// control type; Narrator's guide lists heading navigation by level. Its exact words for a
// heading's level were not found in a transcript (low).
private let headingGuess = Source(
  "UIA HeadingLevel and the Image control type; Narrator's heading words not found in a "
    + "transcript", .low,
  .page(
    "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-automation-element-propids"),
  .page(
    "https://support.microsoft.com/en-us/windows/appendix-b-narrator-keyboard-commands-and-touch-gestures-8bdab3f4-b3e9-4554-7f28-8b15bd37410a"
  ))
// A WinUI RadioButton is a UIA RadioButton with the SelectionItem pattern. No transcript of
// Narrator on one was found: its role word, "selected" / "not selected" for IsSelected and the
// position from PositionInSet/SizeOfSet after them are assumed from its other controls (low).
private let radioButtonGuess = Source(
  "no Narrator transcript of a radio button found; UIA RadioButton with SelectionItem "
    + "IsSelected and PositionInSet/SizeOfSet; words assumed", .low,
  .page(
    "https://learn.microsoft.com/en-us/windows/apps/design/controls/radio-button"),
  .page(
    "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-implementingselectionitem"))
// A UIA TabItem with SelectionItem in a Tab (WinUI TabView, NavigationView on top). No
// transcript of Narrator on one was found: "tab item", "selected" for IsSelected, and the
// position from the tab list after them are assumed (low).
private let tabGuess = Source(
  "no Narrator transcript of a tab found; UIA TabItem with SelectionItem IsSelected and "
    + "PositionInSet/SizeOfSet; words assumed", .low,
  .page("https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-supporttabitemcontroltype"),
  .page("https://learn.microsoft.com/en-us/windows/apps/design/controls/tab-view"))
private let guess = Source("no evidence found", .low, narratorGuide, numberBoxPeer)
// A UIA Hyperlink (a WinUI HyperlinkButton or Hyperlink): Narrator's word for the control type,
// "link", after the name as for a button, is assumed; no transcript was found.
private let linkGuess = Source(
  "UIA Hyperlink control type; Narrator's word and order not heard", .low, narratorGuide,
  .page("https://learn.microsoft.com/windows/win32/winauto/uiauto-supporthyperlinkcontroltype"))
private let toggleSwitchPeer = Reference.winUI(
  "dxaml/xcp/dxaml/lib/ToggleSwitchAutomationPeer_Partial.cpp", "GetNameCore")
// ToggleSwitchAutomationPeer's localized control type is UIA_AP_TOGGLESWITCH, and its
// GetNameCore leaves the default On/Off content out of the name because "Narrator reads out
// both the ToggleState and the Name (We don't want it to read \"On On ToggleSwitch\")": name,
// toggle state, control type. Narrator's exact words for the states were not found.
private let toggleSwitch = Source(
  "WinUI ToggleSwitchAutomationPeer: \"toggle switch\"; its comment hears Narrator read name, "
    + "toggle state, control type", .low, toggleSwitchPeer,
  .winUI(
    "dxaml/xcp/dxaml/lib/ToggleSwitchAutomationPeer_Partial.cpp", "GetLocalizedControlTypeCore"))
// Two first-hand transcripts put the role before the state: microsoft/calculator #947
// ("Switch to Equation mode, toggle switch off", Narrator on Windows 10 build 19547) and
// microsoft/microsoft-ui-xaml #9326 ("Enable, Toggle Switch, ON", what Narrator reads for a
// WinUI 3 ToggleSwitch and a UWP one without OnContent). They outweigh the peer's comment,
// which is kept as the `toggleSwitchOrder` setting's other value.
private let toggleSwitchHeard = Source(
  "microsoft/calculator #947 and microsoft/microsoft-ui-xaml #9326 hear Narrator say name, "
    + "\"toggle switch\", then the state", .medium,
  .page("https://github.com/microsoft/calculator/issues/947"),
  .page("https://github.com/microsoft/microsoft-ui-xaml/issues/9326"))
// Narrator hears a toggle through UIA's ToggleState property-changed event: a provider that
// does not raise it leaves Narrator silent (microsoft-ui-xaml #615, ToggleSplitButton;
// dotnet/winforms #9142 hears nothing before the fix and "checked" / "unchecked" after), so
// these rules run only when the element raises it (raisesStateChangeEvents).
private let toggleEventHeard = [
  Reference.page("https://github.com/microsoft/microsoft-ui-xaml/pull/615"),
  .page("https://github.com/dotnet/winforms/pull/9142"),
]
private let toggled = Source(
  "nvdajp/nvdajp #457: Narrator says on/off when a Windows toggle switch is toggled, on the "
    + "ToggleState property-changed event (microsoft-ui-xaml #615, dotnet/winforms #9142)", .low,
  references: [.page("https://github.com/nvdajp/nvdajp/issues/457"), toggleSwitchPeer]
    + toggleEventHeard)

// A UIA element with the ExpandCollapse pattern (a WinUI Expander: a Button whose peer raises
// the ExpandCollapseState property-changed event). No Narrator transcript of an Expander was
// found: "collapsed" / "expanded" after the name and control type, as for a check box's toggle
// state, and the new state on the change, are assumed.
private let expandCollapse = Source(
  "UIA ExpandCollapse pattern (ExpandCollapseState); WinUI ExpanderAutomationPeer raises its "
    + "property-changed event; Narrator's words and order not heard, the check box's assumed",
  .low,
  .page(
    "https://learn.microsoft.com/windows/win32/winauto/uiauto-implementingexpandcollapse"),
  .code(
    Repository("microsoft/microsoft-ui-xaml", commit: "cd3b7ad0eca3e61594089dc67e6ed3e5038ae487"),
    path: "src/controls/dev/Expander/ExpanderAutomationPeer.cpp",
    symbol: "RaiseExpandCollapseAutomationEvent"))
private let expandable = Condition.any([.inState(.expanded), .inState(.collapsed)])

// UIA ItemStatus (WinUI AutomationProperties.ItemStatus) is part of Narrator's "advanced
// information": spoken when the user asks for it, or by itself after the focus has rested on
// the element for a few seconds (the UIA team's post). The pause is not modelled (hint delay 0).
private let itemStatusBlog = Source(
  "Narrator announces an element's ItemStatus with its advanced information, after a pause "
    + "(Microsoft's UI Automation blog, 2017)", .medium,
  .page(
    "https://learn.microsoft.com/en-us/archive/blogs/winuiautomation/narrator-announcing-an-items-status"
  ))

// A WinUI CheckBox: its peer's localized control type is UIA_AP_CHECKBOX ("check box") with
// the Toggle pattern. No Narrator transcript of a native check box was found: name, control
// type, then the toggle state is assumed, with UIA's words for the states ("partially checked"
// for ToggleState_Indeterminate); dotnet/winforms #9157 shows Narrator mishearing an
// indeterminate WinForms box, in pictures only.
private let checkBox = Source(
  "WinUI UIA_AP_CHECKBOX \"check box\"; no Narrator transcript of a check box: name, control "
    + "type, toggle state assumed", .low,
  .winUI("dxaml/xcp/dxaml/dllsrv/winrt/Microsoft.UI.Xaml.Common.rc", "UIA_AP_CHECKBOX"),
  .page("https://github.com/dotnet/winforms/issues/9157"), narratorGuide)

// A WinUI Slider exposes RangeValue only (RangeBaseAutomationPeer); Narrator speaks name,
// "slider" and the value as a percent of the range even when the range is not 0…100
// (microsoft-ui-xaml #10595: "My Automation Name, Slider, 50%" for −1…1 at 0; a maintainer hears
// "Simple slider, slider, 0%" in WinUI 3 Gallery), and a change as the new percent
// (WinUI-Gallery PR #2202). Medium for focus, low for the change.
private let sliderFocus = Source(
  "microsoft-ui-xaml #10595: Narrator reads \"name, Slider, 50%\" (percent of the range)", .medium,
  .page("https://github.com/microsoft/microsoft-ui-xaml/issues/10595"),
  .winUI("dxaml/xcp/dxaml/dllsrv/winrt/Microsoft.UI.Xaml.Common.rc", "UIA_AP_SLIDER"))
private let sliderChange = Source(
  "WinUI-Gallery PR #2202: Narrator announces a slider's new value as a percentage; nothing at "
    + "a limit (no change, no event; inferred)", .low,
  .page("https://github.com/microsoft/WinUI-Gallery/pull/2202"))

// A control an app drew itself (a plain view: a UIA element of the Custom control type, no
// patterns) keeps the Custom type's localized control type, UIA_AP_CUSTOM "custom", which
// Narrator speaks as the role (Accessibility Insights' rule for custom controls: the
// announcement includes the localized form of "custom"). Not heard first-hand: medium.
private let customControl = Source(
  "WinUI UIA_AP_CUSTOM \"custom\"; Accessibility Insights: a screen reader's announcement of a "
    + "custom control includes \"custom\"", .medium,
  .winUI("dxaml/xcp/dxaml/dllsrv/winrt/Microsoft.UI.Xaml.Common.rc", "UIA_AP_CUSTOM"),
  .page(
    "https://learn.microsoft.com/en-us/accessibility-tools-docs/items/uwpxaml/customcontrol_localizedcontroltype"
  ))

// Narrator says what kind of element it is in UIA's LocalizedControlType, which an automation
// peer may override with its own text (GetLocalizedControlTypeCore): Microsoft's UIA
// documentation says screen readers read the localized control type to describe an element
// (and fall back to the English control type without one), and Accessibility Insights' custom
// control rule hears it spoken. WinUI peers that override it: ProgressRing ("ProgressRing",
// resource ProgressRingName), SelectorBarItem ("SelectorBarItem", its default-name resource),
// ToggleSwitch ("toggle switch"). No Narrator transcript of a ProgressRing or SelectorBar was
// found: medium.
private let localizedControlType = Source(
  "UIA LocalizedControlType: screen readers read it to describe an element (Microsoft's "
    + "CustomControlTypeWithoutLocalizedControlType); WinUI peers override it "
    + "(ProgressRingAutomationPeer, SelectorBarItemAutomationPeer); Narrator on those not heard",
  .medium,
  .page(
    "https://learn.microsoft.com/en-us/windows/win32/winauto/customcontroltypewithoutlocalizedcontroltype"
  ),
  .winUI("controls/dev/ProgressRing/ProgressRingAutomationPeer.cpp", "GetLocalizedControlTypeCore"),
  .winUI(
    "controls/dev/SelectorBar/SelectorBarItemAutomationPeer.cpp", "GetLocalizedControlTypeCore"))

// Settings › Accessibility › Narrator › Narrator cursor › "Sync the Narrator cursor and system
// focus": on, keyboard focus goes where Narrator's cursor goes when the element can take it (so
// Narrator+Right onto a slider lets Up move it). Its registry value is CoupleNarratorCursorKeyboard
// (GPII's Windows settings registry); Microsoft's own accessibility test passes expect Narrator's
// focus and keyboard focus to stay in sync (microsoft/pxt #2631, microsoft/terminal #11912). That
// it is on by default is what settings scripts that turn it off say; Microsoft's documentation
// of the default was not found: medium.
private let cursorSync = Source(
  "Narrator setting \"Sync the Narrator cursor and system focus\" (CoupleNarratorCursorKeyboard), "
    + "on by default; Microsoft's test passes expect Narrator and keyboard focus in sync", .medium,
  .page("https://github.com/GPII/universal/pull/622"),
  .page("https://github.com/microsoft/pxt/issues/2631"),
  .page("https://github.com/microsoft/terminal/issues/11912"))

extension ReaderSettingKey {
  /// Where Narrator says a toggle switch's state: after its role (heard) or before it (the
  /// WinUI peer's comment) (`toggleSwitchOrder`).
  package static let toggleSwitchOrder = ReaderSettingKey("toggleSwitchOrder")
  /// What Narrator says after a spin button's click (`spinButtonClick`).
  package static let spinButtonClick = ReaderSettingKey("spinButtonClick")
  /// Whether Narrator's scan mode is on (`scanMode`): its single-letter keys (H) then move by
  /// element type.
  package static let scanMode = ReaderSettingKey("scanMode")
}

// Heading navigation: in scan mode (Narrator+Space turns it on; Narrator turns it on by itself
// in web content, not in an app's own controls) H and Shift+H move to the next and previous
// heading; with scan mode off the keys go to the app. No first- or last-item command for an
// app's controls was found, nor Narrator's words when no heading is further (silence, low).
private let scanModeGuide = Reference.page(
  "https://support.microsoft.com/en-gb/windows/chapter-4-reading-text-8054c6cd-dccf-5070-e405-953f036e4a15"
)
private let scanModeHeadings = Source(
  "Narrator guide: scan mode (Narrator+Space) and its H / Shift+H heading keys", .medium,
  scanModeGuide, keys.references[0])
private let noFirstLast = Source(
  "no Narrator command found for the first or last item of an app's window", .low,
  keys.references[0])
private let headingBoundary = Source(
  "no evidence of Narrator's words when no heading is further; silence", .low,
  keys.references[0])

extension RulePacks {
  /// Narrator.
  package static let narrator = narrator(words: .narratorEnglish)

  /// The pack speaking the words of `words` (``StringTable/narratorEnglish`` for English).
  package static func narrator(words: StringTable) -> RulePack {
    RulePack(
      id: "narrator", name: "Narrator", platform: .windows, language: words.language,
      summary: "Narrator: name, control type word, value; weak evidence, graded low.",
      settings: [
        typingEchoSetting,
        ReaderSetting(
          .scanMode,
          "Scan mode (Narrator+Space). on: H and Shift+H move to the next and previous heading "
            + "(only those scan-mode keys are modelled); off, the default in an app's own "
            + "controls: the keys go to the app.",
          values: ["off", "on"], default: "off", source: scanModeHeadings),
        ReaderSetting(
          .hints,
          "Advanced detail after the focus speech. Its only rule speaks an app's ItemStatus "
            + "(Narrator's advanced information); no usage-hint wording was found for these "
            + "controls. off: nothing after the focus speech.",
          values: ["on", "off"], default: "on",
          source: Source(
            "no hint wording found for a spin button or its buttons", .low, narratorGuide,
            itemStatusBlog.references[0])),
        ReaderSetting(
          .spinButtonClick,
          "What Narrator says when a spin button is clicked. silent: nothing (#1882, 2020); "
            + "newLine: \"new line\" instead of the value (#10945, 2026, WinUI 2 Gallery).",
          values: ["silent", "newLine"], default: "silent", source: issue1882),
        ReaderSetting(
          .toggleSwitchOrder,
          "Where a toggle switch's state is said. roleThenState: \"Wi-Fi, toggle switch, off\", "
            + "as two first-hand transcripts hear it (calculator #947, microsoft-ui-xaml #9326); "
            + "stateThenRole: \"Wi-Fi, off, toggle switch\", as the WinUI peer's comment reads.",
          values: ["roleThenState", "stateThenRole"], default: "roleThenState",
          source: toggleSwitchHeard),
        ReaderSetting(
          .syncFocus,
          "Sync the Narrator cursor and system focus. on: Narrator's next-item key onto an element "
            + "that can take keyboard focus moves keyboard focus there too, so Up and Down reach "
            + "it; off: keyboard focus stays where it was.",
          values: ["on", "off"], default: "on", source: cursorSync),
      ],
      vocabulary: Vocabulary(
        roles: [
          .radioButton: Word(words["role.radioButton"], radioButtonGuess),
          .popUpButton: Word(
            words["role.comboBox"],
            Source(
              "UIA ComboBox control type, localized \"combo box\"; no Narrator transcript of one "
                + "was found", .low,
              .page(
                "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-supportcomboboxcontroltype"
              ))),
          .tab: Word(words["role.tabItem"], tabGuess),
          .editText: Word(words["role.edit"], issue3470),
          .button: Word(words["role.button"], guess),
          .link: Word(words["role.link"], linkGuess),
          .spinButton: Word(
            words["role.spinner"],
            Source(
              "UIA control type name Spinner", .low, numberBoxPeer,
              .page(
                "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-supportspinnercontroltype"
              ))),
          .toggleSwitch: Word(words["role.toggleSwitch"], toggleSwitch),
          .checkBox: Word(words["role.checkBox"], checkBox),
          .slider: Word(words["role.slider"], sliderFocus),
          .progressBar: Word(
            words["role.progressBar"],
            Source(
              "UIA ProgressBar control type, localized control type \"progress bar\"; what "
                + "Narrator says of it was not heard", .low,
              .page(
                "https://learn.microsoft.com/windows/win32/winauto/uiauto-supportprogressbarcontroltype"
              ))),
          .plainView: Word(words["role.custom"], customControl),
          .heading: Word(words["role.heading"], headingGuess),
          .image: Word(words["role.image"], headingGuess),
        ],
        disabled: Word(words["state.disabled"], guess),
        states: StateWords([
          .on: Word(words["state.on"], toggled), .off: Word(words["state.off"], toggled),
          .chosen: Word(words["state.selected"], radioButtonGuess),
          .notChosen: Word(words["state.notSelected"], radioButtonGuess),
          .selected: Word(words["state.selected"], tabGuess),
          .checked: Word(words["state.checked"], checkBox),
          .notChecked: Word(words["state.notChecked"], checkBox),
          .mixed: Word(words["state.partiallyChecked"], checkBox),
          .expanded: Word(words["state.expanded"], expandCollapse),
          .collapsed: Word(words["state.collapsed"], expandCollapse),
        ]),
        headingLevel: Word(words["role.headingLevel"], headingGuess),
        localizedControlType: localizedControlType),
      focusRules: [
        FocusRule(
          "focus.tab", when: .role([.tab]),
          [UtteranceTemplate([.name, .role, .state, .disabledState], joiner: ", ")],
          source: tabGuess),
        FocusRule(
          "focus.radioButton", when: .role([.radioButton]),
          [
            UtteranceTemplate(
              [.name, .role, .state, .disabledState, .positionInSet(words["position"])],
              joiner: ", ")
          ],
          source: radioButtonGuess),
        FocusRule(
          "focus.toggleSwitch.stateThenRole",
          when: .all([.role([.toggleSwitch]), .setting(.toggleSwitchOrder, is: "stateThenRole")]),
          [UtteranceTemplate([.name, .state, .role, .disabledState], joiner: ", ")],
          source: toggleSwitch),
        FocusRule(
          "focus.toggleSwitch", when: .role([.toggleSwitch]),
          [UtteranceTemplate([.name, .role, .state, .disabledState], joiner: ", ")],
          source: toggleSwitchHeard),
        FocusRule(
          "focus.comboBox", when: .role([.popUpButton]),
          [UtteranceTemplate([.name, .role, .value, .state, .disabledState], joiner: ", ")],
          source: Source(
            "a UIA ComboBox's name, control type, value and ExpandCollapseState, in the order of "
              + "Narrator's other expandable controls; no Narrator transcript of one was found",
            .low,
            .page(
              "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-supportcomboboxcontroltype"
            ))),
        FocusRule(
          "focus.expandCollapse", when: expandable,
          [UtteranceTemplate([.name, .role, .state, .disabledState], joiner: ", ")],
          source: expandCollapse),
        FocusRule(
          "focus.checkBox", when: .role([.checkBox]),
          [UtteranceTemplate([.name, .role, .state, .disabledState], joiner: ", ")],
          source: checkBox),
        FocusRule(
          "focus.slider", when: .role([.slider]),
          [
            UtteranceTemplate(
              [.name, .role, .percentOfRange(words["percentOfRange"]), .disabledState], joiner: ", "
            )
          ],
          source: sliderFocus),
        FocusRule(
          "focus.editText.required", when: .all([.role([.editText]), .inState(.required)]),
          [
            UtteranceTemplate(
              [
                .name, .withValue(.role, separator: " "),
                .text(words["state.required"]),
                .disabledState,
              ], joiner: ", ")
          ],
          source: requiredGuess),
        FocusRule(
          "focus",
          [
            UtteranceTemplate(
              [.name, .withValue(.role, separator: " "), .disabledState], joiner: ", ")
          ],
          source: issue3470),
      ],
      hintRules: [
        HintRule(
          "hint.off", when: .setting(.hints, is: "off"), UtteranceTemplate([], joiner: ""),
          source: itemStatusBlog),
        HintRule(
          "advanced.itemStatus", when: .hasItemStatus,
          UtteranceTemplate([.itemStatus], joiner: ", "),
          source: itemStatusBlog),
      ],
      inputRules: [
        InputRule(
          "key.next", .key(KeyChord(.right, modifiers: [.narrator])), .moveNext, source: keys),
        InputRule(
          "key.previous", .key(KeyChord(.left, modifiers: [.narrator])), .movePrevious, source: keys
        ),
        InputRule(
          "key.activate", .key(KeyChord(.enter, modifiers: [.narrator])), .activate, source: keys),
        InputRule(
          "key.readItem", .key(KeyChord(.tab, modifiers: [.narrator])), .speakFocused, source: keys),
        InputRule(
          "scan.nextHeading", .key(KeyChord(.h)), when: .setting(.scanMode, is: "on"),
          .moveNextHeading, source: scanModeHeadings),
        InputRule(
          "scan.previousHeading", .key(KeyChord(.h, modifiers: [.shift])),
          when: .setting(.scanMode, is: "on"), .movePreviousHeading, source: scanModeHeadings),
      ],
      reactionRules: typingRules(words: words) + [
        ReactionRule(
          "noMoreHeadings", on: .noMoreHeadings, .silence, priority: .queue,
          source: headingBoundary),
        ReactionRule(
          "keyboardFocus", on: .keyboardFocusMoved, .focusDescription, priority: .interrupt,
          source: Source("Narrator follows keyboard focus", .high, narratorGuide)),
        ReactionRule(
          "clicked.newLine", on: .clicked, when: .setting(.spinButtonClick, is: "newLine"),
          .speak([UtteranceTemplate([.text(words["clicked.newLine"])], joiner: ", ")]),
          priority: .interrupt,
          source: Source(
            "microsoft-ui-xaml #10945: clicking the arrows makes Narrator say \"new line\"", .low,
            .page("https://github.com/microsoft/microsoft-ui-xaml/issues/10945"))),
        ReactionRule(
          "clicked", on: .clicked, .silence, priority: .queue, source: issue1882),
        ReactionRule(
          "stateChanged.toggle", on: .stateChanged, when: .all([.focused, .role([.toggleSwitch])]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt, source: toggled
        ),
        ReactionRule(
          "stateChanged.expandCollapse", on: .stateChanged, when: .all([.focused, expandable]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt,
          source: expandCollapse),
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
          "stateChanged.checkBox", on: .stateChanged, when: .all([.focused, .role([.checkBox])]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt,
          source: checkBox),
        ReactionRule(
          "valueChanged.slider", on: .valueChanged, when: .all([.focused, .role([.slider])]),
          .speak([UtteranceTemplate([.percentOfRange(words["percentOfRange"])], joiner: ", ")]),
          priority: .interrupt, source: sliderChange),
        ReactionRule(
          "valueChanged.focused", on: .valueChanged, when: .focused,
          .speak([UtteranceTemplate([.value], joiner: ", ")]), priority: .interrupt,
          source: Source(
            "Narrator reads the focused edit's new text (assumed)", .low,
            .winUI("controls/dev/NumberBox/NumberBox.cpp", "ReevaluateForwardedUIAProperties"),
            .page("https://github.com/microsoft/microsoft-ui-xaml/issues/3470"))),
        ReactionRule(
          "liveRegion", on: .liveRegionChanged,
          .speak([UtteranceTemplate([.notificationText], joiner: ", ")]), priority: .queue,
          source: Source(
            "UIA LiveSetting Polite (seed 000 claims it for NumberBox; its peer sets none)", .low,
            .page(
              "https://learn.microsoft.com/en-us/uwp/api/windows.ui.xaml.automation.automationproperties.livesetting"
            ),
            numberBoxPeer)),
        ReactionRule(
          "announcement.important", on: .announcement,
          when: .announced([.importantAll, .importantMostRecent]),
          .speak([UtteranceTemplate([.notificationText], joiner: ", ")]), priority: .interrupt,
          source: Source(
            "UIA NotificationProcessing: Important… notifications are presented as soon as "
              + "possible; how Narrator does so is not public", .low,
            .page(
              "https://learn.microsoft.com/en-us/windows/win32/api/uiautomationcore/ne-uiautomationcore-notificationprocessing"
            ))),
        ReactionRule(
          "announcement", on: .announcement,
          .speak([UtteranceTemplate([.notificationText], joiner: ", ")]), priority: .queue,
          source: Source(
            "UIA RaiseNotificationEvent", .medium,
            .page(
              "https://learn.microsoft.com/en-us/windows/win32/api/uiautomationcoreapi/nf-uiautomationcoreapi-uiaraisenotificationevent"
            ))),
      ],
      timing: Timing(
        hintDelay: .zero, hintDelaySource: guess, wordsPerMinute: 180),
      driving: ReaderDriving(
        inputMode: .keyboard,
        modifiers: [ReaderModifier(.narrator, keys: ["Caps Lock", "Insert"])],
        // Narrator follows keyboard focus on Tab; Tab skips a disabled control, which its
        // next-item key still reaches.
        reach: .keys(next: KeyChord(.tab), disabled: KeyChord(.right, modifiers: [.narrator])),
        intents: IntentCommands(
          nextItem: "press Narrator+Right", previousItem: "press Narrator+Left",
          activate: "press Narrator+Enter", increase: "press Up", decrease: "press Down",
          nextHeading: IntentCommand("press H", source: scanModeHeadings),
          previousHeading: IntentCommand("press Shift+H", source: scanModeHeadings),
          firstItem: .none(noFirstLast), lastItem: .none(noFirstLast)),
        adjustsWhen: .not(.role([.button])),
        focusFollowsCursor: FocusFollowsCursor(
          when: .setting(.syncFocus, is: "on"), source: cursorSync),
        source: keys),
      voice: ReaderVoice(.male1),
      containers: containerSpeech(words: words),
      typingEcho: typingEcho(words: words))
  }
}

// Containers: no public transcript or source of Narrator's words on entering a UIA List, Group
// or Window was found; the rows assume it names a new container with its role before the
// element and says an item's position from UIA's PositionInSet and SizeOfSet (low).
private let containerGuess = Source(
  "Narrator's container words not found in a transcript; UIA PositionInSet/SizeOfSet", .low,
  .page(
    "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-automation-element-propids"),
  .page(
    "https://support.microsoft.com/en-us/windows/appendix-b-narrator-keyboard-commands-and-touch-gestures-8bdab3f4-b3e9-4554-7f28-8b15bd37410a"
  ))

// A ContentDialog is a window UIA announces as opened (Window_WindowOpened); Narrator is taken
// to say it as it opens and focus goes in, and not when its scan cursor moves within it: no
// transcript was found (low).
private let windowOpened = Source(
  "Narrator says a dialog as its window opens and takes focus, not as its cursor moves within "
    + "it (assumed; UIA's window opened event)", .low,
  .page(
    "https://learn.microsoft.com/en-us/windows/win32/winauto/uiauto-event-ids"))

/// What Narrator says entering a screen's containers (low).
private func containerSpeech(words: StringTable) -> ContainerSpeech {
  ContainerSpeech(
    rules: [
      ContainerRule(
        "container.list", .list,
        entering: ContainerPhrase(
          words["container.list"], named: "{name}, " + words["container.list"]),
        speaksPosition: true, source: containerGuess),
      ContainerRule(
        "container.group", .group,
        entering: ContainerPhrase(nil, named: "{name}, " + words["container.group"]),
        source: containerGuess),
      ContainerRule(
        "container.dialog", .dialog,
        entering: ContainerPhrase(
          words["container.dialog"], named: "{name}, " + words["container.dialog"]),
        source: containerGuess),
      ContainerRule("container.tabBar", .tabBar, speaksPosition: true, source: containerGuess),
      ContainerRule(
        "container.alertDialog", .alertDialog,
        entering: ContainerPhrase(
          words["container.dialog"], named: "{name}, " + words["container.dialog"],
          described: "{name}, " + words["container.dialog"] + ", {description}"),
        source: containerGuess),
    ], placement: .before, joiner: ", ",
    position: PositionWording(words["position"], source: containerGuess),
    windowActivation: windowOpened)
}

// MARK: - Typing

// Narrator speaks typed keys; its typing settings (characters, words) exist, but no source read
// gives their defaults: characters is assumed, at low confidence. How it reads a deletion and a
// caret move by character in an edit field (the character at the caret, as in a document with
// the arrow keys) is from Microsoft's Narrator guide, also low.
private let narratorTyping = Reference.page(
  "http://www.creativeedge.com/book/operating-systems/0596002491/"
    + "windows-xp-applications-and-tools/ch04-66725")
private let narratorReading = Reference.page(
  "https://support.microsoft.com/en-gb/windows/chapter-4-reading-text-8054c6cd-dccf-5070-e405"
    + "-953f036e4a15")

private let typingEchoSetting = ReaderSetting(
  .typingEcho,
  "Hear characters and words as you type (none, characters, words, charactersAndWords).",
  values: TypingEchoMode.allCases.map(\.rawValue), default: TypingEchoMode.characters.rawValue,
  source: Source(
    "Narrator speaks each letter and number as its key is pressed; the default of today's "
      + "settings was not found (characters assumed)", .low, narratorTyping))

private func typingEcho(words: StringTable) -> TypingEcho {
  TypingEcho(
    characterNames: [" ": words["key.space"]],
    source: Source("Narrator names the space bar \"space\" (assumed)", .low, narratorTyping),
    secureCharacter: nil,
    secureSource: Source(
      "what Narrator says for a key typed into a password box is not in a public source "
        + "read: nothing is said, never the character", .low, narratorTyping))
}

private func typingRules(words: StringTable) -> [ReactionRule] {
  [
    ReactionRule(
      "keysTyped", on: .keysTyped, .typingEcho, priority: .interrupt,
      source: Source("Narrator echoes typed keys as they are pressed", .low, narratorTyping)),
    ReactionRule(
      "textInserted", on: .textInserted, .silence, priority: .queue,
      source: Source(
        "the text going in is not read again after the keys' echo (assumed)", .low,
        narratorTyping)),
    ReactionRule(
      "textRemoved", on: .textRemoved, .speak([UtteranceTemplate([.spokenText], joiner: " ")]),
      priority: .interrupt,
      source: Source("Backspace reads the character deleted (assumed)", .low, narratorReading)),
    ReactionRule(
      "textRemovedAhead", on: .textRemovedAhead,
      .speak([UtteranceTemplate([.characterAtCaret(end: "")], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "Delete reads the character now at the caret (assumed)", .low, narratorReading)),
    ReactionRule(
      "caretMoved", on: .caretMoved,
      .speak([UtteranceTemplate([.characterAtCaret(end: "")], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "the Left and Right arrow keys read text by character (Narrator guide, chapter 4)",
        .low, narratorReading)),
    ReactionRule(
      "caretMovedByLine", on: .caretMovedByLine,
      .speak([UtteranceTemplate([.lineAtCaret(blank: "")], joiner: " ")]), priority: .interrupt,
      source: Source(
        "the Up and Down arrow keys read text by line (Narrator guide, chapter 4); what it "
          + "says on an empty line is not documented: nothing is modelled", .low,
        narratorReading)),
  ]
}
