import Accessibility
import Controls

// NVDA on Windows (a cross-check).
//
// Evidence (../shared/research/screen-readers.md §6): nvaccess/nvda source/controlTypes/role.py
// ("spin button", "unavailable"), speech/speech.py getPropertiesSpeech (name, role, value,
// states), NVDAObjects event_valueChange (the focused object's value only; UIA objects with a
// text pattern return early, so a NumberBox's edit may say nothing — inferred, low).

private let roleNames = Source("NVDA source/controlTypes/role.py, state.py", .high)
private let order = Source("NVDA speech/speech.py getPropertiesSpeech", .high)
private let valueChange = Source("NVDA NVDAObjects/__init__.py event_valueChange", .high)
private let keys = Source("NVDA commands (NVDA key = Insert)", .high)

extension RulePacks {
  /// NVDA.
  public static let nvda = RulePack(
    id: "nvda", name: "NVDA", platform: .windows,
    summary: "NVDA, from its role names, property order and value-change handling.",
    settings: [
      ReaderSetting(
        "hints",
        "Usage hints. This pack has no hint rules (no evidence of hint wording for these "
          + "controls), so both values are silent; the setting exists so that a scenario written "
          + "for every platform can say 'hints are off'.",
        values: ["on", "off"], default: "on",
        source: Source("no hint wording found for a spin button or its buttons", .low))
    ],
    vocabulary: Vocabulary(
      roles: [
        .spinButton: Word("spin button", roleNames), .editText: Word("edit", roleNames),
        .button: Word("button", roleNames),
      ],
      disabled: Word("unavailable", roleNames)),
    focusRules: [
      FocusRule(
        "focus", [UtteranceTemplate([.name, .role, .value, .disabledState], joiner: " ")],
        source: order)
    ],
    hintRules: [],
    inputRules: [
      InputRule(
        "key.reportFocus", .key(KeyChord(.tab, modifiers: [.insert])), .speakFocused, source: keys),
      InputRule(
        "key.readLine", .key(KeyChord(.up, modifiers: [.insert])), .speakFocused, source: keys),
    ],
    reactionRules: [
      ReactionRule(
        "keyboardFocus", on: .keyboardFocusMoved, .focusDescription, priority: .interrupt,
        source: order),
      ReactionRule(
        "valueChanged.uiaEdit", on: .valueChanged, when: .role([.editText]), .silence,
        priority: .queue,
        source: Source("NVDA event_valueChange returns early for UIA text objects (inferred)", .low)
      ),
      ReactionRule(
        "valueChanged", on: .valueChanged, when: .focused,
        .speak([UtteranceTemplate([.value], joiner: " ")]), priority: .interrupt,
        source: valueChange),
      ReactionRule(
        "announcement", on: .announcement,
        .speak([UtteranceTemplate([.notificationText], joiner: " ")]), priority: .queue,
        source: Source("UIA notification events", .medium)),
    ],
    timing: Timing(hintDelay: .zero, hintDelaySource: order, wordsPerMinute: 180))
}
