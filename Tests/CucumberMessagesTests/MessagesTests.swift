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
