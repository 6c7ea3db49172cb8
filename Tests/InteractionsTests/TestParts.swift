import Core
import Interactions
import Testing

extension PartID {
  /// A stepper-like control's parts, declared here as a control module declares its own: the
  /// interaction language depends on no control.
  static let increment: PartID = "increment"
  static let decrement: PartID = "decrement"
  static let field: PartID = "field"
}

extension PartVocabulary {
  /// A stepper's parts and words, as the interaction tests use them (the language itself knows
  /// no control: the controls give it their words).
  static let test = PartVocabulary(
    parts: [.increment, .decrement, .field, .control],
    aliases: [
      ("increase", .increment), ("plus", .increment), ("+", .increment), ("up", .increment),
      ("decrease", .decrement), ("minus", .decrement), ("-", .decrement), ("down", .decrement),
      ("value", .field), ("text", .field), ("entry", .field), ("stepper", .control),
      ("button", .control), ("switch", .control), ("toggle", .control),
      ("checkbox", .control), ("slider", .control),
    ])
}

extension InteractionParser {
  /// Parses `script` with the test vocabulary.
  static func parse(_ script: String, source: String? = nil) throws(InteractionSyntaxError)
    -> [InteractionStatement]
  {
    try parse(script, source: source, parts: .test)
  }

  /// Parses one statement with the test vocabulary.
  static func parseOne(_ text: String, source: String? = nil) throws(InteractionSyntaxError)
    -> Interaction
  {
    try parseOne(text, source: source, parts: .test)
  }
}

@Suite("The language takes its part words from the controls")
struct PartVocabularyTests {
  @Test("a part word a control declares parses; without it the same word is an error")
  func declaredWords() throws {
    let knob = PartVocabulary(parts: ["knob"], aliases: [("dial", "knob")])
    #expect(try InteractionParser.parseOne("tap dial", parts: knob) == .tap(.part("knob")))
    #expect(throws: InteractionSyntaxError.self) {
      try InteractionParser.parseOne("tap dial", parts: .test)
    }
    do {
      _ = try InteractionParser.parseOne("hold nob 1s", parts: knob)
      Issue.record("parsed an unknown part")
    } catch {
      #expect(
        error.description
          == "1:6: error: expected a part (knob) or a quoted name, found 'nob' (did you mean 'knob'?)"
      )
    }
  }
}
