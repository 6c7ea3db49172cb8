import Accessibility
import Core

// TalkBack on Android, from its own source (Documentation/Evidence.md, "TalkBack").
// TreeNodesDescription and RoleDescriptionExtractor join state, name and role, drop duplicates,
// put "disabled" last and word a labelled node "%1$s for %2$s"; donottranslate.xml makes
// state-name-role the default order; strings_compositor.xml holds the words;
// AccessibilityFocusHint and ProcessorAccessibilityHints speak the hint 400 ms later and only for
// an enabled node; EventTypeViewClickedFeedbackRule says nothing for a plain click; and
// EventTypeWindowContentChangedFeedbackRule speaks live regions (polite queued, assertive
// interrupting) and otherwise only changes on the focused node.

private let roleDescription = Reference.talkBackCode(
  "compositor/roledescription/RoleDescriptionExtractor.java", "nodeRoleDescriptionText")
private let treeDescription = Reference.talkBackCode(
  "compositor/roledescription/TreeNodesDescription.java", "aggregateNodeTreeDescription")
private let preferenceDefaults = Reference.talkBackStrings("donottranslate.xml")
private let compositorStrings = Reference.talkBackStrings("strings_compositor.xml")
private let focusHint = Reference.talkBackCode(
  "compositor/hint/AccessibilityFocusHint.java", "getHint")
private let roleHint = Reference.talkBackCode("compositor/hint/NodeRoleHint.java")
private let keyCombos = Reference.talkBackCode("keyboard/DefaultKeyComboModel.java")

// TreeNodesDescription.getAppendedTreeDescription appends "Error: …" (getAccessibilityNodeErrorText,
// template_node_error_with_error_message) after a node's name, role and state when its content
// is invalid with an error (Android's setError): the focus rules' last piece.
private let compositor = Source(
  "TalkBack TreeNodesDescription, RoleDescriptionExtractor; donottranslate.xml", .high,
  treeDescription, roleDescription, preferenceDefaults)
private let strings = Source("TalkBack strings_compositor.xml", .high, compositorStrings)
private let hints = Source(
  "TalkBack AccessibilityFocusHint, NodeRoleHint, strings", .high, focusHint, roleHint,
  compositorStrings)
private let contentChanged = Source(
  "TalkBack EventTypeWindowContentChangedFeedbackRule", .high,
  .talkBackCode("compositor/rule/EventTypeWindowContentChangedFeedbackRule.java"))
// A screen's heading: EventTypeViewAccessibilityFocusedFeedbackRule adds heading_template
// ("Heading") after the node's text when AccessibilityNodeInfoUtils.isHeading and the node has
// no role description; Android has no heading level. An ImageView's role name is value_image
// ("Image", AccessibilityNodeFeedbackUtils.getNodeRoleName for ROLE_IMAGE).
private let headingFeedback = Source(
  "TalkBack EventTypeViewAccessibilityFocusedFeedbackRule: heading_template after the text of "
    + "a heading node", .high,
  .talkBackCode(
    "compositor/rule/EventTypeViewAccessibilityFocusedFeedbackRule.java",
    "EventTypeViewAccessibilityFocusedFeedbackRule"), compositorStrings)
private let imageRole = Source(
  "TalkBack AccessibilityNodeFeedbackUtils.getNodeRoleName: ROLE_IMAGE is value_image", .high,
  .talkBackCode("compositor/AccessibilityNodeFeedbackUtils.java", "getNodeRoleName"),
  compositorStrings)
private let gestures = Source(
  "TalkBack default gestures", .high, preferenceDefaults,
  .page("https://support.google.com/accessibility/android/answer/6151827"))
// With a hardware keyboard in use the click hint names the key: "Press %1$s to activate" filled
// with the default keymap's click combo, written by KeyComboManager as modifier " + " key:
// trigger modifier Alt (DefaultKeyComboModel) and KEYCODE_ENTER without its prefix.
// Composed from the source, not heard.
// Heading navigation: by default swipe down and up run the selected reading control's next and
// previous action, and a three-finger swipe (or down-then-up) selects another reading control;
// Headings (CursorGranularity HEADING, granularity_native_heading) is one. The first- and
// last-in-screen actions exist but no gesture has them by default.
private let readingControls = Source(
  "TalkBack donottranslate.xml pref_shortcut_down_default / pref_shortcut_up_default (selected "
    + "setting's next / previous action), pref_shortcut_3finger_swipe_down_default (select next "
    + "setting); CursorGranularity HEADING \"Headings\"", .high, preferenceDefaults,
  .talkBack(
    "utils/src/main/java/com/google/android/accessibility/utils/input/CursorGranularity.java",
    "HEADING"),
  .talkBack("utils/src/main/res/values/strings.xml", "granularity_native_heading"))
private let noFirstLastGesture = Source(
  "TalkBack GestureShortcutMapping FIRST_IN_SCREEN / LAST_IN_SCREEN: no default gesture in "
    + "donottranslate.xml runs them (the user assigns one)", .high, preferenceDefaults,
  .talkBackCode("gesture/GestureShortcutMapping.java", "FIRST_IN_SCREEN"))
private let headingBoundary = Source(
  "no TalkBack string found for a failed heading move; silence", .low, preferenceDefaults)
// Link navigation: the Links reading control (CursorGranularity LINK, a "native macro
// granularity" that moves across nodes, offered for every native window) makes swipe down and
// up go to the next and previous node with a link.
private let linkReadingControl = Source(
  "TalkBack CursorGranularity LINK \"Links\" (granularity_native_link), a macro granularity "
    + "across nodes offered for native content (extractFromMask); swipe down/up run the "
    + "selected reading control", .high,
  .talkBack(
    "utils/src/main/java/com/google/android/accessibility/utils/input/CursorGranularity.java",
    "LINK, isNativeMacroGranularity, extractFromMask"),
  .talkBack("utils/src/main/res/values/strings.xml", "granularity_native_link"))
private let linkBoundary = Source(
  "no TalkBack string found for a failed link move; silence", .low, preferenceDefaults)
private let keymap = Source(
  "TalkBack DefaultKeyComboModel: trigger Alt; click Enter, next Right, previous Left", .high,
  keyCombos)
private let keyboardHint = Source(
  "TalkBack keyboard hint \"Press %1$s to activate\"; DefaultKeyComboModel click = Alt + ENTER",
  .medium, compositorStrings, keyCombos,
  .talkBackCode("keyboard/KeyComboManager.java"))
// AccessibilityFocusHint.getHint joins, with ", ", the hint for a child of an adjustable
// NumberPicker and the child's own role hint (a button's click hint, an edit box's).
private let adjustableChildHint = Source(
  "TalkBack AccessibilityFocusHint.getHint: the adjustable child's hint, then its role hint", .high,
  focusHint, roleHint, compositorStrings)
private let adjustHint = Source(
  "TalkBack adjustable hint: swipe up or down to adjust", .medium, compositorStrings,
  .talkBackCode("compositor/GlobalVariables.java", "template_hint_adjustable_2gesture"))

// RoleDescriptionExtractor.nodeRoleDescriptionText puts a role's nodeState in the state slot of
// the description order: DefaultDescription and SwitchDescription give the app's
// stateDescription when there is one (getNodeStateDescription), SwitchDescription falls back to
// value_on / value_off, and SeekBarDescription words a RangeInfo by its type.
private let stateDescription = Source(
  "TalkBack DefaultDescription, SwitchDescription, SeekBarDescription nodeState: the app's "
    + "stateDescription is the state", .high,
  .talkBackCode("compositor/roledescription/DefaultDescription.java", "nodeState"),
  .talkBackCode("compositor/roledescription/SwitchDescription.java", "stateDescription"),
  roleDescription)
private let switchState = Source(
  "TalkBack SwitchDescription.stateDescription: value_on / value_off without a state description",
  .high, .talkBackCode("compositor/roledescription/SwitchDescription.java", "stateDescription"),
  compositorStrings)
private let rangeKind = Source(
  "TalkBack SeekBarDescription.seekBarPercentText: template_percent with String.valueOf(current) "
    + "for RANGE_TYPE_PERCENT, (int) current for INT, String.valueOf(current) for FLOAT", .high,
  .talkBackCode("compositor/roledescription/SeekBarDescription.java", "seekBarPercentText"),
  compositorStrings)
// EventTypeViewClickedFeedbackRule speaks a checkable node's state after a click (value_on /
// value_off for a switch) only when it has no stateDescription; with one, the
// CONTENT_CHANGE_TYPE_STATE_DESCRIPTION event speaks the state description of the focused node
// (EventTypeWindowContentChangedFeedbackRule.computeWindowContentChangedStateText).
private let clickedCheckable = Source(
  "TalkBack EventTypeViewClickedFeedbackRule.getNodeCheckedStateText: a checkable switch's "
    + "value_on / value_off, unless it has a stateDescription", .high,
  .talkBackCode(
    "compositor/rule/EventTypeViewClickedFeedbackRule.java", "getNodeCheckedStateText"),
  compositorStrings)
// A node with ACTION_EXPAND is collapsed and one with ACTION_COLLAPSE expanded
// (getCollapsedOrExpandedStateText: value_collapsed, value_expanded); nodeStatusDescription
// puts it with the checked state, so it comes first in the state-name-role order and last in
// the others. A click speaks the checked state, else the selected state, else this one
// (EventTypeViewClickedFeedbackRule.computeTtsOutput).
private let expandState = Source(
  "TalkBack AccessibilityNodeFeedbackUtils.getCollapsedOrExpandedStateText; "
    + "TreeNodesDescription.nodeStatusDescription", .high,
  .talkBackCode(
    "compositor/AccessibilityNodeFeedbackUtils.java", "getCollapsedOrExpandedStateText"),
  .talkBackCode(
    "compositor/roledescription/TreeNodesDescription.java", "nodeStatusDescription"),
  compositorStrings)
private let clickedExpandable = Source(
  "TalkBack EventTypeViewClickedFeedbackRule.computeTtsOutput: with no checked or selected "
    + "state, a click speaks the collapsed or expanded state, queued", .high,
  .talkBackCode("compositor/rule/EventTypeViewClickedFeedbackRule.java", "computeTtsOutput"),
  compositorStrings)
// A TextView (or Compose Text) whose text holds ClickableSpans or URLSpans: its links are in the
// TalkBack menu's "Links" item (RuleSpannables), and AccessibilityFocusHint.getHint adds, after
// the role hint ("Double-tap to activate" where the node is clickable), the menu's hint:
// template_hint_menu_type_high_verbosity with "Links" and the menu's gesture (by default "Tap
// with 3 fingers", title_pref_shortcut_3finger_1tap), joined by ", ". No "link" role word is
// spoken (a TextView is ROLE_NONE). MagentaA11y's examples hear "links available, tap with three
// fingers to view". With a hardware keyboard the click hint names the key and the links hint is
// left out (not modelled).
private let linksHint = Source(
  "TalkBack AccessibilityFocusHint.getHint, AccessibilityNodeFeedbackUtils.getHintForNodeActions "
    + "(template_hint_menu_type_high_verbosity), RuleSpannables (\"Links\")", .high, focusHint,
  .talkBackCode("compositor/AccessibilityNodeFeedbackUtils.java", "getHintForNodeActions"),
  .talkBackCode("menurules/RuleSpannables.java", "getUserFriendlyMenuName"), compositorStrings)
private let stateDescriptionChanged = Source(
  "TalkBack EventTypeWindowContentChangedFeedbackRule: CONTENT_CHANGE_TYPE_STATE_DESCRIPTION on "
    + "the focused node speaks its state description", .high,
  .talkBackCode(
    "compositor/rule/EventTypeWindowContentChangedFeedbackRule.java",
    "computeWindowContentChangedStateText"))
// A RadioButton: AccessibilityNodeFeedbackUtils gives ROLE_RADIO_BUTTON value_radio_button;
// its place in the RadioGroup's collection is list_index_template ("1 of 3",
// CollectionStateFeedbackUtils.getCollectionListItemPositionDescription) after the role; the
// group's "In list, 3 items" follows as for any list. MagentaA11y's TalkBack caption hears
// "Not selected, Text message, Radio button, 1 of 3, in list, 3 items, double tap to toggle".
/// A Spinner is TalkBack's ROLE_DROP_DOWN_LIST: "Drop down list", and NodeRoleHint's spinner
/// hint, "Double-tap to change" (by keyboard "Press Alt + ENTER to change").
private let spinnerRole = Source(
  "TalkBack AccessibilityNodeFeedbackUtils ROLE_DROP_DOWN_LIST -> value_spinner; NodeRoleHint "
    + "ROLE_DROP_DOWN_LIST -> ClickableHint.getSpinnerClickableHint (template_hint_spinner, "
    + "template_hint_spinner_keyboard)", .high,
  .talkBackCode("compositor/AccessibilityNodeFeedbackUtils.java", "ROLE_DROP_DOWN_LIST"),
  .talkBackCode("compositor/hint/NodeRoleHint.java", "getHint"),
  .talkBackStrings("strings_compositor.xml", "value_spinner"))
private let radioButton = Source(
  "TalkBack value_radio_button, list_index_template; MagentaA11y radio-button TalkBack caption",
  .high,
  .talkBackCode("compositor/AccessibilityNodeFeedbackUtils.java", "getNodeRoleName"),
  .talkBackCode(
    "compositor/CollectionStateFeedbackUtils.java", "getCollectionListItemPositionDescription"),
  .code(
    .magentaA11yCurrent,
    path:
      "public/content/assets/media/video/native/radio-button/radioButtonAndroidTalkback-en-US.vtt",
    symbol: nil))
// A tab: a Material TabLayout tab or a Compose Tab gives its node the role description "Tab"
// (which TalkBack speaks in place of a role name), its selected state (value_selected, after
// no state description) and its CollectionItemInfo, so its place ("1 of 4") as for a radio
// button. MagentaA11y's TalkBack caption of a row of tabs: "Selected for you Tab one of four
// in list 4 items", "Top Charts Tab 2 of 4 Double tap to activate", and "Selected" when a
// double-tap selects one.
private let tab = Source(
  "MagentaA11y segmented-control TalkBack caption; role description \"Tab\"; TalkBack "
    + "value_selected for isSelected, list_index_template", .high,
  .magentaA11yCaption("segmented-control/segmented-control_AndroidTalkback-en-US.vtt"),
  .talkBackCode("compositor/AccessibilityNodeFeedbackUtils.java", "getSelectedStateText"),
  .talkBackStrings("strings_compositor.xml", "value_selected"),
  .talkBackCode(
    "compositor/CollectionStateFeedbackUtils.java", "getCollectionListItemPositionDescription"))
// A node's role description (AccessibilityNodeInfoCompat.setRoleDescription: Material's
// TabLayout.TabView and NavigationBarItemView set "Tab", Compose sets "Tab" for Role.Tab and
// "Switch" for Role.Switch) is the role text every RoleDescription's nodeRole gives:
// AccessibilityNodeFeedbackUtils.defaultRoleDescription returns getNodeRoleDescription when it
// is not empty, else the class's role name (getNodeRoleName, which has no word for a tab), and
// nothing when speak-roles is off. Read, not heard: high for the words' place.
private let roleDescriptionSpoken = Source(
  "TalkBack AccessibilityNodeFeedbackUtils.defaultRoleDescription: the node's role description "
    + "(getNodeRoleDescription) in place of its class's role name (getNodeRoleName), when roles "
    + "are spoken", .high,
  .talkBackCode("compositor/AccessibilityNodeFeedbackUtils.java", "defaultRoleDescription"),
  .talkBackCode("compositor/roledescription/DefaultDescription.java", "nodeRole"),
  roleDescription)
private let checkableHint = Source(
  "TalkBack ClickableHint.checkableHint: template_hint_checkable \"%1$s to toggle\"", .high,
  .talkBackCode("compositor/hint/ClickableHint.java", "checkableHint"), compositorStrings)

// TreeNodesDescription.nodeStatusDescription adds value_checked / value_not_checked for a
// checkable node that is not a switch and has no stateDescription (a CheckBox, a Compose
// Checkbox); there is no word for a partial state: only a state description ("Partially
// checked" from Compose) says it. getUnlabelledNodeDescription gives a checkable node no
// "Unlabelled".
private let checkedState = Source(
  "TalkBack TreeNodesDescription.nodeStatusDescription: value_checked \"checked\" / "
    + "value_not_checked \"not checked\" for a checkable node without a state description",
  .high,
  .talkBackCode(
    "compositor/roledescription/TreeNodesDescription.java", "nodeStatusDescription"),
  compositorStrings)

// A seek control (ROLE_SEEK_CONTROL: the SeekBar class, or RangeInfo with SET_PROGRESS).
// SeekBarDescription speaks its state description, else its RangeInfo by type; a node with
// neither a range nor a value is not one (Role.getRole), so it gets no adjust hint or gesture.
// Before Android 11 a SeekBar's change is a TYPE_VIEW_SELECTED event, which
// EventTypeViewSelectedFeedbackRule speaks as the whole role description, interrupting; from
// Android 11 it is a state-description change, which speaks the state alone. NumberAdjustor,
// asked to adjust past a limit, speaks the state description, else template_seekbar_range
// "%1$d%%" with 0 or 100. (The stepper's adjustable presentation, a slider node with its value
// as text, keeps its own rules: these need a node with no value text.)
// A ProgressBar: Role.getRole gives ROLE_PROGRESS_BAR by its class (after SeekBar's check);
// AccessibilityNodeFeedbackUtils.defaultRoleDescription words it value_progress_bar, and
// RoleDescriptionExtractor gives it SeekBarDescription, the seek bar's order.
private let progressBarRole = Source(
  "TalkBack Role.getRole ROLE_PROGRESS_BAR; defaultRoleDescription value_progress_bar; "
    + "RoleDescriptionExtractor: SeekBarDescription for ROLE_PROGRESS_BAR", .high,
  .talkBack("utils/src/main/java/com/google/android/accessibility/utils/Role.java", "getRole"),
  .talkBackCode("compositor/AccessibilityNodeFeedbackUtils.java", "defaultRoleDescription"),
  .talkBackCode(
    "compositor/roledescription/RoleDescriptionExtractor.java", "getRoleDescription"),
  .talkBackStrings("strings_compositor.xml", "value_progress_bar"))
private let seekControl = Condition.all([.role([.slider]), .any([.hasRange, .hasValue])])
private let seekBarNode = Condition.all([.role([.slider]), .hasRange, .not(.hasValue)])
private let seekBarSelected = Source(
  "TalkBack EventTypeViewSelectedFeedbackRule: ROLE_SEEK_CONTROL speaks nodeRoleDescriptionText, "
    + "interrupting (a SeekBar before Android 11, a Material Slider thumb)", .high,
  .talkBackCode(
    "compositor/rule/EventTypeViewSelectedFeedbackRule.java", "computeTtsOutput"))
private let numberAdjustor = Source(
  "TalkBack NumberAdjustor.adjustValue: at a limit, the state description or "
    + "template_seekbar_range \"%1$d%%\" with 0 or 100", .high,
  .talkBackCode("actor/NumberAdjustor.java", "adjustValue"), compositorStrings)

// A switch whose node has text and no state description (SwitchCompat before Android 11, whose
// text ends in its on/off text): SwitchDescription.stateDescription falls back to the node text
// as the state, and nameDescription gives the content description, else only a user's custom
// label (getNodeLabelText), so "Wi-Fi ON, Switch" (the text as state, no name). A checked
// change is CONTENT_CHANGE_TYPE_UNDEFINED, which speaks only an error text, and the TextView's
// own text does not change: the click's "on"/"off" (value_on, value_off) is all that is said.
private let switchTextAsState = Condition.all([
  .role([.toggleSwitch]), .not(.hasStateDescription), .hasValue,
])
private let switchDescription = Reference.code(
  Repository("google/talkback", commit: "655cc8db9da9eefbde492af14e9e2cafc115a3b0"),
  path:
    "talkback/src/main/java/com/google/android/accessibility/talkback/compositor/"
    + "roledescription/SwitchDescription.java", symbol: "stateDescription")
private let switchText = Source(
  "TalkBack SwitchDescription: without a state description the node text is the state and "
    + "the name is the content description or a custom label", .high, switchDescription,
  treeDescription, preferenceDefaults)
// A plain View or TextView (no widget class, no RangeInfo, no actions beyond a click) is
// ROLE_NONE in Role.getRole, which RoleDescriptionExtractor gives no role text: the name alone.
// A seek control needs the SeekBar class or RangeInfo with SET_PROGRESS, so a plain view gets no
// adjust hint or gesture; a click listener makes it clickable ("Double-tap to activate").
private let noRole = Source(
  "TalkBack Role.getRole: a View or TextView is ROLE_NONE, spoken without a role word", .high,
  .code(
    Repository("google/talkback", commit: "49a275cf69a123893654a5bcb0425b473026c2c6"),
    path: "utils/src/main/java/com/google/android/accessibility/utils/Role.java",
    symbol: "getRole"),
  roleDescription)

/// The focus rule for one description order, with or without the role word, labelled with
/// `words`' `template_labeled_item`; `prefix` and `extra` make a rule for the nodes `extra`
/// picks out.
private func order(
  _ name: String, _ pieces: [Piece], roles: Bool, words: StringTable, prefix: String = "focus",
  extra: Condition? = nil, source: Source = compositor
) -> FocusRule {
  let kept = roles ? pieces : pieces.filter { if case .role = $0 { false } else { true } }
  return FocusRule(
    "\(prefix).\(name)\(roles ? "" : ".noRole")",
    when: .all(
      [.setting(.descriptionOrder, is: name), .setting(.speakRoles, is: roles ? "on" : "off")]
        + (extra.map { [$0] } ?? [])),
    [
      UtteranceTemplate(
        kept + [
          .labeledBy(words["template_labeled_item"]), .disabledState,
          .errorMessage(words["template_node_error_with_error_message"]),
        ], joiner: ", ", dropsDuplicates: true)
    ],
    source: source)
}

/// The focus rules for an item with its place in its set after the role (a radio button, a
/// tab), each order for the nodes of `role`, prefixed `prefix`.
private func positionOrders(
  roles: Bool, words: StringTable, role: AccessibleRole, prefix: String, source: Source
) -> [FocusRule] {
  let position = Piece.positionInSet(words["list_index_template"])
  let orders: [(String, [Piece])] = [
    ("stateNameRole", [.firstOf([.state, .value]), .name, .role, position]),
    ("roleNameState", [.role, .name, .firstOf([.state, .value]), position]),
    ("nameRoleState", [.name, .role, .firstOf([.state, .value]), position]),
  ]
  return orders.map { name, pieces in
    order(
      name, pieces, roles: roles, words: words, prefix: prefix, extra: .role([role]),
      source: source)
  }
}

// EditTextDescription: a password node is named by its content description, else "password"
// (value_password), then its label, and its text is never read; the state of a focused edit
// text while the keyboard is up is "Editing" (value_edit_box_editing), said in the state's
// place of the description order. The field's text keeps its place before the name.
private let editTextState = Source(
  "TalkBack EditTextDescription.nameDescription (isPassword: value_password) and "
    + "stateDescription (value_edit_box_editing while focused with the keyboard up)", .high,
  .talkBackCode("compositor/roledescription/EditTextDescription.java", "stateDescription"),
  compositorStrings)

/// The focus rules for an edit text that is editing or a password: "Editing" in the state's
/// place, "password" before its label.
private func editTextOrders(roles: Bool, words: StringTable) -> [FocusRule] {
  let password = Piece.inState(
    .secure, .firstOf([]), format: words["value_password"], alone: words["value_password"])
  let orders: [(String, [Piece])] = [
    ("stateNameRole", [.state, password, .value, .name, .role]),
    ("roleNameState", [.role, password, .name, .value, .state]),
    ("nameRoleState", [password, .name, .role, .value, .state]),
  ]
  return orders.map { name, pieces in
    order(
      name, pieces, roles: roles, words: words, prefix: "focus.editText",
      extra: .all([.role([.editText]), .any([.inState(.editing), .inState(.secure)])]),
      source: editTextState)
  }
}

/// The focus rules for a switch whose node text is its state (``switchTextAsState``).
private func switchTextOrders(roles: Bool, words: StringTable) -> [FocusRule] {
  let orders: [(String, [Piece])] = [
    ("stateNameRole", [.value, .name, .role]), ("roleNameState", [.role, .name, .value]),
    ("nameRoleState", [.name, .role, .value]),
  ]
  return orders.map { name, pieces in
    order(
      name, pieces, roles: roles, words: words, prefix: "focus.switchText",
      extra: switchTextAsState, source: switchText)
  }
}

extension ReaderSettingKey {
  /// TalkBack's order of state, name and role (`descriptionOrder`).
  package static let descriptionOrder = ReaderSettingKey("descriptionOrder")
  /// Whether TalkBack activates on a single tap (`singleTap`).
  package static let singleTap = ReaderSettingKey("singleTap")
  /// Whether TalkBack speaks role words (`speakRoles`).
  package static let speakRoles = ReaderSettingKey("speakRoles")
  /// What TalkBack says as a modal sheet's window appears, where the evidence disagrees
  /// (`sheetArrival`).
  package static let sheetArrival = ReaderSettingKey("sheetArrival")
}

// View.announceForAccessibility sends TYPE_ANNOUNCEMENT, whose feedback is queued
// "interruptible if long": an announcement of 30 characters or fewer is queued and not cut by
// new speech, a longer one is queued plainly (Compositor's VERBOSE_UTTERANCE_THRESHOLD_CHARACTERS).
private let interruptibleIfLong = Source(
  "View.announceForAccessibility: TYPE_ANNOUNCEMENT, QUEUE_MODE_INTERRUPTIBLE_IF_LONG: at most "
    + "30 characters queued and uninterruptible by new speech, longer queued", .high,
  .talkBackCode("compositor/rule/EventTypeAnnouncementFeedbackRule.java", "addFeedbackRule"),
  .talkBackCode("compositor/Compositor.java", "VERBOSE_UTTERANCE_THRESHOLD_CHARACTERS"))

extension RulePacks {
  /// TalkBack.
  package static let talkBack = talkBack(words: .talkBackEnglish)

  /// The pack speaking the words of `words` (``StringTable/talkBackEnglish`` for English).
  package static func talkBack(words: StringTable) -> RulePack {
    RulePack(
      id: "talkback", name: "TalkBack", platform: .android, language: words.language,
      summary: "TalkBack, from its own compositor source and strings.",
      settings: [
        typingEchoSetting,
        ReaderSetting(
          .hints, "Speak usage hints (pref_a11y_hints_default).", values: ["on", "off"],
          default: "on", source: hints),
        ReaderSetting(
          .descriptionOrder, "The order of state, name and role.",
          values: ["stateNameRole", "roleNameState", "nameRoleState"], default: "stateNameRole",
          source: compositor),
        ReaderSetting(
          .singleTap,
          "Single-tap activation: a touched item is activated by one tap, so the click hint says "
            + "\"Tap to activate\".", values: ["off", "on"], default: "off", source: hints),
        ReaderSetting(
          .speakRoles, "Speak role words such as Button (pref_speak_roles_default).",
          values: ["on", "off"], default: "on", source: strings),
        ReaderSetting(
          .rotor,
          "The reading control, which the rotor gesture sets. headings: swipe down and up move to "
            + "the next and previous heading (on a seek bar they still adjust it); links: to the "
            + "next and previous node with a link; other: a reading control this simulation "
            + "does not model.",
          values: ["other", "headings", "links"], default: "other", source: readingControls),
        ReaderSetting(
          .sheetArrival,
          "What is said as a modal sheet's window appears, before its first element: silent "
            + "(MagentaA11y's recorded TalkBack modal says nothing first) or windowTitle "
            + "(TalkBack's code speaks a new window's title; for an untitled sheet it falls back "
            + "to the app's label, the screen file's app:, else \"untitled\"). The evidence "
            + "disagrees; silent is the default because it is what was heard.",
          values: ["silent", "windowTitle"], default: "silent", source: sheetWindowTitle),
      ],
      vocabulary: Vocabulary(
        roles: [
          .button: Word(words["value_button"], strings),
          .heading: Word(words["heading_template"], headingFeedback),
          .image: Word(words["value_image"], imageRole),
          .editText: Word(words["value_edit_box"], strings),
          .slider: Word(words["value_seek_bar"], strings),
          .progressBar: Word(words["value_progress_bar"], progressBarRole),
          .toggleSwitch: Word(words["value_switch"], strings),
          .checkBox: Word(words["value_checkbox"], strings),
          .radioButton: Word(words["value_radio_button"], radioButton),
          .popUpButton: Word(words["value_spinner"], spinnerRole),
        ],
        disabled: Word(words["value_disabled"], strings),
        unlabelled: Word(words["value_unlabelled"], strings),
        // NonTextViewsDescription.nodeState gives "Unlabelled" to unnamed image views (an
        // ImageButton); a Button with no text has the role text and is spoken "Button".
        unlabelledWhen: .image,
        states: StateWords(
          [
            .on: Word(words["value_on"], switchState), .off: Word(words["value_off"], switchState),
            .chosen: Word(words["value_checked"], checkedState),
            .notChosen: Word(words["value_not_checked"], checkedState),
            .checked: Word(words["value_checked"], checkedState),
            .notChecked: Word(words["value_not_checked"], checkedState),
            .expanded: Word(words["value_expanded"], expandState),
            .collapsed: Word(words["value_collapsed"], expandState),
            .editing: Word(words["value_edit_box_editing"], editTextState),
            .selected: Word(words["value_selected"], tab),
          ],
          stateDescription: stateDescription,
          range: RangeWording(
            percent: words["template_percent"], numbers: .javaFloat, source: rangeKind)),
        localizedControlType: roleDescriptionSpoken),
      focusRules: [
        FocusRule(
          "focus.noRole", when: .role([.plainView]),
          [
            UtteranceTemplate(
              [.name, .labeledBy(words["template_labeled_item"]), .disabledState], joiner: ", ",
              dropsDuplicates: true)
          ],
          source: noRole)
      ]
        + [true, false].flatMap { editTextOrders(roles: $0, words: words) }
        + [true, false].flatMap { roles in
          switchTextOrders(roles: roles, words: words)
            + positionOrders(
              roles: roles, words: words, role: .radioButton, prefix: "focus.radioButton",
              source: radioButton)
            + positionOrders(
              roles: roles, words: words, role: .tab, prefix: "focus.tab", source: tab) + [
              order(
                "stateNameRole", [.firstOf([.state, .value]), .name, .role], roles: roles,
                words: words),
              order(
                "roleNameState", [.role, .name, .firstOf([.state, .value])], roles: roles,
                words: words),
              order(
                "nameRoleState", [.name, .role, .firstOf([.state, .value])], roles: roles,
                words: words),
            ]
        },
      hintRules: [
        HintRule(
          "hint.off", when: .setting(.hints, is: "off"), UtteranceTemplate([], joiner: ""),
          source: hints),
        HintRule(
          "hint.disabled", when: .not(.enabled), UtteranceTemplate([], joiner: ""), source: hints),
        HintRule(
          "hint.adjustableChild", when: .inside([.numberPicker]),
          UtteranceTemplate([.text(words["template_hint_adjustable_2gesture"])], joiner: ", "),
          joinsNext: ", ", source: adjustableChildHint),
        HintRule(
          "hint.adjust", when: seekControl,
          UtteranceTemplate([.text(words["template_hint_adjustable_2gesture"])], joiner: ", "),
          source: hints),
        HintRule(
          "hint.editText", when: .role([.editText]),
          UtteranceTemplate(
            [.text(words["template_hint_edit_text(value_double_tap)"])], joiner: ", "),
          source: hints),
        HintRule(
          "hint.spinner.keyboard", when: .all([.role([.popUpButton]), .inputMode(.keyboard)]),
          UtteranceTemplate(
            [.text(words["template_hint_spinner_keyboard(Alt + ENTER)"])], joiner: ", "),
          source: spinnerRole),
        HintRule(
          "hint.spinner", when: .role([.popUpButton]),
          UtteranceTemplate(
            [.text(words["template_hint_spinner(value_double_tap)"])], joiner: ", "),
          source: spinnerRole),
        HintRule(
          "hint.checkable.keyboard",
          when: .all([.role([.toggleSwitch, .checkBox, .radioButton]), .inputMode(.keyboard)]),
          UtteranceTemplate(
            [.text(words["template_hint_checkable_keyboard(Alt + ENTER)"])], joiner: ", "),
          source: Source(
            "TalkBack template_hint_checkable_keyboard \"Press %1$s to toggle\"; "
              + "DefaultKeyComboModel click = Alt + ENTER", .medium,
            .talkBackCode("compositor/hint/ClickableHint.java", "checkableHint"), compositorStrings,
            keyCombos)),
        HintRule(
          "hint.checkable.singleTap",
          when: .all([
            .role([.toggleSwitch, .checkBox, .radioButton]), .setting(.singleTap, is: "on"),
          ]),
          UtteranceTemplate(
            [.text(words["template_hint_checkable(value_single_tap)"])], joiner: ", "),
          source: checkableHint),
        HintRule(
          "hint.checkable", when: .role([.toggleSwitch, .checkBox, .radioButton]),
          UtteranceTemplate(
            [.text(words["template_hint_checkable(value_double_tap)"])], joiner: ", "),
          source: checkableHint),
        HintRule(
          "hint.clickable.keyboard", when: .all([.clickable, .inputMode(.keyboard)]),
          UtteranceTemplate(
            [.text(words["template_hint_clickable_keyboard(Alt + ENTER)"])], joiner: ", "),
          source: keyboardHint),
        HintRule(
          "hint.clickable.singleTap", when: .all([.clickable, .setting(.singleTap, is: "on")]),
          UtteranceTemplate(
            [.text(words["template_hint_clickable(value_single_tap)"])], joiner: ", "),
          source: hints),
        HintRule(
          "hint.link.clickable", when: .all([.role([.link]), .clickable]),
          UtteranceTemplate(
            [
              .text(words["template_hint_clickable(value_double_tap)"]),
              .text(words["template_hint_menu_type_high_verbosity(links)"]),
            ], joiner: ", "),
          source: linksHint),
        HintRule(
          "hint.link", when: .role([.link]),
          UtteranceTemplate(
            [.text(words["template_hint_menu_type_high_verbosity(links)"])], joiner: ", "),
          source: linksHint),
        HintRule(
          "hint.clickable", when: .clickable,
          UtteranceTemplate(
            [.text(words["template_hint_clickable(value_double_tap)"])], joiner: ", "),
          source: hints),
        HintRule(
          "hint.app", when: .always, UtteranceTemplate([.appHint], joiner: ", "), source: hints),
      ],
      inputRules: [
        InputRule("swipe.next", .gesture(.swipeRight), .moveNext, source: gestures),
        InputRule("swipe.previous", .gesture(.swipeLeft), .movePrevious, source: gestures),
        InputRule("doubleTap", .gesture(.doubleTap), .activate, source: gestures),
        InputRule("doubleTapAndHold", .gesture(.doubleTapAndHold), .longPress, source: gestures),
        InputRule("touch", .gesture(.touch), .touch, source: gestures),
        InputRule(
          "swipe.adjustUp", .gesture(.swipeUp),
          when: .any([seekControl, .inside([.numberPicker])]),
          .increment, source: adjustHint),
        InputRule(
          "swipe.adjustDown", .gesture(.swipeDown),
          when: .any([seekControl, .inside([.numberPicker])]),
          .decrement, source: adjustHint),
        InputRule("twoFingerTap", .gesture(.twoFingerTap), .stopSpeech, source: gestures),
        InputRule(
          "back", .gesture(.back), .escape,
          source: Source(
            "TalkBack: back (swipe down then left, or the system back) performs the global back "
              + "action, which cancels a cancelable Dialog", .high,
            .page("https://support.google.com/accessibility/android/answer/6151827"),
            .page(
              "https://developer.android.com/reference/android/app/Dialog#setCancelable(boolean)"
            ))),
        InputRule("rotor", .gesture(.rotor), .chooseRotor, source: readingControls),
        InputRule(
          "swipe.nextHeading", .gesture(.swipeDown), when: .setting(.rotor, is: "headings"),
          .moveNextHeading, source: readingControls),
        InputRule(
          "swipe.previousHeading", .gesture(.swipeUp), when: .setting(.rotor, is: "headings"),
          .movePreviousHeading, source: readingControls),
        InputRule(
          "swipe.nextLink", .gesture(.swipeDown), when: .setting(.rotor, is: "links"),
          .moveNextLink, source: linkReadingControl),
        InputRule(
          "swipe.previousLink", .gesture(.swipeUp), when: .setting(.rotor, is: "links"),
          .movePreviousLink, source: linkReadingControl),
        InputRule("key.next", .key(KeyChord(.right, modifiers: [.alt])), .moveNext, source: keymap),
        InputRule(
          "key.previous", .key(KeyChord(.left, modifiers: [.alt])), .movePrevious, source: keymap),
        InputRule(
          "key.click", .key(KeyChord(.enter, modifiers: [.alt])), .activate, source: keymap),
      ],
      reactionRules: typingRules(words: words) + [
        ReactionRule(
          "rotor.headings", on: .rotorChanged, when: .setting(.rotor, is: "headings"),
          .speak([UtteranceTemplate([.text(words["granularity_native_heading"])], joiner: "")]),
          priority: .interrupt, source: readingControls),
        ReactionRule(
          "noMoreHeadings", on: .noMoreHeadings, .silence, priority: .queue,
          source: headingBoundary),
        ReactionRule(
          "rotor.links", on: .rotorChanged, when: .setting(.rotor, is: "links"),
          .speak([UtteranceTemplate([.text(words["granularity_native_link"])], joiner: "")]),
          priority: .interrupt, source: linkReadingControl),
        ReactionRule(
          "noMoreLinks", on: .noMoreLinks, .silence, priority: .queue, source: linkBoundary),
        ReactionRule(
          "clicked.checkable", on: .clicked,
          when: .all([.role([.toggleSwitch, .checkBox]), .enabled, .not(.hasStateDescription)]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .queue,
          source: clickedCheckable),
        ReactionRule(
          "stateChanged.tab", on: .stateChanged,
          when: .all([.focused, .role([.tab]), .inState(.selected)]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt, source: tab),
        ReactionRule(
          "clicked.expandable", on: .clicked,
          when: .all([.any([.inState(.expanded), .inState(.collapsed)]), .enabled]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .queue,
          source: clickedExpandable),
        ReactionRule(
          "selected.seekBar", on: .stateChanged,
          when: .all([.focused, seekBarNode, .not(.hasStateDescription)]), .focusDescription,
          priority: .interrupt, source: seekBarSelected),
        ReactionRule(
          "adjust.limit.stateDescription", on: .adjustedAtLimit,
          when: .all([.enabled, seekBarNode, .hasStateDescription]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .interrupt,
          source: numberAdjustor),
        ReactionRule(
          "adjust.limit", on: .adjustedAtLimit, when: .all([.enabled, seekBarNode]),
          .speak([
            UtteranceTemplate([.percentOfRange(words["template_seekbar_range"])], joiner: ", ")
          ]),
          priority: .interrupt, source: numberAdjustor),
        ReactionRule(
          "stateDescriptionChanged", on: .stateChanged,
          when: .all([.focused, .hasStateDescription]),
          .speak([UtteranceTemplate([.state], joiner: ", ")]), priority: .queue,
          source: stateDescriptionChanged),
        ReactionRule(
          "clicked", on: .clicked, .silence, priority: .queue,
          source: Source(
            "TalkBack EventTypeViewClickedFeedbackRule: a plain click says nothing", .high,
            .talkBackCode("compositor/rule/EventTypeViewClickedFeedbackRule.java"))),
        ReactionRule(
          "liveRegion.assertive", on: .liveRegionChanged, when: .liveRegion(.assertive),
          .focusDescription, priority: .interrupt, source: contentChanged),
        ReactionRule(
          "liveRegion.polite", on: .liveRegionChanged, when: .liveRegion(.polite),
          .focusDescription, priority: .queue, source: contentChanged),
        ReactionRule(
          "seekBarName", on: .textChanged, when: seekBarNode, .silence, priority: .queue,
          source: Source(
            "Material BaseSlider puts \"Value, <value>\" in the thumb's content description and "
              + "announces a change with TYPE_VIEW_SELECTED only, not a content change", .high,
            .code(
              Repository(
                "material-components/material-components-android",
                commit: "ac7e18efeefb331850c561faf9ab8bf81d27ba68"),
              path: "lib/java/com/google/android/material/slider/BaseSlider.java",
              symbol: "onPopulateNodeForVirtualView"))),
        ReactionRule(
          "switchText", on: .textChanged, when: .role([.toggleSwitch]), .silence,
          priority: .queue,
          source: Source(
            "A switch's node text changes with its state before Android 11 (SwitchCompat), "
              + "but no text change is sent; a checked change's CONTENT_CHANGE_TYPE_UNDEFINED "
              + "speaks only an error text (computeWindowContentChangedStateText)", .medium,
            .talkBackCode(
              "compositor/rule/EventTypeWindowContentChangedFeedbackRule.java",
              "computeWindowContentChangedStateText"),
            .code(
              Repository("androidx/androidx", commit: "a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9"),
              path:
                "appcompat/appcompat/src/main/java/androidx/appcompat/widget/SwitchCompat.java",
              symbol: "onInitializeAccessibilityNodeInfo"))),
        ReactionRule(
          "focusedText", on: .textChanged, when: .all([.focused, .not(.role([.editText]))]),
          .speak([UtteranceTemplate([.notificationText], joiner: ", ")]), priority: .queue,
          source: contentChanged),
        ReactionRule(
          "focusedSlider", on: .valueChanged, when: .all([.focused, .role([.slider])]),
          .speak([UtteranceTemplate([.firstOf([.state, .value])], joiner: ", ")]), priority: .queue,
          source: contentChanged),
        ReactionRule(
          "keyboardFocus", on: .keyboardFocusMoved, .focusDescription, priority: .interrupt,
          source: Source(
            "TalkBack moves accessibility focus with input focus", .medium,
            .talkBackCode("interpreters/InputFocusInterpreter.java"))),
        ReactionRule(
          "announcement.toast", on: .announcement, when: .announced([.toast]),
          .speak([UtteranceTemplate([.notificationText], joiner: ", ")]),
          priority: .queueUninterruptible,
          source: Source(
            "A Toast's TYPE_NOTIFICATION_STATE_CHANGED: its text, queued and not interrupted by "
              + "new speech (QUEUE_MODE_UNINTERRUPTIBLE_BY_NEW_SPEECH)", .high,
            .talkBackCode(
              "compositor/rule/EventTypeNotificationStateChangedFeedbackRule.java",
              "addFeedbackRule"))),
        ReactionRule(
          "announcement.short", on: .announcement, when: .textAtMost(30),
          .speak([UtteranceTemplate([.notificationText], joiner: ", ")]),
          priority: .queueUninterruptible, source: interruptibleIfLong),
        ReactionRule(
          "announcement", on: .announcement,
          .speak([UtteranceTemplate([.notificationText], joiner: ", ")]), priority: .queue,
          source: interruptibleIfLong),
        ReactionRule(
          "error", on: .errorShown, when: .focused,
          .speak([UtteranceTemplate([.notificationText], joiner: ", ")]), priority: .queue,
          source: Source(
            "TalkBack appends error text to the focused node's description", .low,
            .talkBackCode(
              "compositor/AccessibilityNodeFeedbackUtils.java", "getAccessibilityNodeErrorText"))),
        ReactionRule(
          "notFocused", on: .textChanged, .silence, priority: .queue,
          source: Source(
            "TalkBack: a change outside a live region and off focus is not spoken", .high,
            .talkBackCode("compositor/rule/EventTypeWindowContentChangedFeedbackRule.java"))),
      ],
      timing: Timing(
        hintDelay: .init(milliseconds: 400),
        hintDelaySource: Source(
          "TalkBack ProcessorAccessibilityHints.DELAY_HINT = 400", .high,
          .talkBackCode("eventprocessor/ProcessorAccessibilityHints.java", "DELAY_HINT")),
        wordsPerMinute: 175),
      driving: ReaderDriving(
        inputMode: .touch, modifiers: [ReaderModifier(.alt, keys: ["Alt"])],
        reach: .touch,
        intents: IntentCommands(
          nextItem: "swipe right", previousItem: "swipe left", activate: "double-tap",
          increase: "swipe up", decrease: "swipe down",
          nextHeading: IntentCommand("rotor headings; swipe down", source: readingControls),
          previousHeading: IntentCommand("rotor headings; swipe up", source: readingControls),
          firstItem: .none(noFirstLastGesture), lastItem: .none(noFirstLastGesture)),
        adjustsWhen: .role([.slider]), next: "swipe right",
        roleHints: [
          words["template_hint_clickable(role part)"], words["template_hint_checkable(role part)"],
        ],
        // Accessibility focus moves input focus only on Android TV (controlInputFocus is
        // isAndroidTv()); on a phone it stays where it is, and TalkBack follows input focus when a
        // hardware keyboard moves it (the keyboardFocus reaction).
        focusFollowsCursor: .never(
          Source(
            "FocusManagerInternal.setAccessibilityFocus performs ACTION_FOCUS only when "
              + "controlInputFocus, which is set on Android TV alone", .high,
            .talkBackCode("actor/FocusManagerInternal.java", "setAccessibilityFocus"))),
        source: Source(
          "TalkBack default gestures (explore by touch, double-tap, swipe up on a slider) and "
            + "DefaultKeyComboModel (trigger modifier Alt)", .high, preferenceDefaults, keyCombos)),
      voice: ReaderVoice(.female2, pitch: -10),
      containers: containerSpeech(words: words),
      typingEcho: typingEcho(words: words))
  }
}

// Containers: the focused node's feedback (EventTypeViewAccessibilityFocusedFeedbackRule
// .viewAccessibilityFocusedDescription) joins, with ", ", the node's description, then the
// collection transition of CollectionStateFeedbackUtils.getCollectionTransitionDescription
// ("In list", "In list NAME" and the list's item count on entering, "Out of list" on leaving),
// else the container-title transition (containerTransitionState: "In TITLE" / "Out of TITLE").
// A11ySim exposes a named group, toolbar or pane on Android as a container title (API 34's
// setContainerTitle): medium. A tab bar is no collection role that CollectionState enters and
// a dialog is a window, whose title is a window transition (windowTitle and sheetSilent below).
private let collectionTransition = Source(
  "TalkBack CollectionStateFeedbackUtils.getCollectionTransitionDescription: in_list / "
    + "out_of_list, template_list_total_count, after the node's description", .high,
  .talkBackCode(
    "compositor/CollectionStateFeedbackUtils.java", "getCollectionTransitionDescription"),
  .talkBackCode(
    "compositor/rule/EventTypeViewAccessibilityFocusedFeedbackRule.java",
    "viewAccessibilityFocusedDescription"), compositorStrings)
private let containerTitle = Source(
  "TalkBack containerTransitionState: in_collection_role_description / out_of_role_description "
    + "with the container title; a named group exposed as a container title", .medium,
  .talkBackCode(
    "compositor/rule/EventTypeViewAccessibilityFocusedFeedbackRule.java",
    "containerTransitionState"), compositorStrings)
private let noContainerWords = Source(
  "TalkBack: no collection or container-title transition for a tab bar read", .low,
  .talkBackCode(
    "compositor/CollectionStateFeedbackUtils.java", "getCollectionTransitionDescription"))

// A dialog is a window: TalkBack says the new window's title (ScreenFeedbackManager's window
// transition, getTitleForFeedback) and puts its focus on the first node that is not the title
// (FocusActorForScreenStateChange.focusOnRequestInitialNodeOrFirstFocusableNonTitleNode); it
// says no "alert" or "dialog" role word, as MagentaA11y's TalkBack caption of its alert dialog
// shows ("error. The username or password is incorrect. Please try again."): medium. A window
// without a title is said by the application's label, else "untitled"
// (WindowEventInterpreter.getWindowTitleForFeedback): the screen file's `app:` is that label.
private let windowTitle = Source(
  "TalkBack says a new window's title (without one, the application's label, the screen "
    + "file's app:, else \"untitled\"), then focuses its first non-title node; MagentaA11y's "
    + "TalkBack alert dialog caption", .medium,
  .talkBackCode("feedbackpolicy/ScreenFeedbackManager.java", "getTitleForFeedback"),
  .talkBack(
    "utils/src/main/java/com/google/android/accessibility/utils/input/"
      + "WindowEventInterpreter.java", "getWindowTitleForFeedback"),
  .talkBackCode(
    "actor/FocusActorForScreenStateChange.java",
    "focusOnRequestInitialNodeOrFirstFocusableNonTitleNode"),
  .magentaA11yCaption("alert-dialog/alert-dialog_AndroidTalkback-en-US.vtt"))

// A modal sheet (BottomSheetDialog, Compose's ModalBottomSheet) is a window too, and the two
// sources disagree on what is said as it appears: TalkBack's code gives a new window its title
// (window title, else the application's label, else "untitled"), while MagentaA11y's recorded
// TalkBack modal goes straight to its first element ("Close the Adding Device Contacts
// Description button."). The pack's sheetArrival setting picks a side; the recording's is the
// default. A sheet's title is taken as its window's title (low: an app may title the window
// apart from the heading it shows); without one, the app's label is the screen file's `app:`,
// and without that TalkBack's own "untitled" (untitled_window) is said.
private let sheetWindowTitle = Source(
  "TalkBack speaks a new window's title, falling back to the application label (the screen "
    + "file's app:) and then \"untitled\" (sheetArrival=windowTitle); the sheet's title taken "
    + "as its window title", .low,
  .talkBack(
    "utils/src/main/java/com/google/android/accessibility/utils/input/"
      + "WindowEventInterpreter.java", "getWindowTitleForFeedback"),
  .talkBackCode("feedbackpolicy/ScreenFeedbackManager.java", "getTitleForFeedback"))
private let sheetSilent = Source(
  "TalkBack: nothing said for a modal sheet's window before its first element (sheetArrival="
    + "silent, the default): MagentaA11y's recorded TalkBack modal; no collection or "
    + "container-title transition for a dialog", .medium,
  .magentaA11yCaption("modal/modal_AndroidTalkback-en-US.vtt"),
  .talkBackCode(
    "compositor/CollectionStateFeedbackUtils.java", "getCollectionTransitionDescription"))

// A dialog's window is said when TalkBack's window event interpreter finds the main window
// changed (detectWindowChanges: window A's id or title is new), which ScreenFeedbackManager
// turns into the new window's title; accessibility focus moving between nodes is not a window
// change, so swiping to a dialog's title does not say the window again (high: the code).
private let windowChange = Source(
  "TalkBack says a window's title when the main window changes (a dialog appears, or the one "
    + "under it is back in front), not when its focus moves within a window", .high,
  .talkBack(
    "utils/src/main/java/com/google/android/accessibility/utils/input/"
      + "WindowEventInterpreter.java", "detectWindowChanges"),
  .talkBackCode("feedbackpolicy/ScreenFeedbackManager.java", "composeFeedback"))

/// What TalkBack says entering and leaving a screen's containers.
private func containerSpeech(words: StringTable) -> ContainerSpeech {
  let titled = { (role: ContainerRole) in
    ContainerRule(
      "container.\(role.rawValue)", role,
      entering: ContainerPhrase(nil, named: words["in_collection_role_description"]),
      leaving: ContainerPhrase(nil, named: words["out_of_role_description"]),
      source: containerTitle)
  }
  return ContainerSpeech(
    rules: [
      ContainerRule(
        "container.list", .list,
        entering: ContainerPhrase(
          words["in_list"], named: words["in_list_with_name"],
          count: (
            words["template_list_total_count(one)"], words["template_list_total_count(other)"]
          )),
        leaving: ContainerPhrase(words["out_of_list"], named: words["out_of_list_with_name"]),
        source: collectionTransition),
      titled(.group), titled(.toolbar), titled(.landmark),
      ContainerRule("container.tabBar", .tabBar, source: noContainerWords),
      ContainerRule(
        "container.dialog.windowTitle", .dialog, when: .setting(.sheetArrival, is: "windowTitle"),
        entering: ContainerPhrase(
          words["untitled_window"], named: "{name}", unnamedInApp: "{app}"),
        placement: .before, source: sheetWindowTitle),
      ContainerRule("container.dialog", .dialog, source: sheetSilent),
      ContainerRule(
        "container.alertDialog", .alertDialog,
        entering: ContainerPhrase(
          words["untitled_window"], named: "{name}", unnamedInApp: "{app}"),
        placement: .before, source: windowTitle),
    ], placement: .after, joiner: ", ", windowActivation: windowChange)
}

// MARK: - Typing

// TalkBack echoes what goes into an edit field (TYPE_VIEW_TEXT_CHANGED, interpreted by
// TextEventInterpreter), not the keys: keyboard echo for the on-screen and the physical
// keyboard both default to characters and words (pref_keyboard_echo_default "0", which is
// TextEventFilter.PREF_ECHO_CHARACTERS_AND_WORDS). A character is said as it is, a space by its
// symbol name; a space or punctuation that ends a word makes the word the echo, with the
// separator's name ("Ada Space": appendLastWordIfNeeded). A deletion is always said, "x
// deleted" (InputTextFeedbackRules.inputTextRemove, template_text_removed), and a caret move
// says the text it crossed, with "Beginning of field" / "End of field" at an edge
// (InputTextSelectionFeedbackRules.inputSelectionMoveCursorNoSelection).
private let textEvents = Reference.talkBack(
  "utils/src/main/java/com/google/android/accessibility/utils/input/TextEventInterpreter.java",
  "appendLastWordIfNeeded")
private let textFeedback = Reference.talkBackCode(
  "compositor/rule/InputTextFeedbackRules.java", "inputTextAdd")

private let typingEchoSetting = ReaderSetting(
  .typingEcho,
  "Keyboard echo: what is said as text goes into an edit field (none, characters, words, "
    + "charactersAndWords).", values: TypingEchoMode.allCases.map(\.rawValue),
  default: TypingEchoMode.charactersAndWords.rawValue,
  source: Source(
    "TalkBack's keyboard echo defaults to characters and words (pref_keyboard_echo_default 0, "
      + "TextEventFilter.PREF_ECHO_CHARACTERS_AND_WORDS)", .high, preferenceDefaults,
    .talkBack(
      "utils/src/main/java/com/google/android/accessibility/utils/input/TextEventFilter.java",
      "PREF_ECHO_CHARACTERS_AND_WORDS")))

private func typingEcho(words: StringTable) -> TypingEcho {
  TypingEcho(
    characterNames: [
      " ": words["symbol_space"], ".": words["symbol_period"], ",": words["symbol_comma"],
      "@": words["symbol_at_sign"], "-": words["symbol_hyphen_minus"],
      "!": words["symbol_exclamation_mark"], "?": words["symbol_question_mark"],
      "'": words["symbol_apostrophe"], "\n": words["symbol_new_line"],
    ], wordNamesSeparator: true, minimumWordLength: 2,
    source: Source(
      "TextEventInterpreter: a typed space or punctuation after a word of two or more letters "
        + "echoes the word and the separator's name (SpeechCleanupUtils.characterToName: "
        + "symbol_space \"Space\", symbol_period \"Period\")", .high,
      textEvents,
      .talkBack(
        "utils/src/main/java/com/google/android/accessibility/utils/output/"
          + "SpeechCleanupUtils.java", "characterToName")),
    secureCharacter: words["symbol_bullet"],
    secureSource: Source(
      "TextEventInterpreter: a password event is TEXT_PASSWORD_ADD / _REMOVE, never a word; "
        + "InputTextPasswordFeedbackRules says symbol_bullet \"Bullet\" for it (\"Bullet "
        + "deleted\" for a removal). TalkBack's speak-passwords preference would read the "
        + "event's text instead; Android leaves a password field's text out of its events "
        + "(not modelled)", .medium,
      .talkBackCode("compositor/rule/InputTextPasswordFeedbackRules.java", "inputTextPasswordAdd"),
      .talkBack(
        "utils/src/main/java/com/google/android/accessibility/utils/input/"
          + "TextEventInterpreter.java", "interpretTextChange"),
      .talkBack("utils/src/main/res/values/strings_symbols.xml", "symbol_bullet")))
}

private func typingRules(words: StringTable) -> [ReactionRule] {
  [
    ReactionRule(
      "keysTyped", on: .keysTyped, .silence, priority: .queue,
      source: Source(
        "TalkBack echoes the text an edit field reports (TYPE_VIEW_TEXT_CHANGED), not key "
          + "events", .high, textEvents)),
    ReactionRule(
      "textInserted", on: .textInserted, .typingEcho, priority: .interrupt,
      source: Source(
        "InputTextFeedbackRules.inputTextAdd: the added text, or the word it ends, "
          + "QUEUE_MODE_INTERRUPT", .high, textFeedback, textEvents)),
    ReactionRule(
      "textRemoved", on: .textRemoved,
      .speak([
        UtteranceTemplate(
          [.spokenText, .text(words["template_text_removed(suffix)"])], joiner: " ")
      ]),
      priority: .interrupt,
      source: Source(
        "InputTextFeedbackRules.inputTextRemove: template_text_removed \"%1$s deleted\", "
          + "whatever the echo setting", .high,
        .talkBackCode("compositor/rule/InputTextFeedbackRules.java", "inputTextRemove"),
        compositorStrings)),
    ReactionRule(
      "textRemovedAhead", on: .textRemovedAhead,
      .speak([
        UtteranceTemplate(
          [.spokenText, .text(words["template_text_removed(suffix)"])], joiner: " ")
      ]),
      priority: .interrupt,
      source: Source(
        "InputTextFeedbackRules.inputTextRemove: a deletion after the caret is said as one "
          + "before it", .high,
        .talkBackCode("compositor/rule/InputTextFeedbackRules.java", "inputTextRemove"))),
    ReactionRule(
      "caretMoved", on: .caretMoved,
      .speak([
        UtteranceTemplate(
          [
            .charactersPassed,
            .caretAtEdge(
              start: words["notification_type_beginning_of_field"],
              end: words["notification_type_end_of_field"]),
          ], joiner: ", ")
      ]), priority: .interrupt,
      source: Source(
        "InputTextSelectionFeedbackRules.inputSelectionMoveCursorNoSelection: the traversed "
          + "text, then \"Beginning of field\" or \"End of field\" at an edge", .high,
        .talkBackCode(
          "compositor/rule/InputTextSelectionFeedbackRules.java",
          "inputSelectionMoveCursorNoSelection"), compositorStrings)),
    ReactionRule(
      "caretMovedByLine", on: .caretMovedByLine,
      .speak([UtteranceTemplate([.lineAtCaret(blank: "")], joiner: " ")]), priority: .interrupt,
      source: Source(
        "assumed: a caret move to another line of a multi-line field reads that line, as a "
          + "move by line granularity does (no source read for arrow keys in an EditText; "
          + "AccessibilityNodeInfo.isMultiLine is read only by the braille display)", .low,
        .talkBack(
          "braille/brailledisplay/src/phone/java/com/google/android/accessibility/braille/"
            + "brailledisplay/controller/NodeBrailler.java", "isMultiLine"))),
  ]
}
