import Foundation
import StepperControl
import Testing

@testable import Reports
@testable import ScenarioRunner
@testable import Simulation

/// A scenario's steps change its simulation in place (issue 10: each step copied the whole log
/// and transcript, so 32,000 steps took 23 s and 10,000 presses 2.5 s). The simulations count
/// the interactions that ran while a copy of them was alive; in place, that stays 0.
@Suite("Step cost")
struct StepCostTests {
  static func context() -> ScenarioContext {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return ScenarioContext(workingDirectory: here, featureDirectory: here)
  }

  /// Runs `step` (Gherkin step text without its keyword) in `context`.
  static func run(_ step: String, in context: inout ScenarioContext) throws {
    let matches = StepLibrary.shipped.matches(step)
    try #require(matches.count == 1, "\(step) matches \(matches.count) steps")
    try matches[0].definition.handler(
      &context, StepArguments(values: matches[0].values, docString: nil, dataTable: nil))
  }

  @Test("2,000 steps with a reader: no copy of the simulation")
  func readerSteps() throws {
    var context = Self.context()
    try Self.run("the platform is Android", in: &context)
    for index in 0..<2000 {
      try Self.run(index % 2 == 0 ? "I swipe right" : "I swipe left", in: &context)
    }
    let reader = try context.reader()
    #expect(reader.copiedChanges == 0)
    #expect(
      reader.log.filter { if case .interaction = $0.kind { true } else { false } }.count == 2000)
  }

  @Test("'I press \"Up\" 5000 times' and plain steps without a reader: no copy either")
  func repeatedPresses() throws {
    var context = Self.context()
    try Self.run("the platform is macOS", in: &context)
    try Self.run("I press \"Tab\"", in: &context)
    try Self.run("I press \"Up\" 5000 times", in: &context)
    #expect(try context.reader().copiedChanges == 0)
    #expect(try context.stepper().value == .number(10))

    var plain = Self.context()
    try Self.run("the platform is Linux", in: &plain)
    try Self.run("no screen reader is running", in: &plain)
    for _ in 0..<2000 { try Self.run("I do \"wait 1ms\"", in: &plain) }
    #expect(plain.plainSimulation?.copiedChanges == 0)
    #expect(plain.plainSimulation?.control.now.milliseconds == 2000)
  }
}

/// "Did you mean" for undefined steps is bounded (issue 10: 48 s for a 10 MB step).
@Suite("Undefined step suggestions")
struct UndefinedStepSuggestionTests {
  @Test("A 10 MB undefined step gets no suggestion; a typo still does")
  func bounded() {
    #expect(StepLibrary.shipped.suggestions(for: String(repeating: "x", count: 10_000_000)) == [])
    #expect(StepLibrary.shipped.suggestions(for: "I swipe rigth").first == "When I swipe right")
  }
}

/// Seconds written in a step reach the interaction language as plain digits, so a too-long
/// wait is reported as too long rather than as "not a duration".
@Suite("Step durations")
struct StepDurationTests {
  @Test(arguments: [
    ("I wait 10000000000000000 seconds", "wait 10000000000000000s", "10000000000000000s"),
    (
      "I hold the increment button for 100000000000000000000 seconds",
      "hold increment 100000000000000000000s",
      "100000000000000000000s"
    ),
    ("I double-tap and hold for 86400.5 seconds", "double-tap and hold 86400.5s", "86400.5s"),
  ])
  func tooLong(step: String, interaction: String, found: String) throws {
    var context = StepCostTests.context()
    try StepCostTests.run("the platform is Android", in: &context)
    do {
      try StepCostTests.run(step, in: &context)
      Issue.record("\(step) passed")
    } catch let failure as StepFailure {
      #expect(
        failure.message
          == "'\(interaction)' is not an interaction: expected a duration of at most 24 hours "
          + "(86400s), found '\(found)'")
    }
  }
}

/// "Did you mean" is worked out for the undefined steps a report shows, when it shows them: a
/// dry run with thousands of undefined steps spent most of its time on suggestions no report
/// printed (issue 12).
@Suite("Suggestions on demand")
struct SuggestionsOnDemandTests {
  @Test("A run works out no suggestion; the summary only its first undefined step's")
  func onDemand() throws {
    // Texts of this test's own, so no other test has asked for their suggestions.
    let first = "I tapp the incremnt button on demand"
    let second = "the valu is 3 on demand"
    let source = """
      Feature: On demand
        Scenario: Two undefined steps
          Given the platform is iOS
          When \(first)
          Then \(second)

      """
    let options = RunOptions(
      paths: [], workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let report = Runner().run(documents: [(uri: "d.feature", source: source)], options: options)
    let steps = try #require(report.testCases.first?.steps)
    #expect(steps.map(\.status) == [.passed, .undefined, .undefined])
    #expect(!StepLibrary.shipped.hasSuggested(first, kind: .action))
    #expect(!StepLibrary.shipped.hasSuggested(second, kind: .outcome))

    let summary = TextFormats.summary(report, styler: Styler(enabled: false))
    #expect(summary.contains("did you mean: When I tap the increment button"))
    #expect(StepLibrary.shipped.hasSuggested(first, kind: .action))
    #expect(!StepLibrary.shipped.hasSuggested(second, kind: .outcome))

    #expect(steps[2].suggestions.first == "Then the value is 3")
    #expect(steps[2].suggestions == StepLibrary.shipped.suggestions(for: second, kind: .outcome))
    #expect(steps[0].suggestions == [])
  }
}

@Suite("Empty texts")
struct EmptyTextTests {
  @Test(
    "A text is empty exactly when trimming white space and newlines leaves nothing",
    arguments: [
      "", " ", "\t\n", "\u{A0}", "\u{2028}\u{2029}", "\u{85}", "\u{3000}", "\u{200B}", "\u{FEFF}",
      " x ", "\u{301}", "\u{A0}é", "\r\n", "\u{1680}", "\u{180E}",
    ])
  func empty(text: String) {
    let trimmedEmpty = text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    let arguments = StepArguments(values: [text], docString: nil, dataTable: nil)
    #expect((try? arguments.nonEmptyText(0, "the text")) == (trimmedEmpty ? nil : text))
  }
}
