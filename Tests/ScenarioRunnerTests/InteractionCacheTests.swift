import Controls
import Core
import Interactions
import ScenarioRunner
import Testing

/// The run's cache of parsed interactions keys each text by the part words it was parsed
/// with: two catalogs of the same kinds with different words never share an entry.
@Suite("The interaction cache")
struct InteractionCacheTests {
  /// The shipped button's definition with `words` for its whole part.
  static func button(words: KeyValuePairs<String, PartID>) throws -> ControlDefinition {
    var definition = try #require(ControlCatalog.shipped.all.first { $0.kind.rawValue == "button" })
    definition.partWords = words
    return definition
  }

  @Test("the same text under two vocabularies of the same kinds is parsed with each one's words")
  func keyedByVocabulary() throws {
    let knob = ControlCatalog([try Self.button(words: ["knob": .control])])
    let dial = ControlCatalog([try Self.button(words: ["dial": .control])])
    #expect(knob.all.map(\.kind) == dial.all.map(\.kind))
    let parsed = try ScenarioContext.statements("tap knob", catalog: knob)
    #expect(parsed.map(\.interaction) == [.tap(.part(.control))])
    #expect(throws: InteractionSyntaxError.self) {
      try ScenarioContext.statements("tap knob", catalog: dial)
    }
    // A copy of a catalog is the same vocabulary, and finds the entry.
    let copy = knob
    #expect(try ScenarioContext.statements("tap knob", catalog: copy).count == 1)
  }
}
