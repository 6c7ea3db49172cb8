/// A JSON value with a deterministic, compact rendering: object keys sorted, integers kept
/// as integers, no insignificant whitespace.
public indirect enum JSONValue: Sendable, Hashable {
  /// A string.
  case string(String)
  /// An integer.
  case integer(Int)
  /// A number with a fraction or an exponent (messages have none, but JSON read back may).
  case number(Double)
  /// A boolean.
  case bool(Bool)
  /// An array.
  case array([JSONValue])
  /// An object; rendered with its keys sorted.
  case object([String: JSONValue])
  /// `null`.
  case null

  /// The compact JSON text.
  public var rendered: String {
    var out = ""
    render(into: &out)
    return out
  }

  /// Appends the compact JSON text to `out`.
  public func render(into out: inout String) {
    switch self {
    case .string(let text): JSONValue.renderString(text, into: &out)
    case .integer(let value): out += String(value)
    case .number(let value): out += value.isFinite ? "\(value)" : "null"
    case .bool(let value): out += value ? "true" : "false"
    case .null: out += "null"
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.render(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { out += "," }
        JSONValue.renderString(key, into: &out)
        out += ":"
        members[key]?.render(into: &out)
      }
      out += "}"
    }
  }

  private static func renderString(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

/// Builds a JSON object, leaving out members whose value is nil.
public struct JSONObjectBuilder: Sendable {
  /// The members so far.
  public private(set) var members: [String: JSONValue] = [:]

  /// An empty object.
  public init() {}

  /// Sets `key` to `value`, or leaves it out when `value` is nil.
  public mutating func set(_ key: String, _ value: JSONValue?) {
    if let value { members[key] = value }
  }

  /// The object.
  public var value: JSONValue { .object(members) }
}
