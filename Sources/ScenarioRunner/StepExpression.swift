import Core
import Foundation
import Synchronization

/// A parameter type in a step expression: `{string}`, `{int}`, `{float}`, `{word}`, and the
/// simulator's own (`{platform}`, `{reader}`, `{direction}`, `{part}`, `{state}`, …).
package struct ParameterType: Sendable {
  /// The name inside braces.
  package var name: String
  /// The regular expression one value matches (no capture groups of its own).
  package var pattern: String
  /// What a value looks like, for documentation.
  package var example: String

  /// Creates a parameter type.
  package init(name: String, pattern: String, example: String) {
    self.name = name
    self.pattern = pattern
    self.example = example
  }

  /// The parameter types every step may use; they name no kind of control. A control's own
  /// (the stepper's `{part}`) come with its step pack (``ControlStepPack/parameterTypes``)
  /// and only its steps use them.
  package static let shared: [ParameterType] = [
    ParameterType(
      name: "string", pattern: #""(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'"#, example: "\"Quantity\""),
    ParameterType(name: "int", pattern: #"-?\d+"#, example: "3"),
    ParameterType(name: "float", pattern: #"-?(?:\d+\.?\d*|\.\d+)"#, example: "1.5"),
    ParameterType(name: "word", pattern: #"[^\s]+"#, example: "numberbox"),
    // Platform and reader names match any word, so that an unknown one reaches its step and is
    // reported as such (exit 2) instead of making the step undefined.
    ParameterType(name: "platform", pattern: #"[^\s]+"#, example: "Android"),
    ParameterType(name: "reader", pattern: #"[^\s]+"#, example: "TalkBack"),
    ParameterType(name: "direction", pattern: #"(?i:right|left|up|down)"#, example: "right"),
    ParameterType(name: "state", pattern: #"(?i:enabled|disabled|dimmed)"#, example: "disabled"),
    ParameterType(name: "onoff", pattern: #"(?i:on|off)"#, example: "off"),
    ParameterType(name: "politeness", pattern: #"(?i:polite|assertive|no)"#, example: "polite"),
  ]
}

/// A step expression in cucumber's style: literal text, `{type}` parameters, `(optional)` text
/// and `a/b` alternatives. It means the anchored regular expression it compiles to; a compiled
/// matcher (``StepPattern``) gives the same answer without the regex engine, which is asked only
/// where the matcher cannot tell (see ``StepPattern``).
package struct StepExpression: Sendable {
  /// The expression as written.
  package let source: String
  /// The parameter types in order.
  package let parameters: [ParameterType]
  /// The compiled matcher, or `nil` when a parameter type's pattern is not one it knows.
  let pattern: StepPattern?
  /// The regular expression, compiled the first time it is needed.
  private let regex: LazyRegularExpression
  /// Which parameters are `{string}`s, whose quotes are taken off.
  private let unquotes: [Bool]

  /// Compiles `source` with the shared parameter types and `types` (a control's own); an
  /// unknown parameter type is a programming error reported as text.
  package init(_ source: String, types: [ParameterType] = []) {
    self.source = source
    // The regular expression's pieces, escaped and joined only when it is compiled: escaping
    // goes through NSString, and every run builds every expression.
    var regex: [RegexPiece] = []
    var pieces: [StepPattern.Element] = []
    var compilable = true
    var parameters: [ParameterType] = []
    var index = source.startIndex
    var pendingWord = ""
    func flushWord() {
      // "a/b" alternatives apply to whole words.
      if pendingWord.utf8.contains(UInt8(ascii: "/")) {
        let options = pendingWord.split(separator: "/", omittingEmptySubsequences: false)
        regex.append(.oneOf(options.map(String.init)))
        pieces.append(.oneOf(options.map { Array($0.utf8) }))
      } else {
        regex.append(.literal(pendingWord))
        pieces.append(.literal(Array(pendingWord.utf8)))
      }
      pendingWord = ""
    }
    while index < source.endIndex {
      let character = source[index]
      if character == "{", let close = source[index...].firstIndex(of: "}") {
        flushWord()
        let name = String(source[source.index(after: index)..<close])
        let type =
          (types + ParameterType.shared).first { $0.name == name }
          ?? ParameterType(name: name, pattern: "(?!)", example: "?")
        parameters.append(type)
        regex.append(.pattern("(" + type.pattern + ")"))
        if let capture = StepPattern.Capture(pattern: type.pattern) {
          pieces.append(.capture(capture))
        } else {
          compilable = false
        }
        index = source.index(after: close)
      } else if character == "(", let close = source[index...].firstIndex(of: ")") {
        flushWord()
        let text = source[source.index(after: index)..<close]
        regex.append(.optional(String(text)))
        pieces.append(.optional(Array(text.utf8)))
        index = source.index(after: close)
      } else if character == " " {
        flushWord()
        regex.append(.pattern(" "))
        pieces.append(.literal([UInt8(ascii: " ")]))
        index = source.index(after: index)
      } else {
        pendingWord.append(character)
        index = source.index(after: index)
      }
    }
    flushWord()
    self.parameters = parameters
    unquotes = parameters.map { $0.name == "string" }
    pattern = compilable ? StepPattern(pieces) : nil
    self.regex = LazyRegularExpression(regex)
  }

  /// A parameter as matched in a step text.
  package struct Argument: Sendable, Equatable {
    /// The parameter type's name (`int`, `string`, `platform`).
    package var parameterTypeName: String
    /// Where the match starts, in UTF-16 code units from the start of the text (as
    /// cucumber-expressions counts in JavaScript), or `nil` for an optional group not matched.
    package var start: Int?
    /// The text matched, quotes included.
    package var value: String?
  }

  /// The parameters of `text` where and as matched, or `nil` when `text` does not match.
  package func arguments(_ text: String) -> [Argument]? {
    let range = NSRange(text.startIndex..., in: text)
    guard let result = regex.value?.firstMatch(in: text, range: range) else { return nil }
    return parameters.indices.map { group in
      let matched = result.range(at: group + 1)
      guard matched.location != NSNotFound, let captured = Range(matched, in: text) else {
        return Argument(parameterTypeName: parameters[group].name)
      }
      return Argument(
        parameterTypeName: parameters[group].name, start: matched.location,
        value: String(text[captured]))
    }
  }

  /// The arguments when `text` matches the whole expression, or `nil`.
  package func match(_ text: String) -> [String]? {
    switch pattern?.match(text) ?? .undecided {
    case .matched(let bounds):
      let utf8 = text.utf8
      return parameters.indices.map { group in
        // As `Range(_:in:)` gives the regex's captures: empty when a bound splits a character
        // (a parameter starting with a combining mark).
        guard
          let lower = String.Index(
            utf8.index(utf8.startIndex, offsetBy: bounds[2 * group]), within: text),
          let upper = String.Index(
            utf8.index(utf8.startIndex, offsetBy: bounds[2 * group + 1]), within: text)
        else { return "" }
        return value(String(text[lower..<upper]), group)
      }
    case .noMatch:
      return nil
    case .undecided:
      return regexMatch(text)
    }
  }

  /// The arguments as the regular expression finds them: what ``match(_:)`` must always give.
  func regexMatch(_ text: String) -> [String]? {
    let range = NSRange(text.startIndex..., in: text)
    guard let result = regex.value?.firstMatch(in: text, range: range) else { return nil }
    return (0..<parameters.count).map { group in
      guard let captured = Range(result.range(at: group + 1), in: text) else { return "" }
      return value(String(text[captured]), group)
    }
  }

  /// A captured parameter's value: a `{string}` without its quotes and escapes.
  private func value(_ captured: String, _ group: Int) -> String {
    guard unquotes[group], captured.count >= 2 else { return captured }
    let value = String(captured.dropFirst().dropLast())
    // Only a backslash can start what is replaced (`\"`, `\'`).
    guard value.utf8.contains(UInt8(ascii: "\\")) else { return value }
    return value.replacingOccurrences(of: "\\\"", with: "\"")
      .replacingOccurrences(of: "\\'", with: "'")
  }
}

/// A piece of a step expression's regular expression, as written in the expression.
private enum RegexPiece: Sendable {
  /// Text matched as it is (escaped).
  case literal(String)
  /// Regular expression syntax, used as it is.
  case pattern(String)
  /// `a/b`: one of the texts (each escaped).
  case oneOf([String])
  /// `(text)`: the text or nothing (escaped).
  case optional(String)
}

/// A regular expression compiled the first time it is asked for: most step expressions never
/// need theirs, and compiling them all cost every run, a one-scenario run too. Its pattern is
/// put together then too.
private final class LazyRegularExpression: Sendable {
  private let pieces: [RegexPiece]
  private let compiled = Mutex<NSRegularExpression??>(nil)

  init(_ pieces: [RegexPiece]) { self.pieces = pieces }

  /// The anchored pattern: `^`, the pieces, `$`.
  private var pattern: String {
    func literal(_ text: String) -> String { NSRegularExpression.escapedPattern(for: text) }
    var regex = "^"
    for piece in pieces {
      switch piece {
      case .literal(let text): regex += literal(text)
      case .pattern(let text): regex += text
      case .oneOf(let options): regex += "(?:" + options.map(literal).joined(separator: "|") + ")"
      case .optional(let text): regex += "(?:" + literal(text) + ")?"
      }
    }
    return regex + "$"
  }

  /// The expression, or `nil` if it does not compile.
  var value: NSRegularExpression? {
    compiled.withLock { compiled in
      if let compiled { return compiled }
      let regex = try? NSRegularExpression(pattern: pattern, options: [])
      compiled = .some(regex)
      return regex
    }
  }
}
