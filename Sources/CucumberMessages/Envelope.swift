import Gherkin

/// A Cucumber Messages `source` message: the text of one file.
public struct SourceMessage: Sendable, Hashable {
  /// Where the file came from.
  public var uri: String
  /// The exact file text.
  public var data: String
  /// `text/x.cucumber.gherkin+plain` or `text/x.cucumber.gherkin+markdown`.
  public var mediaType: String

  /// Makes a source message.
  public init(uri: String, data: String, mediaType: String) {
    self.uri = uri
    self.data = data
    self.mediaType = mediaType
  }
}

/// A Cucumber Messages `parseError` message.
public struct ParseErrorMessage: Sendable, Hashable {
  /// The file's uri.
  public var uri: String
  /// Where the error is (no column at end of file).
  public var location: Location
  /// The full message, such as `(2:1): expected: …`.
  public var message: String

  /// Makes a parse error message.
  public init(uri: String, location: Location, message: String) {
    self.uri = uri
    self.location = location
    self.message = message
  }

  /// The message for one Gherkin error in `uri`.
  public init(uri: String, error: GherkinError) {
    self.init(uri: uri, location: error.location, message: error.message)
  }
}

/// One Cucumber Messages envelope: exactly one message.
///
/// The scenario runner will add test case, test step and attachment messages as further cases;
/// `other` carries any message already rendered as JSON, under its envelope key.
public enum Envelope: Sendable, Hashable {
  /// A source file.
  case source(SourceMessage)
  /// A parsed document.
  case gherkinDocument(GherkinDocument)
  /// A compiled pickle.
  case pickle(Pickle)
  /// A parse error.
  case parseError(ParseErrorMessage)
  /// Any other message: its envelope key (such as `meta`) and its JSON.
  case other(key: String, message: JSONValue)

  /// The envelope as JSON: `{"<kind>": {…}}`.
  public var json: JSONValue {
    switch self {
    case .source(let source): return .object(["source": MessageMapping.json(source)])
    case .gherkinDocument(let document):
      return .object(["gherkinDocument": MessageMapping.json(document)])
    case .pickle(let pickle): return .object(["pickle": MessageMapping.json(pickle)])
    case .parseError(let error): return .object(["parseError": MessageMapping.json(error)])
    case .other(let key, let message): return .object([key: message])
    }
  }

  /// The envelope as one NDJSON line, without its newline.
  public var ndjsonLine: String { json.rendered }

  /// The envelopes for one Gherkin source, as `gherkin events` prints them: the source, then
  /// the document and its pickles, or the parse errors. Ids start at "0".
  public static func events(
    source: String, uri: String, syntax: GherkinSyntax = .plain
  ) -> [Envelope] {
    var envelopes: [Envelope] = [
      .source(SourceMessage(uri: uri, data: source, mediaType: syntax.mediaType))
    ]
    do {
      let (document, pickles) = try Gherkin.parseAndCompile(source, uri: uri, syntax: syntax)
      envelopes.append(.gherkinDocument(document))
      envelopes += pickles.map(Envelope.pickle)
    } catch {
      envelopes += error.errors.map { .parseError(ParseErrorMessage(uri: uri, error: $0)) }
    }
    return envelopes
  }
}

/// Writes envelopes as NDJSON: one compact JSON object per line, keys sorted.
public struct NDJSONWriter: Sendable {
  /// The text written so far.
  public private(set) var text = ""

  /// An empty writer.
  public init() {}

  /// Appends one envelope and a newline.
  public mutating func write(_ envelope: Envelope) {
    envelope.json.render(into: &text)
    text += "\n"
  }

  /// The NDJSON text of `envelopes`.
  public static func render(_ envelopes: [Envelope]) -> String {
    var writer = NDJSONWriter()
    for envelope in envelopes { writer.write(envelope) }
    return writer.text
  }
}
