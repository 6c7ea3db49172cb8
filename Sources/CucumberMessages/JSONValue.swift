/// A JSON value with a deterministic, compact rendering: object keys sorted, integers kept
/// as integers, no insignificant whitespace.
package indirect enum JSONValue: Sendable, Hashable {
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
  package var rendered: String {
    var bytes: [UInt8] = []
    render(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the compact JSON text to `out`.
  package func render(into out: inout String) {
    out += rendered
  }

  /// Appends the compact JSON text to `out` as UTF-8: the way streams are written, a byte
  /// buffer and no per-character `String` growth.
  package func render(into out: inout [UInt8]) {
    switch self {
    case .string(let text): JSONValue.renderString(text, into: &out)
    case .integer(let value): JSONValue.renderInteger(value, into: &out)
    case .number(let value): out.append(contentsOf: (value.isFinite ? "\(value)" : "null").utf8)
    case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
    case .null: out.append(contentsOf: "null".utf8)
    case .array(let values):
      out.append(UInt8(ascii: "["))
      var first = true
      for value in values {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        value.render(into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      var first = true
      // Sorted by UTF-8 bytes, which for JSON's keys is the order `String` sorts them in.
      for (key, value) in members.sorted(by: { $0.key < $1.key }) {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        JSONValue.renderString(key, into: &out)
        out.append(UInt8(ascii: ":"))
        value.render(into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  private static func renderInteger(_ value: Int, into out: inout [UInt8]) {
    JSONOutput.appendInteger(value, to: &out)
  }

  private static func renderString(_ text: String, into out: inout [UInt8]) {
    JSONOutput.appendQuoted(text, to: &out)
  }
}

/// Builds a JSON object, leaving out members whose value is nil.
package struct JSONObjectBuilder: Sendable {
  /// The members so far.
  package private(set) var members: [String: JSONValue] = [:]

  /// An empty object.
  package init() {}

  /// Sets `key` to `value`, or leaves it out when `value` is nil.
  package mutating func set(_ key: String, _ value: JSONValue?) {
    if let value { members[key] = value }
  }

  /// The object.
  package var value: JSONValue { .object(members) }
}
