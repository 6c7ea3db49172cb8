import ComponentFile
import Core
import Foundation
import ScreenReaders
import Simulation
import Testing

@testable import ScenarioRunner

/// A step failure keeps the lower layer's error as its payload (the component file's, the
/// reader's, the simulation's), so reports and tests match on the case; its message is the
/// text users have always read.
@Suite("Step failures: the wrapped error is a payload, not text")
struct StepFailureTests {
  static func context() -> ScenarioContext {
    ScenarioContext(
      workingDirectory: URL(fileURLWithPath: "/"), featureDirectory: URL(fileURLWithPath: "/"))
  }

  static func failure(_ steps: [String]) -> StepFailure? {
    var context = context()
    do {
      for text in steps {
        guard let match = StepLibrary.shipped.matches(text).first else {
          Issue.record("no step matches '\(text)'")
          return nil
        }
        try match.definition.handler(&context, StepArguments(values: match.values))
      }
      try context.start()
    } catch let failure as StepFailure {
      return failure
    } catch {
      Issue.record("not a step failure: \(error)")
    }
    return nil
  }

  @Test("A scenario's setting with a wrong value: the component error, naming the setting")
  func componentSetting() throws {
    let failure = try #require(
      Self.failure(["the platform is iOS", "the setting \"wraps\" is \"maybe\""]))
    guard case .component(let error, let setting) = failure else {
      Issue.record("not a component failure: \(failure)")
      return
    }
    #expect(setting == "wraps=maybe")
    guard case .wrongValue(let key, .boolean, let found, nil, _) = error else {
      Issue.record("not a wrong value: \(error)")
      return
    }
    #expect(key == "wraps")
    #expect(found == "the string \"maybe\"" || found == "'maybe'")
    #expect(failure.couldNotRun)
    #expect(failure.message == "the scenario's setting 'wraps=maybe': \(error.message)")
  }

  @Test("An unknown reader: the reader's own resolution error")
  func unknownReader() throws {
    let failure = try #require(
      Self.failure(["the platform is iOS with JAWS"]))
    guard case .reader(.unknown("JAWS", let known)) = failure else {
      Issue.record("not a reader failure: \(failure)")
      return
    }
    #expect(known.contains("voiceover-ios"))
    #expect(failure.couldNotRun)
  }

  @Test("A reader setting's wrong value: the reader's setting error, with the reader")
  func readerSetting() throws {
    let failure = try #require(
      Self.failure([
        "the platform is Android with TalkBack", "the reader setting \"hints\" is \"loud\"",
      ]))
    guard case .readerSetting("TalkBack", .valueNotAllowed("loud", "hints", _)) = failure else {
      Issue.record("not a reader-setting failure: \(failure)")
      return
    }
    #expect(!failure.couldNotRun)
  }

  @Test("An interaction the control cannot do: the simulation's error")
  func simulation() throws {
    var context = Self.context()
    context.platform = .ios
    #expect {
      try context.perform("tap \"Nothing\"")
    } throws: { error in
      guard case .simulation(.noElementNamed("Nothing", "UIStepper", _))? = error as? StepFailure
      else { return false }
      return true
    }
  }
}
