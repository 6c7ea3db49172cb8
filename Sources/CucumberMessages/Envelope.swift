import Gherkin

/// A Cucumber Messages `source` message: the text of one file.
package struct SourceMessage: Sendable, Hashable {
  /// Where the file came from.
  package var uri: String
  /// The exact file text.
  package var data: String
  /// `text/x.cucumber.gherkin+plain` or `text/x.cucumber.gherkin+markdown`.
  package var mediaType: String

  /// Makes a source message.
  package init(uri: String, data: String, mediaType: String) {
    self.uri = uri
    self.data = data
    self.mediaType = mediaType
  }
}

/// A Cucumber Messages `parseError` message.
package struct ParseErrorMessage: Sendable, Hashable {
  /// The file's uri.
  package var uri: String
  /// Where the error is (no column at end of file).
  package var location: Location
  /// The full message, such as `(2:1): expected: …`.
  package var message: String

  /// Makes a parse error message.
  package init(uri: String, location: Location, message: String) {
    self.uri = uri
    self.location = location
    self.message = message
  }

  /// The message for one Gherkin error in `uri`.
  package init(uri: String, error: GherkinError) {
    self.init(uri: uri, location: error.location, message: error.message)
  }
}

/// A product in a `meta` message: a name and perhaps a version.
package struct Product: Sendable, Hashable {
  /// The name (`a11ysim`, `swift`, `linux`, `x86_64`).
  package var name: String
  /// The version, when known.
  package var version: String?

  /// Creates a product.
  package init(name: String, version: String? = nil) {
    self.name = name
    self.version = version
  }

  var json: JSONValue {
    var object = JSONObjectBuilder()
    object.set("name", .string(name))
    object.set("version", version.map(JSONValue.string))
    return object.value
  }
}

/// A Cucumber Messages `meta` message: who wrote the stream, where, and the CI build.
package struct MetaMessage: Sendable, Hashable {
  /// The protocol version the stream follows.
  package var protocolVersion = MessagesProtocol.version
  /// The tool that wrote the stream.
  package var implementation: Product
  /// The language runtime.
  package var runtime: Product
  /// The operating system.
  package var os: Product
  /// The processor architecture.
  package var cpu: Product
  /// The CI build, when the run happens in one.
  package var ci: CIEnvironment?

  /// A meta message for `implementation` running on this machine (the Swift compiler it was
  /// built with; the operating system and architecture it was built for, with `osVersion`),
  /// in `ci`.
  package init(implementation: Product, osVersion: String? = nil, ci: CIEnvironment? = nil) {
    self.implementation = implementation
    runtime = Product(name: "swift", version: Self.compilerVersion)
    #if os(macOS)
      os = Product(name: "darwin", version: osVersion)
    #elseif os(Windows)
      os = Product(name: "windows", version: osVersion)
    #else
      os = Product(name: "linux", version: osVersion)
    #endif
    #if arch(arm64)
      cpu = Product(name: "arm64")
    #else
      cpu = Product(name: "x86_64")
    #endif
    self.ci = ci
  }

  /// The message.
  package var json: JSONValue {
    var object = JSONObjectBuilder()
    object.set("protocolVersion", .string(protocolVersion))
    object.set("implementation", implementation.json)
    object.set("runtime", runtime.json)
    object.set("os", os.json)
    object.set("cpu", cpu.json)
    object.set("ci", ci?.json)
    return object.value
  }
}

/// A Cucumber Messages `suggestion`: snippets that could take the place of an undefined step.
package struct SuggestionMessage: Sendable, Hashable {
  /// A snippet: its language (lower case, as highlighters name it) and its code.
  package struct Snippet: Sendable, Hashable {
    /// `gherkin`, `typescript`, …
    package var language: String
    /// The code.
    package var code: String

    /// Creates a snippet.
    package init(language: String, code: String) {
      self.language = language
      self.code = code
    }
  }

  /// The suggestion's own id.
  package var id: String
  /// The undefined pickle step it is for.
  package var pickleStepId: String
  /// The snippets.
  package var snippets: [Snippet]

  /// Creates a suggestion.
  package init(id: String, pickleStepId: String, snippets: [Snippet]) {
    self.id = id
    self.pickleStepId = pickleStepId
    self.snippets = snippets
  }

  /// The message.
  package var json: JSONValue {
    .object([
      "id": .string(id), "pickleStepId": .string(pickleStepId),
      "snippets": .array(
        snippets.map { .object(["language": .string($0.language), "code": .string($0.code)]) }),
    ])
  }
}

/// One Cucumber Messages envelope: exactly one message.
///
/// `other` carries any other message as a ``JSONValue``, under its envelope key; a run's many
/// test case, step and attachment messages are written straight into an ``NDJSONWriter``'s
/// buffer instead (``NDJSONWriter/writeLines(with:)``).
package enum Envelope: Sendable, Hashable {
  /// A source file.
  case source(SourceMessage)
  /// A parsed document.
  case gherkinDocument(GherkinDocument)
  /// A compiled pickle.
  case pickle(Pickle)
  /// A parse error.
  case parseError(ParseErrorMessage)
  /// Who wrote the stream, where.
  case meta(MetaMessage)
  /// Snippets for an undefined step.
  case suggestion(SuggestionMessage)
  /// Any other message: its envelope key (such as `meta`) and its JSON.
  case other(key: String, message: JSONValue)

  /// The envelope as JSON: `{"<kind>": {…}}`.
  package var json: JSONValue {
    switch self {
    case .source(let source): return .object(["source": MessageMapping.json(source)])
    case .gherkinDocument(let document):
      return .object(["gherkinDocument": MessageMapping.json(document)])
    case .pickle(let pickle): return .object(["pickle": MessageMapping.json(pickle)])
    case .parseError(let error): return .object(["parseError": MessageMapping.json(error)])
    case .meta(let meta): return .object(["meta": meta.json])
    case .suggestion(let suggestion): return .object(["suggestion": suggestion.json])
    case .other(let key, let message): return .object([key: message])
    }
  }

  /// Writes the envelope as compact JSON, the same text as ``json`` renders: documents,
  /// pickles and sources straight to bytes.
  package func write(to out: inout JSONOutput) {
    out.beginObject()
    switch self {
    case .source(let source):
      out.key("source")
      MessageMapping.write(source, to: &out)
    case .gherkinDocument(let document):
      out.key("gherkinDocument")
      MessageMapping.write(document, to: &out)
    case .pickle(let pickle):
      out.key("pickle")
      MessageMapping.write(pickle, to: &out)
    case .parseError(let error):
      out.key("parseError")
      out.value(MessageMapping.json(error))
    case .meta(let meta):
      out.key("meta")
      out.value(meta.json)
    case .suggestion(let suggestion):
      out.key("suggestion")
      out.value(suggestion.json)
    case .other(let key, let message):
      out.dynamicKey(key)
      out.value(message)
    }
    out.endObject()
  }

  /// The envelope as one NDJSON line, without its newline.
  package var ndjsonLine: String {
    var out = JSONOutput()
    write(to: &out)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  /// The envelopes for one Gherkin source, as `gherkin events` prints them: the source, then
  /// the document and its pickles, or the parse errors. Ids start at "0".
  package static func events(
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

/// Writes envelopes as NDJSON: one compact JSON object per line, keys sorted, as UTF-8 bytes.
///
/// With a `drain`, the writer is a buffered stream: whenever the buffer holds `chunkSize` bytes
/// or more it hands them to `drain` and starts again, so a run's stream is never held whole.
/// Without one, it keeps everything (``text``).
package struct NDJSONWriter {
  /// The bytes not yet drained.
  package var buffer: [UInt8] { output.bytes }
  private var output = JSONOutput()
  private let chunkSize: Int
  /// Where full chunks go, lent in place: the buffer's own memory, valid only during the call
  /// (a copy of every chunk into an array of its own was 250 MB of copies, and as many
  /// allocations of 64 KiB, in a 20,000-scenario run's stream).
  private let drain: ((UnsafeRawBufferPointer) throws -> Void)?

  /// A writer that keeps everything it is given.
  package init() {
    chunkSize = .max
    drain = nil
  }

  /// A buffered writer handing `drain` chunks of about `chunkSize` bytes (the last one, at
  /// ``finish()``, may be shorter), each a copy of its own.
  package init(chunkSize: Int = 1 << 16, drain: @escaping ([UInt8]) throws -> Void) {
    self.init(chunkSize: chunkSize, lending: { bytes in try drain(Array(bytes)) })
  }

  /// A buffered writer lending `drain` chunks of about `chunkSize` bytes in place, with no
  /// copy: the memory is the writer's and is valid only during the call.
  package init(
    chunkSize: Int = 1 << 16, lending drain: @escaping (UnsafeRawBufferPointer) throws -> Void
  ) {
    self.chunkSize = chunkSize
    self.drain = drain
    output = JSONOutput(capacity: chunkSize + chunkSize / 4)
  }

  /// The text written so far (all of it, for a writer without `drain`).
  package var text: String { String(decoding: buffer, as: UTF8.self) }

  /// Appends one envelope and a newline (to a writer without `drain`).
  mutating func append(_ envelope: Envelope) {
    envelope.write(to: &output)
    output.newline()
  }

  /// Appends one envelope and a newline, draining a full buffer.
  package mutating func write(_ envelope: Envelope) throws {
    envelope.write(to: &output)
    output.newline()
    try drainIfFull()
  }

  /// Has `body` write whole lines straight into the buffer, each envelope ended with
  /// ``JSONOutput/newline()``, then drains a full buffer: how a run's stream writes its
  /// messages with no ``Envelope`` built and nothing copied on the way.
  package mutating func writeLines<Failure: Error>(
    with body: (inout JSONOutput) throws(Failure) -> Void
  ) throws {
    try body(&output)
    try drainIfFull()
  }

  private mutating func drainIfFull() throws {
    if output.count >= chunkSize, let drain {
      try output.withUnsafeBytes(drain)
      output.reset()
    }
  }

  /// Writes `lines`, whole NDJSON lines written before (by another writer), as they are.
  package mutating func writeLines(_ lines: [UInt8]) throws {
    guard let drain else {
      output.rawBytes(lines)
      return
    }
    try finish()
    try lines.withUnsafeBytes(drain)
  }

  /// Drains what is left.
  package mutating func finish() throws {
    guard let drain, !output.isEmpty else { return }
    try output.withUnsafeBytes(drain)
    output.reset()
  }

  /// The NDJSON text of `envelopes`.
  package static func render(_ envelopes: [Envelope]) -> String {
    var writer = NDJSONWriter()
    for envelope in envelopes { writer.append(envelope) }
    return writer.text
  }
}

extension MetaMessage {
  /// The Swift compiler's version to its minor number ("6.3"), as far as `#if compiler` can
  /// tell it: the runtime a report names, so two reports from different toolchains differ.
  static let compilerVersion: String = {
    #if compiler(>=7.0)
      return "7"
    #elseif compiler(>=6.5)
      return "6.5"
    #elseif compiler(>=6.4)
      return "6.4"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #elseif compiler(>=6.1)
      return "6.1"
    #else
      return "6.0"
    #endif
  }()
}
