import Foundation
import ScenarioRunner
import Testing

@Suite("Step vocabulary")
struct StepLibraryTests {
  @Test("Every example matches exactly one step definition: its own")
  func examplesAreUnambiguous() {
    for definition in StepLibrary.all {
      let firstLine = definition.example.split(separator: "\n").first.map(String.init) ?? ""
      let text = firstLine.split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""
      let matches = StepLibrary.matches(text)
      #expect(
        matches.count == 1,
        "\(definition.example) matches \(matches.map(\.definition.expression.source))")
      #expect(matches.first?.definition.expression.source == definition.expression.source)
    }
  }

  @Test("An undefined step gets the closest defined steps")
  func suggestions() {
    #expect(StepLibrary.suggestions(for: "I swipe rigth").first == "When I swipe right")
    #expect(StepLibrary.suggestions(for: "I hear nothin").first == "Then I hear nothing")
  }
}

@Suite("Steps documentation")
struct StepsDocumentationTests {
  /// Documentation/Steps.md is `a11ysim steps --markdown`; regenerate it after changing a step:
  /// `swift run a11ysim steps --markdown > Documentation/Steps.md`.
  @Test("Documentation/Steps.md matches the vocabulary")
  func current() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let committed = try String(
      contentsOf: root.appendingPathComponent("Documentation/Steps.md"), encoding: .utf8)
    #expect(committed == StepLibrary.markdown(), "Documentation/Steps.md is stale")
  }
}
