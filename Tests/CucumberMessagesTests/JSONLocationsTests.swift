import CucumberMessages
import Testing

/// The JSON parser's value locations: what a log importer points its errors at.
@Suite("JSON value locations")
struct JSONLocationsTests {
  @Test("Each value's line and column, by its path; none for a path the text does not have")
  func positions() throws {
    let text = "[\n  {\"action\": \"moveForward\",\n   \"utterance\": \"Qty, é 2\"},\n  3\n]"
    let (value, locations) = try JSONParser.parseLocated(text)
    #expect(value.array?.count == 2)
    #expect(locations.position(of: [])! == (1, 1))
    #expect(locations.position(of: [.index(0)])! == (2, 3))
    #expect(locations.position(of: [.index(0), .key("action")])! == (2, 14))
    #expect(locations.position(of: [.index(0), .key("utterance")])! == (3, 17))
    #expect(locations.position(of: [.index(1)])! == (4, 3))
    #expect(locations.position(of: [.index(2)]) == nil)
    #expect(locations.position(of: [.key("action")]) == nil)
  }

  @Test("Columns count characters, not bytes")
  func columnsInCharacters() throws {
    let (_, locations) = try JSONParser.parseLocated("[\"é👋🏽\", 1]")
    #expect(locations.position(of: [.index(1)])! == (1, 8))
  }

  @Test("A control character in an error's excerpt is shown as its code: the error is one line")
  func controlCharacterShown() {
    do {
      _ = try JSONParser.parse("[\u{1B}[2J]")
      Issue.record("a control character parsed as a value")
    } catch {
      #expect(error.line == 1 && error.column == 2)
      #expect(
        error.message
          == "expected a value (an object, array, string, number, true, false or null), "
          + "found '\\u{1b}[2J]'")
    }
  }

  @Test("A member name with an escaped new line is shown as its code (found by fuzz-capture)")
  func memberNameOnOneLine() {
    do {
      _ = try JSONParser.parse(#"{"a\nb" 1}"#)
      Issue.record("a member without ':' parsed")
    } catch {
      #expect(error.message == #"expected ':' after the member name "a\u{a}b", found '1}'"#)
      #expect(!error.description.contains("\n"))
    }
  }
}
