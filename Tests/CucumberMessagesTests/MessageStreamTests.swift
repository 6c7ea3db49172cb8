import Testing

@testable import CucumberMessages

/// Reading JSON and message streams back: values exact, errors located and in words.
@Suite("Reading messages")
struct MessageStreamTests {
  @Test("JSON values read back as they were written")
  func roundTrip() throws {
    let value = JSONValue.object([
      "text": .string("a \"quoted\" \\ line\nbreak \u{1} é 🎉"), "n": .integer(-42),
      "list": .array([.bool(true), .bool(false), .null, .integer(0)]),
      "nested": .object(["empty": .object([:]), "none": .array([])]),
    ])
    #expect(try JSONParser.parse(value.rendered) == value)
    #expect(
      try JSONParser.parse(#" {"a" : [ 1 , 2.5e3 ] } "#)
        == .object(["a": .array([.integer(1), .number(2500)])]))
    #expect(try JSONParser.parse(#""\u00e9\ud83c\udf89""#) == .string("é🎉"))
  }

  @Test("A string with many escapes (a large feature's source) is read in linear work")
  func escapesAreLinear() throws {
    func moved(lines: Int) throws -> Int {
      let line = #"    Given a stepper \"Quantity\" with value 2 from 0 to 10\n"#
      let text = "[\"" + String(repeating: line, count: lines) + "\"]"
      let (value, moved) = try JSONParser.parseCountingWork(bytes: Array(text.utf8))
      let expected = String(
        repeating: "    Given a stepper \"Quantity\" with value 2 from 0 to 10\n", count: lines)
      #expect(value == .array([.string(expected)]))
      return moved
    }
    let small = try moved(lines: 5_000)
    let large = try moved(lines: 10_000)
    let length = 57 * 10_000
    // Each byte written once, and the buffer's growth (doubling) moves at most as much again.
    #expect(large <= 3 * length, "\(large) bytes moved for \(length)")
    #expect(Double(large) / Double(small) < 2.5, "\(small) → \(large)")
    // Without escapes, nothing goes through the buffer.
    #expect(try JSONParser.parseCountingWork(bytes: Array(#"["plain"]"#.utf8)).bytesMoved == 0)
    // Invalid UTF-8 around an escape reads as it did: U+FFFD, then the escape.
    #expect(
      try JSONParser.parse(bytes: [0x22, 0xC3, 0x5C, 0x6E, 0xC3, 0xA9, 0x22])
        == .string("\u{FFFD}\né"))
  }

  @Test(
    "Bad JSON is an error at its line and column, saying what was expected",
    arguments: [
      (#"{"a":1,}"#, "1:8: expected a member name in double quotes, found '}'"),
      (#"{"a" 1}"#, "1:6: expected ':' after the member name \"a\", found '1}'"),
      ("[1 2]", "1:4: expected ',' or ']' after an element, found '2]'"),
      (#"{"a":1}{"#, "1:8: expected the end of the text after a complete value, found '{'"),
      ("\"open", "1:6: the string is not closed: expected '\"' before the end of the text"),
      ("01", "1:1: a number cannot start with 0 unless it is 0"),
      (#"{"a":1,"a":2}"#, "1:8: the member \"a\" appears twice in one object"),
      (
        "nul",
        "1:1: expected a value (an object, array, string, number, true, false or null), found 'nul'"
      ),
      (
        "{\n  \"a\": tru\n}",
        "2:8: expected a value (an object, array, string, number, true, false or null), found 'tru'"
      ),
      ("", "1:1: expected a value, found the end of the text"),
    ])
  func badJSON(text: String, message: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    do {
      _ = try JSONParser.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("Deep nesting is refused, not a crash")
  func deep() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
  }

  @Test("A stream: envelopes with their lines, blank lines skipped, the protocol version")
  func stream() throws {
    let text = """
      {"meta":{"protocolVersion":"34.2.1"}}

      {"pickle":{"id":"1"}}\r
      """
    let stream = try MessageStream.read(text, uri: "s.ndjson")
    #expect(stream.envelopes.map(\.kind) == ["meta", "pickle"])
    #expect(stream.envelopes.map(\.line) == [1, 3])
    #expect(stream.protocolVersion == "34.2.1")
  }

  @Test(
    "A line that is not an envelope is an error at FILE:LINE",
    arguments: [
      ("{\"meta\":{}}\nnot json", "s.ndjson:2:1: error: not NDJSON: expected a value"),
      ("[1]", "s.ndjson:1: error: not an envelope: expected a JSON object with one message"),
      (
        #"{"pickle":{},"meta":{}}"#,
        "s.ndjson:1: error: not an envelope: expected exactly one message, found meta, pickle"
      ),
      ("{}", "s.ndjson:1: error: not an envelope: expected exactly one message, found none"),
      (#"{"pickel":{}}"#, "s.ndjson:1: error: not an envelope: 'pickel' is no message kind"),
      (#"{"pickle":3}"#, "s.ndjson:1: error: the pickle message is not a JSON object"),
    ])
  func badStream(text: String, start: String) {
    do {
      _ = try MessageStream.read(text, uri: "s.ndjson")
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.description.hasPrefix(start), "\(error.description)")
    }
  }
}

@Suite("Reading numbers")
struct JSONNumberTests {
  @Test("A number no double can hold is an error, not infinity")
  func tooLarge() throws {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("1e400") }
    #expect(try JSONParser.parse("-1e300") == .number(-1e300))
    #expect(try JSONParser.parse("99999999999999999999") == .number(1e20))
  }
}
