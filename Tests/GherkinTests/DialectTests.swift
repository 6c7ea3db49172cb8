import Testing

@testable import Gherkin

@Suite struct DialectTests {
  @Test func everyLanguageOfTheOfficialTableIsThere() {
    #expect(GherkinDialect.allCodes.count == 80)
    #expect(GherkinDialect.allCodes.contains("em"))
    #expect(GherkinDialect.named("no-such") == nil)
  }

  @Test func englishKeywords() {
    let english = GherkinDialect.english
    #expect(english.feature == ["Feature", "Business Need", "Ability"])
    #expect(english.scenarioOutline == ["Scenario Outline", "Scenario Template"])
    #expect(english.given == ["* ", "Given "])
  }

  @Test func stepKeywordsAreSortedLongestFirstAndTyped() {
    let compiled = CompiledDialect(.english)
    #expect(compiled.steps.first?.text == "Given ")
    #expect(compiled.steps.last?.text == "* ")
    #expect(compiled.steps.last?.type == .unknown)
    #expect(compiled.steps.first { $0.text == "But " }?.type == .conjunction)
  }
}
