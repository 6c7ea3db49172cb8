import ComponentFile
import CucumberMessages

/// A value of a log written as JSON (Guidepup's, XCUIVoiceOverService records), read by the
/// package's one strict JSON parser, with where it starts in the log so that errors point into
/// it.
struct LogValue {
  /// The value.
  let value: JSONValue
  /// Where it starts in the log.
  let location: SourceLocation
  private let path: [JSONPathStep]
  private let locations: JSONLocations
  private let source: String

  /// Reads `text` (named `source`); a syntax error is `format`'s, at the offending character.
  static func parse(_ text: String, source: String, format: CaptureLogFormat)
    throws(CaptureError) -> LogValue
  {
    do {
      let (value, locations) = try JSONParser.parseLocated(text)
      return LogValue(value, at: [], locations, source)
    } catch {
      throw .log(
        format: format.toolName, message: error.message,
        at: SourceLocation(source: source, line: error.line, column: error.column))
    }
  }

  private init(
    _ value: JSONValue, at path: [JSONPathStep], _ locations: JSONLocations, _ source: String
  ) {
    self.value = value
    self.path = path
    self.locations = locations
    self.source = source
    let (line, column) = locations.position(of: path) ?? (1, 1)
    location = SourceLocation(source: source, line: line, column: column)
  }

  /// An array's elements, in order; `nil` for anything else.
  var elements: [LogValue]? {
    value.array?.enumerated().map { LogValue($1, at: path + [.index($0)], locations, source) }
  }

  /// An object's members in the order the log writes them; `nil` for anything else.
  var members: [(key: String, value: LogValue)]? {
    value.object?.map { key, member in
      (key, LogValue(member, at: path + [.key(key)], locations, source))
    }.sorted {
      ($0.value.location.line, $0.value.location.column) < (
        $1.value.location.line, $1.value.location.column
      )
    }
  }

  /// What the value is, in words, for errors: `a string`, `an object`.
  var kind: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .integer, .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
