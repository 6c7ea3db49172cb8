import Foundation
import ScenarioRunner
import Testing

/// A step given arguments it cannot use (a data table or doc string it does not take, an
/// empty expectation, a count below 1, an interaction that does not parse) is an error naming
/// the step, in a run and in a dry run: never a pass, and the run exits 2 (it could not run).
@Suite("Impossible step arguments")
struct StepArgumentTests {
  /// Runs one scenario made of a setup and `step`.
  static func run(_ step: String, dryRun: Bool = false) -> RunReport {
    let source = """
      Feature: Arguments
        Scenario: One step
          Given a stepper "Quantity" with value 2 from 0 to 10
          And the platform is Linux with Orca
          When I press "Tab"
          \(step)

      """
    var options = RunOptions(
      paths: [], workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    options.dryRun = dryRun
    return Runner().run(documents: [(uri: "arguments.feature", source: source)], options: options)
  }

  @Test(
    "The step fails with a message naming it, and the run cannot pass",
    arguments: [
      (
        "Then the transcript contains:\n      | Quantity spin button |",
        "the step 'Then the transcript contains:': the table needs a header row naming a 'text' column (and, if you like, 'reader'): | reader | text |"
      ),
      (
        "Then the transcript contains:\n      | reader | text |",
        "the step 'Then the transcript contains:': the table lists no utterance under its header; add a row for each"
      ),
      (
        "Then I hear \"Quantity\"\n      | text |\n      | Quantity |",
        "the step 'Then I hear \"Quantity\"' takes no data table"
      ),
      (
        "Then the transcript contains:\n      \"\"\"\n      \"\"\"",
        "the step 'Then the transcript contains:': the doc string is empty; write the expected utterances in it, one a line"
      ),
      (
        "Then the transcript is:\n      \"\"\"\n\n         \n      \"\"\"",
        "the step 'Then the transcript is:': the doc string is empty; write the expected utterances in it, one a line"
      ),
      (
        "Then the transcript is:",
        "the step 'Then the transcript is:' needs a doc string (\"\"\") under it with the expected lines, or a table (| reader | text |)"
      ),
      (
        "Then I hear \"Quantity\"\n      \"\"\"\n      Quantity\n      \"\"\"",
        "the step 'Then I hear \"Quantity\"' takes no doc string"
      ),
      (
        "When I press \"Up\" -5 times",
        "the step 'When I press \"Up\" -5 times': the number of presses must be at least 1, found -5"
      ),
      (
        "When I press \"Up\" 0 times",
        "the step 'When I press \"Up\" 0 times': the number of presses must be at least 1, found 0"
      ),
      (
        "Then I do not hear \"\"",
        "the step 'Then I do not hear \"\"': the unexpected speech is empty; write the text the step is about"
      ),
      (
        "Then I do not hear \", …\"",
        "the step 'Then I do not hear \", …\"': the unexpected speech ', …' has no word in it, and speech is compared without punctuation"
      ),
      (
        "Then I hear \"!\"",
        "the step 'Then I hear \"!\"': the expected speech '!' has no word in it, and speech is compared without punctuation"
      ),
      (
        "Then I hear \"\"",
        "the step 'Then I hear \"\"': the expected speech is empty; to check for silence write 'Then I hear nothing'"
      ),
      (
        "Then I hear exactly \"  \"",
        "the step 'Then I hear exactly \"  \"': the expected speech is empty; to check for silence write 'Then I hear nothing'"
      ),
      (
        "When I type \"\"",
        "the step 'When I type \"\"': the text to type is empty; write the text the step is about"
      ),
      (
        "When I touch \"\"",
        "the step 'When I touch \"\"': the element's name is empty; write the text the step is about"
      ),
      (
        "When I press \"Nope\"",
        "the step 'When I press \"Nope\"': 'press Nope' is not an interaction: unknown key 'Nope'; expected one of: Up, Down, Left, Right, PageUp, PageDown, Home, End, Enter, Escape, Tab, Space, Backspace, Delete, H, KP7, KP8, KP9 (did you mean 'Home'?)"
      ),
      (
        "When I hold the increment button for 0 seconds",
        "the step 'When I hold the increment button for 0 seconds': 'hold increment 0.0s' is not an interaction: expected a duration longer than zero, found '0.0s'"
      ),
      (
        "When I double-tap and hold for 0 seconds",
        "the step 'When I double-tap and hold for 0 seconds': 'double-tap and hold 0.0s' is not an interaction: expected a duration longer than zero, found '0.0s'"
      ),
      (
        "When I wait -1 seconds",
        "the step 'When I wait -1 seconds': 'wait -1.0s' is not an interaction: expected a duration such as 3s, 1.5s or 500ms, found '-1.0s'"
      ),
      (
        "When I do \"\"",
        "the step 'When I do \"\"': the interaction is empty; write the text the step is about"
      ),
      (
        "Then keyboard focus is on the ceiling",
        "the step 'Then keyboard focus is on the ceiling': 'ceiling' is not a place for keyboard focus; expected one of increment, decrement, field, option1, option2, option3, option4, option5, option6, option7, option8, option9, option10, option11, option12, confirm, cancel, trigger, dismissMenu, item1, item2, item3, item4, item5, item6, item7, item8, item9, item10, item11, item12, item13, item14, item15, item16, item17, item18, item19, item20, item21, item22, item23, item24, tab1, tab2, tab3, tab4, tab5, tab6, tab7, tab8, tab9, tab10, tab11, tab12, control, stepper, slider, dropdown, outside"
      ),
      (
        "Given the component \"\"",
        "the step 'Given the component \"\"': the component path is empty; write the text the step is about"
      ),
      (
        "Given the platform is Symbian",
        "the step 'Given the platform is Symbian': unknown platform 'Symbian'; expected one of iOS, macOS, Android, Windows, Linux"
      ),
      (
        "Given the setting \"\" is \"true\"",
        "the step 'Given the setting \"\" is \"true\"': the setting's name is empty; write the text the step is about"
      ),
      (
        "Then the hint is \"\"",
        "the step 'Then the hint is \"\"': the expected hint is empty; write the text the step is about"
      ),
      (
        "When I focus \"\"",
        "the step 'When I focus \"\"': the element's name is empty; write the text the step is about"
      ),
      (
        "Then focus is on \"\"",
        "the step 'Then focus is on \"\"': the element's name is empty; write the text the step is about"
      ),
      (
        "When I swipe to \"\"",
        "the step 'When I swipe to \"\"': the element's name is empty; write the text the step is about"
      ),
      (
        "Then \"\" is cut off",
        "the step 'Then \"\" is cut off': the cut-off speech is empty; write the text the step is about"
      ),
    ])
  func impossible(step: String, message: String) {
    for dryRun in [false, true] {
      let report = Self.run(step, dryRun: dryRun)
      let failures = report.testCases.flatMap(\.steps).filter { $0.status == .failed }
      #expect(failures.map(\.line) == [6], "dry run: \(dryRun)")
      #expect(failures.map { $0.failure?.message } == [message], "dry run: \(dryRun)")
      #expect(report.exitCode == 2, "dry run: \(dryRun)")
    }
  }

  @Test("Possible arguments still pass")
  func possible() {
    let report = Self.run(
      """
      Then the transcript contains:
            \"\"\"
            Quantity spin button
            \"\"\"
          When I press "Up" 2 times
          Then I hear "4"
          And I do not hear "Quantity"
          And keyboard focus is on the field
      """)
    #expect(report.testCases.map(\.status) == [.passed])
    #expect(report.exitCode == 0)
  }
}

/// A dry run runs the setup steps (those listed under Given) to check what they name, so none
/// of them may start the simulation.
@Suite("Setup steps")
struct SetupStepTests {
  @Test("No Given step starts the simulation: another setup step may follow each")
  func givenStepsOnlySetUp() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let examples = StepLibrary.shipped.all.filter(\.isSetup).map(\.example)
    #expect(examples.count == StepLibrary.shipped.all.filter { $0.keyword == .given }.count)
    for example in examples {
      let source = """
        Feature: Setup
          Scenario: One setup step
            Given the platform is iOS
            \(example)
            And no screen reader is running

        """
      let report = Runner().run(
        documents: [(uri: "setup.feature", source: source)],
        options: RunOptions(paths: [], workingDirectory: root))
      let last = report.testCases.first?.steps.last
      #expect(last?.status != .failed, "\(example): \(last?.failure?.message ?? "")")
    }
  }
}

/// Texts a step puts into the component's YAML are quoted so that they stay one value.
@Suite("Step texts in the component")
struct StepTextQuotingTests {
  @Test(
    "A label with a control character, a quote or YAML punctuation is the label, nothing else",
    arguments: ["Qu\u{1B}[2Jantity", #"Q\", value: 9, x: \""#, "Q\tty", #"back\\slash"#])
  func label(_ written: String) {
    let source = """
      Feature: Labels
        Scenario: Label
          Given a stepper "\(written)" with value 2 from 0 to 10
          And the platform is iOS
          When I swipe right

      """
    let report = Runner().run(
      documents: [(uri: "labels.feature", source: source)],
      options: RunOptions(
        paths: [], workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    )
    // A {string} unescapes \" (and \'), nothing else.
    let label = written.replacingOccurrences(of: #"\""#, with: "\"")
    #expect(report.testCases.map(\.status) == [.passed])
    #expect(report.testCases.first?.transcript.map(\.text) == [label])
  }
}

/// Steps that pass when nothing is heard need a reader: without one nothing is ever heard.
@Suite("Silence needs a reader")
struct SilenceNeedsAReaderTests {
  @Test(
    "'I hear nothing' and 'I do not hear' fail without a screen reader",
    arguments: ["Then I hear nothing", "Then I do not hear \"Quantity\""])
  func needsReader(_ step: String) {
    let source = """
      Feature: Silence
        Scenario: No reader
          Given a stepper "Quantity" with value 2 from 0 to 10
          And the platform is Linux
          And no screen reader is running
          When I press "Tab"
          \(step)

      """
    let report = Runner().run(
      documents: [(uri: "silence.feature", source: source)],
      options: RunOptions(
        paths: [], workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    )
    #expect(report.testCases.map(\.status) == [.failed])
    #expect(
      report.testCases.first?.steps.last?.failure?.message
        == "this step needs a screen reader, and the scenario runs without one")
  }
}
