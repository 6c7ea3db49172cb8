import Core
import Suggestions

/// Reads scripts in the interaction language.
///
/// A script is statements separated by new lines or `;`; `#` starts a comment. Each statement
/// is a verb and its arguments. The verbs are the rows of ``InteractionParser/verbs``, so a new
/// kind of interaction is a new row.
package enum InteractionParser {
  /// Parses a whole script. `source` names it in errors (a file path, `--do`); `parts` are
  /// the words parts go by (the controls' ``PartVocabulary``).
  ///
  /// - Throws: ``InteractionSyntaxError`` at the first statement that cannot be read.
  package static func parse(
    _ script: String, source: String? = nil, parts: PartVocabulary
  ) throws(InteractionSyntaxError) -> [InteractionStatement] {
    var statements: [InteractionStatement] = []
    for raw in try Tokenizer.statements(in: script, source: source) {
      var reader = ArgumentReader(statement: raw, source: source, parts: parts)
      guard let verbToken = reader.next() else { continue }
      guard let verb = verbs.first(where: { $0.names.contains(verbToken.text.lowercased()) }),
        !verbToken.isQuoted
      else {
        throw reader.error(
          at: verbToken,
          "unknown interaction '\(verbToken.text)'; expected one of: "
            + verbs.map(\.names[0]).joined(separator: ", ")
            + Suggestions.didYouMean(verbToken.text, among: verbs.flatMap(\.names)))
      }
      let interaction = try verb.parse(&reader)
      try reader.expectEnd(after: verb)
      statements.append(
        InteractionStatement(
          interaction: interaction, text: raw.text, line: raw.line, column: raw.column))
    }
    return statements
  }

  /// Parses exactly one statement (for a Gherkin step or a session command).
  package static func parseOne(_ text: String, source: String? = nil, parts: PartVocabulary)
    throws(InteractionSyntaxError) -> Interaction
  {
    let statements = try parse(text, source: source, parts: parts)
    guard statements.count == 1, let only = statements.first else {
      throw InteractionSyntaxError(
        source: source, line: 1, column: 1,
        message: "expected one interaction, found \(statements.count)")
    }
    return only.interaction
  }

  /// The verbs of the language: names, usage, an example, and how to read the arguments.
  package static let verbs: [Verb] = [
    Verb(
      names: ["tap", "click"], usage: "tap PART|\"NAME\"", example: "tap increment",
      summary: "Tap or click a part once."
    ) { reader throws(InteractionSyntaxError) in .tap(try reader.target()) },
    Verb(
      names: ["hold", "long-press"], usage: "hold PART|\"NAME\" DURATION",
      example: "hold increment 3s",
      summary: "Press a part, keep it held for DURATION, then release it."
    ) { reader throws(InteractionSyntaxError) in
      let target = try reader.target()
      return .hold(target, try reader.duration(allowZero: false))
    },
    Verb(
      names: ["press", "key"], usage: "press KEY[+KEY…]", example: "press Shift+Tab",
      summary: "Press a key with modifiers held."
    ) { reader throws(InteractionSyntaxError) in .press(try reader.chord()) },
    Verb(
      names: ["type"], usage: "type \"TEXT\"", example: "type \"2^3\"",
      summary: "Type TEXT into the field, replacing what it held."
    ) { reader throws(InteractionSyntaxError) in .type(try reader.quoted(what: "the text to type"))
    },
    Verb(
      names: ["scroll"], usage: "scroll up|down [CLICKS]", example: "scroll up 2",
      summary: "Turn the scroll wheel over the control."
    ) { reader throws(InteractionSyntaxError) in
      let direction = try reader.word(oneOf: ["up", "down"], what: "a direction")
      let clicks = try reader.optionalCount() ?? 1
      return .scroll(clicks: direction == "up" ? clicks : -clicks)
    },
    Verb(
      names: ["wait"], usage: "wait DURATION", example: "wait 1.5s",
      summary: "Let time pass."
    ) { reader throws(InteractionSyntaxError) in .wait(try reader.duration(allowZero: true)) },
    Verb(
      names: ["focus"], usage: "focus PART|\"NAME\"", example: "focus field",
      summary:
        "Move focus to a part, or to the element with that name (the control rather than its "
        + "label when both have it)."
    ) { reader throws(InteractionSyntaxError) in .focus(try reader.target()) },
    Verb(
      names: ["swipe"], usage: "swipe right|left|up|down", example: "swipe right",
      summary: "A one-finger swipe (screen readers: next, previous, adjust)."
    ) { reader throws(InteractionSyntaxError) in
      let word = try reader.word(
        oneOf: SwipeDirection.allCases.map(\.rawValue), what: "a direction")
      return .gesture(.swipe(SwipeDirection(rawValue: word) ?? .right))
    },
    Verb(
      names: ["double-tap", "doubletap"], usage: "double-tap [and hold DURATION]",
      example: "double-tap and hold 2s",
      summary: "Activate the screen reader's focus; with 'and hold', a pass-through long press."
    ) { reader throws(InteractionSyntaxError) in
      guard try reader.optionalWord("and") else { return .gesture(.doubleTap) }
      _ = try reader.word(oneOf: ["hold"], what: "'hold' after 'double-tap and'")
      return .gesture(.doubleTapAndHold(try reader.duration(allowZero: false)))
    },
    Verb(
      names: ["touch"], usage: "touch PART|\"NAME\"", example: "touch \"Increment\"",
      summary: "Touch an element to hear it (explore by touch)."
    ) { reader throws(InteractionSyntaxError) in .gesture(.touch(try reader.target())) },
    Verb(
      names: ["two-finger"], usage: "two-finger tap|scrub", example: "two-finger scrub",
      summary:
        "A two-finger tap (stop speaking) or scrub (VoiceOver's escape: dismiss an alert or a "
        + "modal view)."
    ) { reader throws(InteractionSyntaxError) in
      let word = try reader.word(
        oneOf: ["tap", "scrub"], what: "'tap' or 'scrub' after 'two-finger'")
      return .gesture(word == "scrub" ? .twoFingerScrub : .twoFingerTap)
    },
    Verb(
      names: ["back"], usage: "back", example: "back",
      summary: "Android's back gesture or button (TalkBack): dismiss a dialog."
    ) { _ throws(InteractionSyntaxError) in .gesture(.back) },
    Verb(
      names: ["four-finger"], usage: "four-finger tap top|bottom",
      example: "four-finger tap top",
      summary:
        "A four-finger tap near the top or bottom of the screen (VoiceOver: first, last item)."
    ) { reader throws(InteractionSyntaxError) in
      _ = try reader.word(oneOf: ["tap"], what: "'tap' after 'four-finger'")
      let place = try reader.word(oneOf: ["top", "bottom"], what: "top or bottom")
      return .gesture(.fourFingerTap(top: place == "top"))
    },
    Verb(
      names: ["rotor"], usage: "rotor headings", example: "rotor headings",
      summary:
        "Turn the reader's rotor (VoiceOver) or reading control (TalkBack) to a choice; swipe "
        + "down and up then move by it."
    ) { reader throws(InteractionSyntaxError) in
      let word = try reader.word(
        oneOf: RotorChoice.allCases.map(\.rawValue), what: "a rotor choice")
      return .gesture(.rotor(RotorChoice(rawValue: word) ?? .headings))
    },
    Verb(
      names: ["blur"], usage: "blur", example: "blur",
      summary: "Move keyboard focus out of the control (commits typed text)."
    ) { _ throws(InteractionSyntaxError) in .blur },
    itemVerb(
      [.nextItem, .nextHeading],
      summary:
        "Intent: move the screen reader to the next item or heading, with its own gesture or key."
    ),
    itemVerb(
      [.previousItem, .previousHeading],
      summary: "Intent: move the screen reader to the previous item or heading."),
    itemVerb([.firstItem], summary: "Intent: move the screen reader to the first item."),
    itemVerb([.lastItem], summary: "Intent: move the screen reader to the last item."),
    Verb(
      names: ["activate"], usage: "activate", example: "activate",
      summary: "Intent: activate the screen reader's item (a double-tap, VO-Space, Enter, …)."
    ) { _ throws(InteractionSyntaxError) in .intent(.activate) },
    Verb(
      names: ["increase"], usage: "increase", example: "increase",
      summary: "Intent: raise the value of the screen reader's item (swipe up, Up, …)."
    ) { _ throws(InteractionSyntaxError) in .intent(.increase) },
    Verb(
      names: ["decrease"], usage: "decrease", example: "decrease",
      summary: "Intent: lower the value of the screen reader's item."
    ) { _ throws(InteractionSyntaxError) in .intent(.decrease) },
    Verb(
      names: ["set"], usage: "set value VALUE", example: "set value 76",
      summary: "The app sets the value in code, not the user (e.g. data from a server)."
    ) { reader throws(InteractionSyntaxError) in
      _ = try reader.word(oneOf: ["value"], what: "'value' after 'set'")
      return .appSetsValue(try reader.number(what: "a value such as 76 or 2.5"))
    },
  ]

  /// The verb of two-word intents sharing their first word (`next item`, `next heading`):
  /// that word, then the second word of one of them.
  private static func itemVerb(_ intents: [UserIntent], summary: String) -> Verb {
    let first = String(intents[0].rawValue.prefix { $0 != " " })
    let seconds = intents.map { String($0.rawValue.dropFirst(first.count + 1)) }
    let usage = first + " " + seconds.joined(separator: "|")
    return Verb(
      names: [first], usage: usage, example: intents[0].rawValue, summary: summary
    ) { reader throws(InteractionSyntaxError) in
      let what = (seconds.count == 1 ? "'\(seconds[0])'" : "a word") + " after '\(first)'"
      let second = try reader.word(oneOf: seconds, what: what)
      return .intent(intents[seconds.firstIndex(of: second) ?? 0])
    }
  }

  /// One verb of the language.
  package struct Verb: Sendable {
    /// The verb and its synonyms; the first is the canonical name.
    package var names: [String]
    /// How it is written, with placeholders in capitals.
    package var usage: String
    /// A working example.
    package var example: String
    /// What it does, in a sentence.
    package var summary: String
    let parse: @Sendable (inout ArgumentReader) throws(InteractionSyntaxError) -> Interaction

    init(
      names: [String], usage: String, example: String, summary: String,
      parse:
        @escaping @Sendable (inout ArgumentReader) throws(InteractionSyntaxError) -> Interaction
    ) {
      self.names = names
      self.usage = usage
      self.example = example
      self.summary = summary
      self.parse = parse
    }
  }
}
