import Testing

@testable import Interactions

/// Exact messages and line:column for every kind of mistake.
@Suite struct ErrorTests {
  static let verbList =
    "tap, hold, press, type, scroll, wait, focus, swipe, double-tap, touch, two-finger, back, four-finger, rotor, blur, next, previous, first, last, activate, increase, decrease, set"
  static let keyList =
    "Up, Down, Left, Right, PageUp, PageDown, Home, End, Enter, Escape, Tab, Space, Backspace, Delete, H, KP7, KP8, KP9"
  static let modifierList = "Ctrl, Shift, Alt, Cmd, VO, Narrator, Insert"
  static let partExpected =
    "expected a part (increment, decrement, field, control) or a quoted name, found "
  static let durationExpected = "expected a duration such as 3s, 1.5s or 500ms, found "
  static let durationTooLong = "expected a duration of at most 24 hours (86400s), found "

  static func error(_ script: String, source: String? = nil) -> InteractionSyntaxError? {
    do {
      _ = try InteractionParser.parse(script, source: source)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    // Unknown verbs, with and without a suggestion; a quoted verb is never a verb.
    (
      "  tpa increment", 1, 3,
      "unknown interaction 'tpa'; expected one of: \(verbList) (did you mean 'tap'?)"
    ),
    (
      "clik plus", 1, 1,
      "unknown interaction 'clik'; expected one of: \(verbList) (did you mean 'click'?)"
    ),
    (
      "longpress plus 1s", 1, 1,
      "unknown interaction 'longpress'; expected one of: \(verbList) (did you mean 'long-press'?)"
    ),
    ("jump", 1, 1, "unknown interaction 'jump'; expected one of: \(verbList)"),
    (
      "\"tap\" plus", 1, 1,
      "unknown interaction 'tap'; expected one of: \(verbList) (did you mean 'tap'?)"
    ),
    (
      "tap plus; tpa plus", 1, 11,
      "unknown interaction 'tpa'; expected one of: \(verbList) (did you mean 'tap'?)"
    ),
    // Targets.
    ("tap", 1, 4, partExpected + "the end of the statement"),
    ("tap    # nothing", 1, 4, partExpected + "the end of the statement"),
    ("tap plsu", 1, 5, partExpected + "'plsu' (did you mean 'plus'?)"),
    ("focus feild", 1, 7, partExpected + "'feild' (did you mean 'field'?)"),
    ("tap plus; tap plsu", 1, 15, partExpected + "'plsu' (did you mean 'plus'?)"),
    // Durations.
    ("hold plus", 1, 10, durationExpected + "the end of the statement"),
    ("hold plus forever", 1, 11, durationExpected + "'forever'"),
    ("wait", 1, 5, durationExpected + "the end of the statement"),
    ("wait 3", 1, 6, durationExpected + "'3'"),
    ("wait 3 apples", 1, 6, durationExpected + "'3'"),
    ("wait \"3s\"", 1, 6, durationExpected + "\"3s\""),
    ("wait -1s", 1, 6, durationExpected + "'-1s'"),
    ("wait 3m", 1, 6, durationExpected + "'3m'"),
    ("wait 10000000000000000s", 1, 6, durationTooLong + "'10000000000000000s'"),
    ("wait 1e20 s", 1, 6, durationTooLong + "'1e20'"),
    ("wait inf seconds", 1, 6, durationExpected + "'inf'"),
    ("hold plus 0s", 1, 11, "expected a duration longer than zero, found '0s'"),
    ("hold plus 0 seconds", 1, 11, "expected a duration longer than zero, found '0'"),
    ("hold plus 0.4ms", 1, 11, "expected a duration longer than zero, found '0.4ms'"),
    // Keys and modifiers: the column is the bad name inside the chord.
    (
      "press", 1, 6,
      "expected a key such as Up, PageDown, Enter or Shift+Tab, found the end of the statement"
    ),
    ("press Tabb", 1, 7, "unknown key 'Tabb'; expected one of: \(keyList) (did you mean 'Tab'?)"),
    (
      "press Shift+Tabb", 1, 13,
      "unknown key 'Tabb'; expected one of: \(keyList) (did you mean 'Tab'?)"
    ),
    (
      "press Shfit+Tab", 1, 7,
      "unknown modifier 'Shfit'; expected one of: \(modifierList) (did you mean 'Shift'?)"
    ),
    (
      "press Ctrl+Shfit+Tab", 1, 12,
      "unknown modifier 'Shfit'; expected one of: \(modifierList) (did you mean 'Shift'?)"
    ),
    (
      "press \"Ctrl+Shfit+Tab\"", 1, 13,
      "unknown modifier 'Shfit'; expected one of: \(modifierList) (did you mean 'Shift'?)"
    ),
    (
      "press \"Shift+Tabb\"", 1, 14,
      "unknown key 'Tabb'; expected one of: \(keyList) (did you mean 'Tab'?)"
    ),
    ("press Tab+Shift", 1, 7, "unknown modifier 'Tab'; expected one of: \(modifierList)"),
    ("press Shift+", 1, 13, "unknown key ''; expected one of: \(keyList) (did you mean 'H'?)"),
    ("press +", 1, 7, "unknown modifier ''; expected one of: \(modifierList) (did you mean 'VO'?)"),
    (
      "press VO+Rihgt", 1, 10,
      "unknown key 'Rihgt'; expected one of: \(keyList) (did you mean 'Right'?)"
    ),
    // Quoted text.
    ("type", 1, 5, "expected the text to type in double quotes, found the end of the statement"),
    ("type hello", 1, 6, "expected the text to type in double quotes, found 'hello'"),
    ("type \"abc", 1, 10, "expected a closing \" before the end of the script"),
    ("tap plus\ntype \"abc\nblur", 2, 10, "expected a closing \" before the end of the line"),
    ("type \"a\\qb\"", 1, 8, "unknown escape '\\q'; expected \\\", \\\\, \\n or \\t"),
    ("type \"a\\\"\\r\"", 1, 10, "unknown escape '\\r'; expected \\\", \\\\, \\n or \\t"),
    // Scroll.
    ("scroll", 1, 7, "expected a direction (up or down), found the end of the statement"),
    ("scroll left", 1, 8, "expected a direction (up or down), found 'left'"),
    ("scroll \"up\"", 1, 8, "expected a direction (up or down), found \"up\""),
    ("scroll up 0", 1, 11, "expected a whole number from 1 to 10000, found '0'"),
    ("scroll up 1.5", 1, 11, "expected a whole number from 1 to 10000, found '1.5'"),
    (
      "scroll up 99999999999999999999", 1, 11,
      "expected a whole number from 1 to 10000, found '99999999999999999999'"
    ),
    // Extra arguments name the verb's canonical name and usage.
    (
      "scroll up many", 1, 11,
      "expected the end of 'scroll' (scroll up|down [CLICKS]), found 'many'"
    ),
    ("scroll up 2 3", 1, 13, "expected the end of 'scroll' (scroll up|down [CLICKS]), found '3'"),
    ("blur now", 1, 6, "expected the end of 'blur' (blur), found 'now'"),
    ("click plus minus", 1, 12, "expected the end of 'tap' (tap PART|\"NAME\"), found 'minus'"),
    ("press Up Down", 1, 10, "expected the end of 'press' (press KEY[+KEY…]), found 'Down'"),
    ("type \"a\" \"b\"", 1, 10, "expected the end of 'type' (type \"TEXT\"), found \"b\""),
    ("wait 2 seconds later", 1, 16, "expected the end of 'wait' (wait DURATION), found 'later'"),
    (
      "long-press plus 1s 2s", 1, 20,
      "expected the end of 'hold' (hold PART|\"NAME\" DURATION), found '2s'"
    ),
    // The first bad statement is reported, on its own line.
    ("tap plsu\nblur now", 1, 5, partExpected + "'plsu' (did you mean 'plus'?)"),
    ("# setup\r\ntap plus\r\n  hold minus forever\r\n", 3, 14, durationExpected + "'forever'"),
  ])
  func error(script: String, line: Int, column: Int, message: String) throws {
    let error = try #require(Self.error(script))
    #expect(error == InteractionSyntaxError(line: line, column: column, message: message))
  }

  @Test func descriptionNamesSourceLineAndColumn() throws {
    let withSource = try #require(
      Self.error("# setup\ntap plus\n  hold minus forever", source: "script.txt"))
    #expect(
      withSource.description
        == "script.txt:3:14: error: expected a duration such as 3s, 1.5s or 500ms, found 'forever'")
    let without = try #require(Self.error("tap"))
    #expect(without.description == "1:4: error: " + Self.partExpected + "the end of the statement")
  }

  @Test func parseOnePassesErrorsThrough() {
    #expect(
      throws: InteractionSyntaxError(
        source: "step", line: 1, column: 6,
        message: "expected the end of 'blur' (blur), found 'now'")
    ) {
      try InteractionParser.parseOne("blur now", source: "step")
    }
  }
}
