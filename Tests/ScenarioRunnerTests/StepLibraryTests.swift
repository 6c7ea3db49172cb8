import Foundation
import ScenarioRunner
import Testing

@Suite("Step vocabulary")
struct StepLibraryTests {
  @Test("Every example matches exactly one step definition: its own")
  func examplesAreUnambiguous() {
    for definition in StepLibrary.shipped.all {
      let firstLine = definition.example.split(separator: "\n").first.map(String.init) ?? ""
      let text = firstLine.split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""
      let matches = StepLibrary.shipped.matches(text)
      #expect(
        matches.count == 1,
        "\(definition.example) matches \(matches.map(\.definition.expression.source))")
      #expect(matches.first?.definition.expression.source == definition.expression.source)
    }
  }

  @Test("An undefined step gets the closest defined steps")
  func suggestions() {
    #expect(StepLibrary.shipped.suggestions(for: "I swipe rigth").first == "When I swipe right")
    #expect(StepLibrary.shipped.suggestions(for: "I hear nothin").first == "Then I hear nothing")
  }

  @Test("Suggestions compare words, whatever was quoted, and rank the step's own kind first")
  func suggestionsByWords() {
    // cucumber's 'should' form: the hearing steps, not a step that merely quotes something.
    #expect(
      StepLibrary.shipped.suggestions(for: "I should hear \"Quantity\"", kind: .outcome)
        == [
          "Then I hear \"Increase quantity, Button\"", "Then I do not hear \"Unlabelled\"",
          "Then I hear exactly \"Quantity: 2. Adjustable.\"",
        ])
    #expect(
      StepLibrary.shipped.suggestions(for: "the valu is 3", kind: .outcome).first
        == "Then the value is 3")
    #expect(
      StepLibrary.shipped.suggestions(for: "I tapp the increment button", kind: .action).first
        == "When I tap the increment button")
    // An outcome prefers Then steps, a context Given steps, with the same words.
    #expect(
      StepLibrary.shipped.suggestions(for: "the value start at 3", kind: .context).first
        == "Given the value starts at 10")
  }

  @Test("Nothing is proposed when nothing is close")
  func noSuggestion() {
    #expect(StepLibrary.shipped.suggestions(for: "the gizmo hums", kind: .outcome) == [])
    #expect(StepLibrary.shipped.suggestions(for: "I fly to the moon", kind: .action) == [])
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
    #expect(committed == StepLibrary.shipped.markdown(), "Documentation/Steps.md is stale")
  }
}
