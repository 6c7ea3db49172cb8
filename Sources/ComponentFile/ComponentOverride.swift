import Foundation

/// One setting changed over a component's file: `--set key=value` as a user typed it, or a
/// value a scenario step or `check` builds (`value` 10, `increment.label` "Add one").
///
/// A built value is never written out as YAML and read back: a label with quotes, a `#` or
/// a colon stays the text it was, and a number stays a number. Both kinds are checked alike,
/// and their errors name them by their place (`--set #2`) and by ``description``.
package struct ComponentOverride: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  /// A setting's new value.
  package enum Value: Hashable, Sendable {
    /// Text, taken as it is (a label, an announcement).
    case text(String)
    /// A number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// One of a setting's words (`polite`, `adjustable`, a variant's name).
    case word(String)
    /// What a user typed after `=`, read as one YAML value (`2`, `true`, `"quoted text"`).
    case typed(String)
  }

  enum Form: Hashable, Sendable {
    /// `key=value` as given to `--set` or `:set`.
    case argument(String)
    /// A dotted key and a value.
    case setting(key: String, value: Value)
  }

  let form: Form

  /// `key=value` as given to `--set` (dotted keys nest; the value is read as YAML).
  package init(argument: String) { form = .argument(argument) }

  /// Sets the dotted `key` (`increment.label`, `platforms.ios.variant`) to `value`.
  package init(_ key: String, _ value: Value) { form = .setting(key: key, value: value) }

  /// `key=value`, as `--set` reads it.
  package init(stringLiteral value: String) { self.init(argument: value) }

  /// The override as `--set` would take it: `increment.label="Add one"`.
  package var description: String {
    switch form {
    case .argument(let argument): argument
    case .setting(let key, let value): "\(key)=\(value.written)"
    }
  }
}

extension ComponentOverride.Value {
  /// The value as a YAML scalar and whether it is quoted (text is never a number or a word).
  var scalar: (text: String, quoted: Bool) {
    switch self {
    case .text(let text): (text, true)
    case .number(let number): (Self.written(number), false)
    case .bool(let value): (value ? "true" : "false", false)
    case .word(let word): (word, false)
    case .typed(let text): (text, false)
    }
  }

  /// The value as a user would type it after `=`.
  var written: String {
    switch self {
    case .text(let text):
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    case .number, .bool, .word, .typed: scalar.text
    }
  }

  /// A number as YAML writes it: whole numbers without a fraction, infinities as `.inf`.
  static func written(_ number: Double) -> String {
    if number.isNaN { return ".nan" }
    if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return "\(number)"
  }
}

extension [ComponentOverride] {
  /// `--set` arguments as overrides.
  init(arguments: [String]) { self = arguments.map(ComponentOverride.init(argument:)) }
}
