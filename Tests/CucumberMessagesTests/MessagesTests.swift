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

  // Pinned bytes: each expected text is written out here, not rendered by another path of
  // the same writer, so a writer that changes an escape or a digit fails (the comparisons
  // above hold whatever both sides share).

  /// Strings that need every kind of escape, none, or some past the eight-byte scan.
  static let pinnedStrings: [(text: String, json: String)] = [
    ("", #""""#),
    ("plain", #""plain""#),
    ("say \"hi\"", #""say \"hi\"""#),
    ("back\\slash\\", #""back\\slash\\""#),
    ("line\nnext\r\ttab", #""line\nnext\r\ttab""#),
    (
      "\u{0}\u{1}\u{8}\u{c}\u{1b}\u{1f} \u{7f}",
      #""\u0000\u0001\u0008\u000c\u001b\u001f "# + "\u{7f}\""
    ),
    ("é ü ß 日本 👋🏽 🏳️‍🌈", "\"é ü ß 日本 👋🏽 🏳️‍🌈\""),
    ("0123456789abcdef\"0123456789abcdef\n", #""0123456789abcdef\"0123456789abcdef\n""#),
    ("/ < > & ' \u{2028}", "\"/ < > & ' \u{2028}\""),
  ]

  @Test func stringsAreWrittenByteForByte() {
    for (text, json) in Self.pinnedStrings {
      var out = JSONOutput()
      out.string(text)
      #expect(String(decoding: out.bytes, as: UTF8.self) == json)
      var fragment = JSONOutput()
      fragment.fragment(quoted: text)
      #expect(String(decoding: fragment.bytes, as: UTF8.self) == json)
      var bytes: [UInt8] = []
      JSONOutput.appendQuoted(text, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == json)
    }
  }

  @Test func embeddedStringsAreEscapedTwiceByteForByte() {
    let pinned: [(text: String, json: String)] = [
      ("plain", #""\"plain\"""#),
      ("say \"hi\"", #""\"say \\\"hi\\\"\"""#),
      ("a\\b", #""\"a\\\\b\"""#),
      ("line\nnext\t", #""\"line\\nnext\\t\"""#),
      ("\u{1}\u{1f}", #""\"\\u0001\\u001f\"""#),
      ("é 👋🏽", "\"\\\"é 👋🏽\\\"\""),
    ]
    for (text, json) in pinned {
      var out = JSONOutput()
      out.beginEmbedded()
      out.string(text)
      out.endEmbedded()
      #expect(String(decoding: out.bytes, as: UTF8.self) == json)
    }
    // Plain text inside an embedded string is escaped once.
    var raw = JSONOutput()
    raw.beginEmbedded()
    raw.rawText("a \"b\" \\ \n\u{1} é")
    raw.endEmbedded()
    #expect(String(decoding: raw.bytes, as: UTF8.self) == #""a \"b\" \\ \n\u0001 é""#)
  }

  @Test func membersAndNumbersAreWrittenByteForByte() {
    var out = JSONOutput()
    out.beginObject()
    out.member("a", 0)
    out.member("b", -1)
    out.member("c", 1_764_374_400)
    out.member("d", 999_999_999)
    out.member("e", Int.max)
    out.member("f", Int.min)
    out.member("g", true)
    out.member("h", "x\"y")
    out.member("i", ["", "z"])
    out.key("j")
    out.beginArray()
    out.integer(10)
    out.integer(-100)
    out.bool(false)
    out.value(.null)
    out.endArray()
    out.endObject()
    out.newline()
    #expect(
      String(decoding: out.bytes, as: UTF8.self)
        == #"{"a":0,"b":-1,"c":1764374400,"d":999999999,"e":9223372036854775807,"#
        + #""f":-9223372036854775808,"g":true,"h":"x\"y","i":["","z"],"j":[10,-100,false,null]}"#
        + "\n")
  }

  @Test func longTextGrowsTheOutputAndKeepsEveryByte() {
    // Far past the output's first room, with an escape in every piece.
    let piece = "abcdefghij\"é\n"
    let text = String(repeating: piece, count: 5_000)
    var out = JSONOutput(capacity: 8)
    out.string(text)
    let escapedPiece = #"abcdefghij\"é\n"#
    #expect(
      String(decoding: out.bytes, as: UTF8.self)
        == "\"" + String(repeating: escapedPiece, count: 5_000) + "\"")
  }

  @Test func aCopyOfAnOutputKeepsItsBytesWhenTheOtherWritesOn() {
    var out = JSONOutput(capacity: 16)
    out.fragment("[1")
    let copy = out
    out.fragment(",2]")
    var other = copy
    other.fragment(",3]")
    #expect(String(decoding: out.bytes, as: UTF8.self) == "[1,2]")
    #expect(String(decoding: copy.bytes, as: UTF8.self) == "[1")
    #expect(String(decoding: other.bytes, as: UTF8.self) == "[1,3]")
    out.reset()
    out.fragment("{}")
    #expect(String(decoding: copy.bytes, as: UTF8.self) == "[1")
    #expect(String(decoding: out.bytes, as: UTF8.self) == "{}")
  }
}
