/// The Cucumber Messages protocol this package writes and reads.
package enum MessagesProtocol {
  /// The version of the `messages` schema the envelopes follow: cucumber/messages v34.2.1
  /// (https://github.com/cucumber/messages/tree/v34.2.1/jsonschema; its schema is that of
  /// 34.2.0, the release of PyPI's `cucumber-messages` the tests check against).
  package static let version = "34.2.1"

  /// The major version: streams of one major version share the schema's shape.
  package static var majorVersion: String { major(of: version) }

  /// The part of `version` before its first dot.
  package static func major(of version: String) -> String {
    String(version.prefix { $0 != "." })
  }

  /// Every envelope member the schema has, each naming one message kind.
  package static let envelopeKinds: Set<String> = [
    "attachment", "externalAttachment", "gherkinDocument", "hook", "meta", "parameterType",
    "parseError", "pickle", "source", "stepDefinition", "suggestion", "testCase",
    "testCaseFinished", "testCaseStarted", "testRunFinished", "testRunHookFinished",
    "testRunHookStarted", "testRunStarted", "testStepFinished", "testStepStarted",
    "undefinedParameterType",
  ]
}

/// A line of an NDJSON message stream that is not what it must be.
package struct MessageStreamError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The stream's name (its file).
  package var uri: String
  /// The 1-based line, when the problem is on one.
  package var line: Int?
  /// The 1-based column, when known.
  package var column: Int?
  /// What is wrong and what was expected.
  package var message: String

  /// Creates an error.
  package init(uri: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.uri = uri
    self.line = line
    self.column = column
    self.message = message
  }

  /// `FILE:LINE[:COLUMN]: error: message`.
  package var description: String {
    "\(uri)\(line.map { ":\($0)" } ?? "")\(column.map { ":\($0)" } ?? ""): error: \(message)"
  }
}

/// One envelope of a stream read back: its kind, its message and the line it was on.
package struct StreamEnvelope: Sendable, Equatable {
  /// The 1-based line in the stream.
  package var line: Int
  /// The envelope's one member: `pickle`, `testCase`, …
  package var kind: String
  /// The message.
  package var message: JSONValue
}

/// A Cucumber Messages NDJSON stream read back: every line an envelope with exactly one known
/// message, in order. Empty lines are skipped, as cucumber's own readers do.
package struct MessageStream: Sendable {
  /// The stream's name, for errors.
  package var uri: String
  /// The envelopes in order.
  package var envelopes: [StreamEnvelope]

  /// The protocol version its `meta` message declares, if it has one.
  package var protocolVersion: String? {
    envelopes.first { $0.kind == "meta" }?.message["protocolVersion"]?.string
  }

  /// Reads `text` (the contents of `uri`).
  package static func read(_ text: String, uri: String) throws(MessageStreamError) -> MessageStream
  {
    var envelopes: [StreamEnvelope] = []
    var lineNumber = 0
    for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      let content = line.last == 0x0D ? line.dropLast() : line[...]
      if content.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      let value: JSONValue
      do {
        value = try JSONParser.parse(bytes: Array(content))
      } catch {
        throw MessageStreamError(
          uri: uri, line: lineNumber, column: error.column,
          message: "not NDJSON: \(error.message) (each line of a message stream is one JSON "
            + "object; was this written by `a11ysim run --format message`?)")
      }
      guard let members = value.object else {
        throw MessageStreamError(
          uri: uri, line: lineNumber,
          message: "not an envelope: expected a JSON object with one message, such as "
            + "{\"pickle\":{…}}")
      }
      guard members.count == 1, let (kind, message) = members.first.map({ ($0.key, $0.value) })
      else {
        throw MessageStreamError(
          uri: uri, line: lineNumber,
          message: "not an envelope: expected exactly one message, found "
            + (members.isEmpty ? "none" : members.keys.sorted().joined(separator: ", ")))
      }
      guard MessagesProtocol.envelopeKinds.contains(kind) else {
        throw MessageStreamError(
          uri: uri, line: lineNumber,
          message: "not an envelope: '\(kind)' is no message kind of Cucumber Messages "
            + "\(MessagesProtocol.version)")
      }
      guard message.object != nil else {
        throw MessageStreamError(
          uri: uri, line: lineNumber, message: "the \(kind) message is not a JSON object")
      }
      envelopes.append(StreamEnvelope(line: lineNumber, kind: kind, message: message))
    }
    return MessageStream(uri: uri, envelopes: envelopes)
  }
}
