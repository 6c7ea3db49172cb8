import Core
import Testing

@testable import Interactions

/// Every verb, synonym, part alias, duration form and chord, with the exact interaction read.
@Suite struct VerbTests {
  static func ms(_ milliseconds: Int) -> SimulatedDuration {
    SimulatedDuration(milliseconds: milliseconds)
  }

  @Test(arguments: [
    ("tap increment", Interaction.tap(.part(.increment))),
    ("click increment", .tap(.part(.increment))),
    ("TAP Increment", .tap(.part(.increment))),
    ("tap decrement", .tap(.part(.decrement))),
    ("tap field", .tap(.part(.field))),
    ("tap control", .tap(.part(.control))),
    ("tap \"Increase quantity\"", .tap(.named("Increase quantity"))),
    ("click \"\"", .tap(.named(""))),
    ("tap \"plus\"", .tap(.named("plus"))),
    ("hold increment 3s", .hold(.part(.increment), ms(3000))),
    ("long-press minus 500ms", .hold(.part(.decrement), ms(500))),
    ("hold \"Add one\" 1.5s", .hold(.named("Add one"), ms(1500))),
    ("press Up", .press(KeyChord(.up))),
    ("key PageDown", .press(KeyChord(.pageDown))),
    ("type \"2^3\"", .type("2^3")),
    ("TYPE \"\"", .type("")),
    ("scroll up", .scroll(clicks: 1)),
    ("scroll down", .scroll(clicks: -1)),
    ("scroll up 2", .scroll(clicks: 2)),
    ("scroll DOWN 3", .scroll(clicks: -3)),
    ("scroll Up 1", .scroll(clicks: 1)),
    ("wait 1.5s", .wait(ms(1500))),
    ("wait 0s", .wait(ms(0))),
    ("focus field", .focus(.part(.field))),
    ("focus \"Quantity\"", .focus(.named("Quantity"))),
    ("blur", .blur),
    ("Blur", .blur),
  ])
  func verb(text: String, expected: Interaction) throws {
    #expect(try InteractionParser.parseOne(text) == expected)
  }

  @Test func verbTableNamesAndUsage() {
    #expect(
      InteractionParser.verbs.map(\.names) == [
        ["tap", "click"], ["hold", "long-press"], ["press", "key"], ["type"], ["scroll"],
        ["wait"], ["focus"], ["swipe"], ["double-tap", "doubletap"], ["touch"], ["two-finger"],
        ["back"], ["four-finger"], ["rotor"], ["blur"], ["next"], ["previous"], ["first"], ["last"],
        ["activate"], ["increase"], ["decrease"], ["set"],
      ])
    #expect(
      InteractionParser.verbs.map(\.usage) == [
        "tap PART|\"NAME\"", "hold PART|\"NAME\" DURATION", "press KEY[+KEY…]", "type \"TEXT\"",
        "scroll up|down [CLICKS]", "wait DURATION", "focus PART|\"NAME\"",
        "swipe right|left|up|down", "double-tap [and hold DURATION]", "touch PART|\"NAME\"",
        "two-finger tap|scrub", "back", "four-finger tap top|bottom", "rotor headings", "blur",
        "next item|heading", "previous item|heading", "first item", "last item", "activate",
        "increase", "decrease", "set value VALUE",
      ])
  }

  /// Intents: one word or two, any case, and their canonical form reads back; a wrong second
  /// word says what was expected.
  @Test func intents() throws {
    let written: [(String, UserIntent)] = [
      ("next item", .nextItem), ("Previous ITEM", .previousItem), ("activate", .activate),
      ("increase", .increase), ("DECREASE", .decrease), ("next Heading", .nextHeading),
      ("previous heading", .previousHeading), ("first item", .firstItem),
      ("LAST item", .lastItem),
    ]
    for (text, intent) in written {
      #expect(try InteractionParser.parseOne(text) == .intent(intent))
      #expect(
        try InteractionParser.parseOne(Interaction.intent(intent).description) == .intent(intent))
    }
    #expect(
      throws: InteractionSyntaxError(
        source: nil, line: 1, column: 6,
        message: "expected a word after 'next' (item or heading), found 'headings'")
    ) { try InteractionParser.parseOne("next headings") }
    #expect(
      throws: InteractionSyntaxError(
        source: nil, line: 1, column: 7,
        message: "expected 'item' after 'first' (item), found 'heading'")
    ) { try InteractionParser.parseOne("first heading") }
    #expect(
      throws: InteractionSyntaxError(
        source: nil, line: 1, column: 9,
        message:
          "expected a word after 'previous' (item or heading), found the end of the statement")
    ) { try InteractionParser.parseOne("previous") }
  }

  /// A programmatic change: the app sets the value; the canonical form reads back.
  @Test func appSetsValue() throws {
    #expect(try InteractionParser.parseOne("set value 76") == .appSetsValue(76))
    #expect(try InteractionParser.parseOne("SET Value -2.5") == .appSetsValue(-2.5))
    #expect(Interaction.appSetsValue(76).description == "set value 76")
    #expect(Interaction.appSetsValue(2.5).description == "set value 2.5")
    #expect(throws: InteractionSyntaxError.self) {
      try InteractionParser.parseOne("set value lots")
    }
    #expect(throws: InteractionSyntaxError.self) { try InteractionParser.parseOne("set 76") }
  }

  /// Screen-reader gestures (issue 3's additions to the language).
  @Test(arguments: [
    ("swipe right", Interaction.gesture(.swipe(.right))),
    ("SWIPE Left", .gesture(.swipe(.left))),
    ("swipe up", .gesture(.swipe(.up))),
    ("swipe down", .gesture(.swipe(.down))),
    ("double-tap", .gesture(.doubleTap)),
    ("doubletap", .gesture(.doubleTap)),
    ("double-tap and hold 2s", .gesture(.doubleTapAndHold(.init(milliseconds: 2000)))),
    ("touch \"Increment\"", .gesture(.touch(.named("Increment")))),
    ("touch plus", .gesture(.touch(.part(.increment)))),
    ("two-finger tap", .gesture(.twoFingerTap)),
    ("rotor Headings", .gesture(.rotor(.headings))),
    ("four-finger tap top", .gesture(.fourFingerTap(top: true))),
    ("four-finger TAP bottom", .gesture(.fourFingerTap(top: false))),
  ])
  func gesture(text: String, expected: Interaction) throws {
    #expect(try InteractionParser.parseOne(text) == expected)
    #expect(try InteractionParser.parseOne(expected.description) == expected)
  }

  @Test func gestureErrors() {
    #expect(
      throws: InteractionSyntaxError(
        line: 1, column: 7,
        message: "expected a direction (right or left or up or down), found 'sideways'")
    ) {
      try InteractionParser.parseOne("swipe sideways")
    }
    #expect(
      throws: InteractionSyntaxError(
        line: 1, column: 15,
        message: "expected 'hold' after 'double-tap and' (hold), found the end of the statement")
    ) {
      try InteractionParser.parseOne("double-tap and")
    }
    #expect(
      throws: InteractionSyntaxError(
        line: 1, column: 20,
        message: "expected a duration such as 3s, 1.5s or 500ms, found the end of the statement")
    ) {
      try InteractionParser.parseOne("double-tap and hold")
    }
  }

  /// Every verb's example parses, and its description is the example again.
  @Test func examplesParseToThemselves() throws {
    for verb in InteractionParser.verbs {
      let interaction = try InteractionParser.parseOne(verb.example)
      #expect(interaction.description == verb.example)
    }
  }

  @Test(arguments: [
    ("increment", PartID.increment), ("increase", .increment), ("plus", .increment),
    ("+", .increment), ("up", .increment), ("decrement", .decrement), ("decrease", .decrement),
    ("minus", .decrement), ("-", .decrement), ("down", .decrement), ("field", .field),
    ("value", .field), ("text", .field), ("entry", .field), ("control", .control),
    ("stepper", .control), ("PLUS", .increment), ("Stepper", .control), ("switch", .control),
    ("toggle", .control), ("checkbox", .control), ("slider", .control),
  ])
  func partAlias(word: String, part: PartID) throws {
    #expect(try InteractionParser.parseOne("tap \(word)") == .tap(.part(part)))
    #expect(try InteractionParser.parseOne("focus \(word)") == .focus(.part(part)))
    #expect(try InteractionParser.parseOne("hold \(word) 1s") == .hold(.part(part), Self.ms(1000)))
  }

  @Test(arguments: [
    ("3s", 3000), ("1.5s", 1500), ("500ms", 500), ("0.25s", 250), (".5s", 500), ("2 seconds", 2000),
    ("2 second", 2000), ("2 sec", 2000), ("2 secs", 2000), ("2 s", 2000), ("1.5 S", 1500),
    ("3SECONDS", 3000), ("250 ms", 250), ("250 millisecond", 250), ("250 Milliseconds", 250),
    ("0.4ms", 0), ("1e3 ms", 1000), ("86400s", 86_400_000),
  ])
  func duration(text: String, milliseconds: Int) throws {
    #expect(try InteractionParser.parseOne("wait \(text)") == .wait(Self.ms(milliseconds)))
  }

  @Test(
    arguments: [
      ("3s", 3000), ("500ms", 500), ("1.5s", 1500), ("2", nil), ("s", nil), ("ms", nil), ("", nil),
      ("-1s", nil), ("1.5.2s", nil), ("3 s", nil), ("3m", nil), ("3h", nil), ("٣s", nil),
      ("10000000000000000s", Int.max), ("9223372036854775807ms", Int.max),
    ] as [(String, Int?)])
  func durationParse(text: String, milliseconds: Int?) {
    #expect(InteractionDuration.parse(text)?.milliseconds == milliseconds)
  }

  @Test(
    arguments: [
      ("3", "s", 3000), ("1.5", "seconds", 1500), ("inf", "s", nil), ("nan", "s", nil),
      ("1e20", "s", Int.max), ("2", "minutes", nil), ("2", "", nil),
    ] as [(String, String, Int?)])
  func durationParseWithUnit(number: String, unit: String, milliseconds: Int?) {
    #expect(InteractionDuration.parse(number, unit: unit)?.milliseconds == milliseconds)
  }

  @Test(arguments: [
    (0, "0s"), (1, "1ms"), (250, "250ms"), (500, "0.5s"), (1000, "1s"), (1500, "1.5s"),
    (3000, "3s"), (1050, "1050ms"), (60_000, "60s"), (123_400, "123.4s"),
  ])
  func durationFormat(milliseconds: Int, text: String) {
    #expect(InteractionDuration.format(Self.ms(milliseconds)) == text)
  }

  @Test(arguments: [
    ("Up", KeyChord(.up)), ("down", KeyChord(.down)), ("LEFT", KeyChord(.left)),
    ("Right", KeyChord(.right)), ("PageUp", KeyChord(.pageUp)), ("PgUp", KeyChord(.pageUp)),
    ("pgdn", KeyChord(.pageDown)), ("Home", KeyChord(.home)), ("End", KeyChord(.end)),
    ("Enter", KeyChord(.enter)), ("Return", KeyChord(.enter)), ("Esc", KeyChord(.escape)),
    ("Tab", KeyChord(.tab)), ("Space", KeyChord(.space)), ("spacebar", KeyChord(.space)),
    ("Backspace", KeyChord(.backspace)), ("Del", KeyChord(.delete)),
    ("ArrowUp", KeyChord(.up)), ("KP9", KeyChord(.keypad9)), ("kp_7", KeyChord(.keypad7)),
    ("Numpad8", KeyChord(.keypad8)), ("Insert+KP9", KeyChord(.keypad9, modifiers: [.insert])),
    ("Shift+Tab", KeyChord(.tab, modifiers: [.shift])),
    ("VO+Right", KeyChord(.right, modifiers: [.voiceOver])),
    ("Ctrl+PageUp", KeyChord(.pageUp, modifiers: [.control])),
    ("control+option+Up", KeyChord(.up, modifiers: [.control, .alt])),
    ("Shift+Ctrl+Tab", KeyChord(.tab, modifiers: [.control, .shift])),
    ("Shift+Shift+Tab", KeyChord(.tab, modifiers: [.shift])),
    ("CapsLock+Left", KeyChord(.left, modifiers: [.voiceOver])),
    ("NVDA+Down", KeyChord(.down, modifiers: [.insert])),
    ("Narrator+Space", KeyChord(.space, modifiers: [.narrator])),
    ("cmd+meta+Home", KeyChord(.home, modifiers: [.command])),
    ("\"Shift+Tab\"", KeyChord(.tab, modifiers: [.shift])),
    ("\"VO+Right\"", KeyChord(.right, modifiers: [.voiceOver])),
  ])
  func chord(text: String, expected: KeyChord) throws {
    #expect(try InteractionParser.parseOne("press \(text)") == .press(expected))
    #expect(try InteractionParser.parseOne("key \(text)") == .press(expected))
  }

  @Test func chordDescriptionIsCanonical() throws {
    let interaction = try InteractionParser.parseOne("press shift+CONTROL+pgup")
    #expect(interaction.description == "press Ctrl+Shift+PageUp")
  }

  @Test(arguments: [
    (Interaction.tap(.part(.increment)), "tap increment"),
    (.tap(.named("Increase quantity")), "tap \"Increase quantity\""),
    (.tap(.named("Say \"hi\" \\ bye")), "tap \"Say \\\"hi\\\" \\\\ bye\""),
    (.hold(.part(.decrement), ms(3000)), "hold decrement 3s"),
    (.hold(.part(.field), ms(250)), "hold field 250ms"),
    (.press(KeyChord(.pageUp, modifiers: [.shift, .control])), "press Ctrl+Shift+PageUp"),
    (.type("a\"b\\c\nd"), "type \"a\\\"b\\\\c\\nd\""),
    (.scroll(clicks: 1), "scroll up"), (.scroll(clicks: -1), "scroll down"),
    (.scroll(clicks: 4), "scroll up 4"), (.scroll(clicks: -2), "scroll down 2"),
    (.wait(ms(1500)), "wait 1.5s"), (.focus(.part(.control)), "focus control"), (.blur, "blur"),
  ])
  func description(interaction: Interaction, text: String) {
    #expect(interaction.description == text)
  }

  @Test func quotedTextEscapes() throws {
    #expect(
      try InteractionParser.parseOne(#"type "a\"b\\c\nd\te""#) == .type("a\"b\\c\nd\te"))
    #expect(try InteractionParser.parseOne("type \"tab\there\"") == .type("tab\there"))
    #expect(try InteractionParser.parseOne("type \"a;b#c\"") == .type("a;b#c"))
    #expect(try InteractionParser.parseOne("type \"héllo 👍🏽\"") == .type("héllo 👍🏽"))
    #expect(QuotedText.quote("a\"b\\c\nd\te") == "\"a\\\"b\\\\c\\nd\te\"")
  }

  /// A quote ends the word before it, so the target needs no space.
  @Test func quoteStartsANewWord() throws {
    #expect(try InteractionParser.parseOne("tap\"Add\"") == .tap(.named("Add")))
  }
}
