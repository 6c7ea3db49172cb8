import Core
import Suggestions

/// Reads a statement's arguments one by one, with errors that point at the argument.
package struct ArgumentReader: Sendable {
  let statement: RawStatement
  let source: String?
  let parts: PartVocabulary
  private var index = 0

  init(statement: RawStatement, source: String?, parts: PartVocabulary) {
    self.statement = statement
    self.source = source
    self.parts = parts
  }

  mutating func next() -> Token? {
    guard index < statement.tokens.count else { return nil }
    defer { index += 1 }
    return statement.tokens[index]
  }

  private var peek: Token? { index < statement.tokens.count ? statement.tokens[index] : nil }

  func error(at token: Token?, _ message: String) -> InteractionSyntaxError {
    InteractionSyntaxError(
      source: source, line: statement.line, column: token?.column ?? statement.endColumn,
      message: message)
  }

  private func found(_ token: Token?) -> String {
    guard let token else { return "the end of the statement" }
    return token.isQuoted ? "\"\(token.text)\"" : "'\(token.text)'"
  }

  /// A part (`increment`, `plus`, `field`…) or a quoted accessible name.
  mutating func target() throws(InteractionSyntaxError) -> InteractionTarget {
    let token = next()
    let expected = "expected a part (\(parts.listed)) or a quoted name, found "
    guard let token else { throw error(at: nil, expected + found(nil)) }
    if token.isQuoted { return .named(token.text) }
    if let part = parts.part(token.text) { return .part(part) }
    throw error(
      at: token,
      expected + found(token)
        + Suggestions.didYouMean(token.text, among: Array(parts.words.keys)))
  }

  /// A duration: `3s`, `1.5s`, `500ms`, or a number and a unit word (`2 seconds`).
  mutating func duration(allowZero: Bool) throws(InteractionSyntaxError) -> SimulatedDuration {
    let token = next()
    let expected = "expected a duration such as 3s, 1.5s or 500ms, found "
    guard let token, !token.isQuoted else { throw error(at: token, expected + found(token)) }
    var parsed = InteractionDuration.parse(token.text)
    if parsed == nil, Double(token.text) != nil, let unit = peek, !unit.isQuoted,
      let withUnit = InteractionDuration.parse(token.text, unit: unit.text)
    {
      _ = next()
      parsed = withUnit
    }
    guard let duration = parsed else { throw error(at: token, expected + found(token)) }
    if duration > SimulatedDuration.maximum {
      throw error(
        at: token,
        "expected a duration of at most 24 hours (86400s), found " + found(token))
    }
    if !allowZero && duration.milliseconds == 0 {
      throw error(at: token, "expected a duration longer than zero, found " + found(token))
    }
    return duration
  }

  /// A key chord: `Up`, `Shift+Tab`, `VO+Right`, `Ctrl+PageUp` (quoted or not).
  mutating func chord() throws(InteractionSyntaxError) -> KeyChord {
    guard let token = next() else {
      throw error(
        at: nil, "expected a key such as Up, PageDown, Enter or Shift+Tab, found " + found(nil))
    }
    let names = token.text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    var modifiers: [KeyModifier] = []
    // A quoted chord's names start after the opening quote.
    var column = token.column + (token.isQuoted ? 1 : 0)
    for (offset, name) in names.enumerated() {
      let isLast = offset == names.count - 1
      if isLast {
        guard let key = Key(named: name) else {
          let candidates = Key.allCases.map(\.rawValue)
          throw InteractionSyntaxError(
            source: source, line: statement.line, column: column,
            message: "unknown key '\(name)'; expected one of: "
              + candidates.joined(separator: ", ")
              + Suggestions.didYouMean(name, among: candidates))
        }
        return KeyChord(key, modifiers: modifiers)
      }
      guard let modifier = KeyModifier(named: name) else {
        let candidates = KeyModifier.allCases.map(\.rawValue)
        throw InteractionSyntaxError(
          source: source, line: statement.line, column: column,
          message: "unknown modifier '\(name)'; expected one of: "
            + candidates.joined(separator: ", ")
            + Suggestions.didYouMean(name, among: candidates))
      }
      modifiers.append(modifier)
      column += name.unicodeScalars.count + 1
    }
    throw error(at: token, "expected a key, found " + found(token))
  }

  /// A quoted string.
  mutating func quoted(what: String) throws(InteractionSyntaxError) -> String {
    let token = next()
    guard let token, token.isQuoted else {
      throw error(at: token, "expected \(what) in double quotes, found " + found(token))
    }
    return token.text
  }

  /// One of a few words (case-insensitive); returns it lower-cased.
  mutating func word(oneOf words: [String], what: String) throws(InteractionSyntaxError)
    -> String
  {
    let token = next()
    guard let token, !token.isQuoted, words.contains(token.text.lowercased()) else {
      throw error(
        at: token,
        "expected \(what) (\(words.joined(separator: " or "))), found " + found(token))
    }
    return token.text.lowercased()
  }

  /// Consumes `word` if it comes next (case-insensitive); tells whether it did.
  mutating func optionalWord(_ word: String) throws(InteractionSyntaxError) -> Bool {
    guard let token = peek, !token.isQuoted, token.text.lowercased() == word else { return false }
    _ = next()
    return true
  }

  /// A number (`76`, `-2.5`).
  mutating func number(what: String) throws(InteractionSyntaxError) -> Double {
    let token = next()
    guard let token, !token.isQuoted, let number = Double(token.text), number.isFinite else {
      throw error(at: token, "expected \(what), found " + found(token))
    }
    return number
  }

  /// An optional whole number from 1 to ``Interaction/maximumCount``.
  mutating func optionalCount() throws(InteractionSyntaxError) -> Int? {
    guard let token = peek, !token.isQuoted, token.text.first?.isNumber == true else { return nil }
    _ = next()
    guard let count = Int(token.text), (1...Interaction.maximumCount).contains(count) else {
      throw error(
        at: token,
        "expected a whole number from 1 to \(Interaction.maximumCount), found " + found(token))
    }
    return count
  }

  /// Fails when arguments are left over.
  func expectEnd(after verb: InteractionParser.Verb) throws(InteractionSyntaxError) {
    guard let extra = peek else { return }
    throw error(
      at: extra, "expected the end of '\(verb.names[0])' (\(verb.usage)), found " + found(extra))
  }
}
