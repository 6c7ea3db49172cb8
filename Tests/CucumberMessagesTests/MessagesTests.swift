import Foundation
import Gherkin
import Testing

@testable import CucumberMessages

@Suite struct MessagesTests {
  static var fixtures: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("GherkinTests/Fixtures")
  }

  static func text(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: fixtures.appendingPathComponent(name)), as: UTF8.self)
  }

  @Test func writerSortsKeysAndKeepsIntegers() {
    let value = JSONValue.object([
      "b": .integer(2), "a": .array([.string("x\"\n\u{1}"), .bool(true), .null]),
    ])
    #expect(value.rendered == #"{"a":["x\"\n\u0001",true,null],"b":2}"#)
  }

  @Test func writerEscapesOnlyWhatJSONRequires() throws {
    // Quotes, backslashes and every control character are escaped (the ones with a short form
    // by it); other text, multi-byte UTF-8 and DEL included, is copied as it is.
    let text = "a\"b\\c\n\r\t\u{0}\u{1F}\u{7F} é 👋🏽 \u{2028}"
    #expect(
      JSONValue.string(text).rendered
        == #""a\"b\\c\n\r\t\u0000\u001f"# + "\u{7F} é 👋🏽 \u{2028}\"")
    // And it reads back as the same text.
    #expect(
      try JSONParser.parse(bytes: Array(JSONValue.string(text).rendered.utf8)) == .string(text))
    #expect(JSONValue.integer(-1234).rendered == "-1234")
    #expect(JSONValue.integer(7).rendered == "7")
  }

  @Test func bufferedWriterDrainsChunksThatAddUpToTheStream() throws {
    let envelopes = (0..<50).map { index in
      Envelope.other(key: "attachment", message: .object(["body": .string("line \(index)")]))
    }
    var chunks: [[UInt8]] = []
    var writer = NDJSONWriter(chunkSize: 100) { chunks.append($0) }
    for envelope in envelopes { try writer.write(envelope) }
    #expect(writer.buffer.count < 100 + 40)
    try writer.finish()
    #expect(writer.buffer.isEmpty)
    #expect(chunks.count > 10)
    #expect(chunks.dropLast().allSatisfy { $0.count >= 100 })
    #expect(String(decoding: chunks.joined(), as: UTF8.self) == NDJSONWriter.render(envelopes))
  }

  @Test("meta names the Swift compiler to its minor version, not just 'swift 6'")
  func metaNamesTheCompiler() {
    let meta = MetaMessage(implementation: Product(name: "a11ysim"))
    #expect(meta.runtime.name == "swift")
    #if compiler(>=6.3) && !compiler(>=6.4)
      #expect(meta.runtime.version == "6.3")
    #endif
    #expect(meta.runtime.version != "6")
  }

  @Test func optionalFieldsAreLeftOut() {
    var object = JSONObjectBuilder()
    object.set("present", .string("yes"))
    object.set("absent", nil)
    #expect(object.value.rendered == #"{"present":"yes"}"#)
    #expect(MessageMapping.json(Location(line: 7)).rendered == #"{"line":7}"#)
  }

  @Test(arguments: [
    "stepper.feature", "both-arguments.feature", "french-crlf.feature", "stepper.feature.md",
    "empty.feature", "bad-recovery.feature", "bad-eof.feature", "bad-tag.feature",
    "bad-language.feature",
  ])
  func eventsMatchTheReference(name: String) throws {
    let envelopes = Envelope.events(
      source: try Self.text(name), uri: name, syntax: GherkinSyntax(fileName: name))
    let withoutSource = envelopes.filter {
      if case .source = $0 { false } else { true }
    }
    #expect(NDJSONWriter.render(withoutSource) == (try Self.text(name + ".ndjson")))
  }

  @Test func sourceEnvelopeComesFirst() {
    let envelopes = Envelope.events(source: "", uri: "e.feature")
    #expect(
      envelopes.first?.ndjsonLine
        == #"{"source":{"data":"","mediaType":"text/x.cucumber.gherkin+plain","uri":"e.feature"}}"#)
  }

  @Test func otherMessagesPassThrough() {
    let meta = Envelope.other(key: "meta", message: .object(["protocolVersion": .string("27")]))
    #expect(meta.ndjsonLine == #"{"meta":{"protocolVersion":"27"}}"#)
  }
}

/// Streams write documents, pickles and sources straight to bytes; `JSONValue`'s rendering of
/// the same messages is the reference they must match byte for byte.
@Suite struct DirectWritingTests {
  static var scenarioFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenarios")
  }

  /// Every fixture of the Gherkin tests and every feature file of `Scenarios/`.
  static let files: [URL] = {
    let fixtures =
      (try? FileManager.default.contentsOfDirectory(
        at: MessagesTests.fixtures, includingPropertiesForKeys: nil)) ?? []
    let scenarios =
      (try? FileManager.default.contentsOfDirectory(
        at: scenarioFolder, includingPropertiesForKeys: nil)) ?? []
    return (fixtures + scenarios).filter {
      $0.path.hasSuffix(".feature") || $0.path.hasSuffix(".feature.md")
    }.sorted { $0.path < $1.path }
  }()

  @Test func theFilesAreThere() {
    #expect(Self.files.count >= 20)
  }

  @Test(arguments: files)
  func envelopesWriteWhatTheirJSONRenders(file: URL) throws {
    let source = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    let envelopes = Envelope.events(
      source: source, uri: file.lastPathComponent,
      syntax: GherkinSyntax(fileName: file.lastPathComponent))
    #expect(envelopes.count > 1)
    for envelope in envelopes {
      let direct = envelope.ndjsonLine
      let reference = envelope.json.rendered
      if direct != reference {
        let common = zip(direct, reference).prefix { $0 == $1 }.count
        let mine = String(direct.dropFirst(common).prefix(80))
        let theirs = String(reference.dropFirst(common).prefix(80))
        Issue.record(
          "differs after \(common) characters:\n  direct:    …\(mine)\n  reference: …\(theirs)")
      }
    }
  }

  @Test func aDocumentWithEveryOptionalFieldWritesWhatItsJSONRenders() throws {
    // Tags on everything, a rule with a background, an outline, a doc string with a media
    // type and a data table, comments, and a language line.
    let source = """
      # language: en
      @feature-tag
      Feature: All of it
        A description.

        Background: Shared
          Given a "quoted\\"" step
            \"\"\"json
            {"a": 1}
            \"\"\"

        # a comment
        @rule-tag
        Rule: A rule
          Background:
            Given a table
              | a | b |
              | 1 | 2 |

          @outline-tag
          Scenario Outline: <name>
            When I do <thing>
            Then it says "<thing>"

            @examples-tag
            Examples: Some
              | name | thing |
              | one  | é 👋🏽 \\| |
      """
    let envelopes = Envelope.events(source: source, uri: "all.feature")
    #expect(envelopes.count == 3)
    for envelope in envelopes {
      #expect(envelope.ndjsonLine == envelope.json.rendered)
    }
  }

  @Test func anEmbeddedValueIsTheQuotedTextOfItsJSON() throws {
    // An attachment's JSON body is written inside its message's string in one pass: the same
    // bytes as rendering the body and quoting that text.
    let tricky = "say \"hi\" \\ back\n\ttab \u{1} é 👋🏽 \u{7f}"
    let body: JSONValue = .object([
      "text": .string(tricky), "n": .integer(-12), "x": .number(0.25), "ok": .bool(true),
      "list": .array([.string("a\"b"), .null]),
    ])
    func writeBody(to out: inout JSONOutput) {
      out.beginObject()
      out.member("a", tricky)
      out.dynamicKey("b\"c")
      out.value(body)
      out.member("d", [tricky, "plain"])
      out.member("e", 3)
      out.key("f")
      out.string(utf8: Array(tricky.utf8))
      out.endObject()
    }
    var direct = JSONOutput()
    direct.beginObject()
    direct.key("body")
    direct.beginEmbedded()
    writeBody(to: &direct)
    direct.endEmbedded()
    direct.member("tail", tricky)
    direct.endObject()

    var inner = JSONOutput()
    writeBody(to: &inner)
    let expected = JSONValue.object([
      "body": .string(String(decoding: inner.bytes, as: UTF8.self)), "tail": .string(tricky),
    ]).rendered
    #expect(String(decoding: direct.bytes, as: UTF8.self) == expected)
    // And it reads back as the body's text.
    let parsed = try JSONParser.parse(bytes: direct.bytes)
    #expect(parsed.object?["body"]?.string == String(decoding: inner.bytes, as: UTF8.self))
  }

  @Test func embeddedPlainTextIsEscapedOnce() throws {
    var out = JSONOutput()
    out.beginEmbedded()
    out.rawText("line \"one\"")
    out.rawText("\n")
    out.rawText("two \\ \u{1f}")
    out.endEmbedded()
    #expect(
      String(decoding: out.bytes, as: UTF8.self)
        == JSONValue.string("line \"one\"\ntwo \\ \u{1f}").rendered)
  }

  @Test func fragmentsAreWrittenAsTheyAreAndStringsQuoted() {
    var out = JSONOutput()
    out.fragment(#"{"id":"m"#)
    out.fragment(42)
    out.fragment(#"","text":"#)
    out.fragment(quoted: "a \"b\"")
    out.fragment("}")
    out.newline()
    #expect(String(decoding: out.bytes, as: UTF8.self) == #"{"id":"m42","text":"a \"b\""}"# + "\n")
  }

  @Test func aWriterDrainsWhatItsLinesWroteOnceItsBufferIsFull() throws {
    var chunks: [[UInt8]] = []
    var writer = NDJSONWriter(chunkSize: 10) { chunks.append($0) }
    try writer.writeLines { out in
      out.fragment(#"{"a":1}"#)
      out.newline()
    }
    #expect(chunks.isEmpty)
    try writer.writeLines { out in
      out.fragment(#"{"b":2}"#)
      out.newline()
    }
    #expect(chunks.map { String(decoding: $0, as: UTF8.self) } == ["{\"a\":1}\n{\"b\":2}\n"])
    try writer.finish()
    #expect(chunks.count == 1)
  }

  @Test func integersOfEveryLength() {
    var values = [0, 9, 10, -1, -10, 1_234_567, Int.max, Int.min, Int.max - 1, Int.min + 1]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, -power, -(power - 1)]
    }
    for value in values {
      var bytes: [UInt8] = []
      JSONOutput.appendInteger(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == String(value))
      var out = JSONOutput()
      out.fragments(capacity: JSONOutput.Cursor.maxIntegerCount + 1) { cursor in
        cursor.fragment(value)
        cursor.fragment(",")
      }
      #expect(String(decoding: out.bytes, as: UTF8.self) == "\(value),")
    }
  }
}
