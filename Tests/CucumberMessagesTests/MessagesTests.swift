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
