import Foundation
import Gherkin
import Simulation

/// Runs one test case's steps in a fresh context.
enum ScenarioExecutor {
  /// The test case's report, or `nil` when `cancellation` stopped a step before it ended.
  /// `components` holds the components the run has read.
  static func execute(
    _ testCase: PendingTestCase, dryRun: Bool, workingDirectory: URL,
    cancellation: Cancellation = .never, components: ComponentCaches, library: StepLibrary
  ) -> TestCaseReport? {
    let started = Date()
    var context = ScenarioContext(
      workingDirectory: workingDirectory, featureDirectory: testCase.featureDirectory,
      schema: components.schema, library: library)
    context.components = components
    context.cancellation = cancellation
    var steps: [StepReport] = []
    var broken = false
    var setUp = false
    for step in testCase.pickle.steps {
      let info = step.astNodeIds.first.flatMap { testCase.stepInfo[$0] }
      var report = StepReport(
        keyword: info?.keyword ?? "* ", text: step.text, line: info?.line ?? testCase.line,
        pickleStepID: step.id, status: .skipped)
      let matches = library.matches(step.text)
      let stepStarted = Date()
      let heardBefore = context.transcript.count
      switch matches.count {
      case 0:
        report.status = .undefined
        let (text, kind) = (step.text, step.type)
        report.suggestionSource = LazySuggestions {
          library.suggestions(for: text, kind: kind)
        }
        broken = true
      case 1:
        let match = matches[0]
        report.definition = match.definition.expression.source
        let arguments = StepArguments(
          values: match.values, docString: step.argument?.docString?.content,
          dataTable: step.argument?.dataTable?.rows.map { $0.cells.map(\.value) },
          schema: components.schema, library: library)
        // Arguments are checked even after a failure and in a dry run: a step that can
        // never pass must not hide behind an earlier failure or a dry run.
        do {
          try match.definition.validate(arguments, written: report.keyword + step.text)
        } catch {
          report.status = .failed
          report.failure = error
          broken = true
          break
        }
        if broken { break }
        if dryRun {
          // A dry run sets the scenario up as a run would (component file, settings,
          // platform, reader and its settings) and stops before the first interaction.
          do {
            if match.definition.isSetup {
              try match.definition.handler(&context, arguments)
            } else if !setUp {
              setUp = true
              try context.start()
            }
          } catch {
            report.status = .failed
            report.failure = error
            broken = true
          }
          break
        }
        do {
          try match.definition.handler(&context, arguments)
          report.status = .passed
        } catch {
          // Stopped mid-step; a failure while stopping may come of it too (a criterion tries
          // actions with `try?`): either way the scenario did not run to a result.
          if error == .interrupted || cancellation.isCancelled { return nil }
          report.status =
            error.isPending ? .pending : error.isNotApplicable ? .skipped : .failed
          report.failure = error
          broken = true
        }
      default:
        report.status = .ambiguous
        report.ambiguousMatches = matches.map(\.definition.expression.source)
        broken = true
      }
      report.duration = Date().timeIntervalSince(stepStarted)
      report.heard = Array(context.transcript.dropFirst(heardBefore))
      report.readingOrder = context.heardReadingOrder
      context.heardReadingOrder = nil
      steps.append(report)
    }
    return TestCaseReport(
      pickle: testCase.pickle, featureName: testCase.featureName, ruleName: testCase.ruleName,
      exampleValues: testCase.exampleValues, examplesName: testCase.examplesName,
      exampleHeader: testCase.exampleHeader, keywords: testCase.keywords, uri: testCase.uri,
      line: testCase.line, steps: steps, platform: context.platform?.displayName,
      reader: context.readerName, transcript: context.transcript,
      duration: Date().timeIntervalSince(started), componentFile: context.componentFile,
      featureDescription: testCase.featureDescription)
  }
}
