import Core
import Foundation

/// A parameter type in a step expression: `{string}`, `{int}`, `{float}`, `{word}`, and the
/// simulator's own (`{platform}`, `{reader}`, `{direction}`, `{part}`, `{state}`, …).
public struct ParameterType: Sendable {
  /// The name inside braces.
  public var name: String
  /// The regular expression one value matches (no capture groups of its own).
  public var pattern: String
  /// What a value looks like, for documentation.
  public var example: String

  /// Creates a parameter type.
  public init(name: String, pattern: String, example: String) {
    self.name = name
    self.pattern = pattern
    self.example = example
  }

  /// The parameter types step expressions may use.
  public static let all: [ParameterType] = [
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
    ParameterType(
      name: "part", pattern: #"(?i:increment|decrement|increase|decrease|plus|minus|\+|-)"#,
      example: "increment"),
    ParameterType(name: "state", pattern: #"(?i:enabled|disabled|dimmed)"#, example: "disabled"),
    ParameterType(name: "onoff", pattern: #"(?i:on|off)"#, example: "off"),
    ParameterType(name: "politeness", pattern: #"(?i:polite|assertive|no)"#, example: "polite"),
  ]
}

/// A step expression in cucumber's style: literal text, `{type}` parameters, `(optional)` text
/// and `a/b` alternatives, compiled to an anchored regular expression.
public struct StepExpression: Sendable {
  /// The expression as written.
  public let source: String
  /// The parameter types in order.
  public let parameters: [ParameterType]
  private let regex: NSRegularExpression?

  /// Compiles `source`; an unknown parameter type is a programming error reported as text.
  public init(_ source: String) {
    self.source = source
    var pattern = "^"
    var parameters: [ParameterType] = []
    var index = source.startIndex
    func literal(_ text: Substring) -> String {
      NSRegularExpression.escapedPattern(for: String(text))
    }
    var pendingWord = ""
    func flushWord() {
      // "a/b" alternatives apply to whole words.
      if pendingWord.contains("/") {
        let options = pendingWord.split(separator: "/", omittingEmptySubsequences: false).map(
          literal)
        pattern += "(?:" + options.joined(separator: "|") + ")"
      } else {
        pattern += literal(Substring(pendingWord))
      }
      pendingWord = ""
    }
    while index < source.endIndex {
      let character = source[index]
      if character == "{", let close = source[index...].firstIndex(of: "}") {
        flushWord()
        let name = String(source[source.index(after: index)..<close])
        let type =
          ParameterType.all.first { $0.name == name }
          ?? ParameterType(name: name, pattern: "(?!)", example: "?")
        parameters.append(type)
        pattern += "(" + type.pattern + ")"
        index = source.index(after: close)
      } else if character == "(", let close = source[index...].firstIndex(of: ")") {
        flushWord()
        pattern += "(?:" + literal(source[source.index(after: index)..<close]) + ")?"
        index = source.index(after: close)
      } else if character == " " {
        flushWord()
        pattern += " "
        index = source.index(after: index)
      } else {
        pendingWord.append(character)
        index = source.index(after: index)
      }
    }
    flushWord()
    pattern += "$"
    self.parameters = parameters
    regex = try? NSRegularExpression(pattern: pattern, options: [])
  }

  /// A parameter as matched in a step text.
  public struct Argument: Sendable, Equatable {
    /// The parameter type's name (`int`, `string`, `platform`).
    public var parameterTypeName: String
    /// Where the match starts, in UTF-16 code units from the start of the text (as
    /// cucumber-expressions counts in JavaScript), or `nil` for an optional group not matched.
    public var start: Int?
    /// The text matched, quotes included.
    public var value: String?
  }

  /// The parameters of `text` where and as matched, or `nil` when `text` does not match.
  public func arguments(_ text: String) -> [Argument]? {
    let range = NSRange(text.startIndex..., in: text)
    guard let result = regex?.firstMatch(in: text, range: range) else { return nil }
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
  public func match(_ text: String) -> [String]? {
    let range = NSRange(text.startIndex..., in: text)
    guard let result = regex?.firstMatch(in: text, range: range) else { return nil }
    return (0..<parameters.count).map { group in
      guard let captured = Range(result.range(at: group + 1), in: text) else { return "" }
      var value = String(text[captured])
      if parameters[group].name == "string", value.count >= 2 {
        value = String(value.dropFirst().dropLast())
          .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\'", with: "'")
      }
      return value
    }
  }
}
